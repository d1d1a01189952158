"""History layouts, stats from history, and backup files (records.py, backup.py,
archive.py): old entries brought on, files checked strictly, merges without repeats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fakes import FakeLocalStorage, StorageClock, page_html

import balut
from balut import stats
from balut.web.backup import BackupError, backup_text, merge_backup, read_backup
from balut.web.controller import Controller
from balut.web.effects import Focus, SharePicture, Upkeep
from balut.web.records import ENTRY_VERSION, Records, entry_game, finished_games
from balut.web.state import HISTORY_PAGE, Screen
from balut.web.storage import Storage
from balut.web.storage_slots import MAX_BACKUPS_KEPT
from tests.backups import BAD_FILES, good_backup, read_file
from tests.histories import history

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "history-layout-1.json"
CREATED = "2026-12-01T20:00:00+00:00"


def layout_1() -> FakeLocalStorage:
    backend = FakeLocalStorage()
    backend.items["balut:history"] = FIXTURE.read_text()
    return backend


def migrate(storage: Storage) -> Records:
    records = Records(storage)
    while records.migrate_some():
        pass
    return records


def test_every_entry_of_layout_1_is_brought_on_and_shows_the_same_result() -> None:
    old = json.loads(FIXTURE.read_text())["data"]
    storage = Storage(layout_1())
    migrate(storage)
    new = storage.history()
    assert [e["id"] for e in new] == [e["id"] for e in old]
    assert all(e["v"] == ENTRY_VERSION for e in new)
    for before, after in zip(old, new, strict=True):
        assert after["finished"] == before["finished"]
        assert [(s["player"], s["points"]) for s in after["standings"]] == [
            (s["player"], s["points"]) for s in before["standings"]
        ]
        if before.get("kind") is None:  # a game: its record replaces its whole save
            assert "game" not in after and isinstance(after["record"], str)
            replayed, saved = entry_game(after), balut.Game.from_dict(before["game"])
            assert replayed is not None
            assert replayed.standings() == saved.standings()
    assert len(json.dumps(new)) < len(json.dumps(old)) / 4
    played = finished_games(new)
    assert len(played) == 3  # two games and the paper sheets; the match is not a game


def test_old_entries_are_brought_on_a_few_at_a_time_and_a_damaged_one_is_kept() -> None:
    backend = layout_1()
    data = json.loads(backend.items["balut:history"])
    data["data"][-1]["game"]["log"][3]["value"] = 99  # a box the replay refuses
    backend.items["balut:history"] = json.dumps(data)
    records = Records(Storage(backend))
    ticks = iter(range(1000))
    assert records.migrate_some(seconds=0.5, clock=lambda: float(next(ticks)))  # one of four
    assert sum(e.get("v") == ENTRY_VERSION for e in records.storage.history()) == 1
    while records.migrate_some():
        pass
    kept = records.storage.history()[-1]
    assert "v" not in kept and kept["game"]["log"][3]["value"] == 99  # as it was
    assert records.migrate_some() is False  # and not tried again and again


def test_the_app_brings_old_entries_on_and_history_and_stats_open() -> None:
    controller = Controller(Storage(layout_1()))
    assert Upkeep() in controller.take_effects()  # the upkeep starts after the first paint
    while Upkeep() in controller.upkeep():
        pass
    controller.perform("history")
    for entry in controller.storage.history():
        controller.perform("open-history", entry["id"])
        assert controller.state.screen is Screen.HISTORY_GAME
        assert "could not be read" not in page_html(controller)
    controller.perform("stats")
    assert controller.state.screen is Screen.STATS
    seated = {s["player"] for e in controller.storage.history() for s in e["standings"]}
    assert controller.state.stats.player in seated


def tables() -> list[list[str]]:
    return [["Ann", "Bo"], ["Ann", "Bo", "Cy"], ["Bo", "Ann"], ["Ann"], ["Cy", "ANN"]]


def test_stats_on_screen_are_the_numbers_of_the_stored_lines() -> None:
    backend = FakeLocalStorage()
    storage = Storage(backend)
    storage.replace_history(history(tables(), seed=3))
    controller = Controller(storage)
    controller.perform("stats", "ann")
    state = controller.state
    assert state.stats.player in ("Ann", "ANN") and state.stats.rules == "standard"
    lines = [s for e in storage.history() for s in e["standings"] if s["player"].lower() == "ann"]
    record = stats.player_stats(state.stats.games, "Ann", "standard")
    assert record.games == len(lines) == 5
    assert record.best == max(s["points"] for s in lines)
    html = page_html(controller)
    assert "<svg" in html and "Show as table" in html
    controller.edit("stats-player", "", "Bo")
    assert state.stats.player == "Bo"


def test_merging_two_spellings_counts_them_as_one_player_until_separated() -> None:
    storage = Storage(FakeLocalStorage())
    storage.replace_history(history([["Ann", "Bo"], ["Anne", "Bo"]], seed=4))
    controller = Controller(storage)
    controller.perform("stats", "Ann")
    controller.edit("stats-merge", "", "Anne")
    controller.perform("merge-names")
    assert storage.aliases() == {"anne": "ann"}
    assert (
        stats.player_stats(controller.state.stats.games, "Ann", "standard", storage.aliases()).games
        == 2
    )
    controller.perform("separate-name", "anne")
    assert storage.aliases() == {}


def exported(storage: Storage) -> str:
    return backup_text(storage, CREATED)


def test_a_backup_restores_history_names_and_settings_on_a_fresh_phone() -> None:
    source = Storage(FakeLocalStorage())
    source.replace_history(history(tables(), seed=5))
    source.remember_names(["Ann", "Bo", "Cy"])
    source.save_settings({"ruleset": "jackpot"})
    source.save_aliases({"anne": "ann"})
    text = exported(source)
    fresh = Storage(FakeLocalStorage())
    merged = merge_backup(fresh, read_backup(text))
    assert (merged.added, merged.already_here) == (5, 0)
    assert fresh.history() == source.history()
    assert fresh.remembered_names() == source.remembered_names()
    assert fresh.load_settings() == {"ruleset": "jackpot"}
    assert fresh.aliases() == {"anne": "ann"}
    again = merge_backup(fresh, read_backup(text))
    assert (again.added, again.already_here) == (0, 5)
    assert fresh.history() == source.history()


def test_an_import_keeps_this_phones_games_and_adds_the_new_ones_in_date_order() -> None:
    games = history(tables(), seed=6)
    here = Storage(FakeLocalStorage())
    here.replace_history(games[:3])
    there = Storage(FakeLocalStorage())
    there.replace_history(games[2:])
    merged = merge_backup(here, read_backup(exported(there)))
    assert merged.added == 2
    assert here.history() == games  # newest first, no repeats


def test_a_game_in_progress_in_a_file_is_never_taken() -> None:
    source = Storage(FakeLocalStorage())
    source.save_game({"format": 1, "game": {"sentinel": 1}})
    empty = Storage(FakeLocalStorage())
    merge_backup(empty, read_backup(exported(source)))
    assert empty.load_game() is None


@pytest.mark.parametrize("name", BAD_FILES)
def test_a_bad_file_gets_its_reason_and_changes_nothing(name: str) -> None:
    text, code = BAD_FILES[name]
    backend = FakeLocalStorage()
    storage = Storage(backend)
    storage.replace_history(history([["Di"]], seed=9))
    before = dict(backend.items)
    controller = Controller(storage)
    controller.perform("backup-read", text)
    assert controller.state.backup.error is not None
    assert controller.state.backup.error.key == f"backup.error.{code}"
    assert controller.state.backup.preview is None
    controller.perform("add-backup")
    assert {k: v for k, v in backend.items.items() if k != "balut:tab"} == {
        k: v for k, v in before.items() if k != "balut:tab"
    }
    with pytest.raises(BackupError):
        read_backup(text)


def test_a_good_file_is_shown_before_anything_is_added() -> None:
    controller = Controller(Storage(FakeLocalStorage()))
    controller.perform("history")
    read_file(controller, json.dumps(good_backup()))
    preview = controller.state.backup.preview
    assert preview is not None and (preview.games, preview.new) == (2, 2)
    assert controller.storage.history() == []
    assert "2 finished games, 2 of them not here yet." in page_html(controller)
    controller.perform("add-backup")
    assert len(controller.storage.history()) == 2
    assert controller.state.backup.preview is None


def test_settings_has_backup_too_and_a_file_read_there_is_added_there() -> None:
    controller = Controller(Storage(FakeLocalStorage()))
    controller.perform("settings")
    html = page_html(controller)
    assert ">Export backup<" in html and 'data-field="backup-file"' in html
    read_file(controller, json.dumps(good_backup()))
    assert "2 finished games, 2 of them not here yet." in page_html(controller)
    controller.perform("add-backup")
    assert len(controller.storage.history()) == 2
    assert controller.state.screen.value == "settings"
    assert "Added 2 games; 0 were here already." in page_html(controller)


def test_backups_of_what_can_be_made_again_are_pruned_and_games_never(
    tmp_path: Path,
) -> None:
    backend = FakeLocalStorage()
    clock = StorageClock()
    for _ in range(MAX_BACKUPS_KEPT + 3):
        backend.items["balut:names"] = "{damaged"
        backend.items["balut:game"] = "{damaged"
        storage = Storage(backend, clock=clock)
        storage.remembered_names()
        storage.load_game()
    kinds = [key.split(":")[2] for key in backend.backups()]
    assert kinds.count("names") == MAX_BACKUPS_KEPT
    assert kinds.count("game") == MAX_BACKUPS_KEPT + 3


def test_stats_of_a_rule_set_ranked_by_grand_total_are_worded_as_such() -> None:
    storage = Storage(FakeLocalStorage())
    storage.replace_history(history([["Bo"], ["Bo", "Cy"]], seed=11, rules="quick"))
    controller = Controller(storage)
    controller.perform("stats", "Bo")
    assert controller.state.stats.rules == "quick"
    html = page_html(controller)
    assert "Average (Grand total)" in html and "Grand totals, how often" in html
    [two] = [e for e in storage.history() if len(e["standings"]) == 2]
    won = next(s["place"] for s in two["standings"] if s["player"] == "Bo") == 1
    assert "Wins against others" in html and f"{int(won)} of 1" in html  # the solo game aside


def test_two_names_at_one_table_are_never_merged() -> None:
    storage = Storage(FakeLocalStorage())
    storage.replace_history(history([["Ann", "Anne"], ["Anne", "Bo"], ["Ann"]], seed=12))
    controller = Controller(storage)
    controller.perform("stats", "Anne")
    controller.edit("stats-merge", "", "Ann")
    controller.perform("merge-names")
    assert storage.aliases() == {}
    assert "played in the same game" in page_html(controller)


def test_a_merge_shows_the_player_under_the_spelling_written_most() -> None:
    storage = Storage(FakeLocalStorage())
    storage.replace_history(history([["Ann", "Bo"], ["Ann"], ["Anne", "Bo"]], seed=13))
    controller = Controller(storage)
    controller.perform("stats", "Anne")
    controller.edit("stats-merge", "", "Ann")
    controller.perform("merge-names")
    assert storage.aliases() == {"ann": "anne"}
    assert controller.state.stats.player == "Ann"  # two games as Ann, one as Anne
    assert "counts as" not in page_html(controller)


def test_the_picture_of_a_game_in_history_carries_its_own_date() -> None:
    storage = Storage(FakeLocalStorage())
    storage.replace_history(history([["Ann", "Bo"]], seed=14))
    controller = Controller(storage)
    [entry] = storage.history()
    controller.perform("open-history", entry["id"])
    [picture] = controller.perform("share-picture")
    assert isinstance(picture, SharePicture) and picture.name == "balut-2026-01-05.png"
    assert "05 Jan 2026" in picture.footer
    assert picture.rows[0] == ("Place", "Player", "Points", "Dice total")


def test_history_lists_the_newest_games_a_page_at_a_time() -> None:
    storage = Storage(FakeLocalStorage())
    one = history([["Ann"]], seed=15)[0]
    storage.replace_history([{**one, "id": f"g{n:03d}"} for n in range(120)])
    controller = Controller(storage)
    controller.perform("history")
    assert page_html(controller).count('data-action="open-history"') == HISTORY_PAGE
    assert "Show 50 more" in page_html(controller)
    effects = controller.perform("more-history")
    assert page_html(controller).count('data-action="open-history"') == 2 * HISTORY_PAGE
    assert effects == [Focus('[data-action="open-history"][data-arg="g050"]')]  # the first new
    controller.perform("more-history")
    html = page_html(controller)
    assert html.count('data-action="open-history"') == 120 and "more" not in html
    controller.perform("open-history", "g110")
    controller.perform("history")  # back from a game: the list as it was
    assert page_html(controller).count('data-action="open-history"') == 120
    controller.perform("home")
    controller.perform("history")
    assert page_html(controller).count('data-action="open-history"') == HISTORY_PAGE


def test_games_read_before_they_are_brought_on_count_once_they_are() -> None:
    records = Records(Storage(layout_1()))
    assert records.finished() == []  # layout 1: not read yet
    while records.upkeep():
        pass
    assert len(records.finished()) == 3


def test_an_import_that_does_not_fit_changes_nothing() -> None:
    source = Storage(FakeLocalStorage())
    source.replace_history(history([["Ann", "Bo"]] * 6, seed=16))
    backend = FakeLocalStorage()
    here = Storage(backend)
    here.replace_history(history([["Cy", "Di"]] * 6, seed=17))
    before = here.history()
    backend.quota = int(1.5 * sum(len(k) + len(v) for k, v in backend.items.items()))
    controller = Controller(here)
    read_file(controller, exported(source))
    controller.perform("add-backup")
    error = controller.state.backup.error
    assert error is not None and error.key == "backup.error.no_room"
    needed, room = dict(error.values)["needed"], dict(error.values)["room"]
    assert isinstance(needed, int) and isinstance(room, int) and needed > room >= 0
    assert here.history() == before
    assert controller.state.warnings == []


def test_merges_from_a_file_and_from_here_are_followed_to_their_end() -> None:
    source = Storage(FakeLocalStorage())
    source.save_aliases({"al": "bea", "x": "y", "y": "x"})
    here = Storage(FakeLocalStorage())
    here.save_aliases({"bea": "cal"})
    merge_backup(here, read_backup(exported(source)))
    assert here.aliases() == {"al": "cal", "bea": "cal"}  # the loop x <-> y is dropped


def test_a_grand_total_best_is_named_once() -> None:
    games = finished_games(history([["Bo"], ["Bo"], ["Bo"]], seed=18, rules="quick"))
    *earlier, last = sorted(games, key=lambda g: g.finished)
    low = [
        stats.Finished(
            g.finished,
            g.rules,
            g.deciding,
            g.rows_pay,
            g.boxes_per_row,
            tuple(
                stats.Line(ln.player, 1, 0, 0, 0, ln.row_totals, ln.row_points) for ln in g.lines
            ),
        )
        for g in earlier
    ]
    assert [b.kind for b in stats.personal_bests(low, last)] == ["points"]
