"""Scoring paper sheets: typed boxes give the sheet, result and standings play would."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from balut import (
    JACKPOT,
    QUICK,
    RULESETS,
    STANDARD,
    Category,
    Game,
    InvalidInputError,
    RuleSet,
    ScoreSheet,
)
from balut.paper import balut_range, score_paper_sheets, sheet_from_boxes
from balut.rules import possible_box_scores, possible_jackpot_scores

C = Category
GAMES = settings(max_examples=8, deadline=None)


FACE = {C.FOURS: 4, C.FIVES: 5, C.SIXES: 6}


def keep_for(category: Category, dice: tuple[int, ...]) -> list[int]:
    """Dice a player aiming at ``category`` holds."""
    counts = Counter(dice).most_common()
    if category in FACE:
        return [i for i, d in enumerate(dice) if d == FACE[category]]
    if category is C.CHOICE:
        return [i for i, d in enumerate(dice) if d >= 5]
    if category is C.STRAIGHT:
        first = {d: i for i, d in reversed(list(enumerate(dice))) if d >= 2}
        return sorted(first.values())
    if category is C.FULL_HOUSE and len(counts) > 1:
        (a, _), (b, _) = counts[:2]
        want = {a: 3, b: 2}
        keep = []
        for i, d in enumerate(dice):
            if want.get(d):
                want[d] -= 1
                keep.append(i)
        return keep
    return [i for i, d in enumerate(dice) if d == counts[0][0]]


def play(rules: RuleSet, players: int, seed: int) -> Game:
    """A random legal game to the end. Each turn aims at a random open box and holds for
    it, so that rows pay, baluts appear and jackpots get entered; a zero goes to the best
    other box, or is a scratch."""
    game = Game([f"P{i}" for i in range(players)], rules=rules, seed=seed)
    r = random.Random(seed)
    while not game.is_over():
        seat = game.current_index
        if game.needs_prediction:
            game.predict(seat, r.randint(0, 30))
            continue
        sheet = game.sheet(seat)
        category, jackpot = r.choice(sheet.open_slots())
        dice = game.roll()
        while game.rolls_left and r.random() < 0.9:
            dice = game.roll(keep_for(category, dice))
        if jackpot and sheet.jackpot_eligibility(category, dice)[0]:
            game.score_jackpot(category)
        elif jackpot:
            game.scratch_jackpot(category)
        elif sheet.potential(dice)[category] or r.random() < 0.3:
            game.score(category)
        else:
            best = max(sheet.potential(dice).items(), key=lambda item: item[1])[0]
            game.score(best)
    return game


def typed(game: Game, seat: int) -> tuple[str, dict[str, list[int]], dict[str, int] | None]:
    """What a club would type from the seat's paper sheet."""
    data = game.sheet(seat).to_dict()
    return game.players[seat], data["rows"], data["jackpots"] or None


def check_standings(game: Game, extras: dict[str, Any]) -> None:
    paper = score_paper_sheets(
        game.rules, [typed(game, seat) for seat in range(len(game.players))], **extras
    )
    played = game.standings()
    if game.rules.tiebreak != "roll_off":
        assert paper == played
        return
    # No dice to throw on paper: a tie on points stays a shared place.
    assert {s.player: s.result for s in paper} == {s.player: s.result for s in played}
    points = [s.result.points for s in paper]
    assert [s.place for s in paper] == [1 + sum(p > mine for p in points) for mine in points]
    seats = [game.players.index(s.player) for s in paper]
    assert [(s.place, seat) for s, seat in zip(paper, seats, strict=True)] == sorted(
        (s.place, seat) for s, seat in zip(paper, seats, strict=True)
    )
    if len(set(points)) == len(points):
        assert paper == played


@pytest.mark.parametrize("name", sorted(RULESETS))
@GAMES
@given(players=st.integers(1, 3), seed=st.integers(0, 2**32))
def test_typed_sheets_score_as_played(name: str, players: int, seed: int) -> None:
    rules = RULESETS[name]
    game = play(rules, players, seed)
    for seat in range(players):
        played = game.sheet(seat)
        _, rows, jackpots = typed(game, seat)
        sheet = sheet_from_boxes(rules, rows, jackpots)
        assert sheet.is_complete()
        assert sheet.result() == played.result()
        by_row = {C(key): values for key, values in rows.items()}
        low, high = balut_range(rules, by_row, {C(k): v for k, v in (jackpots or {}).items()})
        tallies = played.to_dict()
        assert low <= tallies["baluts"] <= high
        # Without the first-roll option a balut thrown on a first roll changes nothing, but
        # the played sheet still counts it: given both tallies, the sheets are the same.
        again = sheet_from_boxes(
            rules, rows, jackpots, tallies["baluts"], first_roll_baluts=tallies["first_roll_baluts"]
        )
        assert again == played
    check_standings(game, {})


