"""Browser test harness: Playwright (sync API) driving Debian's /usr/bin/chromium.

The app is built once per session (scripts/build.py: pyscript.toml [files] and the
precache manifest) and the publishable site is assembled in a temporary folder, which
is what the tests serve: they test exactly what `make site` would publish.

Fixtures
--------
app_server (session)
    StaticServer for the site on a free 127.0.0.1 port: `.url`, `.root`, `.stop()`,
    `.start()` (restarts on the same port, so the origin and service worker stay valid).
private_server
    A StaticServer of its own (own port, own copy of the site in `.root`), stopped at
    teardown. Use it to go offline (`private_server.stop()`) or to publish a changed
    file without disturbing other tests.
browser (session)
    One headless Chromium per pytest worker (binary and flags: scripts/chromium.py).
new_page(server=None, snapshot=True, fresh=False, **context_options) -> Page
    Factory: a guarded page (below) with `base_url` = the server's URL (default
    app_server). With `snapshot` its context's Cache Storage already holds this build's
    Python memory snapshot (python_snapshot), as on a returning visit: the app starts
    from it in about a second instead of booting Python. `snapshot=False` is a first
    visit: a fresh context (fresh profile: no service worker, cache or storage).
    On app_server with `snapshot`, the page opens in a context of this pytest worker's
    `ContextPool` (same options, not in use): a returning visitor whose site data was
    cleared (no localStorage or saves' journal; a new tab, which cleared them on the test
    site's blank page) but whose service worker and caches stay, which saves a context,
    a snapshot copy and a service-worker install per test. Pass `fresh=True` for a
    context of the test's own: always when the test changes the context itself
    (`page.clock` is the context's clock), needs a first install, or routes a request
    the service worker would answer (a route never sees those). Only
    the first `new_page()` of a test is pooled; a second one has storage of its own (two
    tabs on one storage: `page.context.new_page()`). The first test in a pooled context
    is its first visit (service worker installing); later ones find it in control.
python_snapshot (session)
    The bytes of this build's Python snapshot, made once per run by the app itself
    (a first visit, then the snapshot worker) and shared by the pytest workers.
page
    `new_page()`: desktop-sized page on app_server.
phone_page
    `new_page(**PHONE)`: 390x844, touch, mobile, device scale factor 3.
launch_profile() -> BrowserContext
    Launches a browser of its own on the test's persistent (non-incognito) profile, its
    pages guarded; each call launches it again on the same profile (after a kill: see
    scripts/chromium.py's `kill_browser`). Chromium reports every incognito context as
    not installable.
profile_page
    A guarded page of `launch_profile()`.
browser_guard
    Every page from `new_page` fails its test at teardown on any request to a host
    other than 127.0.0.1 and on any console error or uncaught page error.
    `browser_guard.allow_console_error(regex)` lets a test expect specific errors.
wait_until_ready(page, timeout_ms=...)
    Waits for `<html data-ready="true">` (Python started and the UI is live).
screenshot(page, name) -> list[Path]
    With BALUT_SCREENSHOTS=1 (`make screenshots`), saves
    artifacts/screenshots/<name>-light.png and -dark.png (git-ignored) for review; a plain
    `make test` skips the pictures (they are for looking at, not assertions).
axe(page, selector=None) -> list[dict]
    Runs axe-core (npm, from node_modules) on the page (or one element) and returns
    its violations; assert `== []` or filter by impact.

Playwright's `expect()` timeout is raised to 15 s for these tests (a 2-core machine
running two browsers); locate with `get_by_role` and never sleep.
"""

from __future__ import annotations

import base64
import contextlib
import fcntl
import os
import re
import shutil
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    ConsoleMessage,
    Error,
    Page,
    Playwright,
    expect,
    sync_playwright,
)

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from scripts.build import assemble_site, build, snapshot_plan  # noqa: E402
from scripts.chromium import CHROMIUM, CHROMIUM_FLAGS  # noqa: E402
from scripts.serve import StaticServer  # noqa: E402

PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "has_touch": True,
    "is_mobile": True,
    "device_scale_factor": 3,
}
# V8 runs Pyodide's WebAssembly with its baseline compiler only: optimising it again in
# every fresh page costs ~3 CPU-seconds per start, a sixth of the suite on two cores,
# and no test measures speed (bench/ launches Chromium without this).
TEST_ONLY_FLAGS = ["--js-flags=--liftoff-only"]
READY_TIMEOUT_MS = 90_000
SCREENSHOTS = ROOT / "artifacts" / "screenshots"
AXE_SCRIPT = ROOT / "node_modules" / "axe-core" / "axe.min.js"

expect.set_options(timeout=15_000)


