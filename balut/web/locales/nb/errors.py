"""Why the rules core refused something, in Norwegian Bokmål (norsk bokmål): the keys of balut/web/locales/en/errors.py."""

from __future__ import annotations

ENTRIES = {
    # Game actions the rules refuse.
    "error.game_over": "Spillet er slutt.",
    "error.no_roll_yet": "Kast terningene før du velger et felt.",
    "error.nothing_to_undo": "Det er ingenting å angre.",
    "error.predictions_off": "Tips er slått av i dette spillet.",
    "error.prediction_needed": "Gi tipset ditt før du kaster.",
    "error.prediction_too_late": "Tipset gis før første kast.",
    "error.prediction_out_of_range": "Skriv et heltall fra {low} til {high}",
    "error.jackpot_filled": "Jackpotfeltet i {category} er fylt ut.",
    "error.jackpot_row_full": "Alle rutene i {category} er fylt ut: jackpotfeltet kan bare strykes.",
    "error.no_jackpot_box": "{category} har ikke noe jackpotfelt.",
    # Names, seats and teams.
    "error.name_empty": "Skriv et navn",
    "error.name_too_long": {"one": "Bruk høyst {count} tegn", "other": "Bruk høyst {count} tegn"},
    "error.name_hidden_characters": "Fjern kontrolltegn og usynlige tegn",
    "error.name_invisible": "Et navn må ha en bokstav, et tall eller et tegn som synes",
    "error.names_repeated": "Gi hver spiller et eget navn.",
    "error.player_count": "Spill med {low} til {high} spillere.",
    "error.team_count": {"one": "Spill med {count} lag.", "other": "Spill med {count} lag."},
    "error.team_size": "Et lag har {low} til {high} medlemmer.",
    # House options ({option} is the option's name on the setup screen).
    "error.option_out_of_range": "{option}: skriv et heltall fra {low} til {high}.",
    "error.option_not_bool": "{option}: slå valget på eller av.",
    "error.option_not_allowed": "{option}: velg en av verdiene som tilbys.",
    "error.match_games_out_of_range": "En kamp har {low} til {high} spill.",
    "error.opener_needed": "Velg først hvem som starter.",
    "error.opener_set": "Det er allerede avgjort hvem som starter.",
    "error.real_dice": "Dette spillet spilles med ekte terninger: tast inn det du kastet.",
    "error.rolled_dice": "Dette spillet kaster terningene på telefonen.",
    "error.invalid_dice": "Tast inn fem terninger, hver fra 1 til 6.",
    "error.impossible_value": "{category} kan ikke gi {value}.",
    "error.row_full": "Alle rutene i {category} er fylt ut.",
    "error.no_dice_entered": "Tast inn terningene først.",
    "error.invalid_box": "Det finnes ingen slik rute i {category}.",
    "error.dice_entered": "Fyll turens rute eller ta terningene tilbake først.",
    "error.same_row": "Ruten er allerede i {category}.",
    "error.box_not_filled": "Den ruten i {category} er fortsatt åpen.",
    "error.roll_off_count": "Tast inn én sum for hver spiller som fortsatt er med i omkastet.",
    "error.roll_off_total": "En sum i omkastet er fra {low} til {high}.",
}
