"""Match play in the UI: the standings table (points per game and the running sum).

Numbers come from `Match.standings()`; this module lays them out and words the
match's progress.
"""

from __future__ import annotations

from typing import Any

import balut

from .vdom import Children, El, action, h


def progress_words(match: balut.Match) -> str:
    """'Game 2 of 3', 'Game 4 (open-ended)' or 'Match over after 3 games'."""
    count = len(match.games)
    if match.is_over():
        return f"Match over after {count} games"
    if match.planned_games is None:
        return f"Game {count} (open-ended match)"
    return f"Game {count} of {match.planned_games}"


def standings_rows(match: balut.Match) -> list[dict[str, Any]]:
    """The standings as plain data (also stored in history with the finished match)."""
    return [{"place": s.place, "player": s.player, "points": list(s.points), "total": s.total}
            for s in match.standings()]


def standings_table(rows: list[dict[str, Any]], games: int) -> El:
    """Place, seat, each finished game's points and the running sum."""
    return h("table", {"class": "points match-table"},
             h("caption", None, "Match standings"),
             h("thead", None, h("tr", None,
               h("th", {"scope": "col"}, "Place"),
               h("th", {"scope": "col"}, "Player"),
               [h("th", {"scope": "col", "class": "num"}, f"G{n + 1}") for n in range(games)],
               h("th", {"scope": "col", "class": "num"}, "Total"))),
             h("tbody", None, [
                 h("tr", None,
                   h("td", None, str(row["place"])),
                   h("th", {"scope": "row"}, str(row["player"])),
                   [h("td", {"class": "num"}, str(p)) for p in row["points"]],
                   h("td", {"class": "num total"}, str(row["total"])))
                 for row in rows]))


def match_section(match: balut.Match) -> El:
    """The game-over screen's match part: progress, standings, and what comes next."""
    rows = standings_rows(match)
    finished = sum(1 for g in match.games if g.is_over())
    leaders = [str(r["player"]) for r in rows if r["place"] == 1]
    if match.is_over():
        verdict = (f"{leaders[0]} wins the match with {rows[0]['total']} points."
                   if len(leaders) == 1 else
                   f"{' and '.join(leaders)} share the match with {rows[0]['total']} points.")
    else:
        verdict = f"After {finished} game{'s' if finished != 1 else ''}: " + \
            f"{' and '.join(leaders)} lead{'s' if len(leaders) == 1 else ''}."
    open_ended = match.planned_games is None
    return h("section", {"class": "card match", "aria-labelledby": "match-title"},
             h("h2", {"id": "match-title"}, progress_words(match)),
             h("p", {"class": "winner"}, verdict),
             standings_table(rows, finished),
             h("div", {"class": "menu"},
               None if match.is_over() else action("Next game", "next-game",
                                                   cls="primary big"),
               action("Finish match", "end-match", cls="secondary") if open_ended else None),
             key="match")


def is_match_entry(entry: dict[str, Any]) -> bool:
    return entry.get("kind") == "match"


def history_line(entry: dict[str, Any]) -> El | None:
    """A history entry's match note: 'Match of 3 games' or 'Game 2 of a match'."""
    if is_match_entry(entry):
        return h("p", {"class": "match-note"}, f"Match of {entry.get('games', '?')} games")
    info = entry.get("match")
    if isinstance(info, dict):
        planned = info.get("of")
        of = f" of {planned}" if isinstance(planned, int) else ""
        return h("p", {"class": "match-note"}, f"Match game {info.get('game', '?')}{of}")
    return None


def history_body(entry: dict[str, Any]) -> list[Children]:
    """An opened match entry: the winner and the stored standings table."""
    rows = entry.get("table")
    if not isinstance(rows, list) or not all(
            isinstance(r, dict) and isinstance(r.get("points"), list) for r in rows):
        return [h("p", {"class": "empty"}, "This match could not be read.")]
    games = max((len(r["points"]) for r in rows), default=0)
    return [h("p", {"class": "winner"}, f"Winner: {entry.get('winner', '')}"),
            standings_table(rows, games)]
