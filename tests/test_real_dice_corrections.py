"""Real-dice mode, corrections and replays: a box is mended by agreement (``correct``),
moved to another row (``move_box``) or cleared and owed (``clear_box``); a
real-dice game saves, loads and replays like any other game, ``Game.from_dict`` loads it
as a ``RealDiceGame``, and corrupt saves are rejected."""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Callable
from typing import Any

import pytest
import strategies
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from real_dice_games import C, a_throw, fill_with_zeros, real, refused, solo

from balut import (
    JACKPOT,
    QUICK,
    STANDARD,
    Category,
    Correction,
    Game,
    IllegalActionError,
    InvalidInputError,
    RealDiceGame,
    RuleSet,
)
from balut.record import check_code, decode_link, encode_link, record_of, verify
from balut.rules import box_score

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


# --- a box moved or cleared by agreement ---------------------------------------------------


def three_rounds_in() -> RealDiceGame:
    """Ann, Bo and Cy (fixed order) after two rounds, Ann to play round 3."""
    game = real(["Ann", "Bo", "Cy"], STANDARD.derive(turn_order="fixed"))
    for values in ((C.FOURS, 12), (C.SIXES, 18), (C.FIVES, 10)) * 2:
        game.enter_value(*values)
    return game


def test_a_box_moves_to_another_row_and_the_rounds_stand() -> None:
    game = three_rounds_in()
    game.move_box("Ann", C.FOURS, 0, C.FIVES, 15)  # "that was my Fives, not my Fours"
    ann = game.sheet("Ann")
    assert ann.boxes(C.FOURS)[:2] == (12, None) and ann.boxes(C.FIVES)[0] == 15
    assert (game.round, game.current_seat, ann.filled_count()) == (3, "Ann", 2)
    assert game.corrected_boxes("Ann") == {(C.FIVES, 0)}
    assert game.corrections == (Correction(0, C.FOURS, 0, 15, C.FIVES),)
    assert game.log[-1] == {
        "action": "move_box", "seat": 0, "category": "fours", "box": 0, "to": "fives",
        "value": 15,
    }  # fmt: skip
    assert game.move_box("Bo", C.SIXES, 1, C.CHOICE) == 18  # the value it held
    assert game.sheet("Bo").boxes(C.CHOICE)[0] == 18
    assert Game.replay(game.to_dict()) == game
    game.undo()
    assert game.sheet("Bo").boxes(C.SIXES)[:2] == (18, 18) and game.corrected_boxes("Bo") == set()


def test_a_move_keeps_the_rules_limits() -> None:
    game = three_rounds_in()
    refused(game, lambda: game.move_box("Ann", C.FOURS, 0, C.FOURS), IllegalActionError, "same_row")
    refused(
        game,
        lambda: game.move_box("Ann", C.FOURS, 0, C.FIVES),
        InvalidInputError,
        "impossible_value",
    )
    refused(
        game,
        lambda: game.move_box("Ann", C.FOURS, 2, C.FIVES, 5),
        IllegalActionError,
        "box_not_filled",
    )
    refused(
        game, lambda: game.move_box("Ann", C.FOURS, 4, C.FIVES, 5), InvalidInputError, "invalid_box"
    )
    for value in (5, 10):
        game.move_box("Bo", C.SIXES, 0, C.FIVES, value)
        game.enter_value(C.FIVES, 5)  # Ann, Bo, Cy: each row's four boxes fill
        game.enter_value(C.FIVES, 5)
        game.enter_value(C.FIVES, 5)
    game.enter_value(C.SIXES, 6)  # Ann
    game.enter_value(C.SIXES, 6)  # Bo, whose Fives are full
    info = refused(
        game, lambda: game.move_box("Bo", C.SIXES, 0, C.FIVES, 5), IllegalActionError, "row_full"
    )
    assert info.value.params == {"category": "fives"}
    fill_with_zeros(game)
    refused(
        game,
        lambda: game.move_box("Ann", C.FOURS, 0, C.CHOICE, 12),
        IllegalActionError,
        "game_over",
    )
    refused(game, lambda: game.clear_box("Ann", C.FOURS, 0), IllegalActionError, "game_over")


