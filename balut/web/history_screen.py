"""History: the list of finished (and unfinished) games and matches, and one opened."""

from __future__ import annotations

from typing import Any

import balut

from . import screens_rules as variants
from .archive_screens import (
    backup_section,
    continue_button,
    picture_button,
    unfinished_badge,
    unfinished_who,
)
from .core_words import date_words, items_list
from .game_parts import points_table, rules_line, winner_line
from .i18n import t
from .match_screens import (
    entry_winners,
    history_body,
    history_line,
    history_standings,
    is_match_entry,
)
from .paper_screen import paper_history_body
from .proof_screens import proof_section
from .real_dice import corrections
from .sheet_grid import sheet_grid
from .state import HISTORY_PAGE, Screen, UiState
from .vdom import Children, El, action, h
from .widgets import screen, screen_head


def history_screen(state: UiState) -> El:
    """Finished and unfinished games and matches, newest first, a page at a time, with the
    backup section."""
    items = []
    for entry in state.history.entries[: state.history.shown]:
        when = date_words(entry.get("finished"))
        kind = "match" if is_match_entry(entry) else "game"
        unfinished = entry.get("kind") == "unfinished"
        if unfinished:
            kind = "unfinished_match" if entry.get("of") == "match" else "unfinished_game"
        rows = history_standings(entry)
        standings = (
            t(f"history.unreadable_{kind.removeprefix('unfinished_')}")
            if rows is None
            else unfinished_who(entry)
            if unfinished
            else items_list(
                [t("history.standing", player=player, points=points) for player, points in rows]
            )
        )
        winners = entry_winners(entry)
        rules = _entry_rules(entry)
        items.append(
            h(
                "li",
                {"class": "card history-item"},
                h("p", {"class": "when"}, when),
                h("p", {"class": "who"}, standings),
                unfinished_badge(entry) if unfinished else None,
                history_line(entry),
                h("p", {"class": "rules-note"}, rules) if rules else None,
                h("p", {"class": "rules-note"}, t("paper.history.note"))
                if entry.get("kind") == "paper"
                else None,
                h("p", {"class": "winner"}, t("history.winner", winner=winners))
                if winners
                else None,
                h(
                    "div",
                    {"class": "row-buttons"},
                    action(
                        t("history.open"),
                        "open-history",
                        entry["id"],
                        cls="secondary small",
                        aria_label=t(f"history.open_{kind}", when=when),
                    ),
                    action(
                        t("history.delete"),
                        "delete-history",
                        entry["id"],
                        cls="secondary small danger",
                        aria_label=t(f"history.delete_{kind}", when=when),
                    ),
                ),
                key=str(entry["id"]),
            )
        )
    return screen(
        Screen.HISTORY,
        screen_head(t("screen.history"), action(t("nav.back"), "home", cls="secondary small")),
        h("p", {"class": "hint"}, t("history.count", count=len(state.history.entries)))
        if items
        else None,
        h("ol", {"class": "history"}, items)
        if items
        else h("p", {"class": "empty"}, t("history.empty")),
        action(
            t(
                "history.more",
                count=min(HISTORY_PAGE, len(state.history.entries) - state.history.shown),
            ),
            "more-history",
            cls="secondary",
        )
        if len(state.history.entries) > state.history.shown
        else None,
        action(t("history.clear_all"), "clear-history", cls="secondary danger") if items else None,
        backup_section(state),
    )


def _entry_rules(entry: dict[str, Any]) -> str | None:
    """The rules an entry was played by: stored as a rule set (worded now), or, in entries
    saved before, as the English line itself."""
    rules = entry.get("rules")
    if isinstance(rules, str):
        return rules
    try:
        return variants.rules_summary(balut.RuleSet.from_dict(rules))
    except balut.BalutError:
        return None


def history_game_screen(state: UiState) -> El:
    """One history entry opened: a game, a match, paper sheets or an unfinished game."""
    game = state.history.game
    entry = next((e for e in state.history.entries if e["id"] == state.history.open), None)
    when = date_words(entry.get("finished")) if entry else ""
    body: list[Children] = [h("p", {"class": "empty"}, t("history.unreadable_game"))]
    paper = entry is not None and entry.get("kind") == "paper"
    if entry is not None and is_match_entry(entry):
        body = history_body(entry)
    elif entry is not None and paper:
        body = [*paper_history_body(entry)]
    elif entry is not None and entry.get("kind") == "unfinished":
        body = [h("p", {"class": "empty"}, t(f"history.unreadable_{entry.get('of')}"))]
        if game is not None:
            body = [
                h("p", {"class": "who"}, unfinished_who(entry)),
                unfinished_badge(entry),
                history_line(entry),
                continue_button(entry),
                points_table(game, final=False),
                rules_line(game),
                sheet_grid(game),
            ]
    elif game is not None:
        body = [
            winner_line(game),
            points_table(game, final=True),
            proof_section(state.proofs.proof, state.proofs.shared),
            picture_button(),
            corrections(game),
            rules_line(game),
            sheet_grid(game, final=True),
        ]
    return screen(
        Screen.HISTORY_GAME,
        screen_head(
            t(
                "paper.history.title"
                if paper
                else "history.unfinished_of"
                if entry is not None and entry.get("kind") == "unfinished"
                else "history.game_of",
                when=when,
            )
            if when
            else t("screen.history_game"),
            action(t("nav.back"), "history", cls="secondary small"),
        ),
        body,
    )
