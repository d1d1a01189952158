"""PyScript entry point, run in a web worker (static/js/screen.js starts it): the page
calls `handle` with each event as JSON and applies the frame it returns (balut.web.app).

The first event is `start` (the page's saves, language, address...); a start-up failure
comes back as `{"error", "details"}` for the page's start-up error panel, and so does any
later failure (the page logs it). `prepare` answers a likely tap ahead (`App.prepare`).
Only this module knows it runs under PyScript.
"""

from __future__ import annotations

import json
import traceback
from typing import TYPE_CHECKING, Any

import js
from pyscript import sync

if TYPE_CHECKING:  # (the app's modules are imported at the first event, within `handle`)
    from balut.web.protocol import Failure

_app: Any = None


def _boot() -> dict[str, str]:
    """How Python started (static/js/python-runtime.js): from the snapshot or not."""
    boot = getattr(js, "balutPython", None)
    return {} if boot is None else {"python": str(boot.boot), "snapshot": str(boot.reason)}


def handle(message: str) -> str:
    """One event from the page (JSON) -> the frame that shows its outcome (JSON)."""
    global _app
    try:
        event = json.loads(message)
        if event.get("type") == "start":
            from balut.web import app

            _app, frame = app.start(event)
            frame.update(_boot())
        else:
            frame = _app.handle(event)
    except Exception as error:  # every failure must reach the page
        frame = {**_failure(error), **_boot()}
    return json.dumps(frame)


def prepare(message: str) -> str:
    """A likely tap (JSON `[name, arg]`) answered ahead: the state's epoch, a newline and
    the frame (JSON); a failure as `{"error", "details"}` (the page logs it)."""
    try:
        name, arg = json.loads(message)
        epoch, frame = _app.prepare(str(name), str(arg))
        return f"{epoch}\n{json.dumps(frame)}"
    except Exception as error:
        return json.dumps(_failure(error))


def _failure(error: Exception) -> Failure:
    return {"error": f"{type(error).__name__}: {error}", "details": traceback.format_exc()}


sync.handle = handle
sync.prepare = prepare
