"""The taps of a turn, on the current game: roll, hold (a die, every die of a face, all
five), fill a box (asking first when it gets a zero or a cross, if the player wants it),
predict, the team members' hand-offs and pick, the speed bust.

`TurnActions` changes the game through the core and says what happened in `state`; the
controller decides what follows a filled box (`Controller._filled`): each method that
can fill one returns True when it did.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import balut
from balut.limits import PREDICTION, Bounds
from balut.log import ROLL_OFF_TOTAL, TIEBREAK_TOTAL

from .core_words import items_list, jackpot_message, names_list
from .i18n import Msg, Value
from .real_dice import FACES, impossible, typed_dice
from .setup import whole_number
from .speed import category_name, parse_fill, parse_slot, slot_name, slot_value
from .state import Confirm, LastFill, Screen, UiState
from .turn_clock import TurnClock


def _dice_words(dice: tuple[int, ...]) -> str:
    return items_list([str(v) for v in dice])


class TurnActions:
    """Turn taps for the game in `state` (the Speed Balut clock says when time ran out)."""

    def __init__(self, state: UiState, clock: TurnClock) -> None:
        self.state = state
        self.clock = clock

    def game(self) -> balut.Game:
        """The game being played; a tap without one is refused like any illegal action."""
        if self.state.game is None:
            raise balut.IllegalActionError("there is no game in progress")
        return self.state.game

    def real_game(self) -> balut.RealDiceGame:
        """The game being played, one the table rolls real dice for."""
        game = self.game()
        if not isinstance(game, balut.RealDiceGame):
            raise balut.IllegalActionError(
                "this game's dice are rolled on the phone", "rolled_dice"
            )
        return game

    def say(self, key: str, **values: Value) -> None:
        """Announce a sentence in the live region."""
        self.state.announcement = Msg.of(key, **values)

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

    def roll(self) -> None:
        self.rolled(self.game().roll())

    def rolled(self, dice: tuple[int, ...]) -> None:
        """A roll (a player's or a bot's): said, and a balut celebrated."""
        game = self.game()
        self.state.last_fill = None
        left = game.rolls_left
        rolled = (
            Msg.of(
                "play.rolled_again",
                player=game.current_player,
                dice=_dice_words(dice),
                left=Msg.of("play.rolls_left", count=left),
            )
            if left
            else Msg.of("play.rolled_last", player=game.current_player, dice=_dice_words(dice))
        )
        self.state.celebrate = balut.Dice.of(dice).is_balut
        self.state.announcement = (
            Msg.of("play.balut", rolled=rolled) if self.state.celebrate else rolled
        )

    def predict(self) -> None:
        """State the current seat's prediction from the typed text (prediction option)."""
        game = self.game()
        low, high = PREDICTION.low, PREDICTION.high
        value = whole_number(self.state.prediction_text)
        try:
            if value is None:
                raise balut.InvalidInputError("not a whole number")
            game.predict(game.current_index, value)
        except balut.InvalidInputError:
            self.state.prediction_error = Msg.of("play.prediction_range", low=low, high=high)
            self.state.focus = "#prediction"
            return
        self.state.prediction_text = ""
        self.state.prediction_error = None
        self.say("play.predicts", player=game.current_seat, value=value)
        self.state.focus = "[data-action=roll]"

    # --- real dice ----------------------------------------------------------------------

    def set_opener(self, arg: str) -> None:
        """Real dice: the table says who starts."""
        game = self.real_game()
        game.set_opener(int(arg))
        self.state.screen = Screen.TURN
        self.say("play.starts", player=game.current_player, count=1)

    def enter_roll_off(self) -> None:
        """Real dice: the throws typed for the seats still in the roll-off; the highest
        starts, a tie throws again."""
        game = self.real_game()
        if self._enter_throws(game.roll_off_contenders, game.enter_roll_off, ROLL_OFF_TOTAL):
            self.state.screen = Screen.TURN
            self.say("play.starts", player=game.current_player, count=1)

    def enter_tiebreak(self) -> bool:
        """Real dice, game over: the tiebreak throws typed for the seats still level;
        True once no tie is left."""
        game = self.real_game()
        return self._enter_throws(game.tiebreak_contenders, game.enter_tiebreak, TIEBREAK_TOTAL)

    def _enter_throws(
        self,
        seats: tuple[int, ...],
        enter: Callable[[list[int]], tuple[int, ...]],
        bounds: Bounds,
    ) -> bool:
        """The totals typed for ``seats`` go to the core's ``enter``; a tie is said and
        those seats throw again (False), else True."""
        state = self.state
        typed = {seat: whole_number(state.rolloff_text.get(seat, "")) for seat in seats}
        # The core checks the totals too; the fields it would refuse are marked here.
        state.rolloff_bad = {seat for seat, total in typed.items() if total not in bounds}
        if state.rolloff_bad:
            state.rolloff_error = Msg.of("error.roll_off_total", low=bounds.low, high=bounds.high)
            return False
        tied = enter([typed[seat] or 0 for seat in seats])
        state.rolloff_text = {}
        state.rolloff_error = None
        if tied:
            self.say("rolloff.tie", players=names_list([self.game().players[s] for s in tied]))
            return False
        return True

    def type_die(self, arg: str) -> None:
        """Real dice: one die typed ("<index>:<face>"); once all five are, they are the
        turn's dice."""
        state = self.state
        index, _, face = arg.partition(":")
        if face not in FACES or index not in ("0", "1", "2", "3", "4"):
            return
        state.typed_dice[int(index)] = face
        self._enter_typed()

    def type_first_roll(self, on: bool) -> None:
        self.state.typed_first_roll = on
        self._enter_typed()

    def _enter_typed(self) -> None:
        dice = typed_dice(self.state)
        game = self.real_game()
        if dice is None:
            if game.dice is not None:  # a die taken back: no dice, rows ask for values
                game.clear_dice()
                self.state.celebrate = False
            return
        game.enter_dice(dice, first_roll=self.state.typed_first_roll)
        self.state.celebrate = balut.Dice.of(dice).is_balut
        entered = Msg.of("real.entered", player=game.current_player, dice=_dice_words(dice))
        self.state.announcement = (
            Msg.of("play.balut", rolled=entered) if self.state.celebrate else entered
        )

    def ask_value(self, arg: str) -> None:
        """Real dice, no dice typed: tapping a row asks for its box's value."""
        state = self.state
        state.value_entry = balut.Category.parse(arg)
        state.value_text = ""
        state.value_first_roll = False
        state.value_error = None
        state.focus = "#box-value"

    def save_value(self) -> bool:
        """The value dialog's Save: the box gets the value if it can hold it (True)."""
        state = self.state
        game = self.real_game()
        category = state.value_entry
        if category is None:
            return False
        value = whole_number(state.value_text)
        seat = game.current_seat  # before the box ends the turn
        try:
            if value is None:
                raise balut.InvalidInputError("not a whole number", "impossible_value")
            score = game.enter_value(category, value, first_roll=state.value_first_roll)
        except balut.InvalidInputError as error:
            if error.code != "impossible_value":
                raise
            state.value_error = impossible(game, category, state.value_text)
            state.focus = "#box-value"
            return False
        # (a typed 0 scored nothing: a crossed box is crossed with ✕, as Game.crossed_boxes says)
        state.last_fill = LastFill(seat, category, score, False)
        state.clear_typed()
        self.say("play.scored", player=seat, score=score, box=state.last_fill.box)
        return True

    def toggle_correction(self) -> None:
        """Correct a box: open the form on the scoreboard, or close it."""
        state = self.state
        state.correcting = not state.correcting
        state.correct_box = ""
        state.correct_text = ""
        state.correct_error = None
        state.focus = "#correct-seat" if state.correcting else '[data-action="correct-box"]'

    def save_correction(self) -> None:
        """The table agreed on a box's new value: the core checks and logs it."""
        state = self.state
        game = self.real_game()
        category_text, _, box = state.correct_box.partition(":")
        if not category_text:
            state.correct_error = Msg.of("real.correct.pick")
            return
        category = balut.Category(category_text)
        value = whole_number(state.correct_text)
        try:
            if value is None:
                raise balut.InvalidInputError("not a whole number", "impossible_value")
            game.correct(state.correct_seat, category, int(box), value)
        except balut.InvalidInputError as error:
            if error.code != "impossible_value":
                raise
            state.correct_error = impossible(game, category, state.correct_text)
            state.focus = "#correct-value"
            return
        state.correcting = False
        state.last_fill = None  # Undo now takes back the correction, not that fill
        self.say(
            "real.corrected",
            player=game.players[state.correct_seat],
            category=category_name(category),
            box=int(box) + 1,
            value=value,
        )

    # --- filling a box ------------------------------------------------------------------

    def fill(self, arg: str, *, confirmed: bool) -> bool:
        """The `fill` tap (argument: `speed.fill_arg`). With the Confirm cross-outs
        setting, a zero or a cross asks first (Confirm repeats the tap, confirmed); else
        it is one tap, with Undo after it. True when the box was filled."""
        game = self.game()
        category, jackpot, crossed = parse_fill(arg)
        if not confirmed and self.state.confirm_fills:
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
        state.last_fill = fill
        state.moves = [*state.moves, fill][-2 * len(self.game().players) :]
        state.clear_typed()
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
        self.state.last_fill = None
        self.state.screen = Screen.HANDOFF
        self.say("play.member_stands", member=member, player=game.current_player)

    def pick(self, arg: str) -> None:
        game = self.game()
        teams = game.teams
        dice = game.pick(int(arg))
        name = teams[game.current_index][int(arg)] if teams else ""
        self.state.screen = Screen.TURN
        self.say("play.using_dice", member=name, dice=_dice_words(dice))

    def repick(self) -> None:
        if self.game().picking:
            self.state.screen = Screen.TEAM_PICK

    # --- speed play ---------------------------------------------------------------------

    def time_up(self) -> None:
        """The turn's time ran out (the app's tick saw it): the others choose a box."""
        game = self.game()
        if not self.clock.ran_out(self.state.timer):
            return
        self.state.timer.ran_out()
        self.state.confirm = None
        suggested = game.suggested_scratch()
        self.state.bust_choice = slot_value(suggested)
        self.state.screen = Screen.TIME_UP
        self.say("play.time_up", player=game.current_player, box=slot_name(suggested))

    def bust(self, arg: str) -> bool:
        """Cross out the box the others chose after a timeout; True when it was."""
        game = self.game()
        if self.state.screen is not Screen.TIME_UP:
            return False
        category, jackpot = parse_slot(arg or self.state.bust_choice)
        player, seat = game.current_player, game.current_seat
        game.timeout(category, jackpot)
        self.state.bust_choice = ""
        self.state.last_fill = LastFill(seat, category, 0, True, jackpot)
        self.say("play.time_up_crossed", player=player, box=slot_name((category, jackpot)))
        return True
