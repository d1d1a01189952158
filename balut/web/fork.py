"""Copies of the app's collaborators to try a tap on, cheaply."""

from __future__ import annotations

import copy
from typing import Any, TypeVar

Forked = TypeVar("Forked")


def fork(value: Forked, memo: dict[int, Any], deep: str) -> Forked:
    """A copy of `value` to try a tap on (balut.web.app `App.prepare`): its attribute
    `deep` deep-copied with `memo`, its dicts, lists and sets copied one level (caches
    whose texts, parsed entries and figures are never changed in place), the rest shared."""
    twin = copy.copy(value)
    memo[id(value)] = twin
    for name, item in vars(value).items():
        if isinstance(item, dict | list | set):
            setattr(twin, name, copy.copy(item))
    setattr(twin, deep, copy.deepcopy(getattr(value, deep), memo))
    return twin
