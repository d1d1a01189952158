"""What the expert loses per game on Quick and Extended: an exact policy evaluation of
its turn plans against the solved optimum (``exact``), for the Expert as it plays (on the
solved tables, ``state_value``: a loss of 0) and for the box-by-box estimate it played
by before (``SheetValue``).

    python3 -m bench.exact_loss quick extended
"""

from __future__ import annotations

import sys
import time

from balut.rules import RULESETS, RuleSet
from balut.strategy import exact
from balut.strategy.search import StateValue, TurnPlan, state_value
from balut.strategy.tables import KEEPS, OUTCOMES, START, SUBKEEPS, THROWS
from balut.strategy.value import CATEGORIES, SheetState, SheetValue


def expert_total(rules: RuleSet, estimate: StateValue) -> float:
    """The exact expected grand total from an empty sheet of an expert whose turn plans
    price sheets by ``estimate``."""
    boxes = rules.boxes_per_row
    base = boxes + 1
    scores = exact._scores(rules)
    worth = [0.0] * base**7
    for s in range(len(worth) - 1, -1, -1):
        counts = [(s // base**i) % base for i in range(7)]
        if all(c == boxes for c in counts):
            continue
        state = SheetState(tuple((0,) * c for c in counts), (-1,) * 7)
        plan = TurnPlan(rules, state, estimate)
        final = []
        for t in range(len(THROWS)):
            fill, _, _ = max(plan.columns, key=lambda column: column[2][t])
            i = CATEGORIES.index(fill.category)
            final.append((0 if fill.crossed else scores[i][t]) + worth[s + base**i])
        one = _step(plan.keep_one, final)
        two = _step(plan.keep_two, one)
        worth[s] = sum(p * two[u] for u, p in START)
    return worth[0]


def _step(chosen: list[float], stand: list[float]) -> list[float]:
    """Per throw: the true worth of the keep the plan picks (its own estimates)."""
    true = [sum(p * stand[u] for u, p in OUTCOMES[k]) for k in range(len(KEEPS))]
    return [true[max(SUBKEEPS[t], key=chosen.__getitem__)] for t in range(len(THROWS))]


def losses(name: str) -> str:
    """One line: the optimum of rule set ``name`` and what each expert loses against it."""
    rules = RULESETS[name]
    started = time.perf_counter()
    best = exact.solved_value(rules)
    assert best is not None
    now = expert_total(rules, state_value(rules))
    old = expert_total(rules, SheetValue(rules))
    loss = round(best - now, 6) + 0.0  # (+ 0.0: a rounding's -0.0 printed as 0.0)
    return (
        f"{name}: optimum {best:.4f}; the Expert {now:.4f}, loss {loss:.4f}; "
        f"box by box {old:.4f}, loss {best - old:.4f} ({time.perf_counter() - started:.1f} s)"
    )


def main() -> None:
    for name in sys.argv[1:] or ["quick"]:
        print(losses(name))


if __name__ == "__main__":
    main()
