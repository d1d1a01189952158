"""Start fresh (static/js/start-fresh.js) under Node with an in-memory localStorage: every
value of the app moves to a backup key as storage.py names them, and a value with no room
to move stays where it is (so nothing is ever lost)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from node_pyodide import run_node_module

SCRIPT = Path(__file__).resolve().parents[2] / "static" / "js" / "start-fresh.js"

STORAGE = """
class MemoryStorage {
  constructor(items, quota) { this.map = new Map(Object.entries(items)); this.quota = quota; }
  get length() { return this.map.size; }
  key(i) { return [...this.map.keys()][i] ?? null; }
  getItem(k) { return this.map.has(k) ? this.map.get(k) : null; }
  setItem(k, v) {
    let used = 0;
    for (const [key, value] of this.map) if (key !== k) used += key.length + value.length;
    if (used + k.length + v.length > this.quota) throw new Error("QuotaExceededError");
    this.map.set(k, v);
  }
  removeItem(k) { this.map.delete(k); }
}
"""


def moved(items: dict[str, str], quota: int) -> dict[str, Any]:
    script = (
        STORAGE
        + f"""
const {{ moveSavedDataAside }} = await import({json.dumps(SCRIPT.as_uri())});
const storage = new MemoryStorage({json.dumps(items)}, {quota});
const left = moveSavedDataAside(storage, new Date("2026-12-01T16:26:00.123Z"));
console.log(JSON.stringify({{ left, items: Object.fromEntries(storage.map) }}));
"""
    )
    outcome: dict[str, Any] = run_node_module(script)
    return outcome


def test_every_value_moves_to_a_backup_key_old_backups_stay_the_saved_home_goes() -> None:
    items = {
        "balut:game": "G",
        "balut:history": "H",
        "balut:backup:game:20261201T162600Z": "older",
        "balut:start-screen": "Home with the game's card",  # made again, so just dropped
        "other-site-key": "x",
    }
    outcome = moved(items, quota=10_000)
    assert outcome["left"] == {}
    assert outcome["items"] == {
        "balut:backup:game:20261201T162600Z": "older",
        "balut:backup:game:20261201T162600Z-2": "G",
        "balut:backup:history:20261201T162600Z": "H",
        "other-site-key": "x",
    }


def test_full_storage_moves_what_fits_and_leaves_the_rest_in_place() -> None:
    game = "G" * 200
    used = len("balut:game") + len(game)
    # Room for the game under its longer backup key only once the original is gone.
    outcome = moved({"balut:game": game}, quota=used + 30)
    assert outcome["items"] == {"balut:backup:game:20261201T162600Z": game}
    # No room even then: the value stays where it was, and is reported (for the file).
    outcome = moved({"balut:game": game}, quota=used)
    assert outcome["items"] == {"balut:game": game}
    assert outcome["left"] == {"balut:game": game}
