"""English, the reference catalog: every other language has exactly its keys."""

from __future__ import annotations

from . import common, play, rules, shell, storage

AREAS = (common, shell, play, storage, rules)
