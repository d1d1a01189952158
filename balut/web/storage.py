"""Versioned, crash-proof persistence for the web app (localStorage or memory).

Every value lives under a ``balut:`` key as JSON ``{"schema": N, "data": ...}``.
Data that cannot be read (damaged JSON, a foreign shape, a newer schema) is
copied verbatim to a ``balut:backup:<name>:<stamp>`` key, removed, and reported
in :attr:`Storage.warnings` (messages, worded when shown); when the backend is
missing or a write fails even after trimming old history, everything continues in
memory with a warning.
No method raises. This module never imports ``js``: the app passes
``js.localStorage`` (or ``None``) in, tests pass a dict-backed fake.
"""

from __future__ import annotations

import copy
import json
import math
import re
import secrets
import time
from collections.abc import Callable, Iterable
from typing import Any, Protocol, TypeVar

from balut.seating import name_key

from .i18n import LANGUAGES, Msg
from .protocol import (
    BACKUP_PREFIX,
    GAME_SLOT,
    KEY_PREFIX,
    LANGUAGE_SLOT,
    MATCH_SLOT,
    SCHEMA_VERSION,
    START_SCREEN_SLOT,
)

MAX_REMEMBERED_NAMES = 30
# Backups of what can be made again (names, settings, ...) kept per kind, newest first;
# backups of a game, a match or the history are never dropped (they may be the only copy).
MAX_BACKUPS_KEPT = 3
PRECIOUS_BACKUPS = frozenset({"game", "match", "history"})

MEMORY_ONLY_WARNING = Msg.of("storage.memory_only")

JsonDict = dict[str, Any]


class StorageBackend(Protocol):
    """The part of the Web Storage API we use: ``js.localStorage`` fits as is
    (Pyodide's ``jsnull`` for a missing key is read as None)."""

    def getItem(self, key: str) -> str | None: ...

    def setItem(self, key: str, value: str) -> None: ...

    def removeItem(self, key: str) -> None: ...

    def key(self, index: int) -> str | None: ...

    @property
    def length(self) -> int: ...


