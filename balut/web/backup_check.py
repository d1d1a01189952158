"""Every entry of a backup checked against its record before Add is offered, and bounded
work for any file.

A history entry's lines (players, standings, winners, a match's table, an unfinished
game's round) are what History and Stats show; they must follow from the entry's record
(a game's record, a paper entry's sheets, an unfinished entry's save), which is what
opening the entry replays. `BackupCheck` replays each entry of a file as opening it
would and compares.

Decision: an entry of layout 2 whose lines do not follow from its record is refused, and
the file with it (an import is all or nothing): `BackupError` ``untrue`` names the entry
and the part that differs. The app writes those lines from that record, so a difference
is an edit, and the player is told rather than shown a quietly mended file. Entries of
layout 1 hold lines worded by older versions, so they are rebuilt from their save as the
phone's own are (`records.migrated`), and refused when it does not replay.

Work is bounded before it is done (`within_bounds`: players, standings and table rows,
games in a match, an entry's size, a record's log length), and kept small: an entry
already on this phone is not replayed, a record is replayed once however many entries
hold it (each entry then compared with its lines as one canonical text, the parts read
only to name the one that differs), and the replays run in steps (`BackupCheck.step`)
so that the screen shows the progress between them.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import balut
from balut import record
from balut.match import MAX_MATCH_GAMES
from balut.stats import Line

from .backup import Backup, BackupError, entry_text, fingerprint_of
from .paper_draft import rescored
from .records import ENTRY_VERSION, migrated, record_fields, rules_of, unfinished_play

JsonDict = dict[str, Any]

#: The most characters one history entry may take (as its `entry_text`): a finished game's record
#: is at most `record.MAX_LINK_CHARS` as a link; an unfinished match's save of 50 games
#: of 8 seats is the largest entry the app writes (about 1.6 MB).
MAX_ENTRY_CHARS = 2_000_000
#: Log entries a record may hold per turn (rolls, holds before a fill, a prediction, the
#: fill, a jackpot): a game's replay is bounded by its seats and rounds.
MAX_ACTIONS_PER_TURN = 12

#: The parts of an entry that can contradict its record (``backup.part.<part>``).
PARTS = ("players", "standings", "winners", "rules", "teams", "round", "table")


class Untrue(Exception):
    """An entry's `part` does not follow from its record (``None``: it has no readable
    record)."""

    def __init__(self, part: str | None) -> None:
        super().__init__(part)
        self.part = part


def _whole(value: object, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= high


def within_bounds(entry: JsonDict, text: bytes) -> bool:
    """True when checking `entry` (`text`: its `entry_text`) is bounded work: its size,
    its seats and rows, a match's games and table (a 480 KB entry of one table painted
    180,027 cells)."""
    if len(text) > MAX_ENTRY_CHARS:
        return False
    rows = entry.get("standings")
    if not isinstance(rows, list) or len(rows) > balut.MAX_PLAYERS:
        return False
    info = entry.get("match")
    if info is not None and not (
        isinstance(info, dict)
        and all(_whole(info.get(k), MAX_MATCH_GAMES) for k in ("game", "of") if k in info)
    ):
        return False
    if entry.get("kind") != "match":
        return True
    table = entry.get("table")
    return (
        _whole(entry.get("games"), MAX_MATCH_GAMES)
        and isinstance(table, list)
        and len(table) <= balut.MAX_PLAYERS
        and all(
            isinstance(row, dict)
            and isinstance(row.get("points"), list)
            and len(row["points"]) <= MAX_MATCH_GAMES
            for row in table
        )
    )


_canonical = json.JSONEncoder(sort_keys=True).encode  # (json.dumps builds one a call)


def _same(stored: object, made: object) -> bool:
    return _canonical(stored) == _canonical(made)


def _shown(entry: JsonDict, made: JsonDict) -> str:
    """The parts of `entry` that `made` holds (a team game or not, always), as one
    canonical text: equal for `entry` and `made` exactly when no part differs."""
    return _canonical(
        {
            part: bool(entry.get(part)) if part == "teams" else entry.get(part)
            for part in PARTS
            if part == "teams" or part in made
        }
    )


def _compare(entry: JsonDict, made: JsonDict, expected: str | None = None) -> None:
    """Raise `Untrue` naming the first part of `entry` that is not as `made` from its
    record; `expected`: `made`'s own `_shown`, when known (one text to compare a time)."""
    if _shown(entry, made) == (_shown(made, made) if expected is None else expected):
        return
    for part in PARTS:
        if part == "teams":
            if bool(entry.get("teams")) != bool(made.get("teams")):
                raise Untrue(part)
        elif part in made and not _same(entry.get(part), made[part]):
            raise Untrue(part)


