"""What the controller says during play: announcements for the live region, questions
before a zero or a cross, refused actions and their reasons, box names."""

from __future__ import annotations

ENTRIES = {
    # Box names: a row is its category; a jackpot box names its row.
    "category.fours": "Fours",
    "category.fives": "Fives",
    "category.sixes": "Sixes",
    "category.straight": "Straight",
    "category.full_house": "Full House",
    "category.choice": "Choice",
    "category.balut": "Balut",
    "box.jackpot": "Jackpot {category}",
    # Announcements (read by screen readers after a tap).
    "play.opening_starts": "Opening roll: {player} starts.",
    "play.starts": "{player} starts.",
    "play.turn": "{player}'s turn.",
    "play.die_held": "Die {number} ({value}) held.",
    "play.die_released": "Die {number} ({value}) released.",
    "play.rolls_left": {"one": "{count} roll left", "other": "{count} rolls left"},
    "play.rolled_again": "{player} rolled {dice}. {left}.",
    "play.rolled_last": "{player} rolled {dice}. Choose a box.",
    "play.balut": "Balut! {rolled}",
    "play.scored": "{player} scored {score} in {box}.",
    "play.crossed": "{player} crossed out {box}.",
    "play.predicts": "{player} predicts {value}. Roll when ready.",
    "play.undone_fill": "Undone: {player}'s {box}. Choose again.",
    "play.undone": "Undone.",
    "play.game_over_winner": {
        "one": "Game over. {winner} wins.",
        "other": "Game over. {winner} win.",
    },
    "play.game_over": "Game over.",
    "play.member_stands": "{member} stands. Pass to {player}.",
    "play.using_dice": "Using {member}'s dice {dice}. Choose a box.",
    "play.time_up": "Time's up for {player}. Suggested: cross out {box}.",
    "play.time_up_crossed": "Time's up: {player} crossed out {box}.",
    "play.match_saved": "Match finished and saved to history.",
    "play.history_deleted": "Game deleted from history.",
    "play.history_cleared": "History cleared.",
    # Questions asked before an action that cannot be taken back by accident.
    "confirm.zero.title": "Score 0 in {box}?",
    "confirm.zero.message": "These dice score nothing in {box}: its next box gets 0.",
    "confirm.cross.title": "Cross out {box}?",
    "confirm.cross.message": "The next open box of {box} gets a cross (0), whatever the dice.",
    "confirm.jackpot_zero.message": "{reason}: these dice put 0 in the {category} jackpot "
    "box, which means no jackpot for that row.",
    "confirm.jackpot_cross.message": "No jackpot for {category}: its jackpot box gets a cross (0).",
    "confirm.delete_history.title": "Delete this game?",
    "confirm.delete_history.message": "It is removed from history for good.",
    "confirm.clear_history.title": "Clear all history?",
    "confirm.clear_history.message": "Every finished game is removed for good.",
    "confirm.new_game.title": "Start a new game?",
    "confirm.new_game.message": "Once the new game starts, the game in progress is gone for good: "
    "it cannot be continued.",
    # Input the controller checks, and what the rules refused.
    "play.prediction_range": "Enter a whole number from {low} to {high}",
    "play.not_allowed": "Not allowed: {reason}",
    "play.bad_options": "These options do not work: {reason}",
    "error.illegal_action": "That is not allowed now.",
    "error.invalid_input": "That is not a valid choice.",
}
