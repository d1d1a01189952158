"""Real-dice mode: the table rolls five real dice and the app keeps score.

A real-dice game (``RealDiceGame``, a kind of ``Game``) takes the opener from the table
(``set_opener`` / ``enter_roll_off``), each turn's dice (``enter_dice``) or box value
(``enter_value``), and mends a box by agreement (``correct``); it saves, loads and
replays like any other game, and ``Game.from_dict`` loads it as a ``RealDiceGame``."""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
import strategies
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from balut import (
    EXTENDED,
    JACKPOT,
    QUICK,
    RULESETS,
    STANDARD,
    Category,
    Correction,
    Game,
    IllegalActionError,
    InvalidInputError,
    RandomDice,
    RealDiceGame,
    RuleSet,
    ScriptedDice,
)
from balut.rules import box_score

C = Category

# --- helpers ---------------------------------------------------------------------------


def real(
    players: list[str] | None = None, rules: RuleSet = STANDARD, **kwargs: Any
) -> RealDiceGame:
    """A real-dice game whose opener is the first seat (set at the table)."""
    game = RealDiceGame(players or ["Ann", "Bo"], rules=rules, **kwargs)
    if game.needs_opener:
        game.set_opener(0)
    return game


def solo(rules: RuleSet = STANDARD) -> RealDiceGame:
    return real(["Solo"], rules)


def fill_with_zeros(game: Game) -> None:
    """Cross out every box left (regular boxes by value 0, jackpot boxes by a scratch)."""
    while not game.is_over():
        category, jackpot = game.sheet(game.current_index).open_slots()[0]
        if jackpot:
            game.scratch_jackpot(category)
        else:
            game.enter_value(category, 0)


def refused(
    game: Game, action: Callable[[], object], error: type[Exception], code: str
) -> pytest.ExceptionInfo[Any]:
    """``action`` raises ``error`` with ``code`` and leaves the game exactly as it was."""
    before = game.to_dict()
    with pytest.raises(error) as info:
        action()
    assert getattr(info.value, "code", None) == code
    assert game.to_dict() == before
    return info


@dataclass(frozen=True)
class PlayedTurn:
    """One turn of a game rolled on the phone, as the table would type it in."""

    seat: int
    dice: tuple[int, ...]
    first_roll: bool
    action: str
    category: Category
    value: int


def a_throw(r: random.Random) -> list[int]:
    """Random dice, with more baluts, straights and full houses than chance gives."""
    pick = r.random()
    if pick < 0.12:
        return [r.randint(1, 6)] * 5
    if pick < 0.2:
        start = r.randint(1, 2)
        return r.sample(range(start, start + 5), 5)  # a straight, in any order
    if pick < 0.3:
        a, b = r.sample(range(1, 7), 2)
        return [a, a, a, b, b]
    if pick < 0.38:
        face = r.randint(4, 6)
        return [face, face, face, face, r.randint(1, 6)]
    return [r.randint(1, 6) for _ in range(5)]


def play_on_the_phone(
    rules: RuleSet, players: list[str], seed: int, policy: int
) -> tuple[Game, list[PlayedTurn]]:
    """A whole game rolled on the phone with scripted dice; returns it and its turns."""
    game = Game(players, rules, seed=seed, dice=ScriptedDice(then=RandomDice(seed)))
    source = game.dice_source
    assert isinstance(source, ScriptedDice)
    r = random.Random(policy)
    turns = []
    while not game.is_over():
        source.extend(a_throw(r))
        game.roll()
        first = r.random() < 0.7
        if not first:
            source.extend(a_throw(r))
            game.roll()  # nothing held: all five thrown again
        seat = game.current_index
        sheet = game.sheet(seat)
        dice = game.dice
        assert dice is not None
        category, jackpot = r.choice(sheet.open_slots())
        potential = sheet.potential(dice)
        if potential and r.random() < 0.5:  # half the time, the best regular box
            category, jackpot = max(potential, key=lambda c: potential[c]), False
        if jackpot:
            eligible, _ = sheet.jackpot_eligibility(category, dice)
            action = "score_jackpot" if eligible and r.random() < 0.8 else "scratch_jackpot"
        else:
            action = "score" if r.random() < 0.85 else "scratch"
        value = getattr(game, action)(category) or 0
        turns.append(PlayedTurn(seat, dice, first, action, category, value))
    return game, turns


def real_copy(phone: Game) -> RealDiceGame:
    """A real-dice game of the same seats and rules, opened by the phone game's opener."""
    game = RealDiceGame(list(phone.players), phone.rules, teams=phone.teams)
    if game.needs_opener:
        game.set_opener(phone.opening_order[0])
    return game


def enter_by_dice(game: Game, turns: list[PlayedTurn]) -> None:
    for turn in turns:
        assert game.current_index == turn.seat  # the same turn order, leader rule included
        assert game.enter_dice(turn.dice, first_roll=turn.first_roll) == turn.dice
        assert (getattr(game, turn.action)(turn.category) or 0) == turn.value


def enter_by_values(game: Game, turns: list[PlayedTurn]) -> None:
    for turn in turns:
        assert game.current_index == turn.seat
        if turn.action == "score_jackpot":  # a jackpot needs the dice
            game.enter_dice(turn.dice, first_roll=turn.first_roll)
            assert game.score_jackpot(turn.category) == turn.value
        elif turn.action == "scratch_jackpot":  # a cross-out needs none
            game.scratch_jackpot(turn.category)
        else:
            assert game.enter_value(turn.category, turn.value, first_roll=turn.first_roll) == (
                turn.value
            )


def results(game: Game) -> list[Any]:
    return [game.result(seat) for seat in range(len(game.players))]


def places(game: Game) -> list[tuple[str, int]]:
    return sorted((s.player, s.place) for s in game.standings())


# --- whole games: the same results as rolled on the phone --------------------------------


@pytest.mark.parametrize("name", sorted(RULESETS))
@pytest.mark.parametrize("players", [["Solo"], ["Ann", "Bo", "Cy"]])
def test_a_whole_game_entered_by_dice_equals_the_game_rolled_on_the_phone(
    name: str, players: list[str]
) -> None:
    phone, turns = play_on_the_phone(RULESETS[name], players, seed=5, policy=len(name))
    game = real_copy(phone)
    enter_by_dice(game, turns)
    assert game.is_over()
    # The very same sheets (box values and balut counts), so the same results.
    assert [game.sheet(s) for s in range(len(players))] == [
        phone.sheet(s) for s in range(len(players))
    ]
    assert results(game) == results(phone)
    if phone.rules.tiebreak != "roll_off":  # a roll-off tiebreak throws its own dice
        assert places(game) == places(phone)
    assert Game.replay(game.to_dict()) == game


