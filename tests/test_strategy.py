"""The strategy core: its dice tables, the value of a finished sheet, the turn search on
positions worked out by hand, every option listed is legal, and bots finish games of
every rule set through the game's own actions."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from balut import (
    EXTENDED,
    JACKPOT,
    QUICK,
    RULESETS,
    STANDARD,
    Category,
    Game,
    IllegalActionError,
    InvalidInputError,
    RealDiceGame,
    RuleSet,
    ScriptedDice,
    strategy,
)
from balut.strategy import tables, value
from balut.strategy.search import state_of
from balut.strategy.value import SheetValue

C = Category


def test_the_dice_tables_cover_every_throw_and_keep() -> None:
    assert len(tables.THROWS) == 252 and len(tables.KEEPS) == 462
    for keep, outcomes in zip(tables.KEEPS, tables.OUTCOMES, strict=True):
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        for throw, _ in outcomes:  # the kept dice are in every outcome
            assert not Counter(keep) - Counter(tables.THROWS[throw])
    six_sixes = tables.THROW_INDEX[(6, 6, 6, 6, 6)]
    assert [tables.KEEPS[k] for k in tables.SUBKEEPS[six_sixes]] == [
        tuple([6] * n) for n in range(6)
    ]
    assert len(tables.SUBKEEPS[tables.THROW_INDEX[(1, 2, 3, 4, 5)]]) == 32
    assert dict(tables.START)[six_sixes] == pytest.approx(1 / 6**5)


def random_finished_sheet(game: Game, seed: int) -> Game:
    pick = random.Random(seed)
    while not game.is_over():
        game.roll()
        sheet = game.sheet(game.current_index)
        category, jackpot = pick.choice(sheet.open_slots())
        crossed = pick.random() < 0.2 or (jackpot and not sheet.open_boxes(category))
        game.fill(category, jackpot=jackpot, crossed=crossed)
    return game


@pytest.mark.parametrize(
    "rules",
    [
        *RULESETS.values(),
        STANDARD.derive(per_balut_bonus=2, first_roll_balut_bonus=5, dice_total_only=False),
        STANDARD.derive(dice_total_only=True),
        JACKPOT.derive(jackpot_in_dice_total=True),
    ],
    ids=lambda r: r.name,
)
def test_a_finished_sheet_is_worth_exactly_its_result(rules: RuleSet) -> None:
    value = SheetValue(rules)
    for seed in range(12):
        game = random_finished_sheet(Game(["Solo"], rules, seed=seed), seed)
        assert value(state_of(game.sheet(0))) == pytest.approx(game.result(0).points)


def one_box_left(rules: RuleSet, last: Category, dice: list[int]) -> Game:
    """A solo game with every box crossed out but the last of ``last``; the dice of the
    last turn then come up ``dice`` (and sixes after them)."""
    script = [1] * (5 * (rules.rounds - 1)) + dice + [6] * 20
    game = Game(["Solo"], rules, dice=ScriptedDice(script))
    while game.sheet(0).filled_count() < rules.rounds - 1:
        game.roll()
        slots = game.sheet(0).open_slots()
        category, jackpot = next((s for s in slots if s[0] is not last), slots[0])
        game.fill(category, jackpot=jackpot, crossed=True)
    assert game.sheet(0).open_slots() == [(last, False)]
    return game


def test_the_last_box_of_a_game_is_filled_and_priced_at_the_final_result() -> None:
    game = one_box_left(STANDARD, C.SIXES, [6, 6, 6, 2, 1])
    game.roll()  # 6 6 6 2 1, then sixes
    game.roll([0, 1, 2])
    game.roll([0, 1, 2, 3])
    assert game.dice == (6, 6, 6, 6, 6)
    options = strategy.advise(game)
    (best, *rest) = options
    assert best.kind == "fill" and best.fill is not None and best.fill.category is C.SIXES
    assert best.loss == 0.0 and all(o.loss > 0 or o.expected == best.expected for o in rest)
    final = game.sheet(0).potential(game.dice)[C.SIXES]
    game.score(C.SIXES)
    assert best.value == final and best.expected == pytest.approx(game.result(0).points)


def test_an_open_box_is_worth_the_best_of_its_tries() -> None:
    """The best of ``k`` chased turns: the chance of at most ``v`` is one turn's to the
    power ``k`` (a zero full house k times over)."""
    one = value.chase("standard", True, C.FULL_HOUSE)
    assert value.tried("standard", True, C.FULL_HOUSE, 1.0) == one
    two = value.tried("standard", True, C.FULL_HOUSE, 2.0)
    assert sum(two.values.values()) == pytest.approx(1.0)
    assert two.values[0] == pytest.approx(one.values[0] ** 2)
    below = sum(p for v, p in one.values.items() if v <= 20)
    assert sum(p for v, p in two.values.items() if v <= 20) == pytest.approx(below**2)
    assert two.mean > one.mean


def test_the_sheet_slack_lifts_a_row_as_worked_out_by_hand() -> None:
    """Two boxes left, the last of a real full house row and the last of the Balut row,
    every other box a zero, no adjustment: each open box is worth the best of
    ``1 + a`` turns chasing its row (one other open box, one open box of its own)."""
    rules = STANDARD.derive(adjustment_bands=((0, 0),))
    rows = tuple(
        {C.FULL_HOUSE: (20, 20, 20), C.BALUT: (0, 0, 0)}.get(cat, (0, 0, 0, 0))
        for cat in value.CATEGORIES
    )
    state = value.SheetState(rows, (-1,) * len(rows))
    full_house = value.chase("standard", True, C.FULL_HOUSE).values[0]
    balut = value.chase("standard", True, C.BALUT).values[0]
    by_hand = 3 * (1 - full_house ** (1 + value.TRIES[C.FULL_HOUSE]))
    by_hand += 2 * (1 - balut ** (1 + value.TRIES[C.BALUT]))
    assert SheetValue(rules)(state) == pytest.approx(by_hand)
    # The last box alone: no slack, one chased turn.
    last = tuple(
        (0, 0, 0, 0) if cat is C.BALUT else row
        for cat, row in zip(value.CATEGORIES, rows, strict=True)
    )
    alone = value.SheetState(last, (-1,) * len(rows))
    assert SheetValue(rules)(alone) == pytest.approx(3 * (1 - full_house))


def test_choice_alone_keeps_fives_and_sixes_with_two_rolls_and_fours_up_with_one() -> None:
    """Quick Balut ranks by the grand total: the last box's value is all that is left,
    so the best hold maximises the expected sum of the dice: a die is worth 3.5 rolled
    once, 4.25 with two rolls left."""
    game = one_box_left(QUICK, C.CHOICE, [1, 4, 5, 6, 6, 4, 2])
    game.roll()
    assert sorted(game.dice or ()) == [1, 4, 5, 6, 6]
    before = game.result(0).points
    best = strategy.advise(game)[0]
    assert best.kind == "hold" and best.keep == (5, 6, 6)
    assert best.expected == pytest.approx(before + 17 + 2 * 4.25)
    game.roll([i for i, d in enumerate(game.dice or ()) if d >= 5])
    assert sorted(game.dice or ()) == [2, 4, 5, 6, 6]
    options = strategy.advise(game)
    assert options[0].kind == "hold" and options[0].keep == (4, 5, 6, 6)
    assert options[0].expected == pytest.approx(before + 21 + 3.5)


@pytest.mark.parametrize("rules", [STANDARD, JACKPOT.derive(locked_holds=True), EXTENDED])
def test_every_option_listed_is_legal_and_ranked(rules: RuleSet) -> None:
    pick = random.Random(7)
    game = Game(["Ann", "Bo"], rules, seed=11)
    for _ in range(60):
        if game.is_over():
            break
        options = strategy.advise(game)
        assert options[0].loss == 0.0 and all(o.loss >= 0 for o in options)
        assert [o.expected for o in options] == sorted((o.expected for o in options), reverse=True)
        fills = {(o.fill.category, o.fill.jackpot) for o in options if o.fill}
        if game.dice is not None:
            assert {s for s in game.sheet(game.current_index).open_slots()} >= fills
            assert {s[0] for s in game.sheet(game.current_index).open_slots()} == {
                f[0] for f in fills
            }
        for option in options:
            trial = Game.from_dict(game.to_dict())
            strategy.make_move(trial, option)  # raises if the option is not legal
        strategy.make_move(game, pick.choice(options))


@pytest.mark.parametrize(
    "setup",
    [
        {"players": ["Bot"], "rules": STANDARD},
        {"players": ["A", "B"], "rules": JACKPOT},
        {"players": ["A"], "rules": QUICK.derive(per_balut_bonus=2, first_roll_balut_bonus=5)},
        {"players": ["A", "B", "C"], "rules": EXTENDED.derive(prediction=True)},
        {"teams": [["A", "B"], ["C", "D"]], "rules": STANDARD.derive(locked_holds=True)},
    ],
)
@pytest.mark.parametrize("level", strategy.LEVELS)
def test_bots_finish_games_of_every_rule_set_through_the_game(
    setup: dict[str, object], level: str
) -> None:
    game = Game(seed=5, **setup)  # type: ignore[arg-type]
    bots = [strategy.Bot(level, seed) for seed in range(len(game.players))]
    while not game.is_over():
        bots[game.current_index].play_turn(game)
    assert Game.replay(game.to_dict()) == game  # every action a legal, logged one
    if game.rules.prediction:
        assert all(p is not None for p in game.predictions.values())


def test_a_seeded_bot_plays_the_same_game_again() -> None:
    def played() -> Game:
        game = Game(["Solo"], seed=3)
        bot = strategy.Bot("club", seed=9)
        while not game.is_over():
            bot.play_turn(game)
        return game

    assert played() == played()


def test_bots_refuse_what_they_cannot_do() -> None:
    with pytest.raises(InvalidInputError) as error:
        strategy.Bot("grandmaster")
    assert error.value.code == "unknown_level"
    real = RealDiceGame(["Solo"])
    with pytest.raises(IllegalActionError):
        strategy.Bot("expert").play_turn(real)
    with pytest.raises(IllegalActionError):
        strategy.advise(real)  # no dice typed yet


def test_a_bot_plays_a_turn_step_by_step_as_a_person_would() -> None:
    game = Game(["Ann", "Bot"], STANDARD.derive(prediction=True), seed=2)
    bot = strategy.Bot("expert", seed=1)
    actions = []
    while True:
        before = len(game.log)
        done = bot.play_step(game)
        actions += [entry["action"] for entry in game.log[before:]]
        assert len(game.log) == before + 1  # one action a step
        if done:
            break
    assert actions[0] == "predict" and actions[1] == "roll" and actions[-1] in ("score", "scratch")
    assert game.current_seat == game.round_order[1]


def test_a_bot_plays_a_team_s_turn_step_by_step_members_first_then_the_pick() -> None:
    game = Game(teams=[["A", "B", "C"], ["D", "E"]], seed=2)
    bot = strategy.Bot("expert", seed=1)
    actions = []
    while True:
        before = len(game.log)
        done = bot.play_step(game)
        assert len(game.log) == before + 1  # one action a step
        actions.append(game.log[-1]["action"])
        if done:
            break
    assert actions.count("finish_member") == 3 and actions.count("pick") == 1
    assert actions[-2] == "pick" and actions[-1] in ("score", "scratch")
    assert game.current_index != game.log[0]["seat"]  # the other team's turn now


@pytest.mark.parametrize(
    ("faces", "keep", "row"),
    [
        ((6, 6, 6, 1, 2), (6, 6, 6), C.SIXES),
        ((2, 3, 4, 5, 5), (2, 3, 4, 5), C.STRAIGHT),
        ((3, 3, 3, 5, 5), (3, 3, 3, 5), C.FULL_HOUSE),
    ],
)
def test_a_hold_chases_the_row_it_most_likely_scores_in(
    faces: tuple[int, ...], keep: tuple[int, ...], row: Category
) -> None:
    game = Game(["Solo"], dice=ScriptedDice(faces))
    game.roll()
    assert strategy.chased_row(game, keep) is row


def test_make_move_refuses_an_option_that_is_no_move_of_one_seat() -> None:
    game = Game(["Solo"], seed=1)
    game.roll()
    with pytest.raises(InvalidInputError) as refused:
        strategy.make_move(game, strategy.Option("pick", 0.0, member=0))
    assert refused.value.code == "not_a_move"
    assert game.rolls_left == 2  # nothing made
