"""Game UI latency: roll-to-paint and box-to-paint at 1x and 4x CPU throttling, and the
longest main-thread task of a start.

A solo game is played in Chromium on a 390x844 page (dice seeded through the app's
test-only hook). Python runs in a web worker (static/js/screen.js). While the player looks
at the dice, it answers the likely taps ahead (Roll, each row to fill; balut/web/app.py
`App.prepare`): such a tap is applied in its own task, and Python, making it for real,
sends only what the answer ahead got wrong. Any other tap is forwarded to the worker and
its answer applied in a later task of the page. Each tap comes `--pause-ms` after the last
paint (default 300 ms, a player's pace: the dice are looked at first; 0 taps at machine
speed, before Python had time to answer ahead) and inside a `requestAnimationFrame`
callback, so it lands at the start of a frame; a MutationObserver on `<main id="app">`
sees the change applied, and a message posted from the next animation frame arrives only
after that frame's style, layout and paint. Reported per action:

- script: tap -> the change applied to the DOM;
- paint:  tap -> the first frame painted after that (what the player waits for).

The roll sample taps Roll (three per turn), the box sample taps the row where the dice
score most (or, when every open row scores 0, the Confirm of the zero-score question).
Targets: p95 paint under 16 ms at 1x and under 50 ms at 4x. Chromium throttles only the
page's main thread (CDP refuses it for a worker), so at 4x the page's half of a tap (the
frame's ops, style, layout, paint) is slowed and the worker's Python is not. A change
that comes from the worker in a later task than the tap is painted in the next frame at
the earliest: one frame (16.7 ms at 60 Hz) is that path's floor.

Start-up: the page is reloaded (warm: service worker and Python snapshot in place) at
each CPU rate and a `PerformanceObserver` collects the `longtask` entries (buffered) up
to `<html data-ready="true">`: the longest main-thread task (target: under 200 ms at 4x).

    python bench/latency.py [--turns 30] [--pause-ms 300] [--json bench/results/latency.json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from startup import SNAPSHOT_DONE, app_in_chromium  # noqa: E402 - the same browser as startup.py

THROTTLES = (1, 4)
WARMUP_TURNS = 3
# A player's pace: the dice are seen before the next tap. (About the quickest a person
# answers what they see: Python has answered the likely taps ahead by then.)
PAUSE_MS = 300

# Tap `selector` at the start of a frame; resolve with [script ms, paint ms]: the page's
# DOM changed (the worker's frame applied), then the frame showing it was painted. A change
# made within this frame's callbacks is painted with it (a message posted then arrives
# after that paint); one that comes in a later task waits for the next frame.
TAP_AND_TIME = """
(selector) => new Promise((resolve, reject) => {
  const root = document.getElementById("app");
  requestAnimationFrame(() => {
    const button = document.querySelector(selector);
    let start = 0;
    let inThisFrame = true;
    const timeout = setTimeout(() => reject(new Error(`no change after ${selector}`)), 20000);
    const painted = (script) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        clearTimeout(timeout);
        resolve([script, performance.now() - start]);
      };
      channel.port2.postMessage(null);
    };
    const observer = new MutationObserver(() => {
      observer.disconnect();
      const script = performance.now() - start;
      if (inThisFrame) painted(script);
      else requestAnimationFrame(() => painted(script));
    });
    const all = { subtree: true, childList: true, characterData: true, attributes: true };
    observer.observe(root, all);
    start = performance.now();
    button.click();
    queueMicrotask(() => queueMicrotask(() => { inThisFrame = false; }));
  });
})
"""

# Every long task (over 50 ms: [start, duration]) the page runs, and when data-ready was
# set (installed before any script of the page runs).
LONG_TASKS_INIT = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
new MutationObserver((_, observer) => {
  if (document.documentElement?.dataset.ready !== "true") return;
  window.__readyAt = performance.now();
  observer.disconnect();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
"""

# The long tasks that started before data-ready, once the observer has had them all.
LONG_TASKS = """
() => new Promise((resolve) => setTimeout(() => resolve({
  ready: window.__readyAt,
  tasks: window.__longTasks.filter(([start]) => start <= window.__readyAt).map(([, d]) => d),
}), 500))
"""

# The open row whose offer is highest (first on ties), as a selector.
BEST_ROW = """
() => {
  const rows = [...document.querySelectorAll('button.row-main:not(:disabled)')];
  const offer = (b) => Number(b.querySelector('.offer').textContent) || 0;
  const best = rows.reduce((a, b) => (offer(b) > offer(a) ? b : a));
  return `button.row-main[data-arg="${best.dataset.arg}"]`;
}
"""

ROLL = 'button[data-action="roll"]'
CONFIRM = 'dialog button[data-action="confirm"]'


