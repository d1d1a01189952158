"""Game flow: turn order, rolls and holds, filling, undo, teams, speed, prediction, standings."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

import balut
from balut import (
    JACKPOT,
    QUICK,
    STANDARD,
    Category,
    Game,
    IllegalActionError,
    InvalidInputError,
    RandomDice,
    ScriptedDice,
    TiebreakNote,
)

C = Category


def scripted_game(*args: Any, seed: int, **kwargs: Any) -> Game:
    """A game whose dice come from ``RandomDice(seed)`` except where a test scripts them."""
    return Game(*args, seed=seed, dice=ScriptedDice(then=RandomDice(seed)), **kwargs)


def script(game: Game, faces: Iterable[int]) -> None:
    """Make the game's next dice come from ``faces``, then from its generator again."""
    source = game.dice_source
    assert isinstance(source, ScriptedDice) and not source.remaining
    source.extend(faces)


def turn(game: Game, dice: list[int], category: Category, action: str = "score") -> int | None:
    script(game, dice)
    game.roll()
    result: int | None = getattr(game, action)(category)
    return result


# --- setup and opening roll-off ------------------------------------------------------


@pytest.mark.parametrize(
    "players",
    [[], [f"P{i}" for i in range(9)], ["Ann", "ann"], ["Ann", " "],
     ["A" * (balut.MAX_NAME_LENGTH + 1)], ["Bad\x00"], ["evil\u202e"], "Ann", [3]],
)  # fmt: skip
def test_bad_player_lists_raise(players: object) -> None:
    with pytest.raises(InvalidInputError):
        Game(players)  # type: ignore[arg-type]


def test_names_are_tidied_and_hostile_names_kept_verbatim() -> None:
    family = "\U0001f469\u200d\U0001f467 Kim"
    game = scripted_game(["  Ann  Lee ", "<b onclick=x>&amp;", family], seed=1)
    assert game.players == ("Ann Lee", "<b onclick=x>&amp;", family)


@pytest.mark.parametrize(
    ("names", "code"),
    [
        (["Jos\u00e9", "Jose\u0301"], "names_repeated"),  # composed / decomposed
        (["Ann", "\uff21NN"], "names_repeated"),  # full-width capitals
        (["Ann", "\u0410nn"], "names_repeated"),  # a Cyrillic A
        (["Niko", "\u039d\u03b9\u03ba\u03bf"], "names_repeated"),  # Greek letters all through
        (["\u200d"], "name_invisible"),  # a lone zero-width joiner
        (["Bo", "\u0301\u0301"], "name_invisible"),  # accents on nothing
        (["\u3164", "\u2800"], "name_invisible"),  # a Hangul filler, the Braille blank
    ],
)
def test_look_alike_and_invisible_names_are_refused(names: list[str], code: str) -> None:
    with pytest.raises(InvalidInputError) as refused:
        Game(names)
    assert refused.value.code == code


def test_names_in_other_scripts_are_names_of_their_own() -> None:
    game = Game(["Anna", "\u0410\u043d\u043d\u0430"])  # Anna and Анна
    assert len(game.players) == 2


def test_names_are_stored_as_typed_so_saves_keep_loading() -> None:
    game = scripted_game(["Jose\u0301", "Bo"], seed=1)
    assert Game.from_dict(game.to_dict()).players == ("Jose\u0301", "Bo")


def test_solo_game_has_no_roll_off() -> None:
    game = scripted_game(["Solo"], seed=1)
    assert game.roll_off == ()
    assert game.opening_order == ("Solo",)
    assert (game.round, game.total_rounds, game.rolls_left, game.dice) == (1, 28, 3, None)


def test_opening_roll_off_ties_roll_again_among_themselves() -> None:
    seen_tie = False
    for seed in range(200):
        game = scripted_game(["A", "B", "C", "D"], seed=seed)
        rounds = game.roll_off
        contenders = set(game.players)
        for throws in rounds:
            assert set(throws) == contenders
            assert all(1 <= d <= 6 for d in throws.values())
            best = max(throws.values())
            contenders = {p for p, d in throws.items() if d == best}
        assert len(contenders) == 1
        opener = contenders.pop()
        assert game.opening_order[0] == opener == game.current_player
        start = game.players.index(opener)
        assert game.opening_order == game.players[start:] + game.players[:start]  # clockwise
        seen_tie = seen_tie or len(rounds) > 1
    assert seen_tie


