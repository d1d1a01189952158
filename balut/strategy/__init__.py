"""Play and advice: every legal option priced (``advise``) and bots at three levels.

>>> from balut import Game, strategy
>>> game = Game(["Solo"], seed=1)
>>> strategy.advise(game)[0].kind
'roll'
>>> strategy.Bot("expert").play_turn(game)
>>> game.sheet(0).filled_count()
1

``advise`` prices each option as the expected final number of the current seat
(points, or the grand total or dice total where that decides) and its loss against the
best. On Quick and Extended (``solved_value``) the prices and the expert are exact: a
solved table of the rest of the sheet (``exact``). ``advise(game, aim)`` prices them by
what the table plays for instead (``AIMS``: the chance to win, not to be last, the point
difference; ``aims``). ``Bot`` plays a whole turn through ``Game``'s public actions, as
a person would.
"""

from __future__ import annotations

import random
from collections import Counter

from ..errors import IllegalActionError, InvalidInputError
from ..game import Game
from .aims import AIMS, aim_options, check_aim, close_call
from .exact import solved_value
from .search import (
    Fill,
    Option,
    chased_row,
    has_plan,
    options_now,
    plan_for,
    state_of,
)

__all__ = [
    "AIMS",
    "LEVELS",
    "Bot",
    "Fill",
    "Option",
    "advise",
    "advise_pick",
    "chased_row",
    "hold_positions",
    "make_move",
    "prepare",
    "prepared",
    "solved_value",
]

#: The bots' levels, weakest first.
LEVELS: tuple[str, ...] = ("beginner", "club", "expert")
#: A club player takes the next best option this often when it is a close call
#: (``aims.close_call``: 0.2 points or less).
CLUB_SLIPS = 0.2


def advise(game: Game, aim: str = "points") -> list[Option]:
    """Every legal option of the current seat now, best first (``loss`` 0.0), priced
    by ``aim`` (one of ``AIMS``, see ``aims``): the expected deciding number, the chance
    to win or not to be last, or the expected point difference against the others."""
    check_aim(aim)
    if game.is_over():
        raise IllegalActionError("the game is over: nothing to advise", "game_over")
    if game.real_dice and game.dice is None:
        raise IllegalActionError("real dice: enter the dice first", "no_dice_entered")
    return aim_options(game, aim)


def prepared(game: Game) -> bool:
    """The current seat's turn plan is built: advice on its moves is quick (a lookup)."""
    return has_plan(game.rules, state_of(game.sheet(game.current_index)))


def prepare(game: Game) -> None:
    """Build the current seat's turn plan now (the first advice of a turn builds it, the
    costly part: up to ~30 ms in CPython), e.g. while the player looks at the dice."""
    plan_for(game.rules, state_of(game.sheet(game.current_index)))


def advise_pick(game: Game, aim: str = "points") -> list[Option]:
    """A team captain's options once every member has rolled, a pick made or not (the
    captain may change it): each member's dice, best first, priced by ``aim``."""
    check_aim(aim)
    if not game.picking:
        raise IllegalActionError("not every team member has rolled", "not_picking")
    return aim_options(game, aim, picking=True)


