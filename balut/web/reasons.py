"""Why the rules core refused something, as a message a player can read.

A `BalutError` carries a `code` and `params` (see `balut.errors`); its English `str()` is
for developers and never reaches the page. The code names the catalog key
``error.<code>``; a code without an entry falls back to the generic key.
"""

from __future__ import annotations

import balut

from .i18n import DEFAULT_LANGUAGE, Msg, Value
from .locales import CATALOGS
from .speed import category_name

GENERIC = "error.illegal_action"


def reason(error: balut.BalutError, fallback: str = GENERIC) -> Msg:
    """The error's catalog message with its params as values (`fallback` when unknown)."""
    key = f"error.{error.code}"
    if key not in CATALOGS[DEFAULT_LANGUAGE]:
        return Msg.of(fallback)
    return Msg.of(key, **{name: _value(v) for name, v in error.params.items()})


def _value(value: object) -> Value:
    if isinstance(value, balut.Category):
        return category_name(value)
    if isinstance(value, (str, int, Msg)) and not isinstance(value, bool):
        return value
    return str(value)