def three_players(**options: object) -> Game:
    game = scripted_game(["Ann", "Bo", "Cy"], rules=STANDARD.derive(**options), seed=11)
    return game


def test_leader_rule_highest_box_leads_then_clockwise() -> None:
    game = three_players()
    second = game.round_order[1]
    turn(game, [6, 6, 6, 6, 5], C.CHOICE)  # 29
    turn(game, [6, 6, 6, 6, 6], C.BALUT)  # 50
    turn(game, [1, 1, 1, 1, 1], C.CHOICE)  # 5
    assert game.round == 2
    leader = second
    start = game.players.index(leader)
    assert game.round_order == game.players[start:] + game.players[:start]
    assert game.current_player == leader


def test_round_lead_says_who_leads_a_round_and_why() -> None:
    game = three_players()
    second = game.round_order[1]
    assert game.round_lead is None  # round 1: the roll-off decided
    turn(game, [6, 6, 6, 6, 5], C.CHOICE)  # 29
    turn(game, [6, 6, 6, 6, 6], C.BALUT)  # 50
    assert game.round_lead is None  # mid-round
    turn(game, [1, 1, 1, 1, 1], C.CHOICE)  # 5
    lead = game.round_lead
    assert lead == balut.RoundLead(game.players.index(second), 2, "highest_box")
    assert game.players[lead.seat] == game.current_seat
    turn(game, [1, 1, 1, 1, 2], C.CHOICE)
    assert game.round_lead is None
    fixed = three_players(turn_order="fixed")
    for _ in range(3):
        turn(fixed, [1, 1, 1, 1, 1], C.CHOICE)
    assert fixed.round == 2 and fixed.round_lead is None


def test_leader_ties_go_to_the_earliest_player_of_the_round() -> None:
    game = three_players()
    order = game.round_order
    turn(game, [1, 1, 1, 1, 1], C.CHOICE)  # 5
    turn(game, [6, 6, 6, 6, 5], C.CHOICE)  # 29
    turn(game, [6, 6, 6, 5, 6], C.CHOICE)  # 29, later in the round
    assert game.current_player == order[1]
    # a scratch counts 0 and a jackpot entry its value
    for _ in range(3):
        turn(game, [1, 2, 3, 4, 6], C.STRAIGHT, "scratch")
    assert game.current_player == order[1]


def test_fixed_turn_order_keeps_the_opening_order() -> None:
    game = three_players(turn_order="fixed")
    opening = game.round_order
    turn(game, [1, 1, 1, 1, 1], C.CHOICE)
    turn(game, [1, 1, 1, 1, 2], C.CHOICE)
    turn(game, [6, 6, 6, 6, 6], C.BALUT)
    assert game.round_order == opening == game.opening_order
    assert game.current_player == opening[0]


# --- rolls, holds and fills ------------------------------------------------------------


def test_roll_and_hold_flow() -> None:
    game = scripted_game(["Ann"], seed=3)
    script(game, [1, 2, 3, 4, 5, 6, 6, 6, 6, 5, 5])
    assert game.roll() == (1, 2, 3, 4, 5)
    assert game.rolls_left == 2
    assert game.roll(keep=(0, 4)) == (1, 6, 6, 6, 5)
    assert game.held == (True, False, False, False, True)
    assert game.toggle_hold(0) is False
    assert game.toggle_hold(2) is True
    assert game.roll() == (6, 5, 6, 5, 5)
    assert game.rolls_left == 0
    with pytest.raises(
        IllegalActionError, match=r"cannot roll: no rolls left this turn.*\(Ann, round 1\)"
    ):
        game.roll()
    with pytest.raises(IllegalActionError, match="no rolls left"):
        game.toggle_hold(1)
    assert game.score("full_house") == 27
    assert (game.dice, game.rolls_left, game.held, game.round) == (None, 3, (False,) * 5, 2)


