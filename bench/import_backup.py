"""What checking a backup's entries against their records costs (`backup_check`), in
CPython and (``--pyodide``) in Pyodide under Node, for:
- distinct finished games of 1 to 4 players (standard and quick rule sets), checked on a
  phone that has none of them: the milliseconds per entry, and a 2,000-game file's
  total from them (each new game is one replay: nothing else proves its lines);
- the same file again on the phone that holds it (no replay: its entries are here);
- hostile files: 18,000 tiny entries of one record (one replay), a chain of the most
  merged names a file may hold, a match entry of 20,000 games (refused unread).

The check runs in the worker, in steps of about 0.1 s with the progress painted between
them, so the page is never blocked by it.

With ``--browser``: a hostile file of about 6 MB (tiny entries of one record) imported
in the app in Chromium at 1x (its first visit's work done), the seconds from choosing it
to its preview (by the page's clock; and with the file's way into the browser, which
Playwright makes) and the longest main-thread task meanwhile (a `longtask`
PerformanceObserver; tasks under 50 ms are not reported, so 0 means none was longer)
with the most CPU time one took (from a trace: on a busy machine a task's wall time
also holds the time its thread waited for a core).
With ``--browser --games N``: a file of N distinct games instead, imported and then
added (Add), each with its seconds and longest task.

    python bench/import_backup.py [--games 60] [--pyodide] [--browser]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyodide_node import run_in_cpython, run_in_pyodide  # noqa: E402

LONG_TASKS = """
window.__longTasks = [];
// the page's own clock: when the file was chosen (its input's change), and when the
// preview or a refusal first showed (the file's way to the input is the bench's, not
// the app's: Playwright sends it to the browser)
window.__chosen = null;
window.__shown = null;
addEventListener("change", () => { window.__chosen = performance.now(); }, true);
new MutationObserver(() => {
  if (window.__shown === null && document.querySelector("#backup-preview, .backup [role=alert]"))
    window.__shown = performance.now();
}).observe(document, { subtree: true, childList: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });
"""


def _write_backup(path: Path, entries: list[dict[str, object]]) -> None:
    from balut.web.backup import checksum

    data: dict[str, object] = {"history": entries, "names": [], "aliases": {}}
    data.update({"settings": {}, "language": None, "game": None, "match": None})
    top = {"kind": "balut.backup", "version": 1, "created": "2026-12-01T20:00:00+00:00"}
    path.write_text(json.dumps({**top, "checksum": checksum(data), "data": data}))


def hostile_file(path: Path, chars: int = 6_000_000) -> str:
    """Tiny entries of one 1-player record, as many as fill `chars`."""
    from tests.histories import history

    one = history([["Ann"]], seed=1)[0]
    count = chars // (len(json.dumps(one)) + 30)
    entries = [
        {**one, "id": f"t{n}", "finished": f"2025-01-01T00:00:00+00:{n % 60:02d}"}
        for n in range(count)
    ]
    _write_backup(path, entries)
    return f"{count} tiny entries of one record"


def club_file(path: Path, games: int) -> str:
    """`games` distinct finished games of 1 to 4 players, a day apart."""
    from tests.histories import history

    names = ["Ann", "Bo", "Cy", "Di"]
    _write_backup(path, history([names[: 1 + n % 4] for n in range(games)], seed=games))
    return f"{games} distinct games of 1 to 4 players"


#: What a trace needs to time the main thread's tasks (with the CPU time of each).
TRACED = ["disabled-by-default-devtools.timeline"]


def _longest_cpu(trace: bytes) -> float:
    """The most CPU time one main-thread task took in `trace`, in ms: a task's wall time
    also holds what the thread waited for a core on a busy machine."""
    events = json.loads(trace)["traceEvents"]
    main = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("name") == "thread_name" and e["args"]["name"] == "CrRendererMain"
    }
    return max(
        (
            e.get("tdur", 0) / 1000
            for e in events
            if e.get("name") == "RunTask" and (e.get("pid"), e.get("tid")) in main
        ),
        default=0.0,
    )


def _longest(browser: Any, page: Any) -> str:
    """The longest main-thread task since the last call (0: none over 50 ms), and the
    most CPU time one took, in ms; tracing again."""
    wall = page.evaluate("Math.max(0, ...window.__longTasks.splice(0).map((t) => t[1]))")
    cpu = _longest_cpu(browser.stop_tracing())
    browser.start_tracing(page=page, categories=TRACED)
    return f"longest main-thread task {wall:.0f} ms ({cpu:.0f} ms of CPU)"


def in_the_browser(games: int | None) -> None:
    """A file imported in the app (the hostile one, or `games` distinct games, then
    added): seconds to its preview (and to Add done), the longest task of each."""
    import tempfile
    import time

    from playwright.sync_api import sync_playwright
    from startup import SNAPSHOT_DONE, app_in_chromium

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        file = Path(tmp) / "backup.json"
        what = hostile_file(file) if games is None else club_file(file, games)
        with app_in_chromium(playwright, Path(tmp)) as (browser, url):
            context = browser.new_context(base_url=url)
            context.add_init_script(LONG_TASKS)
            page = context.new_page()
            page.goto("/")
            page.wait_for_selector("html[data-ready=true]", state="attached", timeout=180_000)
            # (the first visit makes the Python snapshot and the offline copy when idle)
            page.wait_for_selector(SNAPSHOT_DONE, state="attached", timeout=180_000)
            page.get_by_role("button", name="History").click()
            browser.start_tracing(page=page, categories=TRACED)
            _longest(browser, page)
            start = time.perf_counter()
            page.get_by_label("Import backup").set_input_files(file)
            page.wait_for_selector("#backup-preview, .backup [role=alert]", timeout=600_000)
            seen = page.evaluate("window.__shown - window.__chosen") / 1000
            figures = [f"{seen:.1f} s from the choice to the preview"]
            figures.append(f"{time.perf_counter() - start:.1f} s with the file's upload")
            figures.append(_longest(browser, page))
            shown = " / ".join(page.locator(".backup").inner_text().splitlines()[-3:])
            add = page.locator("#backup-preview").get_by_role("button", name="Add")
            if games is not None and add.count():
                start = time.perf_counter()
                add.click()
                page.wait_for_selector(".backup .note-line, .backup [role=alert]")
                figures.append(f"{time.perf_counter() - start:.1f} s to Add done")
                figures.append(_longest(browser, page))
                shown += " -> " + page.locator(".backup").inner_text().splitlines()[-1]
            browser.stop_tracing()
            size = file.stat().st_size
    print(f"Chromium 1x: a {size / 1e6:.1f} MB file of {what}: {'; '.join(figures)} ({shown})")


MEASURE = r"""
import json, sys, time
from balut.web.backup import BackupError, _resolved, checksum, fingerprint, read_backup
from balut.web.backup_check import check_all
from balut.web.records import game_entry
from tests.histories import played

