"""What the app stores, and where: one `Slot` per value, under a ``balut:`` key.

The key names the page reads too (the start-up shell, the first-visit check, Start
fresh) come from the protocol (`balut.web.protocol`), which the page's contract.js is
made from.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .i18n import LANGUAGES, Msg
from .protocol import (
    GAME_SLOT,
    KEY_PREFIX,
    LANGUAGE_SLOT,
    MATCH_SLOT,
    MAX_PUZZLE_DAYS,
    PUZZLE_SLOT,
    START_SCREEN_SLOT,
)

MAX_REMEMBERED_NAMES = 30
MAX_GAMES_COUNTED = 1_000_000  # (more than any history holds)
# Backups of what can be made again (names, settings, ...) kept per kind, newest first;
# backups of a game, a match or the history are never dropped (they may be the only copy).
MAX_BACKUPS_KEPT = 3
PRECIOUS_BACKUPS = frozenset({"game", "match", "history"})


class Slot:
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


def is_history_entry(entry: Any) -> bool:
    if not (isinstance(entry, dict) and isinstance(entry.get("id"), str)):
        return False
    # A game left unfinished is its save: without one it cannot be continued.
    return entry.get("kind") != "unfinished" or (
        entry.get("of") in ("game", "match") and isinstance(entry.get("save"), dict)
    )


def _is_history(data: Any) -> bool:
    return isinstance(data, list) and all(is_history_entry(entry) for entry in data)


def _is_name_list(data: Any) -> bool:
    return isinstance(data, list) and all(isinstance(name, str) for name in data)


def _is_language(data: Any) -> bool:
    return data in LANGUAGES


GAME = Slot(GAME_SLOT, _is_dict)
MATCH = Slot(MATCH_SLOT, _is_dict)
# A damaged entry is set aside; the others are listed as usual.
HISTORY = Slot("history", _is_history, lambda data: isinstance(data, list))
NAMES = Slot("names", _is_name_list)
SETTINGS = Slot("settings", _is_dict)
# Also read by the start-up shell (static/js/shell-i18n.js) before Python runs.
LANGUAGE = Slot(LANGUAGE_SLOT, _is_language)
# Home's on/off settings, and whether each is on until the player changes it.
SWITCHES = {
    name: (Slot(name, lambda data: isinstance(data, bool)), default)
    for name, default in (
        ("vibration", True),
        ("fast-bots", False),
        ("coach", False),
        ("confirm-fills", False),  # ask before a cross-out or a zero (one tap without)
    )
}
# Names merged on the stats screen: a spelling's `name_key` -> the key it counts under.
ALIASES = Slot(
    "aliases",
    lambda data: (
        isinstance(data, dict)
        and all(isinstance(k, str) and isinstance(v, str) for k, v in data.items())
    ),
)
# When the browser was last asked to keep this site's data: the number of games history
# held then (True: asked after the first game, as saved before the count was kept).
PERSIST_ASKED = Slot(
    "persist-asked",
    lambda data: data is True or (type(data) is int and 1 <= data <= MAX_GAMES_COUNTED),
)
# The tab that opened last: each start writes a token of its own here.
TAB = Slot("tab", lambda data: isinstance(data, str))
# Home as the next start draws it, for the start-up shell to paint before Python runs
# (balut/web/start_screen.py writes it, static/js/saved-screen.js reads it). It can be
# made again at any time: it is the first value dropped when storage is full.
START_SCREEN = Slot(START_SCREEN_SLOT, _is_dict)


def _is_attempt(day: Any, attempt: Any) -> bool:
    """A day's attempt: its date, the move (a tap's argument) and the points it lost."""
    if not (isinstance(day, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", day)):
        return False
    if not (isinstance(attempt, dict) and attempt.keys() == {"answer", "loss"}):
        return False
    answer, loss = attempt["answer"], attempt["loss"]
    points = isinstance(loss, (int, float)) and not isinstance(loss, bool)
    return isinstance(answer, str) and len(answer) <= 40 and points and 0 <= loss <= 1000


def _is_puzzle_record(data: Any) -> bool:
    """The puzzle's record: each day's attempt and the practice positions seen today."""
    if not (isinstance(data, dict) and data.keys() == {"days", "practice"}):
        return False
    days, practice = data["days"], data["practice"]
    return (
        isinstance(days, dict)
        and len(days) <= MAX_PUZZLE_DAYS
        and all(_is_attempt(day, attempt) for day, attempt in days.items())
        and isinstance(practice, list)
        and len(practice) == 2
        and isinstance(practice[0], str)
        and type(practice[1]) is int
        and practice[1] >= 0
    )


# The puzzle of the day's attempts (one a day) and the practice positions seen.
PUZZLE = Slot(PUZZLE_SLOT, _is_puzzle_record)
#: Every slot by its key.
SLOTS = {
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
        PUZZLE,
    )
} | {slot.key: slot for slot, _default in SWITCHES.values()}
#: The keys whose change by another tab makes this tab's copy of the play out of date.
PLAY_KEYS = frozenset(slot.key for slot in (GAME, MATCH, HISTORY, TAB))
