"""English: the puzzle of the day."""

from __future__ import annotations

ENTRIES = {
    "nav.puzzle": "Puzzle of the day",
    "screen.puzzle": "Puzzle of the day",
    "puzzle.home_new": "A new puzzle waits for you today.",
    "puzzle.home_streak": {
        "one": "Today's puzzle waits: {count} day in a row so far.",
        "other": "Today's puzzle waits: {count} days in a row so far.",
    },
    "puzzle.home_done": {
        "one": "Today's done: {loss} points lost. {count} day in a row.",
        "other": "Today's done: {loss} points lost. {count} days in a row.",
    },
    "puzzle.of_day": "The puzzle of {date}",
    "puzzle.date": "{day} {month} {year}",
    "puzzle.practice_of": "Practice position {number}",
    "puzzle.where": "Round {round} of {rounds} \u00b7 {left}",
    "puzzle.ask_hold": "Your move: tap the dice to hold and roll the others, or tap a box "
    "to fill it now. One try.",
    "puzzle.ask_box": "No roll left: tap the box you would fill. One try.",
    "puzzle.roll": "Hold these, roll the rest",
    "puzzle.found_best": "The best move: no points lost",
    "puzzle.lost": "{loss} points lost",
    "puzzle.yours": "Your move: {move}.",
    "puzzle.best": "The best: {move}.",
    "puzzle.reason_best": "From here the coach expects {points} points at the game's end.",
    "puzzle.reason_close": "Less than a tenth of a point apart, as good as the best: "
    "{points} points expected at the game's end.",
    "puzzle.reason": "The coach expects {best} points at the game's end after the best "
    "move, {yours} after yours.",
    "puzzle.streak": {
        "one": "{count} day in a row with the puzzle of the day.",
        "other": "{count} days in a row with the puzzle of the day.",
    },
    "puzzle.streak_practice": {
        "one": "Practice does not count: your streak is {count} day.",
        "other": "Practice does not count: your streak is {count} days.",
    },
    "puzzle.sheet": "Your sheet",
    "puzzle.practice": "Practice",
    "error.puzzle_no_option": "That move is not on offer in this position.",
}
