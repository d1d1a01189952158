"""The puzzle of the day on real pages: two phones (two browser contexts) on the same
date show the same position; the one attempt is scored and a reload keeps it (no second
attempt); the next day brings a new position and a streak of 2 (the page's clock set by
Playwright's `page.clock`, in a time zone of its own)."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from conftest import PHONE
from playwright.sync_api import Page, expect

ZONE = "Europe/Copenhagen"
DAY = datetime(2026, 12, 7, 23, 30, tzinfo=ZoneInfo(ZONE))  # 22:30 UTC: the 7th there
NEXT_DAY = datetime(2026, 12, 8, 9, 0, tzinfo=ZoneInfo(ZONE))
SCORED = re.compile(r"^(\d\.\d\d points lost|The best move: no points lost)$")


def phones_on_the_day(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> list[Page]:
    """Two phones of their own (the clock is the context's) on `DAY`, started together."""
    phones = [new_page(**PHONE, fresh=True, timezone_id=ZONE) for _ in range(2)]
    for phone in phones:
        phone.clock.set_fixed_time(DAY)
        phone.goto("/")
    for phone in phones:
        wait_until_ready(phone)
    return phones


def open_puzzle(page: Page) -> None:
    page.get_by_role("button", name="Puzzle of the day").click()
    expect(page.get_by_role("heading", name="Puzzle of the day")).to_be_visible()


def position(page: Page) -> tuple[str, str, str]:
    """What the player sees of the position: the day, the dice and the sheet."""
    puzzle = page.locator(".screen-puzzle")
    return (
        puzzle.locator(".puzzle-day").inner_text(),
        puzzle.locator(".dice").inner_text(),
        puzzle.locator(".sheet").inner_text(),
    )


def answer(page: Page) -> str:
    """Fill the first open box; the result's heading (the points lost)."""
    page.locator(".screen-puzzle .sheet .row-main:enabled").first.click()
    result = page.get_by_role("region", name=SCORED)
    expect(result).to_be_visible()
    return result.get_by_role("heading", name=SCORED).inner_text()


def test_the_same_position_on_two_phones_one_attempt_kept_and_the_next_day(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
) -> None:
    ann, bo = phones_on_the_day(new_page, wait_until_ready)
    expect(ann.get_by_text("A new puzzle waits for you today.")).to_be_visible()
    open_puzzle(ann)
    today = position(ann)
    assert today[0] == "The puzzle of 7 Dec 2026"
    screenshot(ann, "puzzle-question")

    scored = answer(ann)
    expect(ann.get_by_text("1 day in a row with the puzzle of the day.")).to_be_visible()
    screenshot(ann, "puzzle-result")
    ann.evaluate("window.balutScreen.settled()")
    ann.reload()
    wait_until_ready(ann)
    expect(ann.get_by_text("Today's done:")).to_be_visible()
    open_puzzle(ann)
    expect(ann.locator("#puzzle-score")).to_have_text(scored)  # the attempt, kept
    expect(ann.locator(".screen-puzzle .sheet .row-main:enabled")).to_have_count(0)
    open_puzzle(bo)
    assert position(bo) == today

    ann.clock.set_fixed_time(NEXT_DAY)
    ann.get_by_role("button", name="Home").click()
    open_puzzle(ann)
    assert position(ann)[0] == "The puzzle of 8 Dec 2026" and position(ann) != today
    answer(ann)
    expect(ann.get_by_text("2 days in a row with the puzzle of the day.")).to_be_visible()
