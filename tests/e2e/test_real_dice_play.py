"""The end of a real-dice game through the UI: one player types the five dice they ended
with and taps a row, the other types a box's value (an impossible one first, refused with
what is possible); the points at game over equal the core's for the same entries.

The game is entered in the core up to its last two boxes and resumed from that save.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from conftest import PHONE
from helpers_game import GAME_KEY, game_envelope, open_app, preload, row_button
from playwright.sync_api import Page, expect
from test_game_screens import check_screen

import balut
from balut.web.i18n import number as as_shown  # a number as the page shows it

DICE = (5, 5, 5, 2, 2)  # what the last but one player ended with


def two_boxes_left() -> balut.Game:
    """Two players, real dice, every box entered by value but one each."""
    game = balut.Game(["Ann", "Bo"], real_dice=True)
    game.set_opener("Bo")
    while sum(game.sheet(seat).filled_count() for seat in (0, 1)) < 2 * game.total_rounds - 2:
        sheet = game.sheet(game.current_index)
        category = next(c for c in balut.Category if sheet.open_boxes(c))
        values = game.possible_values(category)
        game.enter_value(category, values[len(values) // 2])  # a middling box
    return game


def test_the_last_boxes_of_a_real_dice_game_typed_as_dice_and_as_a_value(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., list[dict[str, Any]]],
    screenshot: Callable[[Page, str], Any],
) -> None:
    mirror = two_boxes_left()
    page = new_page(**PHONE)
    preload(page, GAME_KEY, game_envelope(mirror, screen="handoff"))
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="Continue").click()
    page.get_by_role("button", name=re.compile("^Start")).click()
    first = mirror.current_player
    expect(page.get_by_role("heading", name=f"{first}'s turn")).to_be_visible()
    expect(page.get_by_role("button", name=re.compile("^Roll"))).to_have_count(0)

    # The five dice typed in: the sheet offers what each row scores, a tap enters it.
    for number, face in enumerate(DICE, 1):
        page.get_by_role("combobox", name=f"Die {number}").select_option(str(face))
    sheet = mirror.sheet(first)
    row = next(c for c in balut.Category if sheet.open_boxes(c))
    offer = sheet.potential(DICE)[row]
    expect(row_button(page, row)).to_have_accessible_name(
        re.compile(f"^{row.label} scores {offer} here")
    )
    check_screen(page, "real-dice-turn", axe, screenshot)
    mirror.enter_dice(DICE)
    row_button(page, row).click()
    if offer == 0:
        page.get_by_role("dialog").get_by_role("button", name="Confirm").click()
    mirror.score(row)

    # The last box by its value: an impossible one is refused and nothing is entered.
    page.get_by_role("button", name=re.compile("^Start")).click()
    last = mirror.current_player
    expect(page.get_by_role("heading", name=f"{last}'s turn")).to_be_visible()
    row = next(c for c in balut.Category if mirror.sheet(last).open_boxes(c))
    row_button(page, row).click()
    dialog = page.get_by_role("dialog")
    field = dialog.get_by_role("textbox", name=f"{row.label} value")
    field.fill("1")
    dialog.get_by_role("button", name="Save").click()
    expect(dialog).to_contain_text(f"{row.label} cannot be 1. Possible:")
    expect(field).to_have_attribute("aria-invalid", "true")
    check_screen(page, "real-dice-value", axe, screenshot)
    value = max(mirror.possible_values(row))
    field.fill(str(value))
    dialog.get_by_role("button", name="Save").click()
    mirror.enter_value(row, value)

    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    table = page.get_by_role("table", name="Points per player")
    for standing in mirror.standings():
        line = table.get_by_role("row", name=re.compile(rf"^\d+ {standing.player}\b"))
        expect(line.get_by_role("cell")).to_have_text(
            [str(standing.place), as_shown(standing.result.points), str(standing.result.dice_total)]
        )
