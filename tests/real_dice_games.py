"""Real-dice games for the real-dice tests: one set up at the table, random throws,
and a check that a refused action leaves the game as it was."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from balut import (
    STANDARD,
    Category,
    Game,
    RealDiceGame,
    RuleSet,
)

C = Category


def real(
    players: list[str] | None = None, rules: RuleSet = STANDARD, **kwargs: Any
) -> RealDiceGame:
    """A real-dice game whose opener is the first seat (set at the table)."""
    game = RealDiceGame(players or ["Ann", "Bo"], rules=rules, **kwargs)
    if game.needs_opener:
        game.set_opener(0)
    return game


def solo(rules: RuleSet = STANDARD) -> RealDiceGame:
    return real(["Solo"], rules)


def fill_with_zeros(game: Game) -> None:
    """Cross out every box left (regular boxes by value 0, jackpot boxes by a scratch)."""
    while not game.is_over():
        category, jackpot = game.sheet(game.current_index).open_slots()[0]
        if jackpot:
            game.scratch_jackpot(category)
        else:
            game.enter_value(category, 0)


def refused(
    game: Game, action: Callable[[], object], error: type[Exception], code: str
) -> pytest.ExceptionInfo[Any]:
    """``action`` raises ``error`` with ``code`` and leaves the game exactly as it was."""
    before = game.to_dict()
    with pytest.raises(error) as info:
        action()
    assert getattr(info.value, "code", None) == code
    assert game.to_dict() == before
    return info


def a_throw(r: random.Random) -> list[int]:
    """Random dice, with more baluts, straights and full houses than chance gives."""
    pick = r.random()
    if pick < 0.12:
        return [r.randint(1, 6)] * 5
    if pick < 0.2:
        start = r.randint(1, 2)
        return r.sample(range(start, start + 5), 5)  # a straight, in any order
    if pick < 0.3:
        a, b = r.sample(range(1, 7), 2)
        return [a, a, a, b, b]
    if pick < 0.38:
        face = r.randint(4, 6)
        return [face, face, face, face, r.randint(1, 6)]
    return [r.randint(1, 6) for _ in range(5)]
