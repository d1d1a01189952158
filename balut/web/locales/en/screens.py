"""The game screens (balut/web/screens.py, team.py, match_screens.py, speed_screens.py):
headings, buttons, hints, accessible names and the sentences around the numbers.

Player names and numbers are values; row names are the ``category.*`` keys and the rolls
left ``play.rolls_left``.
"""

from __future__ import annotations

ENTRIES = {
    # Screen titles (the browser tab shows "{screen} · Balut").
    "screen.home": "Balut",
    "screen.setup": "New game",
    "screen.roll_off": "Who starts?",
    "screen.turn": "Turn",
    "screen.handoff": "Next player",
    "screen.scoreboard": "Scoreboard",
    "screen.game_over": "Game over",
    "screen.history": "History",
    "screen.history_game": "Finished game",
    "screen.rules": "Rules",
    "screen.team_pick": "Captain picks",
    "screen.time_up": "Time's up",
    "screen.document_title": "{screen} \u00b7 Balut",
    # Buttons and labels several screens share.
    "nav.toolbar": "Screen",
    "nav.back": "Back",
    "nav.home": "Home",
    "nav.scoreboard": "Scoreboard",
    "nav.history": "History",
    "nav.rules": "Rules",
    "nav.new_game": "New game",
    "nav.continue": "Continue",
    "nav.undo": "Undo",
    "nav.dismiss": "Dismiss",
    "dialog.cancel": "Cancel",
    "dialog.confirm": "Confirm",
    "elsewhere.title": "Open in another tab",
    "elsewhere.message": "Your games were changed in another tab or window of Balut. This one stopped saving so that nothing there is overwritten. Use this tab to go on here with what was saved.",
    "elsewhere.take_over": "Use this tab",
    "game.round_of": "Round {round} of {rounds}",
    "game.sheet_of": "{player}'s sheet",
    "table.place": "Place",
    "table.player": "Player",
    "table.team": "Team",
    "table.total": "Total",
    # Home.
    "home.title": "Play Balut",
    "home.tagline": "Five dice, seven rows, 28 rounds. Pass the phone.",
    "home.vibration": "Vibrate on rolls",
    "home.vibration.hint": "A tick on each roll, a longer buzz for a balut (phones that can)",
    "home.resume_game": "Round {round} of {rounds}: {player} to play",
    "home.resume_match_game": "Match, {progress}: Round {round} of {rounds}: {player} to play",
    "home.resume_match_standings": "Match, {progress}: see the standings",
    # Setup: the players.
    "setup.player": "Player {number}",
    "setup.move_up": "Move player {number} up",
    "setup.move_down": "Move player {number} down",
    "setup.remove": "Remove player {number}",
    "setup.add_player": "Add player",
    "setup.players_hint": {
        "one": "Up to {count} player; one player plays solo.",
        "other": "Up to {count} players; one player plays solo.",
    },
    "setup.players_full": {
        "one": "{count} player is the most.",
        "other": "{count} players is the most.",
    },
    "setup.played_before": "Played before",
    "setup.add_name": "Add {name}",
    "setup.fix_marked": "Fix what is marked above to start.",
    "setup.start": "Start game",
    # The opening roll-off.
    "rolloff.first": "Opening roll",
    "rolloff.again": "Tie: roll {number}",
    "rolloff.rolled": "{player} rolled {value}",
    "rolloff.tie": "{players} tie and roll again.",
    "rolloff.intro": "Everyone rolled one die; the highest starts and play goes round the "
    "table in seating order.",
    "rolloff.order": "Order of play",
    # The turn.
    "turn.title": "{player}'s turn",
    "turn.meta": "Round {round}/{rounds} \u00b7 {left}",
    "turn.roll": "Roll",
    "turn.roll_again": {"one": "Roll again - {count} left", "other": "Roll again - {count} left"},
    "turn.roll_none_left": "Roll - none left, choose a box",
    "turn.die": "Die {number}: {value}",
    "turn.die_blank": "Die {number}: blank",
    "turn.dice": "Dice",
    "turn.held": "HELD",
    "turn.burst": "Balut!",
    "turn.hint.predict": "Save your prediction, then roll.",
    "turn.hint.start": "Roll to start your turn.",
    "turn.hint.hold": "Tap dice to hold them, roll again, or tap a row to score.",
    "turn.hint.score": "Tap a row to score your dice.",
    "turn.order": "This round: {order}",
    "turn.order_separator": " \u2192 ",
    "fill.scored": "{player}: {score} in {box}",
    "fill.crossed": "{player}: crossed out {box}",
    # A row of the turn sheet: visible progress and what a screen reader hears after
    # the row's name.
    "sheet.pays": "\u2713 pays",
    "sheet.lost": "\u2717 lost",
    "sheet.box_open": "open",
    "sheet.said.offer": "scores {offer} here. Boxes {boxes}. {progress}.",
    "sheet.said.open": "has open boxes. Boxes {boxes}. {progress}.",
    "sheet.said.full": "is full. Boxes {boxes}. {progress}.",
    "sheet.cross": "Cross out {box}",
    # Hand-off.
    "handoff.pass": "Pass to {player}",
    "handoff.start": "Start {player}'s turn",
    # Scoreboard and full sheets.
    "scoreboard.back": "Back to game",
    "scoreboard.caption": "Points per player",
    "scoreboard.dice_total": "Dice total",
    "sheet.row": "Row",
    "sheet.jackpot_column": "J",
    "sheet.points_column": "Pts",
    # Game over.
    "gameover.solo": "{player} finished with {result}.",
    "gameover.shared": "{players} share first place with {result}.",
    "gameover.wins": {
        "one": "{player} wins with {result}.",
        "other": "{player} win with {result}.",
    },
    "gameover.rules": "Rules: {rules}",
    "gameover.ties.dice_total": "Ties: higher dice total wins a tie.",
    "gameover.ties.shared": "Ties: tied players share the place.",
    "gameover.ties.roll_off": "Ties: tied players roll five dice, highest sum wins.",
    "gameover.play_again": "Play again",
    # Team Balut.
    "team.uses_dice": "Captain {captain} uses {member}'s dice: tap a row for {team}.",
    "team.change_dice": "Change dice",
    "team.done_captain": "Done - captain picks",
    "team.done_pass": "Done - pass to {member}",
    "team.member": "{team}: member {number} of {size}. Roll, then stand on your dice.",
    "team.stands_on": "{member} stands on {dice}",
    "team.offer": "{box} {score}",
    "team.best": "Best: {offers}",
    "team.nothing": "Scores nothing open",
    "team.captain_name": "{member} (captain)",
    "team.member_dice": "{member}'s dice: {dice}",
    "team.use_dice": "Use {member}'s dice",
    "team.all_rolled": "Every member of {team} has rolled. Captain {captain} picks whose "
    "dice go on the team's sheet, then the box.",
    "team.pick_title": "{captain}, pick the dice",
    "team.picked": "Dice picked",
    "team.hint.picked": "Tap a row to score the picked dice.",
    "team.hint.hold": "Tap dice to hold them and roll again, or tap Done to stand on them.",
    "team.roll_none_left": "Roll - none left, tap Done",
    "team.hint.none_left": "No rolls left: tap Done to stand on these dice.",
    # Speed Balut.
    "speed.time_left": "Time left",
    "speed.title": "Time's up for {player}",
    "speed.busted": "{player}'s time ran out, so the turn is busted: one open box on "
    "{player}'s sheet is crossed out (0). The others choose which box.",
    "speed.busted_team": "{player}'s time ran out, so the turn is busted: one open box on "
    "the team sheet of {team} is crossed out (0). The others choose "
    "which box.",
    "speed.box_legend": "Box to cross out",
    "speed.suggested": "Suggested: a zero costs least here",
    # Match play.
    "match.over": {
        "one": "Match over after {count} game",
        "other": "Match over after {count} games",
    },
    "match.game_open": "Game {number} (open-ended match)",
    "match.game_of": "Game {number} of {planned}",
    "match.standings": "Match standings",
    "match.game_column": "G{number}",
    "match.wins": {
        "one": "{player} wins the match with {points} points.",
        "other": "{player} win the match with {points} points.",
    },
    "match.shared": "{players} share the match with {points} points.",
    "match.leads": {
        "one": "After {count} game: {player} leads.",
        "other": "After {count} games: {player} leads.",
    },
    "match.lead_shared": {
        "one": "After {count} game: {players} lead.",
        "other": "After {count} games: {players} lead.",
    },
    "match.next_game": "Next game",
    "match.finish": "Finish match",
    "match.at_limit": "A match has at most {games} games: finish it to save it to history.",
}
