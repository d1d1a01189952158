"""The turn search: every option at this moment priced as the expected final number.

Exact over the rest of the turn (each keep after each roll, each box at the end) on top
of ``SheetValue`` for the rest of the sheet. The tables of one turn depend only on the
sheet at its start, so they are built once per turn and cached.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Literal, Protocol

from ..dice import Category, Dice
from ..game import Game
from ..rules import RuleSet, jackpot_requirement
from ..sheet import ScoreSheet
from .exact import exact_value
from .tables import KEEP_INDEX, KEEPS, OUTCOMES, START, SUBKEEPS, THROW_INDEX, THROWS
from .value import CATEGORIES, SheetState, SheetValue, scores

__all__ = [
    "Fill",
    "Option",
    "TurnPlan",
    "chased_row",
    "options_now",
    "pick_options",
    "state_of",
    "state_value",
]

Kind = Literal["roll", "hold", "fill", "stand", "pick"]


@dataclass(frozen=True)
class Fill:
    """A box to fill: the row, its jackpot box or not, crossed out or with the dice."""

    category: Category
    jackpot: bool
    crossed: bool


@dataclass(frozen=True)
class Option:
    """One legal option now and what it is worth: the expected final number for this
    seat (``expected``) and how much less than the best option that is (``loss``).

    ``kind``: ``"roll"`` (the turn's first roll), ``"hold"`` (keep ``keep``, the dice
    values held, and roll the rest), ``"fill"`` (``fill``, the box and how; ``value``
    is what it gets); in team play a member's ``"stand"`` (on the dice rolled: the
    captain picks later, priced as the best box they would fill) and the captain's
    ``"pick"`` (the dice of member ``member``, ``keep`` their values, for the box)."""

    kind: Kind
    expected: float
    loss: float = 0.0
    keep: tuple[int, ...] = ()
    fill: Fill | None = None
    value: int = 0
    member: int | None = None


def state_of(sheet: ScoreSheet) -> SheetState:
    """The value-relevant part of a score sheet."""
    data = sheet.to_dict()
    rows = tuple(tuple(data["rows"][cat.value]) for cat in CATEGORIES)
    jackpots = tuple(data["jackpots"].get(cat.value, -1) for cat in CATEGORIES)
    return SheetState(
        rows, jackpots, data["baluts"], data["first_roll_baluts"], data.get("prediction")
    )


_JACKPOT_TESTS: dict[Category, Callable[[Dice], bool]] = {
    cat: jackpot_requirement(cat)[0] for cat in CATEGORIES if cat is not Category.BALUT
}


class StateValue(Protocol):
    """What a sheet is worth: ``SheetValue`` (the box-by-box estimate) or, where the rule
    set is solved, ``exact.ExactValue``."""

    rules: RuleSet

    def __call__(self, state: SheetState, /) -> float: ...


class TurnPlan:
    """The search tables of one turn for one sheet (exact play when ``value`` is)."""

    def __init__(self, rules: RuleSet, state: SheetState, value: StateValue) -> None:
        self.rules = rules
        table = scores(rules.box_scoring, rules.balut_bonus)
        boxes = rules.boxes_per_row
        # Per box the table can fill: how, and what it is worth after each throw.
        self.columns: list[tuple[Fill, tuple[int, ...], list[float]]] = []
        # Per row box: what crossing it out is worth (a legal move even when it scores).
        self.crossed: dict[Category, float] = {}
        for i, cat in enumerate(CATEGORIES):
            row_open = len(state.rows[i]) < boxes
            if row_open:
                self._add(state, value, cat, table[cat], jackpot=False)
            if state.jackpots[i] is None:
                enter = row_open and cat in _JACKPOT_TESTS
                allowed = _JACKPOT_ALLOWED[cat] if enter else None
                if allowed is not None:
                    self._add(state, value, cat, table[cat], jackpot=True, allowed=allowed)
                after = value(state.filled(cat, 0, jackpot=True, balut=False))
                self.columns.append((Fill(cat, True, True), _ZEROS, [after] * len(THROWS)))
        final = list(map(max, zip(*(column for _, _, column in self.columns), strict=True)))
        self.final = final  # standing on a throw with no rolls left
        # Standing on the first roll: a balut entered as a Balut earns the Danish bonus.
        self.stand_first = list(final)
        balut_row = CATEGORIES.index(Category.BALUT)
        if rules.first_roll_balut_bonus and len(state.rows[balut_row]) < boxes:
            for d in _BALUT_THROWS:
                v = table[Category.BALUT][d]
                nxt = state.filled(Category.BALUT, v, jackpot=False, balut=True)
                bonus = SheetState(
                    nxt.rows, nxt.jackpots, nxt.baluts_entered, nxt.first_roll_baluts + 1
                )
                self.stand_first[d] = max(final[d], value(bonus))
        self.keep_one = [sum(p * final[t] for t, p in OUTCOMES[k]) for k in range(len(KEEPS))]
        one_left = [max(self.keep_one[k] for k in SUBKEEPS[d]) for d in range(len(THROWS))]
        self.keep_two = [sum(p * one_left[t] for t, p in OUTCOMES[k]) for k in range(len(KEEPS))]
        two_left = [
            max(self.stand_first[d], max(self.keep_two[k] for k in SUBKEEPS[d]))
            for d in range(len(THROWS))
        ]
        self.start = sum(p * two_left[t] for t, p in START)
        self._aim_cache: dict[tuple[int, int], list[float]] = {}
        self._end_rows: list[int | None] | None = None

    def _add(
        self,
        state: SheetState,
        value: StateValue,
        cat: Category,
        scores_of: tuple[int, ...],
        *,
        jackpot: bool,
        allowed: frozenset[int] | None = None,
    ) -> None:
        """A box's column: the value of the sheet after each throw goes in it."""
        worth = {
            v: value(state.filled(cat, v, jackpot=jackpot, balut=False)) for v in set(scores_of)
        }
        column = [worth[v] for v in scores_of]
        if value.rules.per_balut_bonus:  # five of a kind entered for a score earns it
            for d in _BALUT_THROWS:
                if scores_of[d]:
                    column[d] = value(state.filled(cat, scores_of[d], jackpot=jackpot, balut=True))
        if allowed is not None:
            column = [w if d in allowed else _NEVER for d, w in enumerate(column)]
        self.columns.append((Fill(cat, jackpot, False), scores_of, column))
        if not jackpot:
            self.crossed[cat] = value(state.filled(cat, 0, jackpot=False, balut=False))

    def options(
        self, dice: tuple[int, ...] | None, rolls_left: int, locked: tuple[int, ...] = ()
    ) -> list[Option]:
        """Every option for a turn at ``dice`` with ``rolls_left`` (``locked``: dice
        values that must stay held), unranked."""
        if dice is None:
            return [Option("roll", self.start)]
        d = THROW_INDEX[tuple(sorted(dice))]
        found: list[Option] = []
        for fill, scores_of, column in self.columns:
            if column[d] == _NEVER:
                continue
            worth = column[d]
            v = scores_of[d]
            if rolls_left == 2 and fill.category is Category.BALUT and not fill.jackpot and v:
                worth = max(worth, self.stand_first[d])
            crossed = fill.crossed or v == 0
            found.append(
                Option("fill", worth, fill=Fill(fill.category, fill.jackpot, crossed), value=v)
            )
            if v and not fill.jackpot:  # a box that would score may still be crossed out
                cross = Fill(fill.category, False, True)
                found.append(Option("fill", self.crossed[fill.category], fill=cross))
        if rolls_left:
            table = self.keep_two if rolls_left == 2 else self.keep_one
            need = sorted(locked)
            for k in SUBKEEPS[d]:
                keep = KEEPS[k]
                if len(keep) == len(dice) or not _contains(keep, need):
                    continue  # keeping all five is standing: the fills say it
                found.append(Option("hold", table[k], keep=keep))
        return found

    def chased(self, keep: tuple[int, ...], rolls_left: int) -> Category | None:
        """The row a hold of ``keep`` (with ``rolls_left`` before the roll) aims for: the
        row most likely to get a score (not a zero) at the turn's end, playing on as the
        plan does; None when no row is likely to score."""
        chances = self._aims(KEEP_INDEX[tuple(sorted(keep))], rolls_left)
        best = max(range(len(CATEGORIES)), key=chances.__getitem__)
        return CATEGORIES[best] if chances[best] > 0 else None

    def _aims(self, k: int, rolls_left: int) -> list[float]:
        """Per row, the chance the turn ends with a score in it after keep ``k``."""
        key = (k, rolls_left)
        found = self._aim_cache.get(key)
        if found is not None:
            return found
        ends = self._ends()
        chances = [0.0] * len(CATEGORIES)
        for t, p in OUTCOMES[k]:
            nxt = self._next_keep(t) if rolls_left > 1 else None
            if nxt is None:  # standing on the throw: the plan's box for it
                row = ends[t]
                if row is not None:
                    chances[row] += p
            else:
                for i, q in enumerate(self._aims(nxt, rolls_left - 1)):
                    chances[i] += p * q
        self._aim_cache[key] = chances
        return chances

    def _next_keep(self, t: int) -> int | None:
        """With one roll left at throw ``t``: the plan's keep, or None to stand."""
        k = max(SUBKEEPS[t], key=self.keep_one.__getitem__)
        return k if self.keep_one[k] > self.final[t] and len(KEEPS[k]) < 5 else None

    def _ends(self) -> list[int | None]:
        """Per throw with no rolls left: the row of the plan's box, when it scores."""
        if self._end_rows is None:
            rows: list[int | None] = []
            for t in range(len(THROWS)):
                fill, scores_of, _ = max(self.columns, key=lambda c: c[2][t])
                rows.append(CATEGORIES.index(fill.category) if scores_of[t] else None)
            self._end_rows = rows
        return self._end_rows


