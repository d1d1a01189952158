"""Storage: versioned JSON, backups of unreadable data, memory fallback (no browser)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fakes import BlockedLocalStorage, FakeLocalStorage
from fakes import StorageClock as Clock
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from node_pyodide import REPO, run_in_node_pyodide

from balut.seating import name_key
from balut.web.i18n import Msg, word
from balut.web.storage import Storage
from balut.web.storage_codec import MAX_DEPTH, SCHEMA_VERSION
from balut.web.storage_slots import MAX_REMEMBERED_NAMES
from balut.web.storage_text import MEMORY_ONLY_WARNING

KEYS = ("balut:game", "balut:match", "balut:history", "balut:names", "balut:settings")
REJECTED = Msg.of("storage.reason.rejected")
HOSTILE = "<img src=x onerror=alert(1)> \"'\\ \u0000 \ud800 \U0001f3b2 </script>"


def envelope(data: Any, schema: int = SCHEMA_VERSION) -> str:
    return json.dumps({"schema": schema, "data": data})


def game(n: int = 0) -> dict[str, Any]:
    return {"round": n, "players": ["Ann", "Bo"], "dice": [6, 6, 6, 4, 4], "held": [True] * 5}


@pytest.fixture
def backend() -> FakeLocalStorage:
    return FakeLocalStorage()


@pytest.fixture
def store(backend: FakeLocalStorage) -> Storage:
    return Storage(backend, clock=Clock())


# -- round trips ---------------------------------------------------------------


def test_fresh_storage_is_empty_and_quiet(store: Storage) -> None:
    assert store.load_game() is None
    assert store.load_match() is None
    assert store.history() == []
    assert store.remembered_names() == []
    assert store.load_settings() == {}
    assert store.warnings == []
    assert not store.memory_only


def test_game_round_trip_survives_a_new_storage_object(backend: FakeLocalStorage) -> None:
    Storage(backend).save_game(game(5))
    assert Storage(backend).load_game() == game(5)
    assert json.loads(backend.items["balut:game"]) == {"schema": SCHEMA_VERSION, "data": game(5)}


def test_save_game_overwrites_and_clear_game_forgets(store: Storage) -> None:
    store.save_game(game(1))
    store.save_game(game(2))
    assert store.load_game() == game(2)
    store.clear_game()
    assert store.load_game() is None


def test_loaded_game_is_a_copy(store: Storage) -> None:
    store.save_game(game(1))
    loaded = store.load_game()
    assert loaded is not None
    loaded["round"] = 99
    assert store.load_game() == game(1)


def test_match_round_trip_and_clear(store: Storage) -> None:
    match = {"games": [{"points": [12, 9]}], "length": 3}
    store.save_match(match)
    assert store.load_match() == match
    store.clear_match()
    assert store.load_match() is None


def test_settings_round_trip(store: Storage) -> None:
    setup = {"ruleset": "jackpot", "tiebreak": "roll_off", "players": ["Ann", "Bo"]}
    store.save_settings(setup)
    assert store.load_settings() == setup


def test_every_key_is_prefixed(store: Storage, backend: FakeLocalStorage) -> None:
    store.save_game(game())
    store.save_match({"games": []})
    store.add_to_history({"game": game()})
    store.remember_names(["Ann"])
    store.save_settings({"ruleset": "quick"})
    assert sorted(backend.items) == sorted(KEYS)


# -- history -------------------------------------------------------------------


def test_history_is_newest_first_with_unique_ids(store: Storage) -> None:
    ids = [store.add_to_history({"winner": f"P{n}", "game": game(n)}) for n in range(3)]
    assert len(set(ids)) == 3
    assert [entry["winner"] for entry in store.history()] == ["P2", "P1", "P0"]
    assert [entry["id"] for entry in store.history()] == ids[::-1]


def test_history_ids_stay_unique_within_one_millisecond(backend: FakeLocalStorage) -> None:
    store = Storage(backend, clock=lambda: 1_800_000_000.0)
    ids = {store.add_to_history({"n": n}) for n in range(4)}
    assert len(ids) == 4


def test_history_entry_keeps_every_field(store: Storage) -> None:
    entry = {
        "date": "2026-11-30T05:30:00Z",
        "players": ["Ann", "Bo"],
        "points": [17, 12],
        "winner": "Ann",
        "rules": {"ruleset": "standard"},
        "game": game(28),
    }
    entry_id = store.add_to_history(entry)
    assert store.history_entry(entry_id) == {**entry, "id": entry_id}
    assert store.history_entry("no such id") is None
    assert "id" not in entry, "the caller's dict is not modified"


def test_delete_history_removes_only_that_entry(store: Storage) -> None:
    first = store.add_to_history({"n": 1})
    second = store.add_to_history({"n": 2})
    store.delete_history(first)
    assert [entry["id"] for entry in store.history()] == [second]
    store.delete_history("unknown")
    assert [entry["id"] for entry in store.history()] == [second]


def test_clear_history(store: Storage) -> None:
    store.add_to_history({"n": 1})
    store.add_to_history({"n": 2})
    store.clear_history()
    assert store.history() == []


# -- names ---------------------------------------------------------------------


def test_names_most_recent_first_without_repeats(store: Storage) -> None:
    store.remember_names(["Ann", "Bo"])
    store.remember_names(["Cy", "bo"])
    assert store.remembered_names() == ["Cy", "bo", "Ann"]


def test_names_skip_blank_and_repeats_within_one_call(store: Storage) -> None:
    store.remember_names(["Ann", "", "   ", "ANN", "Bo"])
    assert store.remembered_names() == ["Ann", "Bo"]


def test_a_single_name_string_is_one_name(store: Storage) -> None:
    store.remember_names("Ann")
    assert store.remembered_names() == ["Ann"]


def test_names_are_capped(store: Storage) -> None:
    store.remember_names([f"Player {n}" for n in range(MAX_REMEMBERED_NAMES + 10)])
    store.remember_names(["Newest"])
    names = store.remembered_names()
    assert len(names) == MAX_REMEMBERED_NAMES
    assert names[:2] == ["Newest", "Player 0"]


def test_hostile_strings_are_stored_verbatim(backend: FakeLocalStorage) -> None:
    store = Storage(backend)
    store.remember_names([HOSTILE])
    store.save_game({"players": [HOSTILE], HOSTILE: HOSTILE})
    store.add_to_history({"winner": HOSTILE})
    again = Storage(backend)
    assert again.remembered_names() == [HOSTILE]
    assert again.load_game() == {"players": [HOSTILE], HOSTILE: HOSTILE}
    assert again.history()[0]["winner"] == HOSTILE
    assert all(value.isascii() for value in backend.items.values())


# -- unreadable data -------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "why"),
    [
        ("{not json", "damaged"),
        ("", "damaged"),
        ('{"schema": 1, "data": NaN}', "damaged"),
        ("[1, 2, 3]", "format"),
        ('{"round": 3}', "format"),
        ('{"schema": "1", "data": {}}', "format"),
        ('{"schema": true, "data": {}}', "format"),
        ('{"schema": 0, "data": {}}', "format"),
        ('{"schema": 1, "data": [1, 2]}', "format"),
        (envelope({"round": 3}, schema=SCHEMA_VERSION + 1), "newer version"),
    ],
)
def test_unreadable_game_is_backed_up_removed_and_reported(
    backend: FakeLocalStorage, raw: str, why: str
) -> None:
    backend.items["balut:game"] = raw
    store = Storage(backend, clock=Clock())
    assert store.load_game() is None
    assert "balut:game" not in backend.items
    assert list(backend.backups().values()) == [raw]
    [backup_key] = backend.backups()
    assert backup_key.startswith("balut:backup:game:")
    [warning] = map(word, store.take_warnings())
    assert "saved game could not be read" in warning
    assert why in warning
    assert "backup was kept" in warning
    store.save_game(game(1))
    assert store.load_game() == game(1)
    assert store.take_warnings() == []


@pytest.mark.parametrize(
    ("key", "data"),
    [
        ("balut:history", {"not": "a list"}),
        ("balut:names", ["Ann", 3]),
        ("balut:names", "Ann"),
        ("balut:settings", ["ruleset"]),
        ("balut:match", 12),
    ],
)
def test_foreign_shapes_are_backed_up_for_every_key(
    backend: FakeLocalStorage, key: str, data: Any
) -> None:
    backend.items[key] = envelope(data)
    store = Storage(backend, clock=Clock())
    assert store.history() == []
    assert store.remembered_names() == []
    assert store.load_settings() == {}
    assert store.load_match() is None
    assert key not in backend.items
    assert list(backend.backups().values()) == [envelope(data)]
    assert len(store.take_warnings()) == 1


@pytest.mark.parametrize("damaged", [{"no": "id"}, {"id": 7}, "a game", None, [1]])
def test_a_damaged_history_entry_is_set_aside_and_the_others_stay(
    backend: FakeLocalStorage, damaged: Any
) -> None:
    good = [{"id": "g2", "date": "2026-12-02"}, {"id": "g1", "date": "2026-12-01"}]
    raw = envelope([good[0], damaged, good[1]])
    backend.items["balut:history"] = raw
    store = Storage(backend, clock=Clock())
    assert store.history() == good
    assert list(backend.backups().values()) == [raw]  # the whole history, as it was
    assert Storage(backend, clock=Clock()).history() == good  # saved without it
    [warning] = map(word, store.take_warnings())
    assert warning == (
        "1 game in your history could not be read and was left out. "
        "A backup of the whole history was kept."
    )


def test_with_no_room_for_a_backup_the_damaged_history_stays_until_the_next_save() -> None:
    raw = envelope([{"id": "g1"}, {"no": "id"}, {"no": "id either"}])
    backend = FakeLocalStorage(quota=len(raw) + 40)
    backend.items["balut:history"] = raw
    store = Storage(backend, clock=Clock())
    assert store.history() == [{"id": "g1"}]
    assert backend.items["balut:history"] == raw
    [warning] = map(word, store.take_warnings())
    assert warning.startswith("2 games in your history could not be read and are left out.")


def test_a_non_text_value_from_the_backend_counts_as_absent(backend: FakeLocalStorage) -> None:
    """Pyodide turns JS null into ``jsnull``, an object that is neither None nor str."""
    jsnull = type("JsNull", (), {})()
    backend.items["balut:names"] = jsnull
    backend.items["balut:game"] = jsnull
    store = Storage(backend, clock=Clock())
    assert store.remembered_names() == []
    assert store.load_game() is None
    store.quarantine_game(REJECTED)
    assert backend.backups() == {}
    assert store.take_warnings() == []
    store.save_game(game(1))
    assert store.load_game() == game(1)


def test_second_backup_of_the_same_key_keeps_the_first(backend: FakeLocalStorage) -> None:
    backend.items["balut:game"] = "first junk"
    Storage(backend, clock=lambda: 1_800_000_000.0).load_game()
    backend.items["balut:game"] = "second junk"
    Storage(backend, clock=lambda: 1_800_000_000.0).load_game()
    assert sorted(backend.backups().values()) == ["first junk", "second junk"]


def test_quarantine_game_backs_up_valid_json_the_core_rejected(
    store: Storage, backend: FakeLocalStorage
) -> None:
    store.save_game({"round": -4})
    saved = backend.items["balut:game"]
    store.quarantine_game(REJECTED)
    assert store.load_game() is None
    assert list(backend.backups().values()) == [saved]
    [warning] = map(word, store.take_warnings())
    assert "could not be resumed" in warning
    assert "(the game in it breaks the rules)" in warning


def test_quarantine_without_a_saved_game_does_nothing(store: Storage) -> None:
    store.quarantine_game(REJECTED)
    store.quarantine_match(REJECTED)
    assert store.take_warnings() == []


def test_quarantine_match(backend: FakeLocalStorage) -> None:
    store = Storage(backend, clock=Clock())
    store.save_match({"games": "bad"})
    store.quarantine_match(REJECTED)
    assert store.load_match() is None
    assert len(backend.backups()) == 1


def test_unreadable_value_stays_in_place_when_no_backup_fits() -> None:
    backend = FakeLocalStorage()
    backend.items["balut:game"] = "x" * 50
    backend.quota = 80
    store = Storage(backend, clock=Clock())
    assert store.load_game() is None
    assert backend.items["balut:game"] == "x" * 50
    [warning] = map(word, store.take_warnings())
    assert "left in place" in warning
    assert store.load_game() is None
    assert store.take_warnings() == [], "reported once per session"


# -- storage missing or full -------------------------------------------------------


def test_no_backend_plays_in_memory_with_a_warning() -> None:
    store = Storage(None)
    assert store.memory_only
    assert store.take_warnings() == [MEMORY_ONLY_WARNING]
    store.save_game(game(3))
    store.remember_names(["Ann"])
    entry_id = store.add_to_history({"winner": "Ann"})
    assert store.load_game() == game(3)
    assert store.remembered_names() == ["Ann"]
    assert store.history_entry(entry_id) == {"winner": "Ann", "id": entry_id}
    store.clear_game()
    assert store.load_game() is None
    assert store.take_warnings() == []


def test_open_turns_a_throwing_backend_getter_into_memory_mode() -> None:
    def blocked() -> FakeLocalStorage:
        raise RuntimeError("SecurityError: The operation is insecure.")

    store = Storage.open(blocked)
    assert store.memory_only
    assert store.take_warnings() == [MEMORY_ONLY_WARNING]
    backend = FakeLocalStorage()
    Storage.open(lambda: backend).save_game(game(1))
    assert Storage.open(lambda: backend).load_game() == game(1)


def test_blocked_backend_plays_in_memory_with_a_warning() -> None:
    store = Storage(BlockedLocalStorage())
    assert store.load_game() is None
    store.save_game(game(2))
    store.clear_history()
    assert store.load_game() == game(2)
    assert store.memory_only
    assert store.take_warnings() == [MEMORY_ONLY_WARNING]


def full_warning(what: str) -> Msg:
    return Msg.of("storage.full", what=Msg.of(f"storage.slot.{what}"))


def test_a_save_that_does_not_fit_stays_in_memory_and_is_written_once_there_is_room() -> None:
    backend = FakeLocalStorage(quota=200)
    store = Storage(backend)
    store.save_settings({"ruleset": "standard"})
    store.save_game({"big": "x" * 500})
    assert not store.memory_only
    assert store.take_warnings() == [full_warning("game")]
    assert store.load_game() == {"big": "x" * 500}
    assert "balut:game" not in backend.items
    assert store.load_settings() == {"ruleset": "standard"}, "older data is still readable"
    store.save_game(game(4))  # tried again at the next save: it fits
    assert store.load_game() == game(4) == Storage(backend).load_game()


def test_a_save_on_a_full_storage_never_removes_a_game_from_history() -> None:
    backend = FakeLocalStorage()
    store = Storage(backend, clock=Clock())
    ids = [store.add_to_history({"n": n, "pad": "y" * 100}) for n in range(6)]
    backend.quota = sum(len(k) + len(v) for k, v in backend.items.items()) + 150
    store.save_game({"big": "g" * 200})
    assert store.load_game() == {"big": "g" * 200}
    assert [entry["id"] for entry in Storage(backend).history()] == ids[::-1]
    [warning] = map(word, store.take_warnings())
    assert "Nothing was removed to make room" in warning and "Export backup" in warning


def test_a_finished_game_that_does_not_fit_is_kept_and_no_older_game_goes() -> None:
    backend = FakeLocalStorage()
    store = Storage(backend, clock=Clock())
    for n in range(4):
        store.add_to_history({"n": n, "pad": "y" * 100})
    store.save_game({"big": "g" * 300})
    backend.quota = sum(len(k) + len(v) for k, v in backend.items.items()) + 50
    newest = store.add_to_history({"n": 4, "pad": "y" * 100})
    assert [entry["n"] for entry in store.history()] == [4, 3, 2, 1, 0]
    assert [entry["n"] for entry in Storage(backend).history()] == [3, 2, 1, 0]
    assert store.take_warnings() == [full_warning("history")]
    store.clear_game()  # (the finished game's save goes: room for its entry)
    store.remember_names(["Ann"])
    store.add_to_history({"n": 5})
    assert [entry["n"] for entry in Storage(backend).history()] == [5, 4, 3, 2, 1, 0]
    assert Storage(backend).history()[1]["id"] == newest


def test_clear_after_a_save_that_did_not_fit_also_clears_the_stale_backend_copy() -> None:
    backend = FakeLocalStorage()
    Storage(backend).save_game(game(1))
    backend.quota = 10
    store = Storage(backend)
    store.save_game({"big": "z" * 100})
    assert store.load_game() == {"big": "z" * 100}
    store.clear_game()
    assert store.load_game() is None
    assert Storage(backend).load_game() is None, "a later visit does not resurrect it"


def test_unsavable_data_warns_instead_of_raising(store: Storage) -> None:
    store.save_game(game(1))
    store.save_game({"bad": {1, 2}})
    store.save_game(["not", "a", "game"])  # type: ignore[arg-type]
    store.save_settings({"nan": float("nan")})
    assert store.load_game() == game(1)
    assert store.load_settings() == {}
    assert len(store.take_warnings()) == 2, "one warning per thing that could not be saved"


def test_take_warnings_returns_each_warning_once() -> None:
    store = Storage(None)
    assert store.take_warnings() == [MEMORY_ONLY_WARNING]
    assert store.warnings == []
    store.save_game(game())
    assert store.take_warnings() == []


# -- property: junk never raises ----------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)
JUNK = (
    st.text()
    | JSON_VALUES.map(json.dumps)
    | st.builds(
        lambda schema, data: json.dumps({"schema": schema, "data": data}),
        st.integers(-2, SCHEMA_VERSION + 2) | JSON_VALUES,
        JSON_VALUES,
    )
)
ACTIONS: list[Callable[[Storage], object]] = [
    lambda s: s.load_game(),
    lambda s: s.save_game(game()),
    lambda s: s.clear_game(),
    lambda s: s.quarantine_game(REJECTED),
    lambda s: s.load_match(),
    lambda s: s.save_match({"games": []}),
    lambda s: s.clear_match(),
    lambda s: s.quarantine_match(REJECTED),
    lambda s: s.history(),
    lambda s: s.history_entry("g1"),
    lambda s: s.add_to_history({"winner": "Ann"}),
    lambda s: s.delete_history("g1"),
    lambda s: s.clear_history(),
    lambda s: s.remembered_names(),
    lambda s: s.remember_names(["Ann"]),
    lambda s: s.load_settings(),
    lambda s: s.save_settings({"ruleset": "standard"}),
]


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(
    junk=st.dictionaries(st.sampled_from(KEYS), JUNK, min_size=1),
    order=st.permutations(range(len(ACTIONS))),
)
def test_any_junk_in_any_key_never_raises(junk: dict[str, str], order: list[int]) -> None:
    backend = FakeLocalStorage()
    backend.items.update(junk)
    store = Storage(backend, clock=Clock())
    for index in order:
        ACTIONS[index](store)
    assert isinstance(store.history(), list)
    assert all(isinstance(name, str) for name in store.remembered_names())
    assert isinstance(store.load_settings(), dict)
    game_now = store.load_game()
    assert game_now is None or isinstance(game_now, dict)
    assert all(word(warning) for warning in store.take_warnings())


@settings(max_examples=100)
@given(
    quota=st.integers(0, 4000),
    steps=st.lists(
        st.tuples(st.sampled_from(["game", "history", "names"]), st.integers(0, 400)),
        max_size=12,
    ),
)
def test_whatever_the_quota_the_latest_data_stays_readable(
    quota: int, steps: list[tuple[str, int]]
) -> None:
    store = Storage(FakeLocalStorage(quota=quota), clock=Clock())
    for kind, size in steps:
        if kind == "game":
            saved = {"pad": "x" * size}
            store.save_game(saved)
            assert store.load_game() == saved
        elif kind == "history":
            entry_id = store.add_to_history({"pad": "h" * size})
            assert store.history()[0]["id"] == entry_id
        else:
            store.remember_names([f"N{size}"])
            assert store.remembered_names()[0] == f"N{size}"
    warnings = store.take_warnings()
    assert (MEMORY_ONLY_WARNING in warnings) == store.memory_only


# -- the real thing: Pyodide with a JS storage object ------------------------------------

PYODIDE_SCRIPT = r"""
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [pyodideDir, packageDir, ...files] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
for (const file of files) {  // the core, storage.py and the messages it keeps
  const target = "/home/pyodide/balut/" + file;
  py.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
  py.FS.writeFile(target, readFileSync(packageDir + "/" + file, "utf8"));
}
// Behaves like window.localStorage: strings or null out, DOMException when full.
class JsStorage {
  constructor(quota) { this.map = new Map(); this.quota = quota; }
  getItem(key) { return this.map.has(key) ? this.map.get(key) : null; }
  setItem(key, value) {
    let used = 0;
    for (const [k, v] of this.map) if (k !== key) used += k.length + v.length;
    if (used + key.length + String(value).length > this.quota) {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    this.map.set(key, String(value));
  }
  removeItem(key) { this.map.delete(key); }
  keys() { return [...this.map.keys()].sort(); }
}
globalThis.jsStorage = new JsStorage(800);
globalThis.roomyStorage = new JsStorage(5_000_000);
globalThis.blockedWindow = {
  get localStorage() { throw new DOMException("The operation is insecure.", "SecurityError"); },
};
process.stdout.write(py.runPython(`
import json
import js
from balut.web.i18n import word
from balut.web.storage import Storage

hostile = "<img src=x onerror=alert(1)> \u00e9\U0001f3b2"
out = {}
s = Storage.open(lambda: js.jsStorage)
out["empty"] = [s.load_game(), s.history(), s.take_warnings()]
s.save_game({"name": hostile})
out["round_trip"] = Storage.open(lambda: js.jsStorage).load_game() == {"name": hostile}
js.jsStorage.setItem("balut:history", "{junk")
out["junk_history"] = s.history()
out["junk_warnings"] = [word(w) for w in s.take_warnings()]
out["keys"] = [key.split(":")[1] for key in js.jsStorage.keys()]
s.save_game({"big": "x" * 2000})
out["full"] = [s.memory_only, s.load_game() == {"big": "x" * 2000},
               [word(w) for w in s.take_warnings()]]
blocked = Storage.open(lambda: js.blockedWindow.localStorage)
out["blocked"] = [blocked.memory_only, [word(w) for w in blocked.take_warnings()]]
deep_text = '{"schema": 1, "data": ' + "[" * 100_000 + "]" * 100_000 + "}"
js.roomyStorage.setItem("balut:settings", deep_text)
deep = Storage.open(lambda: js.roomyStorage)
out["deep"] = [deep.load_settings(), [word(w) for w in deep.take_warnings()],
               [key.split(":")[1] for key in js.roomyStorage.keys()]]
json.dumps(out)
`));
"""


# storage.py and what it imports of balut.web
WEB_MODULES = ("__init__.py", "fork.py", "i18n.py", "protocol.py")


def test_storage_works_in_pyodide_with_a_js_storage(tmp_path: Path) -> None:
    """JS null, DOMException on a full or blocked storage, strings crossing the bridge."""
    package = REPO / "balut"
    web = package / "web"
    needed = [*package.glob("*.py"), *(web / name for name in WEB_MODULES)]
    needed += web.glob("storage*.py")
    files = [str(path.relative_to(package)) for path in [*needed, *web.glob("locales/**/*.py")]]
    out = run_in_node_pyodide(PYODIDE_SCRIPT, [str(package), *files], tmp_path)
    assert out["empty"] == [None, [], []]
    assert out["round_trip"] is True
    assert out["junk_history"] == []
    assert out["junk_warnings"] == [
        "Your saved game history could not be read (the data is damaged). A backup was kept."
    ]
    assert out["keys"] == ["backup", "game"]
    assert out["full"] == [False, True, [word(full_warning("game"))]]
    assert out["blocked"] == [True, [word(MEMORY_ONLY_WARNING)]]
    # 100,000 levels of nesting would kill Pyodide's parser: refused unparsed, kept aside.
    assert out["deep"] == [
        {},
        ["Your saved setup could not be read (the data is damaged). A backup was kept."],
        ["backup"],
    ]


# -- nesting limit (the check itself: test_storage_codec.py) ---------------------------


def test_data_nested_deeper_than_the_limit_is_backed_up_unparsed(
    backend: FakeLocalStorage, store: Storage
) -> None:
    deep = "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)
    backend.items["balut:game"] = '{"schema": 1, "data": {"x": ' + deep + "}}"
    assert store.load_game() is None
    assert list(backend.backups().values()) == ['{"schema": 1, "data": {"x": ' + deep + "}}"]
    backend.items["balut:game"] = envelope({"x": json.loads("[" * 60 + "]" * 60)})
    assert store.load_game() is not None  # as deep as a save could ever be, and more


def test_claiming_the_tab_writes_a_new_token_and_never_trims_history_for_it() -> None:
    backend = FakeLocalStorage()
    store = Storage(backend, clock=Clock())
    store.add_to_history({"game": "x" * 100})
    store.claim_tab()
    first = backend.items["balut:tab"]
    store.claim_tab()
    assert backend.items["balut:tab"] != first  # another tab's storage event fires
    backend.quota = sum(len(k) + len(v) for k, v in backend.items.items())  # now full
    store.claim_tab()
    assert len(store.history()) == 1 and store.take_warnings() == []


def test_a_history_entry_with_a_number_no_save_can_hold_is_set_aside() -> None:
    backend = FakeLocalStorage()
    too_long = "9" * 5000  # more digits than Python reads
    backend.items["balut:history"] = (
        '{"schema":1,"data":[{"id":"g1"},{"id":"g2","points":' + too_long + "}]}"
    )
    store = Storage(backend, clock=Clock())
    assert store.history() == [{"id": "g1"}]
    assert [m.key for m in store.take_warnings()] == ["storage.entries_set_aside_kept"]


def test_merged_names_saved_before_look_alikes_were_folded_still_merge() -> None:
    backend = FakeLocalStorage()
    old_key = "\u03bd\u03af\u03ba\u03bf\u03c3"  # "Νίκος" as name_key folded it before
    backend.items["balut:aliases"] = envelope({old_key: "nick"})
    assert Storage(backend).aliases() == {name_key("\u039d\u03af\u03ba\u03bf\u03c2"): "nick"}


def test_an_import_with_a_write_that_never_fitted_is_undone_whole() -> None:
    """A write of the import that storage refused at once was never made: undoing the
    import puts back the others and skips it (it once raised a KeyError there)."""
    backend = FakeLocalStorage()
    storage = Storage(backend)
    storage.remember_names(["Ann"])
    before = dict(backend.items)
    backend.quota = sum(len(k) + len(v) for k, v in backend.items.items()) + 40
    storage.begin_import()
    storage.remember_names(["Bo", "Ann"])  # (fits)
    storage.save_aliases({"bo": "ann"})  # does not fit
    assert storage.end_import() is not None
    assert backend.items == before
