"""Play for what the table plays for: the options priced by an aim other than points.

An aim is a value of the end-of-game distribution of every seat's deciding number.
Each seat's final number is taken as normal: the mean of its sheet (``state_value``:
exact where the rule set is solved) and the variance of the rest of it
(``SheetValue.moments``: each row paid or not on its own, the dice-total band, the
boxes' spread). The current seat's turn is then searched exactly (every keep, every
box, ``TurnPlan``) on the value of each sheet it can end the turn with, the others'
sheets as they stand:

- ``"points"``: the expected deciding number (the default: ``search.options_now``);
- ``"win"``: the chance to finish first, ``E[prod_j F_j(X)]``;
- ``"not_last"``: the chance not to finish last ("loser buys the round"),
  ``1 - E[prod_j (1 - F_j(X))]``;
- ``"stake"``: the expected point difference against the others, what a stake per point
  settles pairwise: ``sum_j (E[X] - E[Y_j])``. Linear in the seat's own expected number
  (the others' are fixed by their sheets during its turn), so it ranks exactly as
  ``"points"`` does; its figures are the difference, its losses ``others`` times the
  points' ones.

A chance adds a millionth per point of the seat's expected number, so a game already
decided (every option at a chance of 0 or 1) still plays for points. Alone at the table
every aim is points.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import replace
from math import erf, exp, sqrt

from ..errors import InvalidInputError
from ..game import Game
from ..rules import RuleSet
from .search import Option, TurnPlan, options_now, pick_options, state_of, state_value
from .value import SheetState, SheetValue

__all__ = [
    "AIMS",
    "AimValue",
    "aim_options",
    "aim_plan",
    "chance",
    "check_aim",
    "close_call",
    "final_spread",
]

#: The aims a seat can play for, the default first.
AIMS: tuple[str, ...] = ("points", "win", "not_last", "stake")
#: A chance's tiebreak: this much per point of the seat's expected number.
PER_POINT = 1e-6
#: The least variance of a final number (a whole number: a tie shares the chance).
LEAST_VARIANCE = 0.25
# The seat's own final number, integrated on a grid of standard normal points.
_STEP = 0.2
_GRID = [i * _STEP for i in range(-20, 21)]
_WEIGHTS = [exp(-z * z / 2) for z in _GRID]
_WEIGHTS = [w / sum(_WEIGHTS) for w in _WEIGHTS]

Spread = tuple[float, float]  # the mean and variance of a final number


def check_aim(aim: str) -> str:
    """``aim`` when it is one of ``AIMS``, else InvalidInputError ``unknown_aim``."""
    if aim not in AIMS:
        raise InvalidInputError(
            f"an aim is one of {', '.join(AIMS)}, got {aim!r:.30}",
            "unknown_aim",
            {"aim": str(aim)[:30]},
        )
    return aim


def close_call(aim: str, others: int) -> float:
    """The loss of a close call under ``aim`` (what the club player may slip on): 0.2
    points, a point of chance in a hundred, 0.2 points against each other seat."""
    if aim in ("win", "not_last"):
        return 0.01
    return 0.2 * max(1, others) if aim == "stake" else 0.2


def _below(x: float, spread: Spread) -> float:
    """The chance that a final number of ``spread`` is below ``x`` (a tie half)."""
    mean, variance = spread
    return 0.5 * (1 + erf((x - mean) / sqrt(2 * variance)))


def chance(aim: str, own: Spread, others: tuple[Spread, ...]) -> float:
    """The chance of ``aim`` (``"win"`` or ``"not_last"``) for a seat of final number
    ``own`` against ``others``."""
    mean, variance = own
    if len(others) == 1:  # one other seat: the difference is normal
        other_mean, other_variance = others[0]
        return _below(mean, (other_mean, variance + other_variance))
    points = [mean] if variance <= LEAST_VARIANCE else [mean + z * sqrt(variance) for z in _GRID]
    weights = [1.0] if len(points) == 1 else _WEIGHTS
    total = 0.0
    for x, w in zip(points, weights, strict=True):
        product = 1.0
        for other in others:
            below = _below(x, other)
            product *= below if aim == "win" else 1 - below
        total += w * product
    return total if aim == "win" else 1 - total


class AimValue:
    """What a sheet of the current seat is worth under a chance aim, the other seats'
    final numbers ``others``: a drop-in for ``SheetValue`` in ``TurnPlan``."""

    def __init__(self, rules: RuleSet, aim: str, others: tuple[Spread, ...]) -> None:
        self.rules = rules
        self.aim = aim
        self.others = others

    def __call__(self, state: SheetState) -> float:
        own = final_spread(self.rules, state)
        return chance(self.aim, own, self.others) + PER_POINT * own[0]


def final_spread(rules: RuleSet, state: SheetState) -> Spread:
    """A seat's final number: its mean (``state_value``) and variance from its sheet
    as it stands."""
    value = state_value(rules)
    spread = value if isinstance(value, SheetValue) else SheetValue(rules)
    mean, variance = spread.moments(state)
    if spread is not value or rules.prediction:  # solved, or the prediction's bonus
        mean = value(state)
    return mean, max(LEAST_VARIANCE, variance)


_PLANS: OrderedDict[tuple[object, ...], TurnPlan] = OrderedDict()


def aim_plan(game: Game, aim: str) -> TurnPlan:
    """The current seat's turn plan under a chance aim (cached per turn)."""
    rules = game.rules
    seat = game.current_index
    own = state_of(game.sheet(seat))
    others = tuple(state_of(game.sheet(i)) for i in range(len(game.players)) if i != seat)
    key = (rules, aim, own, others)
    plan = _PLANS.get(key)
    if plan is None:
        spreads = tuple(final_spread(rules, s) for s in others)
        plan = _PLANS[key] = TurnPlan(rules, own, AimValue(rules, aim, spreads))
        if len(_PLANS) > 16:
            _PLANS.popitem(last=False)
    return plan


def aim_options(game: Game, aim: str, *, picking: bool = False) -> list[Option]:
    """Every legal option of the current seat now under ``aim``, best first (``picking``:
    a team captain's pick, also one being changed)."""
    alone = len(game.players) == 1
    chance_aim = check_aim(aim) in ("win", "not_last") and not alone
    plan = aim_plan(game, aim) if chance_aim else None
    options = pick_options(game, plan) if picking else options_now(game, plan)
    return _differences(game, options) if aim == "stake" and not alone else options


def _differences(game: Game, options: list[Option]) -> list[Option]:
    """``options`` priced as the expected point difference against the other seats."""
    rules, seat, others = game.rules, game.current_index, len(game.players) - 1
    theirs = sum(
        state_value(rules)(state_of(game.sheet(i))) for i in range(len(game.players)) if i != seat
    )
    return [
        replace(o, expected=others * o.expected - theirs, loss=others * o.loss) for o in options
    ]
