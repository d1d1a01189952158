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

Real dice (issue 31): the same three players at a table throwing its own dice, whole
games of each rule set. The table's throws follow the same policy (seeded dice in this
script, not the app's); the box and its value are entered, one turn's taps counted
(the hand-off's Start turn and who starts are not: they are the table's, not the
turn's):

- dice: each of the five dice set in its dropdown (two taps: open it, pick the face),
  then the row (today's way, kept for those who want the app to check their dice);
- chips: the row, then its value's chip (`ask-value`, `enter-value`); a box crossed
  out with nothing to score is its ✕ (one tap). Dice that meet a row's jackpot entry
  (jackpot rule set) go in its open jackpot box, by its own chips (or the dice typed,
  then the box).

With Confirm cross-outs on, a zero or a cross asks first (one more tap).

    python3 scripts/tap_count.py --seeds 1 2 3 4 5
"""

from __future__ import annotations

import argparse
import random
import statistics
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


class RealTable:
    """A controller for a real-dice game of ``rules`` and the taps of each turn."""

    def __init__(self, seed: int, rules: str, *, chips: bool, confirm: bool) -> None:
        self.controller = Controller(Storage(Memory()), seed=seed)
        self.dice = random.Random(seed)
        self.chips = chips
        controller = self.controller
        controller.edit("confirm-fills", "", "on" if confirm else "off")
        controller.dispatch("new-game")
        for index, name in enumerate(PLAYERS):
            if index:
                controller.dispatch("add-player")
            controller.edit("name", str(index), name)
        controller.edit("ruleset", "", rules)
        controller.edit("play", "dice", "real")
        controller.dispatch("start-game")
        controller.dispatch("set-opener", "0")  # (setup and who starts are not counted)

    @property
    def game(self) -> balut.Game:
        game = self.controller.state.game
        assert game is not None
        return game

    def throw(self) -> tuple[int, ...]:
        """The table's turn with its own dice: the phone-dice policy above, seeded here."""
        dice = [self.dice.randint(1, 6) for _ in range(5)]
        for _ in range(2):
            if balut.Dice.of(dice).is_balut:
                break
            face = max(set(dice), key=lambda f: (dice.count(f), f))
            dice = [d if d == face else self.dice.randint(1, 6) for d in dice]
        return tuple(dice)

    def play_turn(self) -> int:
        """One turn entered; its taps."""
        controller, state = self.controller, self.controller.state
        if state.screen is Screen.HANDOFF:
            controller.dispatch("start-turn")
        taps = 0

        def tap(action: str, arg: str = "") -> None:
            nonlocal taps
            taps += 1
            controller.dispatch(action, arg)

        dice = self.throw()
        game = self.game
        sheet = game.sheet(game.current_index)
        potential = sheet.potential(dice)
        jackpots = [
            (cat, reason.value)
            for cat in game.rules.rows_with_jackpot
            if sheet.jackpot_open(cat) and sheet.open_boxes(cat)
            for eligible, reason in [sheet.jackpot_eligibility(cat, dice)]
            if eligible and reason.value
        ]
        best = max(potential, key=lambda c: potential[c]) if potential else None
        if jackpots or (best is not None and potential[best] > 0):
            row, jackpot = (jackpots[0][0], True) if jackpots else (best, False)
            assert row is not None
            value = jackpots[0][1] if jackpots else potential[row]
            box = f"{row.value}:j" if jackpot else row.value
            if self.chips:
                tap("ask-value", box)
                tap("enter-value", f"{box}:{value}")
            else:
                for index, face in enumerate(dice):
                    controller.edit("die", str(index), str(face))
                    taps += 2  # a dropdown: open it, pick the face
                tap("fill", fill_arg(row, jackpot=jackpot))
        else:
            category, jackpot = game.suggested_scratch()
            tap("fill", fill_arg(category, jackpot=jackpot, crossed=True))
        if state.confirm is not None:
            tap("confirm")
        return taps


def real_turns(seed: int, rules: str, *, chips: bool, confirm: bool) -> list[int]:
    """The taps of every turn of one real-dice game."""
    table = RealTable(seed, rules, chips=chips, confirm=confirm)
    turns = []
    while not table.game.is_over():
        turns.append(table.play_turn())
    return turns


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
    print()
    print("real dice: taps a turn (hand-off not counted)")
    print("rule set   flow   confirm  turns  median  mean  max")
    for rules in balut.RULESETS:
        for flow in ("dice", "chips"):
            for confirm in (False, True):
                per_turn = [
                    taps
                    for seed in args.seeds
                    for taps in real_turns(seed, rules, chips=flow == "chips", confirm=confirm)
                ]
                print(
                    f"{rules:<9}  {flow:<5}  {'on' if confirm else 'off':<7}  {len(per_turn):>5}"
                    f"  {statistics.median(per_turn):>6.1f}  {statistics.mean(per_turn):>4.2f}"
                    f"  {max(per_turn):>3}"
                )


if __name__ == "__main__":
    main()
