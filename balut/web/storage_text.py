"""Stored texts by key: the backend (``js.localStorage`` or a fake) behind a memory overlay.

A write that fails is reported, never raised; a backend that throws on access, or none,
means everything goes on in memory with a warning. Another tab's change to a play key
freezes this tab's writes (`taken_over`). Backups are named and pruned here; what goes in
them, and when, is :class:`balut.web.storage.Storage`'s business.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from .i18n import Msg
from .protocol import BACKUP_PREFIX
from .storage_slots import (
    MAX_BACKUPS_KEPT,
    PLAY_KEYS,
    PRECIOUS_BACKUPS,
    START_SCREEN,
    TAB,
    Slot,
)

MEMORY_ONLY_WARNING = Msg.of("storage.memory_only")


class StorageBackend(Protocol):
    """The part of the Web Storage API we use: ``js.localStorage`` fits as is
    (Pyodide's ``jsnull`` for a missing key is read as None)."""

    def getItem(self, key: str) -> str | None: ...

    def setItem(self, key: str, value: str) -> None: ...

    def removeItem(self, key: str) -> None: ...

    def key(self, index: int) -> str | None: ...

    @property
    def length(self) -> int: ...


@dataclass
class ImportWrites:
    """An import's writes, made or undone as one: each key's text before the import and
    after it (None: none), the characters it takes more than before, and whether a write
    was refused."""

    before: dict[str, str | None] = field(default_factory=dict)
    after: dict[str, str | None] = field(default_factory=dict)
    needed: int = 0
    refused: bool = False


class TextStore:
    """The texts under our keys, with the warnings that reading and writing them raised."""

    def __init__(
        self, backend: StorageBackend | None, *, clock: Callable[[], float] = time.time
    ) -> None:
        self._backend = backend
        self._clock = clock
        # Read before the backend: text kept in memory only, or None = removed/hidden.
        self._memory: dict[str, str | None] = {}
        self._memory_only = False
        self._frozen = False
        self._seen: dict[str, str | None] = {}  # play keys: the text last read or written
        self.taken_over = False  # another tab changed a play key: nothing more is written
        self._start_screen: str | None = None  # its text as last read or written
        self._start_screen_read = False
        # Values written or removed so far (the start screen is made again after a write).
        self._writes = 0
        # An import under way (`Storage.begin_import`): its writes are noted to be undone.
        self._import: ImportWrites | None = None
        self.warnings: list[Msg] = []
        if backend is None:
            self._fall_back_to_memory()

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

    def _prune_backups(self, slot: Slot) -> None:
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

    def _backup_key(self, slot: Slot) -> str:
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
            self._noted_before(key)
            self._backend.setItem(key, text)
        except Exception:  # QuotaExceededError, SecurityError, ...
            return False
        if self._import is not None:
            self._import.after[key] = text
        self._memory.pop(key, None)
        if key in PLAY_KEYS:
            self._seen[key] = text
        self._writes += changed
        return True

    def _noted_before(self, key: str) -> None:
        """Within an import, note what the backend holds under `key` before its first
        write there (to put back should the import be undone)."""
        if (
            self._import is not None
            and key not in self._import.before
            and self._backend is not None
        ):
            held = self._backend.getItem(key)
            self._import.before[key] = held if isinstance(held, str) else None

    def _remove(self, key: str) -> None:
        if self._frozen or self._taken_over_at(key):
            return
        if self._import is not None:
            self._noted_before(key)
            self._import.after[key] = None
        self._writes += 1
        self._seen.pop(key, None)
        if self._memory_only:
            self._memory[key] = None
        else:  # (a value kept in memory because it did not fit goes too)
            self._memory.pop(key, None)
        if self._backend is not None:
            try:
                self._backend.removeItem(key)
            except Exception:
                self._fall_back_to_memory()
                self._memory[key] = None
