"""The English words for the core's codes are the sentences the app showed before."""

from __future__ import annotations

import pytest

import balut
from balut import JACKPOT, QUICK, STANDARD, Category, ScoreSheet
from balut.limits import check_bands
from balut.seating import clean_name
from balut.web import core_words

C = Category


def test_row_progress_words() -> None:
    sheet = ScoreSheet(STANDARD)
    sheet.enter(C.SIXES, [6, 6, 6, 6, 6])
    sheet.enter(C.SIXES, [6, 6, 1, 1, 1])
    sheet.scratch(C.STRAIGHT)
    sheet.enter(C.BALUT, [3] * 5)
    sheet.enter(C.BALUT, [2] * 5)
    assert core_words.progress_text(sheet.row_progress(C.SIXES)) == "Sixes 42 of 78, 2 boxes left"
    assert (core_words.progress_text(sheet.row_progress(C.STRAIGHT))
            == "Straight 0 of 4 real, 3 boxes left")
    assert core_words.progress_summary(sheet.row_progress(C.BALUT)) == "2 baluts"
    quick = ScoreSheet(QUICK)
    quick.enter(C.BALUT, [3] * 5)
    assert core_words.progress_text(quick.row_progress(C.BALUT)) == "Balut 1 balut, 0 boxes left"
    assert core_words.progress_summary(quick.row_progress(C.CHOICE)) == "0"


def test_jackpot_reason_words() -> None:
    sheet = ScoreSheet(JACKPOT)
    said = [core_words.jackpot_reason(sheet.jackpot_eligibility(cat, dice)[1]) for cat, dice in (
        (C.FIVES, [5, 5, 5, 5, 1]), (C.FIVES, [5, 5, 5, 1, 1]), (C.STRAIGHT, [1, 2, 3, 4, 5]),
        (C.FULL_HOUSE, [5, 5, 5, 1, 1]), (C.CHOICE, [1] * 5), (C.BALUT, [1] * 5))]
    assert said == ["Jackpot 20", "Needs four 5s", "Needs a large straight 2-3-4-5-6",
                    "Needs a full house worth 22 or more", "Needs a sum of 25 or more",
                    "No jackpot box in Balut"]
    sheet.scratch_jackpot(C.SIXES)
    assert core_words.jackpot_reason(sheet.jackpot_eligibility(C.SIXES, [6] * 5)[1]) == (
        "Jackpot box filled")


def test_rule_set_words() -> None:
    house = STANDARD.derive(tiebreak="roll_off", speed_seconds=20, adjustment_bands=[[0, 1]])
    assert core_words.option_notes(house) == [
        "Ties: roll-off with five dice", "Custom dice-total bands: 0+ +1", "Speed: 20 s per turn"]
    assert [core_words.ruleset_label(r) for r in balut.RULESETS.values()] == [
        "Standard 1979", "Jackpot Balut", "Quick Balut", "Extended Balut"]
    assert set(core_words.RULESET_DESCRIPTIONS) == set(balut.RULESETS)


def test_tiebreak_words() -> None:
    note = balut.TiebreakNote
    assert core_words.tiebreak_note(None) == ""
    assert core_words.tiebreak_note(note("dice_total", -2, "points", 24)) == (
        "tied on -2 points; dice total 24")
    assert core_words.tiebreak_note(note("dice_total_shared", 60, "grand total", 60)) == (
        "tied on 60 grand total; dice total 60: shared place")
    assert core_words.tiebreak_note(note("roll_off", 60, "grand total", 60, (21, 17))) == (
        "tied on 60 grand total; roll-off 21, 17")
    assert core_words.tiebreak_note(note("shared", 60, "grand total", 60)) == (
        "tied on 60 grand total: shared place")


@pytest.mark.parametrize(("bands", "lines", "message"), [
    ([], [], "Enter 1 to 20 bands, one per line"),
    ([(0, 1), None], [1, 3], "Line 3: write the lowest dice total, then the points (e.g. 300 -1)"),
    ([(5, 1)], [1], "The first band must start at 0"),
    ([(0, 1), (1001, 1)], [1, 2], "Line 2: a dice total is 0 to 1000"),
    ([(0, 99)], [2], "Line 2: points are -50 to 50"),
    ([(0, 1), (300, 1), (200, 1)], [1, 2, 3],
     "Line 3: 200 must be higher than 300 on the line before"),
])  # fmt: skip
def test_band_error_words(bands: list[object], lines: list[int], message: str) -> None:
    with pytest.raises(balut.InvalidInputError) as raised:
        check_bands(bands)
    assert core_words.band_error(raised.value, lines) == message


def test_name_error_words() -> None:
    for name, message in (("", "Enter a name"), ("x" * 33, "Use at most 32 characters")):
        with pytest.raises(balut.InvalidInputError) as raised:
            clean_name(name)
        assert core_words.name_error(raised.value) == message
