"""The action log: its schema, and checked copies of its entries."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ._validate import check_dict, check_int, check_list, check_str
from .dice import Category
from .errors import InvalidInputError
from .limits import MAX_PLAYERS, Bounds
from .rules import RULESETS
from .turn import dice_values, die_index, holds_from

__all__ = [
    "CROSSING_OUTS",
    "LOG_FIELDS",
    "MAX_BOXES_PER_ROW",
    "MAX_BOX_VALUE",
    "MAX_LOG_ENTRIES",
    "PHONE_ACTIONS",
    "PUTTING_RIGHT",
    "REAL_DICE_ACTIONS",
    "ROLL_OFF_TOTAL",
    "TIEBREAK_TOTAL",
    "UNDOABLE",
    "Correction",
    "copy_entry",
    "corrected_boxes",
    "corrections",
    "crossed_boxes",
    "entries_from",
]

#: A real-dice roll-off throw: one die (1..6) or the sum of five (5..30), as the table
#: throws it.
ROLL_OFF_TOTAL = Bounds(1, 30)
#: A real-dice tiebreak throw at the end of a game: the sum of five dice (in-app Rules: Tiebreaks).
TIEBREAK_TOTAL = Bounds(5, 30)
#: Highest value any regular box can hold (a standard Balut of five 6s); logged values
#: are checked against it, the replay checks them against the rule set.
MAX_BOX_VALUE = 50
#: Most entries a saved log may hold (a game logs every roll and hold, undo included).
MAX_LOG_ENTRIES = 100_000
#: Most regular boxes a row has under any rule set.
MAX_BOXES_PER_ROW = max(rules.boxes_per_row for rules in RULESETS.values())

#: Action log entries: action -> field -> type. Every entry also has "action".
LOG_FIELDS: dict[str, dict[str, type]] = {
    "predict": {"seat": int, "value": int},
    "hold": {"seat": int, "die": int, "held": bool},
    "roll": {"seat": int, "member": int, "keep": list, "dice": list},
    "finish_member": {"seat": int, "member": int},
    "pick": {"seat": int, "member": int},
    "score": {"seat": int, "category": str, "value": int},
    "scratch": {"seat": int, "category": str, "value": int},
    "score_jackpot": {"seat": int, "category": str, "value": int},
    "scratch_jackpot": {"seat": int, "category": str, "value": int},
    "timeout": {"seat": int, "category": str, "jackpot": bool},
    "undo": {},
    # real-dice games (RealDiceGame): what the table typed in
    "set_opener": {"seat": int},
    "enter_roll_off": {"totals": list},
    "enter_dice": {"seat": int, "dice": list, "first_roll": bool},
    "clear_dice": {"seat": int},
    "enter_value": {"seat": int, "category": str, "value": int, "first_roll": bool},
    "enter_jackpot_value": {"seat": int, "category": str, "value": int},
    "correct": {"seat": int, "category": str, "box": int, "value": int},
    "move_box": {"seat": int, "category": str, "box": int, "to": str, "value": int},
    "clear_box": {"seat": int, "category": str, "box": int},
    "enter_tiebreak": {"totals": list},
}

#: Actions only a real-dice game logs, and those only a game rolled on the phone logs.
REAL_DICE_ACTIONS = frozenset(
    {
        "set_opener",
        "enter_roll_off",
        "enter_dice",
        "clear_dice",
        "enter_value",
        "enter_jackpot_value",
        "correct",
        "move_box",
        "clear_box",
        "enter_tiebreak",
    }
)
PHONE_ACTIONS = frozenset({"hold", "roll", "finish_member", "pick"})
#: Actions that cross a box out (a speed-play timeout too).
CROSSING_OUTS = frozenset({"scratch", "scratch_jackpot", "timeout"})
#: Actions an ``undo`` entry can take back (each takes an undo step when it is done).
#: Actions that put a filled box right by agreement of the table (real dice).
PUTTING_RIGHT = frozenset({"correct", "move_box", "clear_box"})
UNDOABLE = frozenset(
    {
        "score",
        "score_jackpot",
        "enter_value",
        "enter_jackpot_value",
        "enter_tiebreak",
        *PUTTING_RIGHT,
        *CROSSING_OUTS,
    }
)
# The actions that log roll-off totals typed at the table, and their bounds.
_TOTALS = {"enter_roll_off": ROLL_OFF_TOTAL, "enter_tiebreak": TIEBREAK_TOTAL}


def copy_entry(entry: dict[str, Any]) -> dict[str, Any]:
    """A log entry (flat: its only containers are the dice and keep lists), copied."""
    return {key: list(item) if type(item) is list else item for key, item in entry.items()}


def entries_from(value: object, seats: int, real_dice: bool = False) -> list[dict[str, Any]]:
    """Saved log entries for a game of ``seats`` seats, checked against the schema (and
    the actions of its kind: rolled on the phone, or ``real_dice``)."""
    foreign = PHONE_ACTIONS if real_dice else REAL_DICE_ACTIONS
    entries = []
    for entry in check_list(value, "log", 0, MAX_LOG_ENTRIES):
        if not isinstance(entry, dict):
            raise InvalidInputError("log entries must be objects")
        action = check_str(entry.get("action"), "log.action")
        if action not in LOG_FIELDS:
            raise InvalidInputError(f"log: unknown action {action!r:.50}")
        if action in foreign:
            game = "a real-dice game" if real_dice else "a game rolled on the phone"
            raise InvalidInputError(f"log: action {action!r} does not occur in {game}")
        _check_fields(action, entry, seats)
        entries.append(copy_entry(entry))
    return entries


def _check_fields(action: str, entry: dict[str, Any], seats: int) -> None:
    """Check a log entry's fields: their names and types (`LOG_FIELDS`), then their values."""
    spec = LOG_FIELDS[action]
    check_dict(entry, f"log.{action}", ("action", *spec))
    for key, kind in spec.items():
        item = entry[key]
        if type(item) is not kind:
            raise InvalidInputError(f"log.{action}.{key} must be {kind.__name__}, got {item!r:.50}")
    if "seat" in spec:
        check_int(entry["seat"], "log.seat", 0, seats - 1)
    if action == "roll":
        dice_values(entry["dice"], "log.roll.dice")
        holds_from(entry["keep"])
    if action == "hold":
        die_index(entry["die"])
    if action == "enter_dice":
        dice_values(entry["dice"], "log.enter_dice.dice")
    if action in _TOTALS:
        where, bounds = f"log.{action}.totals", _TOTALS[action]
        for total in check_list(entry["totals"], where, 2, MAX_PLAYERS):
            check_int(total, where, bounds.low, bounds.high)
    if action in ("enter_value", "enter_jackpot_value", "correct", "move_box"):
        check_int(entry["value"], f"log.{action}.value", 0, MAX_BOX_VALUE)
    if action in PUTTING_RIGHT:
        check_int(entry["box"], f"log.{action}.box", 0, MAX_BOXES_PER_ROW - 1)
    if "category" in spec:
        Category.parse(entry["category"])
    if "to" in spec:
        Category.parse(entry["to"])


