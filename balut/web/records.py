"""History entries, written in one place: a finished game, a finished match, and their
withdrawal when Undo reopens the game that finished them.

Entries hold data, not sentences: the rule set (``RuleSet.to_dict``) and the winners as a
list of names, worded when the history is drawn (entries saved before hold the English
line and the joined names; the history screens still show those as they are).

Layout 2 (``"v": 2``) keeps a finished game as its record (``balut.record``: the result
link's payload, about 1 KB for four players, where the whole save took 50 KB) and, per
seat, the standing's line with each row's total and points (``stats.Line``), which is all
the statistics read. Entries of layout 1 (a whole ``game`` save; paper sheets and matches
without ``v``) are brought to layout 2 a few at a time after start-up
(``Records.migrate_some``): each needs a replay, too slow to do all at once on a phone.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

import balut
from balut import record
from balut.errors import InvalidInputError
from balut.stats import Best, Finished, Line, personal_bests
from balut.strategy.proficiency import Figure

from .match_screens import standings_rows
from .paper_draft import paper_standings
from .saved_play import Play, envelope, unwrap
from .storage import Storage, fork

#: The layout of history entries this version writes.
ENTRY_VERSION = 2


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def game_entry(
    game: balut.Game, match: dict[str, Any] | None = None, figures: Sequence[Figure] = ()
) -> dict[str, Any]:
    """A finished game's history entry (`match`: which game of which match it was;
    `figures`: each person's proficiency figure, kept beside the record, which cannot
    tell a person's moves from a bot's; not of a team game, whose members are not its
    players and whose sheet is nobody's own in the stats)."""
    kept = figures and not game.teams
    return {
        "finished": _now(),
        **_game_fields(game),
        **({"match": match} if match else {}),
        **({"proficiency": [f.to_dict() for f in figures]} if kept else {}),
    }


def _game_fields(game: balut.Game) -> dict[str, Any]:
    return {"v": ENTRY_VERSION, **record_fields(game), "record": compact_record(game)}


def record_fields(game: balut.Game) -> dict[str, Any]:
    """What a finished game's entry shows, all made from the game (its record)."""
    standings = game.standings()
    return {
        "rules": game.rules.to_dict(),
        "players": list(game.players),
        "standings": [Line.of(s).to_dict() for s in standings],
        "winners": list(balut.winners(standings)),
        **({"teams": True} if game.teams else {}),
    }


def compact_record(game: balut.Game) -> str | dict[str, Any]:
    """The game's record as its result link's payload, or as data when too long for one."""
    data = record.record_of(game)
    try:
        return record.encode_link(data)
    except balut.BalutError:
        return data


def entry_game(entry: dict[str, Any]) -> balut.Game | None:
    """The finished game a history entry holds, replayed from its record (layout 1: from
    its save's log, which must give its state); None when it cannot be read."""
    try:
        stored = entry.get("record")
        if stored is None:
            return balut.Game.replay(entry["game"])
        data = record.decode_link(stored) if isinstance(stored, str) else stored
        return record.verify(data).game
    except (balut.BalutError, KeyError, TypeError, ValueError, OverflowError, RecursionError):
        return None


def migrated(entry: dict[str, Any]) -> dict[str, Any] | None:
    """A history entry in layout 2 (itself if it is), None when it cannot be read."""
    if entry.get("v") == ENTRY_VERSION:
        return entry
    kind = entry.get("kind")
    if kind == "match":
        return {**entry, "v": ENTRY_VERSION}
    if kind == "paper":
        standings = paper_standings(entry)
        if standings is None:
            return None
        return {**entry, "v": ENTRY_VERSION, "standings": [Line.of(s).to_dict() for s in standings]}
    game = entry_game(entry)
    if game is None or not game.is_finished():
        return None
    kept = {k: v for k, v in entry.items() if k not in ("game", "standings", "winners")}
    return {**kept, **_game_fields(game)}


_RULES_READ: dict[str, balut.RuleSet | None] = {}


def rules_of(data: object) -> balut.RuleSet | None:
    """A stored rule set, read once per distinct value (a history repeats a few); None
    when it is not one."""
    key = repr(data)
    if key not in _RULES_READ:
        try:
            _RULES_READ[key] = balut.RuleSet.from_dict(data)
        except (balut.BalutError, TypeError, ValueError):
            _RULES_READ[key] = None
    return _RULES_READ[key]


