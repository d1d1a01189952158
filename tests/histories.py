"""Seeded finished games as history entries (layout 2), for tests and the capacity bench."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import balut
from balut.dice import Dice
from balut.rules import box_score
from balut.web.records import game_entry, match_entry

START = datetime(2026, 1, 5, 19, 0, tzinfo=UTC)


def played(players: Sequence[str], seed: int, rules: str = "standard") -> balut.Game:
    """A whole game of `players`, dice from `seed`, each turn holding the commonest face
    and taking the box that scores most (fast: no strategy search)."""
    return played_out(balut.Game(list(players), rules=balut.RULESETS[rules], seed=seed))


def played_out(game: balut.Game) -> balut.Game:
    """`game` played to its end as `played` plays one."""
    while not game.is_over():
        dice = game.roll()
        for _ in range(2):
            face = Counter(dice).most_common(1)[0][0]
            dice = game.roll([i for i, d in enumerate(dice) if d == face])
        ranked = sorted(
            balut.Category, key=lambda c: box_score(Dice(dice), c, game.rules), reverse=True
        )
        for category in ranked:
            try:
                game.fill(category)
                break
            except balut.BalutError:
                continue
    return game


def history(
    tables: Sequence[Sequence[str]], seed: int = 1, rules: str = "standard"
) -> list[dict[str, Any]]:
    """One entry per table of players, a day apart, newest first (as storage keeps them),
    each with an id."""
    picks = random.Random(seed)
    entries = []
    for i, players in enumerate(tables):
        entry = game_entry(played(players, picks.randrange(1 << 30), rules))
        entry["finished"] = (START + timedelta(days=i)).isoformat(timespec="seconds")
        entries.append({**entry, "id": f"g{i:04d}"})
    return entries[::-1]


def many_games(count: int, first: int = 0, prefix: str = "g") -> list[dict[str, Any]]:
    """`count` distinct finished games (two tables' games again, each at its own minute
    and under its own id), newest first: a long history made fast."""
    base = history([["Ann", "Bo"], ["Cy", "Di", "Ed"]], seed=first)
    made = [
        {
            **base[n % 2],
            "id": f"{prefix}{n:05d}",
            "finished": (START + timedelta(minutes=first + n)).isoformat(timespec="seconds"),
        }
        for n in range(count)
    ]
    return made[::-1]


def match_entries() -> list[dict[str, Any]]:
    """A match of two games: each game's entry, then the match's, as history keeps them."""
    match = balut.Match(["Ann", "Bo"], balut.QUICK, games=2, seed=9)
    entries = []
    for number in (1, 2):
        if number > 1:
            match.new_game()
        played_out(match.current_game)
        entries.append(game_entry(match.current_game, {"id": "m1", "game": number, "of": 2}))
    entries.append(match_entry(match, "m1"))
    return [{**entry, "id": f"e{n}"} for n, entry in enumerate(entries)]
