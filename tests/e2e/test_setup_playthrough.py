"""The setup in the browser after a new player's play-through (issue 31, finding 8): the
names typed survive Two teams and Back, the setup fits in about two screens at 360 px,
and the house rules carried over from the last game are in view."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from helpers_game import open_app, open_options
from playwright.sync_api import Page, expect

from balut.web.i18n import in_language, t

SMALL: dict[str, Any] = {
    "viewport": {"width": 360, "height": 740},
    "has_touch": True,
    "is_mobile": True,
    "device_scale_factor": 2,
}


def screens_tall(page: Page) -> float:
    """How many screen heights the page is, top to bottom."""
    height: float = page.evaluate("document.scrollingElement.scrollHeight / window.innerHeight")
    return height


@pytest.mark.parametrize(
    "language, locale", [("en", "en-GB"), ("da", "da-DK"), ("de", "de-DE"), ("nb", "nb-NO")]
)
def test_the_setup_of_a_first_game_is_about_two_screens_at_360_px(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
    language: str,
    locale: str,
) -> None:
    page = new_page(**SMALL, locale=locale)
    open_app(page, wait_until_ready)
    with in_language(language):
        page.get_by_role("button", name=t("nav.new_game")).click()
        page.get_by_role("textbox", name=t("setup.player", number=1)).fill("Ann")
        page.get_by_role("button", name=t("setup.add_player")).click()
        page.get_by_role("textbox", name=t("setup.player", number=2)).fill("Bo")
        expect(page.get_by_text(t("setup.more.defaults"))).to_be_visible()
    # Four screens tall before the options were folded away (3.5 with two players).
    assert screens_tall(page) <= 2.0
    screenshot(page, f"setup-360-{language}")
    open_options(page)
    screenshot(page, f"setup-360-open-{language}")


def test_two_teams_and_back_keep_the_names_typed(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    page = new_page(**SMALL)
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="New game").click()
    page.get_by_role("textbox", name="Player 1").fill("Ann")
    page.get_by_role("button", name="Add player").click()
    page.get_by_role("textbox", name="Player 2").fill("Bo")
    page.get_by_role("radio", name=re.compile("^Two teams")).check()
    expect(page.get_by_role("textbox", name="Team 1 member 1")).to_have_value("Ann")
    expect(page.get_by_role("textbox", name="Team 2 member 1")).to_have_value("Bo")
    page.get_by_role("radio", name=re.compile("^Players")).check()
    expect(page.get_by_role("textbox", name="Player 2")).to_have_value("Bo")
    page.get_by_role("button", name="Back", exact=True).click()
    page.get_by_role("button", name="New game").click()
    expect(page.get_by_role("textbox", name="Player 1")).to_have_value("Ann")
    expect(page.get_by_role("textbox", name="Player 2")).to_have_value("Bo")


def test_a_timer_from_the_last_game_is_named_in_view_with_reset(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
) -> None:
    page = new_page(**SMALL)
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="New game").click()
    page.get_by_role("textbox", name="Player 1").fill("Ann")
    open_options(page)
    page.get_by_role("radio", name=re.compile("^Speed Balut")).check()
    page.get_by_role("textbox", name="Seconds per turn").fill("8")
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("button", name="Home").click()
    page.get_by_role("button", name="New game").click()
    page.get_by_role("dialog").get_by_role("button", name="New game").click()
    carried = page.get_by_text("House rules from your last game: Speed: 8 s per turn.")
    expect(carried).to_be_in_viewport()  # nothing to open, no scrolling
    expect(page.locator("details.setup-more")).not_to_have_attribute("open", "")
    screenshot(page, "setup-360-carried")
    page.get_by_role("button", name="Reset to defaults").click()
    expect(carried).to_have_count(0)
    expect(page.get_by_text(t("setup.more.defaults"))).to_be_visible()
