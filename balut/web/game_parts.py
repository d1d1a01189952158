"""The blocks the in-game screens share: the game in hand, the banner and toolbar, the
round, the rules line, the standings table and the winner line."""

from __future__ import annotations

import balut

from . import screens_rules as variants
from . import standings_view
from .colours import seat_colours
from .core_words import seat_size
from .i18n import number, t
from .state import LastFill, UiState
from .vdom import Children, El, action, h
from .widgets import player_badge, title, toolbar


def in_game(state: UiState) -> balut.Game:
    """The game an in-game screen draws (there is one whenever such a screen shows)."""
    assert state.game is not None, "an in-game screen needs a game"
    return state.game


def banner(state: UiState, game: balut.Game, heading: str, meta: str | None = None) -> El:
    """The top of a game screen: whose turn it is, in the seat's colour with its initial,
    and the way out (the scoreboard, Home)."""
    seat = game.current_index
    colour = seat_colours(len(game.players), state.table.colours)[seat]
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
    """The box a seat just filled, in words ("Ann: 12 in Fours", "Ann: crossed out Fours")."""
    if fill.crossed:
        return t("fill.crossed", player=fill.player, box=fill.box)
    return t("fill.scored", player=fill.player, score=number(fill.score), box=fill.box)


def round_of(game: balut.Game) -> str:
    """The round in words ("Round 3 of 13")."""
    return t("game.round_of", round=game.round, rounds=game.total_rounds)


def rules_line(game: balut.Game) -> El:
    """The rule set and the house options that differ from it, in the core's words."""
    return h("p", {"class": "hint"}, t("gameover.rules", rules=variants.rules_summary(game.rules)))


def points_table(game: balut.Game, *, final: bool, colours: list[int] | None = None) -> El:
    """The game's standings table: final standings with tie notes, or the provisional
    order; each seat's name with its badge (`colours`: the seats' colours, else seat
    order), a player's name a link to their stats once the game is over."""
    palette = seat_colours(len(game.players), colours)

    def seat_name(seat: str) -> Children:
        link = final and not game.teams
        return [
            player_badge(seat, palette[game.players.index(seat)]),
            action(seat, "stats", seat, cls="link-button") if link else seat,
        ]

    # During play the core's standings are the provisional order (ties not yet settled).
    return standings_view.standings_table(
        game.rules,
        game.standings(),
        caption=t("scoreboard.caption"),
        final=final,
        teams=game.teams is not None,
        current=game.current_seat,
        seat_name=seat_name,
    )


def winner_line(game: balut.Game) -> El:
    """The game's winner line (a team's members counted in its words)."""
    standings = game.standings()
    return standings_view.winner_line(
        game.rules, standings, winner_size=seat_size(game, standings[0].player)
    )