_NEVER = float("-inf")
_ZEROS = (0,) * len(THROWS)
_BALUT_THROWS = tuple(d for d, t in enumerate(THROWS) if len(set(t)) == 1)
# Per row with a jackpot box: the throws that meet its entry requirement.
_JACKPOT_ALLOWED: dict[Category, frozenset[int]] = {
    cat: frozenset(d for d, t in enumerate(THROWS) if test(Dice(t)))
    for cat, test in _JACKPOT_TESTS.items()
}


def _contains(keep: tuple[int, ...], need: list[int]) -> bool:
    rest = list(keep)
    for face in need:
        if face not in rest:
            return False
        rest.remove(face)
    return True


_PLANS: OrderedDict[tuple[RuleSet, SheetState], TurnPlan] = OrderedDict()
_VALUES: dict[RuleSet, StateValue] = {}


def has_plan(rules: RuleSet, state: SheetState) -> bool:
    """The turn plan for this sheet is built (and cached)."""
    return (rules, state) in _PLANS


def plan_for(rules: RuleSet, state: SheetState) -> TurnPlan:
    """The (cached) turn plan for a sheet."""
    key = (rules, state)
    plan = _PLANS.get(key)
    if plan is None:
        plan = _PLANS[key] = TurnPlan(rules, state, state_value(rules))
        if len(_PLANS) > 32:
            _PLANS.popitem(last=False)
    return plan


