"""The catalogs: one package per language, its modules split by area of the app.

Each area module holds ``ENTRIES``; a language's catalog is their union, and a key may
live in only one area. ``tests/web/test_catalogs.py`` checks every catalog against English.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import ModuleType

from . import da, de, en, nb

Entry = str | Mapping[str, str]


def merge(areas: Iterable[ModuleType]) -> dict[str, Entry]:
    """One language's catalog from its area modules (a key in two areas is an error)."""
    catalog: dict[str, Entry] = {}
    for area in areas:
        entries: dict[str, Entry] = area.ENTRIES
        clash = catalog.keys() & entries.keys()
        if clash:
            raise ValueError(f"{area.__name__} repeats {sorted(clash)}")
        catalog.update(entries)
    return catalog


CATALOGS: dict[str, dict[str, Entry]] = {
    "en": merge(en.AREAS),
    "da": merge(da.AREAS),
    "nb": merge(nb.AREAS),
    "de": merge(de.AREAS),
}
