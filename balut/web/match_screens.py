"""Match play in the UI: the standings table (points per game and the running sum).

Numbers come from `Match.standings()`; this module lays them out and words the
match's progress.
"""

from __future__ import annotations

from typing import Any

import balut
from balut.match import MAX_MATCH_GAMES

from .core_words import amount_words, names_list, seat_size
from .i18n import number, t
from .vdom import Children, El, action, h


def progress_words(match: balut.Match) -> str:
    """'Game 2 of 3', 'Game 4 (open-ended match)' or 'Match over after 3 games'."""
    count = len(match.games)
    if match.is_over():
        return t("match.over", count=count)
    if match.planned_games is None:
        return t("match.game_open", number=count)
    return t("match.game_of", number=count, planned=match.planned_games)


def standings_rows(match: balut.Match) -> list[dict[str, Any]]:
    """The standings as plain data (also stored in history with the finished match)."""
    return [
        {"place": s.place, "player": s.player, "points": list(s.points), "total": s.total}
        for s in match.standings()
    ]


def standings_table(rows: list[dict[str, Any]], games: int) -> El:
    """Place, seat, each finished game's points and the running sum."""
    return h(
        "table",
        {"class": "points match-table"},
        h("caption", None, t("match.standings")),
        h(
            "thead",
            None,
            h(
                "tr",
                None,
                h("th", {"scope": "col"}, t("table.place")),
                h("th", {"scope": "col"}, t("table.player")),
                [
                    h("th", {"scope": "col", "class": "num"}, t("match.game_column", number=n + 1))
                    for n in range(games)
                ],
                h("th", {"scope": "col", "class": "num"}, t("table.total")),
            ),
        ),
        h(
            "tbody",
            None,
            [
                h(
                    "tr",
                    None,
                    h("td", None, number(row["place"])),
                    h("th", {"scope": "row"}, row["player"]),
                    [h("td", {"class": "num"}, number(p)) for p in row["points"]],
                    h("td", {"class": "num total"}, number(row["total"])),
                )
                for row in rows
            ],
        ),
    )


def match_section(match: balut.Match) -> El:
    """The game-over screen's match part: progress, standings, and what comes next."""
    rows = standings_rows(match)
    finished = sum(1 for g in match.games if g.is_over())
    leaders = match.winners
    # The match total in the rule set's unit: points, a grand total or a dice total.
    total = amount_words(match.current_game.rules, rows[0]["total"])
    if match.is_over():
        verdict = (
            t(
                "match.wins",
                player=leaders[0],
                result=total,
                count=seat_size(match.current_game, leaders[0]),
            )
            if len(leaders) == 1
            else t("match.shared", players=names_list(leaders), result=total)
        )
    elif len(leaders) == 1:
        verdict = t("match.leads", count=finished, player=leaders[0])
    else:
        verdict = t("match.lead_shared", count=finished, players=names_list(leaders))
    open_ended = match.planned_games is None
    at_limit = not match.is_over() and len(match.games) >= MAX_MATCH_GAMES
    return h(
        "section",
        {"class": "card match", "aria-labelledby": "match-title"},
        h("h2", {"id": "match-title"}, progress_words(match)),
        h("p", {"class": "winner"}, verdict),
        standings_table(rows, finished),
        h("p", {"class": "hint"}, t("match.at_limit", games=MAX_MATCH_GAMES)) if at_limit else None,
        h(
            "div",
            {"class": "menu"},
            action(t("match.next_game"), "next-game", cls="primary big")
            if match.can_start_game()
            else None,
            action(t("match.finish"), "end-match", cls="secondary") if open_ended else None,
        ),
        key="match",
    )


def is_match_entry(entry: dict[str, Any]) -> bool:
    return entry.get("kind") == "match"


def entry_winners(entry: dict[str, Any]) -> str:
    """A history entry's winners as one phrase: stored as a list of names, or, in entries
    saved before, as the names already joined ("Ann and Bob")."""
    winners = entry.get("winners")
    if isinstance(winners, list) and all(isinstance(name, str) for name in winners):
        return names_list(winners)
    winner = entry.get("winner")
    return winner if isinstance(winner, str) else ""


def history_line(entry: dict[str, Any]) -> El | None:
    """A history entry's match note: 'Match of 3 games' or 'Match game 2 of 3'."""
    if is_match_entry(entry):
        games = entry.get("games")
        return (
            h("p", {"class": "match-note"}, t("history.match_of", count=games))
            if isinstance(games, int)
            else None
        )
    info = entry.get("match")
    if isinstance(info, dict) and isinstance(info.get("game"), int):
        planned = info.get("of")
        note = (
            t("history.match_game_of", number=info["game"], planned=planned)
            if isinstance(planned, int)
            else t("history.match_game", number=info["game"])
        )
        return h("p", {"class": "match-note"}, note)
    return None


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_table_row(row: object) -> bool:
    """A stored match row as `standings_rows` writes it (history is stored data: any JSON)."""
    return (
        isinstance(row, dict)
        and isinstance(row.get("player"), str)
        and _whole(row.get("place"))
        and _whole(row.get("total"))
        and isinstance(row.get("points"), list)
        and all(_whole(p) for p in row["points"])
    )


def history_standings(entry: dict[str, Any]) -> list[tuple[str, int]] | None:
    """An entry's stored standings as (seat, points), None when they are damaged (entries
    saved before standings were kept have none)."""
    rows = entry.get("standings", [])
    if not isinstance(rows, list) or not all(
        isinstance(r, dict) and isinstance(r.get("player"), str) and _whole(r.get("points"))
        for r in rows
    ):
        return None
    return [(r["player"], r["points"]) for r in rows]


def history_body(entry: dict[str, Any]) -> list[Children]:
    """An opened match entry: the winner and the stored standings table."""
    rows = entry.get("table")
    if not isinstance(rows, list) or not all(_is_table_row(r) for r in rows):
        return [h("p", {"class": "empty"}, t("history.unreadable_match"))]
    games = max((len(r["points"]) for r in rows), default=0)
    return [
        h("p", {"class": "winner"}, t("history.winner", winner=entry_winners(entry))),
        standings_table(rows, games),
    ]
