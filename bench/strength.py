"""Bot strength: N seeded games per level and rule set, the same seeds for every level
(paired), one player alone. Prints the mean, standard deviation and standard error of
the deciding number (points, or the grand total), baluts per game and the milliseconds
of a decision (one action of a bot, ``Bot.play_step``: median and worst) in CPython;
``--pyodide N`` also times N expert games' decisions in Pyodide under Node (the
browser's interpreter, vendored in node_modules/pyodide). Then the calibration of the
coach's prices on the standard game, as ``bench/calibration.py report --json`` last
measured it (``bench/calibration.json``; ``--no-calibration`` leaves it out).

    python bench/strength.py [--games 2000] [--levels expert,club,beginner]
                             [--rules standard,jackpot,quick,extended] [--workers 2]
                             [--pyodide 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from calibration import FIGURES, show  # noqa: E402
from pyodide_node import run_in_pyodide  # noqa: E402

from balut import RULESETS, Game, strategy  # noqa: E402


def play(job: tuple[str, str, int]) -> tuple[int, int, list[float]]:
    """One solo game: (deciding number, baluts, milliseconds of each decision)."""
    level, rules, seed = job
    game = Game(["Solo"], RULESETS[rules], seed=seed)
    bot = strategy.Bot(level, seed)
    times = []
    while not game.is_over():
        start = time.perf_counter()
        bot.play_step(game)
        times.append(1000 * (time.perf_counter() - start))
    result = game.result(0)
    return result.points, result.baluts, times


# Runs in Pyodide: the same games, timed there (printed as one JSON line).
PYODIDE_GAMES = r"""
import json, sys, time
from balut import Game, strategy
times = []
for seed in range(1_000_000, 1_000_000 + int(sys.argv[1])):
    game = Game(["Solo"], seed=seed)
    bot = strategy.Bot("expert", seed)
    while not game.is_over():
        start = time.perf_counter()
        bot.play_step(game)
        times.append(1000 * (time.perf_counter() - start))
print(json.dumps(times))
"""


def pyodide_times(games: int) -> list[float]:
    """Milliseconds of each expert decision of ``games`` games, in Pyodide under Node."""
    times: list[float] = json.loads(run_in_pyodide(PYODIDE_GAMES, str(games)))
    return times


def spread(times: list[float]) -> str:
    return f"median {statistics.median(times):.1f} ms, worst {max(times):.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--levels", default=",".join(reversed(strategy.LEVELS)))
    parser.add_argument("--rules", default="standard")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=1_000_000)
    parser.add_argument("--pyodide", type=int, default=0, metavar="GAMES")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--no-calibration", action="store_true")
    args = parser.parse_args()
    rows: list[dict[str, object]] = []
    head = f"{'rules':<9} {'level':<9} {'games':>6} {'mean':>7} {'sd':>6} {'se':>6} {'baluts':>7}"
    print(f"{head}  decision in CPython")
    with ProcessPoolExecutor(args.workers) as pool:
        for rules in args.rules.split(","):
            for level in args.levels.split(","):
                seeds = range(args.first_seed, args.first_seed + args.games)
                games = list(pool.map(play, [(level, rules, s) for s in seeds], chunksize=16))
                points = [g[0] for g in games]
                mean = statistics.fmean(points)
                sd = statistics.stdev(points) if len(points) > 1 else 0.0
                se = sd / len(points) ** 0.5
                baluts = statistics.fmean(g[1] for g in games)
                times = [t for g in games for t in g[2]]
                rows.append(
                    {
                        "rules": rules,
                        "level": level,
                        "games": len(points),
                        "mean": mean,
                        "sd": sd,
                        "se": se,
                        "baluts": baluts,
                        "median_ms": statistics.median(times),
                        "worst_ms": max(times),
                    }
                )
                print(
                    f"{rules:<9} {level:<9} {len(points):>6} {mean:>7.2f} {sd:>6.2f} "
                    f"{se:>6.3f} {baluts:>7.3f}  {spread(times)}",
                    flush=True,
                )
    if args.pyodide:
        times = pyodide_times(args.pyodide)
        print(f"expert decisions in Pyodide under Node ({args.pyodide} games): {spread(times)}")
        rows.append(
            {
                "pyodide_games": args.pyodide,
                "median_ms": statistics.median(times),
                "worst_ms": max(times),
            }
        )
    if not args.no_calibration and FIGURES.exists():
        print(show(json.loads(FIGURES.read_text())))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n")


if __name__ == "__main__":
    main()
