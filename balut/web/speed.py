"""Speed Balut in the UI, the model: the per-turn countdown's bookkeeping.

`TurnTimer` is pure bookkeeping on a millisecond clock the app passes in (the page's
`performance.now()`, a monotonic clock: setting the device's clock back or ahead does not
change the time left), so it is tested without a browser and a test can fake the clock. The app
ticks it a few times a second and writes only the countdown text; `TurnClock` (turn_clock)
decides when it runs (turn screens, page visible), `TurnActions.time_up` what happens at
zero (`Game.timeout`);
`speed_screens` draws the countdown and the busted-turn screen.

Decisions (the in-app Rules' Speed Balut section leaves them open):
- A turn's time starts when its player starts it (the hand-off button) and runs only on
  the turn screens (turn, team pick, and the scoreboard opened from them); it pauses on
  Home, hand-off screens, the rules page and while the app is hidden.
- In team play each member's roll sequence gets the full time, and so does the captain's
  pick; running out at any point busts the whole team turn.
- The time left is saved with the game (after every action and when the page is hidden
  or unloaded): a reload resumes the turn with the time it had, never a fresh clock. The
  page's monotonic clock starts again with each page, so the save holds only the time
  left (`left_ms`), never a moment to subtract from another clock.
- After Undo of a bust the turn has no time left, so the others choose the box again
  (an undo never hands out a fresh clock).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import balut

TurnKey = tuple[int, int, int, bool]


def turn_key(game: balut.Game) -> TurnKey:
    """Which timed stretch of play this is: round, seat, team member, captain picking."""
    return (game.round, game.current_index, game.member_index, game.picking)


@dataclass(slots=True)
class TurnTimer:
    """Milliseconds left for one timed stretch of play, running or paused."""

    key: TurnKey | None = None
    left_ms: float = 0.0
    since_ms: float | None = None  # clock value when it last started running
    spent: list[TurnKey] = field(default_factory=list)  # stretches that ran out (busted)

    @property
    def running(self) -> bool:
        return self.since_ms is not None

    def remaining(self, now_ms: float) -> float:
        if self.since_ms is None:
            return max(0.0, self.left_ms)
        return max(0.0, self.left_ms - (now_ms - self.since_ms))

    def seconds_shown(self, now_ms: float) -> int:
        """Whole seconds left, rounded up (a countdown shows 1 until it reaches 0)."""
        return math.ceil(self.remaining(now_ms) / 1000)

    def expired(self, now_ms: float) -> bool:
        return self.key is not None and self.remaining(now_ms) <= 0

    def follow(self, key: TurnKey, seconds: int, now_ms: float) -> None:
        """A new stretch of play gets the full time; the same one keeps what is left."""
        if key != self.key:
            self.key = key
            self.left_ms = 0.0 if key in self.spent else seconds * 1000.0
            self.since_ms = now_ms if self.running else None

    def ran_out(self) -> None:
        """The current stretch busted: an undo back into it finds no time left."""
        if self.key is not None and self.key not in self.spent:
            self.spent.append(self.key)

    def run(self, on: bool, now_ms: float) -> None:
        """Start or pause the countdown."""
        if on and self.since_ms is None:
            self.since_ms = now_ms
        elif not on and self.since_ms is not None:
            self.left_ms = self.remaining(now_ms)
            self.since_ms = None

    def to_dict(self, now_ms: float) -> dict[str, Any] | None:
        if self.key is None:
            return None
        return {
            "key": list(self.key),
            "left_ms": round(self.remaining(now_ms)),
            "spent": [list(k) for k in self.spent],
        }

    @classmethod
    def from_dict(cls, data: Any, limit_seconds: int) -> TurnTimer:
        """A paused timer from a save, its time left within 0..`limit_seconds` (the turn's
        full time); anything malformed gives a fresh timer."""
        try:
            key = _turn_key(data["key"])
            left = data["left_ms"]
            spent = [_turn_key(k) for k in data.get("spent", [])[:200]]
            if type(left) not in (int, float) or not math.isfinite(left):
                raise ValueError(left)
            return cls(key, min(max(0.0, float(left)), limit_seconds * 1000.0), None, spent)
        except (KeyError, TypeError, ValueError, AttributeError, OverflowError):
            return cls()


def _turn_key(value: Any) -> TurnKey:
    """A saved turn key, checked; ValueError when it is not one."""
    if not isinstance(value, list) or len(value) != 4:
        raise ValueError(value)
    round_, seat, member, picking = value
    if not all(type(p) is int for p in (round_, seat, member)) or type(picking) is not bool:
        raise ValueError(value)
    return (round_, seat, member, picking)
