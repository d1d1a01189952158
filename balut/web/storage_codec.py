"""The text of one stored value: a JSON envelope ``{"schema": N, "data": ...}``.

Reading refuses, with :class:`Unreadable` and its reason, what no save of ours wrote:
damaged JSON, text nested deeper than `MAX_DEPTH`, a foreign shape, a newer schema.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from typing import Any

from .i18n import Msg
from .protocol import SCHEMA_VERSION


class Unreadable(Exception):
    """A stored value that must be backed up; `reason` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = Msg.of(f"storage.reason.{reason}")


# Our saves nest about ten levels deep. Pyodide's json parser recurses on the C stack and
# ~100,000 levels kill the interpreter (a fatal error at every start), so anything deeper
# than this is refused before it is parsed.
MAX_DEPTH = 64
# A string, or an unterminated one to the end: never backtracks. (balut.record's takes a
# character at a time; this one takes the runs between escapes whole, ten times faster on
# a history's long strings.)
_STRING = re.compile(r'"[^"\\]*(?:\\[\s\S]?[^"\\]*)*(?:"|\Z)')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_INNERMOST = re.compile(r"[\[{][\]}]")


def nests_deeper_than(raw: str, limit: int) -> bool:
    """True when the JSON text `raw` opens more than `limit` arrays or objects at once
    (brackets inside strings do not count). No recursion and no loop over characters in
    Python (a history of thousands of games is checked in milliseconds): with strings and
    everything but brackets gone, each pass takes away the innermost pairs, one level."""
    if raw.count("[") + raw.count("{") <= limit:
        return False  # (fast: not even that many brackets in all)
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", raw))
    if re.search(f"[\\[{{]{{{limit + 1}}}", brackets):  # that many opened in a row
        return True
    for _ in range(limit):
        brackets, pairs = _INNERMOST.subn("", brackets)
        if not pairs:
            break
    return bool(brackets)  # a level left over (or brackets that do not pair: not JSON)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


class Overflows:
    """json's `parse_float` and `parse_int` noting a number no save can write again: one
    too big for a float (1e400 reads as infinity), or an integer of more digits than
    Python reads (also read as infinity, instead of refusing the whole text)."""

    def __init__(self) -> None:
        self.seen = False

    def __call__(self, text: str) -> float:
        value = float(text)
        self.seen = self.seen or math.isinf(value)
        return value

    def integer(self, text: str) -> int | float:
        try:
            return int(text)
        except ValueError:
            self.seen = True
            return math.inf


def writable(data: Any) -> bool:
    try:
        json.dumps(data, allow_nan=False)
    except ValueError:
        return False
    return True


def decode(raw: str, valid: Callable[[Any], bool], overflows: Overflows) -> Any:
    """Return the data inside an envelope, or raise :class:`Unreadable` (the caller has
    refused text nested deeper than `MAX_DEPTH`)."""
    try:
        # Integers in C, not a Python call each (a history holds thousands); only a text
        # json refuses, maybe for an integer of more digits than Python reads, is read
        # again with `overflows.integer`.
        envelope = json.loads(raw, parse_constant=_reject_constant, parse_float=overflows)
    except RecursionError as error:
        raise Unreadable("damaged") from error
    except ValueError:
        try:
            envelope = json.loads(
                raw,
                parse_constant=_reject_constant,
                parse_float=overflows,
                parse_int=overflows.integer,
            )
        except (ValueError, RecursionError) as error:
            raise Unreadable("damaged") from error
    if not (isinstance(envelope, dict) and "schema" in envelope and "data" in envelope):
        raise Unreadable("foreign")
    schema = envelope["schema"]
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
        raise Unreadable("foreign")
    if schema > SCHEMA_VERSION:
        raise Unreadable("newer")
    if not valid(envelope["data"]):
        raise Unreadable("foreign")
    return envelope["data"]


def encode(data: Any) -> str:
    # ASCII-only output: lone surrogates in hostile names survive the trip to JS. No
    # spaces: a history of thousands of games is a tenth smaller and written faster.
    return json.dumps(
        {"schema": SCHEMA_VERSION, "data": data}, allow_nan=False, separators=(",", ":")
    )
