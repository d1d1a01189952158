"""Bot strength: N seeded games per level and rule set, the same seeds for every level
(paired), one player alone. Prints the mean, standard deviation and standard error of
the deciding number (points, or the grand total), baluts per game and the milliseconds
of a decision (one action of a bot, ``Bot.play_step``: median and worst) in CPython;
``--pyodide N`` also times N expert games' decisions in Pyodide under Node (the
browser's interpreter, vendored in node_modules/pyodide), for each aim of ``--aims``. Then the
calibration of the coach's prices on the standard game, as ``bench/calibration.py report
--json`` last measured it (``bench/calibration.json``; ``--no-calibration`` leaves it
out). Last, the solved optimum of Quick and Extended and what the Expert loses against
it, by exact policy evaluation (``bench/exact_loss.py``; ``--no-exact`` leaves it out).

``--aims win:2,not_last:4`` plays instead, per aim, ``--games`` standard games of that
many seats: one expert playing for the aim against points experts, each seed once per
seat of the aim's expert (the seats rotated: 2 games a seed for two seats), and reports
for both how often each finishes first and last (a shared place shared) with standard
errors over the seeds.

    python bench/strength.py [--games 2000] [--levels expert,club,beginner]
                             [--rules standard,jackpot,quick,extended] [--workers 2]
                             [--pyodide 5] [--aims win:2,not_last:4] [--progress FILE]
                             [--no-calibration] [--no-exact]
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

import head_to_head  # noqa: E402
from calibration import FIGURES, show  # noqa: E402
from exact_loss import losses  # noqa: E402
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
games, aim, seats = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
times = []
for seed in range(1_000_000, 1_000_000 + games):
    game = Game([f"P{i}" for i in range(seats)], seed=seed)
    bots = [strategy.Bot("expert", seed, aim if i == 0 else "points") for i in range(seats)]
    while not game.is_over():
        timed = game.current_index == 0
        start = time.perf_counter()
        bots[game.current_index].play_step(game)
        if timed:
            times.append(1000 * (time.perf_counter() - start))
print(json.dumps(times))
"""


def pyodide_times(games: int, aim: str = "points", seats: int = 1) -> list[float]:
    """Milliseconds of each decision of an expert playing for ``aim`` (against points
    experts, ``seats`` in all) over ``games`` games, in Pyodide under Node."""
    times: list[float] = json.loads(run_in_pyodide(PYODIDE_GAMES, str(games), aim, str(seats)))
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
    parser.add_argument("--aims", help="aim:seats,... (win:2,not_last:4)")
    parser.add_argument("--progress", type=Path, help="--aims: the rates so far, written here")
    parser.add_argument("--no-calibration", action="store_true")
    parser.add_argument("--no-exact", action="store_true")
    args = parser.parse_args()
    if args.aims:
        aims(args)
        return
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
    if not args.no_exact:
        print("Exact play (expected grand total from an empty sheet, by exact evaluation):")
        for name in ("quick", "extended"):
            print(f"  {losses(name)}", flush=True)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n")


def aims(args: argparse.Namespace) -> None:
    """``--aims``: each aim's expert against points experts (``head_to_head``)."""
    rows: list[dict[str, object]] = []
    for spec in args.aims.split(","):
        aim, seats = spec.split(":")
        seeds = range(args.first_seed, args.first_seed + args.games // int(seats))
        row = head_to_head.run(aim, int(seats), seeds, args.workers, args.progress)
        print(f"{aim}, {seats} seats, {row['games']} games ({row['seeds']} seeds):")
        print(row["text"])
        times = row.pop("times")
        assert isinstance(times, list)
        print(f"  its decisions in CPython: {spread(times)}")
        if args.pyodide:
            times = pyodide_times(args.pyodide, aim, int(seats))
            print(f"  in Pyodide under Node ({args.pyodide} games): {spread(times)}", flush=True)
            row["pyodide_median_ms"] = statistics.median(times)
            row["pyodide_worst_ms"] = max(times)
        rows.append(row)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n")


if __name__ == "__main__":
    main()
