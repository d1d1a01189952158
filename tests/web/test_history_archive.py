"""The history's archive (balut.web.storage_archive): the oldest games beyond
localStorage, one history read from both, trimmed only once the page has a chunk on disk.

The backend is the worker's copy as the page fills it (`FakePageStorage`: localStorage
with a quota, the archive's chunks beside it); the page's answer, `archived`, is called
as the app calls it. The limits are made small so that a few dozen games pass them."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fakes import FakeLocalStorage, FakePageStorage
from test_app_frames import Browser

from balut.web import storage as storage_module
from balut.web import storage_archive
from balut.web.backup import BackupError, backup_text, merge_backup, read_backup
from balut.web.controller import Controller
from balut.web.i18n import Msg
from balut.web.protocol import ARCHIVE_PREFIX
from balut.web.saves_mirror import SavesMirror
from balut.web.storage import Storage
from balut.web.storage_codec import encode
from tests.backups import read_file
from tests.histories import history, many_games

HISTORY_KEY = "balut:history"
KEPT_CHARS = 20_000  # some 16 games
CHUNK_CHARS = 5_000  # some 4 games
BASE = history([["Ann", "Bo"], ["Cy", "Di", "Ed"]], seed=3)


def envelope(data: Any) -> str:
    """The text storage writes for `data`."""
    return encode(data)


def kept_ids(backend: FakeLocalStorage) -> list[str]:
    """The ids of the games localStorage keeps."""
    raw = backend.getItem(HISTORY_KEY)
    return [] if raw is None else [entry["id"] for entry in json.loads(raw)["data"]]


def ids(entries: list[dict[str, Any]]) -> list[str]:
    return [entry["id"] for entry in entries]


def full_backend(entries: list[dict[str, Any]]) -> FakePageStorage:
    """localStorage holding `entries` as history, with 100 characters left free."""
    backend = FakePageStorage()
    backend.items[HISTORY_KEY] = envelope(entries)
    backend.quota = sum(len(k) + len(v) for k, v in backend.items.items()) + 100
    return backend


def confirm_all(storage: Storage, backend: FakePageStorage, stored: bool = True) -> None:
    """The page's answer for every chunk it was given."""
    for key in sorted(backend.chunks()):
        storage.archived(key, stored)


@pytest.fixture(autouse=True)
def small_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(storage_module, "HISTORY_KEPT_CHARS", KEPT_CHARS)
    monkeypatch.setattr(storage_archive, "HISTORY_KEPT_CHARS", KEPT_CHARS)
    monkeypatch.setattr(storage_archive, "ARCHIVE_CHUNK_CHARS", CHUNK_CHARS)


def test_the_history_is_local_storage_then_the_chunks_newest_first_each_game_once() -> None:
    a, b, c, d, e = many_games(5)  # newest first
    backend = FakeLocalStorage()
    backend.items[HISTORY_KEY] = envelope([a, b])
    backend.items[f"{ARCHIVE_PREFIX}1.x"] = envelope([d, e])
    backend.items[f"{ARCHIVE_PREFIX}2.x"] = envelope([b, c])  # (b: a crash before the trim)
    backend.items[f"{ARCHIVE_PREFIX}10.x"] = envelope([])  # (numbers, not text, order them)
    storage = Storage(backend)
    assert ids(storage.history()) == ids([a, b, c, d, e])
    assert storage.history_entry(e["id"]) == e
    assert storage.take_warnings() == []


def test_a_long_history_moves_its_oldest_games_only_once_the_page_has_them() -> None:
    backend = FakePageStorage()
    backend.items[HISTORY_KEY] = envelope(many_games(30))
    storage = Storage(backend)
    before = storage.history()
    new_id = storage.add_to_history({**BASE[0], "finished": "2027-01-01T00:00:00"})
    whole = [new_id, *ids(before)]
    chunks = backend.chunks()
    assert chunks, "the history passed its limit: its oldest games go to the archive"
    # Nothing left localStorage yet: a crash now leaves every game there.
    assert kept_ids(backend) == whole
    assert ids(storage.history()) == whole
    archived = [entry["id"] for key in chunks for entry in json.loads(chunks[key])["data"]]
    assert sorted(archived) == sorted(whole[len(whole) - len(archived) :])
    assert all(len(text) <= 2 * CHUNK_CHARS for text in chunks.values())

    confirm_all(storage, backend)
    assert kept_ids(backend) == whole[: len(whole) - len(archived)]
    assert len(backend.getItem(HISTORY_KEY) or "") <= KEPT_CHARS // 2 + 2_000
    assert ids(storage.history()) == whole
    assert ids(Storage(backend).history()) == whole  # (the next start reads both)


