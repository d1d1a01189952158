"""Box scores and final scoring for every rule set and house option (the in-app Rules page)."""

from __future__ import annotations

import pytest

import balut
from balut import (
    EXTENDED,
    JACKPOT,
    QUICK,
    STANDARD,
    Category,
    JackpotReason,
    ScoreSheet,
    box_score,
)

C = Category


@pytest.mark.parametrize(
    ("category", "expected"),
    [
        (C.SIXES, 18),
        (C.FOURS, 8),
        (C.FULL_HOUSE, 26),
        (C.CHOICE, 26),
        (C.FIVES, 0),
        (C.STRAIGHT, 0),
        (C.BALUT, 0),
    ],
)
def test_rules_example_66644(category: Category, expected: int) -> None:
    assert box_score([6, 6, 6, 4, 4], category) == expected


@pytest.mark.parametrize(
    ("dice", "category", "expected"),
    [
        ([4, 4, 4, 4, 1], C.FOURS, 16),
        ([5, 1, 5, 2, 5], C.FIVES, 15),
        ([1, 2, 3, 4, 5], C.STRAIGHT, 15),
        ([6, 5, 4, 3, 2], C.STRAIGHT, 20),
        ([1, 2, 3, 4, 6], C.STRAIGHT, 0),
        ([2, 2, 3, 3, 3], C.FULL_HOUSE, 13),
        ([3, 3, 3, 3, 3], C.FULL_HOUSE, 0),  # five of a kind is not a full house
        ([3, 3, 3, 3, 2], C.FULL_HOUSE, 0),
        ([1, 1, 1, 1, 1], C.CHOICE, 5),
        ([1, 1, 1, 1, 1], C.BALUT, 25),
        ([6, 6, 6, 6, 6], C.BALUT, 50),
        ([6, 6, 6, 6, 5], C.BALUT, 0),
        ([6, 6, 6, 6, 6], C.SIXES, 30),
    ],
)
def test_standard_box_scores(dice: list[int], category: Category, expected: int) -> None:
    assert box_score(dice, category, STANDARD) == expected
    assert box_score(dice, category, JACKPOT) == expected


@pytest.mark.parametrize("rules", [QUICK, EXTENDED])
@pytest.mark.parametrize(
    ("dice", "category", "expected"),
    [
        ([1, 2, 3, 4, 5], C.STRAIGHT, 25),
        ([2, 3, 4, 5, 6], C.STRAIGHT, 25),
        ([1, 1, 2, 3, 4], C.STRAIGHT, 0),
        ([2, 2, 3, 3, 3], C.FULL_HOUSE, 18),
        ([3, 3, 3, 3, 3], C.FULL_HOUSE, 0),
        ([1, 1, 1, 1, 1], C.BALUT, 50),
        ([6, 6, 6, 6, 6], C.BALUT, 50),
        ([6, 6, 6, 6, 5], C.BALUT, 0),
        ([6, 6, 6, 4, 4], C.SIXES, 18),
        ([6, 6, 6, 4, 4], C.CHOICE, 26),
    ],
)
def test_quick_box_scores(
    rules: balut.RuleSet, dice: list[int], category: Category, expected: int
) -> None:
    assert box_score(dice, category, rules) == expected


def test_quick_casual_balut_drops_the_bonus() -> None:
    casual = QUICK.derive(balut_bonus=False)
    assert box_score([2] * 5, C.BALUT, casual) == 30
    assert box_score([2] * 5, C.BALUT, STANDARD.derive(balut_bonus=False)) == 10


@pytest.mark.parametrize(
    "bad", [[1, 2, 3, 4], [1, 2, 3, 4, 5, 6], [0, 1, 2, 3, 4], [7, 1, 1, 1, 1], [1.0, 2, 3, 4, 5],
            [True, 2, 3, 4, 5], "12345", None, 5]
)  # fmt: skip
def test_bad_dice_raise_invalid_input(bad: object) -> None:
    with pytest.raises(balut.InvalidInputError):
        box_score(bad, C.CHOICE)  # type: ignore[arg-type]


def test_rules_must_be_a_rule_set() -> None:
    with pytest.raises(balut.InvalidInputError, match="rules must be a RuleSet"):
        box_score([1] * 5, C.BALUT, "quick")  # type: ignore[arg-type]


def test_category_lookup() -> None:
    assert Category("full_house") is C.FULL_HOUSE
    assert C.FULL_HOUSE.label == "Full House"
    assert Category.parse("Full House") is C.FULL_HOUSE
    with pytest.raises(balut.InvalidInputError, match="unknown category 'ones'"):
        box_score([1] * 5, "ones")


