"""A puzzle a day: a mid-game position of standard Balut drawn from the calendar date.

>>> from balut import puzzle
>>> daily = puzzle.puzzle_for("2026-12-07")
>>> daily == puzzle.puzzle_for("2026-12-07")
True
>>> daily.options[0].loss
0.0

The position comes from the date alone: ``"YYYY-MM-DD"`` and the puzzle's number (0 for
the day's puzzle, 1, 2, ... for practice after it) through SHA-256 give a seed; the
Expert plays a solo standard game on that seed for a number of turns the seed draws
(``FIRST_TURN`` to ``LAST_TURN`` boxes filled), then the turn in hand stops after a
drawn number of rolls (one to three; one or two more often: a hold is the richer
puzzle). So it is the same on every device (no clock, locale or time zone is read
here: the caller passes the local date), and it is a position the Expert reaches. A
position is kept when its decision matters (``_matters``), else play goes on to the
next decision, at most ``MAX_DRAWS`` times. The options are priced by
``strategy.advise``; an answer scores the points it loses against the best (0.0 = the
best). The streak (``streak``) counts the days in a row on which the day's puzzle was
attempted, whatever the answer.
"""

from __future__ import annotations

import hashlib
import random
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from .dice import Category
from .errors import InvalidInputError
from .game import Game
from .rules import STANDARD
from .strategy import Bot, Option, advise
from .turn import ROLLS_PER_TURN

__all__ = [
    "FIRST_TURN",
    "LAST_TURN",
    "MAX_PRACTICE",
    "PLAYER",
    "Puzzle",
    "check_day",
    "day_seed",
    "held_values",
    "is_drawn",
    "puzzle_for",
    "streak",
]

#: The boxes filled before the puzzle's turn, at least and at most (of 28).
FIRST_TURN = 6
LAST_TURN = 20
#: Decisions tried before a position is taken whatever its spread.
MAX_DRAWS = 6
#: A kept position: the best beats the next by this much (half the coach's "about as
#: good", 0.1: with 0.1, four puzzles in five were a box to fill, the first rolls' holds
#: being that close) and a choice on offer costs at least ``MIN_WORST``.
MIN_GAP = 0.05
MIN_WORST = 1.0
#: The highest practice number (well beyond a day's play; a bound for stored counters).
MAX_PRACTICE = 9999
#: The name of the puzzle's one seat (a game needs one; no screen shows it).
PLAYER = "Puzzle"
_SALT = "balut-puzzle-v1"
#: The puzzles kept once drawn (today's, and the practice ones around it).
KEPT = 4
_KEPT: OrderedDict[tuple[str, int], Puzzle] = OrderedDict()
#: The rolls made before the decision, drawn from these (holds are the richer puzzles).
_ROLLS = (1, 1, 2, 2, 3)


@dataclass(frozen=True, eq=False)
class Puzzle:
    """One position: its ``day`` (ISO date) and ``number`` (0 the day's, 1... practice),
    the game ``save`` at the decision, the ``options`` there (best first), the ``dice``
    on the table and the ``rolls_left`` (0: a box must be filled)."""

    day: str
    number: int
    save: Mapping[str, Any]
    options: tuple[Option, ...]
    dice: tuple[int, ...]
    rolls_left: int

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Puzzle):
            return NotImplemented
        return (self.day, self.number, self.options) == (other.day, other.number, other.options)

    def __hash__(self) -> int:
        return hash((self.day, self.number))

    def game(self) -> Game:
        """A fresh game at the puzzle's decision (the caller may play it on)."""
        return Game.from_dict(self.save)

    @property
    def best(self) -> Option:
        """The best option."""
        return self.options[0]

    def hold(self, keep: Iterable[int]) -> Option:
        """The option of holding the dice values ``keep`` (none: roll all five) and
        rolling the rest. Raises ``InvalidInputError`` (``puzzle_no_option``) when that
        is not a hold on offer (no roll left, or not these dice)."""
        wanted = tuple(sorted(keep))
        for option in self.options:
            if option.kind == "hold" and tuple(sorted(option.keep)) == wanted:
                return option
        raise InvalidInputError(f"no hold of {wanted!r:.40} here", "puzzle_no_option")

    def fill(self, category: Category | str, crossed: bool = False) -> Option:
        """The option of filling the box of ``category`` with the dice (``crossed``:
        crossing it out; dice that score nothing there cross it out either way). Raises
        ``InvalidInputError`` (``puzzle_no_option``) when that box is not open."""
        row = Category(category)
        ways = [o for o in self.options if o.fill is not None and o.fill.category is row]
        exact = [o for o in ways if o.fill is not None and o.fill.crossed == crossed]
        if exact or ways:
            return (exact or ways)[0]  # (no way with these dice: crossed out)
        raise InvalidInputError(f"no open box of {row.value} here", "puzzle_no_option")


