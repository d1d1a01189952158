"""German (Deutsch): the same keys as English (balut/web/locales/en)."""

from __future__ import annotations

from . import common, play, rules, shell, storage

AREAS = (common, shell, play, storage, rules)