house_options = st.fixed_dictionaries(
    {},
    optional={
        "per_balut_bonus": st.just(2),
        "first_roll_balut_bonus": st.just(5),
        "prediction": st.booleans(),
        "dice_total_only": st.booleans(),
        "balut_bonus": st.booleans(),
        "jackpot_in_dice_total": st.booleans(),
        "tiebreak": st.sampled_from(["dice_total", "shared", "roll_off"]),
        "adjustment_bands": st.just([[0, 0], [400, 5]]),
    },
)


@settings(GAMES, max_examples=16)
@given(
    name=st.sampled_from(sorted(RULESETS)),
    options=house_options,
    players=st.integers(2, 3),
    seed=st.integers(0, 2**32),
)
def test_with_the_paper_tallies_the_sheet_is_the_played_one(
    name: str, options: dict[str, Any], players: int, seed: int
) -> None:
    rules = RULESETS[name].derive(**options)
    game = play(rules, players, seed)
    tallies: dict[str, dict[str, int]] = {"baluts": {}, "first_roll_baluts": {}, "predictions": {}}
    for seat, player in enumerate(game.players):
        played = game.sheet(seat)
        data = played.to_dict()
        _, rows, jackpots = typed(game, seat)
        sheet = sheet_from_boxes(
            rules,
            rows,
            jackpots,
            data["baluts"],
            first_roll_baluts=data["first_roll_baluts"],
            prediction=data["prediction"],
        )
        assert sheet == played
        assert sheet.result() == played.result()
        tallies["baluts"][player] = data["baluts"]
        tallies["first_roll_baluts"][player] = data["first_roll_baluts"]
        if data["prediction"] is not None:
            tallies["predictions"][player] = data["prediction"]
        # Without the tallies: the same result, or a code saying which one is needed.
        try:
            bare = sheet_from_boxes(rules, rows, jackpots, prediction=data["prediction"])
        except InvalidInputError as error:
            assert error.code in ("baluts_needed", "first_roll_baluts_needed")
        else:
            assert bare.result() == played.result()
    check_standings(game, tallies)


# --- examples -------------------------------------------------------------------------

# Fours 52, Fives 70, Sixes 78 (2 points each), a blank Straight and Full House box,
# Choice 99 and one balut (2): 8 category points, dice total 450 (+2): 10 points.
SHEET: dict[str, list[int]] = {
    "fours": [16, 12, 16, 8],
    "fives": [20, 15, 20, 15],
    "sixes": [24, 18, 24, 12],
    "straight": [20, 15, 0, 20],
    "full_house": [26, 18, 0, 22],
    "choice": [27, 25, 24, 23],
    "balut": [0, 0, 30, 0],
}
JACKPOTS = {"fours": 16, "fives": 0, "sixes": 24, "straight": 20, "full_house": 0, "choice": 0}


def played_sheet(rules: RuleSet, throws: dict[Category, list[list[int]]]) -> ScoreSheet:
    sheet = ScoreSheet(rules)
    for category, dice_list in throws.items():
        for dice in dice_list:
            sheet.enter(category, dice)
    return sheet


def test_a_typed_standard_sheet_scores_like_the_rulebook() -> None:
    result = sheet_from_boxes(STANDARD, SHEET).result()
    assert not result.provisional
    assert result.dice_total == 450
    assert result.adjustment == 2
    assert result.category_points == {
        C.FOURS: 2, C.FIVES: 2, C.SIXES: 2, C.STRAIGHT: 0, C.FULL_HOUSE: 0, C.CHOICE: 0,
        C.BALUT: 2,
    }  # fmt: skip
    assert result.points == 10
    assert result.baluts == 1


def test_category_keys_may_be_categories_or_their_names() -> None:
    keyed = {C(key): values for key, values in SHEET.items()}
    assert sheet_from_boxes(STANDARD, keyed) == sheet_from_boxes(STANDARD, SHEET)
    spelled = {**SHEET, "Full House": SHEET["full_house"]}
    del spelled["full_house"]
    assert sheet_from_boxes(STANDARD, spelled) == sheet_from_boxes(STANDARD, SHEET)


