"""History beyond localStorage: its oldest games in an archive of their own.

localStorage keeps the recent results under ``balut:history``. When that text passes
`HISTORY_KEPT_CHARS`, or a write of it does not fit, its oldest entries are written as
chunks under ``balut:archive:<n>.<tag>`` (a higher `n` holds newer games; a random tag
per visit keeps two tabs' chunks apart), which the page keeps in IndexedDB (static/js/archive.js)
and sends back with ``start``. They leave ``balut:history`` only once the page says their
chunk is on disk (`Storage.archived`): a crash in between leaves a game in both places,
read once (by its id), never in neither, and the next history write leaves it to the
chunk (stored: it came from the page at start). When the archive refuses, or the browser has
none, nothing leaves localStorage.

The whole history is ``balut:history``, then the chunks newest first, each game once
(its first copy). What `Storage` writes goes where each game is: a game deleted from a
chunk (the player's choice) rewrites that chunk; a new or imported game goes to
``balut:history``.
"""

from __future__ import annotations

import secrets
from typing import Any

from .i18n import Msg
from .protocol import ARCHIVE_PREFIX
from .storage_codec import MAX_DEPTH, Overflows, Unreadable, decode, encode, nests_deeper_than
from .storage_codec import writable as can_write_again
from .storage_slots import HISTORY, is_history_entry
from .storage_text import TextStore

JsonDict = dict[str, Any]
Chunk = tuple[str, list[JsonDict]]  # a chunk's key and its entries

#: The history text localStorage keeps (characters): past it, the oldest games go to the
#: archive until half of it is left. A fifth of the 5 million characters a phone's
#: browser gives a site, some 800 games (1,240 characters each, a two-player game with
#: its record): room for a game, a match and their backups beside it, and one archiving
#: every 400 games or so.
HISTORY_KEPT_CHARS = 1_000_000
#: The most characters one chunk is meant to hold: deleting one of its games rewrites it.
ARCHIVE_CHUNK_CHARS = 500_000


def chunk_number(key: str) -> int | None:
    """A chunk's number (its place among the others), or None when `key` is none."""
    if not key.startswith(ARCHIVE_PREFIX):
        return None
    number = key.removeprefix(ARCHIVE_PREFIX).split(".", 1)[0]
    return int(number) if number.isascii() and number.isdigit() else None


class HistoryArchive(TextStore):
    """The history's chunks in the archive: read, written, and what is on its way there."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._archive_off = False  # nothing goes to the archive this visit
        # Chunks written this visit that the page has not said are on disk: their ids.
        self._unconfirmed: dict[str, frozenset[str]] = {}
        self._chunk_texts: dict[str, Chunk] = {}  # key -> (its text, its entries) as read
        # This storage's chunks' tag (a copy answering a tap ahead names its chunks alike).
        self._archive_tag = secrets.token_hex(4)
        # The highest chunk number written this visit: never used again, so that the page's
        # answer for a chunk removed (its games deleted) is never taken for a new one's.
        self._last_number = 0

    def archive_off(self, reason: str | None) -> None:
        """The page has no archive ("unsupported") or could not read it ("failing": its
        games are not listed this visit, and the player is told they are not lost):
        nothing goes to it this visit."""
        if reason is None:
            return
        self._archive_off = True
        if reason == "failing":
            self._warn(Msg.of("storage.archive_unread"))

    def _chunk_keys(self) -> list[str]:
        """The chunks' keys, newest first."""
        if self._backend is None:
            return []
        try:
            keys = [self._backend.key(i) for i in range(self._backend.length)]
        except Exception:  # a backend that cannot list its keys
            return []
        numbered = [
            (number, key)
            for key in keys
            if isinstance(key, str) and (number := chunk_number(key)) is not None
        ]
        return [key for _number, key in sorted(numbered, reverse=True)]

    def _chunks(self) -> list[Chunk]:
        """Every readable chunk, newest first (their entries are shared: not to change)."""
        return [(key, entries) for key in self._chunk_keys() if (entries := self._chunk(key))]

    def _chunk(self, key: str) -> list[JsonDict]:
        """A chunk's entries. One that cannot be read whole is left as it is, unread this
        visit, with a warning (never rewritten: no game in it is dropped)."""
        raw = self._get(key)
        if raw is None:
            return []
        known = self._chunk_texts.get(key)
        if known is not None and known[0] == raw:
            return known[1]
        try:
            if nests_deeper_than(raw, MAX_DEPTH):
                raise Unreadable("damaged")
            overflows = Overflows()
            entries: list[JsonDict] = decode(raw, HISTORY.readable, overflows)
            if not all(
                is_history_entry(entry) and (not overflows.seen or can_write_again(entry))
                for entry in entries
            ):
                raise Unreadable("damaged")
        except Unreadable as problem:
            self._memory[key] = None
            self._warn(Msg.of("storage.archive_damaged", reason=problem.reason))
            return []
        self._chunk_texts[key] = (raw, entries)
        return entries

    def _archive_oldest(self, entries: list[JsonDict], chars: int) -> bool:
        """Write the oldest of `entries` (localStorage's history, newest first, a text of
        `chars`) as chunks, to leave localStorage once the page has them on disk (`archived`),
        keeping the newest in about half of `HISTORY_KEPT_CHARS` (a shorter history stays
        whole). True while chunks are on their way (these or earlier ones): the history
        will have room then."""
        if self._archive_off or self._frozen or self._memory_only or self._import is not None:
            return False
        if self._unconfirmed:
            return True  # (one archiving at a time: the next write tries again)
        if chars <= HISTORY_KEPT_CHARS // 2:
            return False  # (localStorage keeps that much history whatever else it holds)
        kept = max(1, len(entries) * HISTORY_KEPT_CHARS // 2 // chars)
        oldest = entries[kept:]
        if not oldest:
            return False
        size = max(1, len(entries) * ARCHIVE_CHUNK_CHARS // max(1, chars))  # entries a chunk
        groups = [oldest[i : i + size] for i in range(0, len(oldest), size)]  # newest first
        stored = max((chunk_number(key) or 0 for key in self._chunk_keys()), default=0)
        first = 1 + max(stored, self._last_number)
        for number, group in enumerate(reversed(groups), start=first):
            key = f"{ARCHIVE_PREFIX}{number}.{self._archive_tag}"
            self._last_number = number
            if not self._try_set(key, encode(group)):
                break
            self._unconfirmed[key] = frozenset(entry["id"] for entry in group)
        return bool(self._unconfirmed)

    def _rewrite_chunk(self, key: str, entries: list[JsonDict]) -> None:
        """A chunk with some of its games gone (deleted) or changed (brought on), in
        place; removed when none is left."""
        if not entries:
            self._remove(key)
            self._unconfirmed.pop(key, None)
        elif not self._try_set(key, encode(entries)):
            self._warn(Msg.of("storage.not_saved", what=HISTORY.label))

    def _clear_archive(self) -> None:
        """Every chunk removed (Clear all history: the player's choice)."""
        for key in self._chunk_keys():
            self._remove(key)
        self._unconfirmed.clear()
