"""Rule sets as data: box scoring tables, row conditions, adjustment bands, house options.

A ``RuleSet`` is a frozen value object. The four named rule sets live in
``RULESETS``; a house option is applied by deriving a new rule set from a named
one: ``STANDARD.derive(tiebreak="shared")``. Behaviour that differs between rule
sets follows data on the rule set rather than its name: ``box_scoring`` picks the
box scoring table, ``final_scoring`` says whether a sheet turns into points.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import cache
from itertools import combinations_with_replacement
from typing import Any, Literal

from ._validate import load_strictly
from .dice import DICE_COUNT, FACES, Category, Dice
from .errors import InvalidInputError
from .limits import HOUSE_OPTION_LIMITS, SPEED_OFF, TIEBREAKS, TURN_ORDERS, check_option

__all__ = [
    "DEFAULT_ADJUSTMENT_BANDS",
    "DEFAULT_SPEED_SECONDS",
    "EXTENDED",
    "HOUSE_OPTIONS",
    "JACKPOT",
    "QUICK",
    "RULESETS",
    "STANDARD",
    "TIEBREAKS",
    "TURN_ORDERS",
    "JackpotReason",
    "RowCondition",
    "RuleSet",
    "balut_box_scores",
    "box_score",
    "get_ruleset",
    "jackpot_balut_scores",
    "jackpot_requirement",
    "possible_box_scores",
    "possible_jackpot_scores",
]

Tiebreak = Literal["dice_total", "shared", "roll_off"]
TurnOrder = Literal["leader", "fixed"]

#: (lowest dice total of the band, points), ascending. In-app Rules: Dice total and final points.
DEFAULT_ADJUSTMENT_BANDS: tuple[tuple[int, int], ...] = (
    (0, -2), (300, -1), (350, 0), (400, 1), (450, 2),
    (500, 3), (550, 4), (600, 5), (650, 6),
)  # fmt: skip

# --- box scoring -----------------------------------------------------------------

BoxScorer = Callable[[Dice, "RuleSet"], int]


def _face_sum(face: int) -> BoxScorer:
    return lambda dice, _rules: face * dice.count(face)


def _straight_kind(dice: Dice) -> int:
    """0 = no straight, 5 = 1-2-3-4-5 (small), 6 = 2-3-4-5-6 (large)."""
    ordered = sorted(dice)
    if ordered == [1, 2, 3, 4, 5]:
        return 5
    if ordered == [2, 3, 4, 5, 6]:
        return 6
    return 0


def _is_full_house(dice: Dice) -> bool:
    """Three of one value and two of *another*; five of a kind is not a full house."""
    return sorted(dice.count(face) for face in set(dice)) == [2, 3]


def _standard_straight(dice: Dice, _rules: RuleSet) -> int:
    return {0: 0, 5: 15, 6: 20}[_straight_kind(dice)]


def _standard_full_house(dice: Dice, _rules: RuleSet) -> int:
    return dice.total if _is_full_house(dice) else 0


def _choice(dice: Dice, _rules: RuleSet) -> int:
    return dice.total


def _standard_balut(dice: Dice, rules: RuleSet) -> int:
    # balut_bonus=False drops "the 20 bonus" (the casual-group option of 000) here too.
    return dice.total + (20 if rules.balut_bonus else 0) if dice.is_balut else 0


def _quick_straight(dice: Dice, _rules: RuleSet) -> int:
    return 25 if _straight_kind(dice) else 0


def _quick_full_house(dice: Dice, _rules: RuleSet) -> int:
    return dice.total + 5 if _is_full_house(dice) else 0


def _quick_balut(dice: Dice, rules: RuleSet) -> int:
    return (50 if rules.balut_bonus else 30) if dice.is_balut else 0


_STANDARD_SCORERS: dict[Category, BoxScorer] = {
    Category.FOURS: _face_sum(4),
    Category.FIVES: _face_sum(5),
    Category.SIXES: _face_sum(6),
    Category.STRAIGHT: _standard_straight,
    Category.FULL_HOUSE: _standard_full_house,
    Category.CHOICE: _choice,
    Category.BALUT: _standard_balut,
}

#: Box scoring tables keyed by ``RuleSet.box_scoring``.
BOX_SCORERS: dict[str, dict[Category, BoxScorer]] = {
    "standard": _STANDARD_SCORERS,
    "quick": {
        **_STANDARD_SCORERS,
        Category.STRAIGHT: _quick_straight,
        Category.FULL_HOUSE: _quick_full_house,
        Category.BALUT: _quick_balut,
    },
}


def box_score(
    dice: Iterable[int] | Dice, category: Category | str, rules: RuleSet | None = None
) -> int:
    """Score of ``dice`` entered in a regular box of ``category`` under ``rules``.

    >>> box_score([6, 6, 6, 4, 4], Category.FULL_HOUSE)
    26
    """
    the_rules = STANDARD if rules is None else rules
    if not isinstance(the_rules, RuleSet):
        raise InvalidInputError(f"rules must be a RuleSet, got {the_rules!r:.100}")
    return BOX_SCORERS[the_rules.box_scoring][Category.parse(category)](Dice.of(dice), the_rules)


# --- jackpot entry requirements (in-app Rules: Jackpot Balut) ---------------------------


@dataclass(frozen=True)
class JackpotReason:
    """Why dice can or cannot go in a row's jackpot box, as a code and its numbers.

    ``code``: ``"eligible"`` (``value`` is what the box would get), ``"no_jackpot_box"``,
    ``"jackpot_filled"``, ``"row_full"`` (only a scratch is left), or the entry
    requirement the dice miss: ``"needs_four"`` (four of ``face``),
    ``"needs_large_straight"``, ``"needs_full_house"`` (worth ``minimum`` or more),
    ``"needs_sum"`` (a sum of ``minimum`` or more)."""

    code: str
    category: Category
    face: int | None = None
    minimum: int | None = None
    value: int | None = None


_JACKPOT_REQUIREMENTS: dict[Category, tuple[Callable[[Dice], bool], JackpotReason]] = {
    Category.FOURS: (lambda d: d.count(4) >= 4, JackpotReason("needs_four", Category.FOURS, 4)),
    Category.FIVES: (lambda d: d.count(5) >= 4, JackpotReason("needs_four", Category.FIVES, 5)),
    Category.SIXES: (lambda d: d.count(6) >= 4, JackpotReason("needs_four", Category.SIXES, 6)),
    Category.STRAIGHT: (
        lambda d: _straight_kind(d) == 6,
        JackpotReason("needs_large_straight", Category.STRAIGHT),
    ),
    Category.FULL_HOUSE: (
        lambda d: _is_full_house(d) and d.total >= 22,
        JackpotReason("needs_full_house", Category.FULL_HOUSE, minimum=22),
    ),
    Category.CHOICE: (
        lambda d: d.total >= 25,
        JackpotReason("needs_sum", Category.CHOICE, minimum=25),
    ),
}


def jackpot_requirement(category: Category) -> tuple[Callable[[Dice], bool], JackpotReason]:
    """The entry test for ``category``'s jackpot box and the requirement it checks."""
    try:
        return _JACKPOT_REQUIREMENTS[category]
    except KeyError:
        raise InvalidInputError(
            f"{category.label} has no jackpot box", "no_jackpot_box", {"category": category.value}
        ) from None