def test_a_typed_jackpot_sheet_has_its_bonuses_and_penalties() -> None:
    result = sheet_from_boxes(JACKPOT, SHEET, JACKPOTS).result()
    # Fours 52 and Sixes 78 paid with a jackpot: +4 each; Straight missed: -8.
    assert result.jackpot_bonus == {
        C.FOURS: 4, C.FIVES: 0, C.SIXES: 4, C.STRAIGHT: -8, C.FULL_HOUSE: 0, C.CHOICE: 0,
    }  # fmt: skip
    assert result.balut_points == 3
    assert result.dice_total == 450  # jackpots stand apart
    assert sheet_from_boxes(JACKPOT.derive(jackpot_in_dice_total=True), SHEET, JACKPOTS).result(
    ).dice_total == 450 + 60  # fmt: skip


def test_a_quick_sheet_is_its_grand_total() -> None:
    boxes = {"fours": [16], "fives": [15], "sixes": [30], "straight": [25],
             "full_house": [31], "choice": [25], "balut": [50]}  # fmt: skip
    result = sheet_from_boxes(QUICK, boxes).result()
    assert (result.points, result.deciding) == (192, "grand total")
    assert sheet_from_boxes(QUICK.derive(balut_bonus=False), {**boxes, "balut": [30]}).result(
    ).points == 172  # fmt: skip


def test_baluts_the_boxes_prove_count_without_being_typed() -> None:
    """Sixes 30 and the Balut-row 50 can only be baluts; Choice 25 may be one."""
    rules = STANDARD.derive(per_balut_bonus=2)
    boxes = {**SHEET, "sixes": [30, 18, 24, 12], "balut": [0, 0, 30, 50]}
    proven = {**boxes, "choice": [27, 26, 24, 23]}
    sheet = sheet_from_boxes(rules, proven)
    assert sheet.result().baluts == 2  # the Balut row
    assert sheet.result().balut_bonus_extra == 2 * 3
    played = played_sheet(
        rules,
        {
            C.SIXES: [[6] * 5, [6, 6, 6, 1, 2], [6, 6, 6, 6, 1], [6, 6, 1, 2, 3]],
            C.BALUT: [[1, 2, 3, 4, 5], [2, 2, 3, 4, 5], [2] * 5, [6] * 5],
        },
    )
    assert sheet.to_dict()["baluts"] == played.to_dict()["baluts"] == 3
    with pytest.raises(InvalidInputError) as error:
        sheet_from_boxes(rules, boxes)
    assert (error.value.code, error.value.params) == ("baluts_needed", {"low": 3, "high": 4})
    assert sheet_from_boxes(rules, boxes, baluts=4).result().balut_bonus_extra == 8
    assert sheet_from_boxes(STANDARD, boxes).result().balut_bonus_extra == 0  # option off
    with pytest.raises(InvalidInputError) as error:
        sheet_from_boxes(rules, boxes, baluts=5)
    assert (error.value.code, error.value.params) == ("baluts_out_of_range", {"low": 3, "high": 4})
    with pytest.raises(InvalidInputError) as error:
        sheet_from_boxes(STANDARD, boxes, baluts=2)
    assert error.value.code == "baluts_out_of_range"


def test_first_roll_baluts_are_asked_for_only_when_they_may_be() -> None:
    rules = QUICK.derive(first_roll_balut_bonus=5)
    boxes = {"fours": [16], "fives": [15], "sixes": [30], "straight": [25],
             "full_house": [31], "choice": [25], "balut": [50]}  # fmt: skip
    with pytest.raises(InvalidInputError) as error:
        sheet_from_boxes(rules, boxes)
    assert (error.value.code, error.value.params) == (
        "first_roll_baluts_needed",
        {"low": 0, "high": 1},
    )
    assert sheet_from_boxes(rules, boxes, first_roll_baluts=1).result().first_roll_bonus == 5
    no_balut = sheet_from_boxes(rules, {**boxes, "balut": [0]})
    assert no_balut.result().first_roll_bonus == 0
    with pytest.raises(InvalidInputError) as error:
        sheet_from_boxes(rules, boxes, first_roll_baluts=2)
    assert (error.value.code, error.value.params) == (
        "first_roll_baluts_out_of_range",
        {"low": 0, "high": 1},
    )


