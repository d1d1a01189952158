"""The Speed Balut countdown in the page: the page's clock, a ticking interval, pausing.

The interval only reads the timer and rewrites the countdown's text (no render) until the
time runs out; then it dispatches `time-up` and the app paints once. The page being hidden
(`visibilitychange`) pauses the countdown and saves; leaving the page (`pagehide`) saves,
so a reload resumes with the time that was left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import js
from pyodide.ffi import create_proxy

from .vdom import is_null

if TYPE_CHECKING:
    from .app import App

TICK_MS = 200
URGENT_SECONDS = 5


class SpeedClock:
    """Drives `controller.play`'s timer for one mounted app."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.play = app.controller.play
        self.play.now = lambda: float(js.Date.now())
        self.play.visible = not app.document.hidden
        self._proxies = [create_proxy(self._tick), create_proxy(self._visibility),
                         create_proxy(lambda _e: app.controller.save())]
        app.document.addEventListener("visibilitychange", self._proxies[1])
        js.window.addEventListener("pagehide", self._proxies[2])
        js.setInterval(self._proxies[0], TICK_MS)

    def _visibility(self, _event: Any) -> None:
        self.play.visible = not self.app.document.hidden
        self.play.sync_timer()
        self.app.controller.save()
        self.paint()

    def _tick(self) -> None:
        if self.play.tick():
            self.app.controller.dispatch("time-up")
            self.app.controller.save()
            self.app.paint()
        else:
            self.paint()

    def paint(self) -> None:
        """Write the seconds left into the countdown, if one is on screen."""
        element = self.app.root.querySelector("#countdown")
        if is_null(element):
            return
        timer = self.app.controller.state.timer
        seconds = timer.seconds_shown(self.play.now())
        text = f"{seconds // 60}:{seconds % 60:02d}"
        if text != element.textContent:
            element.textContent = text
        element.classList.toggle("urgent", seconds <= URGENT_SECONDS)
        element.classList.toggle("paused", not timer.running)
