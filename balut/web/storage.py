"""Versioned, crash-proof persistence for the web app (localStorage or memory).

Every value lives under a ``balut:`` key as JSON ``{"schema": N, "data": ...}``.
Data that cannot be read (damaged JSON, a foreign shape, a newer schema) is
copied verbatim to a ``balut:backup:<name>:<stamp>`` key, removed, and reported
in :attr:`Storage.warnings` (messages, worded when shown). Nothing stored is ever
removed to make room: a write that does not fit keeps its value in memory (read back
this visit, written again at the next save) with a warning, and when the backend is
missing everything continues in memory. An import (`begin_import`/`end_import`) is
all or nothing, also when the page refuses its writes later (`writes_refused`).
No method raises. This module never imports ``js``: the app passes
``js.localStorage`` (or ``None``) in, tests pass a dict-backed fake.

Beneath it: `storage_archive` (the history's oldest games, kept beyond localStorage),
`storage_slots` (what is stored under which key), `storage_codec` (the envelope's text)
and `storage_text` (the backend behind a memory overlay).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from balut.seating import name_key

from .fork import fork
from .i18n import Msg
from .protocol import BACKUP_PREFIX, KEY_PREFIX
from .storage_archive import HISTORY_KEPT_CHARS, HistoryArchive
from .storage_codec import (
    MAX_DEPTH,
    Overflows,
    Unreadable,
    decode,
    encode,
    nests_deeper_than,
    writable,
)
from .storage_slots import (
    ALIASES,
    GAME,
    HISTORY,
    LANGUAGE,
    MATCH,
    MAX_REMEMBERED_NAMES,
    NAMES,
    PERSIST_ASKED,
    PLAY_KEYS,
    PUZZLE,
    SETTINGS,
    SLOTS,
    START_SCREEN,
    SWITCHES,
    TAB,
    Slot,
    is_history_entry,
)
from .storage_text import ImportWrites, StorageBackend

# Names other modules of the app import from here.
__all__ = ["MAX_DEPTH", "PLAY_KEYS", "Shortfall", "Storage", "fork", "nests_deeper_than"]

JsonDict = dict[str, Any]


@dataclass(frozen=True)
class Shortfall:
    """An import that did not fit, undone: the characters it needed more than there
    were, the room there is (None: the backend does not say), and whether the history's
    oldest games are on their way to the archive to make room (the import may fit then)."""

    needed: int
    room: int | None
    archiving: bool = False


class Storage(HistoryArchive):
    """Everything the app keeps between visits, named by intent."""

    def __init__(
        self, backend: StorageBackend | None, *, clock: Callable[[], float] = time.time
    ) -> None:
        super().__init__(backend, clock=clock)
        self._shallow: dict[str, str] = {}  # last text per key known to nest shallowly
        # The history's text and entries, as last read or written: it is read often (stats,
        # every finish) and parsing thousands of games takes a phone a while. Its entries
        # are shared with callers, who build new ones instead of changing them.
        self._parsed: dict[str, tuple[str, list[Any]]] = {}
        # The whole history (with the archive's) as last read, and the texts it was read from.
        self._whole: tuple[tuple[str | None, ...], list[JsonDict]] | None = None
        # How many writes were made when the start screen was last made: the next start
        # reads storage, so without a write since, it is the same.
        self._start_screen_writes = -1
        # The last import whose writes were all taken, while the page may still refuse
        # them (`writes_refused`); an import undone that way, until the screens say so.
        self._last_import: ImportWrites | None = None
        self._import_undone: Shortfall | None = None

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
        """Finished games, newest first (localStorage's and the archive's, each once, by its
        id: an old game imported into localStorage takes its place among the archive's);
        each entry carries its ``id``."""
        kept = self._kept_history()
        chunks = self._chunks()
        if not chunks:
            return kept
        texts = (self._get(HISTORY.key), *(self._get(key) for key, _entries in chunks))
        if self._whole is not None and self._whole[0] == texts:  # (as last read)
            return list(self._whole[1])
        seen: set[str] = set()
        whole: list[JsonDict] = []
        for entries in (kept, *(entries for _key, entries in chunks)):
            for entry in entries:
                if entry["id"] not in seen:
                    seen.add(entry["id"])
                    whole.append(entry)
        whole.sort(key=lambda entry: str(entry.get("finished", "")), reverse=True)  # (stable)
        self._whole = (texts, whole)
        return list(whole)

    def history_entry(self, entry_id: str) -> JsonDict | None:
        """One finished game by id, or None."""
        return next((entry for entry in self.history() if entry["id"] == entry_id), None)

    def add_to_history(self, entry: JsonDict) -> str:
        """Store a history entry (date, players, standings, winners, rules, game); return its
        id."""
        entry_id = self._new_id({existing["id"] for existing in self.history()})
        kept = [{**entry, "id": entry_id}, *self._kept_history()]
        self._save(HISTORY, self._kept_part(kept, self._chunks()))
        return entry_id

    def replace_history(self, entries: list[JsonDict]) -> None:
        """Store `entries` as the whole history (newest first; each keeps its ``id``): each
        game where it is stored (one new here in localStorage), a chunk of the archive
        written again only when its games changed (one of them deleted or brought on)."""
        chunks = self._chunks()
        for key, held in chunks:
            ids = {entry["id"] for entry in held}
            now = [entry for entry in entries if entry["id"] in ids]
            if now != held:
                self._rewrite_chunk(key, now)
        kept = self._kept_part(entries, chunks)
        if kept != self._kept_history():
            self._save(HISTORY, kept)

    def delete_history(self, entry_id: str) -> None:
        """Remove one finished game from history, wherever it is kept (unknown ids are
        ignored)."""
        entries = self.history()
        kept = [entry for entry in entries if entry["id"] != entry_id]
        if len(kept) != len(entries):
            self.replace_history(kept)

    def clear_history(self) -> None:
        """Remove every finished game (the archive's too)."""
        self._remove(HISTORY.key)
        self._clear_archive()

    def archived(self, key: str, stored: bool, settled: bool = True) -> None:
        """The page has the archive's chunk `key` on disk (`stored`): its games leave
        localStorage's history now, or, while a frame the page had not made when it
        answered is on its way (not `settled`: it may hold an import the page will refuse,
        to be undone whole), at the next history write. Or the archive refused it: it is
        not used again this visit, nothing leaves, and a history kept in memory only is
        said to be. A refused rewrite or removal of a chunk (a game deleted) is said: the
        archive still holds the games as they were."""
        ids = self._unconfirmed.pop(key, None)
        if ids is None:  # (a chunk written again or removed, or one of an earlier start)
            if not stored:
                self._warn(Msg.of("storage.archive_unchanged"))
            return
        if not stored:
            self._archive_off = True
            self._remove(key)  # (the copy of what the page does not hold)
            if isinstance(self._memory.get(HISTORY.key), str):
                self._warn(Msg.of("storage.full", what=HISTORY.label))
            return
        if not settled:
            return
        kept = self._kept_history()
        trimmed = self._kept_part(kept, self._chunks())
        if len(trimmed) != len(kept):
            self._save(HISTORY, trimmed)

    def _archive_to_make_room(self) -> bool:
        """An import did not fit: the history's oldest games go to the archive (moved,
        not changed), so that the import may fit once they are there; True if they go."""
        raw = self._get(HISTORY.key)
        return raw is not None and self._archive_oldest(self._kept_history(), len(raw))

    def _kept_history(self) -> list[JsonDict]:
        """The history localStorage keeps (its recent games)."""
        entries: list[JsonDict] | None = self._load(HISTORY)
        return entries or []

    def _kept_part(
        self, entries: list[JsonDict], chunks: list[tuple[str, list[JsonDict]]]
    ) -> list[JsonDict]:
        """Those of `entries` that localStorage keeps: all but the games of chunks on disk
        (read at start, or stored since: `archived`), so a chunk's games leave it once
        stored, also those a crash left in both places."""
        archived = {
            entry["id"] for key, held in chunks if key not in self._unconfirmed for entry in held
        }
        return [entry for entry in entries if entry["id"] not in archived]

    def _new_id(self, taken: set[str]) -> str:
        base = f"g{int(self._clock() * 1000):x}"
        entry_id, n = base, 1
        while entry_id in taken:
            n += 1
            entry_id = f"{base}-{n}"
        return entry_id

    # -- an import: all or nothing --------------------------------------------

    def room(self) -> int | None:
        """Characters the backend has free, when it knows (the worker's copy knows once
        the page refused a write); None when it does not."""
        measure = getattr(self._backend, "room", None)
        room = measure() if callable(measure) else None
        return room if isinstance(room, int) else None

    def begin_import(self) -> None:
        """The writes from now until `end_import` are one import: all made, or none."""
        self._import = ImportWrites()

    def import_history(self, entries: list[JsonDict]) -> None:
        """Within an import: `entries` (newest first) as the whole history, written only
        when there is room (checked first when the backend knows its room). The games new
        here go to localStorage (those of the archive stay there): an import is one write,
        undone whole; the next history write moves what is old to the archive."""
        writes = self._import
        assert writes is not None, "import_history outside an import"
        entries = self._kept_part(entries, self._chunks())
        text = self._encode_or_warn(entries, HISTORY)
        if text is None:
            writes.refused = True
            return
        old = self._get(HISTORY.key)
        writes.needed += len(text) - (len(old) if old is not None else -len(HISTORY.key))
        room = self.room()
        if (room is not None and writes.needed > room) or self._frozen:
            writes.refused = True
        elif self._set_making_room(HISTORY.key, text):
            self._parsed[HISTORY.key] = (text, list(entries))
        else:
            writes.refused = True

    def end_import(self) -> Shortfall | None:
        """None when every write of the import was taken (the page may still refuse
        them: `writes_refused` undoes it then); else its writes are undone and the
        shortfall returned. An import never removes or changes a game stored before."""
        writes, self._import = self._import, None
        assert writes is not None, "end_import without begin_import"
        if not writes.refused:
            self._last_import = writes
            return None
        self._undo(writes, set())
        return Shortfall(writes.needed, self.room(), self._archive_to_make_room())

    def take_import_undone(self) -> Shortfall | None:
        """An import the page refused after it was taken, undone since; once."""
        undone, self._import_undone = self._import_undone, None
        return undone

    def _undo(self, writes: ImportWrites, refused: set[str]) -> None:
        """Put back what the import's writes replaced, where the backend still holds the
        import's text (the `refused` keys the page never changed)."""
        assert self._backend is not None
        for key, before in writes.before.items():
            held = self._backend.getItem(key)
            if key in refused or key not in writes.after:  # (never made)
                continue
            if (held if isinstance(held, str) else None) != writes.after[key]:
                continue
            if before is None:
                self._remove(key)
            else:
                self._try_set(key, before)  # (it fitted before the import)
        self._parsed.pop(HISTORY.key, None)

    def _refused_import(self, refused: list[tuple[str, str | None]]) -> set[str]:
        """When the page refused a write of the last import: the import undone (those of
        its writes the page made are put back), and its keys, which are not made again."""
        writes = self._last_import
        if writes is None or not any(
            key in writes.after and writes.after[key] == text for key, text in refused
        ):
            return set()
        self._last_import = None
        self._undo(writes, {key for key, _text in refused})
        self._import_undone = Shortfall(writes.needed, self.room(), self._archive_to_make_room())
        return set(writes.after)

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

    # -- language, Home's switches, aliases, the tab, the start screen --------

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

    def persist_asked_at(self) -> int:
        """How many games history held when the browser was last asked to keep this
        site's data (0: never asked)."""
        asked = self._load(PERSIST_ASKED)
        return 1 if asked is True else asked if isinstance(asked, int) else 0

    def mark_persist_asked(self, games: int) -> None:
        self._save(PERSIST_ASKED, max(1, games))

    def puzzle_record(self) -> JsonDict | None:
        """The puzzle of the day's record (`storage_slots.PUZZLE`), None when there is none
        (or it was unreadable: then it is backed up, with a warning)."""
        record: JsonDict | None = self._load(PUZZLE)
        return record

    def save_puzzle_record(self, record: JsonDict) -> None:
        self._save(PUZZLE, record)

    def claim_tab(self) -> None:
        """This tab plays now: any other tab of the app sees the change and stands by.
        Best effort: a full storage never gives up history for it."""
        self._try_set(TAB.key, encode(secrets.token_hex(8)))

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
            text = encode(data)
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

    # -- envelope, backup, fallback -------------------------------------------

    def _load(self, slot: Slot) -> Any:
        raw = self._get(slot.key)
        if raw is None:
            return None
        parsed = self._parsed.get(slot.key)
        if parsed is not None and parsed[0] == raw:  # the history as last read or written
            return list(parsed[1])
        try:
            if self._shallow.get(slot.key) != raw:  # scanned once per stored text
                if nests_deeper_than(raw, MAX_DEPTH):
                    raise Unreadable("damaged")
                self._shallow[slot.key] = raw
            overflows = Overflows()
            data = decode(raw, slot.readable, overflows)
            if slot is HISTORY:
                data = self._set_damaged_entries_aside(raw, data, overflows.seen)
                self._parsed[slot.key] = (raw, list(data))
            return data
        except Unreadable as problem:
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
            if is_history_entry(entry) and (not overflowed or writable(entry))
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

    def _save(self, slot: Slot, data: Any) -> None:
        """Write ``data``; when full, once more after dropping the start screen, else keep
        it in memory (`_failed_write`)."""
        if self._frozen or self._taken_over_at(slot.key):
            return
        text = self._encode_or_warn(data, slot)
        if text is None:
            return
        if slot is HISTORY:  # read back without parsing it again
            self._parsed[slot.key] = (text, list(data))
        if not self._set_making_room(slot.key, text):
            self._failed_write(slot, text)
        elif slot is HISTORY and len(text) > HISTORY_KEPT_CHARS:
            self._archive_oldest(data, len(text))

    def _failed_write(self, slot: Slot, text: str) -> None:
        """A write of `slot` that did not fit: nothing stored is removed to make room (no
        game is dropped for another). The value stays in memory, read back this visit and
        written again at the next save (which may find room: a finished game's save goes
        as it joins history), and the player is told, with Export backup at hand; for the
        history, only if its oldest games cannot go to the archive to make room. Within
        an import it is not kept: the import is undone (`end_import`)."""
        if self._import is not None:
            self._import.refused = True
            return
        self._memory[slot.key] = text
        if slot is HISTORY and self._archive_oldest(self._kept_history(), len(text)):
            return  # (its oldest games go to the archive, to make room; said if it refuses)
        if not self._memory_only:
            self._warn(Msg.of("storage.full", what=slot.label))

    def writes_refused(self, refused: list[tuple[str, str | None]]) -> None:
        """Writes the backend took and then could not keep (the page's localStorage,
        behind the worker's copy, was full at the first of them; the copy now holds what
        the page kept, and knows the room there is), in their order. An import's writes
        are undone as one (`_refused_import`). Each other is made again, and fails as it
        would have failed here at once: a save drops the start screen and retries, else
        stays in memory (with the warning; nothing stored is removed for it); the start
        screen is dropped; a backup copy that does not fit leaves its value in place (its
        removal is not made) and hidden for this session."""
        if self._backend is not None:
            for key, _text in refused:
                if key in PLAY_KEYS and key in self._seen:  # what this tab last saw there
                    current = self._backend.getItem(key)
                    self._seen[key] = current if isinstance(current, str) else None
        undone = self._refused_import(refused) if self._backend is not None else set()
        kept: set[str] = set()  # values whose backup did not fit: they stay
        for key, text in refused:
            if key in undone:
                continue
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
                slot = SLOTS.get(KEY_PREFIX + name)
                if slot is not None:
                    kept.add(slot.key)
                    self._memory[slot.key] = None
                continue
            slot = SLOTS.get(key)
            if slot is None:  # (no such key is written today)
                self._fall_back_to_memory()
                self._memory[key] = text
                continue
            self._failed_write(slot, text)

    def _encode_or_warn(self, data: Any, slot: Slot) -> str | None:
        """The JSON envelope for ``data``, or None (with a warning) if it cannot be stored."""
        try:
            if slot.valid(data):
                return encode(data)
        except (TypeError, ValueError, RecursionError):
            pass
        self._warn(Msg.of("storage.not_saved", what=slot.label))
        return None

    def _quarantine(self, slot: Slot, reason: Msg) -> None:
        raw = self._get(slot.key)
        if raw is None:
            return
        self._back_up_and_remove(slot, raw, reason, "resumed")

    def _back_up_and_remove(self, slot: Slot, raw: str, reason: Msg, failed: str = "read") -> None:
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
