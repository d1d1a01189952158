"""Dice tables for the turn search: the 252 throws of five dice (sorted), the 462 keeps
(sorted sub-multisets of a throw, 0 to 5 dice), what rolling the rest of a keep gives,
and each throw's keeps. Built once at import (a few milliseconds)."""

from __future__ import annotations

from itertools import combinations_with_replacement, product
from math import factorial

from ..dice import DICE_COUNT, FACES

__all__ = ["KEEPS", "KEEP_INDEX", "OUTCOMES", "START", "SUBKEEPS", "THROWS", "THROW_INDEX"]

Throw = tuple[int, ...]

#: Every throw of five dice, sorted, and its index.
THROWS: tuple[Throw, ...] = tuple(combinations_with_replacement(FACES, DICE_COUNT))
THROW_INDEX: dict[Throw, int] = {throw: i for i, throw in enumerate(THROWS)}
#: Every keep (0..5 dice, sorted) and its index.
KEEPS: tuple[Throw, ...] = tuple(
    keep for size in range(DICE_COUNT + 1) for keep in combinations_with_replacement(FACES, size)
)
KEEP_INDEX: dict[Throw, int] = {keep: i for i, keep in enumerate(KEEPS)}


def _rolls(count: int) -> list[tuple[Throw, float]]:
    """Each sorted outcome of rolling ``count`` dice and its probability."""
    outcomes = []
    for faces in combinations_with_replacement(FACES, count):
        ways = factorial(count)
        for face in set(faces):
            ways //= factorial(faces.count(face))
        outcomes.append((faces, ways / 6**count))
    return outcomes


def _outcomes(keep: Throw) -> tuple[tuple[int, float], ...]:
    return tuple(
        (THROW_INDEX[tuple(sorted(keep + rolled))], p)
        for rolled, p in _rolls(DICE_COUNT - len(keep))
    )


def _subkeeps(throw: Throw) -> tuple[int, ...]:
    """The distinct keeps of ``throw`` (from none to all five dice)."""
    faces = sorted(set(throw))
    counts = [throw.count(face) for face in faces]
    keeps = []
    for taken in product(*(range(c + 1) for c in counts)):
        keep = tuple(face for face, n in zip(faces, taken, strict=True) for _ in range(n))
        keeps.append(KEEP_INDEX[keep])
    return tuple(keeps)


#: Per keep index: (throw index, probability) of rolling the dice not kept.
OUTCOMES: tuple[tuple[tuple[int, float], ...], ...] = tuple(_outcomes(k) for k in KEEPS)
#: Per throw index: the indexes of its keeps.
SUBKEEPS: tuple[tuple[int, ...], ...] = tuple(_subkeeps(t) for t in THROWS)
#: The first roll of a turn: every throw and its probability.
START: tuple[tuple[int, float], ...] = OUTCOMES[KEEP_INDEX[()]]
