"""The parts of the app that differ between rule sets and ways to play: the teams, timer
and match setup; the prediction prompt, jackpot rows and totals of the turn screen; the
result's breakdown, ranking note and amounts."""

from __future__ import annotations

ENTRIES = {
    # Setup: seating and teams.
    "variants.seating": "Seating",
    "variants.seating.players": "Players",
    "variants.seating.players.hint": "Each player has a sheet",
    "variants.seating.teams": "Two teams",
    "variants.seating.teams.hint": "Team Balut: each team shares one sheet",
    "variants.teams.hint": "Two teams of {low} to {high}. The first member is the captain; an "
    "empty team name uses the members' names.",
    "variants.team": "Team {team}",
    "variants.team.name": "Team {team} name",
    "variants.team.colour": "Colour of team {team}: {colour}. Tap for the next colour",
    "variants.team.member": "Team {team} member {member}",
    "variants.team.captain": "Team {team} member {member} (captain)",
    "variants.team.remove": "Remove Team {team} member {member}",
    "variants.team.played_by": "Played by",
    "variants.team.people": "People at the table",
    "variants.team.add": "Add member to Team {team}",
    # Setup: the turn timer and match play.
    "variants.timer": "Turn timer",
    "variants.timer.off": "No timer",
    "variants.timer.off.hint": "Take your time",
    "variants.timer.on": "Speed Balut",
    "variants.timer.on.hint": "A turn runs out of time: a box is crossed out",
    "variants.games": "Games",
    "variants.games.single": "One game",
    "variants.games.single.hint": "A single game",
    "variants.games.fixed": "Match",
    "variants.games.fixed.hint": "A set number of games, points added up",
    "variants.games.open": "Open-ended match",
    "variants.games.open.hint": "Play games until you stop",
    "variants.games.count": "Number of games",
    # Setup: inline messages.
    "variants.error.same_name": "Same name as Team {team} member {member}",
    "variants.error.seconds": "Enter whole seconds from {low} to {high}",
    "variants.error.games": "Enter a number of games from {low} to {high}",
    # The number that ranks players: a column heading, and a result in its unit.
    "variants.deciding.points": "Points",
    "variants.deciding.grand_total": "Grand total",
    "variants.deciding.dice_total": "Dice total",
    "variants.amount.points": {"one": "{count} point", "other": "{count} points"},
    "variants.amount.grand_total": "grand total {count}",
    "variants.amount.dice_total": "dice total {count}",
    # The prediction prompt (one sentence per deciding number).
    "variants.predict.title": "{player}, predict your result",
    "variants.predict.hint.points": "Before your first roll, say what your final points will "
    "be. Hit it exactly for +{bonus}. Everyone can see it "
    "during the game.",
    "variants.predict.hint.grand_total": "Before your first roll, say what your final grand "
    "total will be. Hit it exactly for +{bonus}. "
    "Everyone can see it during the game.",
    "variants.predict.hint.dice_total": "Before your first roll, say what your final dice "
    "total will be. Hit it exactly for +{bonus}. "
    "Everyone can see it during the game.",
    "variants.predict.label.points": "Predicted points",
    "variants.predict.label.grand_total": "Predicted grand total",
    "variants.predict.label.dice_total": "Predicted dice total",
    "variants.predict.save": "Save prediction",
    # A jackpot row: its short visible status and what a screen reader hears ({box} is
    # the box's name, {reason} the entry rule).
    "variants.jackpot.label": "Jackpot",
    "variants.jackpot.eligible": "\u2713 {reason}",
    "variants.jackpot.ineligible": "\u2717 {reason}",
    "variants.jackpot.none": "No jackpot",
    "variants.jackpot.bonus": "{amount} bonus",
    "variants.jackpot.penalty": "{amount} penalty",
    "variants.jackpot.at_stake": "+{swing} or \u2212{swing} at stake",
    # The stake over a jackpot box: what its row wins or loses at the end.
    "variants.jackpot.stake": "+{swing}/\u2212{swing}",
    # Under the \u2715 of a jackpot box (its name says the rest).
    "variants.jackpot.cross_mark": "jackpot",
    "variants.jackpot.said.eligible": "{box} scores {offer} here. Eligible: {reason}.",
    "variants.jackpot.said.ineligible": "{box} scores 0 here. Not eligible: {reason}.",
    "variants.jackpot.said.open": "{box} is open. {reason}.",
    "variants.jackpot.said.crossed": "{box} is crossed out. No jackpot.",
    "variants.jackpot.said.settled": "{box} holds {value}. {status}.",
    "variants.jackpot.said.at_stake": "{box} holds {value}. {swing} points at stake.",
    "variants.jackpot.said.swing": "With a jackpot the row's condition wins +{swing} or loses "
    "\u2212{swing}.",
    "variants.jackpot.cross": "Cross out {box}",
    # Totals under a sheet and the result's breakdown.
    "variants.total.row_points": "Row points",
    "variants.total.jackpots": "Jackpots",
    "variants.total.dice_total": "Dice total",
    "variants.total.boxes": "Boxes",
    "variants.total.balut_extras": "Balut extras",
    "variants.total.prediction": "Prediction",
    "variants.total.provisional": "Provisional",
    "variants.breakdown.title": "{player}: {amount}",
    "variants.breakdown.caption": "{player}'s breakdown",
    "variants.breakdown.row": "Row",
    "variants.breakdown.total": "Total",
    "variants.breakdown.jackpot": "Jackpot",
    "variants.breakdown.jackpot_bonus": "Bonus",
    "variants.breakdown.points": "Pts",
    "variants.breakdown.boxes": "Boxes",
    "variants.breakdown.jackpot_bonuses": "Jackpot bonuses",
    "variants.breakdown.baluts_rolled": "Baluts rolled (+{points} each)",
    "variants.breakdown.first_roll_baluts": "First-roll baluts",
    "variants.breakdown.prediction_hit": "Prediction {value} (hit)",
    "variants.breakdown.prediction_missed": "Prediction {value} (missed)",
    "variants.breakdown.prediction_none": "Prediction none (missed)",
    "variants.band.closed": "Dice total {total} is in the {low}\u2013{high} band: {points}.",
    "variants.band.open": "Dice total {total} is in the {low} or more band: {points}.",
    "variants.band.none": "Dice total {total}: {points}.",
    # How the rules rank the players (sentences of the note under the results).
    "variants.ranking.points": "Points = row points (each row that meets its target) plus the "
    "dice-total band.",
    "variants.ranking.jackpot": "A jackpot entered wins its bonus when the row's four regular "
    "boxes meet the row's target and costs the same when they "
    "miss ({swings}).",
    "variants.ranking.swing": "{category} +{swing}/\u2212{swing}",
    "variants.ranking.balut_row": "Balut row: {first} for the first balut, {further} for each "
    "more.",
    "variants.ranking.jackpot_in_total": "Jackpots count in the dice total.",
    "variants.ranking.jackpot_apart": "Jackpot values stand apart from the dice total.",
    "variants.ranking.dice_total_only": {
        "one": "Dice total only: the sum of all {count} box decides, no points table.",
        "other": "Dice total only: the sum of all {count} boxes decides, no points table.",
    },
    "variants.ranking.grand_total": {
        "one": "No row points and no dice-total table: the grand total, the sum of all "
        "{count} box, decides.",
        "other": "No row points and no dice-total table: the grand total, the sum of all "
        "{count} boxes, decides.",
    },
    "variants.ranking.extras": "Extras: {extras}.",
    "variants.ranking.per_balut": "+{points} for every balut rolled",
    "variants.ranking.first_roll": "+{points} for a balut on a first roll",
    "variants.ranking.prediction": "+{points} for an exact prediction",
    "variants.stakes": "Stakes",
    "variants.stakes.hint": "A stake per point, chips or just the honour (leave it empty). Settled at game over; in a match, on the match totals.",
    "variants.stakes.amount": "Stake per point",
    "variants.stakes.unit": "Unit",
    "variants.stakes.unit.example": "€, kr",
    "variants.stakes.loser_buys": "Loser buys the round",
    "variants.stakes.loser_buys.hint": "The bottom place buys the next round",
    "variants.plays_for": "Bots play for",
    "variants.plays_for.points": "Points",
    "variants.plays_for.points.hint": "The most points on average; the Hint weighs the same",
    "variants.plays_for.win": "The win",
    "variants.plays_for.win.hint": "Risks when behind, safe when ahead; the Hint weighs your chance to win",
    "variants.plays_for.not_last": "Loser buys: bots and the Hint play to avoid last place.",
    "variants.plays_for.stake": "A stake per point: bots and the Hint play for the point difference.",
    "variants.error.stake": "An amount from 0 to {high} with at most two decimals, like 0.50",
    "variants.dice": "Dice",
    "variants.dice.phone": "Roll on this phone",
    "variants.dice.phone.hint": "The phone rolls; tap dice to hold them",
    "variants.dice.real": "Real dice",
    "variants.dice.real.hint": "Roll your own dice at the table and type in what you got",
}
