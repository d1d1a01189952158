"""Game records, check codes, result links and verifying a record by replay."""

from __future__ import annotations

import base64
import copy
import json
import random
import zlib
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import balut
from balut import (
    RULESETS,
    STANDARD,
    Game,
    InvalidInputError,
    RandomDice,
    RealDiceGame,
    ScriptedDice,
)
from balut import record as rec
from balut.record import check_code, check_record, decode_link, encode_link, record_of, verify

FAST = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FILLS = {"score", "scratch", "score_jackpot", "scratch_jackpot", "timeout"}


def step(game: Game, r: random.Random, undo: float) -> None:
    """One random legal action, holds tapped die by die as the app does."""
    seat = game.current_index
    sheet = game.sheet(seat)
    if game.needs_prediction:
        game.predict(seat, r.randint(-2, 60))
        return
    if game.can_undo() and r.random() < undo:
        game.undo()
        return
    if game.rules.speed_seconds and r.random() < 0.03:
        game.timeout()
        return
    if game.picking:
        if game.picked is None or r.random() < 0.2:
            game.pick(r.randrange(len(game.team_dice)))
            return
    elif game.dice is None:
        game.roll()
        return
    elif game.rolls_left and r.random() < 0.6:
        want = [game.locked[i] or r.random() < 0.4 for i in range(5)]
        if r.random() < 0.5:
            game.roll([i for i in range(5) if want[i]])
            return
        for i in range(5):
            if game.held[i] != want[i]:
                game.toggle_hold(i)
        game.roll()
        return
    elif game.teams is not None:
        game.finish_member()
        return
    category, jackpot = r.choice(sheet.open_slots())
    if r.random() < 0.1:  # tap a hold, then fill all the same
        die = r.randrange(5)
        if game.rolls_left and not game.locked[die]:
            game.toggle_hold(die)
    assert game.dice is not None
    if jackpot:
        eligible, _ = sheet.jackpot_eligibility(category, game.dice)
        game.fill(category, jackpot=True, crossed=not eligible or r.random() < 0.2)
    else:
        game.fill(category, crossed=r.random() < 0.15)


def played(
    game: Game, choices: int | random.Random = 0, undo: float = 0.05, stop: int | None = None
) -> Game:
    """``game`` played to the end (or for ``stop`` actions) with random legal choices."""
    r = random.Random(choices) if isinstance(choices, int) else choices
    actions = 0
    while not game.is_over() and actions != stop:
        step(game, r, undo)
        actions += 1
    return game


def new_game(players: int = 2, rules: balut.RuleSet = STANDARD, seed: int = 1) -> Game:
    return Game([f"P{i}" for i in range(players)], rules, seed)


def finished(players: int = 2, rules: balut.RuleSet = STANDARD, seed: int = 1) -> Game:
    return played(new_game(players, rules, seed), seed)


QUICK_2 = finished(2, balut.QUICK, 5)
QUICK_2_RECORD = record_of(QUICK_2)


def entries(record: dict[str, Any], *actions: str) -> list[int]:
    return [i for i, e in enumerate(record["log"]) if e["action"] in actions]


