"""The proficiency figure for the bots, and what judging a decision costs.

Each bot's game is played alone (seeds from ``--first-seed``, the same for every level),
every decision judged as the app judges a person's (`balut.web.coach.judge`, the turn's
plan built first as the app does while the player looks at the dice); prints per level
and rule set the mean loss per decision (mean over decisions, and the SE over games),
costly decisions per game, the band of the mean, and the milliseconds judging adds to a
decision (median, 95th percentile and worst); ``--pyodide N`` also times judging over
N beginner games in Pyodide under Node (the browser's interpreter).

    python3 bench/proficiency.py [--games 100] [--levels expert,club,beginner]
                                 [--rules standard,quick] [--pyodide 3]
"""

from __future__ import annotations

import argparse
import copy
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyodide_node import run_in_pyodide

from balut import RULESETS, Category, Game, strategy
from balut.strategy import proficiency
from balut.web.coach import judge


def _made(game: Game, dice: tuple[int, ...]) -> strategy.Option | None:
    """The move the game's last log entry made, as the app's taps name it (None for the
    turn's first roll: no decision)."""
    entry = game.log[-1]
    action = entry["action"]
    if action == "roll":
        keep = tuple(sorted(dice[i] for i in entry["keep"]))
        return strategy.Option("hold", 0.0, keep=keep) if dice else None
    if action.startswith(("score", "scratch")):
        fill = strategy.Fill(
            Category(entry["category"]), action.endswith("_jackpot"), action.startswith("scratch")
        )
        return strategy.Option("fill", 0.0, fill=fill)
    return None


def play(level: str, rules: str, seed: int) -> tuple[list[float], list[float]]:
    """One solo game: the loss of each decision and the ms each judgement took."""
    game = Game(["Solo"], RULESETS[rules], seed=seed)
    bot = strategy.Bot(level, seed)
    losses: list[float] = []
    times: list[float] = []
    while not game.is_over():
        dice = game.dice or ()
        before = copy.deepcopy(game) if dice else None
        if before is not None:
            strategy.prepare(before)
        bot.play_step(game)
        chosen = _made(game, dice)
        if before is None or chosen is None:
            continue
        start = time.perf_counter()
        judged = judge(before, chosen)
        times.append(1000 * (time.perf_counter() - start))
        assert judged is not None
        losses.append(judged.loss)
    return losses, times


# Runs in Pyodide: this module's games (its text up to ``main``), judging timed there.
PYODIDE_TAIL = r"""
times = []
for seed in range(3_000_000, 3_000_000 + int(sys.argv[1])):
    times += play("beginner", sys.argv[2], seed)[1]
print(json.dumps(times))
"""


def pyodide_times(games: int, rules: str) -> list[float]:
    """Milliseconds of each judgement over ``games`` beginner games in Pyodide."""
    source = Path(__file__).read_text(encoding="utf-8").split("\ndef main")[0]
    future = "from __future__ import annotations\n"
    script = source.replace("from pyodide_node import run_in_pyodide\n", "").replace(
        future, f"{future}__file__ = '/home/pyodide/bench/proficiency.py'\n"
    )
    script += PYODIDE_TAIL
    times: list[float] = json.loads(run_in_pyodide(script, str(games), rules))
    return times


def spread(times: list[float]) -> str:
    times = sorted(times)
    return (
        f"median {statistics.median(times):.2f} ms, "
        f"95% {times[int(0.95 * len(times))]:.2f} ms, worst {times[-1]:.2f} ms "
        f"({len(times)} decisions)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--levels", default="expert,club,beginner")
    parser.add_argument("--rules", default="standard,quick")
    parser.add_argument("--first-seed", type=int, default=3_000_000)
    parser.add_argument("--pyodide", type=int, default=0, metavar="GAMES")
    args = parser.parse_args()
    print("| Rules | Level | Games | Decisions/game | Mean loss | SE | Costly/game | Band |")
    print("|---|---|---:|---:|---:|---:|---:|---|")
    times: list[float] = []
    for rules in args.rules.split(","):
        for level in args.levels.split(","):
            per_game, costly, decisions = [], 0, 0
            seeds = range(args.first_seed, args.first_seed + args.games)
            for seed in seeds:
                losses, ms = play(level, rules, seed)
                times += ms
                per_game.append(sum(losses) / len(losses))
                costly += sum(x > proficiency.COSTLY for x in losses)
                decisions += len(losses)
            mean = statistics.fmean(per_game)
            se = statistics.stdev(per_game) / len(per_game) ** 0.5 if len(per_game) > 1 else 0
            band = proficiency.band(mean, RULESETS[rules])
            print(
                f"| {rules} | {level} | {args.games} | {decisions / args.games:.1f} | "
                f"{mean:.3f} | {se:.3f} | {costly / args.games:.2f} | {band} |"
            )
    print(f"judging a decision (CPython): {spread(times)}")
    for rules in args.rules.split(",") if args.pyodide else ():
        found = pyodide_times(args.pyodide, rules)
        print(f"judging a decision (Pyodide, {rules}): {spread(found)}")


if __name__ == "__main__":
    main()