def test_error_messages_name_the_state() -> None:
    game = scripted_game(["Ann", "Bo"], seed=5)
    who = game.current_player
    with pytest.raises(IllegalActionError) as info:
        game.score(C.SIXES)
    assert str(info.value) == f"cannot score Sixes: no roll yet this turn ({who}, round 1)"
    with pytest.raises(IllegalActionError, match="before the first roll"):
        game.roll(keep=[0])
    with pytest.raises(IllegalActionError, match="no roll yet"):
        game.toggle_hold(0)
    game.roll()
    for bad in ([5], [0, 0], ["1"], 3, [True]):
        with pytest.raises(InvalidInputError):
            game.roll(keep=bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError, match="unknown category"):
        game.score("ones")
    assert isinstance(InvalidInputError("x"), ValueError)
    assert isinstance(IllegalActionError("x"), ValueError)


def test_full_row_and_jackpot_after_full_row_are_illegal() -> None:
    game = scripted_game(["Ann"], rules=JACKPOT, seed=2)
    for _ in range(4):
        turn(game, [6, 6, 6, 6, 1], C.SIXES)
    script(game, [6, 6, 6, 6, 6])
    game.roll()
    with pytest.raises(IllegalActionError, match="Sixes: all its boxes are filled"):
        game.score(C.SIXES)
    with pytest.raises(IllegalActionError, match="can only be scratched"):
        game.score_jackpot(C.SIXES)
    game.scratch_jackpot(C.SIXES)
    assert game.sheet("Ann").jackpot_box(C.SIXES) == 0


def test_fill_is_the_four_box_actions_by_flags() -> None:
    game = scripted_game(["Ann"], rules=JACKPOT, seed=2)
    for flags, category, dice, expected in [
        ({}, C.SIXES, [6, 6, 6, 6, 1], 24),
        ({"jackpot": True}, C.FIVES, [5, 5, 5, 5, 1], 20),
        ({"crossed": True}, C.CHOICE, [6, 6, 6, 6, 6], 0),
        ({"jackpot": True, "crossed": True}, C.SIXES, [6, 6, 6, 6, 6], 0),
    ]:
        script(game, dice)
        game.roll()
        assert game.fill(category, **flags) == expected
    sheet = game.sheet("Ann")
    assert sheet.boxes(C.SIXES)[0] == 24 and sheet.boxes(C.CHOICE)[0] == 0
    assert sheet.jackpot_box(C.FIVES) == 20 and sheet.jackpot_box(C.SIXES) == 0
    assert [entry["action"] for entry in game.log if "category" in entry] == [
        "score",
        "score_jackpot",
        "scratch",
        "scratch_jackpot",
    ]


def test_locked_holds_option() -> None:
    game = scripted_game(["Ann"], rules=STANDARD.derive(locked_holds=True), seed=2)
    game.roll()
    game.roll(keep=[1, 2])
    assert game.locked == (False, True, True, False, False)
    with pytest.raises(IllegalActionError, match="cannot release die 2"):
        game.toggle_hold(1)
    with pytest.raises(IllegalActionError, match="cannot release die 3"):
        game.roll(keep=[1])
    game.roll(keep=[1, 2, 4])
    free = scripted_game(["Ann"], seed=2)
    free.roll()
    free.roll(keep=[1, 2])
    free.roll(keep=[3])  # a held die may be released (001)


def test_game_over_and_actions_after_it() -> None:
    game = scripted_game(["Ann"], rules=QUICK, seed=4)
    for category in Category:
        turn(game, [2, 3, 4, 5, 6], category)
    assert game.is_over()
    assert game.round == 7
    with pytest.raises(IllegalActionError, match="the game is over"):
        game.roll()
    [standing] = game.standings()
    assert (standing.place, standing.player, standing.result.points) == (
        1,
        "Ann",
        4 + 5 + 6 + 25 + 20,
    )


# --- undo -----------------------------------------------------------------------------------


def test_undo_restores_the_turn_before_the_fill() -> None:
    game = scripted_game(["Ann", "Bo"], seed=9)
    player = game.current_player
    game.roll()
    game.roll(keep=[0, 1])
    before = game.to_dict()
    dice, held = game.dice, game.held
    game.score(C.CHOICE)
    assert game.can_undo()
    game.undo()
    assert (game.current_player, game.dice, game.held, game.rolls_left) == (player, dice, held, 1)
    after = game.to_dict()
    assert after["state"] == before["state"]
    assert after["log"][-1] == {"action": "undo"}
    assert not game.can_undo()
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        game.undo()
    game.scratch(C.BALUT)
    game.roll()  # the next turn has rolled: the fill stands
    assert not game.can_undo()


