"""Whether a message between the page and Python is one balut/web/protocol.py declares:
`mismatches(value, hint)` lists what does not conform (a key not declared, one missing,
a value of another type), empty when it conforms."""

from __future__ import annotations

import types
import typing
from typing import Any

from balut.web import protocol


def mismatches(value: Any, hint: Any, where: str = "") -> list[str]:
    """What of `value` (as JSON gives it: tuples are lists) does not conform to `hint`."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any:
        return []
    if hint is type(None):
        return [] if value is None else [f"{where}: {value!r:.60} is not null"]
    if hint is float:
        ok = isinstance(value, int | float) and not isinstance(value, bool)
        return [] if ok else [f"{where}: {value!r:.60} is not a number"]
    if hint in (str, int, bool):
        ok = type(value) is hint
        return [] if ok else [f"{where}: {value!r:.60} is not {hint.__name__}"]
    if typing.is_typeddict(hint):
        return _typeddict_mismatches(value, hint, where)
    if origin is typing.Literal:
        return [] if value in args else [f"{where}: {value!r:.60} is not one of {args}"]
    if origin in (typing.Union, types.UnionType):
        found = [mismatches(value, arg, where) for arg in args]
        return [] if any(not one for one in found) else min(found, key=len)
    if origin in (list, tuple) and not isinstance(value, list | tuple):
        return [f"{where}: {value!r:.60} is not an array"]
    if origin is list:
        return [
            m for i, item in enumerate(value) for m in mismatches(item, args[0], f"{where}[{i}]")
        ]
    if origin is tuple:
        if len(value) != len(args):
            return [f"{where}: {value!r:.60} has not {len(args)} items"]
        return [
            m
            for i, pair in enumerate(zip(value, args, strict=True))
            for m in mismatches(*pair, f"{where}[{i}]")
        ]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {value!r:.60} is not an object"]
        return [
            m
            for key, item in value.items()
            for m in mismatches(key, args[0], where) + mismatches(item, args[1], f"{where}.{key}")
        ]
    raise TypeError(f"no check for {hint!r}")


def _typeddict_mismatches(value: Any, hint: Any, where: str) -> list[str]:
    if not isinstance(value, dict):
        return [f"{where}: {value!r:.60} is not an object"]
    hints = typing.get_type_hints(hint)
    found = [f"{where}.{key}: not declared in {hint.__name__}" for key in value if key not in hints]
    found += [
        f"{where}.{key}: missing from {hint.__name__}"
        for key in hint.__required_keys__
        if key not in value
    ]
    for key, item in value.items():
        if key in hints:
            found += mismatches(item, hints[key], f"{where}.{key}")
    return found


def event_mismatches(event: Any) -> list[str]:
    """What of `event`, a message to `App.handle`, protocol.PageEvent does not declare."""
    kinds = {
        typing.get_type_hints(one)["type"].__args__[0]: one
        for one in typing.get_args(protocol.PageEvent)
    }
    kind = event.get("type") if isinstance(event, dict) else None
    if kind not in kinds:
        return [f"event type {kind!r} is not declared"]
    return mismatches(event, kinds[kind], kind)


def frame_mismatches(frame: Any) -> list[str]:
    """What of `frame` protocol.Frame does not declare, and every element or attribute
    its ops make that is not one of a screen's (the page would refuse it)."""
    found = mismatches(frame, protocol.Frame, "frame")
    for op in frame.get("ops", []) if isinstance(frame, dict) else []:
        if op[0] == "el" and op[2] not in protocol.SCREEN_TAGS:
            found.append(f"frame.ops: the element {op[2]!r} is not in SCREEN_TAGS")
        if op[0] == "el" and op[3] not in ("", protocol.SVG_NAMESPACE):
            found.append(f"frame.ops: the namespace {op[3]!r}")
        if op[0] == "attr" and op[2] not in protocol.SCREEN_ATTRIBUTES:
            found.append(f"frame.ops: the attribute {op[2]!r} is not in SCREEN_ATTRIBUTES")
    return found
