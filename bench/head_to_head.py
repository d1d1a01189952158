"""Aims head to head (``bench/strength.py --aims``): one expert playing for an aim
against points experts at a standard table, each seed once per seat of the aim's expert
(the seats rotated), how often each finishes first and last."""

from __future__ import annotations

import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from balut import Game, strategy

#: One seed's figures: the aim's expert's (first, last) shares, a points expert's, and
#: the milliseconds of the aim's expert's decisions.
Seed = tuple[list[float], list[float], list[float]]


def places(points: list[int]) -> tuple[list[float], list[float]]:
    """Per seat, its share of first place and of last place (a tie shares it)."""
    top, bottom = max(points), min(points)
    firsts, lasts = points.count(top), points.count(bottom)
    first = [1 / firsts if p == top else 0.0 for p in points]
    last = [1 / lasts if p == bottom else 0.0 for p in points]
    return first, last


def play(job: tuple[str, int, int]) -> Seed:
    """All of one seed: the aim's expert at each seat in turn. Per rotation: (its first
    share, its last share); and the milliseconds of its decisions."""
    aim, seats, seed = job
    mine: list[float] = []
    times: list[float] = []
    for seat in range(seats):
        game = Game([f"P{i}" for i in range(seats)], seed=seed)
        bots = [strategy.Bot("expert", seed, aim if i == seat else "points") for i in range(seats)]
        while not game.is_over():
            player = game.current_index
            start = time.perf_counter()
            bots[player].play_step(game)
            if player == seat:
                times.append(1000 * (time.perf_counter() - start))
        first, last = places([game.result(i).points for i in range(seats)])
        others = seats - 1
        mine += [first[seat], last[seat], (sum(first) - first[seat]) / others]
        mine += [(sum(last) - last[seat]) / others]
    per_seed = [statistics.fmean(mine[k::4]) for k in range(4)]
    return per_seed[:2], per_seed[2:], times


def rate(values: list[float]) -> str:
    mean = statistics.fmean(values)
    se = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return f"{100 * mean:5.2f}% (SE {100 * se:.2f})"


def run(
    aim: str, seats: int, seeds: range, workers: int, progress: Path | None
) -> dict[str, object]:
    """Play every seed (``progress``: the rates so far, every 20 seeds); the rates."""
    got: list[Seed] = []
    with ProcessPoolExecutor(workers) as pool:
        jobs = [(aim, seats, s) for s in seeds]
        for done, result in enumerate(pool.map(play, jobs, chunksize=4), 1):
            got.append(result)
            if progress and (done % 20 == 0 or done == len(jobs)):
                head = f"{aim}:{seats} {done}/{len(jobs)} seeds, {done * seats} games"
                progress.write_text(f"{head}\n{summary(aim, got)}\n")
    times = [t for g in got for t in g[2]]
    return {
        "aim": aim,
        "seats": seats,
        "seeds": len(got),
        "games": len(got) * seats,
        "aim_first": statistics.fmean(g[0][0] for g in got),
        "aim_last": statistics.fmean(g[0][1] for g in got),
        "points_first": statistics.fmean(g[1][0] for g in got),
        "points_last": statistics.fmean(g[1][1] for g in got),
        "median_ms": statistics.median(times),
        "worst_ms": max(times),
        "text": summary(aim, got),
        "times": times,
    }


def summary(aim: str, got: list[Seed]) -> str:
    """The rates so far: first and last, the aim's expert and a points expert."""
    return (
        f"{aim} expert: first {rate([g[0][0] for g in got])}, last {rate([g[0][1] for g in got])}\n"
        f"points expert: first {rate([g[1][0] for g in got])}, last {rate([g[1][1] for g in got])}"
    )
