"""The Speed Balut countdown as the page shows it: its text and state, every tick.

The page ticks every `TICK_MS` while a turn's time (or the undo toast) can run out and
asks the app (balut.web.app), which asks the controller whether the turn ran out (then
it dispatches `time-up`, saves and paints once) and sends the countdown's text for the
page to write into `#countdown` if one is on screen. The page's clock is the one the
page sends with each event.
"""

from __future__ import annotations

from typing import Any

from .speed import TurnTimer

TICK_MS = 200
URGENT_SECONDS = 5


def countdown(timer: TurnTimer, now_ms: float) -> dict[str, Any]:
    """The countdown's text ("m:ss") and its `urgent` and `paused` classes."""
    seconds = timer.seconds_shown(now_ms)
    return {
        "text": f"{seconds // 60}:{seconds % 60:02d}",
        "urgent": seconds <= URGENT_SECONDS,
        "paused": not timer.running,
    }
