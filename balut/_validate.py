"""Strict checks for loading saved data: every failure is an ``InvalidInputError``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from .errors import BalutError, InvalidInputError

__all__ = ["check_bool", "check_dict", "check_int", "check_list", "check_str", "load_strictly"]

Loaded = TypeVar("Loaded")


def load_strictly(load: Callable[[object], Loaded], data: object, what: str) -> Loaded:
    """``load(data)``, with every failure turned into an ``InvalidInputError`` on ``what``."""
    try:
        return load(data)
    except InvalidInputError:
        raise
    except BalutError as error:  # e.g. an action the saved state does not allow
        raise InvalidInputError(f"{what} is inconsistent: {error}") from None
    except (
        KeyError,
        TypeError,
        IndexError,
        AttributeError,
        ValueError,
        OverflowError,
        RecursionError,
    ) as error:
        raise InvalidInputError(f"{what} is malformed: {error!r:.200}") from None


def check_dict(value: object, where: str, keys: tuple[str, ...]) -> dict[str, Any]:
    """``value`` must be a dict with exactly ``keys``."""
    if not isinstance(value, dict):
        raise InvalidInputError(f"{where} must be an object, got {type(value).__name__}")
    if set(value) != set(keys):
        missing = sorted(set(keys) - set(value), key=str)
        extra = sorted(set(value) - set(keys), key=str)
        raise InvalidInputError(
            f"{where}: missing keys {missing!r}, unexpected keys {extra!r:.200}"
        )
    return value


def check_list(value: object, where: str, low: int, high: int) -> list[Any]:
    """``value`` must be a list of ``low``..``high`` items."""
    if not isinstance(value, list):
        raise InvalidInputError(f"{where} must be a list, got {type(value).__name__}")
    if not low <= len(value) <= high:
        raise InvalidInputError(f"{where} must have {low}..{high} items, got {len(value)}")
    return value


def check_int(value: object, where: str, low: int, high: int) -> int:
    """``value`` must be an int (not a bool) within ``low``..``high``."""
    if type(value) is not int or not low <= value <= high:
        raise InvalidInputError(f"{where} must be a whole number {low}..{high}, got {value!r:.100}")
    return value


def check_bool(value: object, where: str) -> bool:
    """``value`` must be ``True`` or ``False``."""
    if not isinstance(value, bool):
        raise InvalidInputError(f"{where} must be true or false, got {value!r:.100}")
    return value


def check_str(value: object, where: str) -> str:
    """``value`` must be a string."""
    if not isinstance(value, str):
        raise InvalidInputError(f"{where} must be a string, got {type(value).__name__}")
    return value
