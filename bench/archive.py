"""The history's archive at start-up: a phone whose oldest games are in the archive
(IndexedDB, static/js/archive.js) reads them before Python starts. In Chromium at 1x:
the milliseconds of that read (`readArchive`, as start-up calls it), the start to
`data-ready` with the archive and without it (the same games all in localStorage, as
before), and the longest main-thread task of each start.

    python bench/archive.py [--games 2400]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const t of list.getEntries()) window.__longTasks.push(t.duration);
}).observe({ type: "longtask", buffered: true });
"""
READ = """async () => {
  const { readArchive } = await import("/static/js/archive.js");
  const start = performance.now();
  const { chunks } = await readArchive();
  return [performance.now() - start, Object.values(chunks).reduce((n, t) => n + t.length, 0)];
}"""
STORE = """async (chunks) => {
  const { storeChunk } = await import("/static/js/archive.js");
  for (const [key, text] of Object.entries(chunks)) await storeChunk(key, text);
}"""


def archived(games: int) -> tuple[str, str, dict[str, str]]:
    """The whole history's text, and localStorage's and the chunks' once archived."""
    from balut.web.storage import Storage
    from balut.web.storage_codec import encode
    from tests.histories import many_games
    from tests.web.fakes import FakePageStorage

    whole = many_games(games)
    backend = FakePageStorage()
    backend.items["balut:history"] = encode(whole[1:])
    storage = Storage(backend)
    storage.add_to_history({k: v for k, v in whole[0].items() if k != "id"})
    for key in sorted(backend.chunks()):
        storage.archived(key, True)
    assert len(storage.history()) == games
    return encode(storage.history()), backend.items["balut:history"], backend.chunks()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2400)
    games = parser.parse_args().games
    from playwright.sync_api import Page, sync_playwright

    from scripts.build import assemble_site, build
    from scripts.chromium import CHROMIUM, CHROMIUM_FLAGS
    from scripts.serve import StaticServer

    whole, kept, chunks = archived(games)

    def start(page: Page) -> tuple[float, float]:
        page.evaluate("window.__longTasks = []")
        begin = time.perf_counter()
        page.reload()
        page.wait_for_selector("html[data-ready=true]", state="attached", timeout=180_000)
        took = 1000 * (time.perf_counter() - begin)
        return took, page.evaluate("Math.max(0, ...window.__longTasks)")

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        build()
        site = Path(tmp) / "site"
        assemble_site(site)
        server = StaticServer(site).start()
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            figures = {}
            read: list[list[float]] = []
            for layout, history, stored in (("archive", kept, chunks), ("localStorage", whole, {})):
                context = browser.new_context(base_url=server.url)
                context.add_init_script(LONG_TASKS)
                page = context.new_page()
                page.goto("/")
                page.wait_for_selector("html[data-ready=true]", state="attached", timeout=180_000)
                page.evaluate(STORE, stored)
                page.evaluate("(text) => localStorage.setItem('balut:history', text)", history)
                start(page)  # (the first start after the writes: caches warm)
                figures[layout] = [start(page) for _ in range(3)]
                if stored:
                    read = [page.evaluate(READ) for _ in range(3)]
                context.close()
        finally:
            browser.close()
            server.stop()
    chars = sum(map(len, chunks.values()))
    print(
        f"{games} games: localStorage keeps {len(kept):,} characters, the archive "
        f"{len(chunks)} chunks of {chars:,}"
    )
    print(f"readArchive: {min(ms for ms, _n in read):.0f} ms (best of 3)")
    for layout, runs in figures.items():
        best = min(runs)
        longest = max(task for _ms, task in runs)
        print(
            f"start, history in {layout}: {best[0]:.0f} ms to ready, longest task {longest:.0f} ms"
        )
    print(json.dumps({"read_ms": [round(ms) for ms, _n in read]}))


if __name__ == "__main__":
    main()
