"""Property tests: random legal games under every rule set and option."""

from __future__ import annotations

import contextlib
import json
import random
from typing import Any

import strategies
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import balut
from balut import RULESETS, Category, Game, IllegalActionError, InvalidInputError, ScoreSheet

FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

house_options = st.fixed_dictionaries(
    {},
    optional={
        "locked_holds": st.booleans(),
        "tiebreak": st.sampled_from(["dice_total", "shared", "roll_off"]),
        "turn_order": st.sampled_from(["leader", "fixed"]),
        "prediction": st.booleans(),
        "prediction_bonus": st.integers(0, 5),
        "dice_total_only": st.booleans(),
        "adjustment_bands": st.sampled_from([[[0, 0], [400, 5]], [[0, -3], [200, 0], [450, 9]]]),
        "balut_bonus": st.booleans(),
        "per_balut_bonus": st.sampled_from([0, 2]),
        "first_roll_balut_bonus": st.sampled_from([0, 5]),
        "jackpot_in_dice_total": st.booleans(),
        "speed_seconds": st.sampled_from([0, 20]),
    },
)
rule_sets = strategies.rule_sets(house_options)
seatings = st.one_of(
    strategies.players(4),
    st.sampled_from([[2, 2], [2, 3], [4, 2]]).map(
        lambda sizes: {"teams": [[f"T{t}M{m}" for m in range(n)] for t, n in enumerate(sizes)]}
    ),
)


def new_game(rules: balut.RuleSet, seating: dict[str, Any], seed: int) -> Game:
    return Game(seating.get("players"), rules=rules, seed=seed, teams=seating.get("teams"))


def step(game: Game, r: random.Random, *, undo: bool = True) -> str:
    """Take one random legal action (the fills with equal chance across open boxes)."""
    seat = game.current_index
    sheet = game.sheet(seat)
    if game.rules.prediction and sheet.prediction is None:
        game.predict(seat, r.randint(-2, 60))
        return "predict"
    if undo and game.can_undo() and r.random() < 0.1:
        game.undo()
        return "undo"
    if game.rules.speed_seconds and r.random() < 0.03:
        game.timeout()
        return "timeout"
    if game.picking:
        if game.picked is None or r.random() < 0.2:
            game.pick(r.randrange(len(game.team_dice)))
            return "pick"
    elif game.dice is None:
        game.roll()
        return "roll"
    elif game.rolls_left and r.random() < 0.6:
        if r.random() < 0.3:
            die = r.randrange(5)
            if not game.locked[die]:
                game.toggle_hold(die)
                return "hold"
        keep = [i for i in range(5) if game.locked[i] or r.random() < 0.4]
        game.roll(keep)
        return "roll"
    elif game.teams is not None:
        game.finish_member()
        return "finish_member"
    category, jackpot = r.choice(sheet.open_slots())
    assert game.dice is not None
    if jackpot:
        eligible, _ = sheet.jackpot_eligibility(category, game.dice)
        if eligible and r.random() < 0.8:
            game.score_jackpot(category)
            return "score_jackpot"
        game.scratch_jackpot(category)
        return "scratch_jackpot"
    if r.random() < 0.85:
        game.score(category)
        return "score"
    game.scratch(category)
    return "scratch"


FILLS = {"score", "scratch", "score_jackpot", "scratch_jackpot", "timeout"}


def check_invariants(game: Game) -> None:
    rules = game.rules
    restored = Game.from_dict(json.loads(json.dumps(game.to_dict())))  # validates consistency
    assert restored == game
    assert 0 <= game.rolls_left <= 3
    assert (game.dice is None) == (game.rolls_left == 3) or game.picking
    for seat in range(len(game.players)):
        res = game.result(seat)
        assert res.provisional == (not game.sheet(seat).is_complete())
        if not rules.jackpot_in_dice_total:
            assert 0 <= res.dice_total <= 812
        plain_points = (
            rules.uses_points_table
            and not rules.jackpot
            and rules.adjustment_bands == balut.STANDARD.adjustment_bands
            and not (rules.per_balut_bonus or rules.first_roll_balut_bonus)
        )
        if plain_points:
            assert -2 <= res.points - res.prediction_bonus <= 29


@FAST
@given(rule_sets, seatings, st.integers(0, 2**32), st.integers(0, 2**32))
def test_random_legal_games_keep_every_invariant(
    rules: balut.RuleSet, seating: dict[str, Any], seed: int, policy: int
) -> None:
    game = new_game(rules, seating, seed)
    r = random.Random(policy)
    actions = 0
    while not game.is_over():
        step(game, r)
        actions += 1
        if actions % 19 == 0:  # a full save round trip is O(log length)
            check_invariants(game)
    check_invariants(game)
    standings = game.standings()
    assert sorted(s.player for s in standings) == sorted(game.players)
    places = [s.place for s in standings]
    assert places == sorted(places) and places[0] == 1
    if rules.tiebreak == "roll_off":
        assert len(set(places)) == len(places)  # a roll-off always separates everyone
    assert Game.replay(game.to_dict()) == game