# --- helpers to build sheets ------------------------------------------------------------

FOUR_BOXES = {
    C.FOURS: [[4, 4, 4, 1, 2]] * 4,  # 12 each: 48
    C.FIVES: [[5, 5, 5, 1, 2]] * 4,  # 15 each: 60
    C.SIXES: [[6, 6, 6, 1, 2]] * 4,  # 18 each: 72
    C.STRAIGHT: [[1, 2, 3, 4, 5]] * 4,  # 60, all real
    C.FULL_HOUSE: [[6, 6, 6, 5, 5]] * 4,  # 28 each: 112, all real
    C.CHOICE: [[6, 6, 6, 6, 2]] * 4,  # 26 each: 104
    C.BALUT: [[2] * 5, [1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5]],  # 30
}


def filled_sheet(rules: balut.RuleSet, rows: dict[Category, list[list[int]]]) -> ScoreSheet:
    sheet = ScoreSheet(rules)
    for category, throws in rows.items():
        for dice in throws:
            sheet.enter(category, dice)
    return sheet


def test_full_standard_sheet_breakdown() -> None:
    sheet = filled_sheet(STANDARD, FOUR_BOXES)
    assert sheet.is_complete()
    res = sheet.result()
    assert res.row_totals[C.FOURS] == 48
    assert res.category_points == {
        C.FOURS: 0, C.FIVES: 0, C.SIXES: 0, C.STRAIGHT: 4, C.FULL_HOUSE: 3,
        C.CHOICE: 2, C.BALUT: 2,
    }  # fmt: skip
    assert res.dice_total == 48 + 60 + 72 + 60 + 112 + 104 + 30 == 486
    assert res.adjustment == 2
    assert res.points == 11 + 2
    assert not res.provisional
    assert res.deciding == "points"


def worked_example(last_straight: list[int] | None) -> ScoreSheet:
    """001: 10 category points and a dice total of 480 (one straight box blank)."""
    rows = {
        C.FOURS: [[4, 4, 4, 4, 1]] + [[4, 4, 4, 1, 2]] * 3,  # 52 -> 2
        C.FIVES: [[5, 5, 5, 5, 1]] + [[5, 5, 5, 1, 2]] * 3,  # 65 -> 2
        C.SIXES: [[6, 6, 6, 6, 1]] + [[6, 6, 6, 1, 2]] * 3,  # 78 -> 2
        C.STRAIGHT: [[2, 3, 4, 5, 6]] * 3,  # 60
        C.FULL_HOUSE: [[5, 5, 5, 4, 4], [6, 6, 6, 4, 4], [6, 6, 6, 4, 4]],  # 75
        C.CHOICE: [[6, 6, 6, 6, 1]] * 4,  # 100 -> 2
        C.BALUT: [[6] * 5],  # 50 -> 2
    }
    sheet = filled_sheet(STANDARD, rows)
    sheet.scratch(C.FULL_HOUSE)
    for _ in range(3):
        sheet.scratch(C.BALUT)
    if last_straight is None:
        sheet.scratch(C.STRAIGHT)
    else:
        sheet.enter(C.STRAIGHT, last_straight)
    return sheet


def test_rules_worked_example_480_is_12_and_its_twin_17() -> None:
    low = worked_example(None).result()
    assert sum(low.category_points.values()) == 10
    assert (low.dice_total, low.adjustment, low.points) == (480, 2, 12)
    high = worked_example([2, 3, 4, 5, 6]).result()
    assert high.category_points[C.STRAIGHT] == 4
    assert (high.dice_total, high.adjustment, high.points) == (500, 3, 17)


@pytest.mark.parametrize(
    ("total", "points"),
    [(0, -2), (299, -2), (300, -1), (349, -1), (350, 0), (399, 0), (400, 1), (449, 1),
     (450, 2), (499, 2), (500, 3), (549, 3), (550, 4), (599, 4), (600, 5), (649, 5),
     (650, 6), (812, 6)],
)  # fmt: skip
def test_adjustment_table(total: int, points: int) -> None:
    assert STANDARD.adjustment(total) == points


def fives_jackpot_sheet(regular_fives: list[list[int]], jackpot: list[int] | None) -> ScoreSheet:
    sheet = ScoreSheet(JACKPOT)
    sheet.enter(C.FIVES, regular_fives[0])
    if jackpot is None:
        sheet.scratch_jackpot(C.FIVES)
    else:
        assert sheet.enter_jackpot(C.FIVES, jackpot) == 20
    for dice in regular_fives[1:]:
        sheet.enter(C.FIVES, dice)
    return sheet