@pytest.mark.parametrize("name", sorted(RULESETS))
@pytest.mark.parametrize("players", [["Solo"], ["Ann", "Bo", "Cy"]])
def test_a_whole_game_entered_by_values_equals_the_game_rolled_on_the_phone(
    name: str, players: list[str]
) -> None:
    phone, turns = play_on_the_phone(RULESETS[name], players, seed=9, policy=7 + len(name))
    game = real_copy(phone)
    enter_by_values(game, turns)
    assert game.is_over()
    assert results(game) == results(phone)
    for seat in range(len(players)):
        for category in Category:
            assert game.sheet(seat).boxes(category) == phone.sheet(seat).boxes(category)
    if phone.rules.tiebreak != "roll_off":
        assert places(game) == places(phone)
    assert Game.replay(game.to_dict()) == game


def test_balut_bonuses_entered_by_dice_equal_the_phone_game() -> None:
    rules = STANDARD.derive(per_balut_bonus=2, first_roll_balut_bonus=5)
    for policy in range(4):
        phone, turns = play_on_the_phone(rules, ["Ann", "Bo"], seed=policy, policy=policy)
        game = real_copy(phone)
        enter_by_dice(game, turns)
        assert results(game) == results(phone)
    assert any(r.balut_bonus_extra for r in results(game))


def test_the_played_games_exercise_baluts_jackpots_and_both_roll_counts() -> None:
    """Guards the generator above: the comparisons cover what they claim to."""
    _, turns = play_on_the_phone(JACKPOT, ["Ann", "Bo", "Cy"], seed=5, policy=len("jackpot"))
    assert any(t.action == "score_jackpot" and t.value for t in turns)
    assert any(t.category is C.BALUT and t.value for t in turns)
    assert {t.first_roll for t in turns} == {True, False}


# --- possible values and impossible ones -----------------------------------------------


def test_possible_values_list_what_a_box_can_hold() -> None:
    game = solo()
    assert game.possible_values(C.FOURS) == (0, 4, 8, 12, 16, 20)
    assert game.possible_values("straight") == (0, 15, 20)
    assert game.possible_values(C.BALUT) == (0, 25, 30, 35, 40, 45, 50)
    assert game.possible_values(C.CHOICE) == (0, *range(5, 31))
    full_house = game.possible_values(C.FULL_HOUSE)
    assert 10 not in full_house and 25 not in full_house and full_house[1::19] == (7, 28)
    assert solo(QUICK).possible_values(C.STRAIGHT) == (0, 25)
    assert solo(QUICK).possible_values(C.BALUT) == (0, 50)
    assert solo(QUICK.derive(balut_bonus=False)).possible_values(C.BALUT) == (0, 30)
    assert solo(EXTENDED).possible_values(C.FULL_HOUSE)[:3] == (0, 12, 13)


@pytest.mark.parametrize(
    ("rules", "category", "value"),
    [
        (STANDARD, C.FOURS, 7),
        (STANDARD, C.STRAIGHT, 16),
        (STANDARD, C.STRAIGHT, 25),  # quick's flat straight is not a standard value
        (STANDARD, C.CHOICE, 4),
        (STANDARD, C.CHOICE, 31),
        (STANDARD, C.FULL_HOUSE, 10),  # no full house sums to 10 (or 25)
        (STANDARD, C.FULL_HOUSE, 25),
        (STANDARD, C.SIXES, 5),
        (STANDARD, C.BALUT, 20),
        (STANDARD, C.FOURS, -4),
        (STANDARD, C.FOURS, "8"),
        (STANDARD, C.FOURS, True),
        (STANDARD, C.FOURS, 8.0),
        (QUICK, C.STRAIGHT, 15),
        (QUICK, C.BALUT, 30),  # only with balut_bonus off
        (QUICK, C.FULL_HOUSE, 30),  # 25 + 5 cannot be: no full house sums to 25
        (JACKPOT, C.BALUT, 55),
    ],
)
def test_impossible_values_are_refused_and_change_nothing(
    rules: RuleSet, category: Category, value: object
) -> None:
    game = real(rules=rules)
    game.enter_value(category, 0)  # Ann crosses out a box of the row
    info = refused(
        game,
        lambda: game.enter_value(category, value),  # type: ignore[arg-type]
        InvalidInputError,
        "impossible_value",
    )
    assert info.value.params == {"category": category.value, "value": value}
    assert "Bo, round 1" in str(info.value)
    # The same check guards a correction.
    refused(
        game,
        lambda: game.correct(0, category, 0, value),  # type: ignore[arg-type]
        InvalidInputError,
        "impossible_value",
    )


def test_a_full_row_takes_no_value_and_zero_is_a_cross_out() -> None:
    game = solo(QUICK)
    assert game.enter_value(C.FOURS, 0) == 0
    assert game.sheet(0).boxes(C.FOURS) == (0,)
    assert game.log[-1] == {
        "action": "enter_value",
        "seat": 0,
        "category": "fours",
        "value": 0,
        "first_roll": False,
    }
    info = refused(game, lambda: game.enter_value(C.FOURS, 4), IllegalActionError, "row_full")
    assert info.value.params == {"category": "fours"}


# --- entered dice ---------------------------------------------------------------------


def test_entered_dice_stand_as_after_a_roll_and_may_be_corrected_before_the_fill() -> None:
    game = solo()
    assert game.enter_dice([6, 6, 6, 4, 4]) == (6, 6, 6, 4, 4)
    assert game.dice == (6, 6, 6, 4, 4)
    assert game.sheet(0).potential(game.dice)[C.FULL_HOUSE] == 26
    assert game.enter_dice((5, 5, 5, 5, 1)) == (5, 5, 5, 5, 1)  # typed again: a fix
    assert game.score(C.FIVES) == 20
    assert game.dice is None and game.round == 2
    assert [e["action"] for e in game.log] == ["enter_dice", "enter_dice", "score"]


