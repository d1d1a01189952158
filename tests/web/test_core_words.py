"""The English words for the core's codes are the sentences the app showed before (now
from the catalog), with a real minus for negative numbers and lists worded by the catalog."""

from __future__ import annotations

import pytest

import balut
from balut import JACKPOT, QUICK, STANDARD, Category, ScoreSheet
from balut.web import core_words, i18n, results_view, screens_rules, team, turn_screen
from balut.web.core_words import date_words
from balut.web.locales import CATALOGS

C = Category


def test_row_progress_words() -> None:
    sheet = ScoreSheet(STANDARD)
    sheet.enter(C.SIXES, [6, 6, 6, 6, 6])
    sheet.enter(C.SIXES, [6, 6, 1, 1, 1])
    sheet.scratch(C.STRAIGHT)
    sheet.enter(C.BALUT, [3] * 5)
    sheet.enter(C.BALUT, [2] * 5)
    assert core_words.progress_text(sheet.row_progress(C.SIXES)) == "Sixes 42 of 78, 2 boxes left"
    assert (
        core_words.progress_text(sheet.row_progress(C.STRAIGHT))
        == "Straight 0 of 4 scored, 3 boxes left"
    )
    assert core_words.progress_summary(sheet.row_progress(C.BALUT)) == "2 baluts"
    quick = ScoreSheet(QUICK)
    quick.enter(C.BALUT, [3] * 5)
    assert core_words.progress_text(quick.row_progress(C.BALUT)) == "Balut 1 balut, 0 boxes left"
    assert core_words.progress_summary(quick.row_progress(C.CHOICE)) == "0"


def test_jackpot_reason_words() -> None:
    sheet = ScoreSheet(JACKPOT)
    said = [
        core_words.jackpot_reason(sheet.jackpot_eligibility(cat, dice)[1])
        for cat, dice in (
            (C.FIVES, [5, 5, 5, 5, 1]),
            (C.FIVES, [5, 5, 5, 1, 1]),
            (C.STRAIGHT, [1, 2, 3, 4, 5]),
            (C.FULL_HOUSE, [5, 5, 5, 1, 1]),
            (C.CHOICE, [1] * 5),
            (C.BALUT, [1] * 5),
        )
    ]
    assert said == [
        "Jackpot 20",
        "Needs four 5s",
        "Needs a large straight 2-3-4-5-6",
        "Needs a full house worth 22 or more",
        "Needs a sum of 25 or more",
        "No jackpot box in Balut",
    ]
    sheet.scratch_jackpot(C.SIXES)
    assert core_words.jackpot_reason(sheet.jackpot_eligibility(C.SIXES, [6] * 5)[1]) == (
        "Jackpot box filled"
    )


def test_rule_set_words() -> None:
    house = STANDARD.derive(tiebreak="roll_off", speed_seconds=20, adjustment_bands=[[0, 1]])
    assert core_words.option_notes(house) == [
        "Ties: roll-off with five dice",
        "Custom dice-total bands: 0+ +1",
        "Speed: 20 s per turn",
    ]
    bands = STANDARD.derive(adjustment_bands=[[0, -2], [100, 0], [200, 3]])
    assert core_words.option_notes(bands) == [
        "Custom dice-total bands: 0+ \u22122, 100+ 0, 200+ +3"
    ]
    assert [core_words.ruleset_label(r) for r in balut.RULESETS.values()] == [
        "Standard 1979",
        "Jackpot Balut",
        "Quick Balut",
        "Extended Balut",
    ]


def test_names_are_listed_with_the_catalogs_words() -> None:
    assert core_words.names_list([]) == ""
    assert core_words.names_list(["Ann"]) == "Ann"
    assert core_words.names_list(["Ann", "Bob"]) == "Ann and Bob"
    assert core_words.names_list(["Ann", "Bob", "Cy"]) == "Ann, Bob and Cy"
    assert core_words.items_list(["21", "17"]) == "21, 17"


def test_tiebreak_words() -> None:
    note = balut.TiebreakNote
    assert core_words.tiebreak_note(None) == ""
    assert core_words.tiebreak_note(note("dice_total", -2, "points", 24)) == (
        "tied on \u22122 points; dice total 24"
    )
    assert core_words.tiebreak_note(note("dice_total", 1, "points", 24)) == (
        "tied on 1 point; dice total 24"
    )
    assert core_words.tiebreak_note(note("dice_total_shared", 60, "grand total", 60)) == (
        "tied on 60 grand total; dice total 60: shared place"
    )
    assert core_words.tiebreak_note(note("roll_off", 60, "grand total", 60, (21, 17))) == (
        "tied on 60 grand total; roll-off 21, 17"
    )
    assert core_words.tiebreak_note(note("shared", 60, "grand total", 60)) == (
        "tied on 60 grand total: shared place"
    )