@pytest.mark.parametrize(
    ("regular", "jackpot", "expected"),
    [
        ([[5, 5, 5, 5, 1]] + [[5, 5, 5, 1, 2]] * 3, [5, 5, 5, 5, 2], 2 + 4),  # 65 with jackpot: 6
        ([[5, 5, 5, 1, 2]] * 4, [5, 5, 5, 5, 2], 0 - 4),  # only 60: -4
        ([[5, 5, 5, 5, 1]] + [[5, 5, 5, 1, 2]] * 3, None, 2),  # without a jackpot: 2
        ([[5, 5, 5, 1, 2]] * 4, None, 0),  # or 0
    ],
)
def test_rules_jackpot_fives_example(
    regular: list[list[int]], jackpot: list[int] | None, expected: int
) -> None:
    res = fives_jackpot_sheet(regular, jackpot).result()
    assert res.category_points[C.FIVES] + res.jackpot_bonus[C.FIVES] == expected
    assert res.row_totals[C.FIVES] == sum(d.count(5) * 5 for d in regular)
    assert res.dice_total == res.row_totals[C.FIVES]  # the jackpot stands apart


def test_jackpot_in_dice_total_option() -> None:
    rules = JACKPOT.derive(jackpot_in_dice_total=True)
    sheet = ScoreSheet(rules)
    sheet.enter_jackpot(C.SIXES, [6, 6, 6, 6, 1])
    assert sheet.result().dice_total == 24


@pytest.mark.parametrize(
    ("category", "hit", "miss", "value", "need"),
    [
        (C.FOURS, [4, 4, 4, 4, 1], [4, 4, 4, 1, 1], 16, ("needs_four", 4, None)),
        (C.SIXES, [6, 6, 6, 6, 6], [6, 6, 6, 1, 1], 30, ("needs_four", 6, None)),
        (C.STRAIGHT, [2, 3, 4, 5, 6], [1, 2, 3, 4, 5], 20, ("needs_large_straight", None, None)),
        (C.FULL_HOUSE, [6, 6, 6, 2, 2], [5, 5, 5, 1, 1], 22, ("needs_full_house", None, 22)),
        (C.CHOICE, [6, 6, 6, 6, 1], [6, 6, 6, 5, 1], 25, ("needs_sum", None, 25)),
    ],
)
def test_jackpot_entry_requirements(
    category: Category,
    hit: list[int],
    miss: list[int],
    value: int,
    need: tuple[str, int | None, int | None],
) -> None:
    sheet = ScoreSheet(JACKPOT)
    assert sheet.jackpot_eligibility(category, hit) == (
        True,
        JackpotReason("eligible", category, value=value),
    )
    ok, reason = sheet.jackpot_eligibility(category, miss)
    assert not ok and (reason.code, reason.face, reason.minimum) == need
    assert reason.category is category
    assert sheet.enter_jackpot(category, miss) == 0  # a miss scores 0: a scratch
    assert sheet.jackpot_box(category) == 0
    with pytest.raises(balut.IllegalActionError, match="already filled"):
        sheet.enter_jackpot(category, hit)


def test_jackpot_only_while_a_regular_box_is_open() -> None:
    sheet = ScoreSheet(JACKPOT)
    for _ in range(4):
        sheet.enter(C.SIXES, [6, 6, 6, 6, 6])
    assert sheet.jackpot_eligibility(C.SIXES, [6] * 5) == (
        False,
        JackpotReason("row_full", C.SIXES),
    )
    with pytest.raises(balut.IllegalActionError, match="can only be scratched"):
        sheet.enter_jackpot(C.SIXES, [6] * 5)
    sheet.scratch_jackpot(C.SIXES)
    assert sheet.jackpot_box(C.SIXES) == 0
    assert not sheet.has_jackpot(C.BALUT)
    with pytest.raises(balut.IllegalActionError, match="no jackpot box"):
        sheet.enter_jackpot(C.BALUT, [6] * 5)
    with pytest.raises(balut.IllegalActionError, match="no jackpot box"):
        ScoreSheet(STANDARD).scratch_jackpot(C.SIXES)


