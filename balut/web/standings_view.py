"""A finished table on screen, whoever scored it (a game played in the app, paper sheets):
the winner line and the standings table."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import balut

from .core_words import amount_words, names_list, tiebreak_note
from .i18n import number, t
from .screens_rules import deciding_header
from .vdom import Children, El, h


def winner_line(
    rules: balut.RuleSet, standings: Sequence[balut.Standing], *, winner_size: int = 1
) -> El:
    """Who won with what ("Ann wins with 312 points"), a shared first place, or the solo
    player's result; `winner_size`: the players of the winning seat (a team's members)."""
    winners = balut.winners(standings)
    result = amount_words(rules, standings[0].result.points)
    if len(standings) == 1:
        line = t("gameover.solo", player=winners[0], result=result)
    elif len(winners) > 1:
        line = t("gameover.shared", players=names_list(winners), result=result)
    else:
        line = t("gameover.wins", player=winners[0], result=result, count=winner_size)
    return h("p", {"class": "winner"}, line)


def standings_table(
    rules: balut.RuleSet,
    standings: Sequence[balut.Standing],
    *,
    caption: str,
    final: bool = True,
    teams: bool = False,
    current: str | None = None,
    seat_name: Callable[[str], Children] | None = None,
) -> El:
    """Points and dice totals: final standings (place, tie notes), or during play the
    provisional order with the `current` seat marked; `seat_name` draws a seat's name cell
    (a badge, a link), else the name alone. The dice total is its own column when it is
    not itself the deciding number."""
    dice_column = rules.uses_points_table
    return h(
        "table",
        {"class": "points"},
        h("caption", {"class": "sr-only"}, caption),
        h(
            "thead",
            None,
            h(
                "tr",
                None,
                h("th", {"scope": "col"}, t("table.place")) if final else None,
                h("th", {"scope": "col"}, t("table.team" if teams else "table.player")),
                h("th", {"scope": "col", "class": "num"}, deciding_header(rules)),
                h("th", {"scope": "col", "class": "num"}, t("scoreboard.dice_total"))
                if dice_column
                else None,
            ),
        ),
        h(
            "tbody",
            None,
            [
                h(
                    "tr",
                    {"class": "current" if not final and s.player == current else None},
                    h("td", None, number(s.place)) if final else None,
                    h(
                        "th",
                        {"scope": "row", "class": "seat-name" if seat_name else None},
                        seat_name(s.player) if seat_name else s.player,
                        h("small", {"class": "note"}, note)
                        if final and (note := tiebreak_note(s.tiebreak))
                        else None,
                    ),
                    h("td", {"class": "num"}, number(s.result.points)),
                    h("td", {"class": "num"}, number(s.result.dice_total)) if dice_column else None,
                )
                for s in standings
            ],
        ),
    )
