"""Immutable value objects: the seven categories and a throw of five dice."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import Enum
from typing import Any

from .errors import InvalidInputError

__all__ = ["DICE_COUNT", "FACES", "Category", "Dice"]

DICE_COUNT = 5
FACES = range(1, 7)


class Category(Enum):
    """The seven rows of a Balut sheet, in sheet order. ``Category("full_house")`` works."""

    FOURS = "fours"
    FIVES = "fives"
    SIXES = "sixes"
    STRAIGHT = "straight"
    FULL_HOUSE = "full_house"
    CHOICE = "choice"
    BALUT = "balut"

    @property
    def label(self) -> str:
        """Display name, e.g. ``"Full House"``."""
        return self.value.replace("_", " ").title()

    @classmethod
    def parse(cls, value: object) -> Category:
        """Return the category for a ``Category`` or its value/name string.

        Raises ``InvalidInputError`` for anything else.
        """
        if isinstance(value, Category):
            return value
        if isinstance(value, str):
            key = value.strip().lower().replace(" ", "_")
            for category in cls:
                if category.value == key:
                    return category
        raise InvalidInputError(
            f"unknown category {value!r}; expected one of " + ", ".join(c.value for c in cls)
        )


class Dice:
    """Five dice values, each 1..6, in throw order (positions matter for holds).

    >>> Dice.of([6, 6, 6, 4, 4]).count(6)
    3
    """

    __slots__ = ("_values",)

    _values: tuple[int, ...]

    def __init__(self, values: Iterable[int]) -> None:
        self._values = _validated(values)

    @classmethod
    def of(cls, values: Iterable[int] | Dice) -> Dice:
        """Return ``values`` as ``Dice`` (validated); ``Dice`` pass through unchanged."""
        if isinstance(values, Dice):
            return values
        return cls(values)

    @property
    def values(self) -> tuple[int, ...]:
        """The five values as a plain tuple."""
        return self._values

    def count(self, face: int) -> int:
        """How many dice show ``face``."""
        return self._values.count(face)

    @property
    def total(self) -> int:
        """Sum of all five dice."""
        return sum(self._values)

    @property
    def is_balut(self) -> bool:
        """Five of a kind."""
        return self._values.count(self._values[0]) == DICE_COUNT

    def __iter__(self) -> Iterator[int]:
        return iter(self._values)

    def __len__(self) -> int:
        return DICE_COUNT

    def __getitem__(self, index: int) -> int:
        return self._values[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Dice):
            return self._values == other._values
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values)

    def __repr__(self) -> str:
        return f"Dice.of({list(self._values)!r})"

    def __setattr__(self, name: str, value: Any) -> None:
        if hasattr(self, "_values"):
            raise AttributeError("Dice are immutable")
        object.__setattr__(self, name, value)


def _validated(values: Iterable[int]) -> tuple[int, ...]:
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise InvalidInputError(f"dice must be five values 1..6, got {values!r}")
    result = tuple(values)
    if len(result) != DICE_COUNT:
        raise InvalidInputError(f"need exactly five dice, got {len(result)}: {list(result)!r}")
    for value in result:
        if type(value) is not int or value not in FACES:
            raise InvalidInputError(f"a die shows 1..6, got {value!r} in {list(result)!r}")
    return result