# --- teams, speed, prediction ---------------------------------------------------------------


def test_team_turn_every_member_rolls_and_the_captain_picks() -> None:
    game = scripted_game(teams=[["Ann", "Bo"], ["Cy", "Di", "Ed"]], seed=21)
    assert game.players == ("Ann & Bo", "Cy & Di & Ed")
    assert game.sheet("Di") is game.sheet("Cy & Di & Ed") is game.sheet(1)
    assert game.rules.team_play
    team = game.teams[game.current_index]  # type: ignore[index]
    assert game.current_player == team[0]
    with pytest.raises(IllegalActionError, match="has not rolled"):
        game.finish_member()
    script(game, [6, 6, 6, 6, 6])
    game.roll()
    with pytest.raises(IllegalActionError, match="not picked"):
        game.score(C.BALUT)
    game.finish_member()
    assert game.current_player == team[1]
    for member in team[1:]:
        assert game.current_player == member
        script(game, [1, 1, 2, 2, 3])
        game.roll()
        game.finish_member()
    assert game.picking and game.rolls_left == 0
    with pytest.raises(IllegalActionError, match="captain picks"):
        game.roll()
    assert game.pick(team[0]) == (6, 6, 6, 6, 6)
    assert game.score(C.BALUT) == 50
    assert game.sheet(0 if team[0] == "Ann" else 1).boxes(C.BALUT)[0] == 50
    assert game.current_player != team[0]
    game.undo()
    assert game.picking and game.picked == 0 and game.team_dice[0] == (6, 6, 6, 6, 6)


@pytest.mark.parametrize(
    "teams", [[["Ann"], ["Bo", "Cy"]], [["A", "B"]], [["A", "B"], ["C", "D"], ["E", "F"]],
              [["A", "B", "C", "D", "E"], ["F", "G"]], [["A", "B"], ["A", "C"]]],
)  # fmt: skip
def test_bad_teams_raise(teams: list[list[str]]) -> None:
    with pytest.raises(InvalidInputError):
        Game(teams=teams)
    with pytest.raises(InvalidInputError):
        Game(5, teams=[["A", "B"], ["C", "D"]])  # type: ignore[arg-type]


def test_speed_timeout_scratches_the_cheapest_box() -> None:
    plain = scripted_game(["Ann"], seed=1)
    plain.roll()
    with pytest.raises(IllegalActionError, match="speed option"):
        plain.timeout()
    game = scripted_game(["Ann", "Bo"], rules=STANDARD.derive(speed_seconds=20), seed=1)
    first = game.current_player
    assert game.suggested_scratch() == (C.BALUT, False)
    assert game.timeout() == (C.BALUT, False)  # no roll needed: the turn is busted
    assert game.sheet(first).boxes(C.BALUT) == (0, None, None, None)
    second = game.current_player
    game.roll()
    game.timeout(C.SIXES)  # the other players may name the box
    assert game.sheet(second).boxes(C.SIXES)[0] == 0
    assert game.log[-1] == {"action": "timeout", "seat": game.players.index(second),
                            "category": "sixes", "jackpot": False}  # fmt: skip


def test_speed_timeout_waits_for_the_prediction() -> None:
    # A busted turn before the prediction used to leave the seat unable to predict
    # (it had a box filled) and so unable ever to roll again.
    game = scripted_game(["Ann"], rules=STANDARD.derive(prediction=True, speed_seconds=20), seed=1)
    with pytest.raises(IllegalActionError, match="cannot time out: Ann must state a prediction"):
        game.timeout()
    assert game.sheet("Ann").filled_count() == 0
    game.predict("Ann", 5)
    game.timeout()
    game.roll()


def test_undo_keeps_a_prediction_stated_after_the_fill() -> None:
    game = scripted_game(["Ann", "Bo"], rules=STANDARD.derive(prediction=True), seed=9)
    first, second = game.round_order
    game.predict(first, 10)
    game.roll()
    dice = game.dice
    game.scratch(C.BALUT)
    game.predict(second, 12)  # the next seat states theirs, then the box is taken back
    game.undo()
    assert (game.current_player, game.dice, game.rolls_left) == (first, dice, 2)
    assert game.predictions == {first: 10, second: 12}
    assert Game.replay(game.to_dict()) == game