def test_a_crash_between_chunk_and_trim_leaves_each_game_once_then_in_one_place() -> None:
    backend = FakePageStorage()
    backend.items[HISTORY_KEY] = envelope(many_games(30))
    first = Storage(backend)
    first.add_to_history({**BASE[0], "finished": "2027-01-01T00:00:00"})
    whole = ids(first.history())
    old_chunks = set(backend.chunks())
    archived = {i for key in old_chunks for i in ids(json.loads(backend.items[key])["data"])}
    # The app closed before the page's answer: the next start finds those games twice,
    # reads them once, and the next history write leaves them to the chunk on disk.
    second = Storage(backend)
    assert ids(second.history()) == whole
    assert archived <= set(kept_ids(backend))
    second.add_to_history({**BASE[1], "finished": "2027-01-02T00:00:00"})
    assert not archived & set(kept_ids(backend))
    assert len(set(ids(second.history()))) == len(second.history()) == len(whole) + 1
    # Later chunks are numbered above those of the earlier visit.
    for day in range(20):
        second.add_to_history({**BASE[0], "finished": f"2027-02-{day + 1:02d}T00:00:00"})
    new_chunks = set(backend.chunks()) - old_chunks
    assert new_chunks
    top = max(storage_archive.chunk_number(key) or 0 for key in old_chunks)
    assert all((storage_archive.chunk_number(key) or 0) > top for key in new_chunks)


def test_a_history_that_does_not_fit_goes_on_in_the_archive_with_no_warning() -> None:
    entries = many_games(30)
    backend = full_backend(entries)
    storage = Storage(backend)
    new_id = storage.add_to_history({**BASE[0], "finished": "2027-01-01T00:00:00"})
    assert new_id not in kept_ids(backend)  # (no room: kept in memory meanwhile)
    assert storage.history()[0]["id"] == new_id
    assert storage.take_warnings() == []  # (room is on its way)
    confirm_all(storage, backend)
    assert kept_ids(backend)[0] == new_id
    assert ids(Storage(backend).history()) == [new_id, *ids(entries)]
    assert storage.take_warnings() == []


def test_an_archive_that_refuses_trims_nothing_and_the_full_warning_stays() -> None:
    entries = many_games(30)
    backend = full_backend(entries)
    storage = Storage(backend)
    new_id = storage.add_to_history({**BASE[0], "finished": "2027-01-01T00:00:00"})
    confirm_all(storage, backend, stored=False)
    assert kept_ids(backend) == ids(entries)  # nothing left localStorage
    assert backend.chunks() == {}  # (the copy of what the page does not hold)
    assert [m.key for m in storage.take_warnings()] == ["storage.full"]
    assert ids(storage.history()) == [new_id, *ids(entries)]  # (in memory, as before)
    storage.add_to_history({**BASE[1], "finished": "2027-01-02T00:00:00"})
    assert backend.chunks() == {}  # not tried again this visit


@pytest.mark.parametrize("reason, warned", [("unsupported", []), ("failing", ["archive_unread"])])
def test_without_an_archive_nothing_moves_and_a_full_history_is_said(
    reason: str, warned: list[str]
) -> None:
    entries = many_games(30)
    backend = full_backend(entries)
    storage = Storage(backend)
    storage.archive_off(reason)
    storage.add_to_history({**BASE[0], "finished": "2027-01-01T00:00:00"})
    assert backend.chunks() == {}
    assert kept_ids(backend) == ids(entries)
    shown = [m.key.removeprefix("storage.") for m in storage.take_warnings()]
    assert shown == [*warned, "full"]


