"""History capacity and the cost of records: how many finished 4-player games fit in
localStorage's 5 MiB (browsers count the UTF-16 code units of keys and values; our
JSON is ASCII), next to the whole-save layout of before; and the milliseconds, with a
history of that many games, of the stats screen (reading the history and one player's
stats, once the app has read the games ahead), of finishing a game (its record, the
personal bests, the history written again) and of an import check, in CPython and
(``--pyodide``) in Pyodide under Node.

    python bench/capacity.py [--sample 100] [--games 2000] [--pyodide]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyodide_node import LOCAL_STORAGE, run_in_cpython, run_in_pyodide  # noqa: E402

QUOTA_CHARS = 5 * 1024 * 1024

# Runs in CPython and in Pyodide (after LOCAL_STORAGE): one JSON line of figures.
MEASURE = (
    LOCAL_STORAGE
    + r"""
import json, sys, time
from balut import stats
from balut.web.backup import backup_text, read_backup
from balut.web.records import Records
from balut.web.storage import Storage
from tests.histories import history, played

sample, games = int(sys.argv[1]), int(sys.argv[2])
tables = [["Ann", "Bo", "Cy", "Di"]] * sample
entries = history(tables, seed=7)
# The same games again under other ids and moments, up to `games` in all.
grown = [
    {**e, "id": f"{e['id']}-{n}", "finished": f"{2000 + n:04d}{e['finished'][4:]}"}
    for n in range(-(-games // sample)) for e in entries
][:games]

def ms(work, repeat=3):
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        best = min(best, 1000 * (time.perf_counter() - start))
    return best

backend = Local()
storage = Storage(backend)
storage.replace_history(grown)
stored = len(backend["balut:history"])
records = Records(storage)
steps, start = 1, time.perf_counter()
while records.upkeep():  # read ahead after start-up, as the app does (50 ms a step)
    steps += 1
upkeep_ms = 1000 * (time.perf_counter() - start)

def open_stats():  # the app's records have read every game ahead
    stats.player_stats(records.finished(), "Ann", "standard")

game = played(["Ann", "Bo", "Cy", "Di"], 99)

def finish():  # the finishing box's records
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        records.add_game(game, None, None)
        best = min(best, 1000 * (time.perf_counter() - start))
        storage.replace_history(grown)  # as before, for the next time
    return best

text = backup_text(storage, "2026-12-01T20:00:00+00:00")
print(json.dumps({
    "entry_chars": stored / games,
    "whole_save_chars": len(json.dumps(game.to_dict())),
    "history_chars": stored,
    "upkeep_ms": upkeep_ms,
    "upkeep_steps": steps,
    "stats_ms": ms(open_stats),
    "finish_ms": finish(),
    "import_check_ms": ms(lambda: read_backup(text), 1),
}))
"""
)


def report(where: str, figures: dict[str, float], games: int) -> None:
    fit = int(QUOTA_CHARS / figures["entry_chars"])
    before = int(QUOTA_CHARS / figures["whole_save_chars"])
    print(
        f"{where}: {figures['entry_chars']:.0f} chars a 4-player game (whole save "
        f"{figures['whole_save_chars']:.0f}): {fit} games fit in 5 MiB (before: {before}); "
        f"with {games} games: reading them ahead {figures['upkeep_ms']:.0f} ms in "
        f"{figures['upkeep_steps']} steps, stats {figures['stats_ms']:.0f} ms, finishing a game "
        f"{figures['finish_ms']:.0f} ms, checking a backup {figures['import_check_ms']:.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=int, default=100, help="games actually played")
    parser.add_argument("--games", type=int, default=2000, help="history size for the timings")
    parser.add_argument("--pyodide", action="store_true")
    args = parser.parse_args()
    figures = json.loads(run_in_cpython(MEASURE, str(args.sample), str(args.games)))
    report("CPython", figures, args.games)
    if args.pyodide:
        figures = json.loads(run_in_pyodide(MEASURE, str(args.sample), str(args.games)))
        report("Pyodide (Node)", figures, args.games)


if __name__ == "__main__":
    main()
