"""A finger's double tap: its second tap, landing a moment after the first changed the
screen under it, is not made (static/js/screen.js `settle`); a tap a moment later is. The
page's clock is Playwright's, so "a moment" is exact: the test moves it on."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conftest import PHONE
from helpers_game import game_envelope, preload, row_button
from playwright.sync_api import Page, expect

import balut

GAME_KEY = "balut:game"


def tap_at(page: Page, box: dict[str, Any] | None) -> None:
    """A finger's tap at the middle of `box`, then wait for its answer (if any)."""
    assert box is not None
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.evaluate("window.balutScreen.settled()")


def test_the_second_tap_of_a_double_tap_is_not_made_on_the_next_screen(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    game = balut.Game(["Ann", "Bo"], seed=5)
    game.roll()
    after = next(name for name in game.players if name != game.current_player)
    page = new_page(**PHONE)
    preload(page, GAME_KEY, game_envelope(game))
    page.clock.install()
    page.goto("/")
    wait_until_ready(page)
    page.get_by_role("button", name="Continue").click()
    row = row_button(page, balut.Category.CHOICE)
    expect(row).to_be_visible()
    page.clock.pause_at(page.evaluate("Date.now()") + 1000)  # time moves only when told
    tap_at(page, row.bounding_box())
    start = page.get_by_role("button", name=f"Start {after}'s turn")
    expect(start).to_be_visible()
    # The finger comes down again at once, on the hand-off's Start: a stray tap.
    tap_at(page, start.bounding_box())
    expect(start).to_be_visible()
    expect(page.get_by_role("heading", name=f"Pass to {after}")).to_be_visible()
    # A moment later the same tap is meant.
    page.clock.run_for(600)
    tap_at(page, start.bounding_box())
    expect(page.get_by_role("heading", name=f"{after}'s turn")).to_be_visible()
    page.clock.resume()  # (the pooled context's next page runs its timers as ever)