# --- final scoring conditions ------------------------------------------------------------


@dataclass(frozen=True)
class RowCondition:
    """What a row must reach for its category points.

    ``kind`` is ``"total"`` (row total >= ``target``) or ``"all_real"`` (every box
    non-zero; ``target`` is unused and the box count stands in for it).
    ``jackpot_swing`` is the jackpot bonus/penalty for the row (in-app Rules: Jackpot Balut).
    """

    kind: Literal["total", "all_real"]
    target: int
    points: int
    jackpot_swing: int


#: In-app Rules: Category points, and Jackpot Balut's table.
ROW_CONDITIONS: dict[Category, RowCondition] = {
    Category.FOURS: RowCondition("total", 52, 2, 4),
    Category.FIVES: RowCondition("total", 65, 2, 4),
    Category.SIXES: RowCondition("total", 78, 2, 4),
    Category.STRAIGHT: RowCondition("all_real", 0, 4, 8),
    Category.FULL_HOUSE: RowCondition("all_real", 0, 3, 6),
    Category.CHOICE: RowCondition("total", 100, 2, 4),
}

# --- rule sets ---------------------------------------------------------------------------

#: Names of the fields ``RuleSet.derive`` accepts (their allowed values: ``limits``).
HOUSE_OPTIONS: tuple[str, ...] = tuple(HOUSE_OPTION_LIMITS)


