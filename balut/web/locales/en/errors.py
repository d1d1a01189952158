"""Why the rules core refused something: one entry per error code (``error.<code>``)
that can reach a player, worded with the code's params. Codes without an entry fall back
to ``error.illegal_action`` / ``error.invalid_input`` (see ``balut.web.reasons``)."""

from __future__ import annotations

ENTRIES = {
    # Game actions the rules refuse.
    "error.game_over": "The game is over.",
    "error.no_roll_yet": "Roll the dice before you choose a box.",
    "error.nothing_to_undo": "There is nothing to undo.",
    "error.predictions_off": "Predictions are off in this game.",
    "error.prediction_needed": "State your prediction before you roll.",
    "error.prediction_too_late": "A prediction is stated before the first roll.",
    "error.prediction_out_of_range": "Enter a whole number from {low} to {high}",
    "error.jackpot_filled": "The {category} jackpot box is filled.",
    "error.jackpot_row_full": "Every {category} box is filled: its jackpot box can only be "
    "crossed out.",
    "error.no_jackpot_box": "{category} has no jackpot box.",
    # Names, seats and teams.
    "error.name_empty": "Enter a name",
    "error.name_too_long": {
        "one": "Use at most {count} character",
        "other": "Use at most {count} characters",
    },
    "error.name_hidden_characters": "Remove control or invisible characters",
    "error.name_invisible": "A name needs a letter, a digit or a sign you can see",
    "error.names_repeated": "Give every player a different name.",
    "error.player_count": "Play with {low} to {high} players.",
    "error.team_count": {"one": "Play with {count} team.", "other": "Play with {count} teams."},
    "error.team_size": "A team has {low} to {high} members.",
    # House options ({option} is the option's name on the setup screen).
    "error.option_out_of_range": "{option}: enter a whole number from {low} to {high}.",
    "error.option_not_bool": "{option}: switch it on or off.",
    "error.option_not_allowed": "{option}: choose one of the offered values.",
    "error.match_games_out_of_range": "A match has {low} to {high} games.",
    "error.opener_needed": "Choose who starts first.",
    "error.opener_set": "Who starts is already decided.",
    "error.real_dice": "This game is played with real dice: enter what you rolled.",
    "error.rolled_dice": "This game rolls its dice on the phone.",
    "error.invalid_dice": "Enter five dice, each from 1 to 6.",
    "error.impossible_value": "{category} cannot score {value}.",
    "error.row_full": "Every {category} box is filled.",
    "error.no_dice_entered": "Enter the dice first.",
    "error.invalid_box": "There is no such {category} box.",
    "error.dice_entered": "Fill this turn's box or take its dice back first.",
    "error.same_row": "The box is already in {category}.",
    "error.box_not_filled": "That {category} box is still open.",
    "error.roll_off_count": "Enter one total for each player still in the roll-off.",
    "error.roll_off_total": "A roll-off total is from {low} to {high}.",
}
