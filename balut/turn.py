"""The state of one turn as a frozen value: dice, holds, rolls left and the team's throws.

A ``Turn`` changes by returning a new one (``rolled``, ``with_hold``, ...). Its one
validation, ``check``, is used both when a turn is loaded and when a game checks it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from ._validate import check_bool, check_dict, check_int, check_list
from .dice import DICE_COUNT, Dice
from .errors import InvalidInputError

__all__ = ["NO_HOLDS", "ROLLS_PER_TURN", "TeamThrow", "Turn", "die_index", "holds_from"]

ROLLS_PER_TURN = 3
NO_HOLDS = (False,) * DICE_COUNT

#: A team member's final dice and whether they came from the member's first roll.
TeamThrow = tuple[tuple[int, ...], bool]

_KEYS = ("dice", "held", "locked", "rolls_left", "member", "team_dice", "picked")


@dataclass(frozen=True)
class Turn:
    """One seat's turn. ``dice`` is ``None`` before the first roll; ``locked`` are dice
    that must stay held (``locked_holds``). A team's turn (``team_size`` members, else
    ``None``): ``member`` is the member rolling (the team size while the captain picks),
    ``team_dice`` the finished members' throws, ``picked`` the member whose dice the
    captain chose. ``team_size`` is the seat's, not saved with the turn."""

    dice: tuple[int, ...] | None = None
    held: tuple[bool, ...] = NO_HOLDS
    locked: tuple[bool, ...] = NO_HOLDS
    rolls_left: int = ROLLS_PER_TURN
    member: int = 0
    team_dice: tuple[TeamThrow, ...] = ()
    picked: int | None = None
    team_size: int | None = None

    @property
    def picking(self) -> bool:
        """A team's turn, every member has rolled: the captain picks dice and a box."""
        return self.member == self.team_size

    @property
    def awaiting_pick(self) -> bool:
        """A team's turn whose box cannot be filled yet: no member's dice are picked."""
        return self.team_size is not None and self.picked is None

    @property
    def first_roll(self) -> bool:
        """The dice to enter come from a first roll (Danish first-roll bonus)."""
        if self.picked is not None:
            return self.team_dice[self.picked][1]
        return self.rolls_left == ROLLS_PER_TURN - 1

    def rolled(self, dice: tuple[int, ...], held: tuple[bool, ...], locked_holds: bool) -> Turn:
        """After a roll that kept ``held`` and threw ``dice``."""
        locked = held if locked_holds else self.locked
        return replace(self, dice=dice, held=held, locked=locked, rolls_left=self.rolls_left - 1)

    def with_hold(self, die: int, flag: bool) -> Turn:
        held = list(self.held)
        held[die] = flag
        return replace(self, held=tuple(held))

    def member_finished(self) -> Turn:
        """The rolling member stands on their dice; the next rolls (or the captain picks)."""
        assert self.dice is not None
        member = self.member + 1
        throw = (self.dice, self.rolls_left == ROLLS_PER_TURN - 1)
        return Turn(
            rolls_left=0 if member == self.team_size else ROLLS_PER_TURN,
            member=member,
            team_dice=(*self.team_dice, throw),
            team_size=self.team_size,
        )

    def picked_member(self, member: int) -> Turn:
        return replace(self, picked=member, dice=self.team_dice[member][0])

    def check(self, locked_holds: bool, over: bool) -> None:
        """Raise ``InvalidInputError`` unless the fields fit together in a game (``over``
        or not)."""
        if self.picked is not None and not self.picking:
            raise InvalidInputError("turn: picked is set while members are still rolling")
        if self.picking:
            expected = None if self.picked is None else self.team_dice[self.picked][0]
            fits = self.dice == expected and self.rolls_left == 0 and not any(self.held)
        elif self.dice is None:
            fits = self.rolls_left == ROLLS_PER_TURN and not any(self.held)
        else:
            fits = self.rolls_left < ROLLS_PER_TURN
        if over:
            fits = fits and self.dice is None and self.member == 0
        fits = fits and all(h or not lk for h, lk in zip(self.held, self.locked, strict=True))
        if not fits or (any(self.locked) and not locked_holds):
            raise InvalidInputError(
                "state: dice, holds, rolls left and team turn do not fit together"
            )

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form (the turn fields of a saved game's state)."""
        return {
            "dice": None if self.dice is None else list(self.dice),
            "held": list(self.held),
            "locked": list(self.locked),
            "rolls_left": self.rolls_left,
            "member": self.member,
            "team_dice": [[list(d), first] for d, first in self.team_dice],
            "picked": self.picked,
        }

    @classmethod
    def from_dict(cls, data: object, team_size: int | None, locked_holds: bool, over: bool) -> Turn:
        """Inverse of ``to_dict`` for a seat of ``team_size`` members (``None``: no team
        turn), checked with ``check``. Extra keys of ``data`` (the rest of a saved state)
        are ignored."""
        if not isinstance(data, dict):
            raise InvalidInputError("state must be an object")
        fields = check_dict({k: data[k] for k in _KEYS if k in data}, "state", _KEYS)
        member = check_int(fields["member"], "state.member", 0, team_size or 0)
        team_dice = tuple(
            _team_throw(item)
            for item in check_list(fields["team_dice"], "state.team_dice", member, member)
        )
        picked = fields["picked"]
        if picked is not None:
            picked = check_int(picked, "state.picked", 0, (team_size or 1) - 1)
        dice = fields["dice"]
        turn = cls(
            dice=None if dice is None else dice_values(dice, "state.dice"),
            held=_flags(fields["held"], "state.held"),
            locked=_flags(fields["locked"], "state.locked"),
            rolls_left=check_int(fields["rolls_left"], "state.rolls_left", 0, ROLLS_PER_TURN),
            member=member,
            team_dice=team_dice,
            picked=picked,
            team_size=team_size,
        )
        turn.check(locked_holds, over)
        return turn


def die_index(index: object) -> int:
    """A die position 0..4."""
    if type(index) is not int or not 0 <= index < DICE_COUNT:
        raise InvalidInputError(f"a die index is 0..{DICE_COUNT - 1}, got {index!r:.50}")
    return index


def holds_from(keep: Iterable[int]) -> tuple[bool, ...]:
    """Hold flags from the die positions to keep."""
    if isinstance(keep, (str, bytes)) or not isinstance(keep, Iterable):
        raise InvalidInputError(f"keep must be die indexes 0..4, got {keep!r:.50}")
    indexes = [die_index(i) for i in keep]
    if len(set(indexes)) != len(indexes):
        raise InvalidInputError(f"keep names a die twice: {indexes!r}")
    return tuple(i in indexes for i in range(DICE_COUNT))


def dice_values(value: object, where: str) -> tuple[int, ...]:
    """Five saved die values as a tuple."""
    return Dice(check_list(value, where, DICE_COUNT, DICE_COUNT)).values


def _flags(value: object, where: str) -> tuple[bool, ...]:
    return tuple(check_bool(v, where) for v in check_list(value, where, DICE_COUNT, DICE_COUNT))


def _team_throw(value: object) -> TeamThrow:
    dice, first = check_list(value, "state.team_dice", 2, 2)
    return dice_values(dice, "state.team_dice"), check_bool(first, "state.team_dice")
