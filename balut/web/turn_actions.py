"""The taps of a turn, on the current game: roll, hold (a die, every die of a face, all
five), fill a box (asking first when it gets a zero or a cross, if the player wants it),
predict, the team members' hand-offs and pick, the speed bust.

`TurnActions` changes the game through the core and says what happened in `state`; the
turn feature (balut.web.features.turn) decides what follows a filled box
(`features.outcome.box_filled`): each method that can fill one returns True when it did.
"""

from __future__ import annotations

from typing import Any

import balut
from balut.limits import PREDICTION
from balut.strategy import Fill, hold_positions

from .boxes import category_name, parse_slot, slot_name, slot_value
from .core_words import items_list, jackpot_message
from .i18n import Msg
from .session import Session
from .setup import whole_number
from .state import Confirm, LastFill, Screen


def dice_words(dice: tuple[int, ...]) -> str:
    return items_list([str(v) for v in dice])


class TurnActions:
    """Turn taps for the game in play (the Speed Balut clock says when time ran out)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.state = session.state
        self.game = session.game
        self.say = session.say

    # --- rolling ------------------------------------------------------------------------

    def start_turn(self) -> None:
        game = self.game()
        self.state.screen = (
            Screen.TEAM_PICK if game.picking and game.picked is None else Screen.TURN
        )
        self.say("play.turn", player=game.current_player)

    def toggle_die(self, arg: str) -> None:
        game = self.game()
        index = int(arg)
        game.toggle_hold(index)
        assert game.dice is not None
        self.say(
            "play.die_held" if game.held[index] else "play.die_released",
            number=index + 1,
            value=game.dice[index],
        )

    def hold_face(self, arg: str) -> None:
        """A long press or a double tap on a die (`<index>`): every die of its face held,
        or released when all of them are held already (a die the rules lock stays held).
        `<index>:again`: a double tap, whose first tap toggled that die; it is taken back
        first (when it was the last thing done)."""
        game = self.game()
        index_text, _, again = arg.partition(":")
        index = int(index_text)
        last = game.log[-1] if game.log else {}
        if again == "again" and last.get("action") == "hold" and last.get("die") == index:
            game.toggle_hold(index)
        dice = game.dice
        if dice is None:
            raise balut.IllegalActionError("cannot hold a die: no roll yet this turn")
        face = dice[index]
        same = [i for i in range(len(dice)) if dice[i] == face]
        release = all(game.held[i] for i in same)
        for i in same:
            if game.held[i] is not release or (release and game.locked[i]):
                continue
            game.toggle_hold(i)
        self.say("play.face_released" if release else "play.face_held", value=face)

    def hold_all(self) -> None:
        """Hold all: every die held; Release all (every die held already): every die
        released but those the rules lock."""
        game = self.game()
        release = all(game.held)
        for i in range(len(game.held)):
            if game.held[i] is release and not (release and game.locked[i]):
                game.toggle_hold(i)
        self.say("play.all_released" if release else "play.all_held")

    def hold_dice(self, arg: str) -> None:
        """The coach's hold tapped (`arg`: the dice values, "5 5"): those dice held, the
        others released (die by die, as taps on them; a die the rules lock stays held),
        then Roll has the focus. Refused when the dice on the table have no such values."""
        game = self.game()
        dice = game.dice
        if dice is None or not game.rolls_left:
            raise balut.IllegalActionError("cannot hold dice: no roll to make")
        try:
            keep = tuple(int(v) for v in arg.split())
        except ValueError:
            raise balut.InvalidInputError(f"not dice values: {arg!r:.30}") from None
        positions = set(hold_positions(game, keep))
        if len(positions) != len(keep):
            raise balut.IllegalActionError("those dice are not on the table")
        for i in range(len(dice)):
            if game.held[i] is not (i in positions) and not game.locked[i]:
                game.toggle_hold(i)
        if keep:
            self.say("play.holding", dice=dice_words(keep))
        else:  # the coach rolls all five again
            self.say("play.all_released")
        self.session.focus("[data-action=roll]")

    def roll(self) -> None:
        """Roll the dice not held. With all five held Roll is off, and a tap that still
        comes (a screen behind the game) is refused with the reason: a club never counts
        a throw of no dice as a roll, the player scores or releases a die instead."""
        game = self.game()
        if game.dice is not None and all(game.held) and game.rolls_left:
            self.say("turn.hint.all_held")
            return
        self.rolled(game.roll())

    def rolled(self, dice: tuple[int, ...]) -> None:
        """A roll (a player's or a bot's): said, and a balut celebrated."""
        game = self.game()
        self.state.turn.last_fill = None
        left = game.rolls_left
        rolled = (
            Msg.of(
                "play.rolled_again",
                player=game.current_player,
                dice=dice_words(dice),
                left=Msg.of("play.rolls_left", count=left),
            )
            if left
            else Msg.of("play.rolled_last", player=game.current_player, dice=dice_words(dice))
        )
        self.state.turn.celebrate = balut.Dice.of(dice).is_balut
        self.state.announcement = (
            Msg.of("play.balut", rolled=rolled) if self.state.turn.celebrate else rolled
        )

    def predict(self) -> None:
        """State the current seat's prediction from the typed text (prediction option)."""
        game = self.game()
        low, high = PREDICTION.low, PREDICTION.high
        value = whole_number(self.state.turn.prediction_text)
        try:
            if value is None:
                raise balut.InvalidInputError("not a whole number")
            game.predict(game.current_index, value)
        except balut.InvalidInputError:
            self.state.turn.prediction_error = Msg.of("play.prediction_range", low=low, high=high)
            self.session.focus("#prediction")
            return
        self.state.turn.prediction_text = ""
        self.state.turn.prediction_error = None
        self.say("play.predicts", player=game.current_seat, value=value)
        self.session.focus("[data-action=roll]")

    # --- filling a box ------------------------------------------------------------------

    def fill(self, arg: str, box: Fill, *, confirmed: bool) -> bool:
        """The `fill` tap (`arg`: `boxes.fill_arg`, read as `box`). With the Confirm
        cross-outs setting, a zero or a cross asks first (Confirm repeats the tap,
        confirmed); else it is one tap, with Undo after it. True when the box was filled."""
        game = self.game()
        category, jackpot, crossed = box.category, box.jackpot, box.crossed
        if not confirmed and self.state.settings.confirm_fills:
            question = self._question(game, category, jackpot, crossed)
            if question is not None:
                title, message = question
                self.state.confirm = Confirm(title, message, "fill", arg)
                return False
        seat = game.current_seat  # a team's box is the team's, whoever rolled the dice
        score = game.fill(category, jackpot=jackpot, crossed=crossed)
        self._filled(LastFill(seat, category, score, crossed, jackpot))
        return True

    def _filled(self, fill: LastFill) -> None:
        """A box was filled: kept for Undo's bar (and, with bots, the table's moves) and
        said."""
        state = self.state
        state.turn.last_fill = fill
        state.turn.moves = [*state.turn.moves, fill][-2 * len(self.game().players) :]
        state.entry.clear()
        if fill.crossed:
            self.say("play.crossed", player=fill.player, box=fill.box)
        else:
            self.say("play.scored", player=fill.player, score=fill.score, box=fill.box)

    def bot_filled(self, seat: str, entry: dict[str, Any]) -> None:
        """A bot filled a box (its logged entry): kept and said like a player's fill."""
        action = entry["action"]
        category = balut.Category(entry["category"])
        crossed = action.startswith("scratch")
        self._filled(LastFill(seat, category, entry["value"], crossed, action.endswith("jackpot")))

    def _question(
        self, game: balut.Game, category: balut.Category, jackpot: bool, crossed: bool
    ) -> tuple[Msg, Msg] | None:
        """What to ask before this fill (title, message), or None to fill at once."""
        box = slot_name((category, jackpot))
        row = category_name(category)
        if crossed:
            message = (
                Msg.of("confirm.jackpot_cross.message", category=row)
                if jackpot
                else Msg.of("confirm.cross.message", box=row)
            )
            return Msg.of("confirm.cross.title", box=box), message
        dice = game.dice
        if dice is None:
            raise balut.IllegalActionError("roll before choosing a box")
        sheet = game.sheet(game.current_player)
        if jackpot:
            eligible, reason = sheet.jackpot_eligibility(category, dice)
            if eligible:
                return None
            return (
                Msg.of("confirm.zero.title", box=box),
                Msg.of(
                    "confirm.jackpot_zero.message", reason=jackpot_message(reason), category=row
                ),
            )
        if sheet.potential(dice).get(category) == 0:
            return (Msg.of("confirm.zero.title", box=box), Msg.of("confirm.zero.message", box=row))
        return None

    # --- team play ----------------------------------------------------------------------

    def finish_member(self) -> None:
        game = self.game()
        member = game.current_player
        game.finish_member()
        self.state.turn.last_fill = None
        self.state.screen = Screen.HANDOFF
        self.say("play.member_stands", member=member, player=game.current_player)

    def pick(self, arg: str) -> None:
        game = self.game()
        teams = game.teams
        dice = game.pick(int(arg))
        name = teams[game.current_index][int(arg)] if teams else ""
        self.state.screen = Screen.TURN
        self.say("play.using_dice", member=name, dice=dice_words(dice))

    def repick(self) -> None:
        if self.game().picking:
            self.state.screen = Screen.TEAM_PICK

    # --- speed play ---------------------------------------------------------------------

    def time_up(self) -> None:
        """The turn's time ran out (the app's tick saw it): the others choose a box."""
        game = self.game()
        if not self.session.clock.ran_out(self.state.turn.timer):
            return
        self.state.turn.timer.ran_out()
        self.state.confirm = None
        suggested = game.suggested_scratch()
        self.state.turn.bust_choice = slot_value(suggested)
        self.state.screen = Screen.TIME_UP
        self.say("play.time_up", player=game.current_player, box=slot_name(suggested))

    def bust(self, arg: str) -> bool:
        """Cross out the box the others chose after a timeout; True when it was."""
        game = self.game()
        if self.state.screen is not Screen.TIME_UP:
            return False
        category, jackpot = parse_slot(arg or self.state.turn.bust_choice)
        player, seat = game.current_player, game.current_seat
        game.timeout(category, jackpot)
        self.state.turn.bust_choice = ""
        self.state.turn.last_fill = LastFill(seat, category, 0, True, jackpot)
        self.say("play.time_up_crossed", player=player, box=slot_name((category, jackpot)))
        return True