def check_day(day: object) -> str:
    """``day`` as a checked ISO calendar date ``YYYY-MM-DD``; ``InvalidInputError``
    (``puzzle_bad_day``) otherwise."""
    try:
        if not isinstance(day, str) or len(day) != 10:
            raise ValueError(day)
        return date.fromisoformat(day).isoformat()
    except ValueError:
        raise InvalidInputError(f"not a date: {day!r:.20}", "puzzle_bad_day") from None


def day_seed(day: str, number: int = 0) -> int:
    """The seed of puzzle ``number`` of ``day`` (48 bits of SHA-256 of both)."""
    text = f"{_SALT}:{check_day(day)}:{_check_number(number)}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:6], "big")


def puzzle_for(day: str, number: int = 0) -> Puzzle:
    """Puzzle ``number`` of ``day`` (0: the day's; 1 and up: practice), the same
    wherever it is drawn. The first drawing of one takes the Expert's play of a part
    game (some 0.1-0.5 s in CPython); it is kept for the next calls."""
    key = (check_day(day), _check_number(number))
    kept = _KEPT.pop(key, None) or _drawn(*key)
    _KEPT[key] = kept  # (the newest last)
    while len(_KEPT) > KEPT:
        _KEPT.popitem(last=False)
    return kept


def is_drawn(day: str, number: int = 0) -> bool:
    """Puzzle ``number`` of ``day`` is drawn and kept: ``puzzle_for`` answers at once."""
    return (check_day(day), _check_number(number)) in _KEPT


def _drawn(day: str, number: int) -> Puzzle:
    seed = day_seed(day, number)
    draws = random.Random(seed)
    game = Game([PLAYER], rules=STANDARD, seed=seed)
    bot = Bot("expert", seed)
    for _ in range(draws.randint(FIRST_TURN, LAST_TURN)):
        bot.play_turn(game)
    options = _decision(game, bot, draws.choice(_ROLLS))
    for _ in range(MAX_DRAWS - 1):
        if _matters(options):
            break
        bot.play_step(game)
        options = _decision(game, bot, draws.choice(_ROLLS))
    dice = game.dice
    assert dice is not None
    return Puzzle(day, number, game.to_dict(), tuple(options), dice, game.rolls_left)


def _decision(game: Game, bot: Bot, rolls: int) -> list[Option]:
    """Play on to the next decision after ``rolls`` rolls of a turn (fewer when the
    Expert fills a box sooner: then the next turn's), and its options."""
    while True:
        if game.dice is None:
            game.roll()
        done = ROLLS_PER_TURN - game.rolls_left
        if done >= rolls or game.rolls_left == 0:
            return advise(game)
        bot.play_step(game)


def _matters(options: list[Option]) -> bool:
    """The decision has one best option and a choice on offer that costs."""
    return len(options) > 1 and options[1].loss >= MIN_GAP and options[-1].loss >= MIN_WORST


def _check_number(number: object) -> int:
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= MAX_PRACTICE:
        raise InvalidInputError(
            f"a puzzle number is 0 to {MAX_PRACTICE}, got {number!r:.20}",
            "puzzle_bad_number",
            {"max": MAX_PRACTICE},
        )
    return number


def streak(attempted: Iterable[str], today: str) -> int:
    """The days in a row on which the day's puzzle was attempted, ending ``today`` (or
    yesterday, while today's is still to do): 0 when neither was."""
    days = {check_day(day) for day in attempted}
    day = date.fromisoformat(check_day(today))
    if day.isoformat() not in days:
        day -= timedelta(days=1)
    count = 0
    while day.isoformat() in days:
        count += 1
        day -= timedelta(days=1)
    return count


def held_values(dice: Iterable[int], held: Iterable[bool]) -> tuple[int, ...]:
    """The values of the held dice, sorted (the ``keep`` of a hold)."""
    return tuple(sorted(value for value, on in zip(dice, held, strict=True) if on))
