"""The puzzle of the day: the position drawn from the date alone, mid-game and priced by
the coach, answers scored by the points they lose, and the streak."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from balut import Category, InvalidInputError, puzzle, strategy

DAY = "2026-12-07"


def position(p: puzzle.Puzzle) -> tuple[object, ...]:
    """What a player sees of a puzzle: the sheet and the turn."""
    state = p.save["state"]
    return (repr(state["sheets"]), p.dice, p.rolls_left)


@settings(max_examples=3, deadline=None)
@given(st.dates(min_value=date(2000, 1, 1), max_value=date(2099, 12, 31)))
def test_the_same_date_gives_the_same_position_drawn_afresh(day: date) -> None:
    first = puzzle.puzzle_for(day.isoformat())
    assert puzzle.is_drawn(day.isoformat())
    puzzle._KEPT.clear()  # drawn again, not the kept one
    assert not puzzle.is_drawn(day.isoformat())
    again = puzzle.puzzle_for(day.isoformat())
    assert again is not first
    assert position(again) == position(first)
    assert again == first


def test_different_dates_mostly_give_different_positions() -> None:
    start = date(2027, 3, 1)
    days = [(start + timedelta(days=n)).isoformat() for n in range(1000)]
    assert len({puzzle.day_seed(day) for day in days}) == len(days)
    positions = {position(puzzle.puzzle_for(day)) for day in days[:5]}
    assert len(positions) >= 4


def test_practice_positions_differ_from_the_day_and_from_each_other() -> None:
    drawn = [position(puzzle.puzzle_for(DAY, number)) for number in range(3)]
    assert len(set(drawn)) == 3
    assert puzzle.day_seed(DAY, 1) != puzzle.day_seed(DAY, 0)
    assert puzzle.day_seed(DAY) != puzzle.day_seed("2026-12-08")


def test_the_position_is_mid_game_and_its_options_are_the_coachs() -> None:
    p = puzzle.puzzle_for(DAY)
    game = p.game()
    filled = game.sheet(0).filled_count()
    assert puzzle.FIRST_TURN <= filled <= puzzle.LAST_TURN + puzzle.MAX_DRAWS
    assert game.dice == p.dice and game.rolls_left == p.rolls_left
    assert tuple(strategy.advise(game)) == p.options
    assert p.best.loss == 0.0
    assert [o.loss for o in p.options] == sorted(o.loss for o in p.options)


def test_a_drawn_puzzle_is_kept_for_the_next_call() -> None:
    first = puzzle.puzzle_for(DAY)
    assert puzzle.puzzle_for(DAY) is first


def test_a_puzzle_game_is_a_fresh_copy() -> None:
    p = puzzle.puzzle_for(DAY)
    game = p.game()
    fill = next(o.fill for o in p.options if o.fill is not None)
    game.fill(fill.category, crossed=fill.crossed)
    assert p.game().dice == p.dice


def test_answers_are_scored_by_the_points_they_lose() -> None:
    hold_day = next(
        d for d in (f"2026-02-{n:02d}" for n in range(1, 29)) if puzzle.puzzle_for(d).rolls_left
    )
    p = puzzle.puzzle_for(hold_day)
    for option in p.options:
        if option.kind == "hold":
            assert p.hold(reversed(option.keep)) is option
        else:
            assert option.fill is not None
            assert p.fill(option.fill.category, option.fill.crossed) is option
    worst = p.options[-1]
    assert worst.loss >= puzzle.MIN_WORST or len(p.options) == 1
    with pytest.raises(InvalidInputError) as info:
        p.hold((7,))
    assert info.value.code == "puzzle_no_option"


def test_a_box_filled_with_dice_that_score_nothing_there_is_crossed_out() -> None:
    p = puzzle.puzzle_for(DAY)
    crossed = [o for o in p.options if o.fill is not None and o.fill.crossed]
    for option in crossed:
        assert option.fill is not None
        if not any(
            o.fill is not None and o.fill.category is option.fill.category and not o.fill.crossed
            for o in p.options
        ):
            assert p.fill(option.fill.category) is option
    open_rows = {o.fill.category for o in p.options if o.fill is not None}
    for row in set(Category) - open_rows:
        with pytest.raises(InvalidInputError):
            p.fill(row)


def test_held_values_are_the_keep_of_a_hold() -> None:
    assert puzzle.held_values((6, 2, 6, 1, 2), (True, False, True, False, True)) == (2, 6, 6)
    assert puzzle.held_values((1, 2, 3, 4, 5), (False,) * 5) == ()


@pytest.mark.parametrize(
    ("days", "today", "expected"),
    [
        ((), DAY, 0),
        ((DAY,), DAY, 1),
        (("2026-12-05", "2026-12-06", DAY), DAY, 3),
        (("2026-12-05", "2026-12-06"), DAY, 2),  # today's still to do: the streak holds
        (("2026-12-04", "2026-12-06"), DAY, 1),
        (("2026-12-05",), DAY, 0),  # a day missed
        (("2026-02-28", "2026-03-01"), "2026-03-01", 2),  # across a month's end
        (("2026-12-08",), DAY, 0),  # a day ahead (a clock set back) does not count
    ],
)
def test_the_streak_counts_days_in_a_row_with_the_puzzle_attempted(
    days: tuple[str, ...], today: str, expected: int
) -> None:
    assert puzzle.streak(days, today) == expected


@pytest.mark.parametrize("bad", ["2026-13-01", "7 Dec", "", None, 20261207, "2026-12-07T00:00"])
def test_a_day_that_is_not_a_date_is_refused(bad: object) -> None:
    with pytest.raises(InvalidInputError) as info:
        puzzle.check_day(bad)
    assert info.value.code == "puzzle_bad_day"


@pytest.mark.parametrize("bad", [-1, puzzle.MAX_PRACTICE + 1, True, "1"])
def test_a_puzzle_number_out_of_range_is_refused(bad: object) -> None:
    with pytest.raises(InvalidInputError) as info:
        puzzle.day_seed(DAY, bad)  # type: ignore[arg-type]
    assert info.value.code == "puzzle_bad_number"
