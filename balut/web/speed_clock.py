"""The Speed Balut countdown in the page: the page's clock, a ticking interval, pausing.

The interval asks `tick` (the controller decides whether the turn ran out; then it
dispatches `time-up`, saves and paints once) and otherwise only rewrites the countdown's
text. The page being hidden (`visibilitychange`) calls `visibility`; leaving the page
(`pagehide`) calls `leave`, which saves, so a reload resumes with the time that was left.
This module knows the app only through these callbacks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_proxy

from .speed import TurnTimer
from .vdom import is_null

TICK_MS = 200
URGENT_SECONDS = 5


def page_clock() -> float:
    """The page's millisecond clock (`Date.now()`)."""
    return float(js.Date.now())


class SpeedClock:
    """The interval and page events of one mounted app, and the countdown's text."""

    def __init__(
        self,
        document: Any,
        root: Any,
        *,
        timer: Callable[[], TurnTimer],
        tick: Callable[[], None],
        visibility: Callable[[bool], None],
        leave: Callable[[], None],
    ) -> None:
        self.document = document
        self.root = root
        self.timer = timer
        self._tick = tick
        self._proxies = [
            create_proxy(lambda: self._on_tick()),
            create_proxy(lambda _e: visibility(not document.hidden)),
            create_proxy(lambda _e: leave()),
        ]
        document.addEventListener("visibilitychange", self._proxies[1])
        js.window.addEventListener("pagehide", self._proxies[2])
        js.setInterval(self._proxies[0], TICK_MS)

    def _on_tick(self) -> None:
        self._tick()
        self.paint()

    def paint(self) -> None:
        """Write the seconds left into the countdown, if one is on screen."""
        element = self.root.querySelector("#countdown")
        if is_null(element):
            return
        timer = self.timer()
        seconds = timer.seconds_shown(page_clock())
        text = f"{seconds // 60}:{seconds % 60:02d}"
        if text != element.textContent:
            element.textContent = text
        element.classList.toggle("urgent", seconds <= URGENT_SECONDS)
        element.classList.toggle("paused", not timer.running)
