"""The new-game setup as data (no browser): options per rule set, their defaults from the
core, inline messages for typed values, and the remembered setup."""

from __future__ import annotations

import pytest

import balut
from balut.rules import DEFAULT_ADJUSTMENT_BANDS
from balut.web.setup import (
    OPTIONS,
    PLAYABLE_RULESETS,
    SetupDraft,
    bands_error,
    format_bands,
    parse_bands,
)


def shown(draft: SetupDraft) -> set[str]:
    return {spec.key for spec in draft.visible_options()}


def test_every_rule_set_is_offered_and_plays_its_core_defaults() -> None:
    assert set(PLAYABLE_RULESETS) == set(balut.RULESETS)
    for name in PLAYABLE_RULESETS:
        draft = SetupDraft(names=["Ann", "Bo"])
        draft.choose_ruleset(name)
        assert draft.rules() == balut.get_ruleset(name)
        assert draft.option_errors() == {}


def test_options_show_only_where_they_apply() -> None:
    draft = SetupDraft(names=["Solo"])
    assert shown(draft) == {"locked_holds", "prediction", "dice_total_only", "custom_bands"}
    draft.choose_ruleset("jackpot")
    assert "jackpot_in_dice_total" in shown(draft)
    draft.choose_ruleset("quick")
    assert shown(draft) == {
        "locked_holds",
        "prediction",
        "balut_bonus",
        "per_balut_bonus",
        "first_roll_balut_bonus",
    }
    draft.names.append("Bo")
    assert {"tiebreak", "turn_order"} <= shown(draft)


def test_dependent_options_appear_with_the_option_they_need() -> None:
    draft = SetupDraft()
    assert "prediction_bonus" not in shown(draft)
    draft.options["prediction"] = "on"
    assert "prediction_bonus" in shown(draft)
    draft.options["custom_bands"] = "on"
    assert "adjustment_bands" in shown(draft)
    draft.options["dice_total_only"] = "on"  # no points table, so no bands to edit
    assert not {"adjustment_bands", "custom_bands"} & shown(draft)


def test_switching_rule_set_keeps_choices_but_moves_untouched_defaults() -> None:
    draft = SetupDraft(names=["Ann", "Bo"])
    assert draft.options["tiebreak"] == "dice_total"
    draft.options["turn_order"] = "fixed"
    draft.choose_ruleset("quick")
    assert draft.options["tiebreak"] == "roll_off"  # quick's default (in-app Rules: Quick Balut)
    assert draft.options["turn_order"] == "fixed"
    draft.choose_ruleset("nonsense")
    assert draft.ruleset == "quick"


def test_chosen_options_reach_the_core() -> None:
    draft = SetupDraft()
    draft.choose_ruleset("quick")
    for key in ("balut_bonus", "per_balut_bonus", "first_roll_balut_bonus", "prediction"):
        draft.options[key] = "on"
    draft.options["prediction_bonus"] = "5"
    rules = draft.rules()
    assert (rules.balut_bonus, rules.per_balut_bonus, rules.first_roll_balut_bonus) == (False, 2, 5)
    assert (rules.prediction, rules.prediction_bonus) == (True, 5)


def test_custom_bands_reach_the_core() -> None:
    draft = SetupDraft()
    draft.options["custom_bands"] = "on"
    draft.options["adjustment_bands"] = "0 -3\n300: 0\n\n500, +4\n700 \u22128"
    assert draft.option_errors() == {}
    assert draft.rules().adjustment_bands == ((0, -3), (300, 0), (500, 4), (700, -8))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Enter 1 to 20 bands, one per line"),
        ("0 -2\n300", "Line 2: write the lowest dice total, then the points (e.g. 300 -1)"),
        ("0 -2\nabc 1", "Line 2: write the lowest dice total, then the points (e.g. 300 -1)"),
        ("100 -2", "The first band must start at 0"),
        ("0 -2\n300 1\n250 2", "Line 3: 250 must be higher than 300 on the line before"),
        ("0 -2\n300 99", "Line 2: points are \u221250 to 50"),
        ("0 -2\n3000 1", "Line 2: a dice total is 0 to 1000"),
        ("\n".join(f"{i * 10} 0" for i in range(21)), "Enter 1 to 20 bands, one per line"),
    ],
)
def test_bad_bands_get_a_clear_message(text: str, message: str) -> None:
    assert bands_error(text) == message
    draft = SetupDraft(names=["Ann"])
    draft.options["custom_bands"] = "on"
    draft.options["adjustment_bands"] = text
    assert draft.option_errors() == {"adjustment_bands": message}
    assert not draft.is_valid()


def test_default_bands_round_trip_through_the_text_box() -> None:
    text = format_bands(DEFAULT_ADJUSTMENT_BANDS)
    assert bands_error(text) == ""
    assert [tuple(b) for b in parse_bands(text)] == list(DEFAULT_ADJUSTMENT_BANDS)


@pytest.mark.parametrize("typed", ["", "x", "2.5", "51", "-1", "\uff15"])
def test_prediction_bonus_must_be_a_small_whole_number(typed: str) -> None:
    draft = SetupDraft(names=["Ann"])
    draft.options["prediction"] = "on"
    draft.options["prediction_bonus"] = typed
    assert draft.option_errors() == {"prediction_bonus": "Enter a whole number from 0 to 50"}


def test_the_last_setup_is_remembered_and_junk_is_ignored() -> None:
    draft = SetupDraft(names=["Ann", "Bo"])
    draft.choose_ruleset("jackpot")
    draft.options.update(jackpot_in_dice_total="on", prediction="on", prediction_bonus="4")
    again = SetupDraft.from_settings(draft.to_settings(), ["Cy"])
    assert again.ruleset == "jackpot"
    assert again.options == draft.options
    assert again.names == ["Cy"]

    junk = SetupDraft.from_settings(
        {
            "ruleset": "yahtzee",
            "options": {"prediction": "maybe", "tiebreak": 3, "locked_holds": "on"},
        },
        [],
    )
    assert junk.ruleset == "standard"
    assert junk.options["prediction"] == "off"
    assert junk.options["tiebreak"] == "dice_total"
    assert junk.options["locked_holds"] == "on"


def test_every_option_names_a_core_field_or_only_reveals_others() -> None:
    for spec in OPTIONS:
        assert spec.key in balut.HOUSE_OPTIONS or not spec.derive