def _game_lines(entry: JsonDict) -> JsonDict:
    """What a finished game's entry (layout 2) shows, made from its record: the game must
    replay to its end, within a log of bounded length."""
    stored = entry.get("record")
    try:
        # (a link's record is checked for its shape as it is decoded)
        data = (
            record.decode_link(stored) if isinstance(stored, str) else record.check_record(stored)
        )
        rules = rules_of(data["setup"]["rules"])
        seats = len(data["setup"]["players"])
        if rules is None or len(data["log"]) > MAX_ACTIONS_PER_TURN * seats * rules.rounds:
            raise Untrue(None)
        proof = record.verify(data)
    except (balut.BalutError, KeyError, TypeError, ValueError, OverflowError, RecursionError):
        raise Untrue(None) from None
    if not proof.ok or proof.game is None:
        raise Untrue(None)
    return record_fields(proof.game)


def _paper_lines(entry: JsonDict) -> JsonDict:
    """What a paper entry shows, made from its sheets scored again."""
    scored = rescored(entry)
    if scored is None:
        raise Untrue(None)
    return {
        "rules": scored.rules.to_dict(),
        "players": list(scored.sheets),
        "standings": [Line.of(s).to_dict() for s in scored.standings],
        "winners": list(balut.winners(scored.standings)),
    }


def _unfinished_lines(entry: JsonDict) -> JsonDict:
    """What an unfinished entry shows, made from its save replayed."""
    try:
        play = unfinished_play(entry)
    except (balut.BalutError, KeyError, TypeError, ValueError, OverflowError, RecursionError):
        raise Untrue(None) from None
    game = play.game
    return {
        "rules": game.rules.to_dict(),
        "players": list(game.players),
        "standings": [],
        "round": game.round,
        "teams": game.teams,
    }


def _check_match(entry: JsonDict, games: dict[int, JsonDict]) -> None:
    """A match entry's table adds up (each row's total, the places from the totals, the
    standings and winners from the table, one row per seat, a column per game) and, when
    the file holds the match's games (`games`, by number), each column is those games'
    points."""
    table, players = entry["table"], entry["players"]
    try:
        totals = [row["total"] for row in table]
        if not all(
            all(isinstance(p, int) and not isinstance(p, bool) for p in row["points"])
            and row["total"] == sum(row["points"])
            and len(row["points"]) == entry["games"]
            for row in table
        ):
            raise Untrue("table")
        places = [1 + sum(t > row["total"] for t in totals) for row in table]
        order = sorted(
            table, key=lambda row: (places[table.index(row)], players.index(row["player"]))
        )
    except (KeyError, TypeError, ValueError, AttributeError):
        raise Untrue("table") from None
    if (
        order != table
        or [row["place"] for row in table] != places
        or sorted(players) != sorted(row["player"] for row in table)
    ):
        raise Untrue("table")
    if sorted(games) == list(range(1, entry["games"] + 1)):  # else checked on its own
        for row in table:
            for number, points in enumerate(row["points"], 1):
                lines = games[number]["standings"]
                line = next((ln for ln in lines if ln.get("player") == row["player"]), None)
                if line is None or line.get("points") != points:
                    raise Untrue("table")
    standings = [{"place": r["place"], "player": r["player"], "points": r["total"]} for r in table]
    winners = [r["player"] for r in table if r["place"] == 1]
    _compare(entry, {"standings": standings, "winners": winners})


