"""Exact play for Quick and Extended Balut: a dynamic program over the sheet.

The grand total is the sum of the boxes (plus the per-balut and first-roll balut
bonuses, which go with a box as it is filled), so the expected final total from a sheet
is what is in it plus ``V(open boxes)``: ``V`` of a sheet state (boxes filled per row,
0..``boxes_per_row``) is the expectation, over an optimally played turn (three rolls,
any keep, then the best box, a crossing out allowed), of the box's value plus ``V`` of
the state after it. Quick has 2**7 states, Extended 3**7.

The turn is solved on the 252 sorted throws and 462 keeps: rolling the rest of a keep
is the mean over the next die's face of the keep with that die added, and the best keep
of a throw the best over its sub-keeps, found by removing one die at a time.
"""

from __future__ import annotations

from functools import cache

from ..dice import Category, Dice
from ..rules import RULESETS, RuleSet, box_score
from .tables import KEEP_INDEX, KEEPS, THROW_INDEX, THROWS
from .value import SheetState

__all__ = ["ExactValue", "exact_table", "exact_value", "is_exact", "solve", "solved_value"]

CATEGORIES = tuple(Category)
_FACES = range(1, 7)
_SIZE = [len(k) for k in KEEPS]
#: Per keep of fewer than five dice: the keeps with one more die, one per face.
_ADD: list[tuple[int, ...]] = [
    tuple(KEEP_INDEX[tuple(sorted((*k, f)))] for f in _FACES) if len(k) < 5 else () for k in KEEPS
]
#: Per keep: the distinct keeps with one die fewer.
_REMOVE: list[tuple[int, ...]] = [
    tuple(sorted({KEEP_INDEX[k[:i] + k[i + 1 :]] for i in range(len(k))})) for k in KEEPS
]
_DOWN = sorted(range(len(KEEPS)), key=lambda k: -_SIZE[k])  # five dice first
_UP = sorted(range(len(KEEPS)), key=lambda k: _SIZE[k])
_SHORT = [k for k in _DOWN if _SIZE[k] < 5]
#: The keep index of each throw (a keep of all five dice).
_AS_KEEP = [KEEP_INDEX[t] for t in THROWS]
_EMPTY = KEEP_INDEX[()]
_BALUTS = [THROW_INDEX[(f,) * 5] for f in _FACES]


def is_exact(rules: RuleSet) -> bool:
    """The table is the exact optimum under ``rules``: grand-total scoring with the
    bonuses that go with a box (per balut, first-roll balut, the casual 30 Balut), any
    tiebreak, turn order or timer, and no option that changes a turn (locked holds, team
    play) or makes the total non-additive (prediction). ``dice_total_only`` changes
    nothing here (the grand total is the dice total plus those bonuses)."""
    return (
        rules.final_scoring == "grand_total"
        and not rules.jackpot
        and not rules.prediction
        and not rules.locked_holds
        and not rules.team_play
    )


def _expect(stand: list[float]) -> list[float]:
    """Per keep: the mean of the throw values ``stand`` after rolling the other dice."""
    w = [0.0] * len(KEEPS)
    for t, k in enumerate(_AS_KEEP):
        w[k] = stand[t]
    for k in _SHORT:
        a, b, c, d, e, f = _ADD[k]
        w[k] = (w[a] + w[b] + w[c] + w[d] + w[e] + w[f]) / 6.0
    return w


def _best(w: list[float]) -> list[float]:
    """Per throw: the best of ``w`` over its keeps (keeping all five included)."""
    best = list(w)
    for k in _UP:
        for r in _REMOVE[k]:
            if best[r] > best[k]:
                best[k] = best[r]
    return [best[k] for k in _AS_KEEP]


def _turn(final: list[float], first_roll: list[float]) -> float:
    """The expected value of a turn whose throws are worth ``final`` to stand on (no
    rolls left; ``first_roll``: standing on the first roll, its bonus included)."""
    one_left = _best(_expect(final))
    two_left = [max(a, b) for a, b in zip(first_roll, _best(_expect(one_left)), strict=True)]
    return _expect(two_left)[_EMPTY]


def _scores(rules: RuleSet) -> list[list[int]]:
    """Per category (``Category`` order), each throw's box value: the box score plus
    the per-balut bonus for five of a kind entered for a score."""
    table = []
    for cat in CATEGORIES:
        row = []
        for t in THROWS:
            v = box_score(Dice(t), cat, rules)
            if v and len(set(t)) == 1:
                v += rules.per_balut_bonus
            row.append(v)
        table.append(row)
    return table


