"""Backup files: everything the app keeps, in one versioned JSON file, and its way back.

A backup is ``{"kind": "balut.backup", "version": 1, "created": ISO, "checksum":
"sha256:<hex>", "data": {...}}``; the checksum covers the canonical JSON of ``data``
(sorted keys, no white space, ASCII), so a file damaged or edited anywhere is refused.
``data`` holds the history, the remembered names, merged spellings (aliases), the last
setup, the chosen language and the game or match in progress, each as stored.

`read_backup` checks a file strictly before anything is changed, each entry by its shape
(every failure a `BackupError` whose ``code`` the screens word); `backup_check` then
replays every entry new here against its lines; and `merge_backup` adds what is new: a
history entry counts as already here when one with the same content is (its ``id``
aside), so a file imported twice adds nothing. Decisions: this phone's setup, language
and merged names win over the file's; a game in progress in the file stays in the file
(the backup is a whole copy, the import brings records); entries of the old layout are
taken by shape and brought on like the phone's own (`Records.upkeep`).
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import balut
from balut import record
from balut.seating import clean_name, name_key
from balut.stats import Line

from .i18n import LANGUAGES
from .match_screens import history_standings
from .protocol import MAX_BACKUP_CHARS
from .records import ENTRY_VERSION, read_figures, rules_of
from .storage import MAX_DEPTH, Shortfall, Storage, nests_deeper_than

BACKUP_KIND = "balut.backup"
BACKUP_VERSION = 1
MAX_ENTRIES = 20_000
#: Merged spellings a file may hold (a phone merges a few per player), each name at most
#: a seat's length: resolving them is linear, and bounded.
MAX_ALIASES = 5_000
MAX_ALIAS_CHARS = 200
_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")
_LINK = re.compile(
    re.escape(record.LINK_KEY + record.LINK_VERSION)
    + f"[A-Za-z0-9_-]{{16,{record.MAX_LINK_CHARS}}}"
)
_DATA_KEYS = ("history", "names", "aliases", "settings", "language", "game", "match")

JsonDict = dict[str, Any]


class BackupError(ValueError):
    """A file that is not a backup this version can read; ``code`` says why (the
    ``backup.error.<code>`` catalog entry), ``entry`` which game, when one is, and
    ``part`` what of it is untrue (``backup.part.<part>``)."""

    def __init__(self, code: str, entry: int | None = None, part: str | None = None) -> None:
        super().__init__(code if entry is None else f"{code} (entry {entry} {part or ''})")
        self.code = code
        self.entry = entry
        self.values: dict[str, int] = {} if entry is None else {"number": entry}
        self.part = part  # what of the entry does not follow from its record

    @classmethod
    def no_room(cls, shortfall: Shortfall) -> BackupError:
        """An import that did not fit, undone: with the figures when the room is known."""
        if shortfall.archiving:  # (the archive makes room: Add may fit in a moment)
            return cls("no_room_yet")
        if shortfall.room is None:
            return cls("full")
        error = cls("no_room")
        error.values = {"needed": shortfall.needed, "room": shortfall.room}
        return error


def _canonical(value: object) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def checksum(data: object) -> str:
    return "sha256:" + hashlib.sha256(_canonical(data)).hexdigest()


def backup_text(storage: Storage, created: str) -> str:
    """The backup file of everything `storage` holds, made at the moment `created`."""
    data = {
        "history": storage.history(),
        "names": storage.remembered_names(),
        "aliases": storage.aliases(),
        "settings": storage.load_settings(),
        "language": storage.language(),
        "game": storage.load_game(),
        "match": storage.load_match(),
    }
    return json.dumps(
        {
            "kind": BACKUP_KIND,
            "version": BACKUP_VERSION,
            "created": created,
            "checksum": checksum(data),
            "data": data,
        },
        ensure_ascii=True,
        allow_nan=False,
    )


@dataclass(frozen=True)
class Backup:
    """A backup file that passed every check: its moment and its data."""

    created: str
    history: list[JsonDict]
    names: list[str]
    aliases: dict[str, str]
    settings: JsonDict
    language: str | None
    game: JsonDict | None
    match: JsonDict | None

    def span(self) -> tuple[str, str] | None:
        """The first and last moment a game in it finished."""
        moments = sorted(str(e["finished"]) for e in self.history)
        return (moments[0], moments[-1]) if moments else None


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def read_backup(text: str) -> Backup:
    """The backup in `text`, checked strictly; raises `BackupError`."""
    if not text.strip():
        raise BackupError("empty")
    if len(text) > MAX_BACKUP_CHARS:
        raise BackupError("too_large")
    if nests_deeper_than(text, MAX_DEPTH):
        raise BackupError("not_json")
    try:
        top = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:  # a backup cut short or hurt reads so
        raise BackupError("malformed" if BACKUP_KIND in text[:200] else "not_json") from error
    if not isinstance(top, dict) or top.get("kind") != BACKUP_KIND:
        raise BackupError("foreign")
    version = top.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BackupError("foreign")
    if version > BACKUP_VERSION:
        raise BackupError("newer")
    data, created = top.get("data"), top.get("created")
    if not isinstance(data, dict) or set(data) != set(_DATA_KEYS) or not _is_moment(created):
        raise BackupError("malformed")
    if top.get("checksum") != checksum(data):
        raise BackupError("damaged")
    history, names, aliases = data["history"], data["names"], data["aliases"]
    if not isinstance(history, list) or len(history) > MAX_ENTRIES:
        raise BackupError("malformed")
    for number, entry in enumerate(history, 1):
        if not _valid_entry(entry):
            raise BackupError("bad_game", number)
    if len({e["id"] for e in history}) != len(history):
        raise BackupError("malformed")
    if not (
        isinstance(names, list)
        and all(_valid_name(n) for n in names)
        and isinstance(aliases, dict)
        and len(aliases) <= MAX_ALIASES
        and all(_valid_alias(k) and _valid_alias(v) for k, v in aliases.items())
        and isinstance(data["settings"], dict)
        and (data["language"] is None or data["language"] in LANGUAGES)
        and all(data[k] is None or isinstance(data[k], dict) for k in ("game", "match"))
    ):
        raise BackupError("malformed")
    return Backup(
        str(created),
        history,
        names,
        aliases,
        data["settings"],
        data["language"],
        data["game"],
        data["match"],
    )


def _is_moment(value: object) -> bool:
    if not isinstance(value, str) or len(value) > 40:
        return False
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def _valid_name(name: object) -> bool:
    return isinstance(name, str) and _clean(name)


@functools.lru_cache(maxsize=4096)  # a file repeats a club's few names in every entry
def _clean(name: str) -> bool:
    try:
        return clean_name(name) == name
    except balut.BalutError:
        return False


def _valid_alias(name: object) -> bool:
    return isinstance(name, str) and 0 < len(name) <= MAX_ALIAS_CHARS


def _valid_entry(entry: object) -> bool:
    """A history entry as this app writes it (layout 1 or 2), checked without a replay."""
    if not (
        isinstance(entry, dict)
        and isinstance(entry.get("id"), str)
        and _ID.fullmatch(entry["id"])
        and _is_moment(entry.get("finished"))
        and isinstance(entry.get("players"), list)
        and 1 <= len(entry["players"]) <= balut.MAX_PLAYERS
        and all(_valid_name(p) for p in entry["players"])
        and history_standings(entry) is not None
        and all(_valid_name(row["player"]) for row in entry["standings"])
    ):
        return False
    kind, layout = entry.get("kind"), entry.get("v")
    if kind == "match":
        return layout in (None, ENTRY_VERSION) and isinstance(entry.get("table"), list)
    if rules_of(entry.get("rules")) is None:
        return False
    if kind == "unfinished":  # its save is replayed when it is opened or continued
        return (
            layout == ENTRY_VERSION
            and entry.get("of") in ("game", "match")
            and isinstance(entry.get("save"), dict)
        )
    try:
        if layout is None:  # layout 1: the game's save, loaded when it is brought on
            return kind == "paper" or isinstance(entry.get("game"), dict)
        if layout != ENTRY_VERSION:
            return False
        lines = [Line.from_dict(line) for line in entry["standings"]]
        if kind == "paper":
            return bool(lines) and isinstance(entry.get("sheets"), list)
        read_figures(entry)  # kept beside the record, which cannot tell them
        stored = entry.get("record")
        if isinstance(stored, str):  # replayed when opened: a full decode costs ~6 ms
            if not _LINK.fullmatch(stored):
                return False
        else:
            record.check_record(stored)
    except (balut.BalutError, TypeError, ValueError):
        return False
    return kind is None and bool(lines)


def _resolved(aliases: dict[str, str]) -> dict[str, str]:
    """Merged names pointing at their final name (two files' merges can chain); a loop
    of merges, and what leads into one, is dropped. Linear in the table: each chain is
    walked once (a long chain was walked again from each of its names)."""
    final: dict[str, str | None] = {}  # None: leads into a loop
    for start in aliases:
        path, on_path, name = [], set(), start
        while name in aliases and name not in final and name not in on_path:
            path.append(name)
            on_path.add(name)
            name = aliases[name]
        end = final.get(name) if name in final or name in on_path else name
        for key in path:
            final[key] = end
    return {key: end for key, end in final.items() if end is not None}


def entry_text(entry: JsonDict) -> bytes:
    """`entry`'s canonical JSON, its id aside: two entries are one game when it is equal."""
    return _canonical({k: v for k, v in entry.items() if k != "id"})


def fingerprint_of(text: bytes) -> bytes:
    """The fingerprint of an entry whose `entry_text` is `text`."""
    return hashlib.sha256(text).digest()


def fingerprint(entry: JsonDict) -> bytes:
    return fingerprint_of(entry_text(entry))


@dataclass(frozen=True)
class Merged:
    """What an import added: history entries new here, and those here already."""

    added: int
    already_here: int


def new_entries(storage: Storage, backup: Backup) -> int:
    """How many of the file's history entries are not here yet."""
    here = {fingerprint(e) for e in storage.history()}
    return len({f for e in backup.history if (f := fingerprint(e)) not in here})


def merge_backup(storage: Storage, backup: Backup) -> Merged:
    """Add the file's new history entries, names and aliases, all or nothing (a write
    that does not fit undoes the import: `BackupError` "no_room"); this phone's own data
    stays as it is (no game here is removed or changed; a game in progress in the file is
    not taken: the one here, or none, stays)."""
    history = storage.history()
    seen = {fingerprint(e) for e in history}
    ids = {e["id"] for e in history}
    added: list[JsonDict] = []
    for entry in backup.history:
        mark = fingerprint(entry)
        if mark in seen:
            continue
        seen.add(mark)
        entry_id, n = entry["id"], 1
        while entry_id in ids:
            n += 1
            entry_id = f"{entry['id']}-{n}"[-40:]
        ids.add(entry_id)
        added.append({**entry, "id": entry_id})
    storage.begin_import()
    if added:  # (first: it is the one that may not fit)
        storage.import_history(
            sorted([*history, *added], key=lambda e: str(e["finished"]), reverse=True)
        )
    storage.remember_names([*storage.remembered_names(), *backup.names])
    aliases = {name_key(k): name_key(v) for k, v in backup.aliases.items()}
    storage.save_aliases(_resolved({**aliases, **storage.aliases()}))
    if not storage.load_settings() and backup.settings:
        storage.save_settings(backup.settings)
    if storage.language() is None and backup.language is not None:
        storage.save_language(backup.language)
    shortfall = storage.end_import()
    if shortfall is not None:
        raise BackupError.no_room(shortfall)
    return Merged(len(added), len(backup.history) - len(added))
