"""A first visit (no service worker yet): the progress counts the bytes of what the visit
downloads, the Rules can be read while the runtime loads and stay put when Python is ready,
and the source maps beside the vendored files are served but never cached.

Python's entry module is held back (a route) until the test has read the Rules, so
nothing is throttled and nothing races: everything else of the boot has arrived by then.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, Route, expect

from balut.web import i18n
from balut.web.rules_text import standard_rules
from scripts.serve import StaticServer

# What the boot has downloaded once Python asks for its entry module: the runtime.
BOOT_FILES = (
    "static/vendor/pyodide/pyodide.asm.wasm",
    "static/vendor/pyodide/python_stdlib.zip",
    "static/vendor/pyodide/pyodide.asm.mjs",
)
BYTES_DONE = (
    "() => Number(/([\\d.]+) of/.exec(document.getElementById('boot-stage').textContent)?.[1])"
)
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


def test_first_visit_counts_bytes_and_shows_the_rules_until_the_player_goes_back(
    new_page: Callable[..., Page],
    app_server: StaticServer,
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., list[dict[str, Any]]],
) -> None:
    manifest = precache(app_server.root)
    sizes = {entry["url"].removeprefix("./"): entry["size"] for entry in manifest["entries"]}
    assert manifest["bytes"] == sum(sizes.values())
    page = new_page(fresh=True, viewport={"width": 390, "height": 844})
    held: list[Route] = []
    page.route("**/balut/web/main.py", lambda route: held.append(route))
    with page.expect_request("**/balut/web/main.py", timeout=90_000):
        page.goto("/")

    # The runtime has arrived: the stage line says how much of the total.
    stage = page.get_by_role("status").filter(has_text="MB")
    total = re.escape(megabytes(manifest["bytes"]))
    expect(stage).to_have_text(re.compile(rf"… \d+\.\d of {total} MB$"))
    runtime = sum(sizes[name] for name in BOOT_FILES)
    page.wait_for_function(f"({BYTES_DONE})() >= {math.floor(runtime / 1e5) / 10}")
    expect(page.get_by_role("progressbar")).to_have_attribute("aria-labelledby", "boot-stage")

    # The Rules while Balut loads: the app's own Rules screen, painted by the shell.
    page.get_by_role("button", name="Read the rules while Balut loads").click()
    reader = page.locator("#early-rules")
    expect(reader.get_by_role("heading", name="Rules", level=1)).to_be_focused()
    i18n.use("en")
    for section in standard_rules():
        expect(reader.get_by_role("heading", name=section.title, level=2)).to_be_visible()
    expect(reader).to_contain_text(standard_rules()[0].paragraphs[0])
    expect(reader).to_contain_text(re.compile(r"\d+\.\d of \d+\.\d MB"))
    assert axe(page, "#early-rules") == []
    reading = reader.get_by_role("heading", name=standard_rules()[3].title, level=2)
    reading.scroll_into_view_if_needed()
    reader.evaluate("(layer) => layer.scrollBy(0, 200)")
    place = reading.bounding_box()
    assert place and place["y"] > 0

    # Python comes up underneath: the reader keeps their place and is told.
    held[0].continue_()
    wait_until_ready(page)
    expect(reader.get_by_role("status")).to_have_text("Balut is ready: Back takes you to the game.")
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

    # Source maps: served beside the scripts, never cached by the service worker.
    expect(page.locator("html")).to_have_attribute("data-offline-ready", "true", timeout=60_000)
    outcome = page.evaluate(CACHED_MAPS, "./static/vendor/pyodide/pyodide.mjs.map")
    assert outcome["status"] == 200 and outcome["controlled"]
    assert outcome["cached"] >= len(manifest["entries"])
    assert outcome["maps"] == []
