"""One player's (or team's) score sheet and its result breakdown."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Literal

from ._validate import check_dict, check_int, check_list
from .dice import Category, Dice
from .errors import IllegalActionError, InvalidInputError
from .limits import check_prediction
from .rules import (
    ROW_CONDITIONS,
    STANDARD,
    JackpotReason,
    RuleSet,
    box_score,
    jackpot_requirement,
    max_box_score,
    possible_box_scores,
    possible_jackpot_scores,
)

__all__ = ["Result", "RowProgress", "ScoreSheet"]

RowStatus = Literal["paid", "possible", "lost"]


@dataclass(frozen=True)
class RowProgress:
    """How a row stands: ``status`` is ``"paid"`` (its points are earned),
    ``"possible"`` or ``"lost"``. ``target`` is the row total needed (Fours/Fives/
    Sixes/Choice), the number of real boxes needed (Straight/Full House), or
    ``None`` for rows without a condition (Balut; every row of quick/extended and of
    dice total only); ``condition``
    names which (``"total"``, ``"all_real"`` or ``None``). ``real_boxes`` counts the
    non-zero boxes, ``baluts`` the baluts in the row (Balut row only, else 0).
    ``pays`` is what the row pays in category points once its condition is met (the
    Balut row: its first balut), 0 when the rule set gives rows no points (quick,
    extended, dice total only: then ``status`` says only whether boxes are left);
    ``points`` what it has earned so far."""

    category: Category
    total: int
    target: int | None
    boxes_left: int
    status: RowStatus
    condition: Literal["total", "all_real"] | None
    real_boxes: int
    baluts: int
    pays: int = 0
    points: int = 0


@dataclass(frozen=True)
class Result:
    """Breakdown of a sheet. ``points`` is the number that ranks players under the
    rule set (``deciding`` names it: points, grand total or dice total), including
    every bonus. ``provisional`` is true while boxes are open: then only what is
    already settled counts (a row's points once earned, a jackpot penalty once lost)."""

    points: int
    deciding: str
    dice_total: int
    adjustment: int
    category_points: dict[Category, int]
    row_totals: dict[Category, int]
    jackpot_values: dict[Category, int | None]
    jackpot_bonus: dict[Category, int]
    balut_points: int
    baluts: int
    balut_bonus_extra: int
    first_roll_bonus: int
    prediction: int | None
    prediction_bonus: int
    provisional: bool

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form (category keys as their string values)."""
        return {
            "points": self.points,
            "deciding": self.deciding,
            "dice_total": self.dice_total,
            "adjustment": self.adjustment,
            "category_points": {c.value: v for c, v in self.category_points.items()},
            "row_totals": {c.value: v for c, v in self.row_totals.items()},
            "jackpot_values": {c.value: v for c, v in self.jackpot_values.items()},
            "jackpot_bonus": {c.value: v for c, v in self.jackpot_bonus.items()},
            "balut_points": self.balut_points,
            "baluts": self.baluts,
            "balut_bonus_extra": self.balut_bonus_extra,
            "first_roll_bonus": self.first_roll_bonus,
            "prediction": self.prediction,
            "prediction_bonus": self.prediction_bonus,
            "provisional": self.provisional,
        }


class ScoreSheet:
    """Rows of boxes for one rule set. Boxes of a row fill left to right and never change.

    >>> sheet = ScoreSheet(STANDARD)
    >>> sheet.enter(Category.SIXES, [6, 6, 6, 4, 4])
    18
    >>> sheet.boxes(Category.SIXES)
    (18, None, None, None)
    """

    def __init__(self, rules: RuleSet = STANDARD) -> None:
        if not isinstance(rules, RuleSet):
            raise InvalidInputError(f"rules must be a RuleSet, got {rules!r:.100}")
        self.rules = rules
        self._rows: dict[Category, list[int]] = {c: [] for c in Category}
        self._jackpots: dict[Category, int | None] = dict.fromkeys(rules.rows_with_jackpot)
        self._baluts_entered = 0
        self._first_roll_baluts = 0
        #: The stated prediction (prediction option), or None.
        self.prediction: int | None = None

    # --- reading ---------------------------------------------------------------------

    def boxes(self, category: Category | str) -> tuple[int | None, ...]:
        """Regular boxes of the row, ``None`` = open."""
        row = self._rows[Category.parse(category)]
        return (*row, *([None] * (self.rules.boxes_per_row - len(row))))

    def open_boxes(self, category: Category | str) -> int:
        """Open regular boxes left in the row."""
        return self.rules.boxes_per_row - len(self._rows[Category.parse(category)])

    def has_jackpot(self, category: Category | str) -> bool:
        """True when this rule set gives the row a jackpot box."""
        return Category.parse(category) in self._jackpots

    def jackpot_box(self, category: Category | str) -> int | None:
        """Value of the row's jackpot box, ``None`` while open (or when the row has none)."""
        return self._jackpots.get(Category.parse(category))

    def jackpot_open(self, category: Category | str) -> bool:
        """The row has a jackpot box and it is still open."""
        cat = Category.parse(category)
        return cat in self._jackpots and self._jackpots[cat] is None

    def open_slots(self) -> list[tuple[Category, bool]]:
        """Every open box as ``(category, is_jackpot)``, in sheet order."""
        slots: list[tuple[Category, bool]] = []
        for cat in Category:
            if self.open_boxes(cat):
                slots.append((cat, False))
            if self.jackpot_open(cat):
                slots.append((cat, True))
        return slots

    def filled_count(self) -> int:
        """Boxes filled so far (regular and jackpot)."""
        return sum(len(r) for r in self._rows.values()) + sum(
            v is not None for v in self._jackpots.values()
        )

    def is_complete(self) -> bool:
        """Every box is filled."""
        return self.filled_count() == self.rules.rounds

    def potential(self, dice: Iterable[int] | Dice) -> dict[Category, int]:
        """Score ``dice`` would get in each row that still has an open regular box."""
        throw = Dice.of(dice)
        return {c: box_score(throw, c, self.rules) for c in Category if self.open_boxes(c)}

    def jackpot_eligibility(
        self, category: Category | str, dice: Iterable[int] | Dice
    ) -> tuple[bool, JackpotReason]:
        """Whether ``dice`` can be entered in the row's jackpot box now, and why (not)."""
        cat = Category.parse(category)
        throw = Dice.of(dice)
        if cat not in self._jackpots:
            return False, JackpotReason("no_jackpot_box", cat)
        if self._jackpots[cat] is not None:
            return False, JackpotReason("jackpot_filled", cat)
        if not self.open_boxes(cat):
            return False, JackpotReason("row_full", cat)
        meets, need = jackpot_requirement(cat)
        if not meets(throw):
            return False, need
        return True, JackpotReason("eligible", cat, value=box_score(throw, cat, self.rules))

    def row_status(self, category: Category | str) -> RowStatus:
        """Whether the row's points are earned, still possible or lost."""
        cat = Category.parse(category)
        return self._row_status(cat, self._rows[cat])

    def _row_status(self, cat: Category, row: list[int]) -> RowStatus:
        left = self.rules.boxes_per_row - len(row)
        condition = ROW_CONDITIONS.get(cat)
        if not self.rules.uses_points_table or condition is None:
            if cat is Category.BALUT and any(row):
                return "paid"
            return "possible" if left else ("lost" if cat is Category.BALUT else "paid")
        if condition.kind == "all_real":
            if 0 in row:
                return "lost"
            return "possible" if left else "paid"
        total = sum(row)
        if total >= condition.target:
            return "paid"
        if total + left * max_box_score(self.rules, cat) >= condition.target:
            return "possible"
        return "lost"

    def row_progress(self, category: Category | str) -> RowProgress:
        """Row total, target, boxes left, status and the counts the UI words."""
        cat = Category.parse(category)
        row = self._rows[cat]
        condition = ROW_CONDITIONS.get(cat) if self.rules.uses_points_table else None
        target: int | None = None
        if condition is not None:
            target = self.rules.boxes_per_row if condition.kind == "all_real" else condition.target
        real = sum(1 for v in row if v)
        status = self.row_status(cat)
        pays = points = 0
        if self.rules.uses_points_table:
            first, further = self.rules.balut_row_points
            if condition is not None:
                pays = condition.points
                points = pays if status == "paid" else 0
            else:  # the Balut row: per balut
                pays = first
                points = first + further * (real - 1) if real else 0
        return RowProgress(
            category=cat,
            total=sum(row),
            target=target,
            boxes_left=self.rules.boxes_per_row - len(row),
            status=status,
            condition=None if condition is None else condition.kind,
            real_boxes=real,
            baluts=real if cat is Category.BALUT else 0,
            pays=pays,
            points=points,
        )

    def scratch_cost(self, category: Category | str, jackpot: bool = False) -> float:
        """Estimated cost, in the rule set's deciding unit, of a zero in that open box.

        Used to suggest the box for a busted speed turn (in-app Rules, Speed Balut: "the
        open box where a zero costs least"). A club's reckoning: the row points a zero puts
        out of reach (with the jackpot swing), plus what a typical entry there would add to
        the dice total (one adjustment step per 50 under the points table). A jackpot
        box costs nothing once its row is full and little before (the entry is a
        gamble either way).
        """
        cat = Category.parse(category)
        if jackpot:
            return 0.0 if not self.open_boxes(cat) else JACKPOT_SCRATCH_COST
        typical = TYPICAL_ENTRY[self.rules.box_scoring][cat]
        if not self.rules.uses_points_table:
            return float(typical)
        cost = typical / 50
        condition = ROW_CONDITIONS.get(cat)
        if condition is None:
            first, further = self.rules.balut_row_points
            return cost + BALUT_CHANCE * (further if any(self._rows[cat]) else first)
        row = self._rows[cat]
        if self._row_status(cat, row) == "possible" and self._row_status(cat, [*row, 0]) == "lost":
            swing = condition.jackpot_swing if self._jackpots.get(cat) else 0
            cost += condition.points + 2 * swing
        return cost

    def suggested_scratch(self) -> tuple[Category, bool]:
        """The open box where a zero costs least, as ``(category, is_jackpot)``."""
        slots = self.open_slots()
        if not slots:
            raise IllegalActionError("no open box left on this sheet")
        return min(slots, key=lambda slot: self.scratch_cost(*slot))

    def result(self) -> Result:
        """Final result on a complete sheet, provisional (settled parts only) otherwise."""
        rules = self.rules
        complete = self.is_complete()
        row_totals = {c: sum(r) for c, r in self._rows.items()}
        jackpot_values = dict(self._jackpots)
        dice_total = sum(row_totals.values())
        if rules.jackpot_in_dice_total:
            dice_total += sum(v or 0 for v in jackpot_values.values())
        baluts = sum(1 for v in self._rows[Category.BALUT] if v)
        category_points = dict.fromkeys(Category, 0)
        jackpot_bonus = dict.fromkeys(self._jackpots, 0)
        if rules.uses_points_table:
            for cat, condition in ROW_CONDITIONS.items():
                status = self.row_status(cat)
                if status == "paid":
                    category_points[cat] = condition.points
                if jackpot_values.get(cat) and status != "possible":
                    swing = condition.jackpot_swing
                    jackpot_bonus[cat] = swing if status == "paid" else -swing
            first, further = rules.balut_row_points
            category_points[Category.BALUT] = first + further * (baluts - 1) if baluts else 0
            adjustment = rules.adjustment(dice_total)
            base = sum(category_points.values()) + sum(jackpot_bonus.values()) + adjustment
        else:
            adjustment = 0
            base = dice_total
        balut_bonus_extra = rules.per_balut_bonus * self._baluts_entered
        first_roll_bonus = rules.first_roll_balut_bonus * self._first_roll_baluts
        before_prediction = base + balut_bonus_extra + first_roll_bonus
        # The prediction is judged on the deciding number with every other bonus included.
        hit = rules.prediction and complete and self.prediction == before_prediction
        prediction_bonus = rules.prediction_bonus if hit else 0
        return Result(
            points=before_prediction + prediction_bonus,
            deciding=rules.deciding,
            dice_total=dice_total,
            adjustment=adjustment,
            category_points=category_points,
            row_totals=row_totals,
            jackpot_values=jackpot_values,
            jackpot_bonus=jackpot_bonus,
            balut_points=category_points[Category.BALUT],
            baluts=baluts,
            balut_bonus_extra=balut_bonus_extra,
            first_roll_bonus=first_roll_bonus,
            prediction=self.prediction,
            prediction_bonus=prediction_bonus,
            provisional=not complete,
        )

    # --- filling -----------------------------------------------------------------------

    def enter(
        self, category: Category | str, dice: Iterable[int] | Dice, first_roll: bool = False
    ) -> int:
        """Enter ``dice`` in the next open regular box of the row; return the box score.

        ``first_roll`` marks dice from a turn's first roll (Danish first-roll bonus).
        """
        cat = Category.parse(category)
        throw = Dice.of(dice)
        self._require_open(cat)
        value = box_score(throw, cat, self.rules)
        self._rows[cat].append(value)
        self._count_balut(throw, value)
        # Danish variant (000): the +5 is for a balut *entered as a Balut* straight off
        # the first roll, "on top of the standard 50".
        if first_roll and cat is Category.BALUT and value:
            self._first_roll_baluts += 1
        return value

    def scratch(self, category: Category | str) -> None:
        """Cross out the next open regular box of the row (0)."""
        cat = Category.parse(category)
        self._require_open(cat)
        self._rows[cat].append(0)

    def enter_jackpot(self, category: Category | str, dice: Iterable[int] | Dice) -> int:
        """Enter ``dice`` in the row's jackpot box; dice that miss the entry
        requirement score 0 there (a scratch). Returns the value entered."""
        cat = Category.parse(category)
        throw = Dice.of(dice)
        self._require_jackpot_open(cat)
        if not self.open_boxes(cat):
            raise IllegalActionError(
                f"cannot enter the {cat.label} jackpot: the row's regular boxes are full, "
                "so the jackpot box can only be scratched"
            )
        meets, _ = jackpot_requirement(cat)
        value = box_score(throw, cat, self.rules) if meets(throw) else 0
        self._jackpots[cat] = value
        self._count_balut(throw, value)
        return value

    def scratch_jackpot(self, category: Category | str) -> None:
        """Cross out the row's jackpot box: no jackpot for that category."""
        cat = Category.parse(category)
        self._require_jackpot_open(cat)
        self._jackpots[cat] = 0

    def _count_balut(self, throw: Dice, value: int) -> None:
        # "+2 per balut rolled" (000) counts every turn whose dice, entered in any box
        # for a non-zero score, were five of a kind; scratched dice earn nothing.
        if value and throw.is_balut:
            self._baluts_entered += 1

    def _require_open(self, cat: Category) -> None:
        if not self.open_boxes(cat):
            raise IllegalActionError(f"cannot fill {cat.label}: all its boxes are filled")

    def _require_jackpot_open(self, cat: Category) -> None:
        if cat not in self._jackpots:
            raise IllegalActionError(f"{cat.label} has no jackpot box under {self.rules.name}")
        if self._jackpots[cat] is not None:
            raise IllegalActionError(f"the {cat.label} jackpot box is already filled")

    # --- persistence -------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form (without the rule set, which the owner stores)."""
        return {
            "rows": {c.value: list(r) for c, r in self._rows.items()},
            "jackpots": {c.value: v for c, v in self._jackpots.items()},
            "baluts": self._baluts_entered,
            "first_roll_baluts": self._first_roll_baluts,
            "prediction": self.prediction,
        }

    @classmethod
    def from_dict(cls, data: object, rules: RuleSet) -> ScoreSheet:
        """Inverse of ``to_dict``; every box value must be one the rules can produce."""
        fields = check_dict(
            data, "sheet", ("rows", "jackpots", "baluts", "first_roll_baluts", "prediction")
        )
        sheet = cls(rules)
        rows = check_dict(fields["rows"], "sheet.rows", tuple(c.value for c in Category))
        for cat in Category:
            values = check_list(rows[cat.value], f"sheet.rows.{cat.value}", 0, rules.boxes_per_row)
            allowed = possible_box_scores(rules, cat)
            for value in values:
                if type(value) is not int or value not in allowed:
                    raise InvalidInputError(
                        f"sheet.rows.{cat.value}: {value!r} is not a possible box score"
                    )
            sheet._rows[cat] = list(values)
        jackpots = check_dict(
            fields["jackpots"], "sheet.jackpots", tuple(c.value for c in rules.rows_with_jackpot)
        )
        for cat in rules.rows_with_jackpot:
            value = jackpots[cat.value]
            if value is not None and (
                type(value) is not int or value not in possible_jackpot_scores(rules, cat)
            ):
                raise InvalidInputError(
                    f"sheet.jackpots.{cat.value}: {value!r} is not a possible jackpot"
                )
            sheet._jackpots[cat] = value
        balut_boxes = sum(1 for v in sheet._rows[Category.BALUT] if v)
        sheet._baluts_entered = check_int(
            fields["baluts"], "sheet.baluts", balut_boxes, rules.rounds
        )
        sheet._first_roll_baluts = check_int(
            fields["first_roll_baluts"], "sheet.first_roll_baluts", 0, balut_boxes
        )
        prediction = fields["prediction"]
        if prediction is not None:
            prediction = check_prediction(prediction)
        sheet.prediction = prediction
        return sheet

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ScoreSheet):
            return NotImplemented
        return self.rules == other.rules and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<ScoreSheet {self.rules.name} {self.filled_count()}/{self.rules.rounds} filled>"


#: A typical entry per row (what a player aiming at the row usually gets, zeros
#: included) by box scoring table: the club's yardstick for ``scratch_cost``.
TYPICAL_ENTRY: dict[str, dict[Category, int]] = {
    "standard": {
        Category.FOURS: 13, Category.FIVES: 16, Category.SIXES: 19, Category.STRAIGHT: 10,
        Category.FULL_HOUSE: 14, Category.CHOICE: 23, Category.BALUT: 2,
    },
    "quick": {
        Category.FOURS: 13, Category.FIVES: 16, Category.SIXES: 19, Category.STRAIGHT: 15,
        Category.FULL_HOUSE: 15, Category.CHOICE: 23, Category.BALUT: 5,
    },
}  # fmt: skip
#: Chance that a box kept for Balut ends up holding one.
BALUT_CHANCE = 0.1
JACKPOT_SCRATCH_COST = 0.5
