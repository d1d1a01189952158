"""Why the rules core refused something, in Danish (dansk): the keys of
balut/web/locales/en/errors.py."""

from __future__ import annotations

ENTRIES = {
    # Game actions the rules refuse.
    "error.game_over": "Spillet er slut.",
    "error.no_roll_yet": "Slå, før du vælger et felt.",
    "error.nothing_to_undo": "Der er intet at fortryde.",
    "error.predictions_off": "Tip er slået fra i dette spil.",
    "error.prediction_needed": "Afgiv dit tip, før du slår.",
    "error.prediction_too_late": "Et tip afgives før første slag.",
    "error.prediction_out_of_range": "Skriv et helt tal fra {low} til {high}",
    "error.no_jackpot_box": "{category} har intet jackpotfelt.",
    # Names, seats and teams.
    "error.name_empty": "Skriv et navn",
    "error.name_too_long": {"one": "Brug højst {count} tegn", "other": "Brug højst {count} tegn"},
    "error.name_hidden_characters": "Fjern kontroltegn og usynlige tegn",
    "error.name_invisible": "Et navn skal have et bogstav, et tal eller et tegn, der kan ses",
    "error.names_repeated": "Giv hver spiller sit eget navn.",
    "error.player_count": "Spil med {low} til {high} spillere.",
    "error.team_count": {"one": "Spil med {count} hold.", "other": "Spil med {count} hold."},
    "error.team_size": "Et hold har {low} til {high} medlemmer.",
    # House options ({option} is the option's name on the setup screen).
    "error.option_out_of_range": "{option}: skriv et helt tal fra {low} til {high}.",
    "error.option_not_bool": "{option}: slå det til eller fra.",
    "error.option_not_allowed": "{option}: vælg en af de tilbudte værdier.",
    "error.match_games_out_of_range": "En kamp har {low} til {high} spil.",
}