def test_suggested_scratch_prefers_lost_rows_and_full_jackpot_rows() -> None:
    sheet = balut.ScoreSheet(STANDARD)
    sheet.scratch(C.STRAIGHT)  # the straight row's 4 points are gone
    assert sheet.suggested_scratch() == (C.STRAIGHT, False)
    jackpot = balut.ScoreSheet(JACKPOT)
    for _ in range(4):
        jackpot.enter(C.FOURS, [4, 4, 4, 4, 4])
    assert jackpot.suggested_scratch() == (C.FOURS, True)
    quick = balut.ScoreSheet(QUICK)
    assert quick.suggested_scratch() == (C.BALUT, False)
    assert quick.scratch_cost(C.CHOICE) > quick.scratch_cost(C.FOURS)


def test_prediction_is_required_before_the_first_roll_and_pays_on_a_hit() -> None:
    rules = QUICK.derive(prediction=True, prediction_bonus=5)
    game = scripted_game(["Ann"], rules=rules, seed=1)
    with pytest.raises(IllegalActionError, match="must state a prediction"):
        game.roll()
    with pytest.raises(InvalidInputError):
        game.predict("Ann", 2.5)  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError, match="no seat"):
        game.predict("Zed", 3)
    game.predict("Ann", 100)
    game.predict("Ann", 60)
    assert game.predictions == {"Ann": 60}
    for category in Category:
        turn(game, [2, 3, 4, 5, 6], category)
        with pytest.raises(IllegalActionError, match="already rolled"):
            game.predict("Ann", 1)
    assert game.standings()[0].result.points == 60 + 5
    off = scripted_game(["Ann"], seed=1)
    with pytest.raises(IllegalActionError, match="predictions are off"):
        off.predict("Ann", 3)


def test_needs_prediction_follows_each_seat_until_the_game_ends() -> None:
    rules = QUICK.derive(prediction=True)
    game = scripted_game(["Ann", "Bo"], rules=rules, seed=1)
    assert game.needs_prediction
    first = game.current_seat
    game.predict(first, 40)
    assert not game.needs_prediction
    turn(game, [2, 3, 4, 5, 6], Category.CHOICE)
    assert game.current_seat != first and game.needs_prediction
    with pytest.raises(IllegalActionError, match="must state a prediction"):
        game.roll()
    game.predict(game.current_seat, 40)
    while not game.is_over():
        turn(
            game,
            [2, 3, 4, 5, 6],
            next(c for c in Category if game.sheet(game.current_seat).open_boxes(c)),
        )
        assert not game.needs_prediction
    assert not scripted_game(["Ann"], seed=1).needs_prediction


# --- standings and tiebreaks ------------------------------------------------------------


def play_identical_quick(rules: balut.RuleSet, first_dice: list[int] | None = None) -> Game:
    game = scripted_game(["Ann", "Bo", "Cy"], rules=rules, seed=8)
    for category in Category:
        for _ in range(3):
            dice = [2, 3, 4, 5, 6]
            if first_dice and category is C.CHOICE and game.current_player == "Cy":
                dice = first_dice
            turn(game, dice, category)
    assert game.is_over()
    return game


def test_tiebreak_shared() -> None:
    game = play_identical_quick(QUICK.derive(tiebreak="shared"))
    places = [(s.place, s.player, s.tiebreak) for s in game.standings()]
    assert [p for p, _, _ in places] == [1, 1, 1]
    assert places[0][2] == TiebreakNote("shared", 60, "grand total", 60)


def choice_only_game(rules: balut.RuleSet, ann: list[int], bo: list[int]) -> Game:
    """Ann and Bo enter their dice in Choice and cross out every other box."""
    game = scripted_game(["Ann", "Bo"], rules=rules, seed=1)
    while not game.is_over():
        sheet = game.sheet(game.current_player)
        if sheet.open_boxes(C.CHOICE):
            turn(game, ann if game.current_player == "Ann" else bo, C.CHOICE)
        else:
            turn(game, [1, 2, 3, 4, 6], sheet.open_slots()[0][0], "scratch")
    return game


