"""The Speed Balut clock on the controller's side: when a turn's time runs, when it ran out.

The page's monotonic clock (`monotonic`, milliseconds) and whether it is `visible` are
given to it (the app gives the page's, a `PageClock`; tests a fake clock). The decisions
behind the timed screens are in `balut.web.speed`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from .speed import TurnTimer, turn_key
from .state import Screen, UiState

# Screens on which a speed turn's time runs; the scoreboard too when opened from one.
TIMED_SCREENS = frozenset({Screen.TURN, Screen.TEAM_PICK})


def monotonic_ms() -> float:
    return time.monotonic() * 1000


class PageClock:
    """The page's monotonic clock as of the event being handled (each event carries its
    `monotonic`, the page's `performance.now()`)."""

    def __init__(self, ms: float = 0.0) -> None:
        self.ms = ms

    def __call__(self) -> float:
        return self.ms


class TurnClock:
    """Keeps `state.turn.timer` in step with the game, the screen and the page's visibility."""

    def __init__(self, now: Callable[[], float] = monotonic_ms, *, visible: bool = True) -> None:
        self.now = now
        self.visible = visible

    def sync(self, state: UiState) -> None:
        """Run the countdown exactly while a speed turn is on a timed, visible screen."""
        game = state.game
        timer = state.turn.timer
        now = self.now()
        if game is None or game.is_over() or not game.rules.speed_seconds:
            timer.run(False, now)
            return
        timer.follow(turn_key(game), game.rules.speed_seconds, now)
        # Stating a prediction before the first roll is not part of the timed turn.
        screen = state.nav.return_to if state.screen is Screen.SCOREBOARD else state.screen
        timer.run(self.visible and screen in TIMED_SCREENS and not game.needs_prediction, now)

    def ran_out(self, timer: TurnTimer) -> bool:
        """True when the running turn has no time left."""
        return timer.running and timer.expired(self.now())

    def saved(self, timer: TurnTimer) -> dict[str, Any] | None:
        """The timer as saved with the game: the time left now."""
        return timer.to_dict(self.now())
