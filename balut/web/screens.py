"""The render function: `render(state)` describes the whole page as `El` trees.

Pure Python (no `js`): every number shown comes from the rules core; the screens only word
and lay them out. Taps are declared as `data-action`/`data-arg` attributes that
`balut.web.app` turns into actions on the game. This module draws what every screen has
(warnings, the live region, a dialog) and routes to the screen's own module through
`SCREENS`: a new screen is its module plus one line there.
"""

from __future__ import annotations

from collections.abc import Callable

from .game_over_screen import game_over_screen
from .history_screen import history_game_screen, history_screen
from .home_screen import home_screen
from .i18n import Msg, t, word
from .paper_screen import paper_screen
from .proof_screens import copy_dialog
from .real_dice import value_dialog
from .rules_screen import rules_screen
from .scoreboard_screen import scoreboard_screen
from .setup_screen import setup_screen
from .speed_screens import time_up_screen
from .state import Screen, UiState
from .stats_screen import render_stats
from .turn_screen import handoff_screen, roll_off_screen, team_pick_screen, turn_screen
from .vdom import El, action, h
from .verify_screen import verify_screen
from .widgets import modal


def render(state: UiState) -> list[El]:
    """The whole page for this state: warnings, the screen, the live region, a dialog."""
    return [
        _warnings(state.warnings),
        SCREENS[state.screen](state),
        h(
            "div",
            {"class": "sr-only", "role": "status", "aria-live": "polite"},
            word(state.announcement) if state.announcement else "",
            key="live",
        ),
        _dialog(state),
    ]


# --- building blocks -------------------------------------------------------------------------


def _warnings(warnings: list[Msg]) -> El:
    if not warnings:
        return h("div", {"hidden": True}, key="warnings")
    return h(
        "div",
        {"class": "warnings", "role": "alert"},
        [h("p", None, word(text)) for text in warnings],
        action(t("nav.dismiss"), "dismiss-warnings", cls="secondary small"),
        key="warnings",
    )


def _dialog(state: UiState) -> El:
    if state.elsewhere:
        return _modal(
            "elsewhere",  # its own element: a question open before is replaced, not patched
            t("elsewhere.title"),
            t("elsewhere.message"),
            action(t("elsewhere.take_over"), "reload-page", cls="primary"),
        )
    if state.copy_text is not None:
        return copy_dialog(state.copy_text)
    if state.value_entry is not None and state.game is not None:
        return value_dialog(state, state.game)
    confirm = state.confirm
    if confirm is None:
        return h("div", {"hidden": True}, key="no-dialog")
    return _modal(
        "dialog",
        word(confirm.title),
        word(confirm.message),
        action(word(confirm.cancel), "cancel", cls="secondary"),
        action(word(confirm.button), "confirm", cls="primary danger"),
    )


def _modal(key: str, title_text: str, message: str, *buttons: El) -> El:
    """The one dialog: a question (Cancel, Confirm) or a notice with its one way on."""
    return modal(key, title_text, message, None, *buttons)


#: Each screen's render function: the one place a screen is registered.
SCREENS: dict[Screen, Callable[[UiState], El]] = {
    Screen.HOME: home_screen,
    Screen.SETUP: setup_screen,
    Screen.ROLL_OFF: roll_off_screen,
    Screen.TURN: turn_screen,
    Screen.TEAM_PICK: team_pick_screen,
    Screen.TIME_UP: time_up_screen,
    Screen.HANDOFF: handoff_screen,
    Screen.SCOREBOARD: scoreboard_screen,
    Screen.GAME_OVER: game_over_screen,
    Screen.HISTORY: history_screen,
    Screen.HISTORY_GAME: history_game_screen,
    Screen.RULES: rules_screen,
    Screen.VERIFY: verify_screen,
    Screen.STATS: render_stats,
    Screen.PAPER: paper_screen,
}
