"""Real dice in two taps on a 360x740 phone: a row's values open as chips, one tap enters
one; the first turn teaches it; the second turn is played from the keyboard; a jackpot
box has chips of its own.

Starts from a saved real-dice game of two players, Ann to start, at its first turn.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from conftest import PHONE
from helpers_game import GAME_KEY, game_envelope, open_app, preload, row_button, saved_game
from playwright.sync_api import Page, expect

import balut

SMALL_PHONE = {**PHONE, "viewport": {"width": 360, "height": 740}}


def fits(page: Page) -> bool:
    """The open dialog is within the screen, nothing of it scrolled away."""
    box = page.get_by_role("dialog").bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None
    return box["y"] >= 0 and box["y"] + box["height"] <= size["height"]


def at_anns_first_turn(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    game: balut.RealDiceGame,
) -> Page:
    """A 360x740 page on `game` (Ann starts), saved and continued: Ann's first turn."""
    game.set_opener("Ann")
    page = new_page(**SMALL_PHONE)
    preload(page, GAME_KEY, game_envelope(game))
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="Continue").click()
    expect(page.get_by_role("heading", name="Ann's turn")).to_be_visible()
    return page


def test_two_turns_by_chips_each_row_then_its_value(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
) -> None:
    game = balut.RealDiceGame(["Ann", "Bo"])
    page = at_anns_first_turn(new_page, wait_until_ready, game)
    expect(page.get_by_text("Quickest: tap the row you score, then tap its value.")).to_be_visible()

    # Choice, the row with the most values, fits the small screen; Cancel leaves it open.
    row_button(page, balut.Category.CHOICE).click()
    choice = page.get_by_role("group", name="Choice values").get_by_role("button")
    expect(choice).to_have_count(len(game.possible_values(balut.Category.CHOICE)))
    assert fits(page)
    screenshot(page, "real-dice-chips-choice-360")
    page.get_by_role("button", name="Cancel").click()

    fours = balut.Category.FOURS
    row_button(page, fours).click()  # tap 1
    chips = page.get_by_role("group", name="Fours values")
    expect(chips.get_by_role("button")).to_have_text(["0", "4", "8", "12", "16", "20"])
    assert fits(page)
    screenshot(page, "real-dice-chips-360")
    page.set_viewport_size({"width": 390, "height": 844})
    screenshot(page, "real-dice-chips-390")
    page.set_viewport_size({"width": 360, "height": 740})
    chips.get_by_role("button", name="12").click()  # tap 2
    expect(page.get_by_role("dialog")).to_have_count(0)

    # Bo's turn from the keyboard: Enter on the row, Tab to the chip, Enter.
    page.get_by_role("button", name=re.compile("^Start")).click()
    expect(page.get_by_role("heading", name="Bo's turn")).to_be_visible()
    row_button(page, fours).focus()
    page.keyboard.press("Enter")
    chips = page.get_by_role("group", name="Fours values")
    expect(chips).to_be_focused()
    for _ in range(4):  # 0, 4, 8, 12
        page.keyboard.press("Tab")
    expect(chips.get_by_role("button", name="12")).to_be_focused()
    page.keyboard.press("Enter")

    # Round 2, Ann again: the lesson is gone, and both Fours boxes hold 12.
    page.get_by_role("button", name=re.compile("^Start")).click()
    expect(page.get_by_role("heading", name="Ann's turn")).to_be_visible()
    expect(row_button(page, fours)).to_have_accessible_name(re.compile(r"Boxes 12, open"))
    expect(page.get_by_text("Quickest: tap the row you score")).to_have_count(0)
    saved = balut.Game.from_dict(saved_game(page)["game"])
    game.enter_value(fours, 12)
    game.enter_value(fours, 12)
    assert saved.to_dict() == game.to_dict()


def test_a_jackpot_box_by_its_own_chips_in_two_taps(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
) -> None:
    game = balut.RealDiceGame(["Ann", "Bo"], balut.JACKPOT)
    page = at_anns_first_turn(new_page, wait_until_ready, game)
    page.get_by_role("button", name=re.compile("^Jackpot Sixes")).click()  # tap 1
    chips = page.get_by_role("group", name="Jackpot Sixes values")
    expect(chips.get_by_role("button")).to_have_text(["0", "24", "30"])
    assert fits(page)
    screenshot(page, "real-dice-jackpot-chips-360")
    chips.get_by_role("button", name="24").click()  # tap 2
    expect(page.get_by_role("dialog")).to_have_count(0)
    game.enter_jackpot_value(balut.Category.SIXES, 24)

    saved = balut.Game.from_dict(saved_game(page)["game"])
    assert saved.to_dict() == game.to_dict()
