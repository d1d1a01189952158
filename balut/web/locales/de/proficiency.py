"""Die Spielstärke-Kennzahl (balut/web/proficiency_view.py, coach.py)."""

from __future__ import annotations

ENTRIES = {
    "date.day": "{day}. {month} {year}",
    "coach.reason.chase": "Besser auf {best_row} spielen als auf {row}.",
    "coach.reason.chase_any": "Besser auf {best_row} spielen.",
    "coach.reason.keep": "{best} gab {best_row} die bessere Chance.",
    "coach.reason.stand": "Besser hier aufhören: {best}.",
    "coach.reason.roll_on": "Besser für {best_row} weiterwürfeln, als jetzt {row} zu füllen.",
    "coach.reason.roll_on_same": "Besser erst weiter auf {best_row} würfeln, bevor die Reihe gefüllt wird.",
    "coach.reason.roll_on_any": "Besser weiterwürfeln, als jetzt {row} zu füllen.",
    "coach.reason.box": "Besser {best_row} mit diesen Würfeln füllen: {row} bringt später voraussichtlich mehr.",
    "coach.reason.box_cross": "Besser {best_row} streichen: {row} bringt später voraussichtlich mehr.",
    "coach.reason.other": "{best} brachte voraussichtlich mehr.",
    "prof.title": "So hat {player} gespielt",
    "prof.band.expert": "Experte: spielt wie der Experten-Bot.",
    "prof.band.strong": "Stark: nah am Experten-Bot.",
    "prof.band.good": "Gut: ein paar Punkte liegen gelassen.",
    "prof.band.learning": "Lernend: Der Rückblick zeigt, wo die Punkte geblieben sind.",
    "prof.band.beginner": "Anfänger: Tipp zeigt die besseren Züge.",
    "prof.band_short.expert": "Experte",
    "prof.band_short.strong": "Stark",
    "prof.band_short.good": "Gut",
    "prof.band_short.learning": "Lernend",
    "prof.band_short.beginner": "Anfänger",
    "prof.mean": {
        "one": "{loss} Punkte Verlust pro Entscheidung gegenüber dem besten Zug des Experten-Bots, bei {count} Entscheidung.",
        "other": "{loss} Punkte Verlust pro Entscheidung gegenüber dem besten Zug des Experten-Bots, bei {count} Entscheidungen.",
    },
    "prof.costly": {
        "one": "{count} Entscheidung kostete mehr als einen Punkt.",
        "other": "{count} Entscheidungen kosteten mehr als einen Punkt.",
    },
    "prof.costly_none": "Keine Entscheidung kostete mehr als einen Punkt.",
    "prof.stats.title": "Spielstärke",
    "prof.stats.recent": {
        "one": "Das letzte Spiel: {loss} Punkte Verlust pro Entscheidung ({band}).",
        "other": "Die letzten {count} Spiele: {loss} Punkte Verlust pro Entscheidung ({band}).",
    },
    "prof.stats.trend.better": {
        "one": "Besser als das Spiel davor ({before}).",
        "other": "Besser als die {count} Spiele davor ({before}).",
    },
    "prof.stats.trend.worse": {
        "one": "Nicht so gut wie das Spiel davor ({before}).",
        "other": "Nicht so gut wie die {count} Spiele davor ({before}).",
    },
    "prof.stats.trend.steady": {
        "one": "Etwa wie im Spiel davor ({before}).",
        "other": "Etwa wie in den {count} Spielen davor ({before}).",
    },
    "prof.stats.last": "Die letzten Spiele, neueste zuerst",
    "prof.stats.loss": "Verlust pro Entscheidung",
    "prof.stats.band": "Stufe",
}
