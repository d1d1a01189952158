"""Every catalog speaks for the whole app: the same keys and values as English."""

from __future__ import annotations

import json
import re

import pytest

from balut.web import i18n, storage_slots
from balut.web.locales import CATALOGS, merge

ENGLISH = CATALOGS["en"]
OTHERS = [lang for lang in i18n.LANGUAGES if lang != "en"]


def test_every_language_has_a_catalog() -> None:
    assert set(CATALOGS) == set(i18n.LANGUAGES)


@pytest.mark.parametrize("language", OTHERS)
def test_catalog_has_exactly_the_english_keys(language: str) -> None:
    catalog = CATALOGS[language]
    assert sorted(ENGLISH.keys() - catalog.keys()) == [], "missing"
    assert sorted(catalog.keys() - ENGLISH.keys()) == [], "not in English"


@pytest.mark.parametrize("language", OTHERS)
def test_placeholders_match_english(language: str) -> None:
    catalog = CATALOGS[language]
    wrong = {
        key: (sorted(i18n.placeholders(entry)), sorted(i18n.placeholders(catalog[key])))
        for key, entry in ENGLISH.items()
        if key in catalog and i18n.placeholders(entry) != i18n.placeholders(catalog[key])
    }
    assert wrong == {}


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_plural_entries_have_the_forms_the_language_needs(language: str) -> None:
    needed = {i18n.PLURAL_RULES[language](n) for n in range(200)}
    for key, entry in CATALOGS[language].items():
        english_is_plural = isinstance(ENGLISH.get(key), dict)
        assert isinstance(entry, dict) == english_is_plural, key
        if isinstance(entry, dict):
            assert needed <= entry.keys(), key


@pytest.mark.parametrize("language", OTHERS)
def test_translations_are_not_left_in_english(language: str) -> None:
    """Words a player reads are translated; only names and symbols may stay the same."""

    def words(entry: str) -> list[str]:
        return [w for w in re.sub(r"\{\w+\}", " ", entry).split() if any(map(str.isalpha, w))]

    same = [
        key
        for key, entry in ENGLISH.items()
        if isinstance(entry, str) and CATALOGS[language].get(key) == entry and len(words(entry)) > 2
    ]
    assert same == []


def test_every_stored_slot_has_a_name_for_its_warnings() -> None:
    """A damaged value of any slot is named in a warning (a missing name broke the paint)."""
    slots = [
        storage_slots.GAME,
        storage_slots.MATCH,
        storage_slots.HISTORY,
        storage_slots.NAMES,
        storage_slots.SETTINGS,
        storage_slots.LANGUAGE,
        *(slot for slot, _default in storage_slots.SWITCHES.values()),
        storage_slots.ALIASES,
        storage_slots.PERSIST_ASKED,
        storage_slots.TAB,
    ]
    assert sorted(slot.label.key for slot in slots if slot.label.key not in ENGLISH) == []


def test_a_key_lives_in_one_area_only() -> None:
    class Area:
        __name__ = "area"

        def __init__(self, entries: dict[str, str]) -> None:
            self.ENTRIES = entries

    with pytest.raises(ValueError, match="repeats"):
        merge([Area({"a": "x"}), Area({"a": "y"})])  # type: ignore[list-item]


def test_values_are_inserted_and_plurals_follow_the_count() -> None:
    i18n.use("en")
    key = next(k for k, v in ENGLISH.items() if isinstance(v, dict))
    values = {name: "X" for name in i18n.placeholders(ENGLISH[key])}
    assert i18n.t(key, **{**values, "count": 1}) != i18n.t(key, **{**values, "count": 3})


def test_a_message_is_worded_in_the_language_in_use() -> None:
    message = i18n.Msg.of("shell.toast.update")
    words = set()
    for language in i18n.LANGUAGES:
        i18n.use(language)
        words.add(i18n.word(message))
    i18n.use("en")
    assert len(words) == len(i18n.LANGUAGES)


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError):
        i18n.use("xx")


def test_shell_strings_and_manifest_come_from_the_catalogs() -> None:
    from scripts import build

    strings = build.shell_strings()
    assert set(strings) == set(i18n.LANGUAGES)
    for language, words in strings.items():
        assert words["shell.toast.update"] == CATALOGS[language]["shell.toast.update"]
    manifest = json.loads(build.WEB_MANIFEST.read_text(encoding="utf-8"))
    assert manifest["description"] == ENGLISH["shell.manifest_description"]
    for language in OTHERS:
        assert (
            manifest["description_localized"][language]["value"]
            == CATALOGS[language]["shell.manifest_description"]
        )


@pytest.mark.parametrize("language", ["en", "da", "de", "nb"])
def test_one_word_never_names_two_things(language: str) -> None:
    """The coach's Hint is not the prediction option's word (Danish and Norwegian said
    Tip/Tips for both), and holding dice is not the word for a team (Danish Hold)."""

    i18n.use(language)
    try:
        hint = i18n.t("coach.hint").lower()
        predictions = {
            i18n.t(key).lower() for key in ("setup.option.prediction", "rules.prediction.title")
        }
        assert not any(hint[:3] == word[:3] for word in predictions), (hint, predictions)
        team = i18n.t("table.team").lower()
        holding = [
            i18n.t("turn.hold_all"),
            i18n.t("turn.held"),
            i18n.t("coach.hold", dice="6 6"),
            i18n.t("play.all_held"),
        ]
        for words in holding:
            assert team not in re.findall(r"\w+", words.lower()), (words, team)
    finally:
        i18n.use("en")


@pytest.mark.parametrize(
    ("language", "names"),
    [
        # The Norwegian rules the app follows (seed 003): Firere ... Hus, Valgfri, Balut.
        ("nb", ["Firere", "Femmere", "Seksere", "Straight", "Hus", "Valgfri", "Balut"]),
        # The Danish site (seed 004): firere, femmere, seksere, Straight, Fuldt hus,
        # Chancen (the definite form of Chance).
        ("da", ["Firere", "Femmere", "Seksere", "Straight", "Fuldt hus", "Chance", "Balut"]),
        # The German article (seed 002, through English: foursome, Street, Full house):
        # Vierer, Straße; Chance, as the family's games say it.
        ("de", ["Vierer", "Fünfer", "Sechser", "Straße", "Full House", "Chance", "Balut"]),
    ],
)
def test_the_rows_are_named_as_the_rules_of_that_language_name_them(
    language: str, names: list[str]
) -> None:
    from balut import Category

    catalog = CATALOGS[language]
    assert [catalog[f"category.{c.value}"] for c in Category] == names
