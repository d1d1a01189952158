"""Real-dice matches: ``Match(..., real_dice=True)`` makes every game of the match a
real-dice game (the table rolls, the app keeps score); such a match saves with
``"real_dice": true`` and older match saves still load as matches rolled on the phone."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from balut import (
    JACKPOT,
    QUICK,
    Game,
    IllegalActionError,
    InvalidInputError,
    Match,
    RealDiceGame,
    RuleSet,
)

OLD_MATCH = Path(__file__).parent / "fixtures" / "saves" / "match_in_progress.json"
MISMATCH = "match_real_dice_mismatch"


def through_json(match: Match) -> Match:
    return Match.from_dict(json.loads(json.dumps(match.to_dict())))


def fill_with_the_dice(game: Game) -> None:
    """Put the dice entered in the seat's first open box (a jackpot box they do not
    qualify for is scratched)."""
    assert game.dice is not None
    sheet = game.sheet(game.current_index)
    category, jackpot = sheet.open_slots()[0]
    if jackpot and not sheet.jackpot_eligibility(category, game.dice)[0]:
        game.scratch_jackpot(category)
    else:
        game.fill(category, jackpot=jackpot)


def play_turn(game: Game, number: int) -> None:
    """One typed-in turn of the seat to play: every other turn by its dice
    (``enter_dice`` then a fill), the others by a box value (``enter_value``)."""
    category, jackpot = game.sheet(game.current_index).open_slots()[0]
    if jackpot or number % 2:
        game.enter_dice([5, 5, 5, 5, 5] if number % 3 else [1, 2, 3, 4, 6])
        fill_with_the_dice(game)
    else:
        values = game.possible_values(category)
        game.enter_value(category, values[number % len(values)])


def open_game(game: Game) -> None:
    """The table decides who starts: a tie among everyone, then the last seat wins."""
    assert game.real_dice and game.needs_opener
    assert game.enter_roll_off([12] * len(game.players)) == tuple(range(len(game.players)))
    totals = [3] * (len(game.players) - 1) + [9]
    assert game.enter_roll_off(totals) == ()
    assert game.opening_order[0] == game.players[-1]


def play_to_the_end(game: Game) -> None:
    if game.needs_opener:
        open_game(game)
    number = 0
    while not game.is_over():
        play_turn(game, number)
        number += 1


def test_a_real_dice_match_of_two_games_adds_up_their_points() -> None:
    match = Match(["Ann", "Bo"], QUICK, games=2, seed=11, real_dice=True)
    assert match.real_dice and match.to_dict()["real_dice"] is True
    for number in range(2):
        game = match.current_game
        assert game.real_dice and game.needs_opener
        with pytest.raises(IllegalActionError):
            game.roll()
        play_to_the_end(game)
        if number == 0:
            assert not match.is_over() and match.can_start_game()
            assert {s.player: s.points for s in match.standings()} == {
                name: (game.result(name).points,) for name in game.players
            }
            assert match.new_game().real_dice
    assert match.is_over() and not match.can_start_game()
    with pytest.raises(IllegalActionError, match="over"):
        match.new_game()
    first, second = match.games
    assert first.seed != second.seed  # each game its own seed from the match's generator
    standings = match.standings()
    for line in standings:
        points = (first.result(line.player).points, second.result(line.player).points)
        assert line.points == points and line.total == sum(points)
    assert [s.place for s in standings] == [
        1 + sum(other.total > s.total for other in standings) for s in standings
    ]
    assert [s.total for s in standings] == sorted((s.total for s in standings), reverse=True)
    assert through_json(match) == match


def test_the_games_of_a_seeded_real_dice_match_follow_from_the_seed() -> None:
    one, two = (Match(["Ann", "Bo"], QUICK, games=2, seed=4, real_dice=True) for _ in "12")
    for match in (one, two):
        play_to_the_end(match.current_game)
        match.new_game()
    assert one == two
    assert [g.seed for g in one.games] == [g.seed for g in two.games]


def test_a_real_dice_match_saves_and_loads_mid_game_and_between_games() -> None:
    match = Match(["Ann", "Bo", "Cy"], JACKPOT, games=3, seed=7, real_dice=True)
    loaded = through_json(match)  # before the opener is set
    assert loaded == match and loaded.real_dice and loaded.current_game.needs_opener
    open_game(match.current_game)
    for number in range(5):
        play_turn(match.current_game, number)
    match.current_game.enter_dice([6, 6, 6, 6, 2])  # the turn's dice, no box yet
    loaded = through_json(match)
    assert loaded == match and loaded.real_dice
    assert loaded.current_game.dice == (6, 6, 6, 6, 2)
    for game in (match.current_game, loaded.current_game):  # both play on alike
        fill_with_the_dice(game)
        play_to_the_end(game)
    assert loaded == match and match.can_start_game()
    between = through_json(match)  # game 1 over, game 2 not started
    assert between == match and between.real_dice
    assert [s.total for s in between.standings()] == [s.total for s in match.standings()]
    assert between.new_game().to_dict() == match.new_game().to_dict()
    assert between.current_game.real_dice and between.current_game.needs_opener
    assert through_json(between) == between == match
    for games in (match.games, through_json(match).games, Match.replay(match.to_dict()).games):
        assert all(type(game) is RealDiceGame for game in games)
    rolled = Match(["Ann"], QUICK, seed=1)
    assert type(rolled.current_game) is Game and not rolled.real_dice


def test_a_match_names_its_winners_from_its_standings() -> None:
    match = Match(["Ann", "Bo", "Cy"], QUICK, games=1, seed=3, real_dice=True)
    game = match.current_game
    assert isinstance(game, RealDiceGame)
    game.set_opener(0)
    totals = {"Ann": 20, "Bo": 20, "Cy": 8}
    while not game.is_over():  # Ann and Bo level in Fours, every other box crossed out
        seat = game.players[game.current_index]
        row = game.sheet(seat).open_slots()[0][0]
        game.enter_value(
            row, totals[seat] if row.value == "fours" and not game.sheet(seat).boxes(row)[0] else 0
        )
    assert match.winners == tuple(s.player for s in match.standings() if s.place == 1)
    assert match.winners == ("Ann", "Bo")


def test_a_real_dice_match_of_teams() -> None:
    teams = [["Ann", "Bo"], ["Cy", "Di", "Ed"]]
    match = Match(teams=teams, rules=QUICK, games=2, seed=3, real_dice=True)
    assert match.players == ("Ann & Bo", "Cy & Di & Ed")
    for number in range(2):
        game = match.current_game
        assert game.real_dice and game.rules.team_play
        assert game.teams == (("Ann", "Bo"), ("Cy", "Di", "Ed"))
        play_to_the_end(game)
        if number == 0:
            assert through_json(match) == match
            match.new_game()
    assert match.is_over()
    for line in match.standings():
        assert line.total == sum(g.result(line.player).points for g in match.games)
    loaded = through_json(match)
    assert loaded == match and loaded.real_dice and loaded.games[1].teams == match.games[1].teams


def test_a_solo_real_dice_match_needs_no_opener() -> None:
    match = Match(["Ann"], QUICK, games=None, seed=1, real_dice=True)
    assert not match.current_game.needs_opener
    play_to_the_end(match.current_game)
    game = match.new_game()
    assert game.real_dice and not game.needs_opener
    assert through_json(match) == match


def test_an_old_match_save_loads_as_a_rolled_match() -> None:
    data = json.loads(OLD_MATCH.read_text(encoding="utf-8"))
    assert "real_dice" not in data
    match = Match.from_dict(data)
    assert not match.real_dice and not any(g.real_dice for g in match.games)
    assert match.to_dict() == data
    game = match.current_game
    while not game.is_over():
        if game.picking:
            game.pick(0)
        elif game.rolls_left:
            game.roll()
        category, jackpot = game.sheet(game.current_index).open_slots()[0]
        game.fill(category, jackpot=jackpot, crossed=True)
    if match.can_start_game():
        assert not match.new_game().real_dice
    assert "real_dice" not in match.to_dict()


def test_a_rolled_match_saves_as_it_always_did() -> None:
    match = Match(["Ann", "Bo"], QUICK, games=2, seed=5)
    assert not match.real_dice and not match.current_game.real_dice
    assert set(match.to_dict()) == {"schema", "kind", "planned_games", "rng", "games"}
    assert Match(["Ann", "Bo"], QUICK, games=2, seed=5, real_dice=False) == match


def finished_real_match() -> Match:
    match = Match(["Ann", "Bo"], QUICK, games=2, seed=9, real_dice=True)
    play_to_the_end(match.current_game)
    match.new_game()
    return match


def refused(data: dict[str, Any], code: str, message: str) -> InvalidInputError:
    with pytest.raises(InvalidInputError, match=message) as info:
        Match.from_dict(data)
    assert info.value.code == code
    return info.value


def test_a_flag_the_games_disagree_with_is_refused() -> None:
    real = finished_real_match().to_dict()
    unmarked = copy.deepcopy(real)
    del unmarked["real_dice"]
    error = refused(unmarked, MISMATCH, "game 1 is typed in from real dice")
    assert error.params == {"game": 0}
    rolled = Match(["Ann", "Bo"], QUICK, games=2, seed=9).to_dict()
    marked = {**copy.deepcopy(rolled), "real_dice": True}
    error = refused(marked, MISMATCH, "game 1 is rolled on the phone")
    assert error.params == {"game": 0}
    mixed = copy.deepcopy(real)
    mixed["games"][1] = rolled["games"][0]  # a rolled game among real-dice ones
    assert refused(mixed, MISMATCH, "game 2 is rolled").params == {"game": 1}


@pytest.mark.parametrize("flag", [False, 1, "true", None])
def test_a_flag_saved_other_than_true_is_refused(flag: object) -> None:
    data = {**finished_real_match().to_dict(), "real_dice": flag}
    refused(data, "invalid_input", "saved only as true")
    rolled = {**Match(["Ann"], QUICK, seed=2).to_dict(), "real_dice": flag}
    refused(rolled, "invalid_input", "saved only as true")


def test_the_flag_is_a_keyword_and_a_bool() -> None:
    with pytest.raises(InvalidInputError, match="real_dice must be true or false"):
        Match(["Ann"], QUICK, real_dice=1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Match(["Ann"], QUICK, 2, 1, None, None, True)  # type: ignore[misc]


@pytest.mark.parametrize("rules", [QUICK, JACKPOT.derive(tiebreak="roll_off")])
def test_replay_audits_every_game_of_a_real_dice_match(rules: RuleSet) -> None:
    match = Match(["Ann", "Bo"], rules, games=2, seed=21, real_dice=True)
    play_to_the_end(match.current_game)
    match.new_game()
    play_to_the_end(match.current_game)
    assert match.is_over()
    for saved in match.to_dict()["games"]:
        assert Game.replay(saved).to_dict() == saved
    for line in match.standings():
        assert line.total == sum(g.result(line.player).points for g in match.games)


def test_the_next_game_waits_for_a_tiebreak_thrown_at_the_table() -> None:
    match = Match(["Ann", "Bo"], QUICK, games=2, seed=3, real_dice=True)
    game = match.current_game
    game.set_opener(0)
    while not game.is_over():
        game.enter_value(game.sheet(game.current_index).open_slots()[0][0], 0)
    assert game.tiebreak_contenders == (0, 1) and not match.can_start_game()
    with pytest.raises(IllegalActionError, match="tiebreak"):
        match.new_game()
    game.enter_tiebreak([20, 12])
    assert match.can_start_game() and match.new_game().real_dice
    saved = match.to_dict()
    saved["games"][0]["state"]["tiebreak_dice"] = [[], []]  # the throws lost
    saved["games"][0]["log"] = saved["games"][0]["log"][:-1]
    with pytest.raises(InvalidInputError, match="only the last game"):
        Match.from_dict(saved)
