"""Score a paper sheet, in German (Deutsch): the keys of balut/web/locales/en/paper.py."""

from __future__ import annotations

ENTRIES = {
    # The screen's title and Home's button.
    "screen.paper": "Papierblock auswerten",
    "nav.paper": "Papierblock auswerten",
    "paper.intro": "Auf Papier gespielt? Trag den fertigen Block jedes Spielers Feld für "
    "Feld ein (0 für ein gestrichenes Feld) und erhalte Punkte, Aufschlüsselung und "
    "Rangliste.",
    "paper.options": "Gespielte Hausregeln",
    # One card per sheet.
    "paper.sheet": "Block {number}",
    "paper.name": "Name",
    "paper.remove": "Block {number} entfernen",
    "paper.add": "Block hinzufügen",
    "paper.sheets_hint": {
        "one": "Bis zu {count} Block, einer pro Spieler.",
        "other": "Bis zu {count} Blöcke, einer pro Spieler.",
    },
    # A box's accessible name: "Ann, Fours, box 1"; a jackpot box: "Ann, Jackpot Fours".
    "paper.box": "{player}, {category}, Feld {number}",
    "paper.jackpot_box": "{player}, {box}",
    # What is wrong with a sheet.
    "paper.at_box": "Feld {number}: {message}",
    "paper.possible": "Möglich: {values}.",
    "paper.range": "{low}\u2013{high}",
    "paper.empty": "Füll dieses Feld aus (0, wenn es gestrichen wurde)",
    "paper.spot": "{category} {number}",
    "paper.missing": {
        "one": "Noch leer: {boxes}",
        "other": "Noch leer: {boxes}",
    },
    "paper.missing_count": {
        "one": "{count} Feld ist noch leer.",
        "other": "{count} Felder sind noch leer.",
    },
    # What a sheet must say besides its boxes, when the house options need it.
    "paper.extra.baluts": "Gewürfelte Baluts",
    "paper.extra.first_roll_baluts": "Baluts im ersten Wurf",
    "paper.extra.prediction.hint": "Wie vor dem ersten Wurf auf dem Block notiert",
    "paper.extra.empty": "Gib eine ganze Zahl ein",
    # Scoring.
    "paper.score": "Auswerten",
    "paper.fix_marked": "Korrigiere das oben Markierte, um die Blöcke auszuwerten.",
    "paper.result": "Rangliste",
    "paper.roll_off": "Gleichstand: Auf Papier kann nicht ausgewürfelt werden, also teilen "
    "sich gleichauf liegende Spieler hier den Platz.",
    "paper.save": "Im Verlauf speichern",
    "paper.saved": "Im Verlauf gespeichert",
    # History.
    "paper.history.note": "Von Papierblöcken ausgewertet",
    "paper.history.title": "Papierblöcke vom {when}",
    "paper.history.unreadable": "Diese Papierblöcke konnten nicht gelesen werden.",
    # The paper core's refusals.
    "error.box_not_number": "{category}: gib eine ganze Zahl ein.",
    "error.jackpot_not_number": "Jackpot {category}: gib eine ganze Zahl ein.",
    "error.impossible_jackpot": "Jackpot {category} kann nicht {value} enthalten.",
    "error.baluts_needed": "Diese Felder enthalten {low} bis {high} Baluts: Wie viele wurden "
    "gewürfelt?",
    "error.baluts_out_of_range": "Gib {low} bis {high} ein: so viele Baluts passen in "
    "diese Felder.",
    "error.first_roll_baluts_needed": "Wie viele der Baluts in der Reihe Balut kamen im "
    "ersten Wurf eines Zuges? ({low} bis {high})",
    "error.first_roll_baluts_out_of_range": "Gib {low} bis {high} ein: die Baluts in der "
    "Reihe Balut.",
}
