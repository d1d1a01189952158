"""What the puzzle of the day costs to draw (the Expert's part game, then the advice at
the decision), in CPython and in Pyodide under Node (bench/pyodide_node.py): the first
drawing in a process (the strategy's tables built too) and then one day after another,
median and worst, with a fingerprint of each day's position (the same in both: the same
puzzle on every phone). The app draws today's puzzle ahead while Home shows (a timer,
balut/web/features/puzzle.py), so the tap that opens it only reads it.

    python3 bench/puzzle.py [--days 30]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from pyodide_node import run_in_cpython, run_in_pyodide  # noqa: E402

SCRIPT = """
import hashlib, statistics, sys, time
from datetime import date, timedelta
from balut import puzzle

days = int(sys.argv[1])
start = date(2027, 1, 1)
ms, prints = [], hashlib.sha256()
first = time.perf_counter()
puzzle.puzzle_for(start.isoformat())
first_ms = (time.perf_counter() - first) * 1000
for n in range(1, days + 1):
    day = (start + timedelta(days=n)).isoformat()
    began = time.perf_counter()
    shown = puzzle.puzzle_for(day)
    ms.append((time.perf_counter() - began) * 1000)
    prints.update(repr((shown.dice, shown.rolls_left, shown.save["state"]["sheets"])).encode())
print(f"first {first_ms:.0f} ms; {days} days: median {statistics.median(ms):.0f} ms, "
      f"worst {max(ms):.0f} ms; positions {prints.hexdigest()[:12]}")
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--days", type=int, default=30)
    days = str(parser.parse_args().days)
    print("CPython:", run_in_cpython(SCRIPT, days))
    print("Pyodide:", run_in_pyodide(SCRIPT, days))


if __name__ == "__main__":
    main()
