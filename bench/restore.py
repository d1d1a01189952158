"""What a saved play costs at start-up: the milliseconds of ``saved_play.restore`` (read
from storage, parse, replay every game from its log and compare) for the largest saves a
table makes, next to loading the same save without the replay (``from_dict``, as before
saves were replayed), in CPython and (``--pyodide``) in Pyodide under Node. The page
waits for it: it must stay well under the 200 ms a main-thread task may take.

Saves, each played by a seeded random legal policy (``bench/core.py``'s):
- an 8-player jackpot game one box from the end (the largest game save), rolled on the
  phone and typed in from real dice;
- a 3-game match of 8 players in jackpot (the default length), one box from its end;
- a 10-game match of 4 players in standard, one box from its end.

    python bench/restore.py [--repeat 5] [--pyodide]
"""

from __future__ import annotations

import argparse
import inspect
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core import play_random_turn  # noqa: E402
from pyodide_node import LOCAL_STORAGE, run_in_cpython, run_in_pyodide  # noqa: E402

# Runs in CPython and in Pyodide: one JSON line of figures.
MEASURE = r"""
import json, random, sys, time
import balut
from balut.web import saved_play
from balut.web.storage import Storage

repeat = int(sys.argv[1])

def one_box_from_the_end(game, policy):
    while sum(game.sheet(s).filled_count() for s in range(len(game.players))) < (
        game.total_rounds * len(game.players) - 1
    ):
        play_random_turn(game, policy)
    game.roll()

def match_of(players, rules, games):
    match = balut.Match(players, balut.RULESETS[rules], games=games, seed=11)
    policy = random.Random(11)
    while True:
        one_box_from_the_end(match.current_game, policy)
        if len(match.games) == games:
            return saved_play.Play(match.current_game, match)
        last = match.current_game
        category, jackpot = last.sheet(last.current_index).open_slots()[0]
        last.fill(category, jackpot=jackpot, crossed=True)
        match.new_game()

def game_of(players, rules):
    game = balut.Game(players, balut.RULESETS[rules], seed=7)
    one_box_from_the_end(game, random.Random(7))
    return saved_play.Play(game)

def real_dice_game_of(players, rules):  # typed in: each turn's last dice, then a box
    game = balut.RealDiceGame(players, balut.RULESETS[rules], seed=7)
    game.set_opener(0)
    policy = random.Random(7)
    for _ in range(game.total_rounds * len(players) - 1):
        game.enter_dice([policy.randint(1, 6) for _ in range(5)])
        category, jackpot = policy.choice(game.sheet(game.current_index).open_slots())
        game.fill(category, jackpot=jackpot, crossed=jackpot or policy.random() < 0.1)
    return saved_play.Play(game)

def best_ms(work):
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        best = min(best, 1000 * (time.perf_counter() - start))
    return best

eight = [f"Player {n}" for n in range(1, 9)]
plays = {
    "8-player jackpot game": game_of(eight, "jackpot"),
    "8-player jackpot game, real dice": real_dice_game_of(eight, "jackpot"),
    "3-game match, 8 players, jackpot": match_of(eight, "jackpot", 3),
    "10-game match, 4 players, standard": match_of(eight[:4], "standard", 10),
}
figures = {}
for name, play in plays.items():
    backend = Local()
    storage = Storage(backend)
    saved_play.save(storage, play, None)
    text = backend["balut:" + play.kind]
    loader = balut.Match if play.kind == "match" else balut.Game

    def restore():
        assert saved_play.restore(Storage(backend)) is not None

    figures[name] = {
        "chars": len(text),
        "actions": sum(len(g.log) for g in (play.match.games if play.match else [play.game])),
        "restore_ms": best_ms(restore),
        "from_dict_ms": best_ms(lambda: loader.from_dict(json.loads(text)["data"][play.kind])),
    }
print(json.dumps(figures))
"""


def script() -> str:
    """The measurement with what it needs that Pyodide does not have: the policy and a
    dict-backed localStorage."""
    future = "from __future__ import annotations"
    return "\n".join((future, inspect.getsource(play_random_turn), LOCAL_STORAGE, MEASURE))


def report(where: str, figures: dict[str, dict[str, float]]) -> None:
    for name, figure in figures.items():
        print(
            f"{where}: {name} ({figure['chars'] / 1000:.0f} K chars, {figure['actions']:.0f} "
            f"actions): restore {figure['restore_ms']:.0f} ms (loading without the replay "
            f"{figure['from_dict_ms']:.0f} ms)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure (best kept)")
    parser.add_argument("--pyodide", action="store_true")
    args = parser.parse_args()
    report("CPython", json.loads(run_in_cpython(script(), str(args.repeat))))
    if args.pyodide:
        report("Pyodide (Node)", json.loads(run_in_pyodide(script(), str(args.repeat))))


if __name__ == "__main__":
    main()
