"""Records in the browser: stats from a stored history (checked against numbers worked
out here from the stored entries), export and import of a backup between two phones
with bad files refused, and a personal best with its result picture at game over."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from helpers_game import GAME_KEY, game_save, open_app, open_saved, preload, roll, save_envelope
from playwright.sync_api import Page, expect

import balut
from balut.web.i18n import decimal
from balut.web.locales import CATALOGS
from tests.backups import BAD_FILES
from tests.histories import history

HISTORY_KEY = "balut:history"
TABLES = [
    ["Ann", "Bo", "Cy"],
    ["Bo", "Ann"],
    ["Ann"],
    ["Cy", "Ann", "Bo", "Di"],
    ["Ann", "Bo"],
    ["ann", "Cy"],
]
ENTRIES = history(TABLES, seed=21)


def stored_history(page: Page) -> list[dict[str, Any]]:
    raw = page.evaluate(f"localStorage.getItem('{HISTORY_KEY}')")
    entries: list[dict[str, Any]] = json.loads(raw)["data"] if raw else []
    return entries


def open_stats(page: Page, wait_until_ready: Callable[[Page], None]) -> None:
    preload(page, HISTORY_KEY, save_envelope(ENTRIES))
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="Stats").click()
    expect(page.get_by_role("heading", name="Stats", level=1)).to_be_focused()


def summary_value(page: Page, label: str) -> Any:
    return (
        page.locator(".stats-summary div")
        .filter(has=page.get_by_text(label, exact=True))
        .locator("dd")
    )


def test_stats_on_a_phone_show_the_numbers_of_the_stored_games(
    phone_page: Page,
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., Any],
    screenshot: Callable[[Page, str], list[Path]],
) -> None:
    page = phone_page
    open_stats(page, wait_until_ready)
    # Worked out here from what is stored: Ann's lines, any case.
    mine = [
        (len(e["standings"]), s)
        for e in stored_history(page)[::-1]
        for s in e["standings"]
        if s["player"].lower() == "ann"
    ]
    points = [s["points"] for _, s in mine]
    contested = [s["place"] == 1 for seats, s in mine if seats > 1]
    expect(page.get_by_role("combobox", name="Player")).to_have_value("Ann")
    expect(summary_value(page, "Games")).to_have_text(str(len(mine)))
    rate = round(100 * sum(contested) / len(contested))
    expect(summary_value(page, "Wins against others")).to_have_text(
        f"{sum(contested)} of {len(contested)} ({rate}%)"
    )
    average = decimal(sum(points) / len(points))
    expect(summary_value(page, "Average (Points)")).to_have_text(average)
    expect(summary_value(page, "Best (Points)")).to_have_text(
        str(max(points)).replace("-", "\u2212")
    )
    baluts = decimal(sum(s["baluts"] for _, s in mine) / len(mine))
    expect(summary_value(page, "Baluts per game")).to_have_text(baluts)

    # Each chart has a name for screen readers and its numbers as a table.
    recent = page.get_by_role("figure").filter(has_text="The last 6 games")
    expect(recent.get_by_role("img")).to_have_accessible_name(re.compile("^6 games, from"))
    recent.get_by_text("Show as table").click()
    rows = recent.get_by_role("table").get_by_role("row")
    expect(rows).to_have_count(1 + len(points))
    expect(rows.nth(1)).to_contain_text(str(points[0]).replace("-", "\u2212"))
    rows_table = page.get_by_role("table", name="Rows")
    pays = [sum(1 for _, s in mine if s["row_points"][i] > 0) / len(mine) for i in range(7)]
    expect(rows_table.get_by_role("row", name=re.compile("^Balut"))).to_contain_text(
        f"{round(100 * pays[6])}%"
    )
    assert axe(page, ".screen-stats") == []
    screenshot(page, "stats")

    # Head to head and another player.
    versus = [
        (a["place"], b["place"])
        for e in stored_history(page)
        for a in e["standings"]
        for b in e["standings"]
        if a["player"].lower() == "ann" and b["player"] == "Bo"
    ]
    ahead = sum(x < y for x, y in versus)
    expect(page.get_by_text(re.compile(f"^{len(versus)} games together"))).to_contain_text(
        f"Ann ahead {ahead}"
    )
    page.get_by_role("combobox", name="Player").select_option("Di")
    expect(summary_value(page, "Games")).to_have_text("1")


# Files the app has read (Import backup), counted: each check waits for its own file.
FILES_READ = """
window.filesRead = 0;
addEventListener("balut:file-read", () => { window.filesRead += 1; });
"""


def test_a_backup_moves_history_to_a_fresh_phone_once_and_bad_files_change_nothing(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    tmp_path: Path,
    screenshot: Callable[[Page, str], list[Path]],
) -> None:
    first = new_page()
    preload(first, HISTORY_KEY, save_envelope(ENTRIES))
    open_app(first, wait_until_ready)
    first.get_by_role("button", name="History").click()
    with first.expect_download() as download:
        first.get_by_role("button", name="Export backup").click()
    expect(first.locator(".backup .note-line")).to_have_text("Saved to your downloads.")
    assert re.fullmatch(r"balut-backup-\d{4}-\d\d-\d\d\.json", download.value.suggested_filename)
    file = tmp_path / "backup.json"
    download.value.save_as(file)

    second = new_page(fresh=True)
    second.add_init_script(FILES_READ)
    open_app(second, wait_until_ready)
    second.get_by_role("button", name="History").click()
    picker = second.get_by_label("Import backup")
    picker.set_input_files(file)
    preview = second.locator("#backup-preview")
    expect(preview).to_contain_text("6 finished games, 6 of them not here yet.")
    assert stored_history(second) == []  # nothing yet: the file is only shown
    screenshot(second, "backup-preview")
    second.get_by_role("button", name="Add 6 games").click()
    expect(second.locator(".backup .note-line")).to_have_text("Added 6 games; 0 were here already.")
    assert stored_history(second) == stored_history(first)
    expect(second.locator(".history-item")).to_have_count(6)

    picker.set_input_files(file)  # the same file again adds nothing
    expect(preview).to_contain_text("6 finished games, all here already.")
    expect(preview.get_by_role("button", name="Add", exact=False)).to_have_count(0)
    preview.get_by_role("button", name="Close").click()  # (nothing to add: only Close)
    expect(preview).to_have_count(0)

    # Bad files of every kind: each gets its reason, and nothing changes.
    before = stored_history(second)
    for number, (text, code) in enumerate(BAD_FILES.values(), 2):
        path = tmp_path / f"file{number}.json"
        path.write_text(text)
        picker.set_input_files(path)
        second.wait_for_function(f"window.filesRead === {number + 1}")  # this file was read
        message = CATALOGS["en"][f"backup.error.{code}"].format(number=1)
        expect(second.locator(".backup").get_by_role("alert")).to_have_text(message)
        expect(second.locator(".backup").get_by_role("alert")).to_be_focused()  # (in view)
        expect(preview).to_have_count(0)
    assert stored_history(second) == before

    second.get_by_role("button", name="Back", exact=True).click()
    second.get_by_role("button", name="Stats").click()
    expect(summary_value(second, "Games")).to_have_text("6")


# navigator.storage.persist(), counted (headless Chromium answers it without a prompt).
PERSIST_ASKS = """
window.persistAsked = 0;
navigator.storage.persist = async () => { window.persistAsked += 1; return true; };
"""


def test_a_personal_best_on_a_phone_at_game_over_and_the_result_shared_as_a_picture(
    phone_page: Page,
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], list[Path]],
) -> None:
    page = phone_page
    earlier = history([["Solo"], ["Solo"]], seed=5)
    for entry in earlier:  # two poor games before
        entry["standings"][0].update(points=-2, dice_total=100, baluts=0)
    preload(page, HISTORY_KEY, save_envelope(earlier))
    page.add_init_script(PERSIST_ASKS)
    mirror = balut.Game(["Solo"], seed=8)
    while mirror.round < mirror.total_rounds:
        mirror.roll()
        mirror.fill(mirror.sheet(0).open_slots()[0][0], crossed=False)
    open_saved(page, wait_until_ready, GAME_KEY, game_save(mirror))
    dice = mirror.roll()
    category = mirror.sheet(0).open_slots()[0][0]
    mirror.score(category)
    assert roll(page, 2) == list(dice)
    page.get_by_role("button", name=re.compile(f"^{category.label}")).click()  # (0: one tap)
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    # The first game kept on this phone: the browser is asked to keep the site's data.
    assert page.evaluate("window.persistAsked") == 1
    bests = page.get_by_role("region", name="Personal bests")
    expect(bests).to_contain_text("New personal best for Solo: dice total")
    screenshot(page, "game-over-personal-best")
    with page.expect_download() as download:
        page.get_by_role("button", name="Share as picture").click()
    assert re.fullmatch(r"balut-\d{4}-\d\d-\d\d\.png", download.value.suggested_filename)
    path = download.value.path()
    assert path is not None and Path(path).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # A name in the results opens that player's stats.
    page.get_by_role("table", name="Points per player").get_by_role("button", name="Solo").click()
    expect(page.get_by_role("heading", name="Stats", level=1)).to_be_visible()
    expect(summary_value(page, "Games")).to_have_text("3")
