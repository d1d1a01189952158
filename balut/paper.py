"""Scoring paper sheets: a finished sheet typed in box by box, turned into its result.

Clubs play on paper and use the app as the calculator at the end: someone types each
player's boxes and gets points, the breakdown and the ranking. A sheet built here is
the ``ScoreSheet`` the same boxes reached by play would be, so its ``result()`` is too.

>>> from balut.rules import STANDARD
>>> boxes = {"fours": [16, 12, 16, 8], "fives": [20, 15, 20, 15], "sixes": [24, 18, 24, 12],
...          "straight": [20, 15, 0, 20], "full_house": [26, 18, 0, 22],
...          "choice": [27, 25, 24, 23], "balut": [0, 0, 30, 0]}
>>> result = sheet_from_boxes(STANDARD, boxes).result()
>>> result.points, result.dice_total, result.baluts
(10, 450, 1)

What paper does not show: which baluts were rolled outside the Balut row and which
came on a first roll. ``baluts`` (every balut entered for a score, Balut row
included: the tally the "+2 per balut" option keeps on the side) is worked out from
the boxes where they settle it: a non-zero Balut-row box, 20 in Fours or 30 in
Sixes can only be a balut, 16 in Fours or any 0 none, but 25 in Choice may be
five 5s or not. Only under ``per_balut_bonus`` and only when the boxes leave the
count open must it be typed (code ``baluts_needed``); likewise ``first_roll_baluts``
(Balut-row baluts thrown on a turn's first roll) under ``first_roll_balut_bonus``
once the Balut row holds a balut, and ``prediction`` under the prediction option:
a table playing those options notes them on paper anyway. A roll-off tiebreak cannot
be thrown on paper: such a tie stays a shared place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from itertools import combinations_with_replacement

from .dice import DICE_COUNT, FACES, Category, Dice
from .errors import InvalidInputError
from .limits import TEAM_COUNT, Bounds, check_bounds, check_prediction
from .rules import (
    RuleSet,
    box_score,
    jackpot_requirement,
    possible_box_scores,
    possible_jackpot_scores,
)
from .seating import player_names
from .sheet import ScoreSheet
from .standings import Standing, rank

__all__ = [
    "Boxes",
    "Jackpots",
    "PaperSheet",
    "balut_range",
    "score_paper_sheets",
    "sheet_from_boxes",
]

#: Box values per row, keyed by ``Category`` or its value (``"full_house"``), left to right.
Boxes = Mapping[str, Sequence[int]] | Mapping[Category, Sequence[int]]
#: Jackpot box values per row that has one (``RuleSet.rows_with_jackpot``).
Jackpots = Mapping[str, int] | Mapping[Category, int]
#: One player's (or team's) typed sheet: name, boxes, jackpots (``None`` without).
PaperSheet = tuple[str, Boxes, Jackpots | None]


def sheet_from_boxes(
    rules: RuleSet,
    boxes: Boxes,
    jackpots: Jackpots | None = None,
    baluts: int | None = None,
    *,
    first_roll_baluts: int | None = None,
    prediction: int | None = None,
) -> ScoreSheet:
    """The complete ``ScoreSheet`` holding ``boxes`` (every row, ``rules.boxes_per_row``
    values each) and ``jackpots`` (under a jackpot rule set: one value per row that has
    a jackpot box; else ``None`` or empty). Every value must be one its box can hold.

    ``baluts``, ``first_roll_baluts`` and ``prediction``: see the module docstring; when
    not needed, ``baluts`` defaults to the baluts the boxes prove (``balut_range`` low),
    ``first_roll_baluts`` to 0.

    Codes (``category`` is the ``Category`` value, ``box`` the 0-based box index):
    ``boxes_malformed`` (not a mapping), ``boxes_unknown`` (``categories``: keys that
    name no row), ``boxes_repeated`` (``category`` given twice, e.g. as ``Category`` and
    as text), ``boxes_missing`` (``categories``), ``box_count`` (``category``, ``count``
    (``None`` when not a list), ``expected``), ``box_not_number`` (``category``,
    ``box``), ``impossible_value`` (``category``, ``box``, ``value``, ``allowed``: the
    sorted values that box can hold); for jackpot boxes the same as ``jackpots_malformed``,
    ``jackpots_unknown`` (``categories``: rows without a jackpot box under ``rules``, all
    of them under a rule set without jackpots), ``jackpots_repeated``, ``jackpots_missing``,
    ``jackpot_not_number`` (``category``), ``impossible_jackpot`` (``category``,
    ``value``, ``allowed``); ``baluts_needed`` / ``baluts_out_of_range`` (``low``,
    ``high``), ``first_roll_baluts_needed`` / ``first_roll_baluts_out_of_range`` (``low``,
    ``high``), ``prediction_needed``, ``predictions_off``, ``prediction_out_of_range``.
    """
    if not isinstance(rules, RuleSet):
        raise InvalidInputError(f"rules must be a RuleSet, got {rules!r:.100}")
    rows = _rows(rules, boxes)
    jackpot_values = _jackpots(rules, jackpots)
    low, high = balut_range(rules, rows, jackpot_values)
    if baluts is None:
        if rules.per_balut_bonus and low != high:
            raise InvalidInputError(
                f"per_balut_bonus: the boxes hold {low} to {high} baluts; say how many",
                "baluts_needed",
                {"low": low, "high": high},
            )
        baluts = low
    check_bounds(baluts, Bounds(low, high), "baluts", "baluts_out_of_range")
    in_balut_row = sum(1 for value in rows[Category.BALUT] if value)
    if first_roll_baluts is None:
        if rules.first_roll_balut_bonus and in_balut_row:
            raise InvalidInputError(
                f"first_roll_balut_bonus: say how many of the {in_balut_row} baluts in the "
                "Balut row came on a first roll",
                "first_roll_baluts_needed",
                {"low": 0, "high": in_balut_row},
            )
        first_roll_baluts = 0
    first_roll = Bounds(0, in_balut_row)
    check_bounds(
        first_roll_baluts, first_roll, "first_roll_baluts", "first_roll_baluts_out_of_range"
    )
    if prediction is None and rules.prediction:
        raise InvalidInputError("the prediction option needs the prediction", "prediction_needed")
    if prediction is not None:
        if not rules.prediction:
            raise InvalidInputError("predictions are off in this rule set", "predictions_off")
        check_prediction(prediction)
    return ScoreSheet.from_dict(
        {
            "rows": {cat.value: rows[cat] for cat in Category},
            "jackpots": {cat.value: value for cat, value in jackpot_values.items()},
            "baluts": baluts,
            "first_roll_baluts": first_roll_baluts,
            "prediction": prediction,
        },
        rules,
    )


def score_paper_sheets(
    rules: RuleSet,
    sheets: Sequence[PaperSheet],
    *,
    baluts: Mapping[str, int] | None = None,
    first_roll_baluts: Mapping[str, int] | None = None,
    predictions: Mapping[str, int] | None = None,
) -> list[Standing]:
    """Standings of several typed sheets under ``rules``, best first (as ``rank``): the
    ``dice_total`` tiebreak applies as in play; a ``roll_off`` tie stays shared (no dice
    to throw on paper). ``baluts``, ``first_roll_baluts`` and ``predictions`` give those
    inputs of ``sheet_from_boxes`` per player name (only for the players who need them).

    Names are cleaned and checked as a game's (codes of ``seating.player_names``);
    team play needs ``TEAM_COUNT`` sheets (``team_count``, ``count``). Also
    ``sheets_malformed`` (``index``: the entry that is not a (name, boxes, jackpots)
    triple, or none), ``unknown_player`` (``name``: a key of the extra inputs that names
    no sheet), and every code of ``sheet_from_boxes`` with ``player`` and ``seat`` (its
    0-based index) added to its params.
    """
    if not isinstance(rules, RuleSet):
        raise InvalidInputError(f"rules must be a RuleSet, got {rules!r:.100}")
    if not isinstance(sheets, Sequence) or isinstance(sheets, str):
        raise InvalidInputError(
            f"sheets must be a list of (name, boxes, jackpots), got {sheets!r:.100}",
            "sheets_malformed",
        )
    for index, entry in enumerate(sheets):
        if not isinstance(entry, Sequence) or isinstance(entry, str) or len(entry) != 3:
            raise InvalidInputError(
                f"sheet {index} must be (name, boxes, jackpots), got {entry!r:.100}",
                "sheets_malformed",
                {"index": index},
            )
    typed = [entry[0] for entry in sheets]
    names = player_names(typed)
    if rules.team_play and len(names) != TEAM_COUNT:
        raise InvalidInputError(
            f"team play scores {TEAM_COUNT} team sheets, got {len(names)}",
            "team_count",
            {"count": TEAM_COUNT},
        )
    extras = {"baluts": baluts, "first_roll_baluts": first_roll_baluts, "prediction": predictions}
    for given in extras.values():
        for key in given or {}:
            if key not in typed and key not in names:
                raise InvalidInputError(
                    f"no sheet for {key!r:.50}", "unknown_player", {"name": key}
                )
    results = []
    for seat, (name, entry) in enumerate(zip(names, sheets, strict=True)):
        wanted = {
            option: None if given is None else given.get(entry[0], given.get(name))
            for option, given in extras.items()
        }
        try:
            sheet = sheet_from_boxes(
                rules,
                entry[1],
                entry[2],
                wanted["baluts"],
                first_roll_baluts=wanted["first_roll_baluts"],
                prediction=wanted["prediction"],
            )
        except InvalidInputError as error:
            raise InvalidInputError(
                f"{name}'s sheet: {error}",
                error.code,
                {**error.params, "player": name, "seat": seat},
            ) from None
        results.append(sheet.result())
    return rank(names, results, rules.tiebreak, [() for _ in names])


def balut_range(
    rules: RuleSet, rows: Mapping[Category, Sequence[int]], jackpots: Mapping[Category, int]
) -> tuple[int, int]:
    """Fewest and most baluts (entered for a score) complete ``rows`` and ``jackpots`` can
    hold: boxes whose value only five of a kind gives, and boxes whose value it may give.

    >>> from balut.rules import STANDARD
    >>> rows = {c: [0, 0, 0, 0] for c in Category}
    >>> balut_range(STANDARD, {**rows, Category.SIXES: [30, 0, 0, 0],
    ...                        Category.CHOICE: [25, 26, 0, 0]}, {})
    (1, 2)
    """
    low = high = 0
    boxes = [(cat, False, value) for cat, values in rows.items() for value in values]
    boxes += [(cat, True, value) for cat, value in jackpots.items()]
    for cat, jackpot, value in boxes:
        if value:
            only, may = _balut_box(rules, cat, jackpot, value)
            low += only
            high += may
    return low, high


@cache
def _balut_box(rules: RuleSet, category: Category, jackpot: bool, value: int) -> tuple[bool, bool]:
    """(only a balut gives ``value`` in that box, a balut may give it)."""
    meets = jackpot_requirement(category)[0] if jackpot else None
    throws = [
        dice
        for dice in _THROWS
        if (meets is None or meets(dice)) and box_score(dice, category, rules) == value
    ]
    baluts = [dice.is_balut for dice in throws]
    return bool(baluts) and all(baluts), any(baluts)


def _categories(given: object, what: str) -> dict[Category, object]:
    """``given`` (a mapping keyed by ``Category`` or its value) by category."""
    if not isinstance(given, Mapping):
        raise InvalidInputError(
            f"{what} must map rows to values, got {given!r:.100}", f"{what}_malformed"
        )
    by_category: dict[Category, object] = {}
    unknown = []
    for key, value in given.items():
        try:
            cat = Category.parse(key)
        except InvalidInputError:
            unknown.append(key.value if isinstance(key, Category) else str(key)[:50])
            continue
        if cat in by_category:
            raise InvalidInputError(
                f"{what}: {cat.label} is given twice", f"{what}_repeated", {"category": cat.value}
            )
        by_category[cat] = value
    if unknown:
        raise InvalidInputError(
            f"{what}: no such row: {', '.join(unknown)}",
            f"{what}_unknown",
            {"categories": tuple(unknown)},
        )
    return by_category


def _rows(rules: RuleSet, boxes: object) -> dict[Category, list[int]]:
    given = _categories(boxes, "boxes")
    missing = tuple(cat.value for cat in Category if cat not in given)
    if missing:
        raise InvalidInputError(
            f"boxes: rows missing: {', '.join(missing)}", "boxes_missing", {"categories": missing}
        )
    rows: dict[Category, list[int]] = {}
    for cat in Category:
        values = given[cat]
        if (
            not isinstance(values, Sequence)
            or isinstance(values, str)
            or len(values) != rules.boxes_per_row
        ):
            count = len(values) if isinstance(values, Sequence) else None
            raise InvalidInputError(
                f"{cat.label} has {rules.boxes_per_row} boxes under {rules.name}, "
                f"got {values!r:.100}",
                "box_count",
                {"category": cat.value, "count": count, "expected": rules.boxes_per_row},
            )
        allowed = possible_box_scores(rules, cat)
        for box, value in enumerate(values):
            if type(value) is not int:
                raise InvalidInputError(
                    f"{cat.label} box {box + 1} must be a whole number, got {value!r:.50}",
                    "box_not_number",
                    {"category": cat.value, "box": box},
                )
            if value not in allowed:
                raise InvalidInputError(
                    f"{cat.label} box {box + 1}: no throw scores {value} there",
                    "impossible_value",
                    {
                        "category": cat.value,
                        "box": box,
                        "value": value,
                        "allowed": tuple(sorted(allowed)),
                    },
                )
        rows[cat] = list(values)
    return rows


def _jackpots(rules: RuleSet, jackpots: object) -> dict[Category, int]:
    given = _categories({} if jackpots is None else jackpots, "jackpots")
    unknown = tuple(cat.value for cat in given if cat not in rules.rows_with_jackpot)
    if unknown:
        raise InvalidInputError(
            f"jackpots: no jackpot box in {', '.join(unknown)} under {rules.name}",
            "jackpots_unknown",
            {"categories": unknown},
        )
    missing = tuple(cat.value for cat in rules.rows_with_jackpot if given.get(cat) is None)
    if missing:
        raise InvalidInputError(
            f"jackpots: missing {', '.join(missing)}", "jackpots_missing", {"categories": missing}
        )
    values: dict[Category, int] = {}
    for cat in rules.rows_with_jackpot:
        value = given[cat]
        if type(value) is not int:
            raise InvalidInputError(
                f"the {cat.label} jackpot must be a whole number, got {value!r:.50}",
                "jackpot_not_number",
                {"category": cat.value},
            )
        allowed = possible_jackpot_scores(rules, cat)
        if value not in allowed:
            raise InvalidInputError(
                f"the {cat.label} jackpot: no throw that may enter it scores {value}",
                "impossible_jackpot",
                {"category": cat.value, "value": value, "allowed": tuple(sorted(allowed))},
            )
        values[cat] = value
    return values


#: The 252 distinct throws.
_THROWS = tuple(Dice(t) for t in combinations_with_replacement(FACES, DICE_COUNT))
