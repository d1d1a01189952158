"""Rules at hand: from a turn with rolled dice, Rules opens at the game's rule set and
Back to the game gives back the same player and dice; the sheet's words unfold. The
Rules say what a check code does not prove."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from conftest import PHONE
from helpers_game import GAME_KEY, game_save, open_app, open_saved, read_dice, small_targets
from playwright.sync_api import Page, expect

import balut


def test_rules_from_a_rolled_turn_open_at_the_jackpot_and_return_to_the_same_dice(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], list[Path]],
    axe: Callable[..., list[dict[str, Any]]],
) -> None:
    game = balut.Game(["Ann", "Bo"], rules=balut.JACKPOT.derive(turn_order="fixed"), seed=7)
    game.roll()
    game.roll(keep=[0, 1])
    page = open_saved(new_page(**PHONE), wait_until_ready, GAME_KEY, game_save(game))
    player = game.current_player
    expect(page.get_by_role("heading", name=f"{player}'s turn")).to_be_visible()
    dice = read_dice(page)
    assert dice == list(game.dice or ())

    # The sheet's words, unfolded under the sheet: one line each.
    words = page.get_by_text("What the sheet's words mean")
    words.click()
    expect(page.get_by_text("\u201c+4/\u22124\u201d (jackpot)")).to_be_visible()
    expect(page.get_by_text(" scored\u201d: how many boxes hold a Straight")).to_be_visible()
    assert axe(page) == []
    screenshot(page, "rules-sheet-words")

    page.get_by_role("button", name="Rules", exact=True).click()
    jackpot = page.locator("#rules-jackpot")
    expect(jackpot).to_have_attribute("open", "")
    expect(jackpot.locator("summary")).to_be_in_viewport()  # scrolled to it
    expect(page.get_by_text("This game: Jackpot Balut")).to_be_attached()
    assert axe(page) == [] and small_targets(page) == []
    screenshot(page, "rules-from-a-turn")

    page.get_by_role("button", name="Back to the game").click()
    expect(page.get_by_role("heading", name=f"{player}'s turn")).to_be_visible()
    assert read_dice(page) == dice
    expect(page.get_by_text("1 roll left")).to_be_visible()


def test_the_rules_say_what_a_check_code_proves_and_what_it_does_not(
    page: Page, wait_until_ready: Callable[[Page], None]
) -> None:
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="Rules", exact=True).click()
    page.get_by_text("Check codes and result links", exact=True).click()
    expect(
        page.get_by_text("A code that matches shows that the record was not changed")
    ).to_be_visible()
    expect(
        page.get_by_text(
            "It does not prove who played, that the dice were rolled live (a record can be made"
            " up, typed dice are only the values entered), or that the seed was not picked as the"
            " luckiest of many tries; and a code has 40 bits, so two different records can share"
            " one. Trust the table first."
        )
    ).to_be_visible()