def solve(rules: RuleSet) -> list[float]:
    """``V`` per sheet state, the state numbered by its boxes filled per row in base
    ``boxes_per_row + 1`` (Fours the lowest digit): the expected sum of the boxes still
    open under optimal play."""
    base = rules.boxes_per_row + 1
    rows = len(CATEGORIES)
    scores = _scores(rules)
    balut_row = CATEGORIES.index(Category.BALUT)
    first_bonus = rules.first_roll_balut_bonus
    size = base**rows
    value = [0.0] * size
    place = [base**i for i in range(rows)]
    # Fuller sheets first: a state's next states have higher numbers.
    for state in range(size - 1, -1, -1):
        open_rows = [i for i in range(rows) if (state // place[i]) % base < base - 1]
        if not open_rows:
            continue
        columns = []
        for i in open_rows:
            after = value[state + place[i]]
            crossed = after  # crossing out: 0 in the box
            columns.append([max(s + after, crossed) for s in scores[i]])
        final = [max(c) for c in zip(*columns, strict=True)]
        first = final
        if first_bonus and balut_row in open_rows:
            first = list(final)
            after = value[state + place[balut_row]]
            for t in _BALUTS:
                first[t] = max(final[t], scores[balut_row][t] + first_bonus + after)
        value[state] = _turn(final, first)
    return value


def table_key(rules: RuleSet) -> tuple[int, str, bool, int, int]:
    """What the table depends on."""
    return (
        rules.boxes_per_row,
        rules.box_scoring,
        rules.balut_bonus,
        rules.per_balut_bonus,
        rules.first_roll_balut_bonus,
    )


@cache
def _table(key: tuple[int, str, bool, int, int]) -> tuple[float, ...]:
    from .solved import TABLES, decode

    shipped = TABLES.get(key)
    if shipped is not None:
        return decode(shipped)
    boxes, _, balut_bonus, per_balut, first_roll = key
    base = next(r for r in RULESETS.values() if r.boxes_per_row == boxes and is_exact(r))
    rules = base.derive(
        balut_bonus=balut_bonus, per_balut_bonus=per_balut, first_roll_balut_bonus=first_roll
    )
    return tuple(solve(rules))


#: The most boxes per row whose table is solved at first use when not shipped: Quick
#: takes ~0.15 s in CPython; Extended ~2.3 s, several times that in Pyodide, which a
#: bot's turn or a hint must not wait for (such a game keeps the coach's estimate).
SOLVED_AT_FIRST_USE = 1


def exact_table(rules: RuleSet) -> tuple[float, ...] | None:
    """``V`` per sheet state (see ``solve``) when ``is_exact(rules)``, else None: the
    shipped table (``solved.py``) or, for other bonuses, one solved at first use and
    cached (Quick only: `SOLVED_AT_FIRST_USE`)."""
    if not is_exact(rules):
        return None
    key = table_key(rules)
    from .solved import TABLES

    if key not in TABLES and rules.boxes_per_row > SOLVED_AT_FIRST_USE:
        return None
    return _table(key)


def solved_value(rules: str | RuleSet) -> float | None:
    """The optimal expected grand total from an empty sheet under ``rules`` (a rule set
    or its name), or None where the table is not exact (``is_exact``)."""
    the_rules = RULESETS.get(rules) if isinstance(rules, str) else rules
    if the_rules is None:
        return None
    table = exact_table(the_rules)
    return None if table is None else table[0]


class ExactValue:
    """The expected final grand total of a sheet under optimal play: what is in it (its
    bonuses in) plus ``V`` of its open boxes. A drop-in for ``SheetValue``."""

    def __init__(self, rules: RuleSet, table: tuple[float, ...]) -> None:
        self.rules = rules
        self._table = table
        self._base = rules.boxes_per_row + 1

    def __call__(self, state: SheetState) -> float:
        rules = self.rules
        total = sum(sum(row) for row in state.rows)
        total += rules.per_balut_bonus * state.baluts_entered
        total += rules.first_roll_balut_bonus * state.first_roll_baluts
        index = 0
        for row in reversed(state.rows):
            index = index * self._base + len(row)
        return total + self._table[index]


def exact_value(rules: RuleSet) -> ExactValue | None:
    """The exact sheet value under ``rules``, or None where it is not exact."""
    table = exact_table(rules)
    return None if table is None else ExactValue(rules, table)