@dataclass(frozen=True)
class Correction:
    """A filled box put right by agreement of the table (a real-dice game): ``seat``
    index, the ``category`` row and ``box`` index in it of the box as it stood, the
    ``value`` it holds now (``None``: cleared, the seat owes the box) and ``to``, the row
    it was moved to (``None``: it stayed in its row)."""

    seat: int
    category: Category
    box: int
    value: int | None
    to: Category | None = None


def _correction(entry: Mapping[str, Any]) -> Correction:
    action, cat = entry["action"], Category(entry["category"])
    if action == "clear_box":
        return Correction(entry["seat"], cat, entry["box"], None)
    moved = Category(entry["to"]) if action == "move_box" else None
    return Correction(entry["seat"], cat, entry["box"], entry["value"], moved)


def corrections(log: Iterable[Mapping[str, Any]]) -> tuple[Correction, ...]:
    """The boxes put right (``PUTTING_RIGHT``) in a game's log and not taken back by an
    ``undo``, in the order made."""
    kept: list[Correction] = []
    steps: list[bool] = []  # per undo step: whether it put a box right
    for entry in log:
        action = entry["action"]
        if action == "undo":
            if steps and steps.pop():
                kept.pop()
        elif action in UNDOABLE:
            steps.append(action in PUTTING_RIGHT)
            if action in PUTTING_RIGHT:
                kept.append(_correction(entry))
    return tuple(kept)


# A seat's boxes as its log leaves them: per row, one mark per filled regular box in
# row order ("" plain, "x" crossed out, "c" put right by agreement), and the rows whose
# jackpot box is crossed out.
_Marks = tuple[dict[Category, list[str]], set[Category]]


def _marks(log: Iterable[Mapping[str, Any]], seat: int) -> _Marks:
    """Walk the log for ``seat``'s marks (``_Marks``), undo steps included: a cleared box
    leaves its row (the boxes after it move up, as the sheet's do), a moved one joins the
    end of its new row."""
    rows: dict[Category, list[str]] = {cat: [] for cat in Category}
    jackpots: set[Category] = set()
    steps: list[_Marks | None] = []  # what each undo step returns to (None: another seat's)
    for entry in log:
        action = entry["action"]
        if action == "undo":
            step = steps.pop() if steps else None
            if step is not None:
                rows, jackpots = step
            continue
        if action not in UNDOABLE:
            continue
        if entry.get("seat") != seat:
            steps.append(None)
            continue
        steps.append(({cat: list(marks) for cat, marks in rows.items()}, set(jackpots)))
        cat = Category(entry["category"])
        crossing = action in CROSSING_OUTS
        if action in ("score_jackpot", "scratch_jackpot", "enter_jackpot_value") or (
            action == "timeout" and entry["jackpot"]
        ):
            (jackpots.add if crossing else jackpots.discard)(cat)
        elif action == "correct":
            rows[cat][entry["box"]] = "c"
        elif action in ("move_box", "clear_box"):
            del rows[cat][entry["box"]]
            if action == "move_box":
                rows[Category(entry["to"])].append("c")
        else:
            rows[cat].append("x" if crossing else "")
    return rows, jackpots


def crossed_boxes(
    log: Iterable[Mapping[str, Any]], seat: int
) -> frozenset[tuple[Category, int | None]]:
    """A seat's boxes crossed out (scratched, or by a speed-play timeout) as ``(category,
    box index in its row)``, the index ``None`` for the row's jackpot box; a box that
    scored 0 with dice or a typed 0 is not crossed. An undo or putting the box right
    clears it."""
    rows, jackpots = _marks(log, seat)
    return frozenset(
        {(cat, i) for cat, marks in rows.items() for i, mark in enumerate(marks) if mark == "x"}
        | {(cat, None) for cat in jackpots}
    )


def corrected_boxes(log: Iterable[Mapping[str, Any]], seat: int) -> frozenset[tuple[Category, int]]:
    """A seat's boxes put right by agreement as ``(category, box index in its row)``, where
    they stand now (a moved box in its new row)."""
    rows, _ = _marks(log, seat)
    return frozenset(
        (cat, i) for cat, marks in rows.items() for i, mark in enumerate(marks) if mark == "c"
    )
