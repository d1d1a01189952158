"""The proficiency figure (balut.strategy.proficiency): per person, the decisions, the
mean loss per decision, the costly ones, the band; a figure's stored form read strictly;
the figure over games; why a move was worse."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from balut import RULESETS, Game, InvalidInputError, strategy
from balut.strategy import proficiency
from balut.strategy.proficiency import Figure

losses = st.floats(min_value=0, max_value=30, allow_nan=False)
decisions = st.lists(st.tuples(st.sampled_from(["Ann", "Bo", "Bot"]), losses), max_size=60)


@given(decisions)
def test_each_person_s_figure_sums_up_their_decisions(judged: list[tuple[str, float]]) -> None:
    found = {f.player: f for f in proficiency.figures(judged, ["Ann", "Bo"])}
    for person in ("Ann", "Bo"):
        mine = [loss for who, loss in judged if who == person]
        if not mine:
            assert person not in found  # no decision, no figure
            continue
        figure = found[person]
        assert figure.decisions == len(mine)
        assert math.isclose(figure.mean_loss, sum(mine) / len(mine), abs_tol=1e-9)
        assert figure.costly == sum(loss > proficiency.COSTLY for loss in mine)
        assert Figure.from_dict(figure.to_dict()).costly == figure.costly  # stored and read
    assert "Bot" not in found  # only the people asked for


@given(st.floats(min_value=0, max_value=5), st.floats(min_value=0, max_value=5))
def test_a_bigger_loss_is_never_a_better_band(low: float, high: float) -> None:
    low, high = sorted((low, high))
    for rules in (RULESETS["standard"], RULESETS["quick"]):
        assert proficiency.BANDS.index(proficiency.band(low, rules)) <= proficiency.BANDS.index(
            proficiency.band(high, rules)
        )


def test_bands_by_the_suggested_bounds_scaled_where_points_count() -> None:
    quick, standard = RULESETS["quick"], RULESETS["standard"]
    assert [proficiency.band(x, quick) for x in (0, 0.09, 0.2, 0.4, 0.9, 1.0)] == [
        "expert",
        "expert",
        "strong",
        "good",
        "learning",
        "beginner",
    ]
    scale = proficiency.POINTS_SCALE
    assert proficiency.band(0.2 / scale, standard) == "strong"
    assert proficiency.band(1.0 / scale, standard) == "beginner"


@pytest.mark.parametrize(
    "data",
    [
        {"player": "Ann", "decisions": 0, "mean_loss": 0.0, "costly": 0},
        {"player": "Ann", "decisions": 10, "mean_loss": 0.05, "costly": 2},  # 2 over a point?
        {"player": "Ann", "decisions": 10, "mean_loss": float("inf"), "costly": 0},
        {"player": "Ann", "decisions": 10, "mean_loss": -0.1, "costly": 0},
        {"player": "Ann", "decisions": True, "mean_loss": 0.1, "costly": 0},
        {"player": "", "decisions": 10, "mean_loss": 0.1, "costly": 0},
        {"player": "Ann", "decisions": 10**9, "mean_loss": 0.1, "costly": 0},
        {"player": "Ann", "decisions": 10, "mean_loss": "0.1", "costly": 0},
        ["Ann", 10, 0.1, 0],
    ],
)
def test_a_stored_figure_out_of_bounds_is_refused(data: object) -> None:
    with pytest.raises(InvalidInputError):
        Figure.from_dict(data)


def test_the_figure_over_games_weighs_decisions_and_names_the_trend() -> None:
    rules = RULESETS["quick"]
    assert proficiency.progress([], rules) is None
    few = proficiency.progress([Figure("Ann", 10, 1.0, 3), Figure("Ann", 30, 0.2, 1)], rules)
    assert few is not None and few.earlier is None and few.trend is None
    assert math.isclose(few.recent, (10 * 1.0 + 30 * 0.2) / 40)
    worse = [Figure("Ann", 20, 0.8, 2)] * 3 + [Figure("Ann", 20, 0.3, 1)] * 5
    better = proficiency.progress(worse, rules)
    assert better is not None and better.trend == "better" and better.earlier == 0.8
    steady = proficiency.progress([Figure("Ann", 20, 0.3, 1)] * 6, rules)
    assert steady is not None and steady.trend == "steady"
    flipped = proficiency.progress(list(reversed(worse)), rules)
    assert flipped is not None and flipped.trend == "worse"


def test_a_reason_names_the_rows_of_the_move_and_of_the_best() -> None:
    game = Game(["Ann"], RULESETS["quick"], seed=4)
    game.roll()
    options = strategy.advise(game)
    best = options[0]
    box = next(o for o in options if o.kind == "fill" and o.fill is not None)
    hold = next(o for o in options if o.kind == "hold")
    assert best.kind == "hold"
    why = proficiency.reason(game, box, best)
    assert why.code == "roll_on" and box.fill is not None and why.row is box.fill.category
    assert why.best_row == strategy.chased_row(game, best.keep)
    chase = proficiency.reason(game, hold, best)
    mine = strategy.chased_row(game, hold.keep)
    assert chase.code == ("keep" if mine == why.best_row else "chase") and chase.row == mine
    stand = proficiency.reason(game, best, box)
    assert stand.code == "stand" and stand.best_row is box.fill.category
    other = next(o for o in options if o.kind == "fill" and o.fill != box.fill)
    assert other.fill is not None
    boxes = proficiency.reason(game, box, other)
    expected = "box" if other.fill.category is not box.fill.category else "other"
    assert boxes.code == expected and boxes.best_row is other.fill.category
    assert all(r.code in proficiency.REASONS for r in (why, chase, stand, boxes))


@given(st.integers(min_value=1, max_value=proficiency.MAX_DECISIONS), st.data())
def test_a_figure_as_stored_reads_back_however_its_mean_rounds(
    decisions: int, data: st.DataObject
) -> None:
    costly = data.draw(st.integers(min_value=0, max_value=decisions))
    # The least a figure with these costly decisions can have lost: just over a point each.
    losses = [1.0 + 1e-9] * costly + [0.0] * (decisions - costly)
    (figure,) = proficiency.figures([("Ann", x) for x in losses], ["Ann"])
    read = Figure.from_dict(figure.to_dict())
    assert (read.decisions, read.costly) == (decisions, costly)
