"""The protocol between the page and Python is declared once (balut/web/protocol.py):
static/js/contract.js is generated from it, and neither side spells its names by hand."""

from __future__ import annotations

import re
import sys
import typing
from pathlib import Path

from balut.web import protocol

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from build import contract_script  # noqa: E402

# The names page and Python share (the storage keys, the history entry's state), each
# longer than a bare word: `KEY_PREFIX`'s "balut:" also starts the page's own event names.
SHARED_NAMES = {
    name: value
    for name, value in vars(protocol).items()
    if name.isupper()
    and isinstance(value, str)
    and value.startswith(protocol.KEY_PREFIX)
    and value != protocol.KEY_PREFIX
}
GENERATED = {"contract.js", "strings.js", "python-snapshot-plan.js"}
TAPS = ROOT / "static" / "js" / "taps.js"


def test_the_contract_holds_every_constant_and_type() -> None:
    script = contract_script()
    for name, value in vars(protocol).items():
        if name.isupper() and isinstance(value, str | int | tuple):
            assert f"export const {name} = " in script
        if typing.is_typeddict(value):
            assert f"@typedef {{Object}} {name}\n" in script
            for key in typing.get_type_hints(value):
                assert re.search(rf"@property {{.*}} \[?{key}\]?\n", script), (name, key)
    assert "@property {string} [focus]" in script  # (a key a frame may leave out)
    assert "@property {number} view\n" in script  # (one every frame has)


def test_no_shared_name_is_spelled_by_hand() -> None:
    assert SHARED_NAMES  # (the game's key, the journal's, ...)
    sources = [
        *(path for path in (ROOT / "static" / "js").glob("*.js") if path.name not in GENERATED),
        ROOT / "service-worker.js",
        *(path for path in (ROOT / "balut").rglob("*.py") if path.name != "protocol.py"),
    ]
    for path in sources:
        text = path.read_text(encoding="utf-8")
        for value in SHARED_NAMES.values():
            assert f'"{value}"' not in text, (path.name, value)


def test_the_tap_timings_come_from_the_contract() -> None:
    """The numbers of taps.js are Python's (no figure of its own)."""
    text = TAPS.read_text(encoding="utf-8")
    assert 'import { DOUBLE_TAP_MS, LONG_PRESS_MS } from "./contract.js";' in text
    code = re.sub(r"//.*|/\*[\s\S]*?\*/", "", text)
    assert not re.findall(r"\b\d{3,}\b", code)