def archived_storage() -> tuple[Storage, FakePageStorage, list[str]]:
    """A storage whose oldest games are in the archive (confirmed), and the whole
    history's ids."""
    backend = FakePageStorage()
    backend.items[HISTORY_KEY] = envelope(many_games(30))
    storage = Storage(backend)
    storage.add_to_history({**BASE[0], "finished": "2027-01-01T00:00:00"})
    confirm_all(storage, backend)
    return storage, backend, ids(storage.history())


def test_deleting_an_archived_game_rewrites_its_chunk_and_clear_all_clears_the_archive() -> None:
    storage, backend, whole = archived_storage()
    oldest = whole[-1]
    holder = next(key for key, text in backend.chunks().items() if oldest in text)
    storage.delete_history(oldest)
    assert oldest not in backend.items[holder]
    assert ids(storage.history()) == whole[:-1]
    assert ids(Storage(backend).history()) == whole[:-1]
    # A game in both places (a crash before the trim) goes from both.
    twice = whole[-2]
    backend.items[HISTORY_KEY] = envelope(
        [*json.loads(backend.items[HISTORY_KEY])["data"], storage.history_entry(twice)]
    )
    again = Storage(backend)
    again.delete_history(twice)
    assert twice not in json.dumps(backend.items)
    again.clear_history()
    assert again.history() == []
    assert backend.items.get(HISTORY_KEY) is None and backend.chunks() == {}


def test_a_game_brought_on_in_a_chunk_rewrites_that_chunk_only() -> None:
    storage, backend, whole = archived_storage()
    chunks = backend.chunks()
    entries = storage.history()
    entries[-1] = {**entries[-1], "note": "brought on"}
    storage.replace_history(entries)
    changed = {key for key, text in backend.chunks().items() if chunks[key] != text}
    assert len(changed) == 1 and "brought on" in backend.items[changed.pop()]
    assert storage.history()[-1]["note"] == "brought on"
    assert ids(storage.history()) == whole


def test_export_backup_holds_the_archived_games_and_an_import_adds_to_local_storage() -> None:
    storage, backend, whole = archived_storage()
    backup = read_backup(backup_text(storage, "2027-01-03T00:00:00+00:00"))
    assert ids(backup.history) == whole
    chunks = backend.chunks()
    other = Storage(FakeLocalStorage())
    other.replace_history(many_games(3, 10_000, "f"))
    merged = merge_backup(storage, read_backup(backup_text(other, "2027-01-03T00:00:00+00:00")))
    assert merged.added == 3
    assert backend.chunks() == chunks  # (an import changes no game it holds)
    assert {f"f{n:05d}" for n in range(3)} <= set(kept_ids(backend))
    assert len(storage.history()) == len(whole) + 3


def test_an_import_that_does_not_fit_changes_neither_place() -> None:
    storage, backend, whole = archived_storage()  # (what localStorage keeps stays there)
    backend.quota = sum(len(k) + len(v) for k, v in backend.local().items()) + 50
    before = dict(backend.items)
    other = Storage(FakeLocalStorage())
    other.replace_history(many_games(3, 10_000, "f"))
    with pytest.raises(BackupError) as refused:
        merge_backup(storage, read_backup(backup_text(other, "2027-01-03T00:00:00+00:00")))
    assert refused.value.code == "no_room"
    assert backend.items == before
    assert ids(storage.history()) == whole


def test_a_chunk_that_cannot_be_read_is_left_as_it_is_and_said() -> None:
    backend = FakeLocalStorage()
    backend.items[HISTORY_KEY] = envelope(many_games(2))
    backend.items[f"{ARCHIVE_PREFIX}1.x"] = '{"schema": 1, "data": [{"no": "id"}]}'
    storage = Storage(backend)
    assert len(storage.history()) == 2
    assert storage.take_warnings() == [
        Msg.of("storage.archive_damaged", reason=Msg.of("storage.reason.damaged"))
    ]
    storage.delete_history(storage.history()[0]["id"])
    assert backend.items[f"{ARCHIVE_PREFIX}1.x"] == '{"schema": 1, "data": [{"no": "id"}]}'