@FAST
@given(rule_sets, seatings, st.integers(0, 2**32), st.integers(0, 2**32), st.integers(0, 200))
def test_restored_game_equals_and_plays_on_identically(
    rules: balut.RuleSet, seating: dict[str, Any], seed: int, policy: int, stop: int
) -> None:
    game = new_game(rules, seating, seed)
    r = random.Random(policy)
    for _ in range(stop):
        if game.is_over():
            break
        step(game, r)
    copy = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert copy == game
    r1, r2 = random.Random(policy + 1), random.Random(policy + 1)
    while not game.is_over():
        assert step(game, r1) == step(copy, r2)
        assert game.dice == copy.dice
    assert copy == game
    assert [s.result for s in copy.standings()] == [s.result for s in game.standings()]


@settings(FAST, max_examples=12)
@given(rule_sets, seatings, st.integers(0, 2**32), st.integers(0, 2**32))
def test_undo_restores_the_exact_previous_state(
    rules: balut.RuleSet, seating: dict[str, Any], seed: int, policy: int
) -> None:
    game = new_game(rules, seating, seed)
    r = random.Random(policy)
    while not game.is_over():
        before = game.to_dict()
        action = step(game, r, undo=False)
        if action in FILLS:
            assert game.can_undo()
            game.undo()
            after = game.to_dict()
            assert after["state"] == before["state"]
            assert after["log"][:-2] == before["log"]
            assert after["log"][-1] == {"action": "undo"}
            step(game, r, undo=False)  # carry on from the restored state
        if action == "roll":
            assert not game.can_undo()


@settings(FAST, max_examples=15)
@given(rule_sets, st.integers(1, 5), st.integers(0, 2**32))
def test_each_round_follows_the_turn_order_rule(
    rules: balut.RuleSet, seats: int, seed: int
) -> None:
    """Leader: last round's highest box leads (ties to the earliest), then clockwise.
    Fixed: clockwise from the roll-off winner every round."""
    game = Game([f"P{i}" for i in range(seats)], rules=rules, seed=seed)
    opener = game.opening_order[0]
    r = random.Random(seed)
    fills: list[tuple[str, int]] = []
    round_ = 1
    while not game.is_over():
        if game.round != round_:
            values = [value for _, value in fills]
            leader = fills[values.index(max(values))][0]
            start = game.players.index(leader if rules.turn_order == "leader" else opener)
            assert game.round_order == game.players[start:] + game.players[:start]
            fills, round_ = [], game.round
        seat = game.current_seat
        if step(game, r, undo=False) in FILLS:
            fills.append((seat, game.log[-1].get("value", 0)))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5)
    ),
    max_leaves=30,
)


@settings(max_examples=150, deadline=None)
@given(json_values)
def test_junk_given_to_from_dict_raises_invalid_input(junk: object) -> None:
    for loader in (Game.from_dict, balut.Match.from_dict, balut.RuleSet.from_dict):
        with contextlib.suppress(InvalidInputError):
            loader(junk)


SAVED = Game(["Ann", "Bo"], rules=RULESETS["jackpot"].derive(prediction=True), seed=3)
SAVED.predict("Ann", 5)
SAVED.predict("Bo", 7)
for _ in range(40):
    step(SAVED, random.Random(_))
SAVED_DICT = SAVED.to_dict()


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list) and len(value) < 30:
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


ALL_PATHS = [p for p in paths(SAVED_DICT) if p]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(ALL_PATHS), json_values)
def test_corrupted_saves_raise_invalid_input_or_load_consistently(
    path: tuple[Any, ...], junk: object
) -> None:
    data = json.loads(json.dumps(SAVED_DICT))
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = junk
    try:
        game = Game.from_dict(data)
    except InvalidInputError:
        return
    check_invariants(game)


@settings(max_examples=100, deadline=None)
@given(
    rule_sets,
    st.lists(
        st.tuples(
            st.lists(st.integers(1, 6), min_size=5, max_size=5), st.booleans(), st.booleans()
        ),
        min_size=34,
        max_size=34,
    ),
)
def test_complete_sheets_stay_within_bounds(
    rules: balut.RuleSet, throws: list[tuple[list[int], bool, bool]]
) -> None:
    sheet = ScoreSheet(rules)
    slots = [(c, False) for c in Category for _ in range(rules.boxes_per_row)]
    slots += [(c, True) for c in rules.rows_with_jackpot]
    for (category, jackpot), (dice, scratch, first) in zip(slots, throws, strict=False):
        if jackpot:
            if scratch:
                sheet.scratch_jackpot(category)
            else:
                try:
                    sheet.enter_jackpot(category, dice)
                except IllegalActionError:
                    sheet.scratch_jackpot(category)
        elif scratch:
            sheet.scratch(category)
        else:
            sheet.enter(category, dice, first_roll=first)
    assert sheet.is_complete()
    res = sheet.result()
    assert 0 <= res.dice_total <= 812 + (180 if rules.jackpot_in_dice_total else 0)
    if rules.name == "standard" and rules.adjustment_bands == balut.STANDARD.adjustment_bands:
        extras = res.balut_bonus_extra + res.first_roll_bonus + res.prediction_bonus
        if rules.uses_points_table:
            assert -2 <= res.points - extras <= 29
    assert ScoreSheet.from_dict(sheet.to_dict(), rules) == sheet
