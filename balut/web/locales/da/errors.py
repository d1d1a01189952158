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
    "error.jackpot_filled": "Jackpotfeltet i {category} er udfyldt.",
    "error.jackpot_row_full": "Alle felter i {category} er udfyldt: jackpotfeltet kan kun streges.",
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
    "error.opener_needed": "Vælg først, hvem der starter.",
    "error.opener_set": "Det er allerede afgjort, hvem der starter.",
    "error.real_dice": "Dette spil spilles med rigtige terninger: indtast, hvad du slog.",
    "error.rolled_dice": "Dette spil slår terningerne på telefonen.",
    "error.invalid_dice": "Indtast fem terninger, hver fra 1 til 6.",
    "error.impossible_value": "{category} kan ikke give {value}.",
    "error.row_full": "Alle felter i {category} er udfyldt.",
    "error.no_dice_entered": "Indtast først terningerne.",
    "error.invalid_box": "Der findes ikke sådan et felt i {category}.",
    "error.dice_entered": "Udfyld turens felt, eller tag dens terninger tilbage først.",
    "error.same_row": "Feltet er allerede i {category}.",
    "error.box_not_filled": "Det felt i {category} er stadig åbent.",
    "error.roll_off_count": "Indtast én sum for hver spiller, der stadig er med i omslaget.",
    "error.roll_off_total": "En sum i omslaget er fra {low} til {high}.",
}