@dataclass(frozen=True)
class RuleSet:
    """A complete rule system. Build variants with ``derive``; never mutate.

    Structural fields (fixed per named rule set): ``boxes_per_row``, ``jackpot``
    (a jackpot box in every row but Balut), ``box_scoring`` (key of the box
    scoring table), ``final_scoring`` (``"points"``: category points plus the
    adjustment table; ``"grand_total"``: sum of the boxes), ``balut_row_points``
    (points for the first balut and for each further one).

    House options (in-app Rules: "Other rule sets and house options") are the
    fields named in ``HOUSE_OPTIONS``. ``name`` is the stable key the UI words.
    """

    name: str
    boxes_per_row: int
    jackpot: bool = False
    box_scoring: str = "standard"
    final_scoring: Literal["points", "grand_total"] = "points"
    balut_row_points: tuple[int, int] = (2, 2)
    # house options
    locked_holds: bool = False
    tiebreak: Tiebreak = "dice_total"
    turn_order: TurnOrder = "leader"
    prediction: bool = False
    prediction_bonus: int = 2
    dice_total_only: bool = False
    adjustment_bands: tuple[tuple[int, int], ...] = DEFAULT_ADJUSTMENT_BANDS
    balut_bonus: bool = True
    per_balut_bonus: int = 0
    first_roll_balut_bonus: int = 0
    jackpot_in_dice_total: bool = False
    team_play: bool = False
    speed_seconds: int = SPEED_OFF

    @property
    def rows_with_jackpot(self) -> tuple[Category, ...]:
        """Categories whose row has a jackpot box under this rule set."""
        return tuple(c for c in Category if self.jackpot and c in ROW_CONDITIONS)

    @property
    def rounds(self) -> int:
        """Rounds in a game = boxes on a sheet (28/34/7/14)."""
        return self.boxes_per_row * len(Category) + len(self.rows_with_jackpot)

    @property
    def uses_points_table(self) -> bool:
        """True when final results convert the sheet into points (standard, jackpot)."""
        return self.final_scoring == "points" and not self.dice_total_only

    @property
    def tiebreaks(self) -> tuple[str, ...]:
        """The tiebreaks (``TIEBREAKS`` order) that can settle something under these
        rules: ``"dice_total"`` only when the deciding number can differ from the dice
        total (a points table, or a bonus counted on top of the boxes); where the two
        are the same number a tie on one is a tie on the other."""
        apart = (
            self.uses_points_table
            or self.prediction
            or self.per_balut_bonus != 0
            or self.first_roll_balut_bonus != 0
        )
        return tuple(tb for tb in TIEBREAKS if apart or tb != "dice_total")

    @property
    def deciding(self) -> str:
        """Name of the number that ranks players: points, grand total or dice total."""
        if self.dice_total_only:
            return "dice total"
        return "points" if self.final_scoring == "points" else "grand total"

    def adjustment(self, dice_total: int) -> int:
        """Points the adjustment bands give a dice total (0 without a points table)."""
        if not self.uses_points_table:
            return 0
        points = self.adjustment_bands[0][1]
        for lowest, band_points in self.adjustment_bands:
            if dice_total >= lowest:
                points = band_points
        return points

    def derive(self, **options: Any) -> RuleSet:
        """Return a copy with house options changed; unknown or bad values raise.

        >>> STANDARD.derive(tiebreak="shared").tiebreak
        'shared'
        """
        cleaned = {key: check_option(key, value) for key, value in options.items()}
        return replace(self, **cleaned)

    def options(self) -> dict[str, Any]:
        """House options that differ from the named base rule set (JSON-safe)."""
        base = RULESETS.get(self.name, self)
        return {
            key: _json_option(getattr(self, key))
            for key in HOUSE_OPTIONS
            if getattr(self, key) != getattr(base, key)
        }

    def option_notes(self) -> tuple[tuple[str, Any], ...]:
        """``(option, value)`` for each house option that differs from the named rule set,
        in ``HOUSE_OPTIONS`` order (values as the rule set holds them)."""
        return tuple((key, getattr(self, key)) for key in self.options())

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form: the base name plus the house options that differ."""
        return {"name": self.name, "options": self.options()}

    @classmethod
    def from_dict(cls, data: object) -> RuleSet:
        """Inverse of ``to_dict``; raises ``InvalidInputError`` on malformed data."""
        return load_strictly(_ruleset_from_dict, data, "saved rule set")

    def __str__(self) -> str:
        return self.name


def _ruleset_from_dict(data: object) -> RuleSet:
    if not isinstance(data, dict) or set(data) != {"name", "options"}:
        raise InvalidInputError(f"rule set must be {{'name', 'options'}}, got {data!r:.200}")
    options = data["options"]
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise InvalidInputError(f"rule set options must be an object, got {options!r:.200}")
    return get_ruleset(data["name"]).derive(**options)


def _json_option(value: Any) -> Any:
    if isinstance(value, tuple):
        return [list(band) for band in value]
    return value


#: Turn timer of Speed Balut (000) when a table switches it on without naming a length.
DEFAULT_SPEED_SECONDS = 20

STANDARD = RuleSet(
    name="standard",
    boxes_per_row=4,
)
JACKPOT = RuleSet(
    name="jackpot",
    boxes_per_row=4,
    jackpot=True,
    balut_row_points=(3, 5),
)
# Quick/extended: 000 breaks ties by a sudden-death roll of all five dice, and a dice
# total tiebreak would be near-meaningless when the grand total is the dice total.
QUICK = RuleSet(
    name="quick",
    boxes_per_row=1,
    box_scoring="quick",
    final_scoring="grand_total",
    tiebreak="roll_off",
)
EXTENDED = replace(
    QUICK,
    name="extended",
    boxes_per_row=2,
)

RULESETS: dict[str, RuleSet] = {r.name: r for r in (STANDARD, JACKPOT, QUICK, EXTENDED)}


def get_ruleset(name: object) -> RuleSet:
    """The named rule set; raises ``InvalidInputError`` for unknown names."""
    if isinstance(name, str) and name in RULESETS:
        return RULESETS[name]
    raise InvalidInputError(f"unknown rule set {name!r}; known: {', '.join(RULESETS)}")


# --- derived tables ------------------------------------------------------------------------


@cache
def _all_throws() -> tuple[Dice, ...]:
    """The 252 distinct throws (as sorted multisets)."""
    return tuple(Dice(t) for t in combinations_with_replacement(FACES, DICE_COUNT))


@cache
def possible_box_scores(rules: RuleSet, category: Category) -> frozenset[int]:
    """Every value a regular box of ``category`` can hold under ``rules`` (0 included)."""
    return frozenset({0} | {box_score(d, category, rules) for d in _all_throws()})


@cache
def balut_box_scores(rules: RuleSet, category: Category) -> frozenset[int]:
    """The non-zero values of a regular box of ``category`` that only five of a kind can
    score: every non-zero Balut-row value, Fours 20, Fives 25, Sixes 30, Choice 5 and 30.
    A value typed in without dice (real-dice play) proves a balut exactly when it is one
    of these."""
    return _balut_only_scores(rules, category, _all_throws())


@cache
def jackpot_balut_scores(rules: RuleSet, category: Category) -> frozenset[int]:
    """``balut_box_scores`` for the row's jackpot box: the values only five of a kind
    that meets its entry requirement can score there (Fours 20, Fives 25, Sixes 30)."""
    meets, _ = jackpot_requirement(category)
    return _balut_only_scores(rules, category, [d for d in _all_throws() if meets(d)])


def _balut_only_scores(
    rules: RuleSet, category: Category, throws: Iterable[Dice]
) -> frozenset[int]:
    """The non-zero values of ``category`` that, of ``throws``, only baluts score."""
    only_baluts: dict[int, bool] = {}
    for throw in throws:
        value = box_score(throw, category, rules)
        if value:
            only_baluts[value] = only_baluts.get(value, True) and throw.is_balut
    return frozenset(value for value, only in only_baluts.items() if only)


@cache
def possible_jackpot_scores(rules: RuleSet, category: Category) -> frozenset[int]:
    """Every value a jackpot box of ``category`` can hold (0 = scratched or missed)."""
    meets, _ = jackpot_requirement(category)
    return frozenset({0} | {box_score(d, category, rules) for d in _all_throws() if meets(d)})


def max_box_score(rules: RuleSet, category: Category) -> int:
    """Highest value a regular box of ``category`` can hold."""
    return max(possible_box_scores(rules, category))
