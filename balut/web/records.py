"""History entries, written in one place: a finished game, a finished match, and their
withdrawal when Undo reopens the game that finished them.

Entries hold data, not sentences: the rule set (``RuleSet.to_dict``) and the winners as a
list of names, worded when the history is drawn (entries saved before hold the English
line and the joined names; the history screens still show those as they are)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import balut

from .match_screens import standings_rows
from .storage import Storage


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def game_entry(game: balut.Game, match: dict[str, Any] | None = None) -> dict[str, Any]:
    """A finished game's history entry (`match`: which game of which match it was)."""
    standings = game.standings()
    return {
        "finished": _now(),
        "rules": game.rules.to_dict(),
        "players": list(game.players),
        "standings": [
            {
                "place": s.place,
                "player": s.player,
                "points": s.result.points,
                "dice_total": s.result.dice_total,
            }
            for s in standings
        ],
        "winners": [s.player for s in standings if s.place == 1],
        "game": game.to_dict(),
        **({"match": match} if match is not None else {}),
    }


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
        "winners": [str(r["player"]) for r in rows if r["place"] == 1],
        "match_id": match_id,
    }


class Records:
    """Adds finished games and matches to history and remembers the entries the last
    finish added, so that Undo can withdraw them."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.last_game: str | None = None  # entry of the game that just finished
        self.last_match: str | None = None  # entry of the match that game completed

    def forget(self) -> None:
        """A new game: nothing of the last finish can be withdrawn any more."""
        self.last_game = None
        self.last_match = None

    def add_game(self, game: balut.Game, match: balut.Match | None, match_id: str | None) -> None:
        """Store a finished game (of a match, when given)."""
        info = (
            None
            if match is None
            else {"id": match_id, "game": len(match.games), "of": match.planned_games}
        )
        self.last_game = self.storage.add_to_history(game_entry(game, info))

    def add_match(self, match: balut.Match, match_id: str | None) -> None:
        """Store a match that is over, or ended with at least one game played."""
        self.last_match = self.storage.add_to_history(match_entry(match, match_id))
        self.storage.clear_match()

    def add_paper(self, entry: dict[str, Any]) -> None:
        """Store paper sheets scored in the app (`paper_sheet.paper_entry`)."""
        self.storage.add_to_history({**entry, "finished": _now()})

    def withdraw(self) -> None:
        """Undo of the finishing box: remove what that finish added (if anything)."""
        if self.last_game is None:
            return
        for entry_id in (self.last_game, self.last_match):
            if entry_id is not None:
                self.storage.delete_history(entry_id)
        self.forget()
