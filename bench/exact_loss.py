"""What the box-by-box expert loses per game on Quick and Extended: an exact policy
evaluation of its turn plans (``SheetValue``) against the solved optimum (``exact``).

    python3 -m bench.exact_loss quick extended
"""

from __future__ import annotations

import sys
import time

from balut.rules import RULESETS, RuleSet
from balut.strategy import exact
from balut.strategy.search import TurnPlan
from balut.strategy.tables import KEEPS, OUTCOMES, START, SUBKEEPS, THROWS
from balut.strategy.value import CATEGORIES, SheetState, SheetValue


def old_expert(rules: RuleSet) -> float:
    """The box-by-box expert's exact expected grand total from an empty sheet."""
    boxes = rules.boxes_per_row
    base = boxes + 1
    estimate = SheetValue(rules)
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


def main() -> None:
    for name in sys.argv[1:] or ["quick"]:
        rules = RULESETS[name]
        started = time.perf_counter()
        old = old_expert(rules)
        best = exact.solved_value(rules)
        assert best is not None
        print(
            f"{name}: expert {old:.4f}, optimum {best:.4f}, loss {best - old:.4f} "
            f"({time.perf_counter() - started:.1f} s)"
        )


if __name__ == "__main__":
    main()
