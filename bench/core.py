"""Rules-core benchmark (CPython): box scores, complete solo games and save/restore.

Run from the repository root: ``python bench/core.py`` (``--seconds`` per figure).
Each figure repeats its work until the time budget is spent and prints a rate.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import balut
from balut import Category, Game


def rate(work: Callable[[], int], seconds: float) -> float:
    """Units of ``work`` per second; ``work`` returns how many units it did."""
    done = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        done += work()
    return done / elapsed


def play_random_turn(game: Game, policy: random.Random) -> None:
    """One turn of a random legal policy: 1-3 rolls with random holds, then a random open box."""
    game.roll()
    while game.rolls_left and policy.random() < 0.6:
        game.roll([i for i in range(5) if policy.random() < 0.5])
    sheet = game.sheet(game.current_index)
    category, jackpot = policy.choice(sheet.open_slots())
    if jackpot:
        game.scratch_jackpot(category)
    elif policy.random() < 0.9:
        game.score(category)
    else:
        game.scratch(category)


def solo_game(seed: int) -> Game:
    """A complete standard solo game with a seeded random legal policy."""
    game = Game(["Solo"], seed=seed)
    policy = random.Random(seed)
    while not game.is_over():
        play_random_turn(game, policy)
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=2.0, help="time budget per figure")
    args = parser.parse_args()
    seconds: float = args.seconds

    rng = random.Random(1)
    throws = [[rng.randint(1, 6) for _ in range(5)] for _ in range(1000)]
    categories = list(Category)

    def box_scores() -> int:
        for dice in throws:
            for category in categories:
                balut.box_score(dice, category)
        return len(throws) * len(categories)

    seeds = iter(range(10**9))

    def games() -> int:
        solo_game(next(seeds))
        return 1

    saved_game = Game(["Ann", "Bo", "Cy", "Di"], seed=5)
    policy = random.Random(5)
    for _ in range(4 * 14):  # half-way through a four-player standard game
        play_random_turn(saved_game, policy)
    saved_text = json.dumps(saved_game.to_dict())

    def round_trips() -> int:
        restored = Game.from_dict(json.loads(json.dumps(saved_game.to_dict())))
        assert restored.round == saved_game.round
        return 1

    print(f"Python {sys.version.split()[0]}, {seconds:g} s per figure")
    print(f"box scores/s:                    {rate(box_scores, seconds):12,.0f}")
    print(f"standard solo games/s (random):  {rate(games, seconds):12,.1f}")
    print(
        f"save/restore round trips/s:      {rate(round_trips, seconds):12,.1f}"
        f"  (4 players, round 15, {len(saved_text):,} bytes of JSON)"
    )


if __name__ == "__main__":
    main()