@pytest.mark.parametrize(
    ("category", "swing", "hit_rows", "miss_rows"),
    [
        (C.STRAIGHT, 8, [[1, 2, 3, 4, 5]] * 4, [[1, 2, 3, 4, 5]] * 3 + [[1, 1, 1, 1, 2]]),
        (C.FULL_HOUSE, 6, [[1, 1, 1, 2, 2]] * 4, [[1, 1, 1, 2, 2]] * 3 + [[1, 1, 1, 1, 2]]),
        (C.CHOICE, 4, [[5, 5, 5, 5, 5]] * 4, [[5, 5, 5, 5, 4]] * 4),
    ],
)
def test_jackpot_bonus_and_penalty(
    category: Category, swing: int, hit_rows: list[list[int]], miss_rows: list[list[int]]
) -> None:
    jackpot_dice = {C.STRAIGHT: [2, 3, 4, 5, 6], C.FULL_HOUSE: [6, 6, 6, 5, 5], C.CHOICE: [6] * 5}
    for rows, sign in ((hit_rows, 1), (miss_rows, -1)):
        sheet = ScoreSheet(JACKPOT)
        sheet.enter_jackpot(category, jackpot_dice[category])
        for dice in rows:
            sheet.enter(category, dice)
        res = sheet.result()
        assert res.jackpot_bonus[category] == sign * swing
        assert res.category_points[category] == (
            {C.STRAIGHT: 4, C.FULL_HOUSE: 3, C.CHOICE: 2}[category] if sign > 0 else 0
        )


def test_jackpot_balut_row_three_then_five() -> None:
    sheet = ScoreSheet(JACKPOT)
    for points in (3, 8, 13, 18):
        sheet.enter(C.BALUT, [4] * 5)
        assert sheet.result().balut_points == points
    plain = ScoreSheet(STANDARD)
    for points in (2, 4, 6, 8):
        plain.enter(C.BALUT, [4] * 5)
        assert plain.result().balut_points == points


def test_quick_and_extended_rank_by_grand_total() -> None:
    for rules, boxes in ((QUICK, 1), (EXTENDED, 2)):
        sheet = ScoreSheet(rules)
        assert rules.rounds == 7 * boxes
        for category in Category:
            for _ in range(boxes):
                sheet.enter(category, [6, 6, 6, 6, 6])
        res = sheet.result()
        expected = boxes * (0 + 0 + 30 + 0 + 0 + 30 + 50)
        assert (res.points, res.dice_total, res.adjustment) == (expected, expected, 0)
        assert res.deciding == "grand total"
        assert set(res.category_points.values()) == {0}


def test_quick_balut_extras_recorded_separately() -> None:
    rules = QUICK.derive(per_balut_bonus=2, first_roll_balut_bonus=5)
    sheet = ScoreSheet(rules)
    sheet.enter(C.BALUT, [3] * 5, first_roll=True)  # 50 + 2 + 5
    sheet.enter(C.CHOICE, [4] * 5)  # 20 + 2
    sheet.enter(C.SIXES, [6, 6, 1, 1, 1], first_roll=True)  # 12, not a balut
    res = sheet.result()
    assert res.dice_total == 82
    assert (res.balut_bonus_extra, res.first_roll_bonus) == (4, 5)
    assert res.points == 91
    plain = ScoreSheet(QUICK)
    plain.enter(C.BALUT, [3] * 5, first_roll=True)
    assert plain.result().points == 50


def test_dice_total_only_option() -> None:
    rules = STANDARD.derive(dice_total_only=True)
    sheet = worked_example(None)
    sheet.rules = rules
    res = sheet.result()
    assert (res.points, res.adjustment, res.deciding) == (480, 0, "dice total")


def test_custom_adjustment_bands() -> None:
    rules = STANDARD.derive(adjustment_bands=[[0, 0], [450, 5], [475, 10]])
    sheet = worked_example(None)
    sheet.rules = rules
    assert sheet.result().adjustment == 10
    assert sheet.result().points == 20
    bad_bands = [
        ([[100, 1]], "band_first_not_zero", {}),
        ([[0, 1], [0, 2]], "band_not_increasing", {"index": 1, "lowest": 0, "previous": 0}),
        ([], "band_count", {"count": 0, "low": 1, "high": 20}),
        ([[0, 1], [300]], "band_malformed", {"index": 1}),
        ([[0, 1], [1001, 1]], "band_lowest_out_of_range", {"index": 1, "low": 0, "high": 1000}),
        ([[0, 51]], "band_points_out_of_range", {"index": 0, "low": -50, "high": 50}),
    ]
    for bands, code, params in bad_bands:
        with pytest.raises(balut.InvalidInputError) as raised:
            STANDARD.derive(adjustment_bands=bands)
        assert (raised.value.code, raised.value.params) == (code, params)


