"""Start-up: forced failures and Retry, a snapshot that does not restore, fresh dice after
a snapshot start. The first visit (the shell painted before Python, the app up without a
snapshot, the snapshot made once idle) is checked where the run's snapshot is made:
conftest._make_snapshot."""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest
from helpers_game import GAME_KEY, game_envelope, preload, roll, start_game
from playwright.sync_api import Page, Route, expect

import balut
from scripts.build import python_bundle

if TYPE_CHECKING:
    from conftest import BrowserGuard


def bundle_with_broken_app() -> bytes:
    """The Python bundle with balut/web/app.py raising as soon as it is imported."""
    broken = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(python_bundle())) as bundle,
        zipfile.ZipFile(broken, "w") as copy,
    ):
        for name in bundle.namelist():
            body = bundle.read(name)
            if name == "balut/web/app.py":
                body = b"raise RuntimeError('rules table is corrupt')\n"
            copy.writestr(name, body)
    return broken.getvalue()


# How the start fails, what the panel then says, and the way out taken. (The app's
# modules are in the Python snapshot: a broken app.py in the bundle breaks a start
# without one, as on a first visit.)
BROKEN_APP_MODULES = {
    "missing file": (404, b"", r"404", "Retry"),
    "python exception": (200, bundle_with_broken_app(), r"corrupt", "Start fresh"),
}


@pytest.mark.parametrize("failure", BROKEN_APP_MODULES, ids=list(BROKEN_APP_MODULES))
def test_startup_failure_shows_message_and_retry_or_a_fresh_start_recovers(
    new_page: Callable[..., Page],
    browser_guard: BrowserGuard,
    wait_until_ready: Callable[[Page], None],
    failure: str,
) -> None:
    page = new_page(fresh=True)  # a route sees no request a service worker answers
    status, body, message, recovery = BROKEN_APP_MODULES[failure]
    saved = game_envelope(balut.Game(["Ann", "Bo"], seed=3))
    if failure == "python exception":
        page.goto("/__test__/blank.html")
        page.evaluate("caches.delete('balut-python-snapshot')")
    preload(page, GAME_KEY, saved)
    # (PyScript logs a failure of its worker as the event that brought it: "MessageEvent")
    browser_guard.allow_console_error(
        r"404|rules table is corrupt|PythonError|Traceback|MessageEvent"
    )

    def broken(route: Route) -> None:
        route.fulfill(status=status, body=body, content_type="application/zip")

    page.route("**/static/balut.zip", broken)
    page.goto("/")
    alert = page.get_by_role("alert")
    # A Python exception surfaces only once Pyodide has booted: allow a full boot.
    expect(alert).to_contain_text("Balut could not start", timeout=90_000)
    expect(alert).to_contain_text(re.compile(message))
    expect(page.get_by_role("progressbar")).to_have_count(0)
    expect(page.locator("html")).not_to_have_attribute("data-ready", "true")

    page.unroute("**/static/balut.zip")
    page.get_by_role("button", name=recovery).click()
    wait_until_ready(page)
    # A start that failed (perhaps from the snapshot): the next one boots Python normally.
    expect(page.locator("html")).to_have_attribute("data-python", "fresh")
    expect(page.get_by_role("alert")).to_have_count(0)
    expect(page.get_by_role("button", name="New game")).to_be_enabled()
    stored = page.evaluate("({...localStorage})")
    if recovery == "Retry":  # the saved game is still there
        assert stored[GAME_KEY] == saved
        expect(page.get_by_role("button", name="Continue")).to_be_visible()
    else:  # Start fresh: the app opens without it, and a copy is kept
        assert GAME_KEY not in stored
        assert [v for k, v in stored.items() if k.startswith("balut:backup:game:")] == [saved]
        expect(page.get_by_role("button", name="Continue")).to_have_count(0)


def test_a_snapshot_that_fails_to_restore_is_dropped_and_python_boots_normally(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    """Intact as stored, but no heap Pyodide can restore: dropped with a console warning
    (never an error). Stale and cut-short snapshots never reach Pyodide: the store reads
    them as none (tests/web/test_python_snapshot_store.py)."""
    page = new_page(fresh=True)  # holds a good snapshot, replaced below
    page.goto("/__test__/blank.html")
    page.evaluate(
        """async () => {
          const { SNAPSHOT_PLAN } = await import("/static/js/python-snapshot-plan.js");
          const headers = {
            "x-balut-snapshot-key": SNAPSHOT_PLAN.key, "x-balut-snapshot-bytes": "4096",
          };
          const cache = await caches.open("balut-python-snapshot");
          const body = new Uint8Array(4096).fill(7);
          await cache.put("/__python-snapshot__", new Response(body, { headers }));
        }"""
    )
    notes: list[str] = []
    page.on("console", lambda message: notes.append(message.text))
    page.goto("/")
    wait_until_ready(page)
    expect(page.locator("html")).to_have_attribute("data-python", "fresh")
    assert any("did not restore" in note for note in notes), notes
    page.get_by_role("button", name="New game").click()
    expect(page.get_by_role("textbox", name="Player 1")).to_be_visible()


def test_games_after_a_snapshot_start_roll_different_dice(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    """A snapshot freezes the heap, `random` included: each start must draw afresh."""
    first_rolls = []
    for _ in range(2):
        page = new_page()
        page.goto("/")
        wait_until_ready(page)
        expect(page.locator("html")).to_have_attribute("data-python", "snapshot")
        start_game(page, ["Ann"])
        first_rolls.append([roll(page, 2), roll(page, 1)])
    assert first_rolls[0] != first_rolls[1]  # 10 dice alike by chance: 1 in 6**10