def test_minus_one_takes_the_singular_and_a_real_minus() -> None:
    assert i18n.t("variants.amount.points", count=-1) == "\u22121 point"
    assert i18n.t("variants.amount.points", count=-2) == "\u22122 points"


def test_sentences_and_lists_use_the_catalogs_separators(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(CATALOGS["en"], "list.separator", " / ")
    monkeypatch.setitem(CATALOGS["en"], "list.sentence_separator", " | ")
    rules = JACKPOT.derive(per_balut_bonus=2, prediction=True, prediction_bonus=5)
    game = balut.Game(["Ann", "Bo"], rules, seed=1)
    note = "".join(str(c) for c in results_view.ranking_note(game).children)
    assert " | " in note and "; " not in note
    assert note.count(" / ") == len(rules.rows_with_jackpot) - 1 + 1  # the swings, the extras
    assert "for every balut rolled / +5 for an exact prediction" in note
    assert team._dice_words((6, 5, 1)) == "6 / 5 / 1"


def test_a_negative_prediction_shows_a_real_minus() -> None:
    sheet = ScoreSheet(STANDARD.derive(prediction=True))
    sheet.prediction = -5
    text = " ".join(
        str(c) for tree in [screens_rules.totals(sheet.result(), sheet.rules)] for c in _texts(tree)
    )
    assert "\u22125" in text and "-5" not in text


def _texts(tree: object) -> list[str]:
    if isinstance(tree, str):
        return [tree]
    return [text for child in getattr(tree, "children", ()) for text in _texts(child)]


@pytest.mark.parametrize("stored", [{"day": "Tuesday"}, None, 17, ["2026-12-01"], ""])
def test_a_date_that_is_not_text_shows_as_an_unknown_date(stored: object) -> None:
    assert date_words(stored) == "unknown date"


def test_a_stored_moment_is_worded_and_other_text_shown_as_it_is() -> None:
    assert date_words("2024-03-05T12:00:00+00:00").startswith("05 Mar 2024")  # (noon UTC)
    assert date_words("last Tuesday") == "last Tuesday"


def test_a_row_shows_its_points_earned_only_where_rows_pay_points() -> None:
    from balut.web.turn_screen import progress_short

    sheet = ScoreSheet(STANDARD)
    for _ in range(4):
        sheet.enter(C.SIXES, [6, 6, 6, 6, 1])
    sheet.scratch(C.FULL_HOUSE)
    assert progress_short(sheet.row_progress(C.SIXES)) == "\u2713 +2 points"
    assert progress_short(sheet.row_progress(C.FULL_HOUSE)) == "\u2717 no points"
    assert progress_short(sheet.row_progress(C.STRAIGHT)) == "0 of 4 scored"
    sheet.enter(C.FULL_HOUSE, [2, 2, 3, 3, 3])
    assert progress_short(sheet.row_progress(C.FULL_HOUSE)) == "\u2717 no points"
    i18n.use("da")
    try:
        assert progress_short(sheet.row_progress(C.SIXES)) == "\u2713 +2 point"
        assert progress_short(sheet.row_progress(C.STRAIGHT)) == "0 af 4 opnået"
    finally:
        i18n.use("en")


def test_a_quick_row_never_says_it_pays() -> None:
    from balut.web.turn_screen import progress_short

    quick = ScoreSheet(QUICK)
    quick.enter(C.SIXES, [6, 6, 6, 6, 1])  # full, and a quick row pays no points
    quick.scratch(C.BALUT)
    assert progress_short(quick.row_progress(C.SIXES)) == "24"
    assert progress_short(quick.row_progress(C.BALUT)) == "0 baluts"
    row = turn_screen._sheet_row(quick, C.SIXES, None, rolled=False)
    assert "status-paid" not in str(row.children[0].attrs["class"])  # (not green)
    words = " ".join(screens_rules.word_lines(quick, QUICK))
    assert "\u2713" not in words and "\u2717" not in words


def test_a_jackpot_row_says_its_stake_and_its_cross_in_words() -> None:
    from fakes import words_read

    from balut.web.vdom import El

    sheet = ScoreSheet(JACKPOT)
    sheet.enter_jackpot(C.CHOICE, [6, 6, 6, 5, 5])
    row = screens_rules.jackpot_row(sheet, C.CHOICE, None)
    assert row is not None
    texts = list(words_read(row))
    assert "+4/\u22124" in texts and "\u00b1" not in " ".join(texts)  # not a puzzle sign

    def marks(tree: El | str) -> list[str]:
        if isinstance(tree, str):
            return []
        own = [str(tree.attrs["data-mark"])] if "data-mark" in tree.attrs else []
        return own + [m for child in tree.children for m in marks(child)]

    assert marks(row) == ["jackpot"]  # under its \u2715, not a bare "J"
    breakdown = results_view._points_lines(JACKPOT, sheet.result(), frozenset())
    assert "\u00b1" not in str(breakdown) and "Bonus" in str(breakdown)