def play_turn(page: Page, samples: dict[str, list[list[float]]] | None, pause_ms: int) -> None:
    """Three rolls and a box, each `pause_ms` after the last paint (a player looks at the
    dice first); record their timings unless warming up."""

    def tap(selector: str) -> list[float]:
        page.wait_for_timeout(pause_ms)
        timing: list[float] = page.evaluate(TAP_AND_TIME, selector)
        return timing

    for _ in range(3):
        timing = tap(ROLL)
        if samples is not None:
            samples["roll"].append(timing)
    timing = tap(page.evaluate(BEST_ROW))
    if page.evaluate("document.querySelector('dialog[open]') !== null"):
        # Every open row scores 0: the box is filled by the confirmation, time that tap.
        timing = tap(CONFIRM)
    if samples is not None:
        samples["box"].append(timing)
    if page.locator("#screen-title", has_text="Game over").count():
        page.get_by_role("button", name="Play again").click()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def summary(samples: list[list[float]]) -> dict[str, float]:
    script = [s for s, _ in samples]
    paint = [p for _, p in samples]
    return {
        "n": len(samples),
        "script_p50": statistics.median(script),
        "script_p95": percentile(script, 0.95),
        "paint_p50": statistics.median(paint),
        "paint_p95": percentile(paint, 0.95),
    }


def start_up(page: Page) -> dict[str, float]:
    """A warm reload: the longest main-thread task until data-ready, and the time to it."""
    page.reload()
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=180_000)
    found = page.evaluate(LONG_TASKS)
    tasks: list[float] = found["tasks"]
    return {"n": len(tasks), "longest_task": max(tasks, default=0.0), "ready_ms": found["ready"]}


def run(turns: int, pause_ms: int) -> dict[str, dict[str, dict[str, float]]]:
    results: dict[str, dict[str, dict[str, float]]] = {}
    with (
        tempfile.TemporaryDirectory() as tmp,
        sync_playwright() as playwright,
        app_in_chromium(playwright, Path(tmp)) as (browser, url),
    ):
        context = browser.new_context(viewport={"width": 390, "height": 844}, base_url=url)
        context.add_init_script("localStorage.setItem('balut:test-hooks', '1')")
        context.add_init_script(LONG_TASKS_INIT)
        page = context.new_page()
        page.goto("/?test-seed=1")
        page.wait_for_selector("html[data-ready=true]", state="attached", timeout=180_000)
        # (the first visit makes the Python snapshot and the offline copy when idle)
        page.wait_for_selector(SNAPSHOT_DONE, state="attached", timeout=180_000)
        cdp = context.new_cdp_session(page)
        for throttle in THROTTLES:
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
            results.setdefault(f"{throttle}x", {})["start"] = start_up(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        page.get_by_role("button", name="New game").click()
        page.get_by_role("textbox", name="Player 1").fill("Bench")
        page.get_by_role("button", name="Start game").click()
        for throttle in THROTTLES:
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
            for _ in range(WARMUP_TURNS):
                play_turn(page, None, pause_ms)
            samples: dict[str, list[list[float]]] = {"roll": [], "box": []}
            for _ in range(turns):
                play_turn(page, samples, pause_ms)
            results[f"{throttle}x"].update({kind: summary(s) for kind, s in samples.items()})
    return results


def table(results: dict[str, dict[str, dict[str, float]]]) -> str:
    lines = [
        "| action | CPU | n | paint p50 | paint p95 | script p50 | script p95 |",
        "|---|---|---|---|---|---|---|",
    ]
    for throttle, kinds in results.items():
        for kind, s in kinds.items():
            if kind == "start":
                continue
            name = "roll-to-paint" if kind == "roll" else "box-to-paint"
            lines.append(
                f"| {name} | {throttle} | {s['n']:.0f} | {s['paint_p50']:.1f} ms "
                f"| {s['paint_p95']:.1f} ms | {s['script_p50']:.1f} ms | {s['script_p95']:.1f} ms |"
            )
    lines += [
        "",
        "| start-up (warm) | CPU | long tasks | longest task | data-ready (about) |",
        "|---|---|---|---|---|",
    ]
    for throttle, kinds in results.items():
        start = kinds["start"]
        lines.append(
            f"| to data-ready | {throttle} | {start['n']:.0f} | {start['longest_task']:.0f} ms "
            f"| {start['ready_ms']:.0f} ms |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=30, help="measured turns per CPU rate")
    parser.add_argument(
        "--pause-ms",
        type=int,
        default=PAUSE_MS,
        help="between a paint and the next tap (0: taps at machine speed)",
    )
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    results = run(args.turns, args.pause_ms)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(results, indent=2), encoding="utf-8")
    print(table(results))


if __name__ == "__main__":
    main()
