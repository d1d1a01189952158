"""Nothing lost, in the browser: New game with a game running asks by name, the game goes
to History as unfinished, and continues from there as it was."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from conftest import PHONE
from helpers_game import (
    GAME_KEY,
    best_category,
    game_save,
    open_saved,
    play_state,
    read_dice,
    roll,
    saved_game,
)
from playwright.sync_api import Page, expect

import balut


def serious(violations: list[dict[str, Any]]) -> list[Any]:
    return [
        (v["id"], [n["target"] for n in v["nodes"]])
        for v in violations
        if v["impact"] in ("serious", "critical")
    ]


def test_new_game_keeps_the_running_game_in_history_to_continue(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., list[dict[str, Any]]],
    screenshot: Callable[[Page, str], Any],
) -> None:
    mirror = balut.Game(["Ann", "Bo"], seed=17)
    for _ in range(2):  # round 1 played: round 2 begins
        mirror.score(best_category(mirror.sheet(mirror.current_index), mirror.roll()))
    assert mirror.round == 2
    page = open_saved(new_page(**PHONE), wait_until_ready, GAME_KEY, game_save(mirror))
    turn = page.get_by_role("heading", name=f"{mirror.current_player}'s turn")
    expect(turn).to_be_visible()

    page.get_by_role("button", name="Home").click()
    page.get_by_role("button", name="New game").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text(
        "Once the new game starts, \u201cAnn and Bo, round 2 of 28\u201d goes to History as "
        "unfinished."
    )
    screenshot(page, "unfinished-dialog")
    dialog.get_by_role("button", name="New game").click()

    # The setup: Start game in view at the bottom, under a line of what it starts.
    start = page.get_by_role("button", name="Start game")
    expect(start).to_be_in_viewport()
    expect(page.locator(".start-summary")).to_have_text("Standard 1979 \u00b7 1 player")
    assert serious(axe(page)) == []
    screenshot(page, "setup-start-bar")
    page.go_back()  # Back: Home, where the game still goes on
    page.get_by_role("button", name="New game").click()
    page.get_by_role("dialog").get_by_role("button", name="New game").click()
    page.get_by_role("textbox", name="Player 1", exact=True).fill("Zed")
    start.click()  # Zed's game replaces it: it goes to History
    expect(page.get_by_role("heading", name="Zed's turn")).to_be_visible()

    page.get_by_role("button", name="Home").click()
    page.get_by_role("button", name="History").click()
    entry = page.get_by_role("listitem").filter(has_text="Unfinished")
    expect(entry).to_contain_text("Ann and Bo")
    expect(entry).to_contain_text("round 2 of 28")
    assert serious(axe(page)) == []
    screenshot(page, "unfinished-history")
    entry.get_by_role("button", name=re.compile("^Open unfinished game of")).click()
    expect(page.get_by_role("heading", name=re.compile("^Unfinished game of"))).to_be_visible()
    page.go_back()  # Back from an opened game: History
    entry.get_by_role("button", name=re.compile("^Open unfinished game of")).click()
    page.get_by_role("button", name="Continue this game").click()
    dialog = page.get_by_role("dialog", name="Continue the unfinished game?")
    expect(dialog).to_contain_text("\u201cZed, round 1 of 28\u201d goes to History")
    dialog.get_by_role("button", name="Continue this game").click()

    # The same game, at the same turn, with its dice to come.
    expect(turn).to_be_visible()
    expect(page.get_by_text(re.compile(r"^Round 2/28"))).to_be_visible()
    assert play_state(saved_game(page)["game"]) == play_state(mirror.to_dict())
    assert roll(page, 2) == list(mirror.roll())
    assert read_dice(page) == list(mirror.dice or ())
    page.get_by_role("button", name="Home").click()
    page.get_by_role("button", name="History").click()
    expect(page.get_by_role("listitem").filter(has_text="Unfinished")).to_contain_text("Zed")