def test_prediction_bonus_only_on_exact_hit_of_final_points() -> None:
    rules = STANDARD.derive(prediction=True, prediction_bonus=3)
    for prediction, bonus in ((12, 3), (11, 0), (15, 0)):
        sheet = worked_example(None)
        sheet.rules = rules
        sheet.prediction = prediction
        res = sheet.result()
        assert (res.prediction_bonus, res.points) == (bonus, 12 + bonus)
    partial = ScoreSheet(rules)
    partial.prediction = -2
    assert partial.result().prediction_bonus == 0  # provisional: nothing to hit yet


def test_provisional_result_counts_only_settled_parts() -> None:
    sheet = ScoreSheet(JACKPOT)
    sheet.enter_jackpot(C.SIXES, [6, 6, 6, 6, 1])
    sheet.enter(C.SIXES, [6] * 5)
    res = sheet.result()
    assert res.provisional
    assert res.jackpot_bonus[C.SIXES] == 0  # still possible
    assert res.jackpot_values[C.SIXES] == 24
    sheet.scratch(C.SIXES)
    sheet.scratch(C.SIXES)
    assert sheet.row_status(C.SIXES) == "lost"
    assert sheet.result().jackpot_bonus[C.SIXES] == -4


def test_row_progress_counts() -> None:
    sheet = ScoreSheet(STANDARD)
    sheet.enter(C.SIXES, [6, 6, 6, 6, 6])
    sheet.enter(C.SIXES, [6, 6, 1, 1, 1])
    progress = sheet.row_progress(C.SIXES)
    assert (progress.total, progress.target, progress.boxes_left) == (42, 78, 2)
    assert (progress.status, progress.condition, progress.real_boxes) == ("possible", "total", 2)
    sheet.scratch(C.STRAIGHT)
    straight = sheet.row_progress(C.STRAIGHT)
    assert (straight.status, straight.condition, straight.target) == ("lost", "all_real", 4)
    assert (straight.real_boxes, straight.boxes_left) == (0, 3)
    sheet.enter(C.BALUT, [2] * 5)
    sheet.scratch(C.BALUT)
    balut_row = sheet.row_progress(C.BALUT)
    assert (balut_row.status, balut_row.condition, balut_row.baluts) == ("paid", None, 1)
    assert balut_row.target is None


def test_sheet_errors_and_potential() -> None:
    sheet = ScoreSheet(QUICK)
    sheet.enter(C.SIXES, [6, 6, 6, 4, 4])
    assert C.SIXES not in sheet.potential([6, 6, 6, 4, 4])
    assert sheet.potential([6, 6, 6, 4, 4])[C.FULL_HOUSE] == 31
    with pytest.raises(balut.IllegalActionError, match="cannot fill Sixes: all its boxes"):
        sheet.scratch(C.SIXES)
    assert sheet.boxes(C.SIXES) == (18,)


def test_a_row_says_what_it_pays_and_what_it_earned_only_where_rows_pay_points() -> None:
    from balut import EXTENDED, JACKPOT, QUICK, STANDARD, Category, ScoreSheet

    sheet = ScoreSheet(STANDARD)
    for _ in range(4):
        sheet.enter(Category.SIXES, [6, 6, 6, 6, 1])
    sheet.enter(Category.BALUT, [2] * 5)
    sheet.enter(Category.BALUT, [3] * 5)
    sixes = sheet.row_progress(Category.SIXES)
    assert (sixes.status, sixes.pays, sixes.points) == ("paid", 2, 2)
    straight = sheet.row_progress(Category.STRAIGHT)
    assert (straight.pays, straight.points) == (4, 0)
    balut_row = sheet.row_progress(Category.BALUT)
    assert (balut_row.pays, balut_row.points) == (2, 4)
    jackpot = ScoreSheet(JACKPOT)
    jackpot.enter(Category.BALUT, [2] * 5)
    jackpot.enter(Category.BALUT, [3] * 5)
    assert jackpot.row_progress(Category.BALUT).points == 3 + 5
    for rules in (QUICK, EXTENDED, STANDARD.derive(dice_total_only=True)):
        plain = ScoreSheet(rules)
        for _ in range(rules.boxes_per_row):
            plain.enter(Category.SIXES, [6, 6, 6, 6, 1])
            plain.enter(Category.BALUT, [4] * 5)
        for category in (Category.SIXES, Category.BALUT):
            progress = plain.row_progress(category)
            assert (progress.pays, progress.points) == (0, 0), (rules.name, category)