@pytest.mark.parametrize("dice", [[1, 2, 3, 4], [1, 2, 3, 4, 7], [0, 1, 1, 1, 1], "12345", None])
def test_malformed_dice_are_refused(dice: object) -> None:
    game = solo()
    info = refused(
        game,
        lambda: game.enter_dice(dice),  # type: ignore[arg-type]
        InvalidInputError,
        "invalid_dice",
    )
    assert info.value.params == {"count": 5, "low": 1, "high": 6}


def test_a_box_entry_needs_dice_but_a_cross_out_does_not() -> None:
    game = real(rules=JACKPOT)
    refused(game, lambda: game.score(C.SIXES), IllegalActionError, "no_dice_entered")
    refused(game, lambda: game.score_jackpot(C.SIXES), IllegalActionError, "no_dice_entered")
    game.scratch(C.SIXES)  # Ann crosses out without typing dice
    game.scratch_jackpot(C.FOURS)  # Bo crosses out a jackpot box
    assert game.sheet("Ann").boxes(C.SIXES)[0] == 0
    assert game.sheet("Bo").jackpot_box(C.FOURS) == 0


def test_first_roll_balut_bonus() -> None:
    rules = STANDARD.derive(first_roll_balut_bonus=5)
    game = solo(rules)
    game.enter_value(C.BALUT, 30, first_roll=True)
    assert game.result(0).first_roll_bonus == 5
    game.enter_value(C.BALUT, 30)  # not straight off the first roll
    game.enter_value(C.SIXES, 30, first_roll=True)  # a balut, but not entered as a Balut
    game.enter_value(C.BALUT, 0, first_roll=True)  # a cross-out is no balut
    assert game.result(0).first_roll_bonus == 5
    game.enter_dice([2] * 5, first_roll=True)
    assert game.score(C.BALUT) == 30
    assert game.result(0).first_roll_bonus == 10
    game.enter_dice([3] * 5)
    game.score(C.CHOICE)
    assert game.result(0).first_roll_bonus == 10
    assert game.result(0).baluts == 3


def test_per_balut_bonus_counts_values_only_five_of_a_kind_can_score() -> None:
    game = solo(STANDARD.derive(per_balut_bonus=2))
    game.enter_value(C.BALUT, 40)  # any Balut-row value is a balut
    game.enter_value(C.SIXES, 30)  # 6-6-6-6-6 is the only way to 30 in Sixes
    game.enter_value(C.CHOICE, 5)  # 1-1-1-1-1 likewise
    assert game.result(0).balut_bonus_extra == 6
    game.enter_value(C.CHOICE, 20)  # 4-4-4-4-4 or many another throw: no proof
    game.enter_value(C.FOURS, 16)
    assert game.result(0).balut_bonus_extra == 6
    game.enter_dice([4] * 5)  # with the dice, a balut in any box counts
    game.score(C.CHOICE)
    assert game.result(0).balut_bonus_extra == 8


def test_jackpot_entries_go_through_entered_dice() -> None:
    game = solo(JACKPOT)
    game.enter_dice([6, 6, 6, 6, 2])
    eligible, reason = game.sheet(0).jackpot_eligibility(C.SIXES, game.dice or ())
    assert eligible and reason.value == 24
    assert game.score_jackpot(C.SIXES) == 24
    assert game.sheet(0).jackpot_box(C.SIXES) == 24
    game.enter_dice([6, 6, 6, 2, 2])  # misses "four sixes": the jackpot box gets 0
    assert game.score_jackpot(C.FIVES) == 0
    game.enter_dice([3, 3, 3, 4, 4])  # 17 < 22: no jackpot full house
    assert game.fill(C.FULL_HOUSE, jackpot=True) == 0
    game.enter_value(C.CHOICE, 27)  # a value always fills a regular box
    assert game.sheet(0).boxes(C.CHOICE)[0] == 27 and game.sheet(0).jackpot_open(C.CHOICE)
    for _ in range(4):
        game.enter_value(C.FOURS, 16)
    game.enter_dice([4, 4, 4, 4, 4])
    refused(game, lambda: game.score_jackpot(C.FOURS), IllegalActionError, "illegal_action")
    game.scratch_jackpot(C.FOURS)
    assert game.sheet(0).jackpot_box(C.FOURS) == 0


# --- the opener ---------------------------------------------------------------------------


def test_no_roll_off_at_construction_and_no_play_before_the_opener() -> None:
    game = RealDiceGame(["Ann", "Bo", "Cy"], STANDARD.derive(prediction=True, speed_seconds=20))
    assert game.needs_opener and game.real_dice
    assert game.roll_off == () and game.opening_order == ()
    assert game.roll_off_contenders == (0, 1, 2)
    assert not game.needs_prediction  # nobody is to play yet
    for action in (
        lambda: game.enter_dice([1, 2, 3, 4, 5]),
        lambda: game.enter_value(C.FOURS, 4),
        lambda: game.scratch(C.FOURS),
        lambda: game.timeout(),
        lambda: game.suggested_scratch(),
    ):
        info = refused(game, action, IllegalActionError, "opener_needed")
        assert "before the opener is chosen" in str(info.value)
    refused(game, game.undo, IllegalActionError, "nothing_to_undo")
    game.predict("Cy", 12)  # a prediction is no play: stated whenever before the turn
    assert game.predictions == {"Cy": 12}
    assert "choosing who starts" in repr(game)


@pytest.mark.parametrize("who", ["Bo", 1])
def test_set_opener_by_name_or_index(who: str | int) -> None:
    game = RealDiceGame(["Ann", "Bo", "Cy"])
    game.set_opener(who)
    assert not game.needs_opener
    assert game.opening_order == game.round_order == ("Bo", "Cy", "Ann")
    assert game.current_seat == "Bo" and game.roll_off_contenders == ()
    assert game.log == ({"action": "set_opener", "seat": 1},)
    refused(game, lambda: game.set_opener("Ann"), IllegalActionError, "opener_set")
    refused(game, lambda: game.enter_roll_off([3, 4, 5]), IllegalActionError, "opener_set")
    refused(game, lambda: game.set_opener("Dee"), InvalidInputError, "invalid_input")