class _Unreadable(Exception):
    """A stored value that must be backed up; `reason` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = Msg.of(f"storage.reason.{reason}")


class _Slot:
    """One stored value: its key, its name in messages and its shape check; `readable`, a
    looser shape a stored value may have when its reader sets damaged parts aside."""

    def __init__(
        self, name: str, valid: Callable[[Any], bool], readable: Callable[[Any], bool] | None = None
    ) -> None:
        self.name = name
        self.key = KEY_PREFIX + name
        self.label = Msg.of(f"storage.slot.{name}")
        self.valid = valid
        self.readable = readable or valid


def _is_dict(data: Any) -> bool:
    return isinstance(data, dict)


def _is_history_entry(entry: Any) -> bool:
    if not (isinstance(entry, dict) and isinstance(entry.get("id"), str)):
        return False
    # A game left unfinished is its save: without one it cannot be continued.
    return entry.get("kind") != "unfinished" or (
        entry.get("of") in ("game", "match") and isinstance(entry.get("save"), dict)
    )


def _is_history(data: Any) -> bool:
    return isinstance(data, list) and all(_is_history_entry(entry) for entry in data)


def _is_name_list(data: Any) -> bool:
    return isinstance(data, list) and all(isinstance(name, str) for name in data)


def _is_language(data: Any) -> bool:
    return data in LANGUAGES


GAME = _Slot(GAME_SLOT, _is_dict)
MATCH = _Slot(MATCH_SLOT, _is_dict)
# A damaged entry is set aside; the others are listed as usual.
HISTORY = _Slot("history", _is_history, lambda data: isinstance(data, list))
NAMES = _Slot("names", _is_name_list)
SETTINGS = _Slot("settings", _is_dict)
# Also read by the start-up shell (static/js/shell-i18n.js) before Python runs.
LANGUAGE = _Slot(LANGUAGE_SLOT, _is_language)
# Home's on/off settings, and whether each is on until the player changes it.
SWITCHES = {
    name: (_Slot(name, lambda data: isinstance(data, bool)), default)
    for name, default in (
        ("vibration", True),
        ("fast-bots", False),
        ("coach", False),
        ("confirm-fills", False),  # ask before a cross-out or a zero (one tap without)
    )
}
# Names merged on the stats screen: a spelling's `name_key` -> the key it counts under.
ALIASES = _Slot(
    "aliases",
    lambda data: (
        isinstance(data, dict)
        and all(isinstance(k, str) and isinstance(v, str) for k, v in data.items())
    ),
)
# Whether the browser was asked to keep this site's data (once, after the first game).
PERSIST_ASKED = _Slot("persist-asked", lambda data: data is True)
# The tab that opened last: each start writes a token of its own here.
TAB = _Slot("tab", lambda data: isinstance(data, str))
# Home as the next start draws it, for the start-up shell to paint before Python runs
# (balut/web/start_screen.py writes it, static/js/saved-screen.js reads it). It can be
# made again at any time: it is the first value dropped when storage is full.
START_SCREEN = _Slot(START_SCREEN_SLOT, _is_dict)
_SLOTS = {
    slot.key: slot
    for slot in (
        GAME,
        MATCH,
        HISTORY,
        NAMES,
        SETTINGS,
        LANGUAGE,
        ALIASES,
        PERSIST_ASKED,
        TAB,
        START_SCREEN,
    )
} | {slot.key: slot for slot, _default in SWITCHES.values()}
#: The keys whose change by another tab makes this tab's copy of the play out of date.
PLAY_KEYS = frozenset(slot.key for slot in (GAME, MATCH, HISTORY, TAB))


# Our saves nest about ten levels deep. Pyodide's json parser recurses on the C stack and
# ~100,000 levels kill the interpreter (a fatal error at every start), so anything deeper
# than this is refused before it is parsed.
MAX_DEPTH = 64
# A string, or an unterminated one to the end: never backtracks. (balut.record's takes a
# character at a time; this one takes the runs between escapes whole, ten times faster on
# a history's long strings.)
_STRING = re.compile(r'"[^"\\]*(?:\\[\s\S]?[^"\\]*)*(?:"|\Z)')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_INNERMOST = re.compile(r"[\[{][\]}]")


def nests_deeper_than(raw: str, limit: int) -> bool:
    """True when the JSON text `raw` opens more than `limit` arrays or objects at once
    (brackets inside strings do not count). No recursion and no loop over characters in
    Python (a history of thousands of games is checked in milliseconds): with strings and
    everything but brackets gone, each pass takes away the innermost pairs, one level."""
    if raw.count("[") + raw.count("{") <= limit:
        return False  # (fast: not even that many brackets in all)
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", raw))
    if re.search(f"[\\[{{]{{{limit + 1}}}", brackets):  # that many opened in a row
        return True
    for _ in range(limit):
        brackets, pairs = _INNERMOST.subn("", brackets)
        if not pairs:
            break
    return bool(brackets)  # a level left over (or brackets that do not pair: not JSON)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


class _Overflows:
    """json's `parse_float` and `parse_int` noting a number no save can write again: one
    too big for a float (1e400 reads as infinity), or an integer of more digits than
    Python reads (also read as infinity, instead of refusing the whole text)."""

    def __init__(self) -> None:
        self.seen = False

    def __call__(self, text: str) -> float:
        value = float(text)
        self.seen = self.seen or math.isinf(value)
        return value

    def integer(self, text: str) -> int | float:
        try:
            return int(text)
        except ValueError:
            self.seen = True
            return math.inf


def _writable(data: Any) -> bool:
    try:
        json.dumps(data, allow_nan=False)
    except ValueError:
        return False
    return True


def _decode(raw: str, valid: Callable[[Any], bool], overflows: _Overflows) -> Any:
    """Return the data inside an envelope, or raise :class:`_Unreadable` (the caller has
    refused text nested deeper than `MAX_DEPTH`)."""
    try:
        # Integers in C, not a Python call each (a history holds thousands); only a text
        # json refuses, maybe for an integer of more digits than Python reads, is read
        # again with `overflows.integer`.
        envelope = json.loads(raw, parse_constant=_reject_constant, parse_float=overflows)
    except RecursionError as error:
        raise _Unreadable("damaged") from error
    except ValueError:
        try:
            envelope = json.loads(
                raw,
                parse_constant=_reject_constant,
                parse_float=overflows,
                parse_int=overflows.integer,
            )
        except (ValueError, RecursionError) as error:
            raise _Unreadable("damaged") from error
    if not (isinstance(envelope, dict) and "schema" in envelope and "data" in envelope):
        raise _Unreadable("foreign")
    schema = envelope["schema"]
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
        raise _Unreadable("foreign")
    if schema > SCHEMA_VERSION:
        raise _Unreadable("newer")
    if not valid(envelope["data"]):
        raise _Unreadable("foreign")
    return envelope["data"]


def _encode(data: Any) -> str:
    # ASCII-only output: lone surrogates in hostile names survive the trip to JS. No
    # spaces: a history of thousands of games is a tenth smaller and written faster.
    return json.dumps(
        {"schema": SCHEMA_VERSION, "data": data}, allow_nan=False, separators=(",", ":")
    )


Forked = TypeVar("Forked")


def fork(value: Forked, memo: dict[int, Any], deep: str) -> Forked:
    """A copy of `value` to try a tap on (balut.web.app `App.prepare`): its attribute
    `deep` deep-copied with `memo`, its dicts, lists and sets copied one level (caches
    whose texts, parsed entries and figures are never changed in place), the rest shared."""
    twin = copy.copy(value)
    memo[id(value)] = twin
    for name, item in vars(value).items():
        if isinstance(item, dict | list | set):
            setattr(twin, name, copy.copy(item))
    setattr(twin, deep, copy.deepcopy(getattr(value, deep), memo))
    return twin


class Storage:
    """Everything the app keeps between visits, named by intent."""

    def __init__(
        self, backend: StorageBackend | None, *, clock: Callable[[], float] = time.time
    ) -> None:
        self._backend = backend
        self._clock = clock
        # Read before the backend: text kept in memory only, or None = removed/hidden.
        self._memory: dict[str, str | None] = {}
        self._memory_only = False
        self._frozen = False
        self._shallow: dict[str, str] = {}  # last text per key known to nest shallowly
        # The history's text and entries, as last read or written: it is read often (stats,
        # every finish) and parsing thousands of games takes a phone a while. Its entries
        # are shared with callers, who build new ones instead of changing them.
        self._parsed: dict[str, tuple[str, list[Any]]] = {}
        self._seen: dict[str, str | None] = {}  # play keys: the text last read or written
        self.taken_over = False  # another tab changed a play key: nothing more is written
        self._start_screen: str | None = None  # its text as last read or written
        self._start_screen_read = False
        # Values written or removed so far, and how many when the start screen was last
        # made: the next start reads storage, so without a write since, it is the same.
        self._writes = 0
        self._start_screen_writes = -1
        self.warnings: list[Msg] = []
        if backend is None:
            self._fall_back_to_memory()

    def __deepcopy__(self, memo: dict[int, Any]) -> Storage:
        """A copy with a copy of the backend (a tap tried on it writes nothing here)."""
        return fork(self, memo, "_backend")

    @classmethod
    def open(
        cls,
        get_backend: Callable[[], StorageBackend | None],
        *,
        clock: Callable[[], float] = time.time,
    ) -> Storage:
        """Build from ``lambda: js.localStorage``; a backend that throws on access means None."""
        try:
            backend = get_backend()
        except Exception:  # e.g. SecurityError when site data is blocked
            backend = None
        return cls(backend, clock=clock)

    # -- warnings and state -------------------------------------------------

    @property
    def memory_only(self) -> bool:
        """True once nothing more reaches the backend (shown as a warning)."""
        return self._memory_only

    def take_warnings(self) -> list[Msg]:
        """Return the pending user-facing warnings and forget them."""
        taken, self.warnings = self.warnings, []
        return taken

    def _warn(self, message: Msg) -> None:
        if message not in self.warnings:
            self.warnings.append(message)

    def freeze(self) -> None:
        """Write nothing from now on (another tab owns what is saved); reads go on."""
        self._frozen = True

    def _fall_back_to_memory(self) -> None:
        if not self._memory_only:
            self._memory_only = True
            self._warn(MEMORY_ONLY_WARNING)

    # -- game in progress ---------------------------------------------------

    def load_game(self) -> JsonDict | None:
        """The game in progress as saved by :meth:`save_game`, or None."""
        data: JsonDict | None = self._load(GAME)
        return data

    def save_game(self, data: JsonDict) -> None:
        """Save the game in progress (call after every action)."""
        self._save(GAME, data)

    def clear_game(self) -> None:
        """Forget the game in progress."""
        self._remove(GAME.key)

    def keep_rebuilt(self, kind: str) -> None:
        """The saved game (or match: `kind`) was rebuilt from its moves: keep a copy of
        it as it was, and say so (the next save replaces it with the rebuilt one)."""
        slot = MATCH if kind == "match" else GAME
        raw = self._get(slot.key)
        if raw is None:
            return
        kept = self._set_making_room(self._backup_key(slot), raw)
        self._warn(Msg.of("storage.rebuilt_kept" if kept else "storage.rebuilt", what=slot.label))

    def quarantine_game(self, reason: Msg) -> None:
        """Back up and clear a saved game the core rejected, telling the user why."""
        self._quarantine(GAME, reason)

    # -- match in progress --------------------------------------------------

    def load_match(self) -> JsonDict | None:
        """The match in progress, or None."""
        data: JsonDict | None = self._load(MATCH)
        return data

    def save_match(self, data: JsonDict) -> None:
        """Save the match in progress."""
        self._save(MATCH, data)

    def clear_match(self) -> None:
        """Forget the match in progress."""
        self._remove(MATCH.key)

    def quarantine_match(self, reason: Msg) -> None:
        """Back up and clear a saved match the core rejected, telling the user why."""
        self._quarantine(MATCH, reason)

    # -- history ------------------------------------------------------------

    def history(self) -> list[JsonDict]:
        """Finished games, newest first; each entry carries its ``id``."""
        entries: list[JsonDict] | None = self._load(HISTORY)
        return entries or []

    def history_entry(self, entry_id: str) -> JsonDict | None:
        """One finished game by id, or None."""
        return next((entry for entry in self.history() if entry["id"] == entry_id), None)

    def add_to_history(self, entry: JsonDict) -> str:
        """Store a history entry (date, players, standings, winners, rules, game); return its
        id."""
        entries = self.history()
        entry_id = self._new_id({existing["id"] for existing in entries})
        self._save(HISTORY, [{**entry, "id": entry_id}, *entries])
        return entry_id

    def replace_history(self, entries: list[JsonDict]) -> None:
        """Store `entries` as the whole history (newest first; each keeps its ``id``)."""
        self._save(HISTORY, entries)

    def delete_history(self, entry_id: str) -> None:
        """Remove one finished game from history (unknown ids are ignored)."""
        entries = self.history()
        kept = [entry for entry in entries if entry["id"] != entry_id]
        if len(kept) != len(entries):
            self._save(HISTORY, kept)

    def clear_history(self) -> None:
        """Remove every finished game."""
        self._remove(HISTORY.key)

    def _new_id(self, taken: set[str]) -> str:
        base = f"g{int(self._clock() * 1000):x}"
        entry_id, n = base, 1
        while entry_id in taken:
            n += 1
            entry_id = f"{base}-{n}"
        return entry_id

    def _store_newer_half_of_history(self, entries: list[JsonDict]) -> bool:
        """Write only the newer half of ``entries`` to make room; True if it worked."""
        if len(entries) < 2:
            return False
        kept = entries[: len(entries) // 2]
        text = self._encode_or_warn(kept, HISTORY)
        if text is None or not self._try_set(HISTORY.key, text):
            return False
        self._warn_trimmed(len(entries) - len(kept))
        return True

    def _warn_trimmed(self, dropped: int) -> None:
        self._warn(Msg.of("storage.trimmed", count=dropped))

    # -- names and settings -------------------------------------------------

    def remembered_names(self) -> list[str]:
        """Player names used before, most recent first."""
        names: list[str] | None = self._load(NAMES)
        return names or []

    def remember_names(self, names: Iterable[str]) -> None:
        """Put these names first (in order), drop look-alike repeats (`name_key`), keep 30."""
        merged: list[str] = []
        seen: set[str] = set()
        fresh = [names] if isinstance(names, str) else list(names)
        for name in [*fresh, *self.remembered_names()]:
            if not isinstance(name, str) or not name.strip():
                continue
            folded = name_key(name.strip())
            if folded not in seen:
                seen.add(folded)
                merged.append(name)
        self._save(NAMES, merged[:MAX_REMEMBERED_NAMES])

    def load_settings(self) -> JsonDict:
        """The last used setup, or an empty dict."""
        settings: JsonDict | None = self._load(SETTINGS)
        return settings or {}

    def save_settings(self, settings: JsonDict) -> None:
        """Remember the setup for the next new game."""
        self._save(SETTINGS, settings)

    # -- envelope, backup, fallback -------------------------------------------

    def language(self) -> str | None:
        """The language chosen in the app, or None to follow the browser."""
        language = self._load(LANGUAGE)
        return language if isinstance(language, str) else None

    def save_language(self, language: str) -> None:
        self._save(LANGUAGE, language)

    def switch(self, name: str) -> bool:
        """A Home setting (``SWITCHES``): on or off, its default until changed."""
        slot, default = SWITCHES[name]
        stored = self._load(slot)
        return stored if isinstance(stored, bool) else default

    def save_switch(self, name: str, on: bool) -> None:
        self._save(SWITCHES[name][0], on)

    def aliases(self) -> dict[str, str]:
        """Merged spellings: a name's key -> the key its games count under (keys saved
        before `name_key` folded look-alike letters are folded as they are read)."""
        aliases: dict[str, str] | None = self._load(ALIASES)
        return {name_key(spelling): name_key(key) for spelling, key in (aliases or {}).items()}

    def save_aliases(self, aliases: dict[str, str]) -> None:
        self._save(ALIASES, aliases)

    def persist_asked(self) -> bool:
        """True once the browser was asked to keep this site's data."""
        return self._load(PERSIST_ASKED) is True

    def mark_persist_asked(self) -> None:
        self._save(PERSIST_ASKED, True)

    def claim_tab(self) -> None:
        """This tab plays now: any other tab of the app sees the change and stands by.
        Best effort: a full storage never gives up history for it."""
        self._try_set(TAB.key, _encode(secrets.token_hex(8)))

    def start_screen_due(self) -> bool:
        """True when something was stored since the start screen was last made (a start
        draws Home from what is stored: without a write, it is as it was)."""
        return self._writes != self._start_screen_writes

    def save_start_screen(self, data: JsonDict) -> None:
        """Keep what Home shows at the next start (best effort, only when it changed): a
        storage too full for it drops the old one (never a save), so the shell then paints
        its skeleton rather than a screen that is out of date."""
        self._start_screen_writes = self._writes
        try:
            text = _encode(data)
        except (TypeError, ValueError, RecursionError):
            return
        if not self._start_screen_read:
            self._start_screen_read = True
            self._start_screen = self._get(START_SCREEN.key)
        if text == self._start_screen:
            return
        # Another tab changed the play since this one read it (maybe unnoticed, from the
        # back-forward cache): this tab's Home is not the next start's.
        if any(self._taken_over_at(key) for key in list(self._seen)):
            return
        if self._try_set(START_SCREEN.key, text):
            self._start_screen = text
        else:
            self._drop_start_screen()

    def _drop_start_screen(self) -> bool:
        """Remove the start screen to make room; True when there was one."""
        if self._memory_only or self._frozen or self._backend is None:
            return False
        try:
            if not isinstance(self._backend.getItem(START_SCREEN.key), str):  # (or jsnull)
                return False
            self._backend.removeItem(START_SCREEN.key)
        except Exception:
            return False
        self._start_screen, self._start_screen_read = None, True
        return True

    def _set_making_room(self, key: str, text: str) -> bool:
        """`_try_set`, and when that fails, again once the start screen made room."""
        return self._try_set(key, text) or (self._drop_start_screen() and self._try_set(key, text))

    def _load(self, slot: _Slot) -> Any:
        raw = self._get(slot.key)
        if raw is None:
            return None
        parsed = self._parsed.get(slot.key)
        if parsed is not None and parsed[0] == raw:  # the history as last read or written
            return list(parsed[1])
        try:
            if self._shallow.get(slot.key) != raw:  # scanned once per stored text
                if nests_deeper_than(raw, MAX_DEPTH):
                    raise _Unreadable("damaged")
                self._shallow[slot.key] = raw
            overflows = _Overflows()
            data = _decode(raw, slot.readable, overflows)
            if slot is HISTORY:
                data = self._set_damaged_entries_aside(raw, data, overflows.seen)
                self._parsed[slot.key] = (raw, list(data))
            return data
        except _Unreadable as problem:
            self._back_up_and_remove(slot, raw, problem.reason)
            return None

    def _set_damaged_entries_aside(
        self, raw: str, entries: list[Any], overflowed: bool
    ) -> list[Any]:
        """The history's entries that can be listed (and, when a number `overflowed`, be
        written again). When some cannot, the whole text is backed up and the rest saved
        in its place (or, with no room for the backup, the rest shown and the text left
        until the next save), with a warning."""
        readable = [
            entry
            for entry in entries
            if _is_history_entry(entry) and (not overflowed or _writable(entry))
        ]
        dropped = len(entries) - len(readable)
        if not dropped:
            return entries
        outcome = "left"
        if self._set_making_room(self._backup_key(HISTORY), raw):
            self._save(HISTORY, readable)
            outcome = "kept"
        self._warn(Msg.of(f"storage.entries_set_aside_{outcome}", count=dropped))
        return readable

    def _save(self, slot: _Slot, data: Any) -> None:
        """Write ``data``; when full, trim old history and retry once, else keep it in memory."""
        if self._frozen or self._taken_over_at(slot.key):
            return
        text = self._encode_or_warn(data, slot)
        if text is None:
            return
        if self._set_making_room(slot.key, text):
            if slot is HISTORY:  # read back without parsing it again
                self._parsed[slot.key] = (text, list(data))
            return
        self._failed_write(slot, text, data)

    def _failed_write(self, slot: _Slot, text: str, data: Any) -> None:
        """A write of `slot` that did not fit: trim old history and retry once, else keep
        it in memory (with the warning)."""
        if not self._memory_only:
            if slot is HISTORY:
                if self._store_newer_half_of_history(data):
                    return
            elif self._store_newer_half_of_history(self.history()) and self._try_set(
                slot.key, text
            ):
                return
        self._fall_back_to_memory()
        self._memory[slot.key] = text

    def writes_refused(self, refused: list[tuple[str, str | None]]) -> None:
        """Writes the backend took and then could not keep (the page's localStorage,
        behind the worker's copy, was full at the first of them; the copy now holds what
        the page kept, and knows the room there is), in their order. Each is made again,
        and fails as it would have failed here at once: a save drops the start screen,
        then trims old history and retries, else stays in memory (with the warning); the
        start screen is dropped; a backup copy that does not fit
        leaves its value in place (its removal is not made) and hidden for this session."""
        if self._backend is not None:
            for key, _text in refused:
                if key in PLAY_KEYS and key in self._seen:  # what this tab last saw there
                    current = self._backend.getItem(key)
                    self._seen[key] = current if isinstance(current, str) else None
        kept: set[str] = set()  # values whose backup did not fit: they stay
        for key, text in refused:
            if text is None:
                if key not in kept:
                    self._remove(key)
                continue
            if key == START_SCREEN.key:  # (out of date: the skeleton, rather)
                self._drop_start_screen()
                continue
            if self._set_making_room(key, text):
                continue
            if key.startswith(BACKUP_PREFIX):
                name = key.removeprefix(BACKUP_PREFIX).rsplit(":", 1)[0]
                slot = _SLOTS.get(KEY_PREFIX + name)
                if slot is not None:
                    kept.add(slot.key)
                    self._memory[slot.key] = None
                continue
            slot = _SLOTS.get(key)
            if slot is None:  # (no such key is written today)
                self._fall_back_to_memory()
                self._memory[key] = text
                continue
            try:
                data = json.loads(text)["data"]
            except (ValueError, KeyError, TypeError):
                data = None
            self._failed_write(slot, text, data)

    def _encode_or_warn(self, data: Any, slot: _Slot) -> str | None:
        """The JSON envelope for ``data``, or None (with a warning) if it cannot be stored."""
        try:
            if slot.valid(data):
                return _encode(data)
        except (TypeError, ValueError, RecursionError):
            pass
        self._warn(Msg.of("storage.not_saved", what=slot.label))
        return None

    def _quarantine(self, slot: _Slot, reason: Msg) -> None:
        raw = self._get(slot.key)
        if raw is None:
            return
        self._back_up_and_remove(slot, raw, reason, "resumed")

    def _back_up_and_remove(self, slot: _Slot, raw: str, reason: Msg, failed: str = "read") -> None:
        """Copy the raw value to a backup key, then drop it; if the copy fails,
        hide it for this session and leave it in place (the next save replaces it).
        `failed` is what could not be done with it: "read" or "resumed"."""
        if self._set_making_room(self._backup_key(slot), raw):
            self._remove(slot.key)
            self._prune_backups(slot)
            outcome = "kept"
        else:
            self._memory[slot.key] = None
            outcome = "left"
        self._warn(Msg.of(f"storage.not_{failed}_{outcome}", what=slot.label, reason=reason))

    def _prune_backups(self, slot: _Slot) -> None:
        """Keep the newest `MAX_BACKUPS_KEPT` backups of a slot whose data can be made
        again (keys sort by their stamp); precious ones stay."""
        if slot.name in PRECIOUS_BACKUPS or self._backend is None:
            return
        prefix = f"{BACKUP_PREFIX}{slot.name}:"
        try:
            keys = [self._backend.key(i) for i in range(self._backend.length)]
        except Exception:  # a backend that cannot list its keys keeps them all
            return
        ours = sorted(k for k in keys if isinstance(k, str) and k.startswith(prefix))
        for key in ours[:-MAX_BACKUPS_KEPT]:
            self._remove(key)

    def _backup_key(self, slot: _Slot) -> str:
        stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(self._clock()))
        key, n = f"{BACKUP_PREFIX}{slot.name}:{stamp}", 1
        while self._get(key) is not None:
            n += 1
            key = f"{BACKUP_PREFIX}{slot.name}:{stamp}-{n}"
        return key

    def _get(self, key: str) -> str | None:
        """The stored text or None; memory overrides the backend."""
        if key in self._memory:
            return self._memory[key]
        if self._backend is None:
            return None
        try:
            raw = self._backend.getItem(key)
        except Exception:  # a blocked localStorage throws on every access
            self._fall_back_to_memory()
            return None
        # Pyodide hands JS null over as ``pyodide.ffi.jsnull``, not None.
        text = raw if isinstance(raw, str) else None
        if key in PLAY_KEYS:
            self._seen[key] = text
        return text

    def _taken_over_at(self, key: str) -> bool:
        """True, and frozen from now on, when another tab changed the play key `key` since
        this one last read or wrote it (its `storage` event may never have arrived, e.g.
        while this page sat in the back-forward cache)."""
        if key not in self._seen or self._backend is None or self._memory_only:
            return False
        try:
            current = self._backend.getItem(key)
        except Exception:
            return False
        if (current if isinstance(current, str) else None) == self._seen[key]:
            return False
        self.taken_over = True
        self.freeze()
        return True

    def _try_set(self, key: str, text: str) -> bool:
        """Write to the backend unless in memory-only mode; False if it failed."""
        if self._memory_only or self._frozen or self._backend is None:
            return False
        if self._taken_over_at(key):
            return False
        # (a play key written again as it was, or the tab's token, changes nothing the next
        # start draws)
        changed = key not in (START_SCREEN.key, TAB.key) and (
            key not in PLAY_KEYS or self._seen.get(key) != text
        )
        try:
            self._backend.setItem(key, text)
        except Exception:  # QuotaExceededError, SecurityError, ...
            return False
        self._memory.pop(key, None)
        if key in PLAY_KEYS:
            self._seen[key] = text
        self._writes += changed
        return True

    def _remove(self, key: str) -> None:
        if self._frozen or self._taken_over_at(key):
            return
        self._writes += 1
        self._seen.pop(key, None)
        if self._memory_only:
            self._memory[key] = None
        if self._backend is not None:
            try:
                self._backend.removeItem(key)
            except Exception:
                self._fall_back_to_memory()
                self._memory[key] = None
