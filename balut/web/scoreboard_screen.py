"""The scoreboard during a game: the provisional order, every sheet, corrections."""

from __future__ import annotations

from . import screens_rules as variants
from .game_parts import in_game, points_table, round_of, rules_line
from .i18n import t
from .real_dice import correction_form, corrections
from .sheet_grid import sheet_grid
from .speed_screens import countdown
from .state import Screen, UiState
from .vdom import El, action, h
from .widgets import screen, screen_head


def scoreboard_screen(state: UiState) -> El:
    """During a game: the provisional standings, every sheet, and real dice's corrections."""
    game = in_game(state)
    return screen(
        Screen.SCOREBOARD,
        screen_head(
            t("screen.scoreboard"),
            action(t("scoreboard.back"), "back", cls="primary small"),
            action(t("nav.rules"), "rules", cls="secondary small"),
        ),
        countdown() if game.rules.speed_seconds else None,
        h("p", {"class": "meta"}, round_of(game)),
        rules_line(game),
        points_table(game, final=False, colours=state.table.colours),
        sheet_grid(game, colours=state.table.colours),
        correction_form(state, game),
        corrections(game),
        variants.sheet_words(game.sheet(game.current_seat), game.rules),
    )
