"""A phone whose storage is nearly full keeps every game: an import that does not fit
changes nothing (and goes in once the oldest games moved to the history's archive), a
save that does not fit removes no game from history (issue 29, findings 1 and 2), and a
finished game that does not fit sends the oldest games to the archive (IndexedDB), where
History, Stats and Export backup find them. The history is written before the app
starts, the rest of the quota filled with another value of the site, so that a few
thousand characters are free."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conftest import PHONE
from helpers_game import (
    GAME_KEY,
    game_envelope,
    game_save,
    open_app,
    open_saved,
    preload,
    roll,
    save_envelope,
)
from playwright.sync_api import Page, expect

import balut
from balut.web.backup import backup_text
from balut.web.protocol import START_SCREEN_KEY
from balut.web.storage import Storage
from tests.histories import many_games as entries
from tests.web.fakes import FakeLocalStorage

HISTORY_KEY = "balut:history"
GAMES_HERE = 2400
GAMES_IN_FILE = 900
FREE = 6000  # characters left free under the quota

# Fills localStorage up to `free` characters short of its quota with a value of its own
# (`drop`: a key removed first).
FILL = """([free, drop]) => {
  if (drop) localStorage.removeItem(drop);
  const used = () => { let n = 0; for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i); n += k.length + localStorage.getItem(k).length; } return n; };
  const fits = (n) => { try { localStorage.setItem("filler", "x".repeat(n)); return true; }
    catch { return false; } };
  let low = 0, high = 6_000_000;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid; else high = mid - 1;
  }
  fits(Math.max(0, low - free));
  return used();
}"""


# The games stored in localStorage's history and the archive's chunks, each once.
ALL_GAMES = f"""async () => {{
  const {{ readArchive }} = await import("/static/js/archive.js");
  const kept = JSON.parse(localStorage.getItem("{HISTORY_KEY}")).data;
  const ids = new Set(kept.map((entry) => entry.id));
  for (const text of Object.values((await readArchive()).chunks)) {{
    for (const entry of JSON.parse(text).data) ids.add(entry.id);
  }}
  return ids.size;
}}"""
# True once the archive holds some of the history (they left localStorage).
ARCHIVED = f"""() => JSON.parse(localStorage.getItem("{HISTORY_KEY}")).data.length < {{}}"""


def stored_games(page: Page) -> int:
    page.evaluate("window.balutScreen.settled()")
    stored: int = page.evaluate(ALL_GAMES)
    return stored


def test_a_nearly_full_phone_loses_no_game_to_an_import_or_a_save(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    tmp_path: Path,
    screenshot: Callable[[Page, str], Any],
) -> None:
    source = Storage(FakeLocalStorage())
    source.replace_history(entries(GAMES_IN_FILE, 100_000, "f"))
    file = tmp_path / "backup.json"
    file.write_text(backup_text(source, "2026-12-01T20:00:00+00:00"))
    game = balut.Game(["Ann", "Bo"], seed=5)
    page = new_page(fresh=True, **{**PHONE, "viewport": {"width": 360, "height": 740}})
    preload(page, HISTORY_KEY, save_envelope(entries(GAMES_HERE, 0, "g")))
    preload(page, GAME_KEY, game_envelope(game))
    open_app(page, wait_until_ready)
    page.evaluate(FILL, [FREE, None])
    assert stored_games(page) == GAMES_HERE

    # An import that does not fit: refused whole, while the oldest games move to the
    # archive to make room; Add again then fits.
    page.get_by_role("button", name="History").click()
    page.get_by_label("Import backup").set_input_files(file)
    add = page.get_by_role("button", name=f"Add {GAMES_IN_FILE} games")
    add.click()
    expect(page.locator(".backup").get_by_role("alert")).to_contain_text(
        "No room yet: nothing changed."
    )
    assert stored_games(page) == GAMES_HERE
    page.wait_for_function(ARCHIVED.format(GAMES_HERE))
    add.click()
    expect(page.locator(".backup .note-line")).to_have_text(
        f"Added {GAMES_IN_FILE} games; 0 were here already."
    )
    expect(page.get_by_text(f"{GAMES_HERE + GAMES_IN_FILE} entries in history.")).to_be_visible()
    assert stored_games(page) == GAMES_HERE + GAMES_IN_FILE

    # A game's save that does not fit: kept in memory, told, no game removed.
    page.get_by_role("button", name="Back", exact=True).click()
    page.get_by_role("button", name="Continue").click()
    # The little room left is taken too, and the saved start screen (which storage drops
    # first to make room) is gone already: the next save cannot fit.
    page.evaluate(FILL, [10, START_SCREEN_KEY])
    roll(page, 2)
    roll(page, 1)
    # During the turn in a few words, beside Export backup: the whole sheet still fits.
    warning = page.locator(".warnings")
    expect(warning).to_have_text(re.compile("^Storage is full: your game is kept only until"))
    expect(warning).not_to_contain_text("Nothing was removed")
    expect(warning.get_by_role("button", name="Export backup")).to_be_visible()
    expect(page.get_by_role("button", name=re.compile("^Balut (scores|has|is)"))).to_be_in_viewport(
        ratio=1
    )
    screenshot(page, "storage-full-turn-360")
    page.get_by_role("button", name="Home").click()  # Home says it whole
    expect(warning).to_contain_text("Nothing was removed to make room")
    assert stored_games(page) == GAMES_HERE + GAMES_IN_FILE
    page.reload()
    wait_until_ready(page)
    assert stored_games(page) == GAMES_HERE + GAMES_IN_FILE


def test_a_nearly_full_phone_finishes_a_game_and_keeps_every_older_one_in_the_archive(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    mirror = balut.Game(["Solo"], seed=8)  # one box left
    while mirror.round < mirror.total_rounds:
        mirror.roll()
        mirror.fill(mirror.sheet(0).open_slots()[0][0], crossed=False)
    page = new_page(fresh=True)
    preload(page, HISTORY_KEY, save_envelope(entries(GAMES_HERE, 0, "g")))
    open_saved(page, wait_until_ready, GAME_KEY, game_save(mirror))
    page.evaluate(FILL, [FREE, None])
    dice = mirror.roll()
    category = mirror.sheet(0).open_slots()[0][0]
    assert roll(page, 2) == list(dice)
    page.get_by_role("button", name=re.compile(f"^{category.label}")).click()
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    # The history did not fit: its oldest games left localStorage once the archive had
    # them on disk, and the new game is kept there.
    page.wait_for_function(ARCHIVED.format(GAMES_HERE))
    kept = json.loads(page.evaluate(f"localStorage.getItem('{HISTORY_KEY}')"))["data"]
    assert kept[0]["standings"][0]["player"] == "Solo"
    expect(page.locator(".warnings")).to_have_count(0)

    page.reload()
    wait_until_ready(page)
    page.get_by_role("button", name="History").click()
    expect(page.get_by_text(f"{GAMES_HERE + 1} entries in history.")).to_be_visible()
    with page.expect_download() as download:
        page.get_by_role("button", name="Export backup").click()
    backup = json.loads(Path(str(download.value.path())).read_text())
    ids = [entry["id"] for entry in backup["data"]["history"]]
    assert len(set(ids)) == len(ids) == GAMES_HERE + 1
    page.get_by_role("button", name="Back", exact=True).click()
    page.get_by_role("button", name="Stats").click()
    games = page.locator(".stats-summary div").filter(has=page.get_by_text("Games", exact=True))
    expect(page.get_by_role("combobox", name="Player")).to_have_value("Ann")
    expect(games.locator("dd")).to_have_text(str(GAMES_HERE // 2))  # (every other game)