def test_a_cleared_box_is_owed_and_played_at_once() -> None:
    game = three_rounds_in()
    game.enter_value(C.FOURS, 4)  # Ann, round 3; Bo to play
    game.clear_box("Ann", C.FOURS, 0)  # not Ann's throw after all: struck off the sheet
    assert game.sheet("Ann").boxes(C.FOURS)[:3] == (12, 4, None)
    assert (game.owed, game.current_seat, game.round) == ((0,), "Ann", 3)
    assert game.corrections == (Correction(0, C.FOURS, 0, None),)
    for loaded in (
        Game.from_dict(json.loads(json.dumps(game.to_dict()))),
        Game.replay(game.to_dict()),
    ):
        assert loaded == game and loaded.current_seat == "Ann"
    game.enter_value(C.CHOICE, 20)  # Ann's make-up turn
    assert (game.owed, game.current_seat, game.round) == ((), "Bo", 3)
    assert game.sheet("Ann").filled_count() == 3
    game.enter_value(C.SIXES, 6)  # Bo
    game.enter_dice([1, 2, 3, 4, 5])  # Cy's dice are typed: a clear waits
    refused(game, lambda: game.clear_box("Bo", C.SIXES, 0), IllegalActionError, "dice_entered")
    assert "owed" not in game.to_dict()["state"]
    assert Game.replay(game.to_dict()) == game


def test_a_make_up_turn_does_not_lead_the_next_round() -> None:
    game = real(["Ann", "Bo"])  # the round's highest box leads the next
    game.enter_value(C.FOURS, 8)  # Ann
    game.clear_box("Ann", C.FOURS, 0)
    game.enter_value(C.SIXES, 30)  # Ann's make-up turn, the highest box of all
    game.enter_value(C.FOURS, 12)  # Bo: round 1 was Ann's 8 and Bo's 12
    assert game.round_order == ("Bo", "Ann")


def test_a_prediction_stands_when_the_only_box_is_cleared() -> None:
    game = real(rules=STANDARD.derive(prediction=True))
    game.predict("Ann", 200)
    game.enter_value(C.FOURS, 8)
    game.clear_box("Ann", C.FOURS, 0)  # nothing left on Ann's sheet, yet she has played
    refused(game, lambda: game.predict("Ann", 300), IllegalActionError, "prediction_too_late")


def test_undo_takes_back_a_clear_and_its_make_up_turn() -> None:
    game = three_rounds_in()
    game.clear_box("Bo", C.SIXES, 1)
    game.undo()
    assert (game.owed, game.current_seat, game.sheet("Bo").boxes(C.SIXES)[1]) == ((), "Ann", 18)
    game.clear_box("Bo", C.SIXES, 1)
    game.enter_value(C.FULL_HOUSE, 0)  # Bo's make-up turn
    game.undo()
    assert (game.owed, game.current_seat) == ((1,), "Bo")
    game.enter_dice([2, 2, 2, 3, 3])
    game.score(C.FULL_HOUSE)
    game.enter_dice([1, 1, 1, 1, 1])  # Ann's dice: the make-up turn and the clear stand
    refused(game, game.undo, IllegalActionError, "nothing_to_undo")
    assert game.corrections == (Correction(1, C.SIXES, 1, None),)


