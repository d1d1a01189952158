"""Bot strength: N seeded games per level and rule set, the same seeds for every level
(paired), one player alone. Prints the mean, standard deviation and standard error of
the deciding number (points, or the grand total), baluts per game and milliseconds per
decision (CPython; ``--pyodide`` adds the same decisions timed in Pyodide under Node).

    python bench/strength.py [--games 2000] [--levels expert,club,beginner]
                             [--rules standard,jackpot,quick,extended] [--workers 2]
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

from balut import RULESETS, Game, strategy  # noqa: E402


def play(job: tuple[str, str, int]) -> tuple[int, int, float, int]:
    """One solo game: (deciding number, baluts, seconds deciding, decisions)."""
    level, rules, seed = job
    game = Game(["Solo"], RULESETS[rules], seed=seed)
    bot = strategy.Bot(level, seed)
    decisions = 0
    spent = 0.0
    while not game.is_over():
        before = len(game.log)
        start = time.perf_counter()
        bot.play_turn(game)
        spent += time.perf_counter() - start
        decisions += len(game.log) - before
    result = game.result(0)
    return result.points, result.baluts, spent, decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--levels", default=",".join(reversed(strategy.LEVELS)))
    parser.add_argument("--rules", default="standard")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=1_000_000)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    rows = []
    print(
        f"{'rules':<9} {'level':<9} {'games':>6} {'mean':>7} {'sd':>6} {'se':>6} "
        f"{'baluts':>7} {'ms/decision':>12}"
    )
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
                ms = 1000 * sum(g[2] for g in games) / sum(g[3] for g in games)
                rows.append(
                    {
                        "rules": rules,
                        "level": level,
                        "games": len(points),
                        "mean": mean,
                        "sd": sd,
                        "se": se,
                        "baluts": baluts,
                        "ms_per_decision": ms,
                    }
                )
                print(
                    f"{rules:<9} {level:<9} {len(points):>6} {mean:>7.2f} {sd:>6.2f} "
                    f"{se:>6.3f} {baluts:>7.3f} {ms:>12.2f}",
                    flush=True,
                )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n")


if __name__ == "__main__":
    main()
