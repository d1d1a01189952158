"""The core's dice are fair: every face as often as chance allows, no face leaning on the
one before it, and every unseeded game on dice of its own.

Chi-square goodness of fit at p = 0.001 over whole solo games rolled through `Game.roll`
(fixed seeds: the same sample every run, so the test never flickers).
"""

from __future__ import annotations

from collections import Counter

import pytest

import balut

# Chi-square critical values at p = 0.001 for 5 and 35 degrees of freedom.
CRITICAL_FACES = 20.515
CRITICAL_PAIRS = 66.619


def rolled_dice(games: int) -> list[int]:
    """Every die of `games` seeded solo games, each turn rolled three times in full."""
    dice: list[int] = []
    for seed in range(games):
        game = balut.Game(["Solo"], seed=seed)
        while not game.is_over():
            for _ in range(3):
                dice.extend(game.roll(keep=()))
            category, jackpot = game.sheet(0).open_slots()[0]
            game.fill(category, jackpot=jackpot, crossed=True)
    return dice


def chi_square(counts: Counter[object], cells: list[object]) -> float:
    expected = sum(counts.values()) / len(cells)
    return sum((counts[cell] - expected) ** 2 / expected for cell in cells)


@pytest.fixture(scope="module")
def dice() -> list[int]:
    return rolled_dice(200)


def test_every_face_comes_up_as_often_as_chance_allows(dice: list[int]) -> None:
    assert len(dice) == 200 * 28 * 15
    faces: list[object] = list(range(1, 7))
    assert chi_square(Counter(dice), faces) < CRITICAL_FACES


def test_no_face_leans_on_the_one_rolled_before_it(dice: list[int]) -> None:
    pairs = Counter(zip(dice[::2], dice[1::2], strict=True))
    cells: list[object] = [(a, b) for a in range(1, 7) for b in range(1, 7)]
    assert chi_square(pairs, cells) < CRITICAL_PAIRS


def test_games_without_a_seed_draw_seeds_of_their_own() -> None:
    seeds = {balut.Game(["Solo"]).seed for _ in range(2000)}
    assert len(seeds) == 2000
