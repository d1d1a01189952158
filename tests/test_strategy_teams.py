"""The coach and the bots beyond a lone player's sheet: in team play the captain's pick
is an option like any other, priced by what the picked dice are worth in the box they
suit best; with the prediction option the bonus is worth its chance."""

from __future__ import annotations

from dataclasses import replace

import pytest

from balut import STANDARD, Game, ScriptedDice, strategy
from balut.strategy.search import state_of
from balut.strategy.value import SheetValue


def team_at_the_pick(first: list[int], second: list[int]) -> Game:
    """Two teams of two, a roll-off won by the first team; its members roll `first` and
    `second` once each and stand: the captain picks."""
    game = Game(teams=[["A", "B"], ["C", "D"]], dice=ScriptedDice([6, 1, *first, *second]))
    assert game.current_seat == game.players[0]
    game.roll()
    game.finish_member()
    game.roll()
    game.finish_member()
    assert game.picking
    return game


def test_the_captain_s_options_are_the_members_dice_best_first() -> None:
    game = team_at_the_pick([1, 2, 3, 5, 6], [6, 6, 6, 6, 6])
    options = strategy.advise(game)
    assert [o.kind for o in options] == ["pick", "pick"]
    best, other = options
    assert (best.member, best.keep) == (1, (6, 6, 6, 6, 6))  # a balut beats junk
    assert (other.member, other.keep) == (0, (1, 2, 3, 5, 6))
    assert best.loss == 0.0 and other.loss == best.expected - other.expected > 0


def test_a_bot_captain_takes_the_dice_the_coach_ranks_first() -> None:
    game = team_at_the_pick([6, 6, 6, 6, 6], [2, 2, 3, 4, 4])
    strategy.Bot("expert").play_step(game)
    assert game.picked == 0 and game.dice == (6, 6, 6, 6, 6)
    assert strategy.Bot("expert").play_step(game)  # then the box
    assert game.log[-1]["action"] == "score" and game.sheet(0).filled_count() == 1


def member_rolled() -> Game:
    """Team A's first member has rolled 5 5 5 2 3, two rolls left."""
    game = Game(teams=[["A", "B"], ["C", "D"]], dice=ScriptedDice([6, 1, 5, 5, 5, 2, 3, *[4] * 10]))
    game.roll()
    return game


def test_a_member_holds_or_stands_and_never_fills_a_box() -> None:
    options = strategy.advise(member_rolled())
    assert {o.kind for o in options} == {"hold", "stand"}
    [stand] = [o for o in options if o.kind == "stand"]
    assert stand.keep == (5, 5, 5, 2, 3)
    for level in strategy.LEVELS:  # every bot member holds or stands, as a person would
        game = member_rolled()
        strategy.Bot(level, seed=1).play_step(game)
        assert game.log[-1]["action"] in ("roll", "finish_member")


# --- the prediction bonus (prediction option) ------------------------------------------


def test_a_finished_sheet_earns_the_prediction_bonus_only_on_its_prediction() -> None:
    rules = STANDARD.derive(prediction=True, prediction_bonus=3)
    value = SheetValue(rules)
    for seed in range(6):
        game = Game(["Solo"], STANDARD, seed=seed)
        while not game.is_over():
            game.roll()
            slots = game.sheet(0).open_slots()
            category, jackpot = slots[seed % len(slots)]
            game.fill(category, jackpot=jackpot)
        final = game.result(0).points
        state = state_of(game.sheet(0))
        assert value(replace(state, prediction=final)) == pytest.approx(final + 3)
        assert value(replace(state, prediction=final + 1)) == pytest.approx(final)


def test_mid_game_the_bonus_is_worth_its_chance_most_near_the_expected_points() -> None:
    rules = STANDARD.derive(prediction=True, prediction_bonus=2)
    game = Game(["Solo"], rules, seed=4)
    game.predict(0, 5)
    for _ in range(10):
        game.roll()
        category, jackpot = game.sheet(0).open_slots()[0]
        game.fill(category, jackpot=jackpot)
    state = state_of(game.sheet(0))
    plain = SheetValue(STANDARD)(state)
    worth = {p: SheetValue(rules)(replace(state, prediction=p)) - plain for p in range(-10, 30)}
    assert all(0 <= gain < 2 for gain in worth.values())
    nearest = min(worth, key=lambda p: abs(p - plain))
    assert max(worth, key=worth.__getitem__) in (nearest - 1, nearest, nearest + 1)
    assert worth[nearest] > 0.05 and worth[-10] < 0.01


def test_a_captain_changing_the_pick_is_advised_the_members_dice_again() -> None:
    game = team_at_the_pick([1, 2, 3, 5, 6], [6, 6, 6, 6, 6])
    game.pick(0)  # the junk: the box options follow, the picks stay on offer
    assert {o.kind for o in strategy.advise(game)} == {"fill"}
    assert [o.member for o in strategy.advise_pick(game)] == [1, 0]
