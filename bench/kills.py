"""Kill points: what a game in progress loses when the whole browser process is killed.

Chromium runs on a profile on disk. At each kill point the bench makes 1-8 random taps of
a three-player game (roll, hold, a box and the hand-off), waits a random 0.3-2 s after the
last tap's result is painted, SIGKILLs the browser process (as a phone's memory manager
does), launches it again on the same profile and compares the game it reopens with the
game the last tap showed. Actions lost = entries of the game's log missing after the
restart. Two runs: the app as shipped (the saves' journal, static/js/save-journal.js) and,
for comparison, the same app in a browser that gives it no IndexedDB (an init script
removes it), where the journal is off and saves go to localStorage alone.

    python bench/kills.py [--points 40] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, Playwright, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.build import assemble_site  # noqa: E402
from scripts.chromium import CHROMIUM, CHROMIUM_FLAGS, kill_browser  # noqa: E402
from scripts.serve import StaticServer  # noqa: E402
from tests.e2e.helpers_game import open_app, play_a_tap, saved_game, start_game  # noqa: E402

READY_MS = 90_000


@dataclass
class Outcome:
    """What the kill points of one run found."""

    label: str
    lost: list[int] = field(default_factory=list)  # actions lost per kill point
    taps: int = 0

    def line(self) -> str:
        hit = [n for n in self.lost if n]
        return (
            f"| {self.label} | {len(self.lost)} | {self.taps} | {len(hit)} | {sum(self.lost)} "
            f"| {max(self.lost, default=0)} |"
        )


# A browser without IndexedDB (as some private modes): the journal cannot run.
WITHOUT_INDEXEDDB = "delete window.indexedDB"


def launch(playwright: Playwright, profile: Path, url: str, journal: bool) -> BrowserContext:
    context = playwright.chromium.launch_persistent_context(
        profile,
        executable_path=CHROMIUM,
        args=CHROMIUM_FLAGS,
        base_url=url,
        service_workers="block",  # as in the earlier runs: figures that compare
    )
    if not journal:
        context.add_init_script(WITHOUT_INDEXEDDB)
    return context


def ready(page: Page) -> None:
    page.locator("html[data-ready='true']").wait_for(state="attached", timeout=READY_MS)


def expect_journal(page: Page, journal: bool) -> None:
    """The run measures what it says: the journal runs, or is off for want of IndexedDB."""
    off = page.evaluate("balutSaves.settled().then(() => balutSaves.off)")
    if off != (None if journal else "unsupported"):
        raise SystemExit(f"the journal is {off or 'on'}, expected {'on' if journal else 'off'}")


def run(playwright: Playwright, url: str, journal: bool, points: int, seed: int) -> Outcome:
    outcome = Outcome("journal (as shipped)" if journal else "localStorage alone")
    choose = random.Random(seed)
    with tempfile.TemporaryDirectory() as profile_dir:
        profile = Path(profile_dir)
        context = launch(playwright, profile, url, journal)
        page = open_app(context.pages[0], ready, seed=seed)
        expect_journal(page, journal)
        for point in range(points):
            if page.get_by_role("button", name="Continue").count():
                page.get_by_role("button", name="Continue").click()
            else:
                start_game(page, ["Ann", "Bo", "Cy"])  # 84 boxes: no end in 40 points
                page.get_by_role("button", name="Continue").click()  # past the roll-off
            taps = choose.randint(1, 8)
            for _ in range(taps):
                play_a_tap(page, choose)
            seen = len(saved_game(page)["game"]["log"])
            time.sleep(choose.uniform(0.3, 2.0))
            kill_browser(profile)
            context = launch(playwright, profile, url, journal)
            page = open_app(context.pages[0], ready)
            expect_journal(page, journal)
            raw = page.evaluate("localStorage.getItem('balut:game')")
            kept = len(json.loads(raw)["data"]["game"]["log"]) if raw else 0
            outcome.taps += taps
            outcome.lost.append(max(seen - kept, 0))
            print(f"{outcome.label}: kill point {point + 1}: {taps} taps, lost {seen - kept}")
        context.close()
    return outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--points", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as site, sync_playwright() as playwright:
        assemble_site(Path(site))
        server = StaticServer(Path(site)).start()
        try:
            outcomes = [
                run(playwright, server.url, journal, args.points, args.seed)
                for journal in (True, False)
            ]
        finally:
            server.stop()
    print("\n| Saves | Kill points | Taps | Points that lost actions | Actions lost | Most lost |")
    print("|---|---:|---:|---:|---:|---:|")
    for outcome in outcomes:
        print(outcome.line())


if __name__ == "__main__":
    main()
