"""A turn played with the keyboard alone, with a visible focus ring at every step."""

from __future__ import annotations

import re
from collections.abc import Callable

from helpers_game import dice_buttons, open_app, preload, roll_button, row_button, save_envelope
from playwright.sync_api import Locator, Page, expect

import balut


def expect_focus_ring(target: Locator) -> None:
    expect(target).to_be_focused()
    style = target.evaluate(
        "el => { const s = getComputedStyle(el); return [s.outlineStyle, s.outlineWidth]; }"
    )
    assert style[0] == "solid" and float(style[1].removesuffix("px")) >= 2, style


def test_a_turn_by_keyboard_only(page: Page, wait_until_ready: Callable[[Page], None]) -> None:
    # Seed 4: after these two rolls no die shows 4, so filling Fours asks for confirmation
    # (the Confirm cross-outs setting is on: a zero asks first).
    preload(page, "balut:confirm-fills", save_envelope(True))
    open_app(page, wait_until_ready, seed=4)
    keys = page.keyboard
    page.get_by_role("button", name="New game").focus()
    keys.press("Enter")
    expect(page.get_by_role("heading", name="New game")).to_be_focused()
    keys.press("Tab")  # the seat's colour first, then its name
    expect_focus_ring(page.get_by_role("button", name=re.compile("^Colour of player 1: blue")))
    keys.press("Tab")
    expect_focus_ring(page.get_by_role("textbox", name="Player 1"))
    keys.type("Kim")
    start = page.get_by_role("button", name="Start game")
    keys.press("Enter")  # from the last name: on to Start game
    expect_focus_ring(start)
    page.get_by_role("textbox", name="Player 1").focus()
    keys.press("Tab")
    expect_focus_ring(page.get_by_role("button", name="Add player"))
    # Then the rule set and option controls, each with a ring, down to Start game.
    for _ in range(40):  # rule set, options, then seating, turn timer and games
        keys.press("Tab")
        expect_focus_ring(page.locator(":focus"))
        if start.evaluate("el => el === document.activeElement"):
            break
    expect_focus_ring(start)
    keys.press("Enter")

    expect(page.get_by_role("heading", name="Kim's turn")).to_be_focused()
    for name in ("Scoreboard", "Rules", "Home"):
        keys.press("Tab")
        expect_focus_ring(page.get_by_role("button", name=name))
    keys.press("Tab")  # the dice are disabled until the first roll
    expect_focus_ring(roll_button(page))
    keys.press("Enter")
    expect(page.get_by_text(re.compile("2 rolls left$"))).to_be_visible()
    expect(roll_button(page)).to_be_focused()  # the patch kept the focused button

    keys.press("Shift+Tab")
    last_die = dice_buttons(page).nth(4)
    expect_focus_ring(last_die)
    keys.press("Space")
    expect(last_die).to_have_attribute("aria-pressed", "true")
    held = last_die.get_attribute("aria-label")
    keys.press("Tab")
    keys.press("Enter")
    expect(page.get_by_text(re.compile("1 roll left$"))).to_be_visible()
    expect(last_die).to_have_attribute("aria-label", held or "")

    keys.press("Tab")  # Hold all, beside Roll
    expect_focus_ring(page.get_by_role("button", name="Hold all"))
    keys.press("Tab")  # the coach's Hint comes between the roll and the sheet
    expect_focus_ring(page.get_by_role("button", name="Hint"))
    keys.press("Tab")
    fours = row_button(page, balut.Category.FOURS)
    expect_focus_ring(fours)
    expect(fours).to_have_accessible_name(re.compile("^Fours scores 0 here"))
    keys.press("Enter")
    dialog = page.get_by_role("dialog", name="Score 0 in Fours?")
    expect(dialog.get_by_role("button", name="Cancel")).to_be_focused()
    keys.press("Escape")
    expect(dialog).to_have_count(0)
    expect(fours).to_be_focused()
    keys.press("Enter")
    expect(dialog.get_by_role("button", name="Cancel")).to_be_focused()  # (it opened)
    keys.press("Tab")
    expect_focus_ring(dialog.get_by_role("button", name="Confirm"))
    keys.press("Enter")
    expect(page.get_by_text("Kim: 0 in Fours")).to_be_visible()
    expect(roll_button(page)).to_be_focused()
