"""Start-up: cold load, the shell painted before Python, forced failures and Retry."""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest
from playwright.sync_api import Page, Route, expect

from scripts.build import python_bundle

if TYPE_CHECKING:
    from conftest import BrowserGuard


def test_cold_load_reaches_ready_makes_the_snapshot_and_starts_from_it_next_time(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    page = new_page(snapshot=False)  # a first visit: nothing stored
    page.goto("/", wait_until="domcontentloaded")
    # The shell is painted by plain HTML/CSS while Python is still booting.
    expect(page.get_by_role("heading", name="Balut", level=1)).to_be_visible()
    expect(page.get_by_role("progressbar")).to_be_visible()
    expect(page.get_by_role("status").filter(has_text="…").first).to_be_visible()

    wait_until_ready(page)
    html = page.locator("html")
    expect(html).to_have_attribute("data-python", "fresh")
    expect(page.get_by_role("progressbar")).to_have_count(0)
    page.get_by_role("button", name="New game").click()
    expect(page.get_by_role("textbox", name="Player 1")).to_be_visible()

    # Once the page is idle a worker makes the snapshot; the next start restores it.
    expect(html).to_have_attribute("data-python-snapshot", "saved", timeout=90_000)
    page.reload()
    wait_until_ready(page)
    expect(html).to_have_attribute("data-python", "snapshot")
    page.get_by_role("button", name="New game").click()
    expect(page.get_by_role("textbox", name="Player 1")).to_be_visible()


def test_axe_finds_no_violations_in_the_shell(page: Page, axe: Callable[..., list]) -> None:
    page.goto("/", wait_until="domcontentloaded")
    assert axe(page) == []


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


BROKEN_APP_MODULES = {
    "missing file": (404, b"", r"404"),
    "python exception": (200, bundle_with_broken_app(), r"corrupt"),
}


@pytest.mark.parametrize("failure", BROKEN_APP_MODULES, ids=list(BROKEN_APP_MODULES))
def test_startup_failure_shows_message_and_retry_recovers(
    page: Page,
    browser_guard: BrowserGuard,
    wait_until_ready: Callable[[Page], None],
    failure: str,
) -> None:
    status, body, message = BROKEN_APP_MODULES[failure]
    browser_guard.allow_console_error(r"404|rules table is corrupt|PythonError|Traceback")

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
    page.get_by_role("button", name="Retry").click()
    wait_until_ready(page)
    expect(page.get_by_role("alert")).to_have_count(0)
    expect(page.get_by_role("button", name="New game")).to_be_enabled()
