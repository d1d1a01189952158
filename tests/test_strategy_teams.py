"""The coach and the bots in team play: the captain's pick is an option like any other,
priced by what the picked dice are worth in the box they suit best."""

from __future__ import annotations

from balut import Game, ScriptedDice, strategy


def team_at_the_pick(first: list[int], second: list[int]) -> Game:
    """Two teams of two, a roll-off won by the first team; its members roll `first` and
    `second` once each and stand: the captain picks."""
    game = Game(teams=[["A", "B"], ["C", "D"]], dice=ScriptedDice([6, 1, *first, *second]))
    assert game.current_seat == game.players[0]
    game.roll()
    game.finish_member()
    game.roll()
    game.finish_member()
    assert game.picking
    return game


def test_the_captain_s_options_are_the_members_dice_best_first() -> None:
    game = team_at_the_pick([1, 2, 3, 5, 6], [6, 6, 6, 6, 6])
    options = strategy.advise(game)
    assert [o.kind for o in options] == ["pick", "pick"]
    best, other = options
    assert (best.member, best.keep) == (1, (6, 6, 6, 6, 6))  # a balut beats junk
    assert (other.member, other.keep) == (0, (1, 2, 3, 5, 6))
    assert best.loss == 0.0 and other.loss == best.expected - other.expected > 0


def test_a_bot_captain_takes_the_dice_the_coach_ranks_first() -> None:
    game = team_at_the_pick([6, 6, 6, 6, 6], [2, 2, 3, 4, 4])
    strategy.Bot("expert").play_step(game)
    assert game.picked == 0 and game.dice == (6, 6, 6, 6, 6)
    assert strategy.Bot("expert").play_step(game)  # then the box
    assert game.log[-1]["action"] == "score" and game.sheet(0).filled_count() == 1


def member_rolled() -> Game:
    """Team A's first member has rolled 5 5 5 2 3, two rolls left."""
    game = Game(teams=[["A", "B"], ["C", "D"]], dice=ScriptedDice([6, 1, 5, 5, 5, 2, 3, *[4] * 10]))
    game.roll()
    return game


def test_a_member_holds_or_stands_and_never_fills_a_box() -> None:
    options = strategy.advise(member_rolled())
    assert {o.kind for o in options} == {"hold", "stand"}
    [stand] = [o for o in options if o.kind == "stand"]
    assert stand.keep == (5, 5, 5, 2, 3)
    for level in strategy.LEVELS:  # every bot member holds or stands, as a person would
        game = member_rolled()
        strategy.Bot(level, seed=1).play_step(game)
        assert game.log[-1]["action"] in ("roll", "finish_member")
