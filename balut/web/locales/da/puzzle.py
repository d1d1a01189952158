"""Dansk: dagens opgave."""

from __future__ import annotations

ENTRIES = {
    "nav.puzzle": "Dagens opgave",
    "screen.puzzle": "Dagens opgave",
    "puzzle.home_new": "En ny opgave venter på dig i dag.",
    "puzzle.home_streak": {
        "one": "Dagens opgave venter: {count} dag i træk indtil nu.",
        "other": "Dagens opgave venter: {count} dage i træk indtil nu.",
    },
    "puzzle.home_done": {
        "one": "Dagens er klaret: {loss} point tabt. {count} dag i træk.",
        "other": "Dagens er klaret: {loss} point tabt. {count} dage i træk.",
    },
    "puzzle.of_day": "Opgaven for {date}",
    "puzzle.date": "{day}. {month} {year}",
    "puzzle.practice_of": "Øvestilling {number}",
    "puzzle.where": "Runde {round} af {rounds} \u00b7 {left}",
    "puzzle.ask_hold": "Dit træk: tryk på de terninger, du beholder, og slå de andre, "
    "eller tryk på et felt for at udfylde det nu. Ét forsøg.",
    "puzzle.ask_box": "Ingen slag tilbage: tryk på det felt, du vil udfylde. Ét forsøg.",
    "puzzle.roll": "Behold disse, slå resten",
    "puzzle.found_best": "Det bedste træk: ingen point tabt",
    "puzzle.lost": "{loss} point tabt",
    "puzzle.yours": "Dit træk: {move}.",
    "puzzle.best": "Det bedste: {move}.",
    "puzzle.reason_best": "Herfra forventer træneren {points} point ved spillets slutning.",
    "puzzle.reason_close": "Under en tiendedel point fra hinanden, lige så godt som det "
    "bedste: {points} point forventet ved spillets slutning.",
    "puzzle.reason": "Træneren forventer {best} point ved spillets slutning efter det "
    "bedste træk, {yours} efter dit.",
    "puzzle.streak": {
        "one": "{count} dag i træk med dagens opgave.",
        "other": "{count} dage i træk med dagens opgave.",
    },
    "puzzle.streak_practice": {
        "one": "Øvelse tæller ikke med: du har {count} dag i træk.",
        "other": "Øvelse tæller ikke med: du har {count} dage i træk.",
    },
    "puzzle.sheet": "Dit scorekort",
    "puzzle.practice": "Øv mere",
    "error.puzzle_no_option": "Det træk er ikke muligt i denne stilling.",
}
