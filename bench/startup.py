"""Start-up benchmark: time to ready of the app against a bare-Pyodide floor page.

For the app (index.html: PyScript + our Python) and the floor (bench/floor/: the same
vendored Pyodide booted by `loadPyodide()`, nothing else), each with the same service
worker and precache logic:

- cold:    fresh profile, nothing cached, server up;
- warm:    second visit, answered by the service worker (the app from its Python
           snapshot, which the first visit made once idle);
- offline: server stopped, answered by the service worker;

each at 1x and 4x CPU throttling (CDP `Emulation.setCPUThrottlingRate`), `--runs`
times (median reported), plus the bytes and requests of a first visit. Time to ready =
from navigation start to `<html data-ready="true">`, read from `performance.now()` by a
MutationObserver in the page (no polling error).

    python bench/startup.py [--runs 3] [--json bench/results/startup.json]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

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
"""


@dataclass
class Target:
    name: str
    server: StaticServer
    # What a first visit has left behind for the next one once it is done.
    settled: str = "html[data-offline-ready=true]"
    times: dict[tuple[str, int], list[float]] = field(default_factory=dict)
    first_visit_bytes: int = 0
    first_visit_requests: int = 0

    def median(self, condition: str, throttle: int) -> float:
        return statistics.median(self.times[condition, throttle])


def floor_site(destination: Path) -> Path:
    """The floor folder: bench/floor/ + vendored Pyodide + the app's service worker."""
    shutil.copytree(ROOT / "bench" / "floor", destination)
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


@contextmanager
def throttled_page(browser: Browser, target: Target, throttle: int) -> Iterator[Page]:
    context = browser.new_context(base_url=target.server.url, service_workers="allow")
    context.add_init_script(RECORD_READY)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    try:
        yield page
    finally:
        context.close()


def measure_first_visit(browser: Browser, target: Target) -> None:
    """Bytes on the wire and requests of the page until ready (fresh profile, 1x)."""
    with throttled_page(browser, target, 1) as page:
        cdp = page.context.new_cdp_session(page)
        cdp.send("Network.enable")
        totals = {"bytes": 0, "requests": 0}

        def finished(event: dict[str, Any]) -> None:
            totals["bytes"] += int(event["encodedDataLength"])

        def sent(_event: dict[str, Any]) -> None:
            totals["requests"] += 1

        cdp.on("Network.loadingFinished", finished)
        cdp.on("Network.requestWillBeSent", sent)
        page.goto("/")
        ready_ms(page)
        target.first_visit_bytes = totals["bytes"]
        target.first_visit_requests = totals["requests"]


def measure_run(browser: Browser, target: Target, throttle: int) -> None:
    """One cold, one warm and one offline time to ready in a fresh profile."""
    with throttled_page(browser, target, throttle) as page:
        page.goto("/")
        cold = ready_ms(page)
        page.wait_for_selector(target.settled, state="attached", timeout=READY_TIMEOUT_MS)
        page.reload()
        warm = ready_ms(page)
        target.server.stop()
        try:
            page.reload()
            offline = ready_ms(page)
        finally:
            target.server.start()
    for condition, value in zip(CONDITIONS, (cold, warm, offline), strict=True):
        target.times.setdefault((condition, throttle), []).append(value)


def table(app: Target, floor: Target) -> str:
    lines = [
        "| Start-up (median ms) | CPU | App | Floor (bare Pyodide) | App / floor |",
        "|---|---|---:|---:|---:|",
    ]
    for condition in CONDITIONS:
        for throttle in THROTTLES:
            a, f = app.median(condition, throttle), floor.median(condition, throttle)
            lines.append(f"| {condition} | {throttle}x | {a:.0f} | {f:.0f} | {a / f:.2f} |")
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
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            for target in (app, floor):
                measure_first_visit(browser, target)
            for throttle in THROTTLES:
                for run in range(args.runs):
                    for target in (app, floor):  # interleaved, so load drifts hit both
                        measure_run(browser, target, throttle)
                        print(f"{target.name} {throttle}x run {run + 1}", file=sys.stderr)
        finally:
            browser.close()
            app.server.stop()
            floor.server.stop()

    report = table(app, floor)
    print(report)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    results = {
        target.name: {
            "times_ms": {f"{c}@{t}x": v for (c, t), v in target.times.items()},
            "first_visit_bytes": target.first_visit_bytes,
            "first_visit_requests": target.first_visit_requests,
        }
        for target in (app, floor)
    }
    args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
