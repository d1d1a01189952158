"""A killed browser loses no tap: the saves' journal (static/js/save-journal.js) puts back
what localStorage had not yet written to disk.

The whole browser process is killed (SIGKILL, as a phone's memory manager does), not only
the page, at random points of a two-player game, once the last tap is painted and its
save journaled; the next launch on the same profile must show exactly the game the table
last saw. (Without the journal Chromium reopened such a game seconds and taps back:
bench/kills.py measures 40 kill points, at random times after a tap, with and without it.)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from helpers_game import (
    expect_reopened_as,
    journaled_save,
    kill_and_reopen,
    open_app,
    play_a_tap,
    start_game,
)
from playwright.sync_api import BrowserContext, Page

KILL_POINTS = 3


def test_a_killed_browser_reopens_the_game_as_the_last_tap_left_it(
    launch_profile: Callable[[], BrowserContext],
    wait_until_ready: Callable[[Page], None],
    tmp_path: Path,
) -> None:
    choose = random.Random(14)
    context = launch_profile()
    page = open_app(context.pages[0], wait_until_ready, seed=3)
    start_game(page, ["Ann", "Bo"])
    page.get_by_role("button", name="Continue").click()  # past the roll-off
    for _ in range(KILL_POINTS):
        for _ in range(choose.randint(2, 6)):
            play_a_tap(page, choose)
        seen = journaled_save(page)

        page = kill_and_reopen(launch_profile, tmp_path / "profile", wait_until_ready)
        expect_reopened_as(page, seen)


JOURNAL = "/static/js/save-journal.js"
CONTRACT = "/static/js/contract.js"  # the journal's key (balut/web/protocol.py)


def start(page: Page) -> None:
    """A new start of the site: the journal module loaded afresh and reconciled."""
    page.goto("/__test__/blank.html")
    page.evaluate(f"import('{JOURNAL}').then((journal) => journal.reconcile())")


def run(page: Page, body: str) -> Any:
    """Run `body` (JS, `saves`, the journal's functions and JOURNAL_KEY in scope) in this
    start."""
    return page.evaluate(
        f"""async () => {{
          const journal = await import('{JOURNAL}');
          const {{ saves }} = journal;
          const {{ JOURNAL_KEY }} = await import('{CONTRACT}');
          {body}
        }}"""
    )


ON_DISK = "localStorage.getItem('balut:game')"
# The journal's own store in IndexedDB: `inJournal(store => store.get(key))` resolves to
# the request's result once its transaction is committed.
IN_JOURNAL = """const inJournal = (work) => new Promise((resolve) => {
  indexedDB.open('balut-saves').onsuccess = ({ target }) => {
    const transaction = target.result.transaction('journal', 'readwrite');
    const call = work(transaction.objectStore('journal'));
    transaction.oncomplete = () => resolve(call.result);
  };
});"""


def test_the_journal_puts_back_only_what_is_newer_than_localstorage(page: Page) -> None:
    start(page)
    lost = run(
        page,
        """saves.setItem('balut:game', 'A');
        const notedA = localStorage.getItem(JOURNAL_KEY);
        saves.setItem('balut:game', 'B');
        saves.setItem('balut:names', 'N');
        await saves.settled();
        // localStorage as a killed browser left it: B and N were never written to disk.
        localStorage.setItem('balut:game', 'A');
        localStorage.removeItem('balut:names');
        localStorage.setItem(JOURNAL_KEY, notedA);
        return localStorage.getItem(JOURNAL_KEY);""",
    )
    start(page)  # the newer entries of the journal win
    assert run(page, f"return [{ON_DISK}, localStorage.getItem('balut:names')]") == ["B", "N"]
    assert run(page, "return localStorage.getItem(JOURNAL_KEY)") != lost

    run(
        page,
        IN_JOURNAL
        + """saves.setItem('balut:game', 'C');
        await saves.settled();
        const entryOfC = await inJournal((store) => store.get('balut:game'));
        saves.setItem('balut:game', 'D');
        await saves.settled();
        await inJournal((store) => store.put(entryOfC));  // as if D's entry was lost""",
    )
    start(page)  # localStorage's D is newer than the journal's C: it stays
    assert run(page, f"return {ON_DISK}") == "D"