def test_marks_follow_the_boxes_a_clear_and_a_move_shift() -> None:
    game = solo()
    game.enter_value(C.FOURS, 8)
    game.enter_value(C.FOURS, 0)
    game.scratch(C.FOURS)  # crossed out, box 3
    game.correct(0, C.FOURS, 1, 4)
    assert (game.crossed_boxes(0), game.corrected_boxes(0)) == ({(C.FOURS, 2)}, {(C.FOURS, 1)})
    game.clear_box(0, C.FOURS, 0)  # the boxes after it move up
    assert (game.crossed_boxes(0), game.corrected_boxes(0)) == ({(C.FOURS, 1)}, {(C.FOURS, 0)})
    game.enter_value(C.SIXES, 6)  # the make-up turn
    game.move_box(0, C.FOURS, 1, C.FIVES, 0)  # the cross belonged in Fives
    assert game.sheet(0).boxes(C.FOURS)[:2] == (4, None)
    assert game.corrected_boxes(0) == {(C.FOURS, 0), (C.FIVES, 0)} and not game.crossed_boxes(0)
    game.undo()
    assert (game.crossed_boxes(0), game.corrected_boxes(0)) == ({(C.FOURS, 1)}, {(C.FOURS, 0)})


def test_a_moved_balut_keeps_the_bonuses_consistent() -> None:
    game = solo(STANDARD.derive(per_balut_bonus=2, first_roll_balut_bonus=5))
    game.enter_value(C.BALUT, 30, first_roll=True)
    game.enter_value(C.SIXES, 30)
    assert (game.result(0).balut_bonus_extra, game.result(0).first_roll_bonus) == (4, 5)
    game.move_box(0, C.BALUT, 0, C.CHOICE, 30)  # still five of a kind, not in the Balut row
    assert (game.result(0).balut_bonus_extra, game.result(0).first_roll_bonus) == (4, 0)
    game.clear_box(0, C.SIXES, 0)
    assert game.result(0).balut_bonus_extra == 2
    assert Game.from_dict(game.to_dict()) == game


def test_the_check_code_covers_a_box_put_right() -> None:
    game = solo()
    game.enter_value(C.FOURS, 12)
    game.move_box(0, C.FOURS, 0, C.FIVES, 15)
    game.clear_box(0, C.FIVES, 0)
    fill_with_zeros(game)
    record = record_of(game)
    assert [e["action"] for e in record["log"]][1:3] == ["move_box", "clear_box"]
    assert verify(record).ok and decode_link(encode_link(record)) == record  # the result link
    tampered = copy.deepcopy(record)
    tampered["log"][1]["value"] = 12  # no Fives box holds 12
    assert check_code(tampered) != check_code(record) and not verify(tampered).ok


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
        (
            lambda d: d["log"].append(
                {
                    "action": "move_box",
                    "seat": 0,
                    "category": "fours",
                    "box": 0,
                    "to": "sevens",
                    "value": 4,
                }
            ),
            "sevens",
        ),
        (lambda d: d["state"].update(owed=[0]), "has 1 boxes filled, expected 0"),
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
    if filled and not game.is_over() and r.random() < 0.04:
        assert isinstance(game, RealDiceGame)
        return put_right(game, r, r.choice(filled))
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


def put_right(game: RealDiceGame, r: random.Random, box: tuple[int, Category, int]) -> str:
    """Move a filled box to a row with room (when there is one) or clear it."""
    seat, category, index = box
    rows = [c for c in Category if c is not category and game.sheet(seat).open_boxes(c)]
    if rows and r.random() < 0.6:
        to = r.choice(rows)
        game.move_box(seat, category, index, to, r.choice(game.possible_values(to)))
        return "move_box"
    if game.dice is not None:
        game.clear_dice()  # a clear waits for the turn in hand's dice to be taken back
    game.clear_box(seat, category, index)
    return "clear_box"


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
        if not (game.needs_opener or game.is_over()):  # one box a round, owed ones made up
            turn = game.to_dict()["state"]["turn"]
            for position, seat in enumerate(game.round_order):
                owed = game.owed.count(game.players.index(seat))
                assert game.sheet(seat).filled_count() + owed == game.round - 1 + (position < turn)
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