def state_value(rules: RuleSet) -> StateValue:
    """What a sheet is worth under ``rules`` (exact where solved), cached."""
    value = _VALUES.get(rules)
    if value is None:
        value = _VALUES[rules] = exact_value(rules) or SheetValue(rules)
    return value


def options_now(game: Game, plan: TurnPlan | None = None) -> list[Option]:
    """Every legal option of the current seat now, best first, with its loss (priced
    by ``plan``, by default the seat's turn plan for points)."""
    if game.picking and game.picked is None:  # a team's captain takes a member's dice
        return pick_options(game, plan)
    plan = plan or plan_for(game.rules, state_of(game.sheet(game.current_index)))
    turn = game.turn
    dice = turn.dice
    locked = tuple(d for d, lock in zip(dice or (), turn.locked, strict=False) if lock)
    found = plan.options(dice, turn.rolls_left if dice is not None else 3, locked)
    if game.teams is not None and game.picked is None and dice is not None:
        boxes = [o.expected for o in found if o.kind == "fill"]  # a member fills none
        found = [o for o in found if o.kind != "fill"] + [Option("stand", max(boxes), keep=dice)]
    return _ranked(found)


def chased_row(game: Game, keep: tuple[int, ...]) -> Category | None:
    """The row the current seat's hold of ``keep`` (dice values) chases now."""
    plan = plan_for(game.rules, state_of(game.sheet(game.current_index)))
    return plan.chased(keep, game.rolls_left)


def pick_options(game: Game, plan: TurnPlan | None = None) -> list[Option]:
    """A team captain's options once every member has rolled (a pick made may still be
    changed): one per member's dice, best first, with its loss."""
    plan = plan or plan_for(game.rules, state_of(game.sheet(game.current_index)))
    return _ranked(
        [
            Option("pick", plan.final[THROW_INDEX[tuple(sorted(d))]], keep=d, member=m)
            for m, d in enumerate(game.team_dice)
        ]
    )


def _ranked(found: list[Option]) -> list[Option]:
    best = max(o.expected for o in found)
    ranked = sorted(found, key=lambda o: -o.expected)
    return [replace(o, loss=max(0.0, best - o.expected)) for o in ranked]
