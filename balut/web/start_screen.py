"""Home as the next start will draw it, kept as data for the start-up shell.

A returning player sees Home (never another player's turn) with its real content before
Python runs: static/js/saved-screen.js rebuilds it from what this module stores, with
createElement/textContent (static/js/tree.js), and Python's first render replaces it.

After every paint `keep(storage, state)` stores, under storage's ``balut:start-screen``
(``{"schema": 1, "data": {"lang": ..., "tree": [...]}}``), the page `screens.render`
draws at start-up for what is saved now: Home, with the game or match in play and the
Home settings, in the language in use, and nothing of the moment (no warning, dialog,
toast or announcement: a start begins without them). A start draws Home from what is
stored, so it is made again only after a paint that follows a write (a save, a language,
a setting), and written only when its text changed.
"""

from __future__ import annotations

from typing import Any

from . import i18n
from .screens import render
from .state import PuzzleView, Switches, UiState
from .storage import Storage
from .vdom import TreeData, to_data


def start_state(state: UiState) -> UiState:
    """The state a start from what is saved now begins in (Home): the play, the Home
    settings and the puzzle's record carried over, everything else as a new start has it."""
    return UiState(
        game=state.game,
        match=state.match,
        settings=Switches(
            vibration=state.settings.vibration,
            fast_bots=state.settings.fast_bots,
            coach=state.settings.coach,
            confirm_fills=state.settings.confirm_fills,
        ),
        puzzle=PuzzleView(today=state.puzzle.today, record=state.puzzle.record),
    )


def start_tree(state: UiState) -> list[TreeData]:
    """The page Python paints first at the next start, as data (`vdom.to_data`)."""
    return [to_data(node) for node in render(start_state(state))]


def start_screen(state: UiState) -> dict[str, Any]:
    """What is stored: the language it is worded in and the page."""
    return {"lang": i18n.current(), "tree": start_tree(state)}


def keep(storage: Storage, state: UiState) -> None:
    """Store the start screen for `state` (after each paint): made again only when
    something was stored since it was last made, written only when it changed."""
    if not storage.start_screen_due():
        return
    try:
        screen = start_screen(state)
    except Exception:  # best effort: a paint never fails for it (the shell then shows
        return  # the one stored before, which Python's first render replaces)
    storage.save_start_screen(screen)
