"""Make the repository root importable so ``import balut`` works under plain ``pytest``,
and hand the slowest browser tests out first."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# How `-n 2 --dist worksteal` shares the tests: the first worker is sent the first half of
# the list, the second the rest, and a worker that runs out takes the back half of the
# other's queue. So each half starts with its slow tests and ends with quick ones (no
# slow test is left for the end while the other worker waits), and the second half starts
# with work that needs no Python snapshot while the first worker's first browser test
# makes it (about 20 s, once per build).
#
# Browser test modules whose tests take longest (a cold Python boot, whole screens of a
# game), slowest first: they start the first half.
SLOW_FIRST = (
    "test_platform_boot.py",
    "test_platform_install.py",
    "test_variants_play.py",
    "test_languages.py",
    "test_game_screens.py",
    "test_variants_rulesets.py",
)
# The second half starts with the browser-free modules with the longest tests (fuzzing,
# properties, Pyodide under Node: one core, leaving the other to the Python boot that
# makes the snapshot), then Lighthouse (a browser of its own, no snapshot).
SECOND_HALF_FIRST = (
    "test_fuzz_storage.py",
    "test_properties.py",
    "test_pyodide_core.py",
    "test_storage.py",
    "test_platform_lighthouse.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """First half: the slow browser modules, half of the other browser modules, quick
    tests. Second half: `SECOND_HALF_FIRST`, the other browser modules, quick tests."""

    def rank(item: pytest.Item, names: tuple[str, ...]) -> int:
        name = item.path.name
        return names.index(name) if name in names else len(names)

    second_first = sorted(
        (item for item in items if item.path.name in SECOND_HALF_FIRST),
        key=lambda item: rank(item, SECOND_HALF_FIRST),
    )
    browser = sorted(
        (
            item
            for item in items
            if "e2e" in item.path.parts and item.path.name not in SECOND_HALF_FIRST
        ),
        key=lambda item: rank(item, SLOW_FIRST),
    )
    sorted_out = {id(item) for item in [*second_first, *browser]}
    quick = [item for item in items if id(item) not in sorted_out]
    modules = list(dict.fromkeys(item.path for item in browser))
    first_modules = {path for number, path in enumerate(modules) if number % 2 == 0}
    browser_first = [item for item in browser if item.path in first_modules]
    browser_second = [item for item in browser if item.path not in first_modules]
    filler = max(0, len(items) // 2 - len(browser_first))
    items[:] = [
        *browser_first,
        *quick[:filler],
        *second_first,
        *browser_second,
        *quick[filler:],
    ]
