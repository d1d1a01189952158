"""Real-dice mode, entering turns: a real-dice game (``RealDiceGame``, a kind of ``Game``)
takes each turn's dice (``enter_dice``) or box value (``enter_value``) from the table; a
whole game typed in either way ends as the same game rolled on the phone, and the actions
of one kind of game are refused in the other."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest
from real_dice_games import C, a_throw, fill_with_zeros, real, refused, solo

from balut import (
    EXTENDED,
    JACKPOT,
    QUICK,
    RULESETS,
    STANDARD,
    Category,
    Game,
    IllegalActionError,
    InvalidInputError,
    RandomDice,
    RealDiceGame,
    RuleSet,
    ScriptedDice,
)


@dataclass(frozen=True)
class PlayedTurn:
    """One turn of a game rolled on the phone, as the table would type it in."""

    seat: int
    dice: tuple[int, ...]
    first_roll: bool
    action: str
    category: Category
    value: int


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
        if turn.action == "score_jackpot":  # the jackpot box's value, as the dice gave it
            assert game.enter_jackpot_value(turn.category, turn.value) == turn.value
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


def test_a_jackpot_box_takes_a_typed_value_it_can_hold_while_its_row_has_room() -> None:
    game = solo(JACKPOT.derive(per_balut_bonus=2))
    assert game.possible_jackpot_values(C.FOURS) == (0, 16, 20)  # (four or five fours)
    assert game.possible_jackpot_values(C.STRAIGHT) == (0, 20)
    assert game.possible_jackpot_values(C.BALUT) == ()
    assert solo(STANDARD).possible_jackpot_values(C.FOURS) == ()
    for value in (15, 23, -1, True, "20"):
        refused(
            game,
            lambda value=value: game.enter_jackpot_value(C.FOURS, value),  # type: ignore[misc]
            InvalidInputError,
            "impossible_value",
        )
    refused(
        game, lambda: game.enter_jackpot_value(C.BALUT, 0), IllegalActionError, "no_jackpot_box"
    )
    assert game.enter_jackpot_value(C.FOURS, 20) == 20  # only 4-4-4-4-4: a balut
    assert game.sheet(0).jackpot_box(C.FOURS) == 20
    assert game.result(0).balut_bonus_extra == 2
    assert (C.FOURS, None) not in game.crossed_boxes(0)
    refused(
        game, lambda: game.enter_jackpot_value(C.FOURS, 0), IllegalActionError, "jackpot_filled"
    )
    game.undo()
    assert game.sheet(0).jackpot_open(C.FOURS) and game.result(0).balut_bonus_extra == 0
    for _ in range(4):
        game.enter_value(C.FIVES, 20)
    refused(
        game, lambda: game.enter_jackpot_value(C.FIVES, 25), IllegalActionError, "jackpot_row_full"
    )
    assert game.enter_jackpot_value(C.FIVES, 0) == 0  # (a full row's jackpot: crossed only)
    assert Game.replay(game.to_dict()) == game


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
