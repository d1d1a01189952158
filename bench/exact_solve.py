"""What exact play costs in the browser's interpreter: the shipped Extended table read,
Quick solved at first use (a bonus not shipped), Extended solved (what the app does not
do at first use), and the first and next advice of an Extended turn, in CPython and in
Pyodide under Node (bench/pyodide_node.py). The issue's bar: under 300 ms in Pyodide to
compute at first use.

    python3 bench/exact_solve.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from pyodide_node import run_in_cpython, run_in_pyodide  # noqa: E402

SCRIPT = """
import time
import balut
from balut import strategy
from balut.strategy import exact

def ms(work):
    start = time.perf_counter()
    work()
    return f"{(time.perf_counter() - start) * 1000:.0f} ms"

table = ms(lambda: strategy.solved_value("extended"))
quick = ms(lambda: exact.solve(balut.QUICK.derive(per_balut_bonus=2)))
extended = ms(lambda: exact.solve(balut.EXTENDED.derive(per_balut_bonus=2)))
game = balut.Game(["Ann"], balut.EXTENDED, seed=1)
game.roll()
first = ms(lambda: strategy.advise(game))
again = ms(lambda: strategy.advise(game))
print(f"Extended table read {table}; Quick solved {quick}; Extended solved {extended}; "
      f"first advice {first}, next {again}")
"""


def main() -> None:
    print("CPython:", run_in_cpython(SCRIPT))
    print("Pyodide:", run_in_pyodide(SCRIPT))


if __name__ == "__main__":
    main()
