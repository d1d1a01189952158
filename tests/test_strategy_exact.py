"""Exact play for Quick and Extended: the solved table against a plain enumeration of
small sheets, the known optimum, and which rule sets it covers."""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from balut import EXTENDED, JACKPOT, QUICK, STANDARD, Category, Game, strategy
from balut.rules import box_score
from balut.strategy import exact

ROWS = tuple(Category)


@cache
def rolled(n: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every sorted result of rolling ``n`` dice and its chance, by counting 6**n."""
    counts = Counter(tuple(sorted(r)) for r in product(range(1, 7), repeat=n))
    return tuple((r, c / 6**n) for r, c in counts.items())


def turn_value(stand: dict[tuple[int, ...], float]) -> float:
    """A turn by brute force: every set of dice positions held, rerolled in full."""

    @cache
    def worth(dice: tuple[int, ...], rolls: int) -> float:
        best = stand[dice]
        if rolls == 0:
            return best
        kept = {tuple(sorted(dice[i] for i in range(5) if mask >> i & 1)) for mask in range(32)}
        for keep in kept:
            ev = sum(
                p * worth(tuple(sorted(keep + r)), rolls - 1) for r, p in rolled(5 - len(keep))
            )
            best = max(best, ev)
        return best

    return sum(p * worth(d, 2) for d, p in rolled(5))


def only_open(rules_boxes: int, open_rows: dict[int, int]) -> int:
    """The state number with every row full but ``open_rows`` (row -> boxes open)."""
    base = rules_boxes + 1
    return sum((rules_boxes - open_rows.get(i, 0)) * base**i for i in range(len(ROWS)))


@pytest.mark.parametrize("row", [Category.FIVES, Category.BALUT])
def test_one_open_box_matches_a_brute_force_turn(row: Category) -> None:
    table = exact.exact_table(QUICK)
    assert table is not None
    i = ROWS.index(row)
    stand = {d: float(box_score(d, row, QUICK)) for d, _ in rolled(5)}
    assert table[only_open(1, {i: 1})] == pytest.approx(turn_value(stand), abs=1e-6)


def test_two_open_boxes_match_a_brute_force_of_two_turns() -> None:
    table = exact.exact_table(QUICK)
    assert table is not None
    a, b = ROWS.index(Category.STRAIGHT), ROWS.index(Category.CHOICE)
    alone = {}
    for x in (a, b):
        stand = {d: float(box_score(d, ROWS[x], QUICK)) for d, _ in rolled(5)}
        alone[x] = turn_value(stand)
    both = {
        d: max(box_score(d, ROWS[a], QUICK) + alone[b], box_score(d, ROWS[b], QUICK) + alone[a])
        for d, _ in rolled(5)
    }
    assert table[only_open(1, {a: 1, b: 1})] == pytest.approx(turn_value(both), abs=1e-6)


def test_the_optimum_of_quick_and_extended() -> None:
    assert exact.solved_value("quick") == pytest.approx(107.91, abs=0.01)
    assert exact.solved_value("extended") == pytest.approx(228.81, abs=0.01)
    assert exact.solved_value(QUICK) == exact.solved_value("quick")


def test_the_shipped_extended_table_matches_a_fresh_solve_of_quick_like_states() -> None:
    # A fresh Quick solve is a sub-problem of Extended: one box open per row at most.
    fresh = exact.solve(QUICK)
    table = exact.exact_table(EXTENDED)
    assert table is not None
    for state in (0, 5, 77, 127):
        bits = [state >> i & 1 for i in range(7)]
        ext = sum((1 + bit) * 3**i for i, bit in enumerate(bits))
        assert table[ext] == pytest.approx(fresh[state], abs=2e-6)


def test_not_solved_where_the_table_is_not_exact() -> None:
    assert exact.solved_value("standard") is None
    assert exact.solved_value("jackpot") is None
    assert exact.solved_value(STANDARD) is None and exact.solved_value(JACKPOT) is None
    assert exact.solved_value("nonsense") is None
    for option in ("prediction", "locked_holds", "team_play"):
        assert exact.solved_value(QUICK.derive(**{option: True})) is None
    assert exact.solved_value(QUICK.derive(dice_total_only=True)) == exact.solved_value("quick")
    # Extended with a bonus not shipped would take seconds to solve in the browser: the
    # coach keeps its estimate there.
    assert exact.solved_value(EXTENDED.derive(per_balut_bonus=2)) is None


def test_the_bonuses_fold_into_the_box() -> None:
    plain = exact.solved_value("quick")
    assert plain is not None
    for option in ("per_balut_bonus", "first_roll_balut_bonus"):
        with_bonus = exact.solved_value(QUICK.derive(**{option: 5}))
        assert with_bonus is not None and with_bonus > plain
    casual = exact.solved_value(QUICK.derive(balut_bonus=False))
    assert casual is not None and casual < plain


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 6), st.integers(1, 2))
def test_the_expert_plays_the_exact_best_option_at_quick_positions(
    seed: int, filled: int, rolls: int
) -> None:
    game = Game(["Solo"], rules=QUICK, seed=seed)
    for _ in range(filled):  # some boxes filled at random
        game.roll()
        slots = game.sheet(0).open_slots()
        category, _ = slots[seed % len(slots)]
        game.fill(category, crossed=seed % 3 == 0)
    table = exact.exact_table(QUICK)
    assert table is not None
    sheet = game.sheet(0)
    filled_rows = [1 if not sheet.open_boxes(c) else 0 for c in ROWS]
    so_far = sum(v for c in ROWS for v in sheet.to_dict()["rows"][c.value])
    start = strategy.advise(game)
    assert start[0].expected == pytest.approx(
        so_far + table[sum(b << i for i, b in enumerate(filled_rows))]
    )
    for _ in range(rolls):
        game.roll()
    options = strategy.advise(game)
    choice = strategy.Bot("expert")._choose(game)
    assert all(choice.expected >= o.expected - 1e-9 for o in options)

    def after(dice: tuple[int, ...]) -> float:
        """The best box for ``dice`` by hand: its score plus the table after it."""
        best = -1.0
        for i, row in enumerate(ROWS):
            if filled_rows[i]:
                continue
            rest = table[sum(b << j for j, b in enumerate(filled_rows)) + (1 << i)]
            best = max(best, max(box_score(dice, row, QUICK), 0) + rest)
        return so_far + best

    dice = game.dice
    assert dice is not None
    fills = [o.expected for o in options if o.kind == "fill"]
    assert max(fills) == pytest.approx(after(tuple(sorted(dice))), abs=1e-9)
    for option in options:
        if option.kind == "fill":
            assert option.expected <= after(tuple(sorted(dice))) + 1e-9
        elif game.rolls_left == 1:  # a hold and the last roll: the mean of the best box
            keep = option.keep
            mean = sum(p * after(tuple(sorted(keep + r))) for r, p in rolled(5 - len(keep)))
            assert option.expected == pytest.approx(mean, abs=1e-9)
