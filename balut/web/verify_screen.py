"""Verify a result: a result link (and its code) replayed in the rules core."""

from __future__ import annotations

from .game_parts import points_table, rules_line, winner_line
from .i18n import t
from .proof import dice_words
from .proof_screens import verdict, verify_form
from .sheet_grid import sheet_grid
from .state import Screen, UiState
from .vdom import El, action, h
from .widgets import screen, screen_head


def verify_screen(state: UiState) -> El:
    """Verify a result: a result link (and its code) replayed in the rules core."""
    checked = state.proofs.checked
    game = checked.game if checked is not None else None
    return screen(
        Screen.VERIFY,
        screen_head(t("screen.verify"), action(t("nav.home"), "home", cls="secondary small")),
        verify_form(state.proofs.verify_link, state.proofs.verify_code),
        verdict(checked),
        [
            h("p", {"class": "dice-source"}, dice_words(game)) if checked and checked.ok else None,
            winner_line(game),
            points_table(game, final=True),
            rules_line(game),
            sheet_grid(game, final=True),
        ]
        if game is not None and game.is_over()
        else None,
    )
