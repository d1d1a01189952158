"""The catalogs: one package per language, its modules split by area of the app.

Each area module holds ``ENTRIES``; a language's catalog is their union, and a key may
live in only one area. A catalog is imported the first time it is asked for: a page
needs English and the language it speaks, not all four (each is ~45 kB of Python that
Pyodide compiles at start-up). ``tests/web/test_catalogs.py`` checks every catalog
against English.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator, Mapping
from types import ModuleType

Entry = str | Mapping[str, str]

LANGUAGES: tuple[str, ...] = ("en", "da", "nb", "de")
# Each language's name in itself, for the language picker: the same in every language.
NAMES: dict[str, str] = {"en": "English", "da": "Dansk", "nb": "Norsk", "de": "Deutsch"}


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


class _Catalogs(Mapping[str, dict[str, Entry]]):
    """Every language's catalog, each imported and merged when first asked for."""

    def __init__(self) -> None:
        self._loaded: dict[str, dict[str, Entry]] = {}

    def __getitem__(self, language: str) -> dict[str, Entry]:
        if language not in LANGUAGES:
            raise KeyError(language)
        if language not in self._loaded:
            package = importlib.import_module(f"{__name__}.{language}")
            self._loaded[language] = merge(package.AREAS)
        return self._loaded[language]

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


CATALOGS = _Catalogs()
