"""Why the rules core refused something, in German (Deutsch): the keys of balut/web/locales/en/errors.py.

These follow "Nicht erlaubt: {reason}" and "Diese Einstellungen passen nicht: {reason}".
"""

from __future__ import annotations

ENTRIES = {
    "error.game_over": "Das Spiel ist vorbei.",
    "error.no_roll_yet": "Würfle, bevor du ein Feld wählst.",
    "error.nothing_to_undo": "Es gibt nichts rückgängig zu machen.",
    "error.predictions_off": "In diesem Spiel wird nicht angesagt.",
    "error.prediction_needed": "Mach deine Ansage, bevor du würfelst.",
    "error.prediction_too_late": "Angesagt wird vor dem ersten Wurf.",
    "error.prediction_out_of_range": "Gib eine ganze Zahl von {low} bis {high} ein",
    "error.jackpot_filled": "Das Jackpot-Feld von {category} ist ausgefüllt.",
    "error.jackpot_row_full": "Alle Felder von {category} sind ausgefüllt: Das Jackpot-Feld kann nur noch gestrichen werden.",
    "error.no_jackpot_box": "{category} hat kein Jackpot-Feld.",
    "error.name_empty": "Gib einen Namen ein",
    "error.name_too_long": {
        "one": "Höchstens {count} Zeichen erlaubt",
        "other": "Höchstens {count} Zeichen erlaubt",
    },
    "error.name_hidden_characters": "Entferne Steuerzeichen und unsichtbare Zeichen",
    "error.name_invisible": "Ein Name braucht einen sichtbaren Buchstaben, eine Ziffer oder ein Zeichen",
    "error.names_repeated": "Gib jedem Spieler einen anderen Namen.",
    "error.player_count": "Es können {low} bis {high} Spieler mitspielen.",
    "error.team_count": {
        "one": "Es muss genau {count} Team sein.",
        "other": "Es müssen genau {count} Teams sein.",
    },
    "error.team_size": "Ein Team hat {low} bis {high} Mitglieder.",
    "error.option_out_of_range": "{option}: Gib eine ganze Zahl von {low} bis {high} ein.",
    "error.option_not_bool": "{option}: Nur ein oder aus möglich.",
    "error.option_not_allowed": "{option}: Wähle einen der angebotenen Werte.",
    "error.match_games_out_of_range": "Eine Serie hat {low} bis {high} Spiele.",
    "error.opener_needed": "Wählt zuerst, wer anfängt.",
    "error.opener_set": "Wer anfängt, steht schon fest.",
    "error.real_dice": "Dieses Spiel wird mit echten Würfeln gespielt: Gib ein, was du gewürfelt hast.",
    "error.rolled_dice": "Dieses Spiel würfelt auf dem Handy.",
    "error.invalid_dice": "Gib fünf Würfel ein, jeden von 1 bis 6.",
    "error.impossible_value": "{category} kann nicht {value} ergeben.",
    "error.row_full": "Alle Felder von {category} sind ausgefüllt.",
    "error.no_dice_entered": "Gib zuerst die Würfel ein.",
    "error.invalid_box": "Ein solches Feld von {category} gibt es nicht.",
    "error.dice_entered": "Fülle zuerst das Feld dieses Zugs oder nimm seine Würfel zurück.",
    "error.same_row": "Das Feld ist schon in {category}.",
    "error.box_not_filled": "Dieses Feld von {category} ist noch offen.",
    "error.roll_off_count": "Gib für jeden Spieler, der noch im Auswürfeln ist, eine Summe ein.",
    "error.roll_off_total": "Eine Summe beim Auswürfeln liegt zwischen {low} und {high}.",
}
