"""Settling the stakes at game over: pairwise differences x stake, netted, fewest payments."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from balut import QUICK, Game, InvalidInputError, Match
from balut.limits import STAKE
from balut.settle import Payment, loser, nets, scores_of, settle

SETTLE = settings(max_examples=100, deadline=None)

numbers = st.integers(-2, 1000)  # points from -2 up, grand totals in the hundreds
stakes = st.integers(0, 1000)


@st.composite
def score_lists(draw: st.DrawFn, low: int = 2) -> list[tuple[str, int]]:
    """2..8 seats with unequal, equal (all level) or clustered numbers."""
    n = draw(st.integers(low, 8))
    shape = draw(st.sampled_from(["any", "level", "few"]))
    if shape == "level":
        values = [draw(numbers)] * n
    elif shape == "few":
        values = draw(st.lists(st.sampled_from([-2, 0, 5, 12]), min_size=n, max_size=n))
    else:
        values = draw(st.lists(numbers, min_size=n, max_size=n))
    return [(f"P{i}", v) for i, v in enumerate(values)]


def pairwise_nets(scores: list[tuple[str, int]], stake: int) -> dict[str, int]:
    net = dict.fromkeys((name for name, _ in scores), 0)
    for (a, x), (b, y) in combinations(scores, 2):
        net[a] += (x - y) * stake
        net[b] += (y - x) * stake
    return net


def balances(payments: tuple[Payment, ...]) -> Counter[str]:
    balance: Counter[str] = Counter()
    for p in payments:
        balance[p.payee] += p.amount
        balance[p.payer] -= p.amount
    return balance


def fewest_payments(values: list[int]) -> int:
    """Exhaustive: seats owing or owed, less the most blocks summing to 0 they split into."""
    seats = [v for v in values if v]

    def most_blocks(rest: tuple[int, ...]) -> int:
        if not rest:
            return 0
        first, others = rest[0], rest[1:]
        best = 0
        for size in range(len(others) + 1):
            for chosen in combinations(range(len(others)), size):
                if first + sum(others[i] for i in chosen) == 0:
                    left = tuple(v for i, v in enumerate(others) if i not in chosen)
                    best = max(best, 1 + most_blocks(left))
        return best

    return len(seats) - most_blocks(tuple(seats))


@SETTLE
@given(score_lists(), stakes)
def test_payments_realise_every_net_exactly(scores: list[tuple[str, int]], stake: int) -> None:
    net = nets(scores, stake)
    payments = settle(scores, stake)
    balance = balances(payments)
    assert {name: balance[name] for name in net} == net
    assert sum(net.values()) == 0
    assert net == pairwise_nets(scores, stake)
    assert list(net) == [name for name, _ in scores]


@SETTLE
@given(score_lists(), stakes)
def test_fewest_payments_none_empty_none_to_oneself(
    scores: list[tuple[str, int]], stake: int
) -> None:
    payments = settle(scores, stake)
    net = nets(scores, stake)
    assert len(payments) <= len(scores) - 1
    assert len(payments) == fewest_payments(list(net.values()))
    for p in payments:
        assert type(p.amount) is int and p.amount > 0
        assert p.payer != p.payee
        assert net[p.payer] < 0 < net[p.payee]  # nobody both pays and receives
    seat = {name: i for i, (name, _) in enumerate(scores)}
    keys = [(-p.amount, seat[p.payer], seat[p.payee]) for p in payments]
    assert keys == sorted(keys)
    assert len({(p.payer, p.payee) for p in payments}) == len(payments)


@SETTLE
@given(score_lists(), st.integers(1, 50), st.integers(1, 20))
def test_payments_scale_with_the_stake(
    scores: list[tuple[str, int]], stake: int, factor: int
) -> None:
    scaled = [dataclasses.replace(p, amount=p.amount * factor) for p in settle(scores, stake)]
    assert settle(scores, stake * factor) == tuple(scaled)


@SETTLE
@given(score_lists(low=1), stakes)
def test_level_seats_or_no_stake_settle_nothing(scores: list[tuple[str, int]], stake: int) -> None:
    level = [(name, scores[0][1]) for name, _ in scores]
    assert settle(level, stake) == ()
    assert set(nets(level, stake).values()) == {0}
    assert settle(scores, 0) == ()
    assert loser(level) == ()


@SETTLE
@given(score_lists(low=1))
def test_loser_is_everyone_on_the_lowest_number(scores: list[tuple[str, int]]) -> None:
    losers = loser(scores)
    lowest = min(v for _, v in scores)
    if all(v == lowest for _, v in scores):
        assert losers == ()
    else:
        assert losers == tuple(name for name, v in scores if v == lowest)


def test_two_players_one_payment() -> None:
    assert settle([("Ann", 14), ("Bo", 9)], 25) == (Payment("Bo", "Ann", 125),)
    assert nets([("Ann", 14), ("Bo", 9)], 25) == {"Ann": 125, "Bo": -125}


def test_negative_points_pay_like_any_other() -> None:
    scores = [("Ann", -2), ("Bo", 3), ("Cy", -2)]
    assert nets(scores, 1) == {"Ann": -5, "Bo": 10, "Cy": -5}
    assert settle(scores, 1) == (Payment("Ann", "Bo", 5), Payment("Cy", "Bo", 5))
    assert loser(scores) == ("Ann", "Cy")


def test_fewer_payments_than_largest_debtor_to_largest_creditor() -> None:
    """Nets -25, +40, +25, -20, -20: greedy needs 4 payments, two square groups need 3."""
    scores = [("A", -2), ("B", 11), ("C", 8), ("D", -1), ("E", -1)]
    assert nets(scores, 1) == {"A": -25, "B": 40, "C": 25, "D": -20, "E": -20}
    assert settle(scores, 1) == (
        Payment("A", "C", 25),
        Payment("D", "B", 20),
        Payment("E", "B", 20),
    )


def test_single_seat_settles_nothing_and_loses_nothing() -> None:
    assert settle([("Ann", 12)], 100) == ()
    assert nets([("Ann", 12)], 100) == {"Ann": 0}
    assert loser([("Ann", 12)]) == ()


def test_payment_is_frozen() -> None:
    payment = Payment("Bo", "Ann", 5)
    with pytest.raises(dataclasses.FrozenInstanceError):
        payment.amount = 6  # type: ignore[misc]


def test_stake_bounds() -> None:
    assert (STAKE.low, STAKE.high) == (0, 1_000_000)
    assert settle([("A", 1), ("B", 0)], STAKE.high) == (Payment("B", "A", STAKE.high),)


@pytest.mark.parametrize(
    ("scores", "stake", "code", "params"),
    [
        ([("A", 1), ("B", 2)], -1, "stake_out_of_range", {"low": 0, "high": 1_000_000}),
        ([("A", 1), ("B", 2)], 1_000_001, "stake_out_of_range", {"low": 0, "high": 1_000_000}),
        ([("A", 1), ("B", 2)], 1.5, "stake_out_of_range", {"low": 0, "high": 1_000_000}),
        ([("A", 1), ("B", 2)], True, "stake_out_of_range", {"low": 0, "high": 1_000_000}),
        ([], 1, "player_count", {"count": 0, "low": 1, "high": 8}),
        ([(f"P{i}", 0) for i in range(9)], 1, "player_count", {"count": 9, "low": 1, "high": 8}),
        ("A", 1, "scores_malformed", {}),
        ({"A": 1}, 1, "scores_malformed", {}),
        ([("A", 1), ("B",)], 1, "scores_malformed", {"index": 1}),
        ([("A", 1), "B2"], 1, "scores_malformed", {"index": 1}),
        ([("A", 1), (2, 2)], 1, "name_not_text", {"index": 1}),
        ([("A", 1), ("  ", 2)], 1, "name_empty", {"index": 1}),
        ([("A", 1), ("B", 2.0)], 1, "score_not_int", {"index": 1, "player": "B"}),
        ([("A", 1), ("B", True)], 1, "score_not_int", {"index": 1, "player": "B"}),
        ([("A", 1), ("B", None)], 1, "score_not_int", {"index": 1, "player": "B"}),
        ([("Ann", 1), ("ann", 2)], 1, "names_repeated", {"names": ("Ann", "ann")}),
    ],
)
def test_bad_input_is_refused_with_a_code(
    scores: object, stake: object, code: str, params: dict[str, object]
) -> None:
    with pytest.raises(InvalidInputError) as error:
        settle(scores, stake)  # type: ignore[arg-type]
    assert (error.value.code, error.value.params) == (code, params)
    with pytest.raises(InvalidInputError) as error:
        nets(scores, stake)  # type: ignore[arg-type]
    assert error.value.code == code
    if code != "stake_out_of_range":
        with pytest.raises(InvalidInputError) as error:
            loser(scores)  # type: ignore[arg-type]
        assert (error.value.code, error.value.params) == (code, params)


def finish(game: Game, seed: int) -> Game:
    r = random.Random(seed)
    while not game.is_over():
        game.roll()
        category, jackpot = r.choice(game.sheet(game.current_index).open_slots())
        assert not jackpot
        game.score(category)
    return game


def test_scores_of_a_game_and_a_match_in_seat_order() -> None:
    game = finish(Game(["Ann", "Bo", "Cy"], rules=QUICK, seed=3), 3)
    scores = scores_of(game)
    assert scores == tuple((name, game.result(name).points) for name in ("Ann", "Bo", "Cy"))
    assert settle(scores, 1) == settle(list(scores), 1)
    match = Match(["Ann", "Bo"], rules=QUICK, games=2, seed=5)
    finish(match.current_game, 1)
    finish(match.new_game(), 2)
    totals = {line.player: line.total for line in match.standings()}
    assert scores_of(match) == (("Ann", totals["Ann"]), ("Bo", totals["Bo"]))
    per_game = [nets(scores_of(g), 3) for g in match.games]
    assert nets(scores_of(match), 3) == {
        name: sum(n[name] for n in per_game) for name in ("Ann", "Bo")
    }
