"""Fewer taps on a real page: a die held down or tapped twice holds its whole face, Hold
all flips to Release all (Roll off, with the reason, while all five are held), and a
cross-out is one tap with an undo toast that leaves after its time (the page's clock
driven by Playwright's `page.clock`)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from conftest import PHONE
from helpers_game import GAME_KEY, dice_buttons, game_save, open_saved, read_dice, roll
from playwright.sync_api import Page, expect

import balut


def pause_clock(page: Page) -> None:
    """Stop the page's (fake) clock a moment ahead, once the first visit's "Ready to play
    offline" toast is dismissed (its own timer would stop with the clock)."""
    expect(page.locator("html")).to_have_attribute("data-offline-ready", "true")
    ready = page.get_by_role("status").filter(has_text="Ready to play offline")
    if ready.is_visible():
        ready.get_by_role("button", name="Dismiss").click()
        expect(ready).to_be_hidden()
    now_ms = page.evaluate("Date.now()")
    page.clock.pause_at(datetime.fromtimestamp(now_ms / 1000 + 1, UTC))
    page.evaluate("window.balutScreen.settled()")  # the ticks it ran are on screen


def pressed(page: Page) -> list[bool]:
    return [dice_buttons(page).nth(i).get_attribute("aria-pressed") == "true" for i in range(5)]


def test_holding_a_face_hold_all_and_a_cross_out_in_one_tap_with_its_toast(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., list[dict[str, Any]]],
    screenshot: Callable[[Page, str], Any],
) -> None:
    mirror = balut.Game(["Solo"], seed=2)  # its first roll: 6 6 1 1 6
    page = new_page(**PHONE, fresh=True)  # the clock is the context's
    page.clock.install()
    open_saved(page, wait_until_ready, GAME_KEY, game_save(mirror))
    pause_clock(page)
    dice = roll(page, 2)
    assert dice == [6, 6, 1, 1, 6] == list(mirror.roll())
    roll_box = page.get_by_role("button", name="Roll again - 2 left").bounding_box()
    hold_box = page.get_by_role("button", name="Hold all").bounding_box()
    assert roll_box and hold_box and abs(roll_box["y"] - hold_box["y"]) < 1  # one line

    # Held down: every 6; the release after it toggles nothing.
    dice_buttons(page).nth(1).hover()
    page.mouse.down()
    page.clock.run_for(500)
    expect(dice_buttons(page).nth(4)).to_have_attribute("aria-pressed", "true")
    page.mouse.up()
    assert pressed(page) == [True, True, False, False, True]
    # Tapped twice: every 1 (all five held now: Hold all says Release all).
    dice_buttons(page).nth(3).click()
    dice_buttons(page).nth(3).click()
    expect(dice_buttons(page).nth(2)).to_have_attribute("aria-pressed", "true")
    assert pressed(page) == [True] * 5
    # All five held: Roll would throw nothing, so it is off and the hint says why.
    expect(page.get_by_role("button", name="Roll again - 2 left")).to_be_disabled()
    expect(page.get_by_text("All five dice are held, so there is nothing to roll")).to_be_visible()
    release_all = page.get_by_role("button", name="Release all")
    screenshot(page, "fewer-taps-release-all")
    release_all.click()
    expect(page.get_by_role("button", name="Hold all")).to_be_visible()
    assert pressed(page) == [False] * 5

    # A cross-out is one tap: the toast offers Undo, which gives the turn back.
    page.get_by_role("button", name="Cross out Fours").click()
    toast = page.get_by_role("group", name="Solo: crossed out Fours")
    expect(toast).to_be_visible()
    expect(page.get_by_role("dialog")).to_have_count(0)
    screenshot(page, "fewer-taps-toast")
    toast.get_by_role("button", name="Undo").click()
    expect(toast).to_have_count(0)
    expect(page.get_by_role("button", name="Cross out Fours")).to_be_enabled()
    assert read_dice(page) == dice

    # Crossed out again: the toast leaves after its five seconds; the usual Undo stays.
    page.get_by_role("button", name="Cross out Fours").click()
    expect(toast).to_be_visible()
    page.clock.run_for(4_800)
    expect(toast).to_be_visible()
    page.clock.run_for(400)
    expect(toast).to_have_count(0)
    expect(page.get_by_text("Solo: crossed out Fours")).to_be_visible()
    page.get_by_role("button", name="Undo").click()  # the usual Undo: the player's own box

    page.clock.resume()  # axe-core runs on the page's timers
    page.get_by_role("button", name="Cross out Fours").click()
    expect(toast).to_be_visible()
    serious = [v["id"] for v in axe(page) if v["impact"] in ("serious", "critical")]
    assert serious == []
