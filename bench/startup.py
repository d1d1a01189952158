"""Start-up benchmark: time to ready of the app against a bare-Pyodide floor page.

For the app (index.html: PyScript + our Python, which runs in a web worker) and the
floor (bench/floor/: the same vendored Pyodide booted by `loadPyodide()`, nothing else;
once on the page, once in a module worker), each with the same service worker and
precache logic:

- cold:    fresh profile, nothing cached, server up;
- warm:    second visit, answered by the service worker (the app from its Python
           snapshot, which the first visit made once idle);
- offline: server stopped, answered by the service worker;

each at 1x and 4x CPU throttling (CDP `Emulation.setCPUThrottlingRate`), `--runs`
times (median reported), plus the bytes and requests of a first visit. Chromium throttles
only a page's main thread (for a worker target CDP answers "Operation is only supported
for pages, not workers"), so at 4x the app's Python runs at full speed: its fair floor
there is the floor in a worker, whose Pyodide is not slowed either. For each start,
from navigation start:

- saved screen: the shell has painted the saved game's Home from stored data (the
  `balut:saved-screen` performance mark the shell sets); warm and offline start with a
  game in progress stored (a few bot turns, written as the app saves it); n/a for the
  floor, which has no screen to save, and for a cold start, which has no game;
- ready: `<html data-ready="true">`, read from `performance.now()` by a MutationObserver
  in the page (no polling error);
- longest task: the longest main-thread task that started before ready (a buffered
  `longtask` PerformanceObserver set up before the page's own scripts; tasks under 50 ms
  are not reported, so 0 means none was longer).

    python bench/startup.py [--runs 3] [--json bench/results/startup.json]
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import statistics
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import Browser, Page, Playwright, Request, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import balut  # noqa: E402
from balut.strategy import Bot  # noqa: E402
from scripts.build import assemble_site, build, content_hash, write_if_changed  # noqa: E402

# Re-exported for bench/latency.py, which launches the same browser.
from scripts.chromium import CHROMIUM as CHROMIUM  # noqa: E402
from scripts.chromium import CHROMIUM_FLAGS as CHROMIUM_FLAGS  # noqa: E402
from scripts.serve import StaticServer  # noqa: E402

CONDITIONS = ("cold", "warm", "offline")
THROTTLES = (1, 4)
READY_TIMEOUT_MS = 120_000
RECORD_READY = """
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.ready === "true") {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const task of list.getEntries()) window.__longTasks.push([task.startTime, task.duration]);
}).observe({ type: "longtask", buffered: true });
"""
# A returning player's game in progress: stored before the page's scripts run, on every
# load the service worker answers (warm, offline), never on a first visit.
STORE_GAME = """
if (navigator.serviceWorker?.controller) localStorage.setItem("balut:game", GAME);
"""
SAVED_SCREEN_MARK = "balut:saved-screen"
#: The first visit's Python snapshot is made (or could not be): `saved` or `failed`.
SNAPSHOT_DONE = "html[data-python-snapshot]:not([data-python-snapshot=making])"
# Once ready: when the shell painted the saved screen, and the longest task before ready
# (after a pause, so the observer has had the task that set data-ready delivered).
READ_START = """async (name) => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const mark = performance.getEntriesByName(name, "mark")[0];
  const before = window.__longTasks.filter(([start]) => start < window.__readyAt);
  return {
    ready: window.__readyAt,
    screen: mark ? mark.startTime : null,
    longest: Math.max(0, ...before.map(([, duration]) => duration)),
  };
}"""
METRICS = ("screen", "ready", "longest")
# The floor page's preloads and their comment (bench/floor/index.html)
PRELOADS = re.compile(r"\s*<!--.*?-->|\s*<link rel=\"(module)?preload\"[^>]*>")


def stored_game() -> str:
    """localStorage text of a game in progress (as tests/e2e/helpers_game.py writes it):
    two players, three rounds played by bots."""
    game = balut.Game(["Ann", "Bo"], seed=3)
    bot = Bot("club", 1)
    for _ in range(6):
        bot.play_turn(game)
    saved = {"format": 1, "game": game.to_dict(), "screen": "turn", "last_fill": None}
    return json.dumps({"schema": 1, "data": {**saved, "timer": None}})


@dataclass
class Target:
    name: str
    server: StaticServer
    # What a first visit has left behind for the next one once it is done.
    settled: str = "html[data-offline-ready=true]"
    # (metric, condition, throttle) -> one value per run (None: not painted, n/a)
    times: dict[tuple[str, str, int], list[float | None]] = field(default_factory=dict)
    first_visit_bytes: int = 0
    first_visit_requests: int = 0

    def median(self, metric: str, condition: str, throttle: int) -> float | None:
        values = [v for v in self.times.get((metric, condition, throttle), []) if v is not None]
        return statistics.median(values) if values else None


def floor_site(destination: Path, *, in_worker: bool = False) -> Path:
    """The floor folder: bench/floor/ + vendored Pyodide + the app's service worker;
    `in_worker`: Pyodide boots in a module worker (no preloads: a worker cannot use them,
    and the app's page has none)."""
    shutil.copytree(ROOT / "bench" / "floor", destination)
    if in_worker:
        page = destination / "index.html"
        html = re.sub(PRELOADS, "", page.read_text(encoding="utf-8"))
        page.write_text(html.replace("<html ", '<html data-floor="worker" ', 1), encoding="utf-8")
    shutil.copytree(ROOT / "static" / "vendor" / "pyodide", destination / "static/vendor/pyodide")
    shutil.copyfile(ROOT / "service-worker.js", destination / "service-worker.js")
    files = sorted(
        path.relative_to(destination).as_posix()
        for path in destination.rglob("*")
        if path.is_file() and path.name != "service-worker.js"
    )
    entries = [{"url": f"./{name}", "revision": content_hash(destination / name)} for name in files]
    manifest = {"version": content_hash(destination / "floor.js"), "entries": entries}
    write_if_changed(
        destination / "precache-manifest.js", f"self.BALUT_PRECACHE = {json.dumps(manifest)};\n"
    )
    return destination


def ready_ms(page: Page) -> float:
    page.wait_for_function("window.__readyAt !== undefined", timeout=READY_TIMEOUT_MS)
    return float(page.evaluate("window.__readyAt"))


def start_ms(page: Page) -> dict[str, float | None]:
    """The start's figures (METRICS) once the page is ready."""
    ready_ms(page)
    figures: dict[str, float | None] = page.evaluate(READ_START, SAVED_SCREEN_MARK)
    return figures


@contextmanager
def app_in_chromium(playwright: Playwright, tmp: Path) -> Iterator[tuple[Browser, str]]:
    """The app built, its site assembled in `tmp` and served, and Chromium launched: the
    browser and the site's address (both stopped after)."""
    build()
    site = tmp / "site"
    assemble_site(site)
    server = StaticServer(site).start()
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
    try:
        yield browser, server.url
    finally:
        browser.close()
        server.stop()


@contextmanager
def throttled_page(browser: Browser, target: Target, throttle: int) -> Iterator[Page]:
    context = browser.new_context(base_url=target.server.url, service_workers="allow")
    context.add_init_script(RECORD_READY)
    context.add_init_script(STORE_GAME.replace("GAME", json.dumps(stored_game())))
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    try:
        yield page
    finally:
        context.close()


def measure_first_visit(browser: Browser, target: Target) -> None:
    """Bytes on the wire and requests until ready (fresh profile, 1x): the page's and its
    workers' (Playwright's request events cover both; the page's CDP session does not see
    a worker's)."""
    with throttled_page(browser, target, 1) as page:
        totals = {"bytes": 0, "requests": 0}

        def finished(request: Request) -> None:
            sizes = request.sizes()
            totals["bytes"] += sizes["responseBodySize"] + sizes["responseHeadersSize"]

        def sent(request: Request) -> None:
            if not request.url.startswith(("blob:", "data:")):  # made in the page, not sent
                totals["requests"] += 1

        page.on("requestfinished", finished)
        page.on("request", sent)
        page.goto("/")
        ready_ms(page)
        target.first_visit_bytes = totals["bytes"]
        target.first_visit_requests = totals["requests"]


def measure_run(browser: Browser, target: Target, throttle: int) -> None:
    """One cold, one warm and one offline start in a fresh profile."""
    with throttled_page(browser, target, throttle) as page:
        page.goto("/")
        cold = start_ms(page)
        page.wait_for_selector(target.settled, state="attached", timeout=READY_TIMEOUT_MS)
        page.reload()
        warm = start_ms(page)
        target.server.stop()
        try:
            page.reload()
            offline = start_ms(page)
        finally:
            target.server.start()
    for condition, figures in zip(CONDITIONS, (cold, warm, offline), strict=True):
        for metric in METRICS:
            target.times.setdefault((metric, condition, throttle), []).append(figures[metric])


def cell(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.0f}"


def ratio(part: float | None, whole: float | None) -> str:
    return "n/a" if part is None or not whole else f"{part / whole:.2f}"


def table(app: Target, floor: Target, worker_floor: Target) -> str:
    lines = [
        "| Start-up (median ms) | CPU | Saved screen, app | Ready, app | Ready, floor "
        "| Ready app / floor | Ready, floor in a worker | Ready app / worker floor "
        "| Longest task, app | Longest task, floor |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for condition in CONDITIONS:
        for throttle in THROTTLES:
            screen = app.median("screen", condition, throttle)
            ready = app.median("ready", condition, throttle)
            floor_ready = floor.median("ready", condition, throttle)
            worker_ready = worker_floor.median("ready", condition, throttle)
            longest = [target.median("longest", condition, throttle) for target in (app, floor)]
            lines.append(
                f"| {condition} | {throttle}x | {cell(screen)} | {cell(ready)} "
                f"| {cell(floor_ready)} | {ratio(ready, floor_ready)} | {cell(worker_ready)} "
                f"| {ratio(ready, worker_ready)} | {cell(longest[0])} | {cell(longest[1])} |"
            )
    lines += ["", "| First visit (until ready) | Requests | MB on the wire |", "|---|---:|---:|"]
    for target in (app, floor):
        megabytes = target.first_visit_bytes / 1e6
        lines.append(f"| {target.name} | {target.first_visit_requests} | {megabytes:.1f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", type=Path, default=ROOT / "bench" / "results" / "startup.json")
    args = parser.parse_args()

    build()
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        assemble_site(Path(tmp) / "app")
        app = Target(
            "app",
            StaticServer(Path(tmp) / "app").start(),
            # ...and the Python snapshot: a warm start restores it.
            settled="html[data-offline-ready=true][data-python-snapshot=saved]",
        )
        floor = Target("floor", StaticServer(floor_site(Path(tmp) / "floor")).start())
        worker_floor = Target(
            "worker floor",
            StaticServer(floor_site(Path(tmp) / "worker-floor", in_worker=True)).start(),
        )
        targets = (app, floor, worker_floor)
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            for target in (app, floor):
                measure_first_visit(browser, target)
            for throttle in THROTTLES:
                for run in range(args.runs):
                    for target in targets:  # interleaved, so load drifts hit them all
                        measure_run(browser, target, throttle)
                        print(f"{target.name} {throttle}x run {run + 1}", file=sys.stderr)
        finally:
            browser.close()
            for target in targets:
                target.server.stop()

    report = table(app, floor, worker_floor)
    print(report)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    results = {
        target.name: {
            "times_ms": {f"{m}:{c}@{t}x": v for (m, c, t), v in target.times.items()},
            "first_visit_bytes": target.first_visit_bytes,
            "first_visit_requests": target.first_visit_requests,
        }
        for target in targets
    }
    args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