def test_roll_off_ties_throw_again_among_themselves() -> None:
    game = RealDiceGame(["Ann", "Bo", "Cy", "Dee"])
    assert game.enter_roll_off([18, 25, 9, 25]) == (1, 3)
    assert game.needs_opener and game.roll_off_contenders == (1, 3)
    # A save in the middle of a roll-off loads and carries on.
    game = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert game.to_dict()["opener"] is None
    refused(game, lambda: game.enter_roll_off([4, 4, 4, 4]), InvalidInputError, "roll_off_count")
    assert game.enter_roll_off([4, 4]) == (1, 3)
    assert game.enter_roll_off([3, 6]) == ()
    assert game.opening_order == ("Dee", "Ann", "Bo", "Cy")
    assert game.roll_off == (
        {"Ann": 18, "Bo": 25, "Cy": 9, "Dee": 25},
        {"Bo": 4, "Dee": 4},
        {"Bo": 3, "Dee": 6},
    )
    assert game.log[-1] == {"action": "enter_roll_off", "totals": [3, 6]}
    assert game.to_dict()["opener"] == 3
    assert Game.replay(game.to_dict()) == game


@pytest.mark.parametrize(
    ("totals", "code", "params"),
    [
        ([5, 6], "roll_off_count", {"expected": 3, "count": 2}),
        ([5, 6, 7, 8], "roll_off_count", {"expected": 3, "count": 4}),
        ("567", "roll_off_count", {"expected": 3, "count": None}),
        ([5, 31, 7], "roll_off_total", {"index": 1, "low": 1, "high": 30}),
        ([0, 6, 7], "roll_off_total", {"index": 0, "low": 1, "high": 30}),
        ([5, 6, True], "roll_off_total", {"index": 2, "low": 1, "high": 30}),
    ],
)
def test_bad_roll_off_totals_are_refused(totals: Any, code: str, params: dict[str, object]) -> None:
    game = RealDiceGame(["Ann", "Bo", "Cy"])
    info = refused(game, lambda: game.enter_roll_off(totals), InvalidInputError, code)
    assert info.value.params == params


def test_the_table_may_name_the_opener_after_a_tied_roll_off() -> None:
    game = RealDiceGame(["Ann", "Bo", "Cy"])
    assert game.enter_roll_off([6, 6, 2]) == (0, 1)
    game.set_opener("Cy")  # the table has had enough of throwing
    assert game.opening_order[0] == "Cy" and game.roll_off == ({"Ann": 6, "Bo": 6, "Cy": 2},)
    assert Game.replay(game.to_dict()) == game


def test_one_seat_needs_no_opener() -> None:
    game = RealDiceGame(["Solo"])
    assert not game.needs_opener and game.opening_order == ("Solo",) and game.roll_off == ()
    refused(game, lambda: game.set_opener(0), IllegalActionError, "opener_set")
    game.enter_value(C.SIXES, 24)
    assert game.round == 2


# --- turn order --------------------------------------------------------------------------


def test_leader_order_follows_the_values_entered() -> None:
    game = real(["Ann", "Bo", "Cy"])  # Ann opens
    assert game.round_order == ("Ann", "Bo", "Cy")
    game.enter_value(C.FOURS, 12)  # Ann
    game.enter_dice([6, 6, 6, 6, 5])
    game.score(C.CHOICE)  # Bo 29
    game.enter_value(C.SIXES, 30)  # Cy 30: the highest box leads round 2
    assert game.round == 2 and game.round_order == ("Cy", "Ann", "Bo")
    game.enter_value(C.FOURS, 8)  # Cy
    game.enter_value(C.FIVES, 20)  # Ann
    game.enter_value(C.FIVES, 20)  # Bo, level with Ann: the earlier of the round leads
    assert game.round_order == ("Ann", "Bo", "Cy")


def test_fixed_order_keeps_the_opener() -> None:
    game = RealDiceGame(["Ann", "Bo", "Cy"], STANDARD.derive(turn_order="fixed"))
    game.set_opener("Bo")
    for value in (4, 20, 8):
        game.enter_value(C.FOURS, value)
    assert game.round_order == ("Bo", "Cy", "Ann")


def test_a_correction_leaves_the_turn_order_as_entered() -> None:
    game = real(["Ann", "Bo", "Cy"])
    game.enter_value(C.FOURS, 12)  # Ann
    game.enter_value(C.CHOICE, 30)  # Bo, who meant 13
    game.correct("Bo", C.CHOICE, 0, 13)
    game.enter_value(C.FOURS, 16)  # Cy
    # Bo's 30 was entered this round, so Bo leads round 2 all the same.
    assert game.round_order == ("Bo", "Cy", "Ann")
    assert game.sheet("Bo").boxes(C.CHOICE)[0] == 13


# --- teams, predictions, speed ------------------------------------------------------------


def test_a_team_turn_is_the_teams_final_dice_or_value() -> None:
    game = RealDiceGame(teams=[["Ann", "Bo"], ["Cy", "Di", "Ed"]], rules=QUICK)
    assert game.needs_opener
    game.set_opener("Cy & Di & Ed")
    assert game.current_player == "Cy"  # the captain types for the team
    game.enter_dice([5, 5, 5, 2, 2])
    assert game.score(C.FULL_HOUSE) == 24  # no member rolls, no pick
    assert game.current_seat == "Ann & Bo" and not game.picking
    game.enter_value(C.STRAIGHT, 25)
    for action in (lambda: game.finish_member(), lambda: game.pick(0)):
        refused(game, action, IllegalActionError, "real_dice")
    fill_with_zeros(game)
    assert game.result("Ann").points == 25 and game.result("Di").points == 24
    assert [s.player for s in game.standings()] == ["Ann & Bo", "Cy & Di & Ed"]
    assert Game.from_dict(game.to_dict()) == game
    assert Game.replay(game.to_dict()) == game


def test_predictions_come_before_the_seats_first_entry() -> None:
    rules = QUICK.derive(prediction=True)
    game = real(["Ann", "Bo"], rules)
    assert game.needs_prediction
    for action in (
        lambda: game.enter_value(C.SIXES, 18),
        lambda: game.enter_dice([6, 6, 6, 1, 1]),
        lambda: game.scratch(C.SIXES),
    ):
        refused(game, action, IllegalActionError, "prediction_needed")
    game.predict("Ann", 43)
    game.predict("Bo", 0)
    game.enter_dice([6, 6, 6, 1, 1])
    refused(game, lambda: game.predict("Ann", 40), IllegalActionError, "prediction_too_late")
    game.score(C.SIXES)  # Ann 18
    game.enter_value(C.SIXES, 0)  # Bo
    game.enter_value(C.STRAIGHT, 25)  # Ann 43
    fill_with_zeros(game)
    assert game.result("Ann").prediction_bonus == 2 and game.result("Ann").points == 45
    assert game.result("Bo").prediction_bonus == 2 and game.result("Bo").points == 2


