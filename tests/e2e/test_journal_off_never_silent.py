"""Crash protection never switches off in silence (issue 29, findings 3 and 4): the saves'
journal (static/js/save-journal.js) outlasts its database deleted or upgraded by another
page of the site mid-game, and a Start fresh made while the device clock ran ahead;
after each, a browser killed a few taps later reopens the game the table last saw. In a
browser that gives the app no IndexedDB at all, Home says that crash protection is off.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from helpers_game import (
    GAME_KEY,
    expect_reopened_as,
    game_save,
    journaled_save,
    kill_and_reopen,
    open_app,
    open_saved,
    play_a_tap,
    start_game,
)
from playwright.sync_api import BrowserContext, Page, expect

import balut
from balut.web.protocol import JOURNAL_KEY

TAPS = 4
# Another page of the site deletes the journal's database (its open connection is asked
# to close first), or opens it at the next version.
DELETE = """new Promise((resolve, reject) => {
  const deleting = indexedDB.deleteDatabase('balut-saves');
  deleting.onsuccess = resolve;
  deleting.onerror = () => reject(deleting.error);
})"""
UPGRADE = """new Promise((resolve, reject) => {
  const probe = indexedDB.open('balut-saves');
  probe.onsuccess = () => {
    const version = probe.result.version + 1;
    probe.result.close();
    const upgrading = indexedDB.open('balut-saves', version);
    upgrading.onsuccess = () => resolve(upgrading.result.close());
    upgrading.onerror = () => reject(upgrading.error);
  };
})"""


def play(page: Page, choose: random.Random) -> None:
    for _ in range(TAPS):
        play_a_tap(page, choose)


def test_kills_after_the_journal_database_was_deleted_then_upgraded_mid_game_lose_no_tap(
    launch_profile: Callable[[], BrowserContext],
    wait_until_ready: Callable[[Page], None],
    tmp_path: Path,
) -> None:
    """A game under way; another tab of the site deletes the journal's database, taps, a
    kill: the reopened game has every tap. Then the same with the database opened at the
    next version."""
    choose = random.Random(29)
    mirror = balut.Game(["Ann", "Bo"], seed=29)
    page = open_saved(launch_profile().pages[0], wait_until_ready, GAME_KEY, game_save(mirror))
    for other_page in (DELETE, UPGRADE):
        play(page, choose)
        other = page.context.new_page()
        other.goto("/__test__/blank.html")
        other.evaluate(other_page)
        other.close()
        play(page, choose)
        seen = journaled_save(page)
        page = kill_and_reopen(launch_profile, tmp_path / "profile", wait_until_ready)
        expect_reopened_as(page, seen)


def wait_until_on_disk(profile: Path, text: str) -> None:
    """Wait until the browser has written `text` of localStorage to `profile`'s disk (its
    first write of a launch comes about 5 s after the first change, later ones a minute
    apart)."""
    folder = profile / "Default" / "Local Storage" / "leveldb"
    written = text.encode("latin-1")  # (how it stores an ASCII value)
    for _ in range(900):
        if any(written in log.read_bytes() for log in folder.glob("*.log")):
            return
        time.sleep(0.1)  # (a file on disk: nothing to expect() on)
    raise AssertionError(f"{text} never reached the disk")


def test_a_kill_after_start_fresh_made_once_the_clock_ran_ahead_loses_no_tap(
    launch_profile: Callable[[], BrowserContext],
    wait_until_ready: Callable[[Page], None],
    tmp_path: Path,
) -> None:
    profile = tmp_path / "profile"
    context = launch_profile()
    context.clock.set_system_time(datetime.now() + timedelta(days=365))
    mirror = balut.Game(["Ann", "Bo"], seed=4)
    page = open_saved(context.pages[0], wait_until_ready, GAME_KEY, game_save(mirror))
    play(page, random.Random(4))  # saves made while the clock ran a year ahead
    context.close()  # (all on disk)

    page = open_app(launch_profile().pages[0], wait_until_ready)  # the clock right again
    with page.expect_navigation():  # Start fresh (the start-up error panel's) reloads
        page.evaluate(
            "import('/static/js/start-fresh.js').then((fresh) => { fresh.startFresh(); })"
        )
    wait_until_ready(page)
    # What a kill keeps of localStorage: Start fresh's note of what never comes back, not
    # the game played next.
    floor = page.evaluate(f"JSON.parse(localStorage.getItem('{JOURNAL_KEY}'))['*']")
    wait_until_on_disk(profile, f'"*":{floor}')
    start_game(page, ["Ann", "Bo"])
    page.get_by_role("button", name="Continue").click()  # past the roll-off
    play(page, random.Random(5))
    seen = journaled_save(page)
    expect_reopened_as(kill_and_reopen(launch_profile, profile, wait_until_ready), seen)


# How a browser goes without IndexedDB: the name missing (as some private modes), or
# there but null (as Firefox with IndexedDB switched off).
NO_INDEXEDDB = {
    "missing": "delete window.indexedDB",
    "null": "Object.defineProperty(window, 'indexedDB', { value: null })",
}


@pytest.mark.parametrize("absent", NO_INDEXEDDB)
def test_without_indexeddb_home_says_crash_protection_is_off_and_why(
    page: Page, wait_until_ready: Callable[[Page], None], absent: str
) -> None:
    page.add_init_script(NO_INDEXEDDB[absent])
    page.set_viewport_size({"width": 360, "height": 740})
    open_app(page, wait_until_ready)
    notice = page.get_by_role("status").filter(
        has_text="Crash protection is off: this browser gives the app no database"
    )
    expect(notice).to_be_in_viewport(ratio=1)  # (first under the app's name: no scrolling)
    expect(page.get_by_role("button", name="New game")).to_be_visible()
