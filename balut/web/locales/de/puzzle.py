"""Deutsch: das Rätsel des Tages."""

from __future__ import annotations

ENTRIES = {
    "nav.puzzle": "Rätsel des Tages",
    "screen.puzzle": "Rätsel des Tages",
    "puzzle.home_new": "Heute wartet ein neues Rätsel auf dich.",
    "puzzle.home_streak": {
        "one": "Das heutige Rätsel wartet: bisher {count} Tag in Folge.",
        "other": "Das heutige Rätsel wartet: bisher {count} Tage in Folge.",
    },
    "puzzle.home_done": {
        "one": "Heute erledigt: {loss} Punkte verloren. {count} Tag in Folge.",
        "other": "Heute erledigt: {loss} Punkte verloren. {count} Tage in Folge.",
    },
    "puzzle.of_day": "Das Rätsel vom {date}",
    "puzzle.date": "{day}. {month} {year}",
    "puzzle.practice_of": "Übungsstellung {number}",
    "puzzle.where": "Runde {round} von {rounds} \u00b7 {left}",
    "puzzle.ask_hold": "Dein Zug: Tippe die Würfel an, die du hältst, und würfle den Rest, "
    "oder tippe auf ein Feld, um es jetzt zu füllen. Ein Versuch.",
    "puzzle.ask_box": "Kein Wurf mehr: Tippe auf das Feld, das du füllen würdest. Ein Versuch.",
    "puzzle.roll": "Diese halten, Rest würfeln",
    "puzzle.found_best": "Der beste Zug: kein Punkt verloren",
    "puzzle.lost": "{loss} Punkte verloren",
    "puzzle.yours": "Dein Zug: {move}.",
    "puzzle.best": "Am besten: {move}.",
    "puzzle.reason_best": "Von hier erwartet der Trainer {points} Punkte am Spielende.",
    "puzzle.reason_close": "Weniger als ein Zehntelpunkt Unterschied, so gut wie der beste: "
    "{points} Punkte am Spielende erwartet.",
    "puzzle.reason": "Der Trainer erwartet nach dem besten Zug {best} Punkte am Spielende, "
    "nach deinem {yours}.",
    "puzzle.streak": {
        "one": "{count} Tag in Folge mit dem Rätsel des Tages.",
        "other": "{count} Tage in Folge mit dem Rätsel des Tages.",
    },
    "puzzle.streak_practice": {
        "one": "Übung zählt nicht: Deine Serie steht bei {count} Tag.",
        "other": "Übung zählt nicht: Deine Serie steht bei {count} Tagen.",
    },
    "puzzle.sheet": "Dein Block",
    "puzzle.practice": "Üben",
    "error.puzzle_no_option": "Dieser Zug ist in dieser Stellung nicht möglich.",
}
