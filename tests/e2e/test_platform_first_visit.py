"""A first visit (no service worker yet): the progress counts the bytes of what the visit
downloads, the Rules can be read while the runtime loads and stay put when Python is ready,
and the source maps beside the vendored files are served but never cached.

The app's Python (static/balut.zip) is held back (a route) until the test has read the Rules, so
nothing is throttled and nothing races: everything else of the boot (the worker's
downloads too) has arrived by then.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page, Route, expect

from balut.web import i18n
from balut.web.rules_text import standard_rules
from scripts.serve import StaticServer

# What the boot has downloaded once Python asks for its entry module: the runtime.
BOOT_FILES = (
    "static/vendor/pyodide/pyodide.asm.wasm",
    "static/vendor/pyodide/python_stdlib.zip",
    "static/vendor/pyodide/pyodide.asm.mjs",
)
# Precached, but a start never fetches them (scripts/build.py ON_DEMAND_GLOBS).
ON_DEMAND = re.compile(r"static/rules/\w+\.json|static/js/start-fresh\.js")
CACHED_MAPS = """async (map) => {
  const response = await fetch(map);
  const cached = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) cached.push(request.url);
  }
  return { status: response.status, controlled: Boolean(navigator.serviceWorker.controller),
           cached: cached.length, maps: cached.filter((url) => url.endsWith(".map")) };
}"""


def megabytes(size: int) -> str:
    """As static/js/first-visit.js shows it in English: one decimal, rounded down."""
    return f"{math.floor(size / 1e5) / 10:.1f}"


def precache(site: Path) -> dict[str, Any]:
    script = (site / "precache-manifest.js").read_text(encoding="utf-8")
    found = re.search(r"self\.BALUT_PRECACHE = (\{.*\});", script, re.S)
    assert found
    manifest: dict[str, Any] = json.loads(found[1])
    return manifest


def close_the_modal_rules_by_escape_and_by_back(page: Page, reader: Locator, app_url: str) -> None:
    """The early Rules are modal: the rest of the page is inert; Escape closes them wherever
    focus is, and the phone's Back closes them (their own history entry) instead of leaving
    the app. They end closed."""
    assert page.evaluate(
        "[...document.body.children].every((e) => e.inert || e.id === 'early-rules')"
    )
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("Escape")
    expect(reader).to_have_count(0)
    assert page.evaluate("document.querySelector('header').inert") is False
    page.wait_for_function("history.state === null")  # its entry is gone with it
    page.get_by_role("button", name="Read the rules while Balut loads").click()
    expect(reader.get_by_role("heading", name="Rules", level=1)).to_be_focused()
    page.go_back()
    expect(reader).to_have_count(0)
    page.wait_for_function("history.state === null")
    assert page.url == app_url  # still the app


def source_maps_are_served_but_never_cached(page: Page, precached: int) -> None:
    """Source maps are served beside the scripts, never cached by the service worker (which
    holds at least the `precached` entries of the manifest once the app works offline)."""
    expect(page.locator("html")).to_have_attribute("data-offline-ready", "true", timeout=60_000)
    outcome = page.evaluate(CACHED_MAPS, "./static/vendor/pyodide/pyodide.mjs.map")
    assert outcome["status"] == 200 and outcome["controlled"]
    assert outcome["cached"] >= precached
    assert outcome["maps"] == []


def test_first_visit_counts_bytes_and_shows_the_rules_until_the_player_goes_back(
    new_page: Callable[..., Page],
    app_server: StaticServer,
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., list[dict[str, Any]]],
) -> None:
    manifest = precache(app_server.root)
    sizes = {entry["url"].removeprefix("./"): entry["size"] for entry in manifest["entries"]}
    start = {name: size for name, size in sizes.items() if not ON_DEMAND.fullmatch(name)}
    assert len(start) == len(sizes) - 5 and manifest["bytes"] == sum(start.values())
    page = new_page(fresh=True, viewport={"width": 390, "height": 844})
    held: list[Route] = []
    stdlib: list[Route] = []
    released = False  # (route handlers run only inside the test's Playwright calls)

    def hold_stdlib(route: Route) -> None:
        if released:
            route.continue_()
        else:
            stdlib.append(route)

    page.route("**/static/balut.zip", lambda route: held.append(route))
    page.route("**/python_stdlib.zip", hold_stdlib)
    page.goto("/")

    # The runtime is coming: the stage line says how much of what a start downloads.
    stage = page.locator("#boot-stage")
    total = re.escape(megabytes(manifest["bytes"]))
    expect(stage).to_have_text(re.compile(rf"^Downloading the game… \d+\.\d of {total} MB$"))
    released = True
    for route in stdlib:
        route.continue_()
    # It has arrived and the boot has moved on: the stage alone, the bar nearly full.
    moved_on = re.compile(r"^(Starting Python|Setting up the game)…$")
    expect(stage).to_have_text(moved_on)
    runtime = sum(sizes[name] for name in BOOT_FILES)
    bar = page.get_by_role("progressbar")
    expect(bar).to_have_attribute("aria-labelledby", "boot-stage")
    assert int(bar.evaluate("(bar) => bar.value")) >= 95 * runtime // manifest["bytes"]

    # The Rules while Balut loads: the app's own Rules screen, painted by the shell.
    page.get_by_role("button", name="Read the rules while Balut loads").click()
    reader = page.locator("#early-rules")
    expect(reader.get_by_role("heading", name="Rules", level=1)).to_be_focused()
    i18n.use("en")
    for section in standard_rules():
        expect(reader.get_by_role("heading", name=section.title, level=2)).to_be_visible()
    expect(reader).to_contain_text(standard_rules()[0].paragraphs[0])
    expect(reader.locator("#early-rules-progress")).to_have_text(moved_on)
    assert axe(page, "#early-rules") == []
    close_the_modal_rules_by_escape_and_by_back(page, reader, app_server.url)
    page.get_by_role("button", name="Read the rules while Balut loads").click()
    reading = reader.get_by_role("heading", name=standard_rules()[3].title, level=2)
    reading.scroll_into_view_if_needed()
    reader.evaluate("(layer) => layer.scrollBy(0, 200)")
    place = reading.bounding_box()
    assert place and place["y"] > 0

    # Python comes up underneath: the reader keeps their place and is told.
    held[0].continue_()
    wait_until_ready(page)
    expect(reader.get_by_role("status")).to_have_text("Balut is ready: Back opens the app.")
    now = reading.bounding_box()
    assert now and abs(now["y"] - place["y"]) < 1  # what they read has not moved
    expect(page.get_by_role("button", name="New game")).to_be_hidden()
    # A Back in the bar, in reach without scrolling up to the page's own.
    expect(reader.get_by_role("button", name="Back")).to_have_count(2)
    expect(reader.get_by_role("button", name="Back").first).to_be_in_viewport()
    reader.get_by_role("button", name="Back").first.click()
    expect(reader).to_have_count(0)
    expect(page.get_by_role("button", name="New game")).to_be_visible()
    expect(page.get_by_role("heading", name="Rules")).to_have_count(0)
    # The layer's entry went with it: the app's Back handling has Home's entry only.
    page.wait_for_function("history.state === null")

    source_maps_are_served_but_never_cached(page, len(manifest["entries"]))
