"""Fit the expert's value of the rest of the sheet by self-play: ``balut/strategy/fitted.py``.

The value (``balut.strategy.value``) gives every open box of a row the best of
``1 + a * others / open`` turns chasing the row, ``others`` the sheet's other open boxes:
one number ``a`` per row (``TRIES``). This script searches them one row at a time:
each candidate (the row's number halved or doubled) plays the same seeded standard solo
games as the current best (paired seeds from 5,000,000, apart from the 1,000,000 on of
``bench/strength.py``), and replaces it only when it wins by more than one standard
error of the paired difference. Deterministic: the games are seeded, the order fixed.

    python scripts/fit_strategy.py [--games 600] [--passes 1] [--workers 2] [--write]

About 80 ms a game in CPython: one pass (14 candidates of 600 games) takes about 7
minutes on 2 workers. ``--write`` rewrites ``balut/strategy/fitted.py``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from balut import Game, strategy  # noqa: E402
from balut.dice import Category  # noqa: E402
from balut.strategy import search, value  # noqa: E402

FIRST_SEED = 5_000_000
FITTED = ROOT / "balut" / "strategy" / "fitted.py"
STEPS = (0.5, 2.0)

Tries = tuple[tuple[str, float], ...]


def play(job: tuple[Tries, int]) -> int:
    """One seeded standard solo game of the expert with the numbers ``tries``: points."""
    tries, seed = job
    wanted = {Category(name): a for name, a in tries}
    if wanted != value.TRIES:
        value.TRIES.update(wanted)
        search._PLANS.clear()  # plans priced with other numbers
    game = Game(["Solo"], seed=seed)
    bot = strategy.Bot("expert", seed)
    while not game.is_over():
        bot.play_step(game)
    return game.result(0).points


def points(pool: ProcessPoolExecutor, tries: dict[str, float], games: int) -> list[int]:
    frozen = tuple(sorted(tries.items()))
    seeds = range(FIRST_SEED, FIRST_SEED + games)
    return list(pool.map(play, [(frozen, s) for s in seeds], chunksize=8))


def write(tries: dict[str, float]) -> None:
    rows = "".join(f'    "{cat.value}": {tries[cat.value]!r},\n' for cat in Category)
    FITTED.write_text(
        '"""Numbers fitted by self-play (written by ``scripts/fit_strategy.py``; do not edit).\n'
        "\n"
        "``TRIES``: per row (``Category`` value), the extra chased turns an open box of the row\n"
        "is worth per other open box of the sheet, shared among the row's open boxes.\n"
        '"""\n'
        "\n"
        f"TRIES: dict[str, float] = {{\n{rows}}}\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--passes", type=int, default=1)
    parser.add_argument("--start", type=float, default=0.3, help="every row's first number")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    best = {cat.value: args.start for cat in Category}
    with ProcessPoolExecutor(args.workers) as pool:
        best_points = points(pool, best, args.games)
        print(f"start {best}: {statistics.fmean(best_points):.3f}", flush=True)
        for _ in range(args.passes):
            for cat in Category:
                for step in STEPS:
                    trial = best | {cat.value: round(best[cat.value] * step, 4)}
                    got = points(pool, trial, args.games)
                    diff = [a - b for a, b in zip(got, best_points, strict=True)]
                    gain = statistics.fmean(diff)
                    se = statistics.stdev(diff) / len(diff) ** 0.5
                    taken = gain > se
                    print(
                        f"{cat.value:<10} {trial[cat.value]:<7} {statistics.fmean(got):.3f} "
                        f"({gain:+.3f}, se {se:.3f}){'  taken' if taken else ''}",
                        flush=True,
                    )
                    if taken:
                        best, best_points = trial, got
                        break
    print(f"fitted {best}: {statistics.fmean(best_points):.3f}")
    if args.write:
        write(best)


if __name__ == "__main__":
    main()
