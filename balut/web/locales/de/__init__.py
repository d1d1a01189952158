"""German (Deutsch): the same keys as English (balut/web/locales/en)."""

from __future__ import annotations

from . import common, errors, play, rules, setup, shell, storage, variants

AREAS = (common, shell, play, storage, rules, setup, variants, errors)
