"""Taps answered ahead (static/js/screen.js, balut/web/app.py `App.prepare`): once
Python has answered Roll (and, once no roll is left, the rows) ahead, such a tap is on
the page in the tap's own task, before any round trip to the worker, and it is the
outcome Python then makes: nothing is corrected."""

from __future__ import annotations

import re
from collections.abc import Callable

from conftest import PHONE
from helpers_game import game_save, open_saved, play_state, row_button, saved_game
from playwright.sync_api import Page, expect

import balut
from balut.web.boxes import fill_arg

GAME_KEY = "balut:game"

# Tap `selector` and read, in the same task, the dice's names and the screen's title; then
# count the changes to the page until Python's answer to the tap is in (none: the answer
# ahead was right).
TAP_AND_READ = """
async (selector) => {
  document.querySelector(selector).click();
  const dice = [...document.querySelectorAll('[data-action="toggle-die"]')];
  const shown = {
    dice: dice.map((die) => Number(die.getAttribute("aria-label").split(" ").pop())),
    title: document.querySelector("#screen-title").textContent,
  };
  const changes = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  const all = { subtree: true, childList: true, characterData: true, attributes: true };
  observer.observe(document.getElementById("app"), all);
  await window.balutScreen.settled();
  observer.disconnect();
  return { ...shown, corrections: changes.length };
}
"""


def test_a_roll_and_a_box_answered_ahead_are_on_the_page_within_the_tap(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    mirror = balut.Game(["Ann", "Bo"], seed=8)
    mirror.roll()
    page = new_page(**PHONE)
    open_saved(page, wait_until_ready, GAME_KEY, game_save(mirror))
    for left in (1, 0):
        page.wait_for_function("window.balutScreen.answeredAhead('roll')")
        mirror.roll()  # (the save carries the dice generator: the same roll)
        shown = page.evaluate(TAP_AND_READ, 'button[data-action="roll"]')
        assert shown["dice"] == list(mirror.dice or ())
        assert shown["corrections"] == 0
        assert play_state(saved_game(page)["game"]) == play_state(mirror.to_dict())
        if left:
            expect(page.get_by_text(re.compile(f"{left} roll left$"))).to_be_visible()

    category = balut.Category.CHOICE
    arg = fill_arg(category)
    page.wait_for_function(f"window.balutScreen.answeredAhead('fill', '{arg}')")
    shown = page.evaluate(TAP_AND_READ, f'button.row-main[data-arg="{arg}"]')
    mirror.fill(category)
    after = mirror.current_player
    assert shown["title"] == f"Pass to {after}"
    assert shown["corrections"] == 0
    expect(page.get_by_role("heading", name=f"Pass to {after}")).to_be_visible()
    assert play_state(saved_game(page)["game"]) == play_state(mirror.to_dict())
    page.get_by_role("button", name=f"Start {after}'s turn").click()
    expect(row_button(page, category)).to_be_disabled()  # (no dice yet)
