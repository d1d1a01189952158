"""The proficiency figure in the browser: a Quick game one box from its end finished with
a costly move (Balut filled with 0 on four of a kind), game over's card for the person and
the review's reason; then Stats shows the figure over the player's games (a history with
figures preloaded)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest
from conftest import PHONE
from helpers_game import (
    GAME_KEY,
    best_category,
    fill,
    game_save,
    horizontal_overflow,
    open_app,
    open_saved,
    preload,
    roll,
    save_envelope,
)
from playwright.sync_api import Page, expect

import balut
from balut import strategy
from balut.strategy import proficiency
from balut.strategy.proficiency import Figure
from balut.web import i18n
from balut.web.proficiency_view import loss_words
from tests.histories import history

QUICK = balut.RULESETS["quick"]
HISTORY_KEY = "balut:history"
# Six earlier Quick games of Ann's, getting worse then better (oldest first).
EARLIER = [Figure("Ann", 20, loss, int(loss > 1)) for loss in (0.9, 0.6, 0.3, 0.2, 0.1, 0.05)]


def one_box_to_go() -> balut.Game:
    """Ann alone at Quick, every box but Balut filled; her next roll is four 2s."""
    game = balut.Game(["Ann"], QUICK, seed=1)
    while game.sheet("Ann").filled_count() < QUICK.rounds - 1:
        game.score(best_category(game.sheet("Ann"), game.roll()))
    return game


def earlier_games() -> list[dict[str, Any]]:
    entries = history([["Ann"]] * len(EARLIER), seed=3, rules="quick")  # newest first
    for entry, figure in zip(entries, reversed(EARLIER), strict=True):
        entry["proficiency"] = [figure.to_dict()]
    return entries


def finish_with_a_costly_move(page: Page, wait_until_ready: Callable[[Page], None]) -> float:
    """Open the game, roll, fill Balut with 0 (rolling on for it was far better); the loss."""
    mirror = one_box_to_go()
    preload(page, HISTORY_KEY, save_envelope(earlier_games()))
    open_saved(page, wait_until_ready, GAME_KEY, game_save(mirror))
    assert roll(page, 2) == list(mirror.roll())
    options = strategy.advise(mirror)
    chosen = next(o for o in options if o.fill and o.fill.category is balut.Category.BALUT)
    fill(page, balut.Category.BALUT, zero=True)
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    return chosen.loss


def test_game_over_shows_the_figure_and_why_and_stats_show_it_over_games(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
) -> None:
    page = new_page(**PHONE)
    loss = finish_with_a_costly_move(page, wait_until_ready)
    assert loss > proficiency.COSTLY
    card = page.get_by_role("region", name="How Ann played")
    expect(card).to_contain_text(f"{loss_words(loss, QUICK)} points lost per decision")
    expect(card).to_contain_text("over 1 decision.")
    expect(card).to_contain_text("1 decision cost more than a point.")
    expect(card).to_contain_text(i18n.t(f"prof.band.{proficiency.band(loss, QUICK)}"))
    page.get_by_text("Coach's review").click()  # (folded: the Coach is off)
    expect(
        page.get_by_role("listitem").filter(has_text="Round 7, Ann: Score 0 in Balut")
    ).to_contain_text("Better to roll on for Balut before filling it.")
    screenshot(page, "proficiency-game-over")

    page.get_by_role("table").get_by_role("button", name="Ann").first.click()
    expect(page.get_by_role("heading", name="Stats", level=1)).to_be_visible()
    section = page.get_by_role("region", name="Proficiency")
    found = proficiency.progress([*EARLIER, Figure("Ann", 1, loss, 1)], QUICK)
    assert found is not None and found.earlier is not None and found.trend == "better"
    recent = loss_words(found.recent, QUICK)
    expect(section).to_contain_text(f"The last 5 games: {recent} points lost per decision")
    before = loss_words(found.earlier, QUICK)
    expect(section).to_contain_text(f"Better than the 2 games before ({before}).")
    expect(section.get_by_role("row")).to_have_count(1 + len(EARLIER) + 1)  # newest first
    expect(section.get_by_role("row").nth(1)).to_contain_text(loss_words(loss, QUICK))
    screenshot(page, "proficiency-stats")


SHOTS = os.environ.get("BALUT_SCREENSHOTS") == "1"


# German (the longest words) at the narrowest phone; every language and size for the
# screenshots.
LANGUAGES = ("en", "da", "de", "nb")
SIZES = ((360, 740), (390, 844))
CASES = [("de", (360, 740))] + [
    (language, size)
    for language in LANGUAGES
    for size in SIZES
    if SHOTS and (language, size) != ("de", (360, 740))
]


@pytest.mark.parametrize(("language", "size"), CASES)
def test_the_figure_s_screens_fit_in_every_language(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
    axe: Callable[..., list[dict[str, Any]]],
    language: str,
    size: tuple[int, int],
) -> None:
    page = new_page(**{**PHONE, "viewport": {"width": size[0], "height": size[1]}})
    preload(page, "balut:language", save_envelope(language))
    mirror = one_box_to_go()
    preload(page, HISTORY_KEY, save_envelope(earlier_games()))
    preload(page, GAME_KEY, save_envelope(game_save(mirror)))
    open_app(page, wait_until_ready)
    page.locator("[data-action=continue]").click()
    page.locator("[data-action=roll]").click()
    page.locator("[data-action=fill]:not([disabled])").first.click()
    expect(page.locator(".card.proficiency")).to_be_visible()
    page.locator("details.coach summary").click()
    page.locator(".card.proficiency").scroll_into_view_if_needed()
    assert horizontal_overflow(page) == 0
    assert axe(page, ".screen-game_over") == []
    screenshot(page, f"proficiency-game-over-{language}-{size[0]}")
    page.locator("table button", has_text="Ann").first.click()
    expect(page.locator(".stats-proficiency")).to_be_visible()
    assert horizontal_overflow(page) == 0
    assert axe(page, ".screen-stats") == []
    screenshot(page, f"proficiency-stats-{language}-{size[0]}")