def test_prediction_on_paper() -> None:
    rules = STANDARD.derive(prediction=True, prediction_bonus=3)
    assert sheet_from_boxes(rules, SHEET, prediction=10).result().points == 13
    assert sheet_from_boxes(rules, SHEET, prediction=11).result().points == 10
    for options, prediction, code in [
        ({"prediction": True}, None, "prediction_needed"),
        ({}, 10, "predictions_off"),
        ({"prediction": True}, 10_000, "prediction_out_of_range"),
    ]:
        with pytest.raises(InvalidInputError) as error:
            sheet_from_boxes(STANDARD.derive(**options), SHEET, prediction=prediction)
        assert error.value.code == code


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_exactly_the_values_a_box_can_hold_are_accepted(name: str) -> None:
    rules = RULESETS[name]
    zeros = {c.value: [0] * rules.boxes_per_row for c in Category}
    jackpots = {c.value: 0 for c in rules.rows_with_jackpot} or None
    for category in Category:
        allowed = possible_box_scores(rules, category)
        box = rules.boxes_per_row - 1
        for value in range(-3, 60):
            row = [0] * box + [value]
            if value in allowed:
                sheet = sheet_from_boxes(rules, {**zeros, category.value: row}, jackpots)
                assert sheet.boxes(category)[box] == value
                continue
            with pytest.raises(InvalidInputError) as error:
                sheet_from_boxes(rules, {**zeros, category.value: row}, jackpots)
            assert error.value.code == "impossible_value"
            assert error.value.params == {
                "category": category.value,
                "box": box,
                "value": value,
                "allowed": tuple(sorted(allowed)),
            }
    for category in rules.rows_with_jackpot:
        allowed = possible_jackpot_scores(rules, category)
        for value in range(-3, 60):
            given = {**(jackpots or {}), category.value: value}
            if value in allowed:
                assert sheet_from_boxes(rules, zeros, given).jackpot_box(category) == value
                continue
            with pytest.raises(InvalidInputError) as error:
                sheet_from_boxes(rules, zeros, given)
            assert (error.value.code, error.value.params) == (
                "impossible_jackpot",
                {"category": category.value, "value": value, "allowed": tuple(sorted(allowed))},
            )


@pytest.mark.parametrize(
    ("rules", "category", "value"),
    [
        (STANDARD, "fours", 3),
        (STANDARD, "straight", 25),  # quick's flat straight
        (STANDARD, "full_house", 10),
        (STANDARD, "choice", 4),
        (STANDARD, "balut", 26),
        (QUICK, "balut", 30),  # only without the balut bonus
        (QUICK, "straight", 20),
        (QUICK, "full_house", 7),  # the smallest full house scores 7 + 5 under quick
    ],
)
def test_impossible_values_examples(rules: RuleSet, category: str, value: int) -> None:
    boxes = {c.value: [0] * rules.boxes_per_row for c in Category}
    boxes[category] = [value] + [0] * (rules.boxes_per_row - 1)
    with pytest.raises(InvalidInputError) as error:
        sheet_from_boxes(rules, boxes)
    assert error.value.code == "impossible_value"
    assert error.value.params["category"] == category
    assert error.value.params["box"] == 0
    assert error.value.params["value"] == value


@pytest.mark.parametrize(
    ("category", "value"),
    [("fours", 12), ("straight", 15), ("full_house", 21), ("choice", 24), ("sixes", 18)],
)
def test_jackpot_entry_requirements_bound_its_values(category: str, value: int) -> None:
    with pytest.raises(InvalidInputError) as error:
        sheet_from_boxes(JACKPOT, SHEET, {**JACKPOTS, category: value})
    assert error.value.code == "impossible_jackpot"
    assert error.value.params["category"] == category
    assert error.value.params["value"] == value


def without(mapping: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in mapping.items() if k != key}