def checked_entry(entry: JsonDict, match_games: dict[int, JsonDict] | None = None) -> JsonDict:
    """`entry` as it may be added: itself when its lines follow from its record, rebuilt
    from its save when it is of layout 1; raises `Untrue`."""
    kind, layout = entry.get("kind"), entry.get("v")
    if kind == "match":
        _check_match(entry, match_games or {})
        return entry  # its layouts differ by the mark only (`records.migrated`)
    if layout != ENTRY_VERSION:  # layout 1: the app brings its own on the same way
        if kind == "paper":
            return {**entry, "v": ENTRY_VERSION, **_paper_lines(entry)}
        brought = migrated(entry)
        if brought is None:
            raise Untrue(None)
        return brought
    if kind == "unfinished":
        _compare(entry, _unfinished_lines(entry))
    elif kind == "paper":
        _compare(entry, _paper_lines(entry))
    else:
        _compare(entry, _game_lines(entry))
    return entry


def _record_key(entry: JsonDict) -> str:
    """What a game entry's lines are made from: one replay for every entry holding it."""
    stored = entry.get("record")
    return stored if isinstance(stored, str) else _canonical(stored)


class BackupCheck:
    """The entries of a read backup, checked a step at a time (`step`); `backup()` is
    the file as it may be added once every step is done."""

    def __init__(self, backup: Backup, here: set[bytes]) -> None:
        """`here`: the fingerprints of this phone's history (`backup.fingerprint`): those
        entries are not added, so not replayed."""
        self._backup = backup
        self._entries = list(backup.history)
        marks = []  # (each entry's canonical text made once: its size and fingerprint)
        for number, entry in enumerate(self._entries, 1):
            text = entry_text(entry)
            if not within_bounds(entry, text):
                raise BackupError("entry_too_large", number)
            marks.append(fingerprint_of(text))
        self._waiting = [n for n, mark in enumerate(marks) if mark not in here]
        self._waiting.reverse()  # taken from the end: the file's order
        self.total = len(self._waiting)
        #: How many of the entries are new here (`backup.new_entries`).
        self.new = len({marks[n] for n in self._waiting})
        self._games: dict[str, dict[int, JsonDict]] = {}  # a match's games, by its id
        for entry in self._entries:
            info = entry.get("match")
            if (
                isinstance(info, dict)
                and isinstance(info.get("id"), str)
                and _whole(info.get("game"), MAX_MATCH_GAMES)
            ):
                self._games.setdefault(info["id"], {})[info["game"]] = entry
        # a game record's lines and their `_shown` text, made once
        self._lines: dict[str, tuple[JsonDict, str] | None] = {}

    @property
    def done(self) -> int:
        return self.total - len(self._waiting)

    def step(self, seconds: float = 0.1, clock: Callable[[], float] = time.perf_counter) -> bool:
        """Check entries for about `seconds` (one at least); True while some wait.
        Raises `BackupError` ``untrue`` (or ``bad_game``) naming the first entry refused."""
        start, first = clock(), True
        while self._waiting and (first or clock() - start < seconds):
            first, n = False, self._waiting[-1]
            entry = self._entries[n]
            try:
                self._entries[n] = self._checked(entry)
            except Untrue as untrue:
                if untrue.part is None:
                    raise BackupError("bad_game", n + 1) from None
                raise BackupError("untrue", n + 1, untrue.part) from None
            self._waiting.pop()
        return bool(self._waiting)

    def _checked(self, entry: JsonDict) -> JsonDict:
        if entry.get("kind") is not None or entry.get("v") != ENTRY_VERSION:
            games = self._games.get(str(entry.get("match_id")), {})
            return checked_entry(entry, games)
        key = _record_key(entry)
        if key not in self._lines:
            try:
                made = _game_lines(entry)
                self._lines[key] = made, _shown(made, made)
            except Untrue:
                self._lines[key] = None
        lines = self._lines[key]
        if lines is None:
            raise Untrue(None)
        _compare(entry, *lines)
        return entry

    def backup(self) -> Backup:
        """The file with its entries as checked (layout 1 rebuilt); only once all are."""
        if self._waiting:
            raise RuntimeError("the backup is not checked yet")
        return replace(self._backup, history=self._entries)


def check_all(backup: Backup, here: set[bytes]) -> Backup:
    """`backup` checked in one go (tests, benches); raises `BackupError`."""
    check = BackupCheck(backup, here)
    while check.step():
        pass
    return check.backup()