def test_a_lost_removal_is_applied_then_forgotten_and_damaged_notes_trust_the_journal(
    page: Page,
) -> None:
    start(page)
    run(
        page,
        """saves.setItem('balut:game', 'A');
        saves.setItem('balut:match', 'M');
        const noted = localStorage.getItem(JOURNAL_KEY);
        saves.removeItem('balut:game');
        await saves.settled();
        localStorage.setItem('balut:game', 'A');  // the removal never reached the disk
        localStorage.setItem(JOURNAL_KEY, noted);""",
    )
    start(page)
    assert run(page, f"return {ON_DISK}") is None
    assert "balut:game" not in run(page, "return JSON.parse(localStorage.getItem(JOURNAL_KEY))")

    run(page, "localStorage.clear(); localStorage.setItem(JOURNAL_KEY, '{not json')")
    start(page)  # nothing known of localStorage's writes: every journaled value comes back
    assert run(page, "return localStorage.getItem('balut:match')") == "M"
    assert run(page, f"return {ON_DISK}") is None

    run(page, "await journal.forgetJournal(); localStorage.clear()")
    start(page)  # Start fresh: nothing comes back
    assert run(page, "return localStorage.length") == 0

    run(
        page,
        IN_JOURNAL
        + """saves.setItem('balut:game', 'G');
        await saves.settled();
        const entry = await inJournal((store) => store.get('balut:game'));
        await journal.forgetJournal();
        localStorage.removeItem('balut:game');  // (Start fresh moves it aside)
        await inJournal((store) => store.put(entry));  // as if emptying the journal failed""",
    )
    start(page)  # what the journal held before Start fresh never comes back
    assert run(page, f"return {ON_DISK}") is None


def test_an_indexeddb_that_never_answers_delays_nothing_for_long(page: Page) -> None:
    page.add_init_script("indexedDB.open = () => ({})")  # a request that never fires
    start(page)  # (reconcile resolves: the app's start-up waits for it)
    assert run(page, "saves.setItem('balut:game', 'G'); return " + ON_DISK) == "G"


FILL_STORAGE = """let n = 0;
for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 8, 16, 1]) {
  try { for (;;) localStorage.setItem(`junk${n++}`, "x".repeat(size)); } catch {}
}"""


def test_on_a_full_storage_the_journal_puts_values_back_in_the_order_they_were_written(
    page: Page,
) -> None:
    """A history trimmed to make room, then a bigger game: put back in that order, the
    game fits in the room the history left, as it did when it was saved."""
    start(page)
    run(
        page,
        """localStorage.setItem('balut:history', 'H'.repeat(3000));
        localStorage.setItem('balut:game', 'A'.repeat(1000));
        const noted = localStorage.getItem(JOURNAL_KEY);
        saves.setItem('balut:history', 'h'.repeat(100));
        saves.setItem('balut:game', 'B'.repeat(2500));
        await saves.settled();
        localStorage.setItem('balut:history', 'H'.repeat(3000));  // as on disk
        localStorage.setItem('balut:game', 'A'.repeat(1000));
        localStorage.setItem(JOURNAL_KEY, noted ?? '{}');
        """
        + FILL_STORAGE,
    )
    start(page)
    assert run(
        page, "return [localStorage.getItem('balut:history').length, " + ON_DISK + ".length]"
    ) == [100, 2500]
    # A newer game that only fits once the shell's saved Home (made again at the next
    # paint) is gone: the game comes back, the saved Home makes the room.
    run(
        page,
        """for (const key of Object.keys(localStorage)) {
          if (key.startsWith('junk')) localStorage.removeItem(key);
        }
        localStorage.setItem('balut:start-screen', 'S'.repeat(3000));
        localStorage.setItem('balut:game', 'A'.repeat(1000));
        const noted = localStorage.getItem(JOURNAL_KEY);
        saves.setItem('balut:game', 'C'.repeat(3500));
        await saves.settled();
        localStorage.setItem('balut:game', 'A'.repeat(1000));  // as on disk
        localStorage.setItem(JOURNAL_KEY, noted ?? '{}');
        """
        + FILL_STORAGE,
    )
    start(page)
    assert run(
        page, "return [localStorage.getItem('balut:start-screen'), " + ON_DISK + ".length]"
    ) == [None, 3500]
