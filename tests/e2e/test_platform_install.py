"""Installable and phone-ready: Chromium's installability check, no sideways scroll at
390x844, the iOS "Add to Home Screen" hint, and screenshots to look at."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conftest import PHONE
from helpers_game import small_targets
from playwright.sync_api import Page, expect

IPHONE_SAFARI = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"
)


def has_horizontal_scroll(page: Page) -> bool:
    return bool(
        page.evaluate("document.documentElement.scrollWidth > document.documentElement.clientWidth")
    )


def test_chromium_reports_no_installability_errors(
    profile_page: Page, wait_until_ready: Callable[[Page], None]
) -> None:
    page = profile_page
    page.goto("/")
    wait_until_ready(page)
    cdp = page.context.new_cdp_session(page)
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["errors"] == []
    assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []


def test_phone_viewport_has_no_horizontal_scroll(
    phone_page: Page,
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], list[Path]],
) -> None:
    phone_page.goto("/", wait_until="domcontentloaded")
    assert not has_horizontal_scroll(phone_page)  # the shell, before Python
    wait_until_ready(phone_page)
    assert not has_horizontal_scroll(phone_page)
    screenshot(phone_page, "platform-home")
    # Not an iPhone: no "Add to Home Screen" hint (Chromium offers its own install).
    expect(phone_page.get_by_role("complementary", name="Install Balut")).to_be_hidden()
    phone_page.get_by_role("button", name="New game").tap()
    assert not has_horizontal_scroll(phone_page)


def test_the_shell_before_python_fits_a_phone_and_has_no_axe_violations(
    new_page: Callable[..., Page],
    screenshot: Callable[[Page, str], list[Path]],
    axe: Callable[..., list[dict[str, Any]]],
) -> None:
    phone_page = new_page(snapshot=False, **PHONE)  # Python never starts here
    # Keep Python out (static/js/screen.js starts it) so the shell (skeleton + progress)
    # is what stays on screen.
    phone_page.route(
        "**/static/js/screen.js",
        lambda route: route.fulfill(body="", content_type="text/javascript"),
    )
    phone_page.goto("/", wait_until="domcontentloaded")
    expect(phone_page.get_by_role("progressbar")).to_be_visible()
    # A first visit: the bytes that have arrived of what the visit downloads, and the Rules.
    expect(phone_page.get_by_role("status").first).to_have_text(
        re.compile(r"^Downloading the game… \d+\.\d of \d+\.\d MB$")
    )
    offer = phone_page.get_by_role("button", name="Read the rules while Balut loads")
    expect(offer).to_be_visible()
    assert not has_horizontal_scroll(phone_page)
    assert axe(phone_page) == []
    screenshot(phone_page, "platform-shell")


# What the app does once it is mounted (static/js/screen.js): the shell's ready() and the flag.
APP_UP = """window.appUp = () => {
  window.balutBoot.ready();
  document.documentElement.dataset.ready = "true";
};"""


def test_ios_shows_add_to_home_screen_hint_until_dismissed(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., list[dict[str, Any]]],
) -> None:
    # The shell's part alone: Python is stood in for by a script that says the app is up
    # the way the app does (a snapshot made under Chromium's user agent would not restore
    # under Safari's, and a whole first boot would only wait here).
    page = new_page(
        snapshot=False,
        user_agent=IPHONE_SAFARI,
        viewport={"width": 390, "height": 844},
        has_touch=True,
        is_mobile=True,
    )
    page.route(
        "**/static/js/screen.js",
        lambda route: route.fulfill(body=APP_UP, content_type="text/javascript"),
    )
    page.goto("/")
    hint = page.get_by_role("complementary", name="Install Balut")
    expect(page.get_by_role("progressbar")).to_be_visible()
    expect(hint).to_be_hidden()  # not over the progress bar
    page.evaluate("window.appUp()")
    wait_until_ready(page)  # the hint shows once the app is up
    hint = page.get_by_role("complementary", name="Install Balut")
    expect(hint).to_be_visible()
    expect(hint).to_contain_text("Add to Home Screen")
    assert axe(page, "#ios-install-hint") == []
    hint.get_by_role("button", name="Not now").click()
    expect(hint).to_be_hidden()
    # Remembered for the next visits (which then show no hint: tests/web/test_install_hint.py).
    assert page.evaluate("localStorage.getItem('balut.install-hint-dismissed')") == "1"


# A browser's install offer as Chromium fires it, with a prompt() that records the tap.
OFFER_INSTALL = """() => {
  const offer = new Event('beforeinstallprompt', { cancelable: true });
  offer.prompt = () => { window.prompted = (window.prompted ?? 0) + 1; return Promise.resolve(); };
  offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
  dispatchEvent(offer);
  return offer.defaultPrevented;
}"""


def test_install_shows_where_the_browser_offers_it_and_home_says_it_works_offline(
    phone_page: Page,
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., list[dict[str, Any]]],
) -> None:
    page = phone_page
    page.goto("/")
    wait_until_ready(page)
    install = page.get_by_role("button", name="Install", exact=True)
    expect(install).to_be_hidden()  # no offer from the browser, no button
    # The service worker holds every file: Home says so, in a line of its own.
    expect(page.locator("html")).to_have_attribute("data-offline-ready", "true")
    expect(page.get_by_text("Ready to play offline")).to_be_visible()

    assert page.evaluate(OFFER_INSTALL) is True  # kept: no mini-infobar of the browser's
    expect(install).to_be_visible()
    assert axe(page) == [] and small_targets(page) == []
    install.click()
    assert page.evaluate("window.prompted") == 1  # the browser's own prompt, once
    expect(install).to_be_hidden()  # an offer is shown once

    page.evaluate(OFFER_INSTALL)  # offered again later (the prompt was dismissed)
    expect(install).to_be_visible()
    page.evaluate("dispatchEvent(new Event('appinstalled'))")
    expect(install).to_be_hidden()
