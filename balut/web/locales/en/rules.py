"""The Rules page (balut/web/rules_text.py): every title, sentence, caption and cell.

Numbers are values from the rules core; row names are the ``category.*`` keys.
"""

from __future__ import annotations

ENTRIES = {
    # The page around the sections.
    "rules.page.title": "Rules",
    "rules.page.back": "Back",
    "rules.page.back_game": "Back to the game",
    "rules.page.this_game": "This game: {rules}. Its sections are outlined below.",
    "rules.page.more": "Other rule sets and house options",
    # Table captions, headers and cells.
    "rules.table.box_scores": "What one box scores",
    "rules.table.category_points": "Category points at the end of the game",
    "rules.table.adjustment": "Adjustment for the dice total",
    "rules.table.jackpot": "Jackpot boxes",
    "rules.header.row": "Row",
    "rules.header.box_scores": "A box scores",
    "rules.header.points": "Points",
    "rules.header.earned_when": "Earned when",
    "rules.header.dice_total": "Dice total",
    "rules.header.jackpot_entry": "To enter a jackpot",
    "rules.header.jackpot_swing": "Bonus or penalty",
    "rules.box.face": "The {face}s added up (0 to {highest})",
    "rules.box.straight": "{small_points} for {small}, {large_points} for {large}, otherwise 0",
    "rules.box.straight_any": "{points} for {small} or {large}, otherwise 0",
    "rules.box.full_house": "Three of one number and two of another: all five dice added; "
    "otherwise 0 (five of a kind is not a full house)",
    "rules.box.full_house_plus": "Three of one number and two of another: all five dice "
    "added plus {extra}; otherwise 0",
    "rules.box.choice": "All five dice added, whatever they show",
    "rules.box.balut": "Five of a kind: {bonus} plus the five dice ({lowest} to {highest}); "
    "otherwise 0",
    "rules.box.balut_flat": "Five of a kind: {points}; otherwise 0",
    "rules.points.each": "{points} each",
    "rules.points.first_further": "{first}, then {further} each",
    "rules.when.total": "the row adds up to {target} or more",
    "rules.when.all_real": "all {count} boxes score (no zero)",
    "rules.when.balut": "for every balut in the row",
    "rules.when.balut_first_further": "for the first balut, then for each further one",
    "rules.band.range": "{lowest}\u2013{highest}",
    "rules.band.open": "{lowest} or more",
    "rules.jackpot.needs_four": "At least four {face}s",
    "rules.jackpot.needs_large_straight": "{dice} only",
    "rules.jackpot.needs_full_house": "A full house worth {minimum} or more",
    "rules.jackpot.needs_sum": "Dice adding up to {minimum} or more",
    "rules.jackpot.swing": "+{swing} or \u2212{swing}",
    # The standard game.
    "rules.overview.title": "The game (Standard 1979)",
    "rules.overview.sheet": "Balut is played with {dice} dice on a score sheet of {rows} rows "
    "with {boxes} boxes each. Every round each player takes one turn "
    "and fills one box, so a game lasts {rounds} rounds. At the end "
    "each sheet is turned into points and the most points win.",
    "rules.overview.players": "Pass the phone around the table ({low} to {high} players), or "
    "play alone and see how many points you can put together.",
    "rules.turn.title": "Your turn",
    "rules.turn.rolls": "You get up to {count} rolls. The first roll throws all the dice.",
    "rules.turn.hold": "Before rolling again, tap the dice you want to keep: they are held and "
    "only the others are thrown. A held die can be released again while "
    "you still have a roll left.",
    "rules.turn.stop": "You may stop after any roll. After the last roll you must fill a box; "
    "a turn cannot be passed.",
    "rules.turn.fill": "Fill exactly one open box. Either enter your dice (the box gets what "
    "they are worth in that row, which may be 0) or cross the box out for "
    "0, even when the dice would score there.",
    "rules.turn.order": "Every row is open from the start and may be used in any order; its "
    "boxes fill from left to right. A filled box stays as it is, but Undo "
    "takes your choice back until the next player rolls.",
    "rules.rows.title": "The {count} rows",
    "rules.rows.example": "There is no row for ones, twos or threes: they only count inside "
    "Straight, Full House, Choice and Balut. For example {dice} is worth "
    "{sixes} as Sixes, {fours} as Fours, {full_house} as Full House or "
    "Choice and 0 anywhere else.",
    "rules.points.title": "Category points",
    "rules.points.intro": "When every box is filled, each row's {count} boxes are added into "
    "its row total, and a row that reached its goal earns category "
    "points. A single zero in Straight or Full House, crossed out or "
    "not the real thing, loses that row's points.",
    "rules.final.title": "Dice total and final points",
    "rules.final.intro": "Your dice total is all the boxes on your sheet added together. It "
    "moves your result up or down by the adjustment in this table.",
    "rules.final.sum": "Final points are your category points plus the adjustment, and the "
    "most points win.",
    "rules.final.example": "Example: {points} category points and a dice total of {total} "
    "make {points} + {adjustment} = {result} points. Had the one zero "
    "in its Straight row been a {dice}, the row would pay {row_points} "
    "more and the dice total of {better_total} would lift the "
    "adjustment to {better_adjustment}: {better_result} points.",
    "rules.order.title": "Turn order and ties",
    "rules.order.opening": "Opening roll-off: everyone rolls one die and the highest starts; "
    "players who tie roll again among themselves.",
    "rules.order.leader": "From round 2 on, the player who entered the highest box value in "
    "the previous round leads; if two entered the same, the one who "
    "played earlier in that round leads. Play then goes around in "
    "seating order.",
    "rules.order.fixed": "Fixed turn order (option): the opener leads every round and play "
    "always goes around in seating order.",
    "rules.order.ties": "Players level on points are separated by the higher dice total; "
    "still level, they share the place. See Tiebreaks for the other "
    "choices.",
    # The other rule sets.
    "rules.jackpot.title": "Jackpot Balut",
    "rules.jackpot.intro": "Every row except Balut has one extra jackpot box, so the sheet "
    "has {count} boxes and the game {count} rounds.",
    "rules.jackpot.open_row": "You may enter dice as a row's jackpot only while that row "
    "still has an open regular box. After that the jackpot box can "
    "only be crossed out, which means no jackpot for that row.",
    "rules.jackpot.missed": "Dice that do not meet the entry requirement score 0 in the "
    "jackpot box, the same as crossing it out.",
    "rules.jackpot.apart": "The jackpot value stands apart: it is not part of the row total "
    "or the dice total (a house option can count it in the dice "
    "total).",
    "rules.jackpot.swing_rule": "With a jackpot entered, the row's usual goal, judged on its "
    "regular boxes only, adds the bonus when reached and takes "
    "off the penalty when missed, on top of the normal category "
    "points.",
    "rules.jackpot.example": "Example: a Fives jackpot with {target} in the regular boxes "
    "gives {points} + {swing} = {bonus_result} points; with only "
    "{missed} it gives 0 - {swing} = {penalty_result}.",
    "rules.jackpot.balut_row": "The Balut row pays {first} points for the first balut and "
    "{further} for each further one.",
    "rules.quick.title": "Quick Balut ({count} boxes)",
    "rules.quick.intro": "One box per row: {count} rounds. There are no category points and "
    "no adjustment table; the highest grand total (all boxes added) "
    "wins.",
    "rules.quick.no_bonus": "A balut scores {points} if the table plays without the balut bonus.",
    "rules.quick.ties": "Ties are settled by a roll-off: the tied players each throw all the "
    "dice once and the highest sum wins; level again, they throw again.",
    "rules.extended.title": "Extended Balut ({count} boxes)",
    "rules.extended.intro": "Quick Balut with {boxes} boxes per row: {count} rounds, the same "
    "box scores, and the highest grand total wins.",
    # House options.
    "rules.locked.title": "Locked holds",
    "rules.locked.text": "A stricter house rule: once a die is held it stays held for the "
    "rest of the turn.",
    "rules.tiebreaks.title": "Tiebreaks",
    "rules.tiebreaks.dice_total": "Dice total (the default for Standard and Jackpot): the "
    "higher dice total wins; still level, the place is shared.",
    "rules.tiebreaks.shared": "Shared: players level on the result share the place.",
    "rules.tiebreaks.roll_off": "Roll-off: the tied players each throw all the dice once, "
    "the highest sum wins, and they throw again while level.",
    "rules.prediction.title": "Prediction",
    "rules.prediction.text": "Before their first roll each player predicts their final "
    "result. The prediction stays on screen during play, because "
    "steering towards it is the fun. An exact hit earns a bonus the "
    "table agrees on ({bonus} unless you change it). Crossing out a "
    "box on purpose to land on the number is fair play.",
    "rules.dice_total_only.title": "Dice total only",
    "rules.dice_total_only.text": "Skip the conversion into points: the highest dice total wins.",
    "rules.bands.title": "Custom adjustment bands",
    "rules.bands.text": "The table may agree its own dice-total table, for example more "
    "points for high totals up to a limit. Each band starts at a dice "
    "total and gives its points up to the start of the next band; the "
    "first band starts at {first} and each next one starts higher (at "
    "most {count} bands).",
    "rules.bonuses.title": "Balut bonuses",
    "rules.bonuses.none": "No balut bonus: casual groups drop the {extra} extra for a balut "
    "(in Quick and Extended Balut a balut then scores {points}).",
    "rules.bonuses.per_balut": "Per balut: every balut rolled earns extra points (usually "
    "{points}), counted separately from the sheet.",
    "rules.bonuses.first_roll": "First-roll balut: a balut on the first roll of a turn earns "
    "extra points (usually {points}).",
    "rules.team.title": "Team Balut",
    "rules.team.text": "{teams} teams of {low} to {high} players, each with one shared sheet. "
    "On a team's turn every member plays a full turn of up to {rolls} "
    "rolls; then the team captain picks one member's final dice and the "
    "box to fill. Teams are ranked like players.",
    "rules.team.app": "In the app each member taps Done to stand on their dice and passes the "
    "phone on; the captain then sees every member's dice side by side, "
    "with their best boxes, and picks. The captain may change the pick "
    "until a box is filled.",
    "rules.speed.title": "Speed Balut",
    "rules.speed.text": "Every turn has a countdown ({count} seconds unless you change it). "
    "When it runs out the turn is busted and a box is crossed out: the "
    "app suggests the open box where a zero costs least, and the other "
    "players confirm it or pick another. The countdown pauses while the "
    "app is in the background.",
    "rules.speed.app": "The clock starts when the player taps Start on the hand-off screen, "
    "so passing the phone costs no time; Home and the rules page pause it "
    "too. In a team game every member's rolls, and the captain's pick, "
    "get the full time; running out at any point busts the team's turn. "
    "Reopening the app continues with the time that was left.",
    "rules.match.title": "Match play",
    "rules.match.text": "A match is a series of games with the same players, either a fixed "
    "number of games or open-ended. The results of the games are added "
    "up; the standings show each game's result and the running sum. A "
    "match in progress is saved and can be continued like a game.",
    "rules.stakes.title": "Stakes",
    "rules.stakes.text": "A table may play for a stake per point (money, chips or just the honour) and agree that the loser buys the next round. At game over every pair settles the difference of their points (or grand totals) times the stake; the app nets that per player and lists the fewest payments that settle it. A match settles on its totals, two teams as teams.",
    "rules.real.title": "Real dice",
    "rules.real.text": "With Real dice the table throws its own dice and the phone keeps the sheets: enter the dice a turn ended with, or only the value of the box it fills; a value the box cannot hold is refused, with what it can hold.",
    "rules.real.correct": "A box entered wrong is put right by agreement of the table, from the scoreboard: its value changed, or, until the game is over, the box moved to the row it belongs in (the boxes after it in its old row move up) or cleared. A cleared box is owed: its player throws for it at once, in a make-up turn that does not count for who leads the next round. Jackpot boxes are never moved or cleared. Every correction is in the game's record and its check code, marked on the sheet and listed at game over and in History.",
    "rules.codes.title": "Check codes and result links",
    "rules.codes.text": "Every finished game shows a check code, made from its whole record: the rules and options, the players, every box and, for a game rolled on the phone, the dice seed and every hold. Share result sends the ranking, the code and a link holding that record; Verify a result replays the record with the rules, offline.",
    "rules.codes.proves": "A code that matches shows that the record was not changed (by accident or by a careless edit) and that the rules replay it to exactly this sheet: a changed box, hold or name gives another code.",
    "rules.codes.cannot": "It does not prove who played, that the dice were rolled live (a record can be made up, typed dice are only the values entered), or that the seed was not picked as the luckiest of many tries; and a code has 40 bits, so two different records can share one. Trust the table first.",
}
