"""Offline: the precache covers a cold load, reloads work with the server stopped, and a
new version is offered only between games and replaces the old cache."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from helpers_game import GAME_KEY, game_envelope, preload
from playwright.sync_api import Page, Request, expect

import balut
from scripts.build import write_precache_manifest
from scripts.serve import StaticServer

# Fetched by the browser itself for the service worker, never through the precache.
SERVICE_WORKER_FILES = {"/service-worker.js", "/precache-manifest.js"}


def precache_paths(site: Path) -> set[str]:
    script = (site / "precache-manifest.js").read_text(encoding="utf-8")
    manifest = json.loads(re.search(r"self\.BALUT_PRECACHE = (\{.*\});", script, re.S)[1])
    return {entry["url"].removeprefix(".") for entry in manifest["entries"]}


@pytest.fixture
def visited_page(
    new_page: Callable[..., Page],
    private_server: StaticServer,
    wait_until_ready: Callable[[Page], None],
) -> Page:
    """A page on `private_server` after its first visit: booted, and the service worker
    controls it with a complete precache."""
    page = new_page(private_server)
    page.goto("/")
    wait_until_ready(page)
    expect(page.locator("html")).to_have_attribute("data-offline-ready", "true")
    return page


def test_precache_covers_every_request_of_a_cold_load(
    page: Page, app_server: StaticServer, wait_until_ready: Callable[[Page], None]
) -> None:
    requested: set[str] = set()

    def record(request: Request) -> None:
        if request.url.startswith("blob:"):  # PyScript's worker script, made in the page
            return
        path = urlsplit(request.url).path
        requested.add("/index.html" if path == "/" else path)

    page.on("request", record)
    page.goto("/")
    wait_until_ready(page)
    page.remove_listener("request", record)

    cached = precache_paths(app_server.root)
    assert "/static/vendor/pyodide/pyodide.asm.wasm" in requested  # the recording works
    assert requested - SERVICE_WORKER_FILES - cached == set()


# Visible status messages (the shell's toast, the app's) that overlap the Roll button or
# the sheet's rows: "name: what it covers".
COVERING = """() => {
  const rect = (e) => e.getBoundingClientRect();
  const meets = (a, b) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const shown = (e) => e.checkVisibility() && e.textContent.trim() && rect(e).height > 0;
  const covered = [...document.querySelectorAll('.roll, .sheet-row')];
  return [...document.querySelectorAll('[role=status], .toast, .offline-line')]
    .filter(shown)
    .flatMap((s) => covered.filter((c) => meets(rect(s), rect(c)))
      .map((c) => `${s.textContent}: ${c.className}`));
}"""


def test_a_first_game_is_not_covered_and_home_then_says_it_works_offline(
    new_page: Callable[..., Page],
    private_server: StaticServer,
    wait_until_ready: Callable[[Page], None],
) -> None:
    """A first visit straight into a game: the service worker gets ready during it and
    says so on Home only, never over the dice, Roll or the sheet. Then offline."""
    page = new_page(private_server)
    game = balut.Game(["Ann", "Bo"], rules=balut.STANDARD.derive(turn_order="fixed"), seed=2)
    preload(page, GAME_KEY, game_envelope(game))
    page.goto("/")
    wait_until_ready(page)
    page.get_by_role("button", name="Continue").click()
    page.get_by_role("button", name="Roll").click()
    expect(page.locator("html")).to_have_attribute("data-offline-ready", "true")
    offline = page.get_by_text("Ready to play offline")
    expect(offline).to_be_hidden()
    assert page.evaluate(COVERING) == []
    page.get_by_role("button", name="Home").click()
    expect(offline).to_be_visible()
    assert page.evaluate(COVERING) == []

    private_server.stop()
    page.reload()
    wait_until_ready(page)
    expect(page.locator("html")).to_have_attribute("data-python", "snapshot")  # from the cache
    expect(offline).to_be_visible()
    page.get_by_role("button", name="Continue").click()
    expect(page.get_by_role("heading", name="Ann's turn")).to_be_visible()

    # Opening the app from the home screen (start_url with a query) also works offline.
    page.goto("/?source=homescreen")
    wait_until_ready(page)


def test_update_is_offered_only_between_games_and_replaces_the_old_cache(
    visited_page: Page, private_server: StaticServer, wait_until_ready: Callable[[Page], None]
) -> None:
    page = visited_page
    precaches = "caches.keys().then((all) => all.filter((n) => n.startsWith('balut-precache-')))"
    old_caches = page.evaluate(precaches)
    page.evaluate("localStorage.setItem('balut.test-saved-game', 'kept')")
    page.evaluate("document.documentElement.dataset.inGame = 'true'")  # as the UI does

    # Publish a new version: one changed file, regenerated precache manifest.
    shell_css = private_server.root / "static" / "css" / "shell.css"
    shell_css.write_text(shell_css.read_text() + "\n/* version 2 */\n")
    write_precache_manifest(private_server.root)
    page.evaluate("window.balutBoot.checkForUpdate()")

    html = page.locator("html")
    expect(html).to_have_attribute("data-update-waiting", "true")
    update_offer = page.get_by_role("status").filter(has_text="Update available")
    expect(update_offer).to_be_hidden()  # never mid-game

    page.evaluate("delete document.documentElement.dataset.inGame")  # the game ended
    expect(update_offer).to_be_visible()
    page.get_by_role("button", name="Update").click()

    expect(html).not_to_have_attribute("data-update-waiting", "true")  # reloaded
    wait_until_ready(page)
    new_caches = page.evaluate(precaches)
    assert len(old_caches) == len(new_caches) == 1
    assert new_caches != old_caches
    css = page.evaluate("fetch('./static/css/shell.css').then((response) => response.text())")
    assert "version 2" in css
    assert page.evaluate("localStorage.getItem('balut.test-saved-game')") == "kept"