def finished_games(
    entries: list[dict[str, Any]], known: dict[tuple[str, str], Finished | None] | None = None
) -> list[Finished]:
    """The history's games as statistics read them: games and paper sheets of layout 2,
    not team games (a team's sheet is nobody's own) and not matches (their games are in
    history one by one). Damaged entries and those of layout 1 (until brought on) are
    left out. `known` keeps what was read by entry (a layout-2 entry never changes under
    its id and moment)."""
    known = {} if known is None else known
    games = []
    for entry in entries:
        if entry.get("v") != ENTRY_VERSION:  # not read yet (nor remembered as unread)
            continue
        key = _entry_key(entry)
        if key not in known:
            known[key] = _finished(entry)
        game = known[key]
        if game is not None:
            games.append(game)
    return games


def _entry_key(entry: dict[str, Any]) -> tuple[str, str]:
    return str(entry.get("id")), str(entry.get("finished"))


def _finished(entry: dict[str, Any]) -> Finished | None:
    rules = rules_of(entry.get("rules"))
    if (
        entry.get("v") != ENTRY_VERSION
        or entry.get("kind") not in (None, "paper")
        or entry.get("teams")
        or rules is None
        or not isinstance(entry.get("finished"), str)
        or not isinstance(entry.get("standings"), list)
    ):
        return None
    try:
        lines = tuple(Line.from_dict(line) for line in entry["standings"])
    except balut.BalutError:
        return None
    if not lines:
        return None
    return Finished(
        entry["finished"],
        rules.name,
        rules.deciding,
        rules.uses_points_table,
        rules.boxes_per_row,
        lines,
    )


def read_figures(entry: dict[str, Any]) -> tuple[Figure, ...]:
    """A game entry's proficiency figures, read strictly (none when it has none: entries
    made before the figure, games with real dice); `InvalidInputError` when they are
    malformed or name someone not at the table, or one person twice."""
    stored = entry.get("proficiency", [])
    if not isinstance(stored, list) or len(stored) > balut.MAX_PLAYERS:
        raise InvalidInputError("figures are a list, one per person", "proficiency")
    figures = tuple(Figure.from_dict(item) for item in stored)
    players = entry.get("players")
    named = isinstance(players, list) and all(f.player in players for f in figures)
    if not named or len({f.player for f in figures}) != len(figures):
        raise InvalidInputError("figures name the players at the table", "proficiency")
    return figures


def figures_of(entry: dict[str, Any]) -> tuple[Figure, ...]:
    """`read_figures`, or none when they are damaged (the stats go on without them)."""
    try:
        return read_figures(entry)
    except balut.BalutError:
        return ()


def history_figures(entries: list[dict[str, Any]]) -> list[tuple[str, str, tuple[Figure, ...]]]:
    """Every finished game's figures as the stats read them (when, rule set's name,
    figures), of the games statistics count (`finished_games`: no team game)."""
    found = []
    for entry in entries:
        figures = figures_of(entry) if "proficiency" in entry else ()
        rules = rules_of(entry.get("rules")) if figures else None
        if rules is not None and not entry.get("teams") and entry.get("kind") is None:
            found.append((str(entry.get("finished")), rules.name, figures))
    return found


def match_entry(match: balut.Match, match_id: str | None) -> dict[str, Any]:
    """A finished (or ended) match's history entry: its standings table."""
    rows = standings_rows(match)
    return {
        "kind": "match",
        "finished": _now(),
        "rules": match.current_game.rules.to_dict(),
        "players": list(match.players),
        "standings": [
            {"place": r["place"], "player": r["player"], "points": r["total"]} for r in rows
        ],
        "table": rows,
        "games": sum(1 for g in match.games if g.is_over()),
        "winners": list(match.winners),
        "match_id": match_id,
    }


def unfinished_entry(play: Play, timer: dict[str, Any] | None) -> dict[str, Any]:
    """A game or match left unfinished (a new one replaced it): its save as it stood, to
    be continued from History, and what History lists (players, round reached, the moment
    it was left). It has no standings: statistics and personal bests never count it."""
    game = play.game
    return {
        "v": ENTRY_VERSION,
        "kind": "unfinished",
        "of": play.kind,
        "finished": _now(),
        "rules": game.rules.to_dict(),
        "players": list(game.players),
        "standings": [],
        "round": game.round,
        "rounds": game.total_rounds,
        **(
            {}
            if play.match is None
            else {"match": {"game": len(play.match.games), "of": play.match.planned_games}}
        ),
        **({"teams": True} if game.teams else {}),
        "save": envelope(play, timer),
    }


def is_unfinished(entry: dict[str, Any]) -> bool:
    return entry.get("kind") == "unfinished"