class Bot:
    """A player at ``level`` (one of ``LEVELS``); ``seed`` for its own choices; ``aim``
    what the club player and the expert play for (one of ``AIMS``; the beginner plays
    for the box in front of it)."""

    def __init__(self, level: str, seed: int | None = None, aim: str = "points") -> None:
        if level not in LEVELS:
            raise InvalidInputError(
                f"a bot level is one of {', '.join(LEVELS)}, got {level!r:.30}",
                "unknown_level",
                {"level": str(level)[:30]},
            )
        self.level = level
        self.aim = check_aim(aim)
        self._random = random.Random(seed)

    def play_turn(self, game: Game) -> None:
        """Play the current seat's whole turn (its prediction first, when one is due)."""
        while not self.play_step(game):
            pass

    def play_step(self, game: Game) -> bool:
        """One action of the current seat's turn (a prediction, a roll, a hold and roll, a
        team member standing on their dice, the captain's pick, or the box), as a person
        would take it; True once the box is filled."""
        self._check(game)
        if self._predict(game):
            return False
        if game.teams is not None and game.picked is None:
            return self._team_step(game)
        return self._step(game)

    def _check(self, game: Game) -> None:
        if game.real_dice:
            raise IllegalActionError("a bot cannot throw real dice", "real_dice")
        if game.is_over():
            raise IllegalActionError("the game is over", "game_over")

    def _predict(self, game: Game) -> bool:
        """State the seat's prediction when one is due: the points it expects."""
        if not game.needs_prediction:
            return False
        plan = plan_for(game.rules, state_of(game.sheet(game.current_index)))
        game.predict(game.current_index, round(plan.start))
        return True

    def _step(self, game: Game) -> bool:
        """One action of the turn; True once a box is filled."""
        if game.dice is None:
            game.roll()
            return False
        choice = self._choose(game)
        make_move(game, choice)
        return choice.kind == "fill"

    def _team_step(self, game: Game) -> bool:
        """One action of a team's turn before the pick: each member rolls as the bot
        would alone and stands on the dice it would keep; the captain then takes the
        members' best dice (the box comes next)."""
        if game.picking:
            member = aim_options(game, self.aim)[0].member
            assert member is not None
            game.pick(member)
        elif game.dice is None:
            game.roll()
        elif (choice := self._choose(game)).kind == "hold":
            game.roll(hold_positions(game, choice.keep))
        else:
            game.finish_member()
        return False

    def _choose(self, game: Game) -> Option:
        if self.level == "beginner":
            return _greedy(game, options_now(game))
        options = aim_options(game, self.aim)
        if self.level == "club":
            # A club player: the expert's judgement, now and then the next best when it
            # is a close call.
            call = close_call(self.aim, len(game.players) - 1)
            close = len(options) > 1 and options[1].loss <= call
            if close and self._random.random() < CLUB_SLIPS:
                return options[1]
        return options[0]


def _greedy(game: Game, options: list[Option]) -> Option:
    """Keep the commonest face (the higher on a tie) while rolls are left, then stand (a
    team member) or take the box that scores most now (a cross-out where a zero costs
    least when none does)."""
    dice = game.dice
    assert dice is not None
    counts = Counter(dice)
    face = max(counts, key=lambda f: (counts[f], f))
    keep = tuple([face] * counts[face])
    if game.rolls_left and counts[face] < 5:
        for option in options:
            if option.kind == "hold" and option.keep == keep:
                return option
    stand = next((o for o in options if o.kind == "stand"), None)
    if stand is not None:  # a team member: the captain picks the box
        return stand
    fills = [o for o in options if o.kind == "fill" and not (o.fill and o.fill.crossed)]
    scoring = [o for o in fills if o.value > 0]
    if scoring:
        return max(scoring, key=lambda o: (o.value, -o.loss))
    category, jackpot = game.sheet(game.current_index).suggested_scratch()
    return next(
        o
        for o in options
        if o.kind == "fill" and o.fill and (o.fill.category, o.fill.jackpot) == (category, jackpot)
    )


def make_move(game: Game, option: Option) -> None:
    """Make the move ``option`` names (a roll, a hold and roll, or a box) through
    ``Game``'s public actions."""
    if option.kind == "roll":
        game.roll()
    elif option.kind == "hold":
        game.roll(hold_positions(game, option.keep))
    elif option.fill is not None:
        fill = option.fill
        game.fill(fill.category, jackpot=fill.jackpot, crossed=fill.crossed)
    else:
        raise InvalidInputError(f"not a move of one seat: {option.kind}", "not_a_move")


def hold_positions(game: Game, keep: tuple[int, ...]) -> list[int]:
    """The die indexes to hold for the values ``keep`` (a multiset of the dice), dice
    held for good (locked holds) first."""
    dice = game.dice or ()
    wanted = Counter(keep)
    positions = []
    for i in sorted(range(len(dice)), key=lambda i: not game.locked[i]):
        if wanted[dice[i]]:
            wanted[dice[i]] -= 1
            positions.append(i)
    return sorted(positions)
