"""A crossed-out box is not a box that scored 0 (the core tells them apart from the action
log, so saves of any age do), which tiebreaks can decide under a rule set, and how rows of
a dice-total-only sheet stand."""

from __future__ import annotations

import balut
from balut import JACKPOT, QUICK, STANDARD, Category, Game, RealDiceGame, ScriptedDice

NO_FOURS = [1, 2, 3, 5, 6]  # scores 0 in Fours
FOUR_FOURS = [4, 4, 4, 4, 1]
NO_FIVES = [1, 2, 3, 4, 6]
ROLLS = [NO_FOURS, NO_FOURS, FOUR_FOURS, NO_FIVES]


def _dice(rolls: list[list[int]]) -> ScriptedDice:
    return ScriptedDice([die for roll in rolls for die in roll])


def _game(rules: balut.RuleSet = STANDARD, rolls: list[list[int]] | None = None) -> Game:
    return Game(["Ann"], rules, seed=1, dice=_dice(rolls or []))


def test_a_cross_is_not_a_zero_and_undo_and_saves_keep_the_difference() -> None:
    game = _game(rolls=ROLLS)
    game.roll()
    game.score(Category.FOURS)  # the dice score nothing there: a scored 0
    game.roll()
    game.scratch(Category.FOURS)  # crossed out
    game.roll()
    game.score(Category.FOURS)
    assert game.sheet("Ann").boxes(Category.FOURS) == (0, 0, 16, None)
    assert game.crossed_boxes("Ann") == {(Category.FOURS, 1)}
    game.roll()
    game.scratch(Category.FIVES)
    assert game.crossed_boxes(0) == {(Category.FOURS, 1), (Category.FIVES, 0)}
    game.undo()  # the cross is taken back with its box
    assert game.crossed_boxes("Ann") == {(Category.FOURS, 1)}
    game.score(Category.FIVES)  # the same dice, scored instead: 0, not crossed
    assert game.sheet("Ann").boxes(Category.FIVES)[0] == 0
    assert game.crossed_boxes("Ann") == {(Category.FOURS, 1)}
    # The save is as it was (no new field on the sheet) and tells the same after a load
    # and after a replay of its log.
    saved = game.to_dict()
    assert set(saved["state"]["sheets"][0]) == {
        "rows",
        "jackpots",
        "baluts",
        "first_roll_baluts",
        "prediction",
    }
    assert Game.from_dict(saved, _dice(ROLLS)).crossed_boxes("Ann") == {(Category.FOURS, 1)}
    assert Game.replay(saved, _dice(ROLLS)).crossed_boxes("Ann") == {(Category.FOURS, 1)}


def test_each_seat_has_its_own_crosses_and_a_jackpot_cross_has_no_index() -> None:
    game = Game(["Ann", "Bo"], JACKPOT, seed=5)
    first = game.current_player
    game.roll()
    game.scratch_jackpot(Category.SIXES)
    second = game.current_player
    game.roll()
    game.scratch(Category.SIXES)
    assert game.crossed_boxes(first) == {(Category.SIXES, None)}
    assert game.crossed_boxes(second) == {(Category.SIXES, 0)}


def test_a_speed_timeout_crosses_its_box_and_a_correction_clears_a_cross() -> None:
    speed = Game(["Ann"], STANDARD.derive(speed_seconds=20), seed=2)
    cat, jackpot = speed.timeout()
    assert speed.crossed_boxes("Ann") == {(cat, None if jackpot else 0)}
    real = RealDiceGame(["Ann"], seed=3)
    real.scratch(Category.CHOICE)
    assert real.crossed_boxes("Ann") == {(Category.CHOICE, 0)}
    real.correct("Ann", Category.CHOICE, 0, 0)  # agreed: it scored nothing, not crossed
    assert real.crossed_boxes("Ann") == set()
    real.undo()
    assert real.crossed_boxes("Ann") == {(Category.CHOICE, 0)}


def test_only_tiebreaks_that_can_decide_are_offered() -> None:
    assert STANDARD.tiebreaks == ("dice_total", "shared", "roll_off")
    assert JACKPOT.tiebreaks == ("dice_total", "shared", "roll_off")
    # The grand total is the dice total: a tie on one is a tie on the other.
    for rules in (QUICK, balut.EXTENDED, STANDARD.derive(dice_total_only=True)):
        assert rules.tiebreaks == ("shared", "roll_off")
    # A bonus on top of the boxes makes the two numbers differ again.
    assert "dice_total" in QUICK.derive(prediction=True).tiebreaks
    assert "dice_total" in QUICK.derive(per_balut_bonus=2).tiebreaks
    assert "dice_total" in STANDARD.derive(dice_total_only=True, prediction=True).tiebreaks


def test_a_dice_total_only_sheet_has_no_lost_rows() -> None:
    rules = STANDARD.derive(dice_total_only=True)
    game = Game(["Ann"], rules, seed=4)
    while not game.is_over():
        game.roll()
        game.scratch(game.sheet("Ann").open_slots()[0][0])
    sheet = game.sheet("Ann")
    progress = [sheet.row_progress(cat) for cat in Category]
    assert [p.target for p in progress] == [None] * len(Category)
    assert {p.status for p in progress if p.category is not Category.BALUT} == {"paid"}
    # Under the points table the same sheet loses its rows.
    assert STANDARD.uses_points_table and not rules.uses_points_table
