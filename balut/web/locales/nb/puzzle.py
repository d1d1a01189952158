"""Norsk bokmål: dagens oppgave."""

from __future__ import annotations

ENTRIES = {
    "nav.puzzle": "Dagens oppgave",
    "screen.puzzle": "Dagens oppgave",
    "puzzle.home_new": "En ny oppgave venter på deg i dag.",
    "puzzle.home_streak": {
        "one": "Dagens oppgave venter: {count} dag på rad så langt.",
        "other": "Dagens oppgave venter: {count} dager på rad så langt.",
    },
    "puzzle.home_done": {
        "one": "Dagens er løst: {loss} poeng tapt. {count} dag på rad.",
        "other": "Dagens er løst: {loss} poeng tapt. {count} dager på rad.",
    },
    "puzzle.of_day": "Oppgaven for {date}",
    "puzzle.date": "{day}. {month} {year}",
    "puzzle.practice_of": "Øvingsstilling {number}",
    "puzzle.where": "Runde {round} av {rounds} \u00b7 {left}",
    "puzzle.ask_hold": "Ditt trekk: trykk på terningene du holder, og kast resten, eller "
    "trykk på et felt for å fylle det nå. Ett forsøk.",
    "puzzle.ask_box": "Ingen kast igjen: trykk på feltet du ville fylt. Ett forsøk.",
    "puzzle.roll": "Hold disse, kast resten",
    "puzzle.found_best": "Det beste trekket: ingen poeng tapt",
    "puzzle.lost": "{loss} poeng tapt",
    "puzzle.yours": "Ditt trekk: {move}.",
    "puzzle.best": "Det beste: {move}.",
    "puzzle.reason_best": "Herfra venter treneren {points} poeng ved slutten av spillet.",
    "puzzle.reason_close": "Under en tidel poeng fra hverandre, like bra som det beste: "
    "{points} poeng ventet ved slutten av spillet.",
    "puzzle.reason": "Treneren venter {best} poeng ved slutten av spillet etter det beste "
    "trekket, {yours} etter ditt.",
    "puzzle.streak": {
        "one": "{count} dag på rad med dagens oppgave.",
        "other": "{count} dager på rad med dagens oppgave.",
    },
    "puzzle.streak_practice": {
        "one": "Øving teller ikke: du har {count} dag på rad.",
        "other": "Øving teller ikke: du har {count} dager på rad.",
    },
    "puzzle.sheet": "Arket ditt",
    "puzzle.practice": "Øv mer",
    "error.puzzle_no_option": "Det trekket er ikke mulig i denne stillingen.",
}
