"""The blocks the in-game screens share: the game in hand, the banner and toolbar, the
round, the rules line, the standings table and the winner line."""

from __future__ import annotations

import balut

from . import core_words
from . import screens_rules as variants
from .core_words import names_list, seat_size
from .i18n import number, t
from .state import LastFill, UiState
from .vdom import El, action, h
from .widgets import (
    player_badge,
    seat_colours,
    title,
    toolbar,
)


def in_game(state: UiState) -> balut.Game:
    assert state.game is not None, "an in-game screen needs a game"
    return state.game


def banner(state: UiState, game: balut.Game, heading: str, meta: str | None = None) -> El:
    """The top of a game screen: whose turn it is, in the seat's colour with its initial,
    and the way out (the scoreboard, Home)."""
    seat = game.current_index
    colour = seat_colours(len(game.players), state.colours)[seat]
    return h(
        "header",
        {"class": f"turn-banner colour-{colour}"},
        player_badge(game.current_player, colour, big=True),
        h(
            "div",
            {"class": "turn-title"},
            title(heading),
            h("p", {"class": "meta"}, meta) if meta else None,
        ),
        game_toolbar(),
    )


def game_toolbar() -> El:
    """The in-game screens' way out: the scoreboard, the rules (of this game; their Back
    returns here) and Home."""
    return toolbar(
        action(t("nav.scoreboard"), "scoreboard", cls="secondary small"),
        action(t("nav.rules"), "rules", cls="secondary small"),
        action(t("nav.home"), "home", cls="secondary small"),
    )


def fill_line(fill: LastFill) -> str:
    if fill.crossed:
        return t("fill.crossed", player=fill.player, box=fill.box)
    return t("fill.scored", player=fill.player, score=number(fill.score), box=fill.box)


def round_of(game: balut.Game) -> str:
    return t("game.round_of", round=game.round, rounds=game.total_rounds)


def rules_line(game: balut.Game) -> El:
    """The rule set and the house options that differ from it, in the core's words."""
    return h("p", {"class": "hint"}, t("gameover.rules", rules=variants.rules_summary(game.rules)))


def points_table(game: balut.Game, *, final: bool, colours: list[int] | None = None) -> El:
    """Points and dice totals: final standings with tie notes, or the provisional order;
    each seat's name with its badge (`colours`: the seats' colours, else seat order)."""
    palette = seat_colours(len(game.players), colours)
    # During play the core's standings are the provisional order (ties not yet settled).
    rows = [
        (str(s.place), s.player, s.result, core_words.tiebreak_note(s.tiebreak) if final else "")
        for s in game.standings()
    ]
    # The dice total is its own column when it is not itself the deciding number.
    dice_column = game.rules.uses_points_table
    return h(
        "table",
        {"class": "points"},
        h("caption", {"class": "sr-only"}, t("scoreboard.caption")),
        h(
            "thead",
            None,
            h(
                "tr",
                None,
                h("th", {"scope": "col"}, t("table.place")) if final else None,
                h("th", {"scope": "col"}, t("table.team" if game.teams else "table.player")),
                h("th", {"scope": "col", "class": "num"}, variants.deciding_header(game.rules)),
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
                    {"class": "current" if not final and p == game.current_seat else None},
                    h("td", None, place) if final else None,
                    h(
                        "th",
                        {"scope": "row", "class": "seat-name"},
                        player_badge(p, palette[game.players.index(p)]),
                        action(p, "stats", p, cls="link-button") if final and not game.teams else p,
                        h("small", {"class": "note"}, note) if note else None,
                    ),
                    h("td", {"class": "num"}, number(r.points)),
                    h("td", {"class": "num"}, number(r.dice_total)) if dice_column else None,
                )
                for place, p, r, note in rows
            ],
        ),
    )


def winner_line(game: balut.Game) -> El:
    standings = game.standings()
    winners = [s.player for s in standings if s.place == 1]
    result = core_words.amount_words(game.rules, standings[0].result.points)
    if len(game.players) == 1:
        line = t("gameover.solo", player=winners[0], result=result)
    elif len(winners) > 1:
        line = t("gameover.shared", players=names_list(winners), result=result)
    else:
        line = t(
            "gameover.wins", player=winners[0], result=result, count=seat_size(game, winners[0])
        )
    return h("p", {"class": "winner"}, line)
