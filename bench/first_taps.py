"""The first taps of a cold first visit, while the page makes its Python snapshot and its
offline copy in the background: how long each tap waits for its screen.

A fresh profile opens the app (nothing cached, no snapshot: Python boots from its
packages), and as soon as it is ready a player taps New game, Add player and Back, one
tap every `--pause-ms`, for `--seconds`; then rests till the snapshot is being made (it
starts once the player is quiet) and taps while it is, every 400 ms; then, once it is
made, taps 9 times more. Each tap is a real one (pointer events) timed in the page, from
the finger down to the change it makes on screen (a MutationObserver), and tagged with
what the background was doing: `making` while the snapshot worker runs (`<html
data-python-snapshot="making">`), else `quiet`. Target (issue 31): no tap waits more
than 100 ms longer than the same tap once the background is quiet.

    python bench/first_taps.py [--seconds 20] [--pause-ms 700]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from startup import SNAPSHOT_DONE, app_in_chromium  # noqa: E402 - the browser of startup.py

#: Before a tap: note when the finger comes down and when `shows` is first on screen (a
#: MutationObserver); what the background is doing is returned.
ARM = """(shows) => {
  window.__down = null;
  window.__shown = null;
  addEventListener("pointerdown", () => { window.__down ??= performance.now(); },
    { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (document.querySelector(shows)) {
      window.__shown = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  return document.documentElement.dataset.pythonSnapshot === "making" ? "making" : "quiet";
}"""

SNAPSHOT_MADE = "['saved', 'failed'].includes(document.documentElement.dataset.pythonSnapshot)"

#: The taps of one round: what is tapped and what shows it was answered.
ROUND = (
    ('[data-action="new-game"]', '[data-field="name"][data-arg="0"]'),
    ('[data-action="add-player"]', '[data-field="name"][data-arg="1"]'),
    ('[data-action="home"]', '[data-action="new-game"]'),
)


def run(seconds: float, pause_ms: int) -> dict[str, list[float]]:
    """Each tap's ms, by when it came (`playing` on from ready, `while made`, `after`)
    and what the background was doing then (`making` or `quiet`)."""
    taps: dict[str, list[float]] = {}
    with (
        tempfile.TemporaryDirectory() as tmp,
        sync_playwright() as playwright,
        app_in_chromium(playwright, Path(tmp)) as (browser, url),
    ):
        context = browser.new_context(viewport={"width": 390, "height": 844}, base_url=url)
        page: Page = context.new_page()
        page.goto("/")
        page.wait_for_selector("html[data-ready=true]", state="attached", timeout=180_000)
        taps_round = iter(ROUND * 1000)

        def tap(phase: str) -> None:
            button, shows = next(taps_round)
            page.wait_for_selector(button, timeout=30_000)
            background = page.evaluate(ARM, shows)
            page.click(button)  # (a real tap: pointer events, as a finger's)
            page.wait_for_function("window.__shown !== null", timeout=30_000)
            taps.setdefault(f"{phase} ({background})", []).append(
                page.evaluate("window.__shown - window.__down")
            )

        start = page.evaluate("performance.now()")
        while page.evaluate("performance.now()") - start < seconds * 1000:
            tap("playing")
            page.wait_for_timeout(pause_ms)
        page.wait_for_selector("html[data-python-snapshot]", state="attached", timeout=60_000)
        while not page.evaluate(SNAPSHOT_MADE):
            tap("while made")
            page.wait_for_timeout(400)
        page.wait_for_selector(SNAPSHOT_DONE, state="attached", timeout=180_000)
        for _ in range(9):
            tap("after")
            page.wait_for_timeout(pause_ms)
    return taps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--pause-ms", type=int, default=700)
    args = parser.parse_args()
    taps = run(args.seconds, args.pause_ms)
    print("| taps | n | median ms | max ms |")
    print("|---|---|---|---|")
    for phase, values in taps.items():
        print(f"| {phase} | {len(values)} | {statistics.median(values):.0f} | {max(values):.0f} |")


if __name__ == "__main__":
    main()
