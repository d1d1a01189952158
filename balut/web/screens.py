"""The render function: `render(state)` describes the whole page as `El` trees.

Pure Python (no `js`): every number shown comes from the rules core; the screens only word
and lay them out. Taps are declared as `data-action`/`data-arg` attributes that
`balut.web.app` turns into actions on the game. This module draws what every screen has
(warnings, the live region, a dialog) and routes to the screen's own module through
`SCREENS`, which the features give (`balut.web.features`: each feature its screens).
"""

from __future__ import annotations

from collections.abc import Callable

from . import features
from .i18n import DEFAULT_LANGUAGE, Msg, t, word
from .locales import CATALOGS
from .state import Screen, UiState
from .vdom import El, action, h
from .widgets import modal


def render(state: UiState) -> list[El]:
    """The whole page for this state: warnings, the screen, the live region, a dialog."""
    return [
        _warnings(state),
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


# Warnings of a value kept in memory only: Export backup is at hand beside them.
_IN_MEMORY_ONLY = frozenset({"storage.full", "storage.memory_only"})


def _warnings(state: UiState) -> El:
    """What went wrong in storage, with Export backup at hand when something is kept in
    memory only. During a game, in a few words (a warning's `.short` sentence, when its
    catalog has one) so the turn still fits the screen; Home says it whole."""
    warnings = state.warnings
    if not warnings:
        return h("div", {"hidden": True}, key="warnings")
    compact = state.screen.in_game
    return h(
        "div",
        {"class": "warnings compact" if compact else "warnings", "role": "alert"},
        [h("p", None, word(_short(text) if compact else text)) for text in warnings],
        action(t("backup.export"), "export-backup", cls="secondary small")
        if any(text.key in _IN_MEMORY_ONLY for text in warnings)
        else None,
        action(t("nav.dismiss"), "dismiss-warnings", cls="secondary small"),
        key="warnings",
    )


def _short(text: Msg) -> Msg:
    """A warning's few words (its catalog's `<key>.short`), or the warning itself."""
    short = f"{text.key}.short"
    return Msg(short, text.values) if short in CATALOGS[DEFAULT_LANGUAGE] else text


def _dialog(state: UiState) -> El:
    if state.elsewhere:
        return _modal(
            "elsewhere",  # its own element: a question open before is replaced, not patched
            t("elsewhere.title"),
            t("elsewhere.message"),
            action(t("elsewhere.take_over"), "reload-page", cls="primary"),
        )
    opened = features.dialog(state)  # a feature's own (copy by hand, a box's value)
    if opened is not None:
        return opened
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


#: Each screen's render function, from the feature that shows it (balut.web.features).
SCREENS: dict[Screen, Callable[[UiState], El]] = features.views()