@pytest.mark.parametrize(
    ("rules", "boxes", "jackpots", "code", "params"),
    [
        (STANDARD, [1, 2], None, "boxes_malformed", {}),
        (STANDARD, without(SHEET, "balut"), None, "boxes_missing", {"categories": ("balut",)}),
        (STANDARD, {}, None, "boxes_missing", {"categories": tuple(c.value for c in C)}),
        (
            STANDARD,
            {**SHEET, "ones": [1, 1, 1, 1]},
            None,
            "boxes_unknown",
            {"categories": ("ones",)},
        ),
        (STANDARD, {**SHEET, 4: [1]}, None, "boxes_unknown", {"categories": ("4",)}),
        (
            STANDARD,
            {**SHEET, C.FOURS: SHEET["fours"]},
            None,
            "boxes_repeated",
            {"category": "fours"},
        ),
        (
            STANDARD,
            {**SHEET, "fives": [20, 15, 20]},
            None,
            "box_count",
            {"category": "fives", "count": 3, "expected": 4},
        ),
        (
            STANDARD,
            {**SHEET, "fives": [20, 15, 20, 15, 0]},
            None,
            "box_count",
            {"category": "fives", "count": 5, "expected": 4},
        ),
        (
            STANDARD,
            {**SHEET, "fives": 70},
            None,
            "box_count",
            {"category": "fives", "count": None, "expected": 4},
        ),
        (
            STANDARD,
            {**SHEET, "fives": "20152015"},
            None,
            "box_count",
            {"category": "fives", "count": 8, "expected": 4},
        ),
        (QUICK, SHEET, None, "box_count", {"category": "fours", "count": 4, "expected": 1}),
        (
            STANDARD,
            {**SHEET, "fives": [20, 15, "20", 15]},
            None,
            "box_not_number",
            {"category": "fives", "box": 2},
        ),
        (
            STANDARD,
            {**SHEET, "fives": [20, 15, 20.0, 15]},
            None,
            "box_not_number",
            {"category": "fives", "box": 2},
        ),
        (
            STANDARD,
            {**SHEET, "fives": [20, 15, None, 15]},
            None,
            "box_not_number",
            {"category": "fives", "box": 2},
        ),
        (
            STANDARD,
            {**SHEET, "fives": [20, 15, True, 15]},
            None,
            "box_not_number",
            {"category": "fives", "box": 2},
        ),
        (STANDARD, SHEET, JACKPOTS, "jackpots_unknown", {"categories": tuple(JACKPOTS)}),
        (STANDARD, SHEET, {"fours": 0}, "jackpots_unknown", {"categories": ("fours",)}),
        (JACKPOT, SHEET, None, "jackpots_missing", {"categories": tuple(JACKPOTS)}),
        (
            JACKPOT,
            SHEET,
            without(JACKPOTS, "choice"),
            "jackpots_missing",
            {"categories": ("choice",)},
        ),
        (
            JACKPOT,
            SHEET,
            {**JACKPOTS, "choice": None},
            "jackpots_missing",
            {"categories": ("choice",)},
        ),
        (JACKPOT, SHEET, {**JACKPOTS, "balut": 0}, "jackpots_unknown", {"categories": ("balut",)}),
        (JACKPOT, SHEET, {**JACKPOTS, "twos": 0}, "jackpots_unknown", {"categories": ("twos",)}),
        (JACKPOT, SHEET, [0] * 6, "jackpots_malformed", {}),
        (
            JACKPOT,
            SHEET,
            {**JACKPOTS, "choice": "25"},
            "jackpot_not_number",
            {"category": "choice"},
        ),
    ],
)
def test_wrong_shapes_are_refused_with_a_code(
    rules: RuleSet, boxes: Any, jackpots: Any, code: str, params: dict[str, object]
) -> None:
    with pytest.raises(InvalidInputError) as error:
        sheet_from_boxes(rules, boxes, jackpots)
    assert (error.value.code, error.value.params) == (code, params)


def test_an_empty_jackpot_mapping_is_none_without_jackpots() -> None:
    assert sheet_from_boxes(STANDARD, SHEET, {}) == sheet_from_boxes(STANDARD, SHEET)


def test_rules_must_be_a_rule_set() -> None:
    with pytest.raises(InvalidInputError):
        sheet_from_boxes("standard", SHEET)  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError):
        score_paper_sheets("standard", [("Ann", SHEET, None)])  # type: ignore[arg-type]


# --- several sheets ----------------------------------------------------------------------

LOWER = {**SHEET, "fours": [16, 12, 16, 4]}  # Fours 48 (no row points), dice total 446 (+1)
LEVEL = {**SHEET, "full_house": [26, 18, 0, 28]}  # dice total 456: 10 points as well