def test_tiebreak_dice_total_decides_then_shares() -> None:
    game = choice_only_game(STANDARD, ann=[1, 1, 1, 1, 1], bo=[1, 1, 1, 1, 2])
    bo, ann = game.standings()  # both -2 points; dice totals 24 and 20
    assert (bo.player, bo.place, bo.result.points, bo.result.dice_total) == ("Bo", 1, -2, 24)
    assert (ann.player, ann.place, ann.result.points, ann.result.dice_total) == ("Ann", 2, -2, 20)
    assert bo.tiebreak == TiebreakNote("dice_total", -2, "points", 24)
    shared = choice_only_game(STANDARD.derive(tiebreak="shared"), [1] * 5, [1, 1, 1, 1, 2])
    assert [s.place for s in shared.standings()] == [1, 1]
    level = scripted_game(["Ann", "Bo"], rules=QUICK.derive(tiebreak="dice_total"), seed=1)
    for category in Category:
        for _ in range(2):
            turn(level, [2, 3, 4, 5, 6], category)
    first, _ = level.standings()
    assert [s.place for s in level.standings()] == [1, 1]  # still level: a shared place
    assert first.tiebreak == TiebreakNote("dice_total_shared", 60, "grand total", 60)


def test_tiebreak_roll_off_records_dice_and_orders_everyone() -> None:
    game = play_identical_quick(QUICK)  # quick ties go to a roll-off by default
    standings = game.standings()
    assert sorted(s.place for s in standings) == [1, 2, 3]
    for standing in standings:
        assert standing.tiebreak_dice
        assert all(len(t) == 5 and all(1 <= d <= 6 for d in t) for t in standing.tiebreak_dice)
        note = standing.tiebreak
        assert note is not None and (note.code, note.points, note.deciding) == (
            "roll_off",
            60,
            "grand total",
        )
        assert note.roll_off == tuple(sum(t) for t in standing.tiebreak_dice)
    sums = [tuple(sum(t) for t in s.tiebreak_dice) for s in standings]
    assert sums == sorted(sums, reverse=True)
    # a non-tied leader rolls nothing
    game = play_identical_quick(QUICK, first_dice=[6, 6, 6, 6, 6])
    top = game.standings()[0]
    assert (top.player, top.tiebreak_dice, top.tiebreak) == ("Cy", (), None)


def test_standard_standings_use_points_then_dice_total() -> None:
    game = scripted_game(["Ann", "Bo"], seed=3)
    while not game.is_over():
        turn(game, [6, 6, 6, 6, 6] if game.current_player == "Ann" else [5] * 5,
             game.sheet(game.current_player).suggested_scratch()[0])  # fmt: skip
    ann, bo = game.standings()
    assert (ann.player, bo.player) == ("Ann", "Bo")
    assert ann.result.points > bo.result.points or ann.result.dice_total > bo.result.dice_total


# --- matches ------------------------------------------------------------------------------------


def test_match_adds_points_of_finished_games() -> None:
    match = balut.Match(
        ["Ann", "Bo"],
        rules=QUICK.derive(tiebreak="shared"),
        games=2,
        seed=5,
        dice=lambda seed: ScriptedDice(then=RandomDice(seed)),
    )
    with pytest.raises(IllegalActionError, match="is not over"):
        match.new_game()
    for number in range(2):
        game = match.current_game
        while not game.is_over():
            turn(
                game,
                [6] * 5 if game.current_player == "Ann" else [1] * 5,
                next(c for c in Category if game.sheet(game.current_player).open_boxes(c)),
            )
        if number == 0:
            assert [s.total for s in match.standings()] == [
                game.result("Ann").points,
                game.result("Bo").points,
            ]
            match.new_game()
    assert match.is_over()
    ann, bo = match.standings()
    assert (ann.place, ann.player, bo.place, bo.player) == (1, "Ann", 2, "Bo")
    assert ann.points == (ann.points[0],) * 2 and ann.total == 2 * ann.points[0]
    with pytest.raises(IllegalActionError, match="over"):
        match.new_game()
    assert balut.Match.from_dict(match.to_dict()) == match
    open_ended = balut.Match(["Ann"], games=None, seed=1)
    assert not open_ended.is_over()
    with pytest.raises(InvalidInputError):
        balut.Match(["Ann"], games=0)


