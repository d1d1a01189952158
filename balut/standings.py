"""Standings: seats ranked by the deciding number, ties broken by the rule set's tiebreak."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from .dice import DICE_COUNT
from .sheet import Result

__all__ = ["Placed", "Standing", "TiebreakNote", "rank", "roll_off_ties", "winners"]

Throws = Sequence[tuple[int, ...]]

TiebreakCode = Literal["dice_total", "dice_total_shared", "roll_off", "shared"]


@dataclass(frozen=True)
class TiebreakNote:
    """Why a seat level with another on ``points`` (of the rule set's ``deciding`` number)
    is placed where it is. ``code``: ``"dice_total"`` (the dice total, ``dice_total``,
    decided), ``"dice_total_shared"`` (equal dice totals too: a shared place),
    ``"roll_off"`` (the sums of the seat's roll-off throws, ``roll_off``, decided) or
    ``"shared"`` (a shared place)."""

    code: TiebreakCode
    points: int
    deciding: str
    dice_total: int
    roll_off: tuple[int, ...] = ()


@dataclass(frozen=True)
class Standing:
    """One line of the standings. ``tiebreak_dice`` lists the seat's roll-off throws
    (tiebreak ``roll_off``); ``tiebreak`` says how a tie was settled (``None``: no tie)."""

    place: int
    player: str
    result: Result
    tiebreak: TiebreakNote | None
    tiebreak_dice: tuple[tuple[int, ...], ...]


class Placed(Protocol):
    """A line of any standings: a game's, a match's, scored paper sheets'."""

    @property
    def place(self) -> int: ...

    @property
    def player(self) -> str: ...


def winners(standings: Iterable[Placed]) -> tuple[str, ...]:
    """The seats in first place, in the order of ``standings`` (several when they share
    it): the one place the core says who won a game, a match or scored paper sheets."""
    return tuple(line.player for line in standings if line.place == 1)


def rank(
    seats: Sequence[str], results: Sequence[Result], tiebreak: str, throws: Sequence[Throws]
) -> list[Standing]:
    """Standings of ``seats`` with their ``results`` under ``tiebreak``; ``throws`` are
    each seat's roll-off throws. Equal keys share a place; ties to seating order."""

    def key(seat: int) -> tuple[Any, ...]:
        points = results[seat].points
        if tiebreak == "dice_total":
            return (points, results[seat].dice_total)
        if tiebreak == "roll_off":
            return (points, tuple(sum(t) for t in throws[seat]))
        return (points,)

    keys = [key(seat) for seat in range(len(seats))]
    standings = []
    for seat, result in enumerate(results):
        tied = sum(r.points == result.points for r in results) > 1
        shared = keys.count(keys[seat]) > 1
        standings.append(
            Standing(
                place=1 + sum(other > keys[seat] for other in keys),
                player=seats[seat],
                result=result,
                tiebreak=_note(result, tiebreak, throws[seat], shared) if tied else None,
                tiebreak_dice=tuple(throws[seat]),
            )
        )
    return sorted(standings, key=lambda s: (s.place, seats.index(s.player)))


def _note(result: Result, tiebreak: str, throws: Throws, shared: bool) -> TiebreakNote:
    code: TiebreakCode = "shared"
    if tiebreak == "dice_total":
        code = "dice_total_shared" if shared else "dice_total"
    elif tiebreak == "roll_off" and throws:
        code = "roll_off"
    sums = tuple(sum(t) for t in throws) if code == "roll_off" else ()
    return TiebreakNote(code, result.points, result.deciding, result.dice_total, sums)


def roll_off_ties(points: Sequence[int], die: Callable[[], int]) -> list[list[tuple[int, ...]]]:
    """Tiebreak ``roll_off`` (000): seats level on ``points`` each roll five dice once,
    highest sum wins, repeat among those still level. Returns every seat's throws."""
    throws: list[list[tuple[int, ...]]] = [[] for _ in points]

    def settle(group: list[int]) -> None:
        if len(group) < 2:
            return
        sums = {}
        for seat in group:
            throw = tuple(die() for _ in range(DICE_COUNT))
            throws[seat].append(throw)
            sums[seat] = sum(throw)
        for value in sorted(set(sums.values()), reverse=True):
            settle([seat for seat in group if sums[seat] == value])

    for value in sorted(set(points), reverse=True):
        settle([seat for seat, p in enumerate(points) if p == value])
    return throws
