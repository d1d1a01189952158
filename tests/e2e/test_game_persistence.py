"""No lost games: reload and offline reload resume the turn; bad storage never crashes."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest
from helpers_game import (
    GAME_KEY,
    dice_buttons,
    open_app,
    preload,
    read_dice,
    reload_and_continue,
    roll,
    roll_button,
    row_button,
    saved_game,
    start_game,
)
from playwright.sync_api import Page, expect

import balut
from scripts.serve import StaticServer


def roll_and_hold(page: Page) -> tuple[list[int], list[int]]:
    """Roll twice holding dice 1 and 3; return the dice and the held indexes."""
    roll(page, 2)
    for i in (0, 2):
        dice_buttons(page).nth(i).click()
    dice = roll(page, 1)
    return dice, [0, 2]


def expect_same_turn(page: Page, dice: list[int], held: list[int], rolls_left: int) -> None:
    expect(page.get_by_role("group", name="Dice")).to_be_visible()
    assert read_dice(page) == dice
    for i in range(5):
        pressed = "true" if i in held else "false"
        expect(dice_buttons(page).nth(i)).to_have_attribute("aria-pressed", pressed)
    expect(page.get_by_text(re.compile(f"{rolls_left} rolls? left$"))).to_be_visible()


def test_reload_mid_turn_restores_dice_holds_and_rolls_left(
    page: Page, wait_until_ready: Callable[[Page], None]
) -> None:
    open_app(page, wait_until_ready, seed=5)
    start_game(page, ["Ann", "Bo"])
    page.get_by_role("button", name="Continue").click()
    player = page.get_by_role("heading", name=re.compile("'s turn$")).inner_text()
    dice, held = roll_and_hold(page)

    page.reload()
    wait_until_ready(page)
    # Home offers Continue for the saved game; it leads back to the same turn.
    expect(page.get_by_role("group", name="Dice")).to_have_count(0)
    page.get_by_role("button", name="Continue").click()
    expect(page.get_by_role("heading", name=player)).to_be_visible()
    expect_same_turn(page, dice, held, 1)
    page.get_by_role("button", name="Home").click()
    page.get_by_role("button", name="Continue").click()
    expect_same_turn(page, dice, held, 1)


def test_offline_reload_continues_the_saved_game_and_completes_a_turn(
    new_page: Callable[..., Page],
    private_server: StaticServer,
    wait_until_ready: Callable[[Page], None],
) -> None:
    page = open_app(new_page(private_server), wait_until_ready, seed=8)
    expect(page.locator("html")).to_have_attribute("data-offline-ready", "true")
    start_game(page, ["Solo"])
    dice, held = roll_and_hold(page)

    private_server.stop()
    reload_and_continue(page, wait_until_ready)
    expect_same_turn(page, dice, held, 1)
    roll_button(page).click()
    expect(page.get_by_text(re.compile("0 rolls left$"))).to_be_visible()
    row_button(page, balut.Category.CHOICE).click()
    expect(page.get_by_text("Round 2/28 \u00b7")).to_be_visible()
    saved = balut.Game.from_dict(saved_game(page)["game"])
    assert saved.round == 2
    assert saved.sheet("Solo").boxes(balut.Category.CHOICE)[0] == sum(read_dice_after(saved))


def read_dice_after(game: balut.Game) -> tuple[int, ...]:
    """The dice of the last roll in the core's action log."""
    rolls = [entry for entry in game.log if entry["action"] == "roll"]
    return tuple(rolls[-1]["dice"])


BAD_SAVES = {
    "damaged JSON": ("{not json", "could not be read (the data is damaged)"),
    "newer version": (json.dumps({"schema": 99, "data": {}}), "saved by a newer version"),
    "foreign game": (
        json.dumps({"schema": 1, "data": {"format": 1, "game": {"players": 3}}}),
        "could not be resumed",
    ),
}


@pytest.mark.parametrize("case", BAD_SAVES, ids=list(BAD_SAVES))
def test_bad_saved_game_is_backed_up_and_reported(
    page: Page, wait_until_ready: Callable[[Page], None], case: str
) -> None:
    raw, message = BAD_SAVES[case]
    preload(page, GAME_KEY, raw)
    open_app(page, wait_until_ready)
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text(message)
    expect(alert).to_contain_text("A backup was kept")
    backups = page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('balut:backup:game:'))"
        ".map(k => localStorage.getItem(k))"
    )
    assert backups == [raw]
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}')") is None
    expect(page.get_by_role("button", name="Continue")).to_have_count(0)
    alert.get_by_role("button", name="Dismiss").click()
    expect(alert).to_have_count(0)
    start_game(page, ["Ann"])
    expect(page.get_by_text("Round 1/28 \u00b7")).to_be_visible()


BROKEN_STORAGE = {
    "blocked": "Object.defineProperty(window, 'localStorage', {get() {"
    " throw new DOMException('blocked', 'SecurityError'); }});",
    "full": "Storage.prototype.setItem = function () {"
    " throw new DOMException('full', 'QuotaExceededError'); };",
}


@pytest.mark.parametrize("case", BROKEN_STORAGE, ids=list(BROKEN_STORAGE))
def test_unusable_storage_keeps_play_going_in_memory_with_a_warning(
    page: Page, wait_until_ready: Callable[[Page], None], case: str
) -> None:
    page.add_init_script(BROKEN_STORAGE[case])
    page.goto("/")
    wait_until_ready(page)
    start_game(page, ["Ann"])
    roll(page, 2)
    expect(page.get_by_role("alert")).to_contain_text(
        re.compile("kept in memory only|kept only until you close the app")
    )
    row_button(page, balut.Category.CHOICE).click()
    expect(page.get_by_text("Round 2/28 \u00b7")).to_be_visible()


def test_two_tabs_never_overwrite_each_other_and_either_can_take_over(
    page: Page, wait_until_ready: Callable[[Page], None]
) -> None:
    open_app(page, wait_until_ready, seed=5)
    start_game(page, ["Ann", "Bo"])
    page.get_by_role("button", name="Continue").click()  # past the roll-off
    notice = page.get_by_role("dialog", name="Balut is open in another tab")
    expect(notice).to_have_count(0)

    # A second tab on the same storage plays from now on; the first one says so.
    second = page.context.new_page()
    open_app(second, wait_until_ready)
    expect(notice).to_be_visible()
    second.get_by_role("button", name="Continue").click()
    dice = roll(second, 2)
    for _ in range(2):  # a second Escape in a row may close a modal: it opens again
        page.keyboard.press("Escape")
        expect(notice).to_be_visible()  # no way around it but taking over
    page.evaluate("dispatchEvent(new Event('balut:before-update'))")  # asks it to save
    assert saved_game(page)["game"]["state"]["dice"] == dice  # still the second tab's roll

    # Taking over loads what the other tab saved; then that tab is the one standing by.
    notice.get_by_role("button", name="Use this tab").click()
    wait_until_ready(page)
    page.get_by_role("button", name="Continue").click()
    expect_same_turn(page, dice, [], 2)
    expect(second.get_by_role("dialog", name="Balut is open in another tab")).to_be_visible()
    roll(page, 1)
    assert saved_game(page)["game"]["state"]["rolls_left"] == 1
