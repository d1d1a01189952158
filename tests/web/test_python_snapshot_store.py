"""The snapshot store (static/js/python-snapshot.js) under Node with an in-memory Cache
Storage: a snapshot of another build or cut short reads as none and is deleted; a good
one reads back byte for byte; no Cache Storage reads as "unavailable". (That a snapshot
which reads fine but fails to restore is dropped is a browser test: tests/e2e.)"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from node_pyodide import run_node_module

JS = Path(__file__).resolve().parents[2] / "static" / "js"
STORE = json.dumps((JS / "python-snapshot.js").as_uri())
PLAN = json.dumps((JS / "python-snapshot-plan.js").as_uri())

CACHES = """
class MemoryCache {
  constructor() { this.entries = new Map(); }
  async match(url) { return this.entries.get(url)?.clone(); }
  async put(url, response) {
    const body = await response.arrayBuffer();
    this.entries.set(url, new Response(body, { headers: response.headers }));
  }
  async delete(url) { return this.entries.delete(url); }
}
const cache = new MemoryCache();
globalThis.caches = {
  open: async (name) => {
    if (name !== "balut-python-snapshot") throw new Error(name);
    return cache;
  },
};
"""


def read_back(setup: str) -> dict[str, Any]:
    """Run `setup` (JS with `cache`, `KEY`, `store`, the module's exports) and read."""
    script = (
        CACHES
        + f"""
const {{ readSnapshot, writeSnapshot }} = await import({STORE});
const {{ SNAPSHOT_PLAN }} = await import({PLAN});
const KEY = SNAPSHOT_PLAN.key;
const ENTRY = new URL("../../__python-snapshot__", {STORE}).href;
const store = (body, headers) => cache.put(ENTRY, new Response(body, {{ headers }}));
{setup}
const {{ bytes, reason }} = await readSnapshot();
console.log(JSON.stringify({{ bytes: bytes && [...bytes], reason, left: cache.entries.size }}));
"""
    )
    outcome: dict[str, Any] = run_node_module(script)
    return outcome


def test_a_snapshot_written_for_this_build_reads_back_byte_for_byte() -> None:
    outcome = read_back("await writeSnapshot(new Uint8Array([1, 2, 3, 250]));")
    assert outcome == {"bytes": [1, 2, 3, 250], "reason": "", "left": 1}


def test_no_snapshot_reads_as_missing() -> None:
    assert read_back("") == {"bytes": None, "reason": "missing", "left": 0}


@pytest.mark.parametrize(
    ("headers", "reason"),
    [
        # Made by another build (another Pyodide, or other sources).
        ("{'x-balut-snapshot-key': 'an-older-build', 'x-balut-snapshot-bytes': '4'}", "stale"),
        # Cut short while it was written.
        ("{'x-balut-snapshot-key': KEY, 'x-balut-snapshot-bytes': '999'}", "damaged"),
        # No length recorded at all.
        ("{'x-balut-snapshot-key': KEY}", "damaged"),
    ],
    ids=["stale", "cut short", "no length"],
)
def test_a_stale_or_damaged_snapshot_reads_as_none_and_is_deleted(
    headers: str, reason: str
) -> None:
    outcome = read_back(f"await store(new Uint8Array(4).fill(7), {headers});")
    assert outcome == {"bytes": None, "reason": reason, "left": 0}


def test_without_cache_storage_there_is_no_snapshot_and_no_error() -> None:
    outcome = read_back("globalThis.caches = undefined;")
    assert outcome == {"bytes": None, "reason": "unavailable", "left": 0}