def edited(record: dict[str, Any], change: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    copied = copy.deepcopy(record)
    change(copied)
    return copied


# --- the record -----------------------------------------------------------------------


def test_record_is_the_setup_and_a_compact_log() -> None:
    game = played(new_game(3, STANDARD, 11), 11, undo=0.3)
    assert any(e["action"] == "undo" for e in game.log)
    record = record_of(game)
    assert set(record) == {"kind", "schema", "setup", "log"}
    assert record["kind"] == "balut.record" and record["schema"] == 1
    assert record["setup"] == game.to_dict()["setup"]
    assert record["setup"]["rules"] == {"name": "standard", "options": {}}
    assert json.loads(json.dumps(record)) == record
    actions = {e["action"] for e in record["log"]}
    assert "undo" not in actions
    assert all("dice" not in e for e in record["log"] if e["action"] == "roll")
    for i, entry in enumerate(record["log"][:-1]):  # taps before a roll or fill are gone
        if entry["action"] == "hold":
            assert record["log"][i + 1]["action"] not in {"roll", *FILLS}
    fills = [e for e in record["log"] if e["action"] in FILLS]
    assert len(fills) == 3 * STANDARD.rounds
    assert verify(record).ok


def test_record_is_of_the_result_not_of_the_taps_and_take_backs() -> None:
    """Undone fills, hold taps and restated predictions leave no trace."""
    rules = STANDARD.derive(prediction=True)
    direct = Game(["Ann", "Bo"], rules, seed=3)
    roundabout = Game(["Ann", "Bo"], rules, seed=3)
    opener = direct.current_index
    direct.predict(opener, 40)
    roundabout.predict(opener, 12)
    roundabout.predict(opener, 40)
    direct.roll()
    roundabout.roll()
    direct.roll([0, 2])
    roundabout.toggle_hold(0)
    roundabout.toggle_hold(1)
    roundabout.toggle_hold(2)
    roundabout.toggle_hold(1)
    roundabout.roll()
    roundabout.score("choice")
    roundabout.predict(1 - opener, 30)
    roundabout.undo()
    direct.predict(1 - opener, 30)
    direct.toggle_hold(4)
    direct.score("sixes")
    roundabout.score("sixes")
    assert direct.log != roundabout.log
    assert record_of(direct) == record_of(roundabout)
    assert check_code(record_of(direct)) == check_code(record_of(roundabout))


def test_dice_are_kept_on_request_and_when_the_seed_does_not_imply_them() -> None:
    with_dice = record_of(QUICK_2, dice=True)
    rolls = [with_dice["log"][i] for i in entries(with_dice, "roll")]
    assert rolls and all(len(e["dice"]) == 5 for e in rolls)
    assert verify(with_dice).ok
    assert check_code(with_dice) != check_code(QUICK_2_RECORD)
    scripted = Game(["Ann"], balut.QUICK, seed=4, dice=ScriptedDice([], RandomDice(4)))
    played(scripted, 4)
    record = record_of(scripted)
    assert record["log"] == [dict(e) for e in scripted.log]  # the whole log, dice and all


def test_a_record_that_does_not_replay_keeps_the_whole_log(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = played(new_game(2, balut.QUICK, 8), 8, undo=0.4)
    assert any(e["action"] == "undo" for e in game.log)
    monkeypatch.setattr(rec, "_compact", lambda log: log[1:])  # a fold gone wrong
    record = record_of(game)
    assert record["log"] == [dict(e) for e in game.log]
    assert verify(record).ok


def test_unfinished_games_have_records_that_verify_as_not_finished() -> None:
    game = played(new_game(2, STANDARD, 2), 2, stop=40)
    result = verify(record_of(game))
    assert not result.ok and result.problem == "not_finished"
    assert result.game is not None and result.game.round == game.round
    assert decode_link(encode_link(record_of(game))) == record_of(game)


def test_real_dice_games_have_records_too() -> None:
    """The new actions replay through the game's own dispatch; the setup's real_dice flag
    names the kind of game (``Game.kind_of``)."""
    r = random.Random(3)
    game = RealDiceGame(["Ann", "Bo", "Cy"], balut.QUICK.derive(prediction=True), 5)
    while game.roll_off_contenders:
        game.enter_roll_off([r.randint(1, 3) for _ in game.roll_off_contenders])
    while not game.is_over():
        if game.needs_prediction:
            game.predict(game.current_index, r.randint(0, 50))
        elif game.can_undo() and r.random() < 0.2:
            game.undo()
        else:
            category, _ = r.choice(game.sheet(game.current_index).open_slots())
            if r.random() < 0.5:
                game.enter_dice([r.randint(1, 6) for _ in range(5)], r.random() < 0.3)
                game.fill(category, crossed=r.random() < 0.2)
            else:
                game.enter_value(category, r.choice(game.possible_values(category)))
    game.correct(0, "fours", 0, 8)
    record = record_of(game)
    assert record["setup"]["real_dice"] is True
    assert {"enter_roll_off", "enter_dice", "enter_value", "correct"} <= {
        e["action"] for e in record["log"]
    }
    assert verify(record).ok
    link = encode_link(record)
    assert decode_link(link) == record and len(link) < 600
    typed = entries(record, "enter_value")[0]

    def value(data: dict[str, Any]) -> None:
        data["log"][typed]["value"] = 1  # no box of any row can hold 1

    assert verify(edited(record, value)).problem == "replay_failed"

    def phone(data: dict[str, Any]) -> None:
        del data["setup"]["real_dice"]

    assert verify(edited(record, phone)).problem in {"replay_failed", "replay_mismatch"}


def test_a_typed_tiebreak_is_in_the_record_and_its_link() -> None:
    game = RealDiceGame(["Ann", "Bo"], balut.QUICK, 5)
    game.set_opener(1)
    while not game.is_over():
        game.enter_value(game.sheet(game.current_index).open_slots()[0][0], 0)
    assert game.enter_tiebreak([14, 14]) == (0, 1)
    assert game.enter_tiebreak([9, 27]) == ()
    record = record_of(game)
    assert record["log"][-2:] == [
        {"action": "enter_tiebreak", "totals": [14, 14]},
        {"action": "enter_tiebreak", "totals": [9, 27]},
    ]
    assert verify(record).ok
    assert decode_link(encode_link(record)) == record
    assert rec._pack_log(record["log"][-1:]) == bytes([len(rec._LINK_OPS) - 1, 2, 9, 27])
    assert check_code(record) != check_code(edited(record, lambda d: d["log"].pop()))


# --- check codes ------------------------------------------------------------------------


def test_check_code_shape_and_a_golden_value() -> None:
    """A fixed game's code: if this changes, old codes and links no longer verify."""
    game = played(Game(["Ann", "Bo"], STANDARD, seed=2024), 7)
    code = check_code(record_of(game))
    assert code == "3MUQ-5T2S"  # also changes if ``step`` above plays differently
    assert len(code) == 9 and code[4] == "-"
    assert set(code.replace("-", "")) <= set(rec.CODE_ALPHABET)
    assert not set(rec.CODE_ALPHABET) & set("01OI") and len(rec.CODE_ALPHABET) == 32
    again = played(Game(["Ann", "Bo"], STANDARD, seed=2024), 7)
    assert check_code(record_of(again)) == code


def change_box(record: dict[str, Any], r: random.Random) -> None:
    entry = record["log"][r.choice(entries(record, "score", "scratch"))]
    entry["value"] += r.choice([-1, 1, 5])


def change_keep(record: dict[str, Any], r: random.Random) -> None:
    entry = record["log"][r.choice(entries(record, "roll"))]
    entry["keep"] = [i for i in range(5) if i not in entry["keep"]]


def change_name(record: dict[str, Any], r: random.Random) -> None:
    players = record["setup"]["players"]
    players[r.randrange(len(players))] += "x"


def change_option(record: dict[str, Any], r: random.Random) -> None:
    options = record["setup"]["rules"]["options"]
    options["balut_bonus"] = not options.get("balut_bonus", True)


def change_seed(record: dict[str, Any], r: random.Random) -> None:
    record["setup"]["seed"] += 1


def change_ruleset(record: dict[str, Any], r: random.Random) -> None:
    rules = record["setup"]["rules"]
    rules["name"] = "extended" if rules["name"] == "quick" else "quick"


CHANGES = [change_box, change_keep, change_name, change_option, change_seed, change_ruleset]


@FAST
@given(
    seed=st.integers(0, 2**64),
    players=st.integers(1, 3),
    name=st.sampled_from(["quick", "extended"]),
)
def test_any_one_change_changes_the_code(seed: int, players: int, name: str) -> None:
    game = played(new_game(players, RULESETS[name], seed), seed)
    record = record_of(game)
    code = check_code(record)
    assert check_code(record_of(played(new_game(players, RULESETS[name], seed), seed))) == code
    r = random.Random(seed)
    for change in CHANGES:
        changed = edited(record, lambda data, change=change: change(data, r))
        assert changed != record
        assert check_code(changed) != code, change.__name__


@FAST
@given(seed=st.integers(0, 2**64), name=st.sampled_from(sorted(RULESETS)))
def test_link_round_trip_and_verify(seed: int, name: str) -> None:
    rules = RULESETS[name].derive(
        locked_holds=seed % 2 == 0, prediction=seed % 3 == 0, speed_seconds=20 * (seed % 5 == 0)
    )
    players = 1 + seed % 2 if name in ("standard", "jackpot") else 1 + seed % 4
    record = record_of(played(new_game(players, rules, seed), seed, undo=0.1))
    link = encode_link(record)
    assert decode_link(link) == record
    assert decode_link(f"https://example.org/balut/?lang=de#{link}\n") == record
    assert decode_link(link.removeprefix("r=")) == record
    result = verify(decode_link(link), expected_code=check_code(record).lower().replace("-", ""))
    assert result.ok, result
    assert result.game is not None and result.game.is_over()


# --- verify ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_verify_accepts_genuine_records_of_every_rule_set(name: str) -> None:
    game = finished(2, RULESETS[name], 21)
    result = verify(record_of(game), expected_code=check_code(record_of(game)))
    assert result.ok and result.problem is None and result.params == {}
    assert result.game is not None
    assert [s.to_dict() for s in map(result.game.sheet, range(2))] == [
        s.to_dict() for s in map(game.sheet, range(2))
    ]
    assert result.game.standings() == game.standings()


def test_verify_accepts_team_prediction_speed_and_unseeded_games() -> None:
    teams = Game(teams=[["Ann", "Bo"], ["Cy", "Di", "Ed"]], rules=balut.QUICK, seed=6)
    rules = balut.QUICK.derive(prediction=True, speed_seconds=20, tiebreak="roll_off")
    for game in (
        played(teams, 6, undo=0.2),
        played(Game(["Ann", "Bo", "Cy"], rules, seed=9), 9, undo=0.2),
        played(Game(["Ann", "Bo"], balut.QUICK), 1),
    ):
        record = record_of(game)
        assert verify(record).ok
        assert decode_link(encode_link(record)) == record
    assert any(e["action"] == "pick" for e in record_of(teams)["log"])


def test_verify_reports_tampering() -> None:
    record = QUICK_2_RECORD
    fill = entries(record, "score")[0]

    def box(data: dict[str, Any]) -> None:
        data["log"][fill]["value"] += 1

    result = verify(edited(record, box))
    assert (result.ok, result.problem, result.game) == (False, "replay_mismatch", None)
    assert result.params["action"] == fill + 1 and result.params["fields"] == ("value",)

    with_dice = record_of(QUICK_2, dice=True)
    roll = entries(with_dice, "roll")[3]

    def die(data: dict[str, Any]) -> None:
        data["log"][roll]["dice"][2] = data["log"][roll]["dice"][2] % 6 + 1

    result = verify(edited(with_dice, die))
    assert result.problem == "replay_mismatch" and result.params["fields"] == ("dice",)

    def drop_fill(data: dict[str, Any]) -> None:
        del data["log"][fill]

    assert verify(edited(record, drop_fill)).problem in {"replay_failed", "replay_mismatch"}

    def drop_last(data: dict[str, Any]) -> None:
        del data["log"][-1]

    result = verify(edited(record, drop_last))
    assert result.problem == "not_finished" and result.game is not None

    def extra_fill(data: dict[str, Any]) -> None:
        data["log"].append(dict(data["log"][-1]))

    result = verify(edited(record, extra_fill))
    assert result.problem == "replay_failed" and result.params["reason"] == "game_over"

    def seat(data: dict[str, Any]) -> None:
        data["log"][fill]["seat"] = 1 - data["log"][fill]["seat"]

    assert verify(edited(record, seat)).params["fields"] == ("seat",)


def test_verify_compares_the_expected_code() -> None:
    code = check_code(QUICK_2_RECORD)
    assert verify(QUICK_2_RECORD, expected_code=f" {code.lower()} ").ok
    assert verify(QUICK_2_RECORD, expected_code=code.replace("-", "")).ok
    other = "2222-2222" if code != "2222-2222" else "3333-3333"
    result = verify(QUICK_2_RECORD, expected_code=other)
    assert (result.ok, result.problem, result.params) == (
        False,
        "code_mismatch",
        {"expected": other},
    )
    assert result.game is not None and result.code == code
    for typo in ("ABCD-EFG0", "ABCD-EFG", "ABCDE-FGHJK", ""):
        assert verify(QUICK_2_RECORD, expected_code=typo).problem == "code_malformed"


def test_verify_wants_the_setup_exactly_as_the_game_saves_it() -> None:
    def spaced(data: dict[str, Any]) -> None:
        data["setup"]["players"][0] = " P0"

    result = verify(edited(QUICK_2_RECORD, spaced))
    assert result.problem == "record_malformed"
    assert result.params["reason"] == "setup_not_canonical"

    def default_option(data: dict[str, Any]) -> None:
        data["setup"]["rules"]["options"]["tiebreak"] = "roll_off"  # quick's own

    result = verify(edited(QUICK_2_RECORD, default_option))
    assert result.problem == "record_malformed" and result.params["field"] == "setup.rules"

    def unknown_flag(data: dict[str, Any]) -> None:
        data["setup"]["moon_dice"] = True

    result = verify(edited(QUICK_2_RECORD, unknown_flag))
    assert result.problem == "record_malformed" and result.params["reason"] == "setup_unknown"


def test_verify_never_raises_on_junk() -> None:
    junk: list[object] = [
        None,
        [],
        {},
        "record",
        {**QUICK_2_RECORD, "kind": "balut.game"},
        {**QUICK_2_RECORD, "schema": 2},
        {**QUICK_2_RECORD, "log": [{"action": "roll"}]},
        {**QUICK_2_RECORD, "log": [{"action": "hold", "seat": 0, "die": 9, "held": True}]},
        {**QUICK_2_RECORD, "log": [{"action": "explode", "seat": 0}]},
        {**QUICK_2_RECORD, "log": [{"action": "undo", "extra": 1}]},
        {**QUICK_2_RECORD, "setup": {**QUICK_2_RECORD["setup"], "seed": True}},
        {**QUICK_2_RECORD, "setup": {**QUICK_2_RECORD["setup"], "dice": True}},
        {**QUICK_2_RECORD, "setup": {**QUICK_2_RECORD["setup"], "players": ["A", "a"]}},
    ]
    for item in junk:
        result = verify(item)
        assert not result.ok and result.problem is not None
        assert result.problem.startswith(("record_", "replay_")), result
    assert verify({**QUICK_2_RECORD, "schema": 2}).problem == "record_schema"
    result = verify(junk[7])
    assert result.problem == "replay_failed" and result.params["reason"] == "malformed"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=10,
)


@FAST
@given(junk=json_values, where=st.sampled_from(["setup", "log", "entry", "seed", "players"]))
def test_verify_and_the_link_take_junk_in_any_place(junk: object, where: str) -> None:
    data = copy.deepcopy(QUICK_2_RECORD)
    if where == "entry":
        data["log"][5] = junk
    elif where in ("setup", "log"):
        data[where] = junk
    else:
        data["setup"][where] = junk
    assert not verify(data).ok
    try:
        link = encode_link(data)
    except InvalidInputError as error:
        assert error.code.startswith("record_")
    else:  # well shaped, just not a game that replays
        assert decode_link(link) == data


# --- hostile links -------------------------------------------------------------------------


def packed(data: bytes) -> str:
    return "r=1" + base64.urlsafe_b64encode(zlib.compress(data, 9)).rstrip(b"=").decode()


def link_parts(record: dict[str, Any]) -> tuple[bytes, bytes]:
    """The unpacked link: canonical JSON of the record without its log, and the log bytes."""
    data = zlib.decompress(base64.urlsafe_b64decode(encode_link(record)[3:] + "=="))
    head, _, body = data.partition(b"\n")
    return head, body


HEAD, BODY = link_parts(QUICK_2_RECORD)
BOMB = zlib.compress(b" " * (rec.MAX_RECORD_BYTES * 4), 9)


HOSTILE = [
    ("", "link_malformed"),
    ("#", "link_malformed"),
    ("r=", "link_malformed"),
    ("https://example.org/balut/", "link_malformed"),
    ("r=1 eNo!", "link_malformed"),
    ("r=1abcde", "link_malformed"),  # 5 base64 characters cannot be bytes
    ("r=1" + "A" * 100, "link_corrupt"),
    ("r=9eJzLSM3JyQcABiwCFQ", "link_version"),
    ("#r=2abc", "link_version"),
    ("r=1" + "A" * (rec.MAX_LINK_CHARS + 1), "link_too_long"),
    ("x" * 10_000_000, "link_too_long"),
    ("r=1" + base64.urlsafe_b64encode(BOMB).rstrip(b"=").decode(), "link_too_large"),
    (packed(HEAD + b"\n" + BODY)[:-12], "link_truncated"),
    (packed(b"hello, world"), "link_malformed"),
    (packed("\u00e9t\u00e9".encode()), "link_malformed"),
    (packed(b"[" * 500_000 + b"]" * 500_000 + b"\n"), "link_malformed"),
    (packed(b'{"a":' * 10_000 + b"1" + b"}" * 10_000 + b"\n"), "link_malformed"),
    (packed(b'"' + b'\\"' * 400_000 + b"\n"), "link_malformed"),
    (packed(b"[1.5]\n"), "link_malformed"),
    (packed(b'{"a":NaN}\n'), "link_malformed"),
    (packed(HEAD), "link_malformed"),  # no log
    (packed(HEAD.replace(b":", b": ") + b"\n" + BODY), "link_malformed"),  # not canonical
    (packed(HEAD[:-1] + b',"kind":"balut.record"}\n' + BODY), "link_malformed"),  # dup key
    (packed(HEAD + b"\n" + BODY + b"\x06\x00"), "link_malformed"),  # log cut short
    (packed(HEAD + b"\n" + BODY + b"\xf0"), "link_malformed"),  # unknown entry
    (packed(HEAD + b"\n" + b"\x06\x00\x09\x00"), "link_malformed"),  # no category 9
    (packed(HEAD + b"\n" + b"\x0b" * (rec.MAX_LOG_ENTRIES + 1)), "record_malformed"),
    (packed(HEAD.replace(b'"schema":1', b'"schema":2') + b"\n"), "record_schema"),
    (packed(b'{"kind":"balut.game"}\n'), "record_malformed"),
]


@pytest.mark.parametrize(
    ("link", "code"),
    HOSTILE,
    ids=[f"{i}-{code}" for i, (_, code) in enumerate(HOSTILE)],
)
def test_hostile_links_are_refused_with_a_code(link: str, code: str) -> None:
    """Each refused with its code (how fast: bench/hostile_links.py, since a link of
    30,000 characters can unpack to a megabyte of brackets, quotes or escapes)."""
    with pytest.raises(InvalidInputError) as caught:
        decode_link(link)
    assert caught.value.code == code, caught.value


def test_link_data_must_be_as_encode_link_writes_it() -> None:
    link = encode_link(QUICK_2_RECORD)
    raw = zlib.decompress(base64.urlsafe_b64decode(link[3:] + "=="))
    trailing = zlib.compress(raw, 9) + b"junk"
    with pytest.raises(InvalidInputError, match="after its record"):
        decode_link("r=1" + base64.urlsafe_b64encode(trailing).decode().rstrip("="))
    # A roll written as a JSON entry although it fits the compact form.
    roll = json.dumps(QUICK_2_RECORD["log"][0], sort_keys=True, separators=(",", ":")).encode()
    assert BODY.startswith(b"\x02")
    first = b"\xff" + len(roll).to_bytes(2, "big") + roll
    with pytest.raises(InvalidInputError) as caught:
        decode_link(packed(HEAD + b"\n" + first + BODY[4:]))
    assert caught.value.code == "link_malformed"
    assert decode_link(packed(HEAD + b"\n" + BODY)) == QUICK_2_RECORD


def test_entries_that_do_not_fit_the_compact_form_travel_as_json() -> None:
    record = edited(QUICK_2_RECORD, lambda d: d["log"][0].update(keep=[3, 1]))
    assert decode_link(encode_link(record)) == record
    assert not verify(record).ok


@FAST
@given(text=st.text(max_size=200) | st.binary(max_size=300).map(packed))
def test_any_text_decodes_or_raises_invalid_input(text: str) -> None:
    with pytest.raises(InvalidInputError) as caught:
        decode_link(text)
    assert caught.value.code.startswith(("link_", "record_"))


def test_link_length_of_a_four_player_standard_game() -> None:
    """A finished 4-player standard game: about 800 characters (800-900 as the app's
    players roll; the log as zlib-packed JSON would take 1,400, the dice kept 1,600, the
    game's whole log as JSON 3,200; an 8-player jackpot game takes about 1,700)."""
    game = played(new_game(4, STANDARD, 12345), 12345, undo=0.02)
    link = encode_link(record_of(game))
    assert 500 < len(link) < 1200, len(link)
    assert len(check_record(record_of(game))["log"]) < len(game.log)
