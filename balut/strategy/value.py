"""What the rest of a sheet is worth: the expected final number (points, grand total or
dice total) of a sheet, the boxes still open valued as if each got a turn of its own.

Every open regular box of a row is taken to get the box value of a turn spent chasing
that row (the hold that maximises the row's expected box score after each roll: the
``chase`` distributions). That is a policy a player can follow, so the value is a
reachable floor; the turn search adds what the dice of the turn at hand offer on top.
From those distributions, exactly: a row's chance of reaching its target (the sum of
its open boxes by convolution), of holding a real straight or full house in every box,
the baluts to come; with a normal approximation for the final dice total, the
adjustment band it lands in. On the standard game the floor is then raised to what the
Expert's rollouts reach (``correction``, fitted by ``scripts/fit_calibration.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from math import erf, sqrt

from ..dice import Category, Dice
from ..rules import QUICK, ROW_CONDITIONS, STANDARD, RuleSet, box_score
from .calibrated import SHIFT
from .fitted import TRIES as FITTED_TRIES
from .tables import KEEPS, OUTCOMES, START, SUBKEEPS, THROWS

__all__ = ["Chase", "SheetState", "SheetValue", "chase", "correction"]

CATEGORIES = tuple(Category)


@dataclass(frozen=True)
class Chase:
    """A turn spent on one row: ``values`` (box value -> probability) and their mean
    and variance."""

    values: dict[int, float]
    mean: float
    variance: float


@cache
def scores(box_scoring: str, balut_bonus: bool) -> dict[Category, tuple[int, ...]]:
    """Per category, the regular box score of every throw (index as ``THROWS``)."""
    rules = (QUICK if box_scoring == "quick" else STANDARD).derive(balut_bonus=balut_bonus)
    return {cat: tuple(box_score(Dice(t), cat, rules) for t in THROWS) for cat in CATEGORIES}


def best_keeps(final: list[float]) -> tuple[list[int], list[int]]:
    """The turn search on throw values ``final`` (what standing on a throw is worth):
    per throw, the best keep after the first roll and after the second."""

    def best(values: list[float]) -> tuple[list[int], list[float]]:
        worth = [sum(p * values[t] for t, p in OUTCOMES[k]) for k in range(len(KEEPS))]
        keeps = [max(SUBKEEPS[d], key=worth.__getitem__) for d in range(len(THROWS))]
        return keeps, [worth[k] for k in keeps]

    keep_second, after_second = best(final)
    keep_first, _ = best(after_second)
    return keep_first, keep_second


@cache
def chase(box_scoring: str, balut_bonus: bool, category: Category) -> Chase:
    """The box value of a turn that chases ``category`` (maximising its expected score)."""
    final = [float(v) for v in scores(box_scoring, balut_bonus)[category]]
    keep_first, keep_second = best_keeps(final)
    mass = [0.0] * len(THROWS)
    for d, p in START:
        for t, q in OUTCOMES[keep_first[d]]:
            mass[t] += p * q
    last = [0.0] * len(THROWS)
    for d, p in enumerate(mass):
        if p:
            for t, q in OUTCOMES[keep_second[d]]:
                last[t] += p * q
    values: dict[int, float] = {}
    for d, p in enumerate(last):
        value = int(final[d])
        values[value] = values.get(value, 0.0) + p
    mean = sum(v * p for v, p in values.items())
    variance = sum((v - mean) ** 2 * p for v, p in values.items())
    return Chase(values, mean, variance)


#: Per row, the extra tries an open box gets per other open box of the sheet, shared
#: among the row's open boxes: a box is worth the best of ``1 + a * others / open``
#: turns chasing its row (fractional tries by a power of the distribution function).
#: The slack of the sheet, that lets a player fill a row when the dice suit it; fitted
#: by self-play (``scripts/fit_strategy.py``, the numbers in ``fitted.py``).
TRIES: dict[Category, float] = {cat: FITTED_TRIES[cat.value] for cat in CATEGORIES}


@cache
def tried(box_scoring: str, balut_bonus: bool, category: Category, tries: float) -> Chase:
    """The box value of the best of ``tries`` turns chasing ``category``."""
    one = chase(box_scoring, balut_bonus, category)
    if tries <= 1.0:
        return one
    values: dict[int, float] = {}
    below = 0.0
    cumulative = 0.0
    for v in sorted(one.values):
        cumulative = min(1.0, cumulative + one.values[v])
        at_most = cumulative**tries
        values[v] = at_most - below
        below = at_most
    mean = sum(v * p for v, p in values.items())
    variance = sum((v - mean) ** 2 * p for v, p in values.items())
    return Chase(values, mean, variance)


@cache
def _sums(
    box_scoring: str, balut_bonus: bool, category: Category, boxes: int, tries: float = 1.0
) -> dict[int, float]:
    """The distribution of the sum of ``boxes`` chased boxes of ``category``."""
    total = {0: 1.0}
    one = tried(box_scoring, balut_bonus, category, tries).values
    for _ in range(boxes):
        step: dict[int, float] = {}
        for s, p in total.items():
            for v, q in one.items():
                step[s + v] = step.get(s + v, 0.0) + p * q
        total = step
    return total


@cache
def reach(
    box_scoring: str,
    balut_bonus: bool,
    category: Category,
    boxes: int,
    need: int,
    tries: float = 1.0,
) -> float:
    """The chance that ``boxes`` chased boxes of ``category`` add up to ``need`` or more."""
    if need <= 0:
        return 1.0
    sums = _sums(box_scoring, balut_bonus, category, boxes, tries)
    return sum(p for s, p in sums.items() if s >= need)


@dataclass(frozen=True)
class SheetState:
    """A sheet reduced to what its value depends on (cheap to copy and hash)."""

    rows: tuple[tuple[int, ...], ...]  # per category, in ``Category`` order
    jackpots: tuple[int | None, ...]  # per category: None open, else the value (-1: no box)
    baluts_entered: int = 0
    first_roll_baluts: int = 0
    prediction: int | None = None  # the seat's stated prediction (prediction option)

    def filled(self, category: Category, value: int, *, jackpot: bool, balut: bool) -> SheetState:
        """The state after ``value`` goes in the row's next box (or its jackpot box);
        ``balut``: the dice were five of a kind (for the per-balut bonus)."""
        i = CATEGORIES.index(category)
        rows, jackpots = self.rows, self.jackpots
        if jackpot:
            jackpots = (*jackpots[:i], value, *jackpots[i + 1 :])
        else:
            rows = (*rows[:i], (*rows[i], value), *rows[i + 1 :])
        entered = self.baluts_entered + (1 if balut and value else 0)
        return SheetState(rows, jackpots, entered, self.first_roll_baluts, self.prediction)


def _normal_at_least(mean: float, variance: float, low: float) -> float:
    if variance <= 1e-9:
        return 1.0 if mean >= low else 0.0
    return 0.5 * (1 - erf((low - 0.5 - mean) / sqrt(2 * variance)))


def _normal_exactly(mean: float, variance: float, value: int) -> float:
    """The chance that a whole number spread about `mean` comes out `value`."""
    if variance <= 1e-9:
        return 1.0 if round(mean) == value else 0.0
    return _normal_at_least(mean, variance, value) - _normal_at_least(mean, variance, value + 1)


#: House options that leave the standard sheet's value as calibrated (the prediction
#: bonus is priced on top of it).
_NEUTRAL = ("tiebreak", "turn_order", "speed_seconds", "prediction", "prediction_bonus")


def correction(open_boxes: int) -> float:
    """Points added to the standard game's estimate of a sheet with ``open_boxes`` open
    (fitted on the Expert's rollouts, ``calibrated.py``)."""
    return SHIFT[open_boxes]


class SheetValue:
    """The expected final number of sheets under one rule set (on the standard game,
    house options ``_NEUTRAL`` or not, calibrated: ``correction``)."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self._key = (rules.box_scoring, rules.balut_bonus)
        self._chases = {cat: chase(*self._key, cat) for cat in CATEGORIES}
        self._calibrated = replace(rules, **{o: getattr(STANDARD, o) for o in _NEUTRAL}) == STANDARD

    def _tries(self, category: Category, boxes: int, turns: int) -> float:
        if boxes <= 0:
            return 1.0
        return round(1.0 + TRIES[category] * (turns - boxes) / boxes, 4)

    def _tried(self, category: Category, boxes: int, turns: int) -> Chase:
        return tried(*self._key, category, self._tries(category, boxes, turns))

    def __call__(self, state: SheetState) -> float:
        return self._with_prediction(state, *self.moments(state))

    def moments(self, state: SheetState) -> tuple[float, float]:
        """The mean and variance of the sheet's final deciding number (every bonus in but
        the prediction's; the mean calibrated on the standard game)."""
        rules = self.rules
        boxes = rules.boxes_per_row
        total = sum(sum(row) for row in state.rows)
        if rules.jackpot_in_dice_total:
            total += sum(v for v in state.jackpots if v and v > 0)
        left = {cat: boxes - len(row) for cat, row in zip(CATEGORIES, state.rows, strict=True)}
        turns = sum(left.values()) + sum(1 for v in state.jackpots if v is None)
        chases = {c: self._tried(c, n, turns) for c, n in left.items()}
        mean = total + sum(chases[c].mean * n for c, n in left.items())
        variance = sum(chases[c].variance * n for c, n in left.items())
        bonus = rules.per_balut_bonus * state.baluts_entered
        bonus += rules.first_roll_balut_bonus * state.first_roll_baluts
        if not rules.uses_points_table:
            return mean + bonus, variance
        points = 0.0
        spread = 0.0  # the points' variance, each row paid or not on its own
        for i, cat in enumerate(CATEGORIES):
            row, n = state.rows[i], left[cat]
            condition = ROW_CONDITIONS.get(cat)
            if condition is None:  # the Balut row
                first, further = rules.balut_row_points
                baluts = sum(1 for v in row if v)
                now = first + further * (baluts - 1) if baluts else 0
                chance = 1 - chases[cat].values.get(0, 0.0)
                future = n * chance * (further if baluts else first)
                points += now + future
                spread += n * chance * (1 - chance) * further**2
                continue
            if condition.kind == "total":
                tries = self._tries(cat, n, turns)
                paid = reach(*self._key, cat, n, condition.target - sum(row), tries)
            else:
                real = 1 - chases[cat].values.get(0, 0.0)
                paid = 0.0 if 0 in row else real**n
            row_points = condition.points * paid
            swing = condition.points
            jackpot = state.jackpots[i]
            if jackpot is not None and jackpot > 0:
                row_points += condition.jackpot_swing * (2 * paid - 1)
                swing += 2 * condition.jackpot_swing
            points += row_points
            spread += paid * (1 - paid) * swing**2
        bands = rules.adjustment_bands
        adjustment = float(bands[0][1])
        for (low, value), (_, before) in zip(bands[1:], bands, strict=False):
            step = _normal_at_least(mean, variance, low)
            adjustment += (value - before) * step
            spread += (value - before) ** 2 * step * (1 - step)
        shift = correction(turns) if self._calibrated else 0.0
        return points + adjustment + bonus + shift, spread

    def _with_prediction(self, state: SheetState, expected: float, variance: float) -> float:
        """`expected` (the deciding number, every other bonus in) and the prediction
        bonus times the chance of landing on the prediction, the number taken as a whole
        number spread normally with `variance` (exact once the sheet is full)."""
        if not self.rules.prediction or state.prediction is None:
            return expected
        hit = _normal_exactly(expected, variance, state.prediction)
        return expected + self.rules.prediction_bonus * hit
