"""The Rules page text: complete, consistent with the core, safe to render."""

from __future__ import annotations

from balut import HOUSE_OPTIONS, RULESETS, Category
from balut.rules import DEFAULT_ADJUSTMENT_BANDS
from balut.web.rules_text import (
    RULE_VARIANTS,
    RULES_SECTIONS,
    STANDARD_RULES,
    RulesSection,
    adjustment_band_rows,
)


def section_text(section: RulesSection) -> str:
    cells = [cell for table in section.tables for row in table.rows for cell in row]
    headers = [cell for table in section.tables for cell in (table.caption, *table.header)]
    return " ".join([section.title, *section.paragraphs, *section.bullets, *headers, *cells])


def section(anchor: str) -> RulesSection:
    [found] = [s for s in RULES_SECTIONS if s.anchor == anchor]
    return found


def test_every_category_has_a_box_score_row_and_a_points_row() -> None:
    labels = [category.label for category in Category]
    for anchor in ("rows", "category-points"):
        [table] = section(anchor).tables
        assert [row[0] for row in table.rows] == labels


def test_every_rule_set_has_a_titled_section() -> None:
    assert "Standard 1979" in STANDARD_RULES[0].title
    variant_titles = " ".join(s.title for s in RULE_VARIANTS)
    for name, ruleset in RULESETS.items():
        if name != "standard":
            assert ruleset.label in variant_titles, ruleset.label


def test_standard_rules_come_first() -> None:
    assert RULES_SECTIONS == STANDARD_RULES + RULE_VARIANTS
    standard_text = " ".join(section_text(s) for s in STANDARD_RULES)
    assert "jackpot" not in standard_text.lower()


def test_every_house_option_is_explained() -> None:
    anchors = {s.anchor for s in RULES_SECTIONS}
    # Core option name -> the section that explains it.
    explained_in = {
        "locked_holds": "locked-holds",
        "tiebreak": "tiebreaks",
        "turn_order": "order-and-ties",
        "prediction": "prediction",
        "prediction_bonus": "prediction",
        "dice_total_only": "dice-total-only",
        "adjustment_bands": "custom-bands",
        "balut_bonus": "balut-bonuses",
        "per_balut_bonus": "balut-bonuses",
        "first_roll_balut_bonus": "balut-bonuses",
        "jackpot_in_dice_total": "jackpot",
        "team_play": "team",
        "speed_seconds": "speed",
    }
    assert set(explained_in) == set(HOUSE_OPTIONS)
    assert set(explained_in.values()) <= anchors
    assert "match" in anchors


def test_adjustment_table_matches_the_core_bands() -> None:
    [table] = section("final-points").tables
    assert table.rows == adjustment_band_rows(DEFAULT_ADJUSTMENT_BANDS)
    assert table.rows[0] == ("0-299", "-2")
    assert table.rows[2] == ("350-399", "0")
    assert table.rows[-1] == ("650 or more", "+6")
    assert len(table.rows) == len(DEFAULT_ADJUSTMENT_BANDS)


def test_band_rows_for_custom_bands() -> None:
    assert adjustment_band_rows([(0, 0), (500, 5)]) == (("0-499", "0"), ("500 or more", "+5"))


def test_sections_are_well_formed_and_plain_text() -> None:
    anchors = [s.anchor for s in RULES_SECTIONS]
    assert len(anchors) == len(set(anchors))
    for s in RULES_SECTIONS:
        assert s.title and (s.paragraphs or s.bullets or s.tables), s.anchor
        for table in s.tables:
            assert all(len(row) == len(table.header) for row in table.rows), table.caption
        text = section_text(s)
        assert "<" not in text and ">" not in text and "&" not in text, s.anchor
        assert "  " not in text, s.anchor
