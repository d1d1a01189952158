"""The worker's copy of the page's saves: a `StorageBackend` for balut/web/storage.py.

Python runs in a web worker, which has no localStorage. The page sends every `balut:*`
value at start (after save-journal.js brought them up to date); `Storage` reads and
writes this copy, and each write is also noted, in order, for the page to make in
localStorage in the same task as it paints the frame that came with it (balut.web.app).
Another tab's writes (the page's `storage` events) update the copy.

The page's localStorage may be full when this copy took a write: the page then sends
the writes it could not make back (`refused`, with the room it found); from then on this
copy refuses, as localStorage would, what does not fit. (At start-up the page instead
undoes the first frame's writes and starts Python again with that room known, so the
first reads of damaged values back them up exactly as they would fit; see
static/js/screen.js.)

The history archive's chunks (ARCHIVE_PREFIX keys) are values here like the others, but
the page keeps them in IndexedDB (static/js/archive.js): they take none of
localStorage's room, and another tab's clearing of localStorage leaves them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .protocol import ARCHIVE_PREFIX

Write = list[Any]  # [key, text], or [key, None] for a removal


class StorageFullError(Exception):
    """What localStorage's QuotaExceededError is for this copy."""


class SavesMirror:
    """The page's `balut:*` values, as a dict, with the writes still to make there."""

    def __init__(
        self, values: Mapping[str, Any], other_chars: int = 0, limit: int | None = None
    ) -> None:
        self._values = {str(k): v for k, v in values.items() if isinstance(v, str)}
        self._writes: list[Write] = []
        self._other = other_chars  # what the page keeps besides these (keys and text)
        self._limit = limit  # the room there is (characters), once a write did not fit
        self._batch = 0  # the writes taken so far, in batches (one a frame)
        self._batch_of: dict[str, int] = {}  # key -> the batch that last wrote it

    # --- the Web Storage calls storage.py makes --------------------------------------

    def getItem(self, key: str) -> str | None:
        return self._values.get(key)

    def setItem(self, key: str, value: str) -> None:
        if self._limit is not None and not key.startswith(ARCHIVE_PREFIX):
            old = self._values.get(key)
            grown = len(value) - (-len(key) if old is None else len(old))
            if self.used() + grown > self._limit:
                raise StorageFullError(key)
        self._values[key] = value
        self._writes.append([key, value])

    def removeItem(self, key: str) -> None:
        if self._values.pop(key, None) is not None:
            self._writes.append([key, None])

    def key(self, index: int) -> str | None:
        keys = list(self._values)
        return keys[index] if 0 <= index < len(keys) else None

    @property
    def length(self) -> int:
        return len(self._values)

    # --- the page's side ------------------------------------------------------------------

    def used(self) -> int:
        """Characters of keys and values, as localStorage counts its quota."""
        return self._other + sum(
            len(k) + len(v) for k, v in self._values.items() if not k.startswith(ARCHIVE_PREFIX)
        )

    def room(self) -> int | None:
        """Characters still free on the page, once a refused write told its limit."""
        return None if self._limit is None else max(0, self._limit - self.used())

    def take_writes(self) -> tuple[list[Write], int]:
        """The writes since the last call, for the page to make in this order, and the
        number of this batch of them."""
        writes, self._writes = self._writes, []
        self._batch += 1
        for key, _text in writes:
            self._batch_of[key] = self._batch
        return writes, self._batch

    def written_after(self, batch: int) -> set[str]:
        """The keys written again since that batch (taken or still to take)."""
        later = {key for key, number in self._batch_of.items() if number > batch}
        return later | {key for key, _text in self._writes}

    def written_elsewhere(self, key: str, value: str | None) -> None:
        """Another tab wrote `key` (None: removed it)."""
        if value is None:
            self._values.pop(key, None)
        else:
            self._values[key] = value

    def cleared_elsewhere(self) -> None:
        """Another tab cleared the site's localStorage (the archive is not in it)."""
        self._values = {k: v for k, v in self._values.items() if k.startswith(ARCHIVE_PREFIX)}

    def refused(self, kept: Mapping[str, Any], used: int, limit: int) -> None:
        """The page could not make a write, nor those after it: `kept` is what it holds
        for their keys, `used` its whole count of characters, `limit` the most it can
        hold (found by the write that did not fit). From now on this copy refuses what
        would not fit."""
        for key, value in kept.items():
            self.written_elsewhere(str(key), value if isinstance(value, str) else None)
        self._other = max(0, used - (self.used() - self._other))
        self._limit = limit
