"""Game over: the winner, the standings, every sheet, and what comes next."""

from __future__ import annotations

import balut

from .archive_screens import bests_section, picture_button
from .coach import review
from .game_parts import in_game, points_table, rules_line, winner_line
from .i18n import t
from .match_screens import match_section
from .proficiency_view import proficiency_cards
from .proof_screens import proof_section
from .real_dice import corrections, tiebreak_picker
from .results_view import breakdown, ranking_note
from .sheet_grid import sheet_grid
from .stakes import Stake, rule_line, settle_lines, stake_line
from .state import Screen, UiState
from .vdom import El, action, h
from .widgets import screen, title


def game_over_screen(state: UiState) -> El:
    """The game's result (after a tie the table throws for, with real dice) and what
    comes next: play again, undo, history, home."""
    game = in_game(state)
    # Real dice: a tie the table must throw for comes first; the result waits for it.
    final = game.is_finished()
    match = state.match
    # The match's last game: the match's winner first, the last game's result under it.
    match_over = match is not None and match.is_over()
    return screen(
        Screen.GAME_OVER,
        title(t("screen.game_over")),
        match_section(match) if match is not None and match_over else None,
        h("h2", {"class": "last-game"}, t("match.last_game", number=len(match.games)))
        if match is not None and match_over
        else None,
        tiebreak_picker(state, game),
        winner_line(game) if final else None,
        points_table(game, final=final, colours=state.table.colours),
        _sheets_disclosure(game, state.table.colours),
        bests_section(state, game) if final else None,
        match_section(match) if match is not None and not match_over else None,
        settle_section(match or game, state.table.stake) if final else None,
        proof_section(state.proofs.proof, state.proofs.shared),
        picture_button() if final else None,
        proficiency_cards(state, game) if final else None,
        review(state) if final else None,
        corrections(game),
        _tiebreak_rule(game),
        rules_line(game),
        ranking_note(game),
        [breakdown(game, s.player) for s in game.standings()],
        h(
            "div",
            {"class": "menu"},
            None
            if not final or (match is not None and not match_over)
            else action(t("gameover.play_again"), "play-again", cls="primary big"),
            action(t("nav.undo"), "undo", cls="secondary") if game.can_undo() else None,
            action(t("nav.history"), "history", cls="secondary"),
            action(t("nav.home"), "home", cls="secondary"),
        ),
    )


def _sheets_disclosure(game: balut.Game, colours: list[int]) -> El:
    """Game over: every box of every sheet, one tap away (the table checks each other)."""
    return h(
        "details",
        {"class": "card sheets"},
        h("summary", None, t("grid.show")),
        sheet_grid(game, final=True, colours=colours),
        key="sheets",
    )


def _tiebreak_rule(game: balut.Game) -> El | None:
    """How ties are settled in this game."""
    if len(game.players) < 2:
        return None
    return h("p", {"class": "hint"}, t(f"gameover.ties.{game.rules.tiebreak}"))


def settle_section(play: balut.Game | balut.Match, stake: Stake) -> El | None:
    """ "Settle up": the stake and its rule in one line, then `settle_lines`."""
    lines = settle_lines(play, stake)
    if not lines:
        return None
    stake_words, rule = stake_line(stake), rule_line(play, stake)
    return h(
        "section",
        {"class": "settle", "aria-labelledby": "settle-title"},
        h("h2", {"id": "settle-title"}, t("settle.title")),
        h("p", {"class": "hint"}, stake_words) if stake_words else None,
        h("p", {"class": "hint settle-rule"}, rule) if rule else None,
        h("ul", {"class": "payments"}, [h("li", None, line) for line in lines]),
        key="settle",
    )
