"""Real-dice mode, the order of play: the table names the opener (``set_opener`` /
``enter_roll_off``), turns follow the values entered, teams and predictions take their
turns as on the phone, and a tie the rules break by a roll-off is thrown at the table and
typed in (``enter_tiebreak``)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from real_dice_games import C, fill_with_zeros, real, refused

from balut import (
    QUICK,
    STANDARD,
    Game,
    IllegalActionError,
    InvalidInputError,
    RealDiceGame,
)

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


# --- ties thrown at the table ----------------------------------------------------------


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