def unfinished_play(entry: dict[str, Any]) -> Play:
    """An unfinished entry's game or match, every game replayed from its log as a saved
    play is (`saved_play.unwrap`): BalutError, KeyError, TypeError, ValueError or
    OverflowError when it was changed outside the app, or is finished after all."""
    kind = entry.get("of")
    save = entry.get("save")
    if kind not in ("game", "match") or not isinstance(save, dict):
        raise ValueError("not an unfinished game")
    play = unwrap(str(kind), save)
    if play.is_finished():
        raise ValueError("finished")
    return play


class Records:
    """Adds finished games and matches to history and remembers the entries the last
    finish added, so that Undo can withdraw them."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.last_game: str | None = None  # entry of the game that just finished
        self.last_match: str | None = None  # entry of the match that game completed
        self._unreadable: set[str] = set()  # entries of layout 1 that could not be brought on
        self._known: dict[tuple[str, str], Finished | None] = {}  # entries read for stats

    def __deepcopy__(self, memo: dict[int, Any]) -> Records:
        """A copy on the storage's copy (a tap tried on it adds nothing here)."""
        return fork(self, memo, "storage")

    def finished(self) -> list[Finished]:
        """The history's games as statistics read them (`finished_games`)."""
        return finished_games(self.storage.history(), self._known)

    def figures(self) -> list[tuple[str, str, tuple[Figure, ...]]]:
        """The history's proficiency figures (`history_figures`)."""
        return history_figures(self.storage.history())

    def forget(self) -> None:
        """A new game: nothing of the last finish can be withdrawn any more."""
        self.last_game = None
        self.last_match = None

    def add_game(
        self,
        game: balut.Game,
        match: balut.Match | None,
        match_id: str | None,
        figures: Sequence[Figure] = (),
    ) -> list[Best]:
        """Store a finished game (of a match, when given) with its people's proficiency
        figures; return the personal bests it sets against the games in history before it."""
        info = (
            None
            if match is None
            else {"id": match_id, "game": len(match.games), "of": match.planned_games}
        )
        earlier = self.finished()
        entry = game_entry(game, info, figures)
        self.last_game = self.storage.add_to_history(entry)
        this = finished_games([entry])
        return personal_bests(earlier, this[0], self.storage.aliases()) if this else []

    def add_match(self, match: balut.Match, match_id: str | None) -> None:
        """Store a match that is over, or ended with at least one game played."""
        self.last_match = self.storage.add_to_history(match_entry(match, match_id))
        self.storage.clear_match()

    def add_unfinished(self, play: Play, timer: dict[str, Any] | None) -> None:
        """Keep a game or match left unfinished in history, to be continued from there."""
        self.storage.add_to_history(unfinished_entry(play, timer))
        self.forget()

    def add_paper(self, entry: dict[str, Any]) -> None:
        """Store paper sheets scored in the app (`paper_draft.paper_entry`)."""
        self.storage.add_to_history({**entry, "v": ENTRY_VERSION, "finished": _now()})

    def has_old_entries(self) -> bool:
        """True while history holds entries of layout 1 not yet tried."""
        return any(
            e.get("v") != ENTRY_VERSION and e["id"] not in self._unreadable
            for e in self.storage.history()
        )

    def upkeep(self, seconds: float = 0.05, clock: Callable[[], float] = time.perf_counter) -> bool:
        """Background work after start-up, about `seconds` a call: bring old entries on,
        then read every game for the stats ahead of need (so neither Stats nor a game's
        end waits for thousands of them); True while some is left."""
        if self.has_old_entries():
            self.migrate_some(seconds, clock)
            return True
        start = clock()
        for entry in self.storage.history():
            key = _entry_key(entry)
            if key not in self._known and entry.get("v") == ENTRY_VERSION:
                if clock() - start > seconds:
                    return True
                self._known[key] = _finished(entry)
        return False

    def migrate_some(
        self, seconds: float = 0.1, clock: Callable[[], float] = time.perf_counter
    ) -> bool:
        """Bring entries of layout 1 to layout 2 for about `seconds` (then saves them);
        True while some are left. An entry that cannot be read stays as it is."""
        entries = self.storage.history()
        start, changed, left = clock(), False, False
        done = 0
        for i, entry in enumerate(entries):
            if entry.get("v") == ENTRY_VERSION or entry["id"] in self._unreadable:
                continue
            if done and clock() - start > seconds:  # one entry at least each time
                left = True
                break
            done += 1
            new = migrated(entry)
            if new is None:
                self._unreadable.add(entry["id"])
            else:
                entries[i], changed = new, True
        if changed:
            self.storage.replace_history(entries)
        return left

    def withdraw(self) -> None:
        """Undo of the finishing box: remove what that finish added (if anything)."""
        if self.last_game is None:
            return
        for entry_id in (self.last_game, self.last_match):
            if entry_id is not None:
                self.storage.delete_history(entry_id)
        self.forget()