def test_speed_timeout_works_as_rolled_on_the_phone() -> None:
    game = real(["Ann", "Bo"], STANDARD.derive(speed_seconds=20))
    game.enter_dice([1, 1, 2, 2, 3])
    assert game.timeout(C.STRAIGHT) == (C.STRAIGHT, False)
    assert game.sheet("Ann").boxes(C.STRAIGHT)[0] == 0 and game.current_seat == "Bo"
    game.undo()
    assert game.dice == (1, 1, 2, 2, 3) and game.current_seat == "Ann"


# --- corrections -------------------------------------------------------------------------


def test_correct_recomputes_points_during_and_after_the_game() -> None:
    game = solo()
    for value in (16, 16, 16, 0):
        game.enter_value(C.FOURS, value)
    assert game.result(0).category_points[C.FOURS] == 0
    game.correct("Solo", C.FOURS, 3, 4)  # 52 in the row: the Fours points
    assert game.sheet(0).boxes(C.FOURS) == (16, 16, 16, 4)
    assert game.result(0).category_points[C.FOURS] == 2
    assert game.log[-1] == {
        "action": "correct",
        "seat": 0,
        "category": "fours",
        "box": 3,
        "value": 4,
    }
    assert game.round == 5  # no turn taken
    fill_with_zeros(game)
    before = game.result(0).points
    game.correct(0, C.FOURS, 0, 0)  # after the game, by agreement of the table
    assert game.is_over() and game.result(0).points == before - 2
    assert Game.replay(game.to_dict()) == game


def test_undo_takes_back_an_entry_until_the_next_dice_are_entered() -> None:
    game = real()
    game.enter_dice([5, 5, 5, 3, 3], first_roll=True)
    game.score(C.FULL_HOUSE)  # Ann 21
    game.undo()  # the turn as it was before the fill: the same dice, still first roll
    assert game.dice == (5, 5, 5, 3, 3) and game.turn.first_roll and game.current_seat == "Ann"
    game.score(C.FIVES)
    game.enter_value(C.FOURS, 12)  # Bo
    game.undo()
    assert game.sheet("Bo").filled_count() == 0 and game.current_seat == "Bo"
    game.enter_value(C.FOURS, 8)  # Bo again; round 2, Ann leads
    assert game.can_undo()
    game.enter_dice([1, 1, 1, 1, 1])  # Ann's dice are in: Bo's Fours stand
    assert not game.can_undo()
    refused(game, game.undo, IllegalActionError, "nothing_to_undo")
    assert [e["action"] for e in game.log].count("undo") == 2


def test_correct_is_undone_like_a_fill_and_one_step_only() -> None:
    game = real()
    game.enter_value(C.SIXES, 24)  # Ann
    game.enter_value(C.SIXES, 12)  # Bo
    game.correct("Ann", C.SIXES, 0, 18)
    assert game.corrections == (Correction(0, C.SIXES, 0, 18),)
    game.undo()  # takes back the correction
    assert game.sheet("Ann").boxes(C.SIXES)[0] == 24 and game.current_seat == "Ann"
    assert game.corrections == ()
    refused(game, game.undo, IllegalActionError, "nothing_to_undo")  # Bo's 12 stands
    game.correct("Bo", C.SIXES, 0, 18)
    game.enter_value(C.FOURS, 12)  # Ann
    game.undo()  # takes back Ann's Fours: the correction stands
    assert game.corrections == (Correction(1, C.SIXES, 0, 18),)
    assert Game.from_dict(game.to_dict()).corrections == game.corrections


def test_correct_keeps_the_balut_bonuses_consistent() -> None:
    game = solo(STANDARD.derive(per_balut_bonus=2, first_roll_balut_bonus=5))
    game.enter_value(C.BALUT, 30, first_roll=True)
    game.enter_value(C.SIXES, 30)
    assert (game.result(0).balut_bonus_extra, game.result(0).first_roll_bonus) == (4, 5)
    game.correct(0, C.BALUT, 0, 35)  # still a balut: the bonuses stand
    assert (game.result(0).balut_bonus_extra, game.result(0).first_roll_bonus) == (4, 5)
    game.correct(0, C.SIXES, 0, 24)  # no balut after all
    game.correct(0, C.BALUT, 0, 0)
    assert (game.result(0).balut_bonus_extra, game.result(0).first_roll_bonus) == (0, 0)
    game.correct(0, C.SIXES, 0, 30)
    assert game.result(0).balut_bonus_extra == 2
    assert Game.from_dict(game.to_dict()) == game


def test_bad_corrections_are_refused() -> None:
    game = real()
    game.enter_value(C.SIXES, 24)
    refused(game, lambda: game.correct("Ann", C.SIXES, 1, 6), IllegalActionError, "box_not_filled")
    refused(game, lambda: game.correct("Bo", C.SIXES, 0, 6), IllegalActionError, "box_not_filled")
    info = refused(
        game, lambda: game.correct("Ann", C.SIXES, 4, 6), InvalidInputError, "invalid_box"
    )
    assert info.value.params == {"category": "sixes", "low": 0, "high": 3}
    refused(game, lambda: game.correct("Ann", C.SIXES, 0, 7), InvalidInputError, "impossible_value")
    assert refused(
        game, lambda: game.correct("Ann", C.SIXES, 1, 6), IllegalActionError, "box_not_filled"
    ).value.params == {"category": "sixes", "box": 1}


def fours_then_zeros(game: Game, values: dict[str, int]) -> None:
    """Each seat's Fours box 1 gets its value in ``values``, every other box 0."""
    while not game.is_over():
        category = game.sheet(game.current_index).open_slots()[0][0]
        game.enter_value(category, values[game.current_seat] if category is C.FOURS else 0)