def test_first_roll_balut_bonus_needs_a_balut_straight_off_the_first_roll() -> None:
    rules = QUICK.derive(first_roll_balut_bonus=5, per_balut_bonus=2)
    game = scripted_game(["Ann"], rules=rules, seed=1)
    turn(game, [4] * 5, C.BALUT)  # first roll: 50 + 5 + 2
    script(game, [4, 4, 4, 4, 1, 4])
    game.roll()
    game.roll(keep=[0, 1, 2, 3])
    game.score(C.CHOICE)  # a balut after a reroll: 20 + 2, no first-roll bonus
    res = game.result("Ann")
    assert (res.dice_total, res.first_roll_bonus, res.balut_bonus_extra) == (70, 5, 4)
    assert res.points == 79


def _cross_out_to_the_end(game: Game) -> None:
    while not game.is_over():
        game.roll()
        game.fill(next(c for c in Category if game.sheet(0).open_boxes(c)), crossed=True)


def test_a_match_says_when_it_can_start_no_more_games() -> None:
    match = balut.Match(["Ann"], QUICK, games=None, seed=2)
    while True:
        assert not match.can_start_game()  # the current game is still on
        _cross_out_to_the_end(match.current_game)
        if not match.can_start_game():
            break
        match.new_game()
    assert len(match.games) == balut.match.MAX_MATCH_GAMES and not match.is_over()
    with pytest.raises(IllegalActionError, match="is over"):
        match.new_game()
    fixed = balut.Match(["Ann"], QUICK, games=1, seed=2)
    _cross_out_to_the_end(fixed.current_game)
    assert fixed.is_over() and not fixed.can_start_game()


def test_apply_does_a_logged_action_and_returns_the_entry_it_logged() -> None:
    played = Game(["Ann", "Bo"], QUICK.derive(prediction=True), seed=6)
    played.predict("Ann", 12)
    played.predict("Bo", 30)
    while not played.is_over():
        played.roll()
        played.toggle_hold(0)
        played.fill(played.sheet(played.current_index).open_slots()[0][0])
    copy = Game(["Ann", "Bo"], QUICK.derive(prediction=True), seed=6)
    for entry in played.log:
        assert copy.apply(entry) == entry == copy.log[-1]
    assert copy == played
    copy.apply({"action": "undo"})
    assert copy.log[-1] == {"action": "undo"} and copy != played
    with pytest.raises(InvalidInputError, match="does not change the hold"):
        Game(["Ann"], seed=1).apply({"action": "hold", "seat": 0, "die": 0, "held": False})


def test_winners_are_the_seats_in_first_place() -> None:
    game = Game(["Ann", "Bo", "Cy"], QUICK.derive(tiebreak="shared"), seed=2)
    assert game.winners == ("Ann", "Bo", "Cy")  # nothing filled: all level
    while not game.is_over():
        game.roll()
        row = game.sheet(game.current_index).open_slots()[0][0]
        (game.score if game.current_seat == "Bo" else game.scratch)(row)
    assert game.winners == tuple(s.player for s in game.standings() if s.place == 1)
    assert game.winners == (("Bo",) if game.result("Bo").points > 0 else ("Ann", "Bo", "Cy"))
    assert balut.winners(game.standings()) == game.winners


def test_the_kind_of_game_follows_the_setup_flags() -> None:
    assert Game.kind_of({}) is Game and Game.kind_of({"real_dice": False}) is Game
    assert Game.kind_of({"real_dice": True}) is balut.RealDiceGame
    assert balut.RealDiceGame.kind_of({"real_dice": True}) is balut.RealDiceGame
    for flags in ({"moon_dice": True}, {"moon_dice": False}):
        with pytest.raises(InvalidInputError, match="unknown flag"):
            Game.kind_of(flags)
    with pytest.raises(InvalidInputError, match="not a RealDiceGame"):
        balut.RealDiceGame.kind_of({})
    with pytest.raises(InvalidInputError, match="not a RealDiceGame"):
        balut.RealDiceGame.from_dict(Game(["Ann"], seed=1).to_dict())
