"""Make the repository root importable so ``import balut`` works under plain ``pytest``,
and hand the slowest browser tests out first."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Browser test modules whose tests take longest (a cold Python boot, Lighthouse, whole
# screens of a game), slowest first: run early, none of them is left for the end of a
# run while the other worker waits.
SLOW_FIRST = (
    "test_platform_lighthouse.py",
    "test_platform_boot.py",
    "test_platform_install.py",
    "test_variants_play.py",
    "test_languages.py",
    "test_game_screens.py",
    "test_variants_rulesets.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Slow browser modules first, in ``SLOW_FIRST`` order; the rest as collected."""

    def rank(item: pytest.Item) -> int:
        name = item.path.name
        return SLOW_FIRST.index(name) if name in SLOW_FIRST else len(SLOW_FIRST)

    items.sort(key=rank)