def test_a_tiebreak_is_thrown_at_the_table_and_typed_in() -> None:
    game = real(["Ann", "Bo", "Cy", "Di", "Ed"], QUICK)  # quick breaks ties by a roll-off
    assert game.tiebreak_contenders == ()
    refused(game, lambda: game.enter_tiebreak([20, 21]), IllegalActionError, "no_tiebreak_due")
    fours_then_zeros(game, {"Ann": 8, "Bo": 20, "Cy": 8, "Di": 20, "Ed": 20})
    # The highest group level on points throws first: Bo, Di and Ed, then Ann and Cy.
    assert game.tiebreak_contenders == (1, 3, 4)
    assert all(not s.tiebreak_dice for s in game.standings())
    assert {s.place for s in game.standings()} == {1, 4}  # shared until thrown
    refused(game, lambda: game.enter_tiebreak([20, 21]), InvalidInputError, "roll_off_count")
    assert refused(
        game, lambda: game.enter_tiebreak([20, 4, 21]), InvalidInputError, "roll_off_total"
    ).value.params == {"index": 1, "low": 5, "high": 30}
    refused(game, lambda: game.enter_tiebreak([20, 31, 21]), InvalidInputError, "roll_off_total")
    assert game.enter_tiebreak([25, 25, 9]) == (1, 3)  # Bo and Di level again
    assert game.enter_tiebreak([12, 30]) == (0, 2)
    assert game.enter_tiebreak([17, 16]) == ()
    places = {s.player: s.place for s in game.standings()}
    assert places == {"Di": 1, "Bo": 2, "Ed": 3, "Ann": 4, "Cy": 5}
    note = next(s.tiebreak for s in game.standings() if s.player == "Bo")
    assert note is not None and note.code == "roll_off" and note.roll_off == (25, 12)
    assert game.log[-1] == {"action": "enter_tiebreak", "totals": [17, 16]}
    refused(game, lambda: game.enter_tiebreak([20, 21]), IllegalActionError, "no_tiebreak_due")
    assert Game.replay(game.to_dict()) == game
    assert Game.from_dict(json.loads(json.dumps(game.to_dict()))) == game
    game.undo()  # takes back the last throws typed
    assert game.tiebreak_contenders == (0, 2)


def test_a_tiebreak_throw_in_a_save_is_a_typed_total() -> None:
    game = real(["Ann", "Bo"], QUICK)
    fours_then_zeros(game, {"Ann": 8, "Bo": 8})
    game.enter_tiebreak([22, 14])
    saved = game.to_dict()
    assert saved["state"]["tiebreak_dice"] == [[[22]], [[14]]]
    for throw in ([4], [31], [3, 4], [1, 2, 3, 4, 5], ["9"]):
        bad = copy.deepcopy(saved)
        bad["state"]["tiebreak_dice"][0] = [throw]
        with pytest.raises(InvalidInputError):
            Game.from_dict(bad)


def test_a_game_rolled_on_the_phone_throws_its_own_tiebreak() -> None:
    game = Game(["Ann", "Bo"], QUICK, seed=4)
    while not game.is_over():
        game.roll()
        game.scratch(game.sheet(game.current_index).open_slots()[0][0])
    assert all(s.tiebreak_dice for s in game.standings())  # level at 0: thrown already
    assert game.tiebreak_contenders == () and not hasattr(game, "enter_tiebreak")
    typed = {"action": "enter_tiebreak", "totals": [20, 21]}
    refused(game, lambda: game.apply(typed), IllegalActionError, "rolled_dice")


def test_a_correction_after_a_roll_off_game_asks_only_a_new_tie_to_throw() -> None:
    game = real(["Ann", "Bo", "Cy"], QUICK)
    fours_then_zeros(game, {"Ann": 20, "Bo": 20, "Cy": 16})
    assert game.enter_tiebreak([19, 23]) == ()
    throws = {s.player: s.tiebreak_dice for s in game.standings()}
    assert throws == {"Ann": ((19,),), "Bo": ((23,),), "Cy": ()}
    game.correct("Cy", C.FOURS, 0, 12)  # Ann and Bo are level as before: their throws stand
    assert {s.player: s.tiebreak_dice for s in game.standings()} == throws
    game.correct("Cy", C.FOURS, 0, 20)  # now all three are level: the three throw afresh
    assert game.tiebreak_contenders == (0, 1, 2)
    assert all(not s.tiebreak_dice for s in game.standings())
    game.enter_tiebreak([10, 11, 12])
    game.correct("Ann", C.FOURS, 0, 4)  # Ann drops out of the tie, Bo and Cy throw again
    assert game.tiebreak_contenders == (1, 2)
    by_player = {s.player: s for s in game.standings()}
    assert not by_player["Ann"].tiebreak_dice and by_player["Ann"].place == 3
    assert Game.replay(game.to_dict()) == game
    game.undo()
    assert game.tiebreak_contenders == ()


# --- refusals across the two kinds of game ------------------------------------------------


def test_rolling_and_holding_are_refused_with_real_dice() -> None:
    game = real()
    for action in (
        lambda: game.roll(),
        lambda: game.roll([0, 1]),
        lambda: game.toggle_hold(0),
        lambda: game.finish_member(),
        lambda: game.pick(0),
    ):
        refused(game, action, IllegalActionError, "real_dice")
    game.enter_dice([1, 2, 3, 4, 5])
    refused(game, lambda: game.roll(), IllegalActionError, "real_dice")


def test_entering_is_refused_in_a_game_rolled_on_the_phone() -> None:
    """A game rolled on the phone has no real-dice actions, and refuses them logged."""
    game = Game(["Ann", "Bo"], seed=3)
    assert not game.real_dice and not game.needs_opener and not isinstance(game, RealDiceGame)
    game.roll()
    game.score(C.CHOICE)
    entries: list[dict[str, Any]] = [
        {"action": "enter_dice", "seat": 1, "dice": [1, 2, 3, 4, 5], "first_roll": False},
        {"action": "enter_value", "seat": 1, "category": "fours", "value": 4, "first_roll": False},
        {"action": "correct", "seat": 0, "category": "choice", "box": 0, "value": 20},
        {"action": "set_opener", "seat": 0},
        {"action": "enter_roll_off", "totals": [3, 4]},
    ]
    for entry in entries:
        assert not hasattr(game, entry["action"])
        refused(game, lambda entry=entry: game.apply(entry), IllegalActionError, "rolled_dice")
    assert "real_dice" not in game.to_dict()["setup"] and "opener" not in game.to_dict()