def test_the_workers_copy_counts_no_chunk_in_local_storages_room() -> None:
    mirror = SavesMirror({"balut:names": envelope(["Ann"])}, other_chars=0, limit=100)
    room = mirror.room()
    mirror.setItem(f"{ARCHIVE_PREFIX}1.x", "x" * 10_000)  # (over the room: not refused)
    assert mirror.room() == room
    mirror.cleared_elsewhere()  # another tab cleared localStorage: the archive stays
    assert mirror.getItem(f"{ARCHIVE_PREFIX}1.x") == "x" * 10_000
    assert mirror.getItem("balut:names") is None


def test_an_import_with_no_room_moves_the_oldest_games_and_add_then_fits() -> None:
    entries = many_games(30)
    backend = full_backend(entries)
    controller = Controller(Storage(backend))
    controller.perform("history")
    other = Storage(FakeLocalStorage())
    other.replace_history(many_games(3, 10_000, "f"))
    read_file(controller, backup_text(other, "2027-01-03T00:00:00+00:00"))
    controller.perform("add-backup")
    assert controller.state.backup.error == Msg.of("backup.error.no_room_yet")
    assert kept_ids(backend) == ids(entries)  # nothing changed, nothing left yet
    assert backend.chunks()
    assert controller.state.backup.preview is not None  # Add stays
    controller.perform("add-backup")  # (too soon: the archive has not answered)
    assert controller.state.backup.error == Msg.of("backup.error.no_room_yet")
    confirm_all(controller.storage, backend)
    controller.perform("add-backup")
    assert controller.state.backup.error is None
    assert controller.state.backup.note == Msg.of("backup.added", count=3, here=0)
    assert len(Storage(backend).history()) == len(entries) + 3


def test_an_import_the_page_refuses_later_stays_offered_and_fits_once_archived() -> None:
    """In the worker: its copy takes the import, the page's localStorage refuses it (as
    test_app_frames' `Browser` does), the oldest games go to the archive, and Add fits."""
    local = FakeLocalStorage()
    local.items[HISTORY_KEY] = envelope(many_games(30))
    browser = Browser(local)
    local.quota = browser.used() + 2000
    browser.tap("history")
    other = Storage(FakeLocalStorage())
    other.replace_history(many_games(3, 10_000, "f"))
    browser.send({"type": "file-read", "text": backup_text(other, "2027-01-03T00:00:00+00:00")})
    while browser.app.controller.state.backup.preview is None:  # (checked in steps)
        browser.send({"type": "timer", "name": "upkeep"})
    browser.tap("add-backup")
    assert "No room yet: nothing changed." in browser.words()
    assert browser.archive and len(kept_ids(local)) < 30  # (the archive answered)
    browser.tap("add-backup")
    assert "Added 3 games; 0 were here already." in browser.words()
    both = FakeLocalStorage()
    both.items = {**local.items, **browser.archive}
    assert len(Storage(both).history()) == 33


def test_a_chunk_removed_this_visit_never_lends_its_number_to_a_new_one() -> None:
    """The page's answer for a removed chunk is never taken for a new chunk's: a new one
    the archive then refuses leaves every game in localStorage."""
    storage, backend, _whole = archived_storage()
    newest = max(backend.chunks(), key=lambda key: storage_archive.chunk_number(key) or 0)
    emptied = ids(json.loads(backend.items[newest])["data"])
    for entry_id in emptied:
        storage.delete_history(entry_id)
    assert newest not in backend.chunks()  # (its removal's answer is still to come)
    for day in range(20):
        if set(backend.chunks()) - set(archived_storage_keys(storage, backend)):
            break
        storage.add_to_history({**BASE[1], "finished": f"2027-03-{day + 1:02d}T00:00:00"})
    fresh = [key for key in backend.chunks() if key in storage._unconfirmed]
    assert fresh and newest not in fresh
    stored_before = ids(storage.history())
    storage.archived(newest, True)  # the removal, on disk
    for key in fresh:
        storage.archived(key, False)  # the new chunks, refused
    backend.items = {k: v for k, v in backend.items.items() if k not in fresh}
    assert ids(Storage(backend).history()) == stored_before
    assert not set(emptied) & set(ids(Storage(backend).history()))


