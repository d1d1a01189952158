"""Import backup checks every entry against its record (a forged line is refused, named,
and never shown) and refuses a hostile entry before any work, the page answering."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from helpers_game import open_app
from playwright.sync_api import Page, expect

from balut.web.backup import checksum
from tests.backups import CREATED, good_backup
from tests.histories import history, match_entries

FILES_READ = """
window.filesRead = 0;
addEventListener("balut:file-read", () => { window.filesRead += 1; });
"""


def backup_file(tmp_path: Path, entries: list[dict[str, Any]]) -> Path:
    data = {**good_backup()["data"], "history": entries}
    top = {"kind": "balut.backup", "version": 1, "created": CREATED, "data": data}
    path = tmp_path / "backup.json"
    path.write_text(json.dumps({**top, "checksum": checksum(data)}))
    return path


def import_file(page: Page, path: Path, wait_until_ready: Callable[[Page], None]) -> None:
    page.add_init_script(FILES_READ)
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="History").click()
    page.get_by_label("Import backup").set_input_files(path)
    page.wait_for_function("window.filesRead === 1")


def test_a_backup_entry_whose_lines_contradict_its_record_is_refused_and_never_shown(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None], tmp_path: Path
) -> None:
    true, forged = history([["Cy"], ["Ann", "Bo"]], seed=5)[::-1]
    lines = [
        {**line, "points": 99} if line["player"] == "Bo" else line for line in forged["standings"]
    ]
    forged = {**forged, "standings": lines, "winners": ["Bo"]}  # replays to "Ann wins"
    page = new_page(fresh=True)
    import_file(page, backup_file(tmp_path, [true, forged]), wait_until_ready)
    expect(page.locator(".backup").get_by_role("alert")).to_have_text(
        "Game 2 in that backup does not match its own record (its scores): it was changed"
        " outside the app. Nothing was changed."
    )
    expect(page.locator("#backup-preview")).to_have_count(0)
    expect(page.locator(".history-item")).to_have_count(0)
    expect(page.get_by_text("Bo 99")).to_have_count(0)


def test_a_hostile_match_entry_is_refused_before_any_work_and_the_page_answers(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None], tmp_path: Path
) -> None:
    *_, match = match_entries()
    rows = [{**row, "points": [1] * 20_000, "total": 20_000} for row in match["table"]]
    page = new_page(fresh=True)
    import_file(
        page, backup_file(tmp_path, [{**match, "table": rows, "games": 20_000}]), wait_until_ready
    )
    expect(page.locator(".backup").get_by_role("alert")).to_contain_text(
        "Game 1 in that backup holds more than a game can"
    )
    expect(page.locator("#backup-preview")).to_have_count(0)
    page.get_by_role("button", name="Back", exact=True).click()
    expect(page.get_by_role("button", name="History")).to_be_visible()