def test_game_over_refuses_entries_but_not_corrections() -> None:
    game = solo(QUICK)
    fill_with_zeros(game)
    refused(game, lambda: game.enter_dice([1, 1, 1, 1, 1]), IllegalActionError, "game_over")
    refused(game, lambda: game.enter_value(C.FOURS, 4), IllegalActionError, "game_over")
    game.correct(0, C.FOURS, 0, 4)
    assert game.result(0).points == 4


# --- saving, loading, replaying -----------------------------------------------------------


def saved_real_game() -> RealDiceGame:
    game = RealDiceGame(["Ann", "Bo"], JACKPOT.derive(prediction=True), seed=1)
    game.enter_roll_off([20, 20])
    game.enter_roll_off([11, 13])
    game.predict("Ann", 10)
    game.predict("Bo", 12)
    game.enter_dice([6, 6, 6, 6, 3], first_roll=True)
    game.score_jackpot(C.SIXES)
    game.enter_value(C.CHOICE, 22)
    game.enter_dice([2, 2, 2, 2, 2])
    return game


def test_save_format_marks_real_dice_and_the_opener() -> None:
    game = saved_real_game()
    data = json.loads(json.dumps(game.to_dict()))
    assert data["schema"] == 1
    assert data["setup"]["real_dice"] is True and data["opener"] == 1
    assert data["roll_off"] == [[[0, 20], [1, 20]], [[0, 11], [1, 13]]]
    assert data["state"]["dice"] == [2, 2, 2, 2, 2] and data["state"]["rolls_left"] == 0
    restored = Game.from_dict(data)
    assert restored == game and restored.real_dice and restored.dice == (2, 2, 2, 2, 2)
    for loaded in (restored, Game.replay(data), Game.rebuild(data), RealDiceGame.from_dict(data)):
        assert type(loaded) is RealDiceGame
    assert restored.score(C.BALUT) == game.score(C.BALUT) == 30
    assert restored == game
    assert Game.replay(game.to_dict()) == game


def test_first_roll_dice_survive_a_save() -> None:
    game = solo(STANDARD.derive(first_roll_balut_bonus=5))
    game.enter_dice([4] * 5, first_roll=True)
    restored = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    restored.score(C.BALUT)
    assert restored.result(0).first_roll_bonus == 5


def undoable_game() -> RealDiceGame:
    """Set at the table, no roll-off; the last value can still be undone."""
    game = real()
    game.enter_value(C.FOURS, 8)
    return game


def log_entry(data: dict[str, Any], action: str) -> dict[str, Any]:
    entry: dict[str, Any] = next(e for e in data["log"] if e["action"] == action)
    return entry


def corrupt(change: Callable[[dict[str, Any]], object], game: Game) -> dict[str, Any]:
    data = copy.deepcopy(game.to_dict())
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["setup"].update(real_dice=False), "only as true"),
        (lambda d: d["setup"].pop("real_dice"), "both setup.real_dice and opener"),
        (lambda d: d.pop("opener"), "both setup.real_dice and opener"),
        (lambda d: d.update(opener=0), "not the roll-off's winner"),
        (lambda d: d.update(opener=None), "not the roll-off's winner"),
        (lambda d: d.update(opener="1"), "opener must be a whole number"),
        (lambda d: d.update(roll_off=[[[0, 31], [1, 2]]]), "roll_off die"),
        (lambda d: d.update(roll_off=[[[0, 2], [1, 3]], [[1, 4]]]), "after the opener"),
        (lambda d: d["state"].update(held=[True] * 5), "real-dice turn"),
        (lambda d: d["state"].update(rolls_left=1), "real-dice turn"),
        (
            lambda d: d["log"].append(
                {"action": "roll", "seat": 0, "member": 0, "keep": [], "dice": [1, 1, 1, 1, 1]}
            ),
            "does not occur",
        ),
        (lambda d: d["log"][0].update(totals=[20, 31]), "totals"),
        (
            lambda d: d["log"].append(
                {"action": "correct", "seat": 0, "category": "fours", "box": 9, "value": 4}
            ),
            "log.correct.box",
        ),
        (lambda d: log_entry(d, "enter_dice").update(first_roll=1), "first_roll must be bool"),
        (lambda d: log_entry(d, "enter_value").update(value=51), "log.enter_value.value"),
    ],
)
def test_corrupt_real_dice_saves_are_rejected(change: Any, message: str) -> None:
    with pytest.raises(InvalidInputError, match=re.escape(message)):
        Game.from_dict(corrupt(change, saved_real_game()))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(undo=d["undo"] * 2), "one step of undo"),
        (lambda d: d.update(opener=None), "opener: null, yet the game has started"),
        (lambda d: d.update(opener=None, undo=[]), "play has started before the opener"),
        (lambda d: d.update(opener=5), "opener must be a whole number 0..1"),
    ],
)
def test_corrupt_openers_and_undo_are_rejected(change: Any, message: str) -> None:
    game = undoable_game()
    assert len(game.to_dict()["undo"]) == 1
    with pytest.raises(InvalidInputError, match=re.escape(message)):
        Game.from_dict(corrupt(change, game))


def test_real_dice_actions_are_foreign_to_a_phone_save() -> None:
    data = Game(["Ann"], seed=1).to_dict()
    data["log"].append(
        {"action": "enter_value", "seat": 0, "category": "fours", "value": 4, "first_roll": False}
    )
    with pytest.raises(InvalidInputError, match="does not occur"):
        Game.from_dict(data)
    data = Game(["Ann"], seed=1).to_dict()
    data["setup"]["real_dice"] = True
    with pytest.raises(InvalidInputError, match=r"both setup\.real_dice and opener"):
        Game.from_dict(data)


def test_replay_catches_a_tampered_entry() -> None:
    data = saved_real_game().to_dict()
    entry = next(e for e in data["log"] if e["action"] == "enter_value")
    entry["value"] = 23  # the sheet says 22
    with pytest.raises(InvalidInputError, match="replay"):
        Game.replay(data)
    data = saved_real_game().to_dict()
    data["log"][0]["totals"] = [20, 19]  # Ann would have opened
    with pytest.raises(InvalidInputError, match="replay"):
        Game.replay(data)


