"""Danish (dansk): the same keys as English (balut/web/locales/en)."""

from __future__ import annotations

from . import common, rules, shell

AREAS = (common, shell, rules)
