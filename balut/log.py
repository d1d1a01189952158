"""The action log: its schema, and checked copies of its entries."""

from __future__ import annotations

from typing import Any

from ._validate import check_dict, check_int, check_list, check_str
from .dice import Category
from .errors import InvalidInputError
from .turn import dice_values, die_index, holds_from

__all__ = ["LOG_FIELDS", "copy_entry", "entries_from"]

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
}


def copy_entry(entry: dict[str, Any]) -> dict[str, Any]:
    """A log entry (flat: its only containers are the dice and keep lists), copied."""
    return {key: list(item) if type(item) is list else item for key, item in entry.items()}


def entries_from(value: object, seats: int) -> list[dict[str, Any]]:
    """Saved log entries for a game of ``seats`` seats, checked against the schema."""
    entries = []
    for entry in check_list(value, "log", 0, 100_000):
        if not isinstance(entry, dict):
            raise InvalidInputError("log entries must be objects")
        action = check_str(entry.get("action"), "log.action")
        if action not in LOG_FIELDS:
            raise InvalidInputError(f"log: unknown action {action!r:.50}")
        spec = LOG_FIELDS[action]
        check_dict(entry, f"log.{action}", ("action", *spec))
        for key, kind in spec.items():
            item = entry[key]
            if type(item) is not kind:
                raise InvalidInputError(
                    f"log.{action}.{key} must be {kind.__name__}, got {item!r:.50}"
                )
        if "seat" in spec:
            check_int(entry["seat"], "log.seat", 0, seats - 1)
        if action == "roll":
            dice_values(entry["dice"], "log.roll.dice")
            holds_from(entry["keep"])
        if action == "hold":
            die_index(entry["die"])
        if "category" in spec:
            Category.parse(entry["category"])
        entries.append(copy_entry(entry))
    return entries
