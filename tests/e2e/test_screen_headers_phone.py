"""A 360x740 phone, in every language: each secondary screen puts Back and its title on
one row (a compact header: the content starts right under it, no title runs off the
screen), and Home's Install, when the browser offers it, is a full-size button above the
fold."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from conftest import PHONE, SCREENSHOTS
from helpers_game import horizontal_overflow, open_app, preload, save_envelope, small_targets
from playwright.sync_api import Page, expect

from balut.web import i18n
from balut.web.i18n import t
from tests.histories import history

SMALL = {"width": 360, "height": 740}
LANGUAGES = [("en", "en-GB"), ("da", "da-DK"), ("nb", "nb-NO"), ("de", "de-DE")]
# A browser's install offer as Chromium fires it (as tests/e2e/test_platform_install.py).
OFFER_INSTALL = """() => {
  const offer = new Event('beforeinstallprompt', { cancelable: true });
  offer.prompt = () => Promise.resolve();
  offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
  dispatchEvent(offer);
}"""
# The screen's Back (or Home) button and its h1, and the first thing under them: the
# section's child after the one holding the title, as CSS pixels from the section's top.
MEASURE = """(back) => {
  const section = back.closest('section.screen');
  const title = section.querySelector('#screen-title');
  const holder = [...section.children].find((child) => child.contains(title));
  const next = holder.nextElementSibling;
  const top = section.getBoundingClientRect().top;
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return [r.top - top, r.bottom - top, r.left, r.right];
  };
  return { back: box(back), title: box(title), content: box(next)[0],
           clipped: title.scrollWidth > title.clientWidth, width: innerWidth };
}"""


def view_shots(page: Page, name: str) -> None:
    """With BALUT_SCREENSHOTS=1, the top of the screen as a player first sees it, at
    360x740 and 390x844, light and dark (to look at); 360x740 again after."""
    if os.environ.get("BALUT_SCREENSHOTS") != "1":
        return
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for size in (SMALL, {"width": 390, "height": 844}):
        page.set_viewport_size(size)
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            page.screenshot(path=SCREENSHOTS / f"{name}-{size['width']}-{scheme}.png")
    page.emulate_media(color_scheme=None)
    page.set_viewport_size(SMALL)


@pytest.fixture
def speak() -> Iterator[Callable[[str], None]]:
    yield i18n.use
    i18n.use("en")


def check_header(page: Page, name: str, screen: str, back: str) -> dict[str, Any]:
    """On `screen` (its `Screen` value) Back and the title share a row, nothing runs off
    360 px, and the content starts right under them; the measures."""
    section = page.locator(f"section.screen-{screen}")
    expect(section.locator("#screen-title")).to_be_visible()
    button = section.get_by_role("button", name=back, exact=True)
    expect(button).to_be_visible()
    m: dict[str, Any] = button.evaluate(MEASURE)
    (b_top, b_bottom, b_left, b_right), (h_top, h_bottom, h_left, h_right) = m["back"], m["title"]
    assert b_top < h_bottom and h_top < b_bottom, f"{name}: Back and the title on two rows {m}"
    assert b_right <= h_left or h_right <= b_left, f"{name}: Back and the title overlap {m}"
    assert min(b_left, h_left) >= 0 and max(b_right, h_right) <= m["width"], f"{name}: off {m}"
    assert not m["clipped"] and horizontal_overflow(page) == 0, f"{name}: runs off 360 px"
    # The header is one row (a long title wraps within it): the content follows at once
    # (Back's row of its own above a one-line title put it about 100 px down).
    assert m["content"] - max(b_bottom, h_bottom) <= 16, f"{name}: a gap under the header {m}"
    return m


@pytest.mark.parametrize(("language", "locale"), LANGUAGES)
def test_secondary_screens_put_back_and_the_title_on_one_row_at_360_px(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    speak: Callable[[str], None],
    language: str,
    locale: str,
) -> None:
    speak(language)
    page = new_page(**{**PHONE, "viewport": SMALL}, locale=locale)
    preload(page, "balut:history", save_envelope(history([["Ann", "Bo"]], seed=3)))
    open_app(page, wait_until_ready)
    screens = [
        ("nav.rules", "rules.page.back", "rules"),
        ("nav.stats", "nav.back", "stats"),
        ("nav.history", "nav.back", "history"),
        ("nav.settings", "nav.home", "settings"),
        ("nav.verify", "nav.home", "verify"),
        ("nav.paper", "nav.home", "paper"),
        ("nav.new_game", "nav.back", "setup"),
    ]
    tops = {}
    for open_it, back, name in screens:
        page.get_by_role("button", name=t(open_it), exact=True).click()
        m = check_header(page, f"{language} {name}", name, t(back))
        tops[name] = m["content"]
        view_shots(page, f"{language}-header-{name}")
        if name == "history":  # a finished game from the list, and back to it
            page.locator('[data-action="open-history"]').first.click()
            check_header(page, f"{language} history game", "history_game", t("nav.back"))
            view_shots(page, f"{language}-header-history-game")
            page.locator("section.screen-history_game").get_by_role(
                "button", name=t("nav.back"), exact=True
            ).click()
        page.locator(f"section.screen-{name}").get_by_role(
            "button", name=t(back), exact=True
        ).click()
        expect(page.get_by_role("button", name=t("nav.new_game"), exact=True)).to_be_visible()
    # In English the content starts at most 66 px under the screen's top (a title of up to
    # two lines beside Back); with Back on a row of its own above the title it was 89 px
    # for a one-line title.
    if language == "en":
        assert all(top <= 66 for top in tops.values()), tops


@pytest.mark.parametrize(("language", "locale"), LANGUAGES)
def test_install_is_a_full_size_button_above_the_fold_at_360x740(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    speak: Callable[[str], None],
    language: str,
    locale: str,
) -> None:
    speak(language)
    page = new_page(**{**PHONE, "viewport": SMALL}, locale=locale)
    open_app(page, wait_until_ready)
    install = page.get_by_role("button", name=t("home.install"), exact=True)
    expect(install).to_be_hidden()
    page.evaluate(OFFER_INSTALL)
    expect(install).to_be_visible()
    assert page.evaluate("scrollY") == 0
    box = install.bounding_box()
    assert box is not None
    assert box["y"] >= 0 and box["y"] + box["height"] <= SMALL["height"], box  # above the fold
    # A proper-size button (it was a small one, 0.95rem and 44 px high, at 706 px down).
    assert box["height"] >= 44 and box["width"] >= 80 and small_targets(page) == [], box
    font = install.evaluate("(button) => parseFloat(getComputedStyle(button).fontSize)")
    assert font >= 16, font
    # Beside the app's name, above Home's dice: it covers nothing and moves nothing.
    name_right = page.locator(".shell-title").evaluate(
        "(title) => { const r = document.createRange(); r.selectNodeContents(title);"
        " return r.getBoundingClientRect().right; }"
    )
    hero = page.locator(".hero").bounding_box()
    assert hero is not None
    assert name_right < box["x"] and box["y"] + box["height"] <= hero["y"], (name_right, box)
    assert horizontal_overflow(page) == 0
    view_shots(page, f"{language}-home-install")
