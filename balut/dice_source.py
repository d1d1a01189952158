"""Where the dice come from: a ``DiceSource`` gives one die at a time.

``RandomDice`` (the default) is a seeded Mersenne Twister whose state is saved with the
game, so a restored game rolls exactly as the original would. ``ScriptedDice`` hands
out a fixed sequence (tests; later, dice typed in by players). The game never assumes
its source is random: it asks for a die, and saves and restores the source's state.

>>> dice = ScriptedDice([6, 6, 1])
>>> [dice.roll_die() for _ in range(3)]
[6, 6, 1]
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any, Protocol

from ._validate import check_int, check_list
from .dice import FACES
from .errors import IllegalActionError, InvalidInputError

__all__ = [
    "MAX_SEED",
    "DiceSource",
    "RandomDice",
    "ScriptedDice",
    "rng_from_state",
    "rng_state",
    "seed_or_fresh",
]

MAX_SEED = 2**128


class DiceSource(Protocol):
    """What a game needs from its dice."""

    def roll_die(self) -> int:
        """The next die, 1..6."""
        ...

    def state(self) -> Any:
        """JSON-safe state, saved with the game and its undo snapshots."""
        ...

    def restore(self, state: object) -> None:
        """Return to a ``state`` (validated first: ``InvalidInputError`` changes nothing)."""
        ...


class RandomDice:
    """Dice from ``random.Random(seed)``; ``seed=None`` draws one from the OS CSPRNG."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed_or_fresh(seed)
        self._rng = random.Random(self.seed)

    def roll_die(self) -> int:
        return 1 + int(self._rng.random() * 6)

    def state(self) -> list[Any]:
        return rng_state(self._rng)

    def restore(self, state: object) -> None:
        self._rng = rng_from_state(state, "state.rng")


class ScriptedDice:
    """Dice from a fixed sequence (``extend`` adds more). Once it runs out, the dice come
    from ``then`` if given, otherwise a roll raises ``IllegalActionError`` (code
    ``dice_exhausted``). Its state is that of ``then`` (``None`` without one): the
    scripted faces are outside input, like dice typed in, and are not saved."""

    def __init__(self, faces: Iterable[int] = (), then: DiceSource | None = None) -> None:
        self._faces: list[int] = []
        self._next = 0
        self._then = then
        self.extend(faces)

    def extend(self, faces: Iterable[int]) -> None:
        """Queue more faces after those not yet used."""
        for face in faces:
            if type(face) is not int or face not in FACES:
                raise InvalidInputError(f"a die shows 1..6, got {face!r:.20}", "invalid_die")
            self._faces.append(face)

    @property
    def remaining(self) -> int:
        """Scripted faces not yet used."""
        return len(self._faces) - self._next

    def roll_die(self) -> int:
        if self._next < len(self._faces):
            self._next += 1
            return self._faces[self._next - 1]
        if self._then is None:
            raise IllegalActionError("the scripted dice have run out", "dice_exhausted")
        return self._then.roll_die()

    def state(self) -> Any:
        return None if self._then is None else self._then.state()

    def restore(self, state: object) -> None:
        if self._then is None:
            if state is not None:
                raise InvalidInputError("scripted dice without a fallback have no state")
            return
        self._then.restore(state)


def seed_or_fresh(seed: object) -> int:
    """``seed`` checked (a whole number below 2**128), or a fresh one from the OS for ``None``."""
    if seed is None:
        return random.SystemRandom().getrandbits(64)
    if type(seed) is not int or not 0 <= seed < MAX_SEED:
        raise InvalidInputError(f"seed must be a whole number 0..2**128-1, got {seed!r:.100}")
    return seed


def rng_state(rng: random.Random) -> list[Any]:
    """JSON-safe state of a Mersenne Twister generator."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_state(value: object, where: str) -> random.Random:
    """A generator restored from ``rng_state`` output, validated."""
    version, internal, gauss = check_list(value, where, 3, 3)
    words = check_list(internal, where, 625, 625)
    # The core never draws from gauss(), so its cached value is always None.
    if version != 3 or gauss is not None:
        raise InvalidInputError(f"{where} is not a Mersenne Twister state")
    for word in words[:-1]:
        check_int(word, where, 0, 2**32 - 1)
    check_int(words[-1], where, 0, 624)
    rng = random.Random()
    rng.setstate((3, tuple(words), gauss))
    return rng