# --- random legal real-dice games ---------------------------------------------------------

house_options = st.fixed_dictionaries(
    {},
    optional={
        "tiebreak": st.sampled_from(["dice_total", "shared", "roll_off"]),
        "turn_order": st.sampled_from(["leader", "fixed"]),
        "prediction": st.booleans(),
        "per_balut_bonus": st.sampled_from([0, 2]),
        "first_roll_balut_bonus": st.sampled_from([0, 5]),
        "jackpot_in_dice_total": st.booleans(),
        "speed_seconds": st.sampled_from([0, 20]),
    },
)
rule_sets = strategies.rule_sets(house_options)
seatings = st.one_of(
    strategies.players(4),
    st.just({"teams": [["T0M0", "T0M1"], ["T1M0", "T1M1", "T1M2"]]}),
)


def real_step(game: Game, r: random.Random) -> str:
    """One random legal action of a real-dice game."""
    if game.needs_opener:
        if r.random() < 0.3:
            game.set_opener(r.randrange(len(game.players)))
            return "set_opener"
        game.enter_roll_off([r.randint(1, 3) for _ in game.roll_off_contenders])
        return "enter_roll_off"
    filled = [
        (seat, category, box)
        for seat in range(len(game.players))
        for category in Category
        for box, value in enumerate(game.sheet(seat).boxes(category))
        if value is not None
    ]
    if filled and r.random() < (0.5 if game.is_over() else 0.04):
        seat, category, box = r.choice(filled)
        game.correct(seat, category, box, r.choice(game.possible_values(category)))
        return "correct"
    if game.tiebreak_contenders:  # level at the end: the table throws five dice each
        game.enter_tiebreak([r.randint(5, 12) for _ in game.tiebreak_contenders])
        return "enter_tiebreak"
    if game.is_over():
        return "done"
    seat = game.current_index
    sheet = game.sheet(seat)
    if game.rules.prediction and sheet.prediction is None:
        game.predict(seat, r.randint(-2, 60))
        return "predict"
    if game.can_undo() and r.random() < 0.1:
        game.undo()
        return "undo"
    if game.rules.speed_seconds and r.random() < 0.03:
        game.timeout()
        return "timeout"
    slots = sheet.open_slots()
    regular = [category for category, jackpot in slots if not jackpot]
    if game.dice is None and r.random() < 0.05:  # a cross-out needs no dice
        category, jackpot = r.choice(slots)
        game.fill(category, jackpot=jackpot, crossed=True)
        return "scratch"
    if game.dice is None and regular and r.random() < 0.4:
        category = r.choice(regular)
        value = r.choice(game.possible_values(category))
        game.enter_value(category, value, first_roll=r.random() < 0.3)
        return "enter_value"
    if game.dice is None or r.random() < 0.1:
        game.enter_dice(a_throw(r), first_roll=r.random() < 0.3)
        return "enter_dice"
    category, jackpot = r.choice(slots)
    if jackpot:
        eligible, _ = sheet.jackpot_eligibility(category, game.dice)
        action = "score_jackpot" if eligible and r.random() < 0.8 else "scratch_jackpot"
    else:
        action = "score" if r.random() < 0.85 else "scratch"
    getattr(game, action)(category)
    return action


def check_saved(game: Game) -> None:
    restored = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert restored == game
    assert restored.needs_opener == game.needs_opener and restored.dice == game.dice


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rule_sets, seatings, st.integers(0, 2**32))
def test_random_legal_real_dice_games_save_load_and_replay(
    rules: RuleSet, seating: dict[str, Any], policy: int
) -> None:
    game = RealDiceGame(seating.get("players"), rules, teams=seating.get("teams"))
    r = random.Random(policy)
    actions = 0
    while not game.is_over():
        real_step(game, r)
        actions += 1
        if actions % 9 == 0:
            check_saved(game)
    for _ in range(3):  # corrections after the game
        real_step(game, r)
    while game.tiebreak_contenders:
        real_step(game, r)
    check_saved(game)
    for seat in range(len(game.players)):
        sheet = game.sheet(seat)
        assert sheet.is_complete()
        for category in Category:
            assert all(v in game.possible_values(category) for v in sheet.boxes(category))
    standings = game.standings()
    assert sorted(s.player for s in standings) == sorted(game.players)
    if rules.tiebreak == "roll_off":
        assert len({s.place for s in standings}) == len(standings)
    assert Game.replay(game.to_dict()) == game


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(list(Category)), st.integers(0, 50)), max_size=40))
def test_typed_values_are_accepted_exactly_when_some_dice_score_them(
    entries: list[tuple[Category, int]],
) -> None:
    game = solo(QUICK.derive(per_balut_bonus=2))
    for category, value in entries:
        if game.is_over():
            break
        possible = any(
            box_score(dice, category, game.rules) == value
            for dice in (
                [a, b, c, d, e]
                for a in range(1, 7)
                for b in range(a, 7)
                for c in range(b, 7)
                for d in range(c, 7)
                for e in range(d, 7)
            )
        )
        if not game.sheet(0).open_boxes(category):
            continue
        if possible or value == 0:
            game.enter_value(category, value)
        else:
            with pytest.raises(InvalidInputError):
                game.enter_value(category, value)
    assert Game.from_dict(game.to_dict()) == game


def test_dice_typed_can_be_cleared_for_a_value_and_the_game_replays() -> None:
    game = RealDiceGame(["Ann", "Bo"], STANDARD)
    game.set_opener(0)
    with pytest.raises(IllegalActionError) as nothing:
        game.clear_dice()
    assert nothing.value.code == "no_dice_entered"
    game.enter_dice([3, 3, 3, 6, 6])
    game.clear_dice()
    assert game.dice is None
    with pytest.raises(IllegalActionError) as needs:
        game.score("full_house")
    assert needs.value.code == "no_dice_entered"
    game.enter_value("fours", 8)
    assert game.sheet("Ann").boxes("fours")[0] == 8
    assert Game.replay(game.to_dict()) == game
    rolled = Game(["Ann"], STANDARD, seed=1)
    with pytest.raises(IllegalActionError) as phone:
        rolled.apply({"action": "clear_dice", "seat": 0})
    assert phone.value.code == "rolled_dice"
