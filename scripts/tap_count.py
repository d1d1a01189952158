"""Taps a table needs for a standard 3-player game, before and after "Fewer taps" (issue 11).

Plays whole games through the browser-free controller (`balut.web.controller.Controller`,
the same path as a tap in the page) with one simple policy and counts every dispatched
action as one tap: the roll-off's Continue, each hand-off's Start turn, rolls, holds,
the box and any confirmation.

The policy: roll; while rolls are left and the dice are not a balut, hold every die of the
commonest face (ties: the higher face) and roll again; then fill the open row with the
best score now, or, when nothing scores, cross out the box where a zero costs least
(`Game.suggested_scratch`).

- old: Confirm cross-outs on (a cross-out or a zero asks: one more tap), holds one die a
  tap;
- new: the default (one tap), and the holds take the fewest taps with a long press on a
  die (`hold-face`) or `Hold all` / `Release all`, then single dice.

    python3 scripts/tap_count.py --seeds 1 2 3 4 5
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import balut
from balut.web.boxes import fill_arg
from balut.web.controller import Controller
from balut.web.state import Screen
from balut.web.storage import Storage

PLAYERS = ("Ann", "Bo", "Cy")


class Memory:
    """localStorage in a dict."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)

    def key(self, index: int) -> str | None:
        keys = list(self.items)
        return keys[index] if index < len(keys) else None

    @property
    def length(self) -> int:
        return len(self.items)


class Table:
    """A controller and the taps made on it during the game."""

    def __init__(self, seed: int, *, new_flow: bool) -> None:
        self.controller = Controller(Storage(Memory()), seed=seed)
        self.new_flow = new_flow
        self.taps: Counter[str] = Counter()
        controller = self.controller
        controller.edit("confirm-fills", "", "off" if new_flow else "on")
        controller.dispatch("new-game")
        for index, name in enumerate(PLAYERS):
            if index:
                controller.dispatch("add-player")
            controller.edit("name", str(index), name)
        controller.dispatch("start-game")  # (setup taps are not counted)

    def tap(self, action: str, arg: str = "") -> None:
        self.taps[action] += 1
        self.controller.dispatch(action, arg)

    @property
    def game(self) -> balut.Game:
        game = self.controller.state.game
        assert game is not None
        return game

    def hold(self, target: tuple[bool, ...]) -> None:
        """Make the holds `target` in the fewest taps the flow offers."""
        game = self.game
        plans: list[list[tuple[str, str]]] = [self._singles(game.held, target)]
        if self.new_flow:
            assert game.dice is not None
            for face in set(game.dice):  # a long press on a die of `face`
                index = game.dice.index(face)
                same = [game.dice[i] == face for i in range(5)]
                everyone = all(h for h, s in zip(game.held, same, strict=True) if s)
                after = tuple(
                    (not everyone) if s else h for h, s in zip(game.held, same, strict=True)
                )
                plans.append([("hold-face", str(index)), *self._singles(after, target)])
            flipped = (not all(game.held),) * 5  # Hold all / Release all
            plans.append([("hold-all", ""), *self._singles(flipped, target)])
        for action, arg in min(plans, key=len):
            self.tap(action, arg)
        assert game.held == target, (game.held, target)

    @staticmethod
    def _singles(held: tuple[bool, ...], target: tuple[bool, ...]) -> list[tuple[str, str]]:
        return [("toggle-die", str(i)) for i in range(5) if held[i] != target[i]]

    def play_turn(self) -> None:
        state = self.controller.state
        if state.screen is Screen.ROLL_OFF:
            self.tap("roll-off-done")
        if state.screen is Screen.HANDOFF:
            self.tap("start-turn")
        game = self.game
        self.tap("roll")
        while game.rolls_left and not balut.Dice.of(game.dice or ()).is_balut:
            dice = game.dice or ()
            face = max(set(dice), key=lambda f: (dice.count(f), f))
            self.hold(tuple(d == face for d in dice))
            self.tap("roll")
        sheet = game.sheet(game.current_index)
        potential = sheet.potential(game.dice or ())
        best = max(potential, key=lambda c: potential[c])  # (ties: sheet order)
        if potential[best] > 0:
            self.tap("fill", fill_arg(best))
        else:
            category, jackpot = game.suggested_scratch()
            self.tap("fill", fill_arg(category, jackpot=jackpot, crossed=True))
        if state.confirm is not None:
            self.tap("confirm")


def count(seed: int, *, new_flow: bool) -> tuple[int, int, Counter[str]]:
    """Taps and turns of one game."""
    table = Table(seed, new_flow=new_flow)
    turns = 0
    while not table.game.is_over():
        table.play_turn()
        turns += 1
    return sum(table.taps.values()), turns, table.taps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4, 5])
    args = parser.parse_args()
    print("seed  flow  taps/game  turns  taps/turn  hand-offs  rolls  holds  boxes  confirms")
    totals: dict[str, list[int]] = {"old": [0, 0], "new": [0, 0]}
    for seed in args.seeds:
        for flow in ("old", "new"):
            taps, turns, kinds = count(seed, new_flow=flow == "new")
            holds = kinds["toggle-die"] + kinds["hold-face"] + kinds["hold-all"]
            totals[flow][0] += taps
            totals[flow][1] += turns
            print(
                f"{seed:>4}  {flow:>4}  {taps:>9}  {turns:>5}  {taps / turns:>9.2f}"
                f"  {kinds['start-turn'] + kinds['roll-off-done']:>9}  {kinds['roll']:>5}"
                f"  {holds:>5}  {kinds['fill']:>5}  {kinds['confirm']:>8}"
            )
    games = len(args.seeds)
    for flow, (taps, turns) in totals.items():
        print(
            f"{flow}: {taps / games:.1f} taps a game, {taps / turns:.2f} a turn"
            f" (hand-off included), over {games} games"
        )


if __name__ == "__main__":
    main()