@dataclass
class BrowserGuard:
    """Collects what must not happen in a browser test; checked at teardown."""

    foreign_requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    allowed: list[re.Pattern[str]] = field(default_factory=list)

    def allow_console_error(self, pattern: str) -> None:
        self.allowed.append(re.compile(pattern))

    def watch(self, page: Page) -> None:
        page.on("console", self.on_console)
        page.on("pageerror", lambda error: self.console_errors.append(f"pageerror: {error}"))

    def watch_context(self, context: BrowserContext) -> None:
        """Guard every page of `context`, and its service worker's console too."""
        context.on("request", lambda request: self.on_request(request.url))
        context.on("page", self.watch)
        context.on("serviceworker", lambda worker: worker.on("console", self.on_console))
        for page in context.pages:
            self.watch(page)

    def on_request(self, url: str) -> None:
        parts = urlsplit(url)
        if parts.scheme in ("http", "https", "ws", "wss") and parts.hostname != "127.0.0.1":
            self.foreign_requests.append(url)

    def on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            where = message.location.get("url", "")
            self.console_errors.append(f"{message.text} ({where})".strip())

    def check(self) -> None:
        unexpected = [
            text for text in self.console_errors if not any(p.search(text) for p in self.allowed)
        ]
        assert not self.foreign_requests, f"requests left 127.0.0.1: {self.foreign_requests}"
        assert not unexpected, f"console errors: {unexpected}"


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("site") / "site"
    # pytest-xdist workers share the base temp's parent: build one at a time.
    with open(tmp_path_factory.getbasetemp().parent / "build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        build()
        assemble_site(folder)
    return folder


@pytest.fixture(scope="session")
def app_server(site: Path) -> Iterator[StaticServer]:
    server = StaticServer(site).start()
    yield server
    server.stop()


@pytest.fixture
def private_server(site: Path, tmp_path: Path, python_snapshot: bytes) -> Iterator[StaticServer]:
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    server = StaticServer(copy).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def playwright_instance() -> Iterator[Playwright]:
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(playwright_instance: Playwright) -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run `make test` (it installs chromium)")
    browser = playwright_instance.chromium.launch(
        executable_path=CHROMIUM, args=[*CHROMIUM_FLAGS, *TEST_ONLY_FLAGS]
    )
    yield browser
    browser.close()


@pytest.fixture
def browser_guard() -> BrowserGuard:
    return BrowserGuard()


SNAPSHOT_STORE = "/static/js/python-snapshot.js"
SAVE_JOURNAL = "/static/js/save-journal.js"
READ_SNAPSHOT = f"""async () => {{
  const {{ readSnapshot }} = await import("{SNAPSHOT_STORE}");
  const {{ bytes, reason }} = await readSnapshot();
  if (!bytes) throw new Error(`no snapshot: ${{reason}}`);
  return await new Promise((resolve) => {{
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result.split(",")[1]);
    reader.readAsDataURL(new Blob([bytes]));
  }});
}}"""
WRITE_SNAPSHOT = f"""async () => {{
  const {{ writeSnapshot }} = await import("{SNAPSHOT_STORE}");
  const response = await fetch("/__test__/python-snapshot");
  await writeSnapshot(await response.blob());  // a Blob stays out of the page's memory
}}"""


def _make_snapshot(browser: Browser, server: StaticServer) -> bytes:
    """Let the app make its snapshot as on a first visit, and read it out. The visit is
    checked on the way (a failure errors every test that needs the snapshot): the shell
    is painted by plain HTML/CSS while Python boots, the app comes up without a snapshot
    and works, and once the page is idle a worker makes the snapshot. That the next
    start restores it, every test with ``new_page()`` relies on and
    test_platform_boot.py checks."""
    guard = BrowserGuard()
    context = browser.new_context(base_url=server.url)
    guard.watch_context(context)
    page = context.new_page()
    page.goto("/", wait_until="domcontentloaded")
    # (exactly the shell's title: Home's "Play Balut" may be up too on a busy machine)
    expect(page.get_by_role("heading", name="Balut", level=1, exact=True)).to_be_visible()
    expect(page.get_by_role("progressbar")).to_be_visible()
    _wait_until_ready(page)
    html = page.locator("html")
    expect(html).to_have_attribute("data-python", "fresh")
    expect(page.get_by_role("progressbar")).to_have_count(0)
    page.get_by_role("button", name="New game").click()
    expect(page.get_by_role("textbox", name="Player 1")).to_be_visible()
    expect(html).to_have_attribute("data-python-snapshot", "saved", timeout=2 * READY_TIMEOUT_MS)
    snapshot = base64.b64decode(page.evaluate(READ_SNAPSHOT))
    context.close()
    guard.check()
    return snapshot


@pytest.fixture(scope="session")
def python_snapshot(
    browser: Browser,
    app_server: StaticServer,
    site: Path,
    tmp_path_factory: pytest.TempPathFactory,
) -> bytes:
    """Also served from the test site's `__test__/` (with a blank page to store it from)."""
    shared = tmp_path_factory.getbasetemp().parent  # shared by the pytest-xdist workers
    path = shared / f"python-snapshot-{snapshot_plan()['key']}.bin"
    with open(shared / "snapshot.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not path.exists():
            partial = path.with_suffix(".partial")
            partial.write_bytes(_make_snapshot(browser, app_server))
            partial.replace(path)  # never a half-written snapshot under the final name
    snapshot = path.read_bytes()
    (site / "__test__").mkdir(exist_ok=True)
    (site / "__test__" / "python-snapshot").write_bytes(snapshot)
    (site / "__test__" / "blank.html").write_text(
        '<!doctype html><title>-</title><link rel="icon" href="data:,">\n'
    )
    return snapshot


def _store_snapshot(context: BrowserContext) -> None:
    """Put the test site's snapshot in the context's Cache Storage through the app's store."""
    page = context.new_page()
    page.goto("/__test__/blank.html")
    page.evaluate(WRITE_SNAPSHOT)
    page.close()


# The snapshot's entry in Cache Storage, as static/js/python-snapshot.js stores it.
SNAPSHOT_CACHE = ("balut-python-snapshot", "/__python-snapshot__")
CLEAR_SITE_DATA = f"""async (length) => {{
  localStorage.clear();  // (sessionStorage is the tab's: each test has new tabs)
  const {{ forgetJournal }} = await import("{SAVE_JOURNAL}");
  await forgetJournal();  // else the next start would put the last test's saves back
  await new Promise((done) => {{  // the history's archive (static/js/archive.js) too
    const deleting = indexedDB.deleteDatabase("balut-archive");
    deleting.onsuccess = deleting.onerror = deleting.onblocked = done;
  }});
  // False when a test dropped or replaced the snapshot. Only its headers are read: reading
  // its 30 MB as readSnapshot does took a large part of each test's setup.
  const {{ SNAPSHOT_PLAN }} = await import("/static/js/python-snapshot-plan.js");
  const cache = await caches.open("{SNAPSHOT_CACHE[0]}");
  const stored = await cache.match("{SNAPSHOT_CACHE[1]}");
  return Boolean(stored)
    && stored.headers.get("x-balut-snapshot-key") === SNAPSHOT_PLAN.key
    && stored.headers.get("x-balut-snapshot-bytes") === String(length);
}}"""


@dataclass
class PooledContext:
    """A reusable context; its events go to the guard of the test using it."""

    context: BrowserContext
    guard: BrowserGuard | None = None
    closed: bool = False

    def __post_init__(self) -> None:
        self.context.on("request", lambda request: self._guard().on_request(request.url))
        self.context.on("page", lambda page: self._guard().watch(page))
        self.context.on(
            "serviceworker",
            lambda worker: worker.on("console", lambda message: self._guard().on_console(message)),
        )
        self.context.on("close", lambda _context: setattr(self, "closed", True))

    def _guard(self) -> BrowserGuard:
        return self.guard or BrowserGuard()  # between tests: nobody listens


class ContextPool:
    """This worker's contexts on app_server with the snapshot, reused by option set."""

    LIMIT = 8  # contexts kept; the least recently used one closes beyond it

    def __init__(self, browser: Browser, server: StaticServer, snapshot_bytes: int) -> None:
        self.browser = browser
        self.server = server
        self.snapshot_bytes = snapshot_bytes
        self.idle: dict[str, PooledContext] = {}

    def take(self, guard: BrowserGuard, options: dict[str, Any]) -> tuple[PooledContext, Page]:
        """An idle context with `options`, its site data cleared, and the tab that cleared
        it (on the test site's blank page: one tab fewer to open per test); else a new
        context and tab."""
        key = repr(sorted(options.items()))
        pooled = self.idle.pop(key, None)
        if pooled is not None and not pooled.closed:
            pooled.guard = guard
            page = pooled.context.new_page()
            page.goto("/__test__/blank.html")
            if not page.evaluate(CLEAR_SITE_DATA, self.snapshot_bytes):
                _store_snapshot(pooled.context)
            return pooled, page
        context = self.browser.new_context(
            base_url=self.server.url, service_workers="allow", **options
        )
        pooled = PooledContext(context)
        _store_snapshot(context)
        pooled.guard = guard
        return pooled, context.new_page()

    def give_back(self, pooled: PooledContext, options: dict[str, Any]) -> None:
        """The test is over: close its pages and keep the context for the next test."""
        for page in pooled.context.pages:
            with contextlib.suppress(Error):
                page.close()
        pooled.guard = None
        if pooled.closed:
            return
        key = repr(sorted(options.items()))
        evicted = [self.idle.pop(key, None)]
        self.idle[key] = pooled
        while len(self.idle) > self.LIMIT:
            evicted.append(self.idle.pop(next(iter(self.idle))))
        for old in evicted:
            if old is not None:
                old.context.close()

    def close(self) -> None:
        for pooled in self.idle.values():
            pooled.context.close()
        self.idle.clear()


@pytest.fixture(scope="session")
def context_pool(
    browser: Browser, app_server: StaticServer, python_snapshot: bytes
) -> Iterator[ContextPool]:
    pool = ContextPool(browser, app_server, len(python_snapshot))
    yield pool
    pool.close()


@pytest.fixture
def new_page(
    browser: Browser,
    app_server: StaticServer,
    browser_guard: BrowserGuard,
    context_pool: ContextPool,
) -> Iterator[Callable[..., Page]]:
    contexts: list[BrowserContext] = []
    borrowed: list[tuple[PooledContext, dict[str, Any]]] = []

    def make(
        server: StaticServer | None = None,
        snapshot: bool = True,
        fresh: bool = False,
        **context_options: Any,
    ) -> Page:
        if server is None and snapshot and not fresh and not borrowed:
            pooled, page = context_pool.take(browser_guard, context_options)
            borrowed.append((pooled, context_options))
            return page
        context = browser.new_context(
            base_url=(server or app_server).url, service_workers="allow", **context_options
        )
        contexts.append(context)
        browser_guard.watch_context(context)
        if snapshot:
            _store_snapshot(context)
        return context.new_page()

    yield make
    for pooled, options in borrowed:
        context_pool.give_back(pooled, options)
    for context in contexts:
        with contextlib.suppress(Error):  # already closed by the test
            context.close()
    browser_guard.check()


@pytest.fixture
def launch_profile(
    playwright_instance: Playwright,
    app_server: StaticServer,
    browser_guard: BrowserGuard,
    tmp_path: Path,
    python_snapshot: bytes,
) -> Iterator[Callable[[], BrowserContext]]:
    """Launch Chromium on the test's profile on disk (not incognito: Chromium judges
    installability only there, and a killed browser's data stays for the next launch),
    the snapshot in its Cache Storage. Each call launches it again on the same profile."""
    profile = tmp_path / "profile"
    contexts: list[BrowserContext] = []

    def launch() -> BrowserContext:
        context = playwright_instance.chromium.launch_persistent_context(
            profile,
            executable_path=CHROMIUM,
            args=[*CHROMIUM_FLAGS, *TEST_ONLY_FLAGS],
            base_url=app_server.url,
            service_workers="allow",
        )
        if not contexts:
            _store_snapshot(context)
        contexts.append(context)
        browser_guard.watch_context(context)
        return context

    yield launch
    for context in contexts:
        with contextlib.suppress(Error):  # killed or closed by the test
            context.close()
    browser_guard.check()


@pytest.fixture
def profile_page(launch_profile: Callable[[], BrowserContext]) -> Page:
    """A page of a browser launched on a profile on disk (`launch_profile`)."""
    context = launch_profile()
    return context.pages[0] if context.pages else context.new_page()


@pytest.fixture
def page(new_page: Callable[..., Page]) -> Page:
    return new_page()


@pytest.fixture
def phone_page(new_page: Callable[..., Page]) -> Page:
    return new_page(**PHONE)


def _wait_until_ready(page: Page, timeout_ms: int = READY_TIMEOUT_MS) -> None:
    expect(page.locator("html")).to_have_attribute("data-ready", "true", timeout=timeout_ms)


@pytest.fixture
def wait_until_ready() -> Callable[..., None]:
    return _wait_until_ready


def _screenshot(page: Page, name: str) -> list[Path]:
    if os.environ.get("BALUT_SCREENSHOTS") != "1":
        return []
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    paths = []
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        path = SCREENSHOTS / f"{name}-{scheme}.png"
        page.screenshot(path=path, full_page=True)
        paths.append(path)
    page.emulate_media(color_scheme=None)
    return paths


@pytest.fixture
def screenshot() -> Callable[[Page, str], list[Path]]:
    return _screenshot


def _axe(page: Page, selector: str | None = None) -> list[dict[str, Any]]:
    if not page.evaluate("() => 'axe' in window"):
        # CDP evaluation is not subject to the page's CSP (a <script> tag would be).
        page.evaluate(AXE_SCRIPT.read_text(encoding="utf-8") + "\n;void 0")
    result: dict[str, Any] = page.evaluate(
        "async (selector) => await axe.run(selector ? document.querySelector(selector) : document)",
        selector,
    )
    violations: list[dict[str, Any]] = result["violations"]
    return violations


@pytest.fixture
def axe() -> Callable[..., list[dict[str, Any]]]:
    return _axe
