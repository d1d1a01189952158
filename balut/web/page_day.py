"""The page's calendar date: the day the puzzle of the day is drawn for.

Each event carries the device's clock (`now`, `Date.now()`) and its time zone (`zone`,
minutes east of UTC): the local date follows from the two, so it is the date the phone
shows, whatever Python's own time zone. Without them (browser-free tests, a page of an
older version) it is this computer's local date.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta


class PageDay:
    """The page's local date as of the event being handled (`now` ms, `zone` minutes)."""

    def __init__(self, now_ms: float | None = None, zone_min: int = 0) -> None:
        self.now_ms = now_ms
        self.zone_min = zone_min

    def follow(self, event: dict[str, object]) -> None:
        """Take the clock and the time zone an event carries (each when it carries it)."""
        now, zone = event.get("now"), event.get("zone")
        if isinstance(now, (int, float)) and not isinstance(now, bool):
            self.now_ms = float(now)
        if type(zone) is int and abs(zone) <= 24 * 60:
            self.zone_min = zone

    def __call__(self) -> str:
        """The local date, "YYYY-MM-DD"."""
        if self.now_ms is None:
            return date.today().isoformat()
        try:
            moment = datetime.fromtimestamp(self.now_ms / 1000, UTC)
            return (moment + timedelta(minutes=self.zone_min)).date().isoformat()
        except (ValueError, OverflowError, OSError):  # a clock beyond any calendar
            return date.today().isoformat()