def test_sheets_rank_by_points_then_dice_total() -> None:
    standings = score_paper_sheets(
        STANDARD, [("Ann", LOWER, None), ("Bo", LEVEL, None), ("Cy", SHEET, None)]
    )
    assert [(s.place, s.player, s.result.points, s.result.dice_total) for s in standings] == [
        (1, "Bo", 10, 456),
        (2, "Cy", 10, 450),
        (3, "Ann", 7, 446),
    ]
    assert standings[0].tiebreak is not None and standings[0].tiebreak.code == "dice_total"
    assert standings[2].tiebreak is None


@pytest.mark.parametrize("tiebreak", ["shared", "roll_off"])
def test_shared_and_roll_off_ties_share_the_place_on_paper(tiebreak: str) -> None:
    standings = score_paper_sheets(
        STANDARD.derive(tiebreak=tiebreak),
        [("Ann", LOWER, None), ("Bo", LEVEL, None), ("Cy", SHEET, None)],
    )
    assert [(s.place, s.player) for s in standings] == [(1, "Bo"), (1, "Cy"), (3, "Ann")]
    note = standings[0].tiebreak
    assert note is not None and note.code == "shared"
    assert all(s.tiebreak_dice == () for s in standings)


def test_names_are_cleaned_and_tallies_found_by_either_spelling() -> None:
    rules = STANDARD.derive(per_balut_bonus=2)
    boxes = {**SHEET, "choice": [27, 25, 24, 25]}  # a Choice 25 may be five 5s
    sheets = [("  Ann  ", boxes, None), ("Bo", SHEET, None)]
    standings = score_paper_sheets(rules, sheets, baluts={"  Ann  ": 3, "Bo": 1})
    assert [s.player for s in standings] == ["Ann", "Bo"]
    assert [s.result.balut_bonus_extra for s in standings] == [6, 2]
    assert score_paper_sheets(rules, sheets, baluts={"Ann": 3, "Bo": 1}) == standings
    with pytest.raises(InvalidInputError) as error:
        score_paper_sheets(rules, sheets, baluts={"Ann": 3})
    assert (error.value.code, error.value.params) == (
        "baluts_needed",
        {"low": 1, "high": 2, "player": "Bo", "seat": 1},
    )


@pytest.mark.parametrize(
    ("rules", "sheets", "extras", "code", "params"),
    [
        (STANDARD, "Ann", {}, "sheets_malformed", {}),
        (STANDARD, [("Ann", SHEET)], {}, "sheets_malformed", {"index": 0}),
        (STANDARD, [], {}, "player_count", {"count": 0, "low": 1, "high": 8}),
        (
            STANDARD,
            [(f"P{i}", SHEET, None) for i in range(9)],
            {},
            "player_count",
            {"count": 9, "low": 1, "high": 8},
        ),
        (
            STANDARD,
            [("Ann", SHEET, None), ("ann", SHEET, None)],
            {},
            "names_repeated",
            {"names": ("Ann", "ann")},
        ),
        (STANDARD, [("", SHEET, None)], {}, "name_empty", {}),
        (
            STANDARD.derive(team_play=True),
            [("Ann & Bo", SHEET, None)],
            {},
            "team_count",
            {"count": 2},
        ),
        (STANDARD, [("Ann", SHEET, None)], {"baluts": {"Bo": 1}}, "unknown_player", {"name": "Bo"}),
        (
            STANDARD,
            [("Ann", SHEET, None), ("Bo", {**SHEET, "fours": [3, 0, 0, 0]}, None)],
            {},
            "impossible_value",
            {
                "category": "fours",
                "box": 0,
                "value": 3,
                "allowed": (0, 4, 8, 12, 16, 20),
                "player": "Bo",
                "seat": 1,
            },
        ),
        (
            STANDARD.derive(prediction=True),
            [("Ann", SHEET, None)],
            {},
            "prediction_needed",
            {"player": "Ann", "seat": 0},
        ),
    ],
)
def test_bad_sheets_are_refused_with_a_code(
    rules: RuleSet, sheets: Any, extras: dict[str, Any], code: str, params: dict[str, object]
) -> None:
    with pytest.raises(InvalidInputError) as error:
        score_paper_sheets(rules, sheets, **extras)
    assert (error.value.code, error.value.params) == (code, params)


def test_team_sheets_rank_as_seats() -> None:
    rules = STANDARD.derive(team_play=True)
    standings = score_paper_sheets(rules, [("Ann & Bo", LOWER, None), ("Cy & Di", SHEET, None)])
    assert [s.player for s in standings] == ["Cy & Di", "Ann & Bo"]