count = int(sys.argv[1])

def file_of(entries, aliases=None):
    data = {"history": entries, "names": [], "aliases": aliases or {}, "settings": {},
            "language": None, "game": None, "match": None}
    return json.dumps({"kind": "balut.backup", "version": 1, "created": "2026-12-01T20:00:00+00:00",
                       "checksum": checksum(data), "data": data})

def seconds(work):
    start = time.perf_counter()
    work()
    return time.perf_counter() - start

names = ["Ann", "Bo", "Cy", "Di"]
entries = []
for n in range(count):
    game = played(names[: 1 + n % 4], n, "quick" if n % 3 == 0 else "standard")
    moment = f"2026-01-{1 + n // 1440:02d}T{n // 60 % 24:02d}:{n % 60:02d}:00+00:00"
    entries.append({**game_entry(game), "id": f"g{n}", "finished": moment})
text = file_of(entries)
figures = {"games": count, "chars": len(text)}
figures["read_s"] = seconds(lambda: read_backup(text))
backup = read_backup(text)
figures["check_new_s"] = seconds(lambda: check_all(backup, set()))
here = {fingerprint(e) for e in entries}
figures["check_here_s"] = seconds(lambda: check_all(backup, here))

def moment(n):
    return f"2025-{1 + n % 12:02d}-{1 + n % 28:02d}T{n % 24:02d}:{n // 24 % 60:02d}:00+00:00"

tiny = [{**entries[0], "id": f"t{n}", "finished": moment(n)} for n in range(18_000)]
hostile = file_of(tiny)
figures["tiny_chars"] = len(hostile)
figures["tiny_s"] = seconds(lambda: check_all(read_backup(hostile), set()))
chain = {f"n{i}": f"n{i + 1}" for i in range(5_000)}
figures["chain_s"] = seconds(lambda: _resolved(read_backup(file_of([], chain)).aliases))
row = {"place": 1, "player": "Ann", "points": [1] * 20_000, "total": 20_000}
big = {**entries[0], "kind": "match", "games": 20_000, "match_id": "m", "table": [row]}
def refused():
    try:
        check_all(read_backup(file_of([big])), set())
    except BackupError as error:
        assert error.code == "entry_too_large"
figures["huge_match_s"] = seconds(refused)
print(json.dumps(figures))
"""


def report(where: str, f: dict[str, float]) -> None:
    per = 1000 * f["check_new_s"] / f["games"]
    print(
        f"{where}: {f['games']:.0f} distinct new games ({f['chars'] / 1000:.0f} K chars): read "
        f"{f['read_s']:.2f} s, check {f['check_new_s']:.2f} s = {per:.1f} ms a game, so "
        f"{2 * per:.0f} s for 2,000; the same file on the phone holding it: "
        f"{f['check_here_s']:.2f} s"
    )
    print(
        f"{where}: hostile: 18,000 tiny entries of one record ({f['tiny_chars'] / 1e6:.1f} M "
        f"chars) read and checked in {f['tiny_s']:.2f} s; a chain of 5,000 merged names "
        f"read and resolved in {f['chain_s']:.3f} s; a match of 20,000 games refused in "
        f"{f['huge_match_s']:.3f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int)
    parser.add_argument("--pyodide", action="store_true")
    parser.add_argument("--browser", action="store_true")
    args = parser.parse_args()
    if args.browser:
        in_the_browser(args.games)
        return
    games = str(args.games or 60)
    report("CPython", json.loads(run_in_cpython(MEASURE, games)))
    if args.pyodide:
        report("Pyodide", json.loads(run_in_pyodide(MEASURE, games)))


if __name__ == "__main__":
    main()
