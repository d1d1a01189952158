"""What the records add to other screens: the Backup card on History, the personal
bests at game over, and the result picture's button."""

from __future__ import annotations

from typing import Any

import balut

from .core_words import amount_words, date_words, names_list
from .i18n import t, word
from .state import UiState
from .vdom import El, action, h


def _checking_line(checking: tuple[int, int] | None) -> El | None:
    """A file's entries being checked: how far, and Cancel."""
    if checking is None:
        return None
    done, total = checking
    return h(
        "div",
        {"class": "backup-preview"},
        h("p", {"role": "status"}, t("backup.checking", done=done, total=total)),
        action(t("dialog.cancel"), "cancel-backup", cls="secondary"),
    )


def backup_section(state: UiState) -> El:
    """Export backup, Import backup (a file picker), and a file read waiting for Add."""
    preview = state.backup.preview
    body: list[El | None] = [
        h("h2", {"id": "backup-title"}, t("backup.title")),
        h("p", {"class": "hint"}, t("backup.hint")),
        h(
            "div",
            {"class": "row-buttons"},
            action(t("backup.export"), "export-backup", cls="secondary"),
            h(
                "label",
                {"class": "button secondary file-button"},
                t("backup.import"),
                h(
                    "input",
                    {
                        "type": "file",
                        "accept": ".json,application/json",
                        "data-field": "backup-file",
                    },
                ),
            ),
        ),
        h(
            "p",
            {"id": "backup-error", "class": "field-error", "role": "alert", "tabindex": "-1"},
            word(state.backup.error),
        )
        if state.backup.error
        else None,
        h(
            "p",
            {"id": "backup-note", "class": "note-line", "tabindex": "-1"},
            word(state.backup.note),
        )
        if state.backup.note
        else None,
        _checking_line(state.backup.checking),
    ]
    if preview is not None:
        span = (
            t("backup.preview.span", first=date_words(preview.first), last=date_words(preview.last))
            if preview.first and preview.last
            else t("backup.preview.no_games")
        )
        body.append(
            h(
                "div",
                {"id": "backup-preview", "class": "backup-preview", "tabindex": "-1"},
                h("p", None, t("backup.preview.made", when=date_words(preview.created))),
                h(
                    "p",
                    None,
                    t("backup.preview.games", count=preview.games, new=preview.new)
                    if preview.new or not preview.games
                    else t("backup.preview.all_here", count=preview.games),
                ),
                h("p", None, span),
                h("p", None, t("backup.preview.names", count=preview.names)),
                h(
                    "div",
                    {"class": "row-buttons"},
                    action(t("backup.add", count=preview.new), "add-backup", cls="primary"),
                    action(t("dialog.cancel"), "cancel-backup", cls="secondary"),
                )
                if preview.new
                else action(t("dialog.close"), "cancel-backup", cls="secondary"),
            )
        )
    return h(
        "section", {"class": "card backup", "aria-labelledby": "backup-title"}, body, key="backup"
    )


def bests_section(state: UiState, game: balut.Game) -> El | None:
    """Game over: the personal bests the game set ("New personal best for Ann: 19 points")."""
    if not state.turn.bests:
        return None
    lines = []
    for best in state.turn.bests:
        if best.kind == "points":
            what = amount_words(game.rules, best.value)
        else:
            what = t(f"bests.{best.kind}", count=best.value)
        lines.append(h("li", None, t("bests.line", player=best.player, what=what)))
    return h(
        "section",
        {"class": "card bests", "aria-labelledby": "bests-title"},
        h("h2", {"id": "bests-title"}, t("bests.title")),
        h("ul", None, lines),
    )


def picture_button() -> El:
    return action(t("picture.share"), "share-picture", cls="secondary")


def unfinished_who(entry: dict[str, Any]) -> str:
    """An unfinished entry's players ("Ann and Bo")."""
    players = entry.get("players")
    if isinstance(players, list) and all(isinstance(p, str) for p in players):
        return names_list(players)
    return ""


def unfinished_badge(entry: dict[str, Any]) -> El:
    """ "Unfinished · round 3 of 28": how far an unfinished game got."""
    reached, rounds = entry.get("round"), entry.get("rounds")
    return h(
        "p",
        {"class": "unfinished-note"},
        h("span", {"class": "unfinished-tag"}, t("history.unfinished")),
        " ",
        t("history.unfinished_round", round=reached, rounds=rounds)
        if isinstance(reached, int) and isinstance(rounds, int)
        else None,
    )


def continue_button(entry: dict[str, Any]) -> El:
    """Continue this game (or match): it becomes the one in play again."""
    what = "match" if entry.get("of") == "match" else "game"
    return action(
        t(f"history.continue_{what}"), "continue-unfinished", entry["id"], cls="primary big"
    )