def stored_ids(items: dict[str, str]) -> list[str]:
    """The ids of the history a start would read from these values."""
    backend = FakeLocalStorage()
    backend.items = dict(items)
    return ids(Storage(backend).history())


def archived_storage_keys(storage: Storage, backend: FakePageStorage) -> list[str]:
    """The chunks on disk (the page has answered for them)."""
    return [key for key in backend.chunks() if key not in storage._unconfirmed]


def test_a_refused_rewrite_of_a_chunk_is_said() -> None:
    storage, backend, whole = archived_storage()
    holder = next(key for key, text in backend.chunks().items() if whole[-1] in text)
    storage.delete_history(whole[-1])
    assert storage.take_warnings() == []
    storage.archived(holder, False)  # the page's archive kept the chunk as it was
    assert storage.take_warnings() == [Msg.of("storage.archive_unchanged")]


def test_an_answer_that_overtakes_an_import_on_its_way_trims_nothing_till_it_lands() -> None:
    """The archive answers while the frame of an import is on its way to the page, which
    then refuses it: the import is undone whole, and nothing of it stays."""
    local = FakeLocalStorage()
    local.items[HISTORY_KEY] = envelope(many_games(30))
    browser = Browser(local)
    newest = stored_ids(local.items)[0]
    # Deleting a game writes the long history, so its oldest games go to the archive;
    # the page stores the chunks, and its answers wait.
    browser.tap("history")
    browser.tap("delete-history", newest)
    held = browser.tell
    browser.tell = lambda: None  # type: ignore[method-assign]
    browser.tap("confirm")
    browser.tell = held  # type: ignore[method-assign]
    waiting, browser.told = browser.told, []
    assert waiting
    kept = stored_ids({**local.items, **browser.archive})
    assert newest not in kept
    local.quota = browser.used() + 2000  # (the page's room; the worker's copy has no idea)
    other = Storage(FakeLocalStorage())
    other.replace_history(many_games(3, 10_000, "f"))
    browser.send({"type": "file-read", "text": backup_text(other, "2027-01-03T00:00:00+00:00")})
    while browser.app.controller.state.backup.preview is None:
        browser.send({"type": "timer", "name": "upkeep"})
    add = {"type": "action", "name": "add-backup", "arg": "", "view": browser.frames[-1]["view"]}
    import_frame = browser.app.handle({**add, **browser.clocks()})
    assert any(key == HISTORY_KEY for key, _text in import_frame["writes"])
    # (sent by the page before it made the import's frame, so handled after it)
    answers = [
        browser.app.handle({**a, **browser.clocks(), "batch": browser.batch}) for a in waiting
    ]
    browser.apply(import_frame)  # refused by the page: write-failed
    for frame in answers:
        browser.apply(frame)
    assert stored_ids({**local.items, **browser.archive}) == kept
    assert not any(entry_id.startswith("f") for entry_id in kept_ids(local))
    assert "Added 3 games" not in browser.words()


def test_an_old_game_imported_takes_its_place_among_the_archived_ones() -> None:
    storage, backend, whole = archived_storage()
    oldest = storage.history()[-1]
    other = Storage(FakeLocalStorage())
    old_game = {**many_games(1, 20_000, "f")[0], "finished": "2019-05-01T20:00:00"}
    other.replace_history([old_game])
    merge_backup(storage, read_backup(backup_text(other, "2027-01-03T00:00:00+00:00")))
    assert old_game["id"] in kept_ids(backend)  # (imported games go to localStorage)
    listed = storage.history()
    assert ids(listed) == [*whole, old_game["id"]]  # last: the oldest of all
    assert listed[-2]["id"] == oldest["id"]
    assert ids(Storage(backend).history()) == ids(listed)
