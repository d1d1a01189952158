"""Settling up at game over: a stake per point between every pair, and who buys the round.

Clubs play "for a small stake per point, chips, or just the honour", and "the loser
buys the next round" (001). Every pair of seats (teams are seats) settles the
difference of their deciding numbers (points or grand total) times the stake, the
lower paying the higher; ``nets`` sums that per seat and ``settle`` returns the fewest
payments that realise the nets. Amounts are whole smallest units (cents, chips).

>>> settle([("Ann", 12), ("Bo", 7), ("Cy", 9)], 10)
(Payment(payer='Bo', payee='Ann', amount=70), Payment(payer='Cy', payee='Ann', amount=10))
>>> loser([("Ann", 12), ("Bo", 7), ("Cy", 7)])
('Bo', 'Cy')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from .errors import InvalidInputError
from .game import Game
from .limits import PLAYERS, check_stake
from .match import Match
from .seating import require_unique

__all__ = ["Payment", "Scores", "loser", "nets", "scores_of", "settle"]

#: ``(seat name, deciding number)`` per seat, in seating order.
Scores = Sequence[tuple[str, int]]


@dataclass(frozen=True)
class Payment:
    """``payer`` hands ``payee`` ``amount`` smallest units (always more than 0)."""

    payer: str
    payee: str
    amount: int


def nets(scores: Scores, stake: int) -> dict[str, int]:
    """Each seat's net in smallest units, in seat order: positive receives, negative pays.
    The sum over every pair of (own number - other's number) x ``stake``; nets sum to 0.

    Codes: ``stake_out_of_range`` (``low``, ``high``) and those of ``check_scores``."""
    names, numbers = check_scores(scores)
    stake = check_stake(stake)
    net = dict.fromkeys(names, 0)
    for i, j in combinations(range(len(names)), 2):
        owed = (numbers[i] - numbers[j]) * stake
        net[names[i]] += owed
        net[names[j]] -= owed
    return net


def settle(scores: Scores, stake: int) -> tuple[Payment, ...]:
    """The fewest payments that give every seat its ``nets`` exactly (at most seats - 1;
    ``()`` when nobody owes anything, e.g. a stake of 0), largest amount first, then by
    the payer's and the payee's seat. No seat pays itself and no payment is 0.

    The fewest: the seats that owe or receive are split into as many groups whose nets
    sum to 0 as possible (a group of k seats needs k - 1 payments), then within a group
    the largest debtor pays the largest creditor until all are square (ties to the
    earlier seat). Same codes as ``nets``."""
    net = nets(scores, stake)
    names = tuple(net)
    values = tuple(net.values())
    payments: list[Payment] = []
    for group in _zero_sum_groups(values):
        left = {seat: values[seat] for seat in group}
        while any(left.values()):
            payer = min(left, key=lambda seat: (left[seat], seat))
            payee = max(left, key=lambda seat: (left[seat], -seat))
            amount = min(-left[payer], left[payee])
            payments.append(Payment(names[payer], names[payee], amount))
            left[payer] += amount
            left[payee] -= amount
    order = {name: seat for seat, name in enumerate(names)}
    return tuple(sorted(payments, key=lambda p: (-p.amount, order[p.payer], order[p.payee])))


def loser(scores: Scores) -> tuple[str, ...]:
    """Who buys the next round: the seats on the lowest deciding number (several when
    they tie there, in seat order; no tiebreak applies). ``()`` when nobody is beaten:
    a single seat, or every seat level. Codes as ``check_scores``."""
    names, numbers = check_scores(scores)
    lowest = min(numbers)
    if lowest == max(numbers):
        return ()
    return tuple(name for name, number in zip(names, numbers, strict=True) if number == lowest)


def scores_of(play: Game | Match) -> tuple[tuple[str, int], ...]:
    """``Scores`` of a game (each seat's deciding number, ``Result.points``) or of a
    match (each seat's sum over its finished games), in seating order."""
    if isinstance(play, Match):
        totals = {line.player: line.total for line in play.standings()}
        return tuple((name, totals[name]) for name in play.players)
    return tuple((name, play.result(seat).points) for seat, name in enumerate(play.players))


def check_scores(scores: object) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """Names and numbers of ``Scores``: ``PLAYERS`` pairs of a name (non-empty text,
    all distinct as ``seating.name_key`` tells names apart) and a whole number.

    Codes: ``scores_malformed`` (``index`` of the entry that is not a pair, or none),
    ``player_count`` (``count``, ``low``, ``high``), ``name_not_text`` / ``name_empty``
    (``index``), ``score_not_int`` (``index``, ``player``), ``names_repeated``
    (``names``). ``index`` is 0-based."""
    if not isinstance(scores, Sequence) or isinstance(scores, str):
        raise InvalidInputError(
            f"scores must be a list of (name, number) pairs, got {scores!r:.100}",
            "scores_malformed",
        )
    if len(scores) not in PLAYERS:
        raise InvalidInputError(
            f"scores need {PLAYERS.low} to {PLAYERS.high} seats, got {len(scores)}",
            "player_count",
            {"count": len(scores), **PLAYERS.params},
        )
    names: list[str] = []
    numbers: list[int] = []
    for index, entry in enumerate(scores):
        if not isinstance(entry, Sequence) or isinstance(entry, str) or len(entry) != 2:
            raise InvalidInputError(
                f"score {index} must be a (name, number) pair, got {entry!r:.100}",
                "scores_malformed",
                {"index": index},
            )
        name, number = entry
        if not isinstance(name, str):
            raise InvalidInputError(
                f"score {index}: the name must be text, got {name!r:.50}",
                "name_not_text",
                {"index": index},
            )
        if not name.strip():
            raise InvalidInputError(
                f"score {index}: the name must not be empty", "name_empty", {"index": index}
            )
        if type(number) is not int:
            raise InvalidInputError(
                f"score {index} ({name:.50}) must be a whole number, got {number!r:.50}",
                "score_not_int",
                {"index": index, "player": name},
            )
        names.append(name)
        numbers.append(number)
    require_unique(names, "seat names")
    return tuple(names), tuple(numbers)


def _zero_sum_groups(values: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """The seats with a non-zero value (which sum to 0) split into as many groups that
    each sum to 0 as possible; seats as indices into ``values``. At most 8 seats: 3**8
    (group, rest) pairs."""
    seats = [seat for seat, value in enumerate(values) if value]
    sums = [0] * (1 << len(seats))
    for mask in range(1, len(sums)):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + values[seats[low.bit_length() - 1]]

    @cache
    def most(mask: int) -> tuple[int, ...]:
        # ``mask`` sums to 0; the group holding its lowest seat is any zero-sum subset
        # with that seat, and the rest then sums to 0 too.
        if not mask:
            return ()
        low = mask & -mask
        best: tuple[int, ...] = (mask,)
        group = (mask - 1) & mask
        while group:
            if group & low and not sums[group]:
                candidate = (group, *most(mask ^ group))
                if len(candidate) > len(best):
                    best = candidate
            group = (group - 1) & mask
        return best

    return tuple(
        tuple(seat for bit, seat in enumerate(seats) if group >> bit & 1)
        for group in most(len(sums) - 1)
    )
