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
    "REAL_DICE_ACTIONS",
    "ROLL_OFF_TOTAL",
    "TIEBREAK_TOTAL",
    "UNDOABLE",
    "Correction",
    "copy_entry",
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
    "correct": {"seat": int, "category": str, "box": int, "value": int},
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
        "correct",
        "enter_tiebreak",
    }
)
PHONE_ACTIONS = frozenset({"hold", "roll", "finish_member", "pick"})
#: Actions that cross a box out (a speed-play timeout too).
CROSSING_OUTS = frozenset({"scratch", "scratch_jackpot", "timeout"})
#: Actions an ``undo`` entry can take back (each takes an undo step when it is done).
UNDOABLE = frozenset(
    {"score", "score_jackpot", "enter_value", "correct", "enter_tiebreak", *CROSSING_OUTS}
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
    if action in ("enter_value", "correct"):
        check_int(entry["value"], f"log.{action}.value", 0, MAX_BOX_VALUE)
    if action == "correct":
        check_int(entry["box"], "log.correct.box", 0, MAX_BOXES_PER_ROW - 1)
    if "category" in spec:
        Category.parse(entry["category"])


@dataclass(frozen=True)
class Correction:
    """A filled box changed by agreement of the table (a real-dice game's ``correct``):
    ``seat`` index, ``category``, ``box`` index in its row, the ``value`` it holds now."""

    seat: int
    category: Category
    box: int
    value: int


def corrections(log: Iterable[Mapping[str, Any]]) -> tuple[Correction, ...]:
    """The corrections of a game's log not taken back by an ``undo``, in the order made."""
    kept: list[Correction] = []
    last = ""  # the action an undo would take back
    for entry in log:
        action = entry["action"]
        if action == "undo":
            if last == "correct":
                kept.pop()
            last = ""
        elif action in UNDOABLE:
            last = action
            if action == "correct":
                cat = Category(entry["category"])
                kept.append(Correction(entry["seat"], cat, entry["box"], entry["value"]))
    return tuple(kept)


def crossed_boxes(
    log: Iterable[Mapping[str, Any]], seat: int
) -> frozenset[tuple[Category, int | None]]:
    """A seat's boxes crossed out (scratched, or by a speed-play timeout) as ``(category,
    box index in its row)``, the index ``None`` for the row's jackpot box; a box that
    scored 0 with dice or a typed 0 is not crossed. An undo or a correction clears it."""
    filled = dict.fromkeys(Category, 0)
    crossed: set[tuple[Category, int | None]] = set()
    # What an undo takes back: (row, box, crossed before, the box was filled by it).
    steps: list[tuple[Category, int | None, bool, bool] | None] = []
    for entry in log:
        action = entry["action"]
        if action == "undo":
            step = steps.pop() if steps else None
            if step is not None:
                cat, box, was, appended = step
                filled[cat] -= appended
                (crossed.add if was else crossed.discard)((cat, box))
            continue
        if action not in UNDOABLE:
            continue
        if entry.get("seat") != seat:
            steps.append(None)
            continue
        cat = Category(entry["category"])
        jackpot = action in ("score_jackpot", "scratch_jackpot") or (
            action == "timeout" and entry["jackpot"]
        )
        box = entry["box"] if action == "correct" else None if jackpot else filled[cat]
        steps.append((cat, box, (cat, box) in crossed, not jackpot and action != "correct"))
        if not jackpot and action != "correct":
            filled[cat] += 1
        if action in CROSSING_OUTS:
            crossed.add((cat, box))
        else:
            crossed.discard((cat, box))
    return frozenset(crossed)
