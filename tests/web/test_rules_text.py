"""The Rules page: worded from the catalogs in every language, its tables from the core."""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import combinations_with_replacement

import pytest

import balut
from balut import HOUSE_OPTIONS, RULESETS, Category, Dice
from balut.dice import DICE_COUNT, FACES
from balut.rules import (
    ROW_CONDITIONS,
    STANDARD,
    RuleSet,
    box_score,
    jackpot_requirement,
    possible_box_scores,
)
from balut.web import i18n, rules_screen, rules_text
from balut.web.locales import CATALOGS
from balut.web.rules_text import (
    RulesSection,
    adjustment_band_rows,
    box_score_table,
    category_points_table,
    jackpot_table,
    rule_variants,
    standard_rules,
)
from balut.web.state import Places, Screen, UiState
from balut.web.vdom import El

#: The section of the Rules page that explains each rule set.
RULESET_SECTIONS = {
    "standard": "overview",
    "jackpot": "jackpot",
    "quick": "quick",
    "extended": "extended",
}
POINTS_RULESETS = [r for r in RULESETS.values() if r.uses_points_table]
THROWS = [Dice(throw) for throw in combinations_with_replacement(FACES, DICE_COUNT)]


@pytest.fixture(params=i18n.LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.use(request.param)
    yield request.param
    i18n.use("en")


def rules_sections() -> tuple[RulesSection, ...]:
    """The whole page as the Rules screen draws it: the standard game, then the rest."""
    return standard_rules() + rule_variants()


def numbers(text: str) -> list[int]:
    """The numbers a text shows (without signs: dice read 1-2-3), smallest first."""
    return sorted(int(n) for n in re.findall(r"\d+", text))


def section_text(section: RulesSection) -> str:
    cells = [cell for table in section.tables for row in table.rows for cell in row]
    headers = [cell for table in section.tables for cell in (table.caption, *table.header)]
    return " ".join([section.title, *section.paragraphs, *section.bullets, *headers, *cells])


def section(anchor: str) -> RulesSection:
    [found] = [s for s in rules_sections() if s.anchor == anchor]
    return found


def page_text(node: El | str) -> str:
    if isinstance(node, str):
        return node
    return " ".join(page_text(child) for child in node.children)


def row_names() -> list[str]:
    return [i18n.t(f"category.{c.value}") for c in Category]


# --- the tables equal the core's data, in every language ---------------------------------


@pytest.mark.parametrize("rules", RULESETS.values(), ids=RULESETS)
def test_box_score_table_shows_what_the_core_scores(language: str, rules: RuleSet) -> None:
    table = box_score_table(rules)
    assert [row[0] for row in table.rows] == row_names()
    cells = {category: row[1] for category, row in zip(Category, table.rows, strict=True)}
    for category, face in ((Category.FOURS, 4), (Category.FIVES, 5), (Category.SIXES, 6)):
        highest = max(possible_box_scores(rules, category))
        assert numbers(cells[category]) == sorted([face, 0, highest])
    scores = possible_box_scores(rules, Category.STRAIGHT) - {0}
    straights = [1, 2, 3, 4, 5, 2, 3, 4, 5, 6]
    assert numbers(cells[Category.STRAIGHT]) == sorted([*scores, *straights, 0])
    full_house = [d for d in THROWS if sorted(d.count(f) for f in set(d)) == [2, 3]]
    extras = {box_score(d, Category.FULL_HOUSE, rules) - d.total for d in full_house}
    assert numbers(cells[Category.FULL_HOUSE]) == sorted([*(extras - {0}), 0])
    assert numbers(cells[Category.CHOICE]) == []
    baluts = sorted(box_score(Dice([f] * DICE_COUNT), Category.BALUT, rules) for f in FACES)
    bonus = baluts[0] - DICE_COUNT
    expected = [bonus, baluts[0], baluts[-1], 0] if baluts[0] != baluts[-1] else [baluts[0], 0]
    assert numbers(cells[Category.BALUT]) == sorted(expected)


@pytest.mark.parametrize("rules", POINTS_RULESETS, ids=lambda r: r.name)
def test_category_points_table_shows_targets_and_points(language: str, rules: RuleSet) -> None:
    table = category_points_table(rules)
    assert [row[0] for row in table.rows] == row_names()
    for category, (_name, points, when) in zip(Category, table.rows, strict=True):
        condition = ROW_CONDITIONS.get(category)
        if condition is None:
            first, further = rules.balut_row_points
            assert numbers(points) == sorted({first, further})
            assert numbers(when) == []
        else:
            assert points == str(condition.points)
            target = condition.target if condition.kind == "total" else rules.boxes_per_row
            assert [n for n in numbers(when) if n] == [target]  # "no zero" may be a 0


def entry_numbers(category: Category) -> list[int]:
    """What the core's entry test lets in, as the numbers the page must show."""
    meets, _ = jackpot_requirement(category)
    allowed = [d for d in THROWS if meets(d)]
    if category is Category.STRAIGHT:
        [large] = allowed
        return sorted(large.values)
    if category in (Category.FOURS, Category.FIVES, Category.SIXES):
        [face] = {f for d in allowed for f in FACES if d.count(f) >= 4}
        return [face]
    return [min(d.total for d in allowed)]


def test_jackpot_table_shows_entry_tests_and_swings(language: str) -> None:
    rules = RULESETS["jackpot"]
    table = jackpot_table(rules)
    assert [row[0] for row in table.rows] == [
        i18n.t(f"category.{c.value}") for c in rules.rows_with_jackpot
    ]
    for category, (_name, entry, swing) in zip(rules.rows_with_jackpot, table.rows, strict=True):
        assert numbers(entry) == entry_numbers(category), entry
        size = ROW_CONDITIONS[category].jackpot_swing
        assert numbers(swing) == [size, size]
        # One minus sign on the page: the real one, as every negative number shows.
        assert f"+{size}" in swing and f"\u2212{size}" in swing and "-" not in swing
    assert section("jackpot").tables == (table,)


@pytest.mark.parametrize(
    "bands", [*{r.adjustment_bands for r in RULESETS.values()}, ((0, 0), (500, 5)), ((0, 3),)]
)
def test_adjustment_rows_follow_the_bands(
    language: str, bands: tuple[tuple[int, int], ...]
) -> None:
    rows = adjustment_band_rows(bands)
    assert len(rows) == len(bands)
    for index, ((span, points), (lowest, band_points)) in enumerate(zip(rows, bands, strict=True)):
        assert int(points.replace("\u2212", "-")) == band_points
        upper = [bands[index + 1][0] - 1] if index + 1 < len(bands) else []
        assert numbers(span) == [lowest, *upper], span


def test_the_page_shows_the_standard_bands(language: str) -> None:
    [table] = section("final-points").tables
    assert table.rows == adjustment_band_rows(STANDARD.adjustment_bands)
    assert table.rows[0] == (i18n.t("rules.band.range", lowest=0, highest=299), "\u22122")
    assert table.rows[-1][1] == "+6"


def test_each_rule_set_has_a_section_with_its_rounds(language: str) -> None:
    assert set(RULESET_SECTIONS) == set(RULESETS)
    for name, rules in RULESETS.items():
        found = section(RULESET_SECTIONS[name])
        assert rules.rounds in numbers(" ".join((found.title, *found.paragraphs))), name


def test_the_examples_add_up_with_the_core(language: str) -> None:
    [_sum, example] = section("final-points").bullets
    ten, total = rules_text.EXAMPLE_POINTS, rules_text.EXAMPLE_DICE_TOTAL
    better = total + 20
    for value in (
        ten,
        total,
        STANDARD.adjustment(total),
        ten + STANDARD.adjustment(total),
        better,
        STANDARD.adjustment(better),
        ten + ROW_CONDITIONS[Category.STRAIGHT].points + STANDARD.adjustment(better),
    ):
        assert value in numbers(example), value
    [rows_example] = section("rows").paragraphs
    assert numbers(rows_example) == sorted([6, 6, 6, 4, 4, 18, 8, 26, 0])


# --- every section in every language ------------------------------------------------------


def test_every_key_the_page_uses_is_in_the_language(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    used: list[str] = []

    def checked(key: str, **values: i18n.Value) -> str:
        assert key in CATALOGS[language], f"{language} lacks {key}"
        used.append(key)
        return i18n.t(key, **values)

    monkeypatch.setattr(rules_text, "t", checked)
    monkeypatch.setattr(rules_screen, "t", checked)
    page = rules_screen.rules_screen(UiState(screen=Screen.RULES))
    # Opened from a game: its Back says so and the page names the game's rules.
    rules_screen.rules_screen(
        UiState(screen=Screen.RULES, game=balut.Game(["Ann"]), nav=Places(rules_from=Screen.TURN))
    )
    assert {s.anchor for s in rules_sections()} <= set(re.findall(r"rules-([a-z-]+)", repr(page)))
    rules_keys = {key for key in CATALOGS["en"] if key.startswith("rules.")}
    # Every rules key is used by some rule set (the box and points cells vary by rule set).
    for rules in RULESETS.values():
        box_score_table(rules)
        if rules.uses_points_table:
            category_points_table(rules)
    assert rules_keys - set(used) == set()


def test_a_translated_page_has_no_english_words(language: str) -> None:
    i18n.use("en")
    english = set(
        re.findall(
            r"[^\W\d_]+", page_text(rules_screen.rules_screen(UiState(screen=Screen.RULES))).lower()
        )
    )
    i18n.use(language)
    text = page_text(rules_screen.rules_screen(UiState(screen=Screen.RULES)))
    words = set(re.findall(r"[^\W\d_]+", text.lower()))
    if language == "en":
        assert words == english
    else:
        assert words & english <= SAME_IN_ENGLISH[language]


# Words of the language that English spells the same: names the glossary keeps (Balut,
# Straight, Jackpot, Full House) and everyday words ("to" is Danish/Norwegian for two).
SAME_IN_ENGLISH: dict[str, set[str]] = {
    "da": {
        "at",
        "balut",
        "bonus",
        "for",
        "give",
        "gives",
        "have",
        "hold",
        "jackpot",
        "link",
        "over",
        "pause",
        "plus",
        "point",
        "standard",
        "start",
        "straight",
        "sum",
        "to",
        "total",
    },
    "nb": {
        "at",
        "balut",
        "bonus",
        "for",
        "hold",
        "jackpot",
        "like",
        "over",
        "per",
        "standard",
        "start",
        "straight",
        "sum",
        "to",
    },
    "de": {
        "an",
        "app",
        "balut",
        "bonus",
        "chips",
        "code",
        "die",
        "fair",
        "full",
        "house",
        "in",
        "jackpot",
        "link",
        "links",
        "offline",
        "plus",
        "rest",
        "standard",
        "start",
        "team",
        "teams",
        "was",
    },
}


# --- well-formed, complete ---------------------------------------------------------------


def test_every_house_option_is_explained() -> None:
    anchors = {s.anchor for s in rules_sections()}
    explained_in = rules_text.OPTION_SECTIONS
    assert set(explained_in) == set(HOUSE_OPTIONS)
    assert set(explained_in.values()) <= anchors
    assert "match" in anchors


def test_standard_rules_come_first_and_never_mention_jackpots(language: str) -> None:
    standard = standard_rules()
    assert standard[0].anchor == RULESET_SECTIONS["standard"]
    jackpot = i18n.t("rules.jackpot.title").split()[0].lower()
    assert jackpot not in " ".join(section_text(s) for s in standard).lower()


def test_sections_are_well_formed_and_plain_text(language: str) -> None:
    sections = rules_sections()
    anchors = [s.anchor for s in sections]
    assert len(anchors) == len(set(anchors))
    for s in sections:
        assert s.title and (s.paragraphs or s.bullets or s.tables), s.anchor
        for table in s.tables:
            assert all(len(row) == len(table.header) for row in table.rows), table.caption
        text = section_text(s)
        assert "<" not in text and ">" not in text and "&" not in text, s.anchor
        assert "  " not in text and "{" not in text, s.anchor
