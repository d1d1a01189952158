"""Saving, restoring, replaying and auditing games; rule sets as data."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

import balut
from balut import JACKPOT, STANDARD, Category, Game, InvalidInputError, Match


def played(rules: balut.RuleSet = STANDARD, turns: int = 6) -> Game:
    game = Game(["Ann", "Bo"], rules=rules, seed=42)
    for number in range(turns):
        game.roll()
        game.roll(keep=[0])
        game.score(list(Category)[number % 7])
    game.roll()
    return game


def test_save_is_json_safe_and_versioned() -> None:
    game = played()
    data = game.to_dict()
    text = json.dumps(data, allow_nan=False)
    assert data["schema"] == balut.SCHEMA_VERSION == 1
    assert data["kind"] == "balut.game"
    assert Game.from_dict(json.loads(text)) == game


def test_unseeded_game_draws_a_seed_and_continues_exactly_after_restore() -> None:
    game = Game(["Ann"])
    assert isinstance(game.seed, int)
    game.roll()
    restored = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert [restored.roll() for _ in range(2)] == [game.roll() for _ in range(2)]
    assert restored == game


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(schema=2), "schema 2"),
        (lambda d: d.update(kind="chess"), "not a saved Balut game"),
        (lambda d: d.pop("log"), "missing keys"),
        (lambda d: d["setup"].update(players=["Ann", "Ann"]), "must differ"),
        (lambda d: d["setup"]["rules"].update(name="yahtzee"), "unknown rule set"),
        (lambda d: d["setup"]["rules"]["options"].update(wild=True), "unknown house option"),
        (lambda d: d["state"]["sheets"][0]["rows"].update(sixes=[7]), "not a possible box score"),
        (lambda d: d["state"]["sheets"][0]["rows"]["choice"].append(30), "boxes filled"),
        (lambda d: d["state"].update(dice=[1, 2, 3, 4, 9]), "a die shows 1..6"),
        (lambda d: d["state"].update(rolls_left=3), "do not fit together"),
        (lambda d: d["state"].update(round=99), "state.round"),
        (lambda d: d["state"]["rng"][1].pop(), "state.rng"),
        (lambda d: d["log"].append({"action": "fly"}), "unknown action"),
        (lambda d: d["log"][0].update(seat="0"), "log.predict.seat"),
        (lambda d: d.update(roll_off=[[[0, 3], [1, 3]]]), "does not decide an opener"),
        (lambda d: d["undo"].append({"round": 1}), "missing keys"),
    ],
)
def test_corrupt_saves_are_rejected_with_a_clear_message(change: Any, message: str) -> None:
    game = Game(["Ann", "Bo"], rules=STANDARD.derive(prediction=True), seed=42)
    game.predict("Ann", 10)
    game.predict("Bo", 12)
    for number in range(4):
        game.roll()
        game.score(list(Category)[number])
    game.roll()
    data = copy.deepcopy(game.to_dict())
    change(data)
    with pytest.raises(InvalidInputError, match=message):
        Game.from_dict(data)


def test_replay_audits_the_log() -> None:
    game = played(JACKPOT.derive(locked_holds=True))
    game.toggle_hold(1)
    game.score_jackpot(Category.CHOICE)
    game.undo()
    data = game.to_dict()
    assert Game.replay(data) == game
    kinds = [entry["action"] for entry in data["log"]]
    assert {"roll", "score", "hold", "score_jackpot", "undo"} <= set(kinds)
    forged = copy.deepcopy(data)
    first_roll = next(e for e in forged["log"] if e["action"] == "roll")
    first_roll["dice"] = [6, 6, 6, 6, 6]
    with pytest.raises(InvalidInputError, match="replay diverges at action"):
        Game.replay(forged)
    forged = copy.deepcopy(data)
    first_score = next(e for e in forged["log"] if e["action"] == "score")
    first_score["value"] += 1
    with pytest.raises(InvalidInputError, match="replay diverges"):
        Game.replay(forged)


def with_a_box_changed(data: dict[str, Any]) -> dict[str, Any]:
    """A copy of a game save whose first filled box holds another possible score, in its
    state only (as a sheet edited in storage): well-formed, yet not what its log gives."""
    changed = copy.deepcopy(data)
    rows = changed["state"]["sheets"][0]["rows"]
    category, row = next((c, r) for c, r in rows.items() if r and c != "balut")
    row[0] = next(
        v for v in balut.rules.possible_box_scores(STANDARD, Category(category)) if v != row[0]
    )
    return changed


def test_replay_tells_a_save_changed_outside_the_game_from_a_malformed_one() -> None:
    data = played().to_dict()
    changed = with_a_box_changed(data)
    Game.from_dict(changed)  # loads: nothing but the log says it is wrong
    with pytest.raises(InvalidInputError) as raised:
        Game.replay(changed)
    assert raised.value.code == "replay_mismatch" and raised.value.params == {}
    data["log"][-1]["dice"][0] = 7 - data["log"][-1]["dice"][0]
    with pytest.raises(InvalidInputError, match="replay diverges") as raised:
        Game.replay(data)
    assert raised.value.code == "replay_mismatch"
    assert raised.value.params == {"action": len(data["log"])}
    assert Game.rebuild(changed) == played()  # what its log makes, the box as it was
    with pytest.raises(InvalidInputError) as raised:
        Game.rebuild(data)  # a log that cannot be played: nothing to rebuild
    assert raised.value.params == {"action": len(data["log"])}
    malformed = copy.deepcopy(changed)
    malformed["state"]["round"] = 0
    with pytest.raises(InvalidInputError, match=r"state\.round") as raised:
        Game.replay(malformed)
    assert raised.value.code != "replay_mismatch"


def test_replay_compares_json_types_too() -> None:
    data = Game(["Ann"], seed=1).to_dict()
    assert Game.replay(data).to_dict() == data
    data["state"]["round"] = True  # == 1 in Python, not in a save
    with pytest.raises(InvalidInputError):
        Game.replay(data)


def test_match_replay_rebuilds_every_game_from_its_log() -> None:
    match = balut.Match(["Ann", "Bo"], games=3, seed=4)
    for _ in range(2):
        game = match.current_game
        while not game.is_over():
            game.roll()
            game.score(game.sheet(game.current_index).open_slots()[0][0])
        match.new_game()
    match.current_game.roll()
    data = json.loads(json.dumps(match.to_dict()))
    assert Match.replay(data) == Match.from_dict(data) == match
    for schema in (True, 1.0):  # == 1 in Python, not in a save
        with pytest.raises(InvalidInputError, match="not a saved Balut match"):
            Match.replay({**data, "schema": schema})
    data["games"][0] = with_a_box_changed(data["games"][0])
    Match.from_dict(data)
    with pytest.raises(InvalidInputError) as raised:
        Match.replay(data)
    assert raised.value.code == "replay_mismatch"
    assert Match.rebuild(data) == match  # each game as its log makes it


def test_team_game_saves_and_replays() -> None:
    game = Game(["Reds", "Blues"], teams=[["Ann", "Bo"], ["Cy", "Di"]], seed=3)
    assert game.players == ("Reds", "Blues")
    for _ in range(2):
        game.roll()
        game.finish_member()
    game.pick(1)
    game.score(Category.CHOICE)
    assert Game.replay(game.to_dict()) == game
    assert Game.from_dict(game.to_dict()).teams == (("Ann", "Bo"), ("Cy", "Di"))


def test_rulesets_are_data() -> None:
    assert set(balut.RULESETS) == {"standard", "jackpot", "quick", "extended"}
    assert balut.RULESETS["standard"] is STANDARD
    assert [r.rounds for r in balut.RULESETS.values()] == [28, 34, 7, 14]
    assert str(STANDARD) == "standard"
    house = STANDARD.derive(tiebreak="roll_off", speed_seconds=20, adjustment_bands=[[0, 1]])
    assert house.to_dict() == {
        "name": "standard",
        "options": {"tiebreak": "roll_off", "speed_seconds": 20, "adjustment_bands": [[0, 1]]},
    }
    assert balut.RuleSet.from_dict(json.loads(json.dumps(house.to_dict()))) == house
    assert house.option_notes() == (
        ("tiebreak", "roll_off"),
        ("adjustment_bands", ((0, 1),)),
        ("speed_seconds", 20),
    )
    assert STANDARD.option_notes() == ()
    assert house.name == "standard" and STANDARD.tiebreak == "dice_total"  # STANDARD unchanged
    with pytest.raises(InvalidInputError, match="unknown rule set 'yahtzee'"):
        balut.get_ruleset("yahtzee")
    bad_options = [
        ({"tiebreak": "coin"}, "option_not_allowed"),
        ({"speed_seconds": -1}, "option_out_of_range"),
        ({"speed_seconds": 4}, "option_out_of_range"),
        ({"locked_holds": 1}, "option_not_bool"),
        ({"rounds": 3}, "unknown_option"),
        ({"adjustment_bands": [[0, 1], [0, 2]]}, "band_not_increasing"),
    ]
    for bad, code in bad_options:
        with pytest.raises(InvalidInputError) as raised:
            STANDARD.derive(**bad)
        assert raised.value.code == code
    assert STANDARD.derive(speed_seconds=0).speed_seconds == 0  # 0 switches the timer off


def test_log_entries_are_checked_before_a_replay() -> None:
    game = Game(["Ann"], seed=1)
    game.roll()
    game.toggle_hold(1)
    data = game.to_dict()
    data["log"][-1]["die"] = 9  # used to load, then crash the replay with an IndexError
    with pytest.raises(InvalidInputError, match=r"a die index is 0\.\.4"):
        Game.from_dict(data)


@pytest.mark.parametrize("turn_order", ["leader", "fixed"])
def test_turn_order_of_a_save_must_go_clockwise_from_the_opener(turn_order: str) -> None:
    game = Game(["Ann", "Bo", "Cy"], rules=STANDARD.derive(turn_order=turn_order), seed=1)
    data = game.to_dict()
    first, second, third = data["state"]["order"]
    for order in ([first, third, second], [second, third, first]):
        data["state"]["order"] = order  # not clockwise / not from the roll-off winner
        with pytest.raises(InvalidInputError, match=r"state\.order"):
            Game.from_dict(data)


def test_generator_state_must_be_untouched_by_gauss() -> None:
    data = Game(["Ann"], seed=1).to_dict()
    data["state"]["rng"][2] = float("nan")  # a NaN would make the save unequal to itself
    with pytest.raises(InvalidInputError, match=r"state\.rng"):
        Game.from_dict(data)


def test_log_and_save_are_copies() -> None:
    game = Game(["Ann"], seed=1)
    game.roll()
    game.log[-1]["dice"][0] = 99
    game.score(Category.CHOICE)
    saved = game.to_dict()
    saved["log"][0]["dice"][0] = 42
    saved["undo"][0]["sheets"][0]["rows"]["choice"].append(5)
    assert game.to_dict() != saved
    assert Game.replay(game.to_dict()) == game
    restored = Game.from_dict(saved := game.to_dict())
    saved["log"][0]["dice"][0] = 42
    saved["undo"][0]["dice"][0] = 42
    assert restored == game


def test_rule_set_loader_turns_every_failure_into_invalid_input() -> None:
    with pytest.raises(InvalidInputError):
        balut.RuleSet.from_dict({"name": "standard", "options": {"speed_seconds": 10**5000}})
