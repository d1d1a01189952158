"""Aims: the options priced by the chance to win, not to be last, or the point difference,
from the sheets at the table (``balut.strategy.aims``). The two endgame positions come
from expert games (``tests/fixtures/aims_positions.json``: two seats, the seat to play
has rolled its last roll)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from balut import Game, InvalidInputError, strategy
from balut.strategy.aims import chance, final_spread
from balut.strategy.search import Option, state_of
from balut.strategy.value import SheetValue

POSITIONS = json.loads((Path(__file__).parent / "fixtures" / "aims_positions.json").read_text())


def position(name: str) -> Game:
    return Game.from_dict(POSITIONS[name])


def same_move(options: list[Option], move: Option) -> Option:
    return next(o for o in options if (o.kind, o.fill, o.keep) == (move.kind, move.fill, move.keep))


def variance_after(game: Game, move: Option) -> float:
    """The variance of the seat's final points once ``move`` fills its box."""
    assert move.fill is not None
    value = 0 if move.fill.crossed else move.value
    after = state_of(game.sheet(game.current_index)).filled(
        move.fill.category, value, jackpot=move.fill.jackpot, balut=False
    )
    return SheetValue(game.rules).moments(after)[1]


def test_an_unknown_aim_is_refused_with_a_code() -> None:
    game = Game(["A", "B"], seed=1)
    with pytest.raises(InvalidInputError) as refused:
        strategy.advise(game, "glory")
    assert refused.value.code == "unknown_aim"
    with pytest.raises(InvalidInputError):
        strategy.Bot("expert", 1, aim="glory")


def test_a_seat_far_behind_takes_the_risk_to_win() -> None:
    game = position("behind")
    me, them = (final_spread(game.rules, state_of(game.sheet(i))) for i in (0, 1))
    assert game.current_index == 0 and me[0] < them[0] - 4  # five points behind
    by_points, by_chance = strategy.advise(game), strategy.advise(game, "win")
    best, risky = by_points[0], by_chance[0]
    assert best.fill != risky.fill
    # The risky box gives up points on average, for a wider spread and more wins.
    assert same_move(by_points, risky).loss > 0.5
    assert variance_after(game, risky) > 2 * variance_after(game, best)
    assert 0 < same_move(by_chance, best).expected < 0.8 * risky.expected < 0.5  # chances


def test_a_seat_ahead_plays_safe_to_win() -> None:
    game = position("ahead")
    me, them = (final_spread(game.rules, state_of(game.sheet(i))) for i in (0, 1))
    assert me[0] > them[0] + 4
    best, safe = strategy.advise(game)[0], strategy.advise(game, "win")[0]
    assert best.fill != safe.fill
    assert variance_after(game, safe) < variance_after(game, best) / 2


def test_win_and_not_last_differ_at_a_table_of_three() -> None:
    low, middle, high = (2.0, 1.0), (10.0, 1.0), (20.0, 1.0)
    assert chance("win", middle, (low, high)) < 0.01
    assert chance("not_last", middle, (low, high)) > 0.99
    assert chance("not_last", low, (middle, high)) < 0.01
    # A tie shares the chance; a seat's chances of the two aims add up over the table.
    assert chance("win", middle, (middle,)) == pytest.approx(0.5)
    seats = [low, middle, (11.0, 4.0)]
    wins = [chance("win", s, tuple(o for o in seats if o is not s)) for s in seats]
    assert sum(wins) == pytest.approx(1.0, abs=0.01)


def test_the_stake_ranks_as_points_and_prices_the_difference() -> None:
    game = Game(["A", "B", "C"], seed=4)
    bot = strategy.Bot("expert", 4)
    for _ in range(40):
        bot.play_step(game)
    game.roll()
    points, stake = strategy.advise(game), strategy.advise(game, "stake")
    assert [(o.kind, o.keep, o.fill) for o in stake] == [(o.kind, o.keep, o.fill) for o in points]
    seat = game.current_index
    theirs = [final_spread(game.rules, state_of(game.sheet(i)))[0] for i in range(3) if i != seat]
    assert stake[0].expected == pytest.approx(2 * points[0].expected - sum(theirs))
    assert stake[1].loss == pytest.approx(2 * points[1].loss)


def test_alone_every_aim_is_points() -> None:
    game = Game(["Solo"], seed=2)
    game.roll()
    assert strategy.advise(game, "win") == strategy.advise(game) == strategy.advise(game, "stake")


def play(aim: str, seed: int) -> Game:
    game = Game(["A", "B"], seed=seed)
    bots = [strategy.Bot("expert", seed, aim), strategy.Bot("expert", seed)]
    while not game.is_over():
        bots[game.current_index].play_step(game)
    return game


def test_an_aim_bot_is_deterministic_and_plays_its_own_game() -> None:
    assert play("win", 11).log == play("win", 11).log
    assert play("win", 11).log != play("points", 11).log
    assert play("not_last", 11).log == play("not_last", 11).log
