"""The coach's hint on a small phone: it leaves the whole sheet on screen at 360x740, and
a tap on one of its options makes that move (a hold: those dice held; a box: filled)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest
from conftest import PHONE
from helpers_game import (
    GAME_KEY,
    best_category,
    dice_buttons,
    game_save,
    open_app,
    open_saved,
    preload,
    roll,
    save_envelope,
)
from playwright.sync_api import Page, expect

import balut
from balut import strategy
from balut.web import i18n
from balut.web.coach import hint_lines

SMALL = {**PHONE, "viewport": {"width": 360, "height": 740}}


def a_game_ten_rounds_in() -> balut.Game:
    mirror = balut.Game(["Solo"], seed=31)
    for _ in range(9):  # a sheet part filled: the options are not all alike
        dice = mirror.roll()
        mirror.score(best_category(mirror.sheet(0), dice))
    return mirror


def sheet_bottom(page: Page) -> float:
    """Where the sheet (its rows and totals) ends on the page, scrolled to the top."""
    box = page.locator(".turn-sheet .sheet").bounding_box()
    assert box is not None
    return box["y"] + box["height"]


def test_the_hint_keeps_the_sheet_on_a_small_phone_and_its_options_are_taps(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
) -> None:
    mirror = a_game_ten_rounds_in()
    page = open_saved(new_page(**SMALL), wait_until_ready, GAME_KEY, game_save(mirror))
    assert roll(page, 2) == list(mirror.roll())
    page.get_by_role("button", name="Hint").click()
    coach = page.get_by_role("region", name="Coach")
    options = strategy.advise(mirror)[:3]
    lines = hint_lines(mirror, options)
    expect(coach.get_by_role("listitem")).to_have_text(lines)
    assert sheet_bottom(page) <= 740, "the hint pushes the sheet's foot off a 360x740 screen"
    screenshot(page, "coach-fit-360")

    best = options[0]
    assert best.kind == "hold"  # (this game's dice: the coach holds some)
    coach.get_by_role("button", name=lines[0]).click()
    held = strategy.hold_positions(mirror, best.keep)
    for i in range(5):
        expect(dice_buttons(page).nth(i)).to_have_attribute(
            "aria-pressed", "true" if i in held else "false"
        )
    assert roll(page, 1) == list(mirror.roll(held))
    expect(coach.get_by_role("listitem")).to_have_count(3)
    assert roll(page, 0) == list(mirror.roll(held))  # (the dice held stay held)
    best = strategy.advise(mirror)[0]
    assert best.fill is not None
    words = hint_lines(mirror, strategy.advise(mirror)[:3])[0]
    coach.get_by_role("button", name=words).click()
    mirror.fill(best.fill.category, jackpot=best.fill.jackpot, crossed=best.fill.crossed)
    expect(page.get_by_text("Round 11/28")).to_be_visible()
    expect(coach).to_have_count(0)


SHOTS = os.environ.get("BALUT_SCREENSHOTS") == "1"


@pytest.mark.parametrize("language", ["en", "da", "de", "nb"])
@pytest.mark.parametrize(
    "size",
    # the fit, in every language (their options are longer); 390x844 for the screenshots
    [(360, 740), *([(390, 844)] if SHOTS else [])],
)
def test_the_hint_fits_in_every_language(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
    language: str,
    size: tuple[int, int],
) -> None:
    mirror = a_game_ten_rounds_in()
    page = new_page(**{**PHONE, "viewport": {"width": size[0], "height": size[1]}})
    preload(page, "balut:language", save_envelope(language))
    preload(page, GAME_KEY, save_envelope(game_save(mirror)))
    open_app(page, wait_until_ready)
    page.locator("[data-action=continue]").click()
    page.locator("[data-action=roll]").click()
    expect(page.locator("[data-action=hint]")).to_be_enabled()
    page.locator("[data-action=hint]").click()
    expect(page.locator(".coach-option")).to_have_count(3)
    mirror.roll()
    i18n.use(language)
    try:
        lines = hint_lines(mirror, strategy.advise(mirror)[:3])
    finally:
        i18n.use("en")
    expect(page.locator(".coach-option")).to_have_text(lines)
    if size == (360, 740):
        assert sheet_bottom(page) <= 740
    page.locator(".coach-option").first.click()  # (the dice it holds, marked held)
    expect(page.locator(".die.held").first).to_be_visible()
    screenshot(page, f"coach-hint-{language}-{size[0]}")
