"""Every entry of a backup checked against its record (`backup_check`), and bounded work
for hostile files: lines that do not follow are refused by entry and part, old entries
rebuilt, hostile sizes refused before any replay."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

import balut
from balut import record
from balut.web import backup_check
from balut.web.backup import (
    MAX_ALIASES,
    Backup,
    BackupError,
    _resolved,
    checksum,
    fingerprint,
    read_backup,
)
from balut.web.backup_check import BackupCheck, check_all, checked_entry
from balut.web.controller import Controller
from balut.web.paper_draft import paper_entry
from balut.web.records import ENTRY_VERSION
from balut.web.storage import Storage
from tests.backups import CREATED, good_backup, read_file
from tests.histories import history, match_entries
from tests.web.fakes import FakeLocalStorage
from tests.web.test_fuzz_storage import unfinished_entries
from tests.web.test_paper_sheet_glue import play, typed
from tests.web.test_records_backup import page_html

JsonDict = dict[str, Any]


def file_of(entries: list[JsonDict], aliases: dict[str, str] | None = None) -> str:
    data = {**good_backup()["data"], "history": entries, "aliases": aliases or {}}
    return json.dumps(
        {
            "kind": "balut.backup",
            "version": 1,
            "created": CREATED,
            "checksum": checksum(data),
            "data": data,
        }
    )


def refusal(entries: list[JsonDict]) -> BackupError:
    with pytest.raises(BackupError) as caught:
        check_all(read_backup(file_of(entries)), set())
    return caught.value


def paper() -> JsonDict:
    entry = paper_entry(typed(play(balut.QUICK, 2, 3)))
    return {**entry, "v": ENTRY_VERSION, "finished": CREATED, "id": "p1"}


def test_entries_as_the_app_writes_them_all_pass() -> None:
    entries = [
        *history([["Ann", "Bo"], ["Cy"]], seed=4),
        *match_entries(),
        paper(),
        *unfinished_entries(),
    ]
    checked = check_all(read_backup(file_of(entries)), set())
    assert checked.history == entries


def winner_swapped(entry: JsonDict) -> JsonDict:
    return {**entry, "winners": [p for p in entry["players"] if p not in entry["winners"]][:1]}


def points_raised(entry: JsonDict) -> JsonDict:
    lines = copy.deepcopy(entry["standings"])
    lines[-1]["points"] += 99
    return {**entry, "standings": lines}


FORGED_GAMES = {
    "winners": winner_swapped,
    "standings": points_raised,
    "players": lambda e: {**e, "players": ["Bo", "Ann"]},
    "rules": lambda e: {**e, "rules": balut.JACKPOT.to_dict()},
    "teams": lambda e: {**e, "teams": True},
}


@pytest.mark.parametrize("part", FORGED_GAMES)
def test_a_game_whose_lines_do_not_follow_from_its_record_is_refused_by_entry_and_part(
    part: str,
) -> None:
    entries = history([["Cy"], ["Ann", "Bo"]], seed=5)
    entries[1] = FORGED_GAMES[part](entries[1])
    error = refusal(entries)
    assert (error.code, error.entry, error.part) == ("untrue", 2, part)


def test_a_paper_entry_is_checked_against_its_sheets() -> None:
    error = refusal([points_raised(paper())])
    assert (error.code, error.part) == ("untrue", "standings")


def test_an_unfinished_entry_is_checked_against_its_save() -> None:
    game, _ = unfinished_entries()
    error = refusal([{**game, "round": game["round"] + 5}])
    assert (error.code, error.part) == ("untrue", "round")


def test_a_match_table_must_add_up_and_be_its_games_points() -> None:
    *games, match = match_entries()
    rows = copy.deepcopy(match["table"])
    rows[0]["points"][0] += 1
    rows[0]["total"] += 1  # adds up, but is not game 1's points
    assert refusal([*games, {**match, "table": rows}]).part == "table"
    rows = copy.deepcopy(match["table"])
    rows[1]["total"] += 50  # does not add up (alone in the file: no games to compare)
    assert refusal([{**match, "table": rows}]).part == "table"
    assert refusal([winner_swapped(match)]).part == "winners"
    assert check_all(read_backup(file_of([match])), set()).history == [match]


def test_a_record_that_does_not_replay_to_its_end_is_a_damaged_game() -> None:
    entry = history([["Ann"]], seed=6)[0]
    data = record.decode_link(entry["record"])
    cut = {**data, "log": data["log"][:-3]}
    error = refusal([{**entry, "record": record.encode_link(cut)}])
    assert (error.code, error.entry) == ("bad_game", 1)


def test_a_record_with_a_log_longer_than_its_turns_allow_is_not_replayed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    entry = history([["Ann"]], seed=6)[0]
    data = record.decode_link(entry["record"])
    holds = [{"action": "hold", "seat": 0, "keep": []}] * (backup_check.MAX_ACTIONS_PER_TURN * 7)
    long = {**data, "log": [*holds, *data["log"]]}
    monkeypatch.setattr(record, "verify", lambda _r: pytest.fail("replayed"))
    assert refusal([{**entry, "record": long}]).code == "bad_game"


def test_a_huge_match_table_is_refused_before_any_work() -> None:
    *_, match = match_entries()
    rows = [{**row, "points": [1] * 9000, "total": 9000} for row in match["table"]]
    error = refusal([{**match, "table": rows, "games": 9000}])
    assert (error.code, error.entry) == ("entry_too_large", 1)


def test_one_replay_per_distinct_record_and_none_for_entries_already_here(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    one = history([["Ann", "Bo"]], seed=7)[0]
    copies = [
        {**one, "id": f"c{n}", "finished": f"2026-02-{n + 1:02d}T10:00:00+00:00"} for n in range(25)
    ]
    replays = []
    verify = record.verify
    monkeypatch.setattr(record, "verify", lambda r: replays.append(1) or verify(r))
    backup = read_backup(file_of(copies))
    assert check_all(backup, set()).history == copies
    assert len(replays) == 1
    assert check_all(backup, {fingerprint(e) for e in copies}).history == copies
    assert len(replays) == 1


def test_entries_of_layout_1_are_rebuilt_from_their_save() -> None:
    entry = history([["Ann", "Bo"]], seed=8)[0]
    game = balut.Game.replay  # layout 1 keeps the whole save
    old = {
        "id": "o1",
        "finished": entry["finished"],
        "players": entry["players"],
        "standings": [{"player": "Bo", "points": 99}],
        "winners": ["Bo"],
        "game": record.verify(record.decode_link(entry["record"])).game.to_dict(),
    }
    assert game(old["game"]).is_finished()
    rebuilt = checked_entry(old)
    assert rebuilt["standings"] == entry["standings"] and rebuilt["winners"] == entry["winners"]


def test_a_long_chain_of_merged_names_resolves_to_its_end_and_loops_are_dropped() -> None:
    chain = {f"n{i}": f"n{i + 1}" for i in range(200_000)}
    chain.update({"a": "b", "b": "c", "c": "a", "x": "a"})
    final = _resolved(chain)
    assert set(final) == {f"n{i}" for i in range(200_000)}
    assert set(final.values()) == {"n200000"}


def test_a_file_with_more_merged_names_than_a_phone_keeps_is_refused() -> None:
    aliases = {f"n{i}": "ann" for i in range(MAX_ALIASES + 1)}
    with pytest.raises(BackupError) as caught:
        read_backup(file_of([], aliases))
    assert caught.value.code == "malformed"


def test_the_check_runs_in_steps_with_its_progress_shown_and_cancel_stops_it() -> None:
    entries = history([["Ann", "Bo"], ["Cy"], ["Di", "Ed"]], seed=9)
    controller = Controller(Storage(FakeLocalStorage()))
    controller.perform("history")
    ticks = iter(range(1000))
    original = BackupCheck.step
    BackupCheck.step = lambda self: original(self, 0.5, lambda: next(ticks))  # type: ignore[method-assign]
    try:
        controller.perform("backup-read", file_of(entries))
        assert controller.state.backup.checking == (1, 3)
        assert "Checking the games in that backup against their records: 1 of 3." in page_html(
            controller
        )
        controller.perform("cancel-backup")
        controller.upkeep()
        assert controller.state.backup.checking is None and controller.state.backup.preview is None
        read_file(controller, file_of(entries))
    finally:
        BackupCheck.step = original  # type: ignore[method-assign]
    preview = controller.state.backup.preview
    assert preview is not None and preview.new == 3


def test_a_forged_entry_is_named_on_screen_and_nothing_is_added() -> None:
    entries = history([["Ann", "Bo"]], seed=10)
    controller = Controller(Storage(FakeLocalStorage()))
    controller.perform("history")
    read_file(controller, file_of([winner_swapped(entries[0])]))
    assert "Game 1 in that backup does not match its own record (its winners)" in page_html(
        controller
    )
    controller.perform("add-backup")
    assert controller.storage.history() == []


def test_backup_keeps_its_fields_when_checked() -> None:
    backup = read_backup(json.dumps(good_backup()))
    assert isinstance(check_all(backup, set()), Backup)
    assert check_all(backup, set()).created == backup.created
