"""Real dice: the table rolls its own dice and types them (or a box's value), the opening
roll-off and a tiebreak typed as thrown, and a box corrected on the scoreboard."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar

import balut
from balut.limits import Bounds
from balut.log import ROLL_OFF_TOTAL, TIEBREAK_TOTAL

from ..boxes import category_name, slot_name
from ..core_words import names_list
from ..feature import Feature, Handler
from ..i18n import Msg, number
from ..real_dice import FACES, impossible, typed_dice, value_dialog
from ..reasons import reason
from ..setup import whole_number
from ..state import CORRECTION_WAYS, Confirm, Correction, LastFill, Screen, UiState
from ..turn_actions import dice_words
from ..vdom import El
from .outcome import box_filled


class RealDice(Feature):
    """Dice, values and throws typed; a box corrected."""

    # A die typed changes the game: the field's change is a tap ("<index>:<face>").
    field_taps: ClassVar[Mapping[str, str]] = {"die": "type-die", "first-roll": "type-first-roll"}

    @staticmethod
    def dialog(state: UiState) -> El | None:
        """A box's value typed in (no dice typed: the row asks for it)."""
        if state.entry.value_row is None or state.game is None:
            return None
        return value_dialog(state, state.game)

    def actions(self) -> dict[str, Handler]:
        return {
            "set-opener": self._set_opener,
            "enter-roll-off": lambda _arg: self._enter_roll_off(),
            "enter-tiebreak": lambda _arg: self._enter_tiebreak(),
            "type-die": self._type_die,
            "type-first-roll": lambda arg: self._type_first_roll(arg.endswith(":on")),
            "ask-value": self._ask_value,
            "save-value": lambda _arg: self._save_typed(),
            "enter-value": self._enter_value,
            "correct-box": lambda _arg: self._toggle_correction(),
            "save-correction": lambda _arg: self._save_correction(),
        }

    def confirmed(self) -> dict[str, Handler]:
        """The table agreed to the change the confirm names."""
        return {
            "save-correction": lambda _arg: self._save_correction(confirmed=True),
            "enter-value": lambda arg: self._enter_value(arg, confirmed=True),
        }

    def edit(self, field: str, arg: str, value: str) -> bool:
        state = self.state
        if field == "correct-seat":
            if arg == "" and value.isascii() and value.isdigit():
                state.correction.seat = int(value)
                state.correction.box = ""
                state.correction.to = ""
                state.correction.error = None
        elif field == "rolloff":
            if arg.isascii() and arg.isdigit():
                state.entry.throws[int(arg)] = value[:4]
        elif field == "correct-box":
            state.correction.box = value
            state.correction.to = ""
            state.correction.error = None
        elif field == "correct-how":
            if value in CORRECTION_WAYS:
                state.correction.how = value
                state.correction.error = None
        elif field == "correct-to":
            state.correction.to = value
            state.correction.error = None
        elif field == "correct-value":
            state.correction.text = value[:6]
            state.correction.error = None
        elif field == "box-value":
            state.entry.value_text = value[:6]
            state.entry.value_error = None
        elif field == "value-first-roll":
            state.entry.value_first_roll = value == "on"
        else:
            return False
        return True

    def dismiss(self) -> bool:
        """The value dialog closed unsaved: focus back on its row."""
        if self.state.entry.value_row is None:
            return False
        row = self.state.entry.value_row.value + (":j" if self.state.entry.value_jackpot else "")
        self.state.entry.value_row = None
        self.state.entry.value_jackpot = False
        self.state.entry.value_error = None
        self.session.focus(f'[data-action="ask-value"][data-arg="{row}"]')
        return True

    def _game(self) -> balut.RealDiceGame:
        """The game being played, one the table rolls real dice for."""
        game = self.session.game()
        if not isinstance(game, balut.RealDiceGame):
            raise balut.IllegalActionError(
                "this game's dice are rolled on the phone", "rolled_dice"
            )
        return game

    def _set_opener(self, arg: str) -> None:
        """Real dice: the table says who starts."""
        game = self._game()
        game.set_opener(int(arg))
        self.state.screen = Screen.TURN
        self.session.say("play.starts", player=game.current_player, count=1)

    def _enter_roll_off(self) -> None:
        """Real dice: the throws typed for the seats still in the roll-off; the highest
        starts, a tie throws again."""
        game = self._game()
        if self._enter_throws(game.roll_off_contenders, game.enter_roll_off, ROLL_OFF_TOTAL):
            self.state.screen = Screen.TURN
            self.session.say("play.starts", player=game.current_player, count=1)

    def _enter_tiebreak(self) -> None:
        """Real dice, game over: the tiebreak throws typed for the seats still level; the
        game is finished once no tie is left."""
        game = self._game()
        ended = self._enter_throws(game.tiebreak_contenders, game.enter_tiebreak, TIEBREAK_TOTAL)
        box_filled(self.session, ended)

    def _enter_throws(
        self,
        seats: tuple[int, ...],
        enter: Callable[[list[int]], tuple[int, ...]],
        bounds: Bounds,
    ) -> bool:
        """The totals typed for ``seats`` go to the core's ``enter``; a tie is said and
        those seats throw again (False), else True."""
        state = self.state
        typed = {seat: whole_number(state.entry.throws.get(seat, "")) for seat in seats}
        # The core checks the totals too; the fields it would refuse are marked here.
        state.entry.throws_refused = {seat for seat, total in typed.items() if total not in bounds}
        if state.entry.throws_refused:
            state.entry.throws_error = Msg.of(
                "error.roll_off_total", low=bounds.low, high=bounds.high
            )
            return False
        tied = enter([typed[seat] or 0 for seat in seats])
        state.entry.throws = {}
        state.entry.throws_error = None
        if tied:
            self.session.say(
                "rolloff.tie", players=names_list([self._game().players[s] for s in tied])
            )
            return False
        return True

    def _type_die(self, arg: str) -> None:
        """Real dice: one die typed ("<index>:<face>"); once all five are, they are the
        turn's dice."""
        state = self.state
        index, _, face = arg.partition(":")
        if face not in FACES or index not in ("0", "1", "2", "3", "4"):
            return
        state.entry.dice[int(index)] = face
        self._enter_typed()

    def _type_first_roll(self, on: bool) -> None:
        self.state.entry.first_roll = on
        self._enter_typed()

    def _enter_typed(self) -> None:
        dice = typed_dice(self.state)
        game = self._game()
        if dice is None:
            if game.dice is not None:  # a die taken back: no dice, rows ask for values
                game.clear_dice()
                self.state.turn.celebrate = False
            return
        game.enter_dice(dice, first_roll=self.state.entry.first_roll)
        self.state.turn.celebrate = balut.Dice.of(dice).is_balut
        entered = Msg.of("real.entered", player=game.current_player, dice=dice_words(dice))
        self.state.announcement = (
            Msg.of("play.balut", rolled=entered) if self.state.turn.celebrate else entered
        )

    def _ask_value(self, arg: str) -> None:
        """Real dice, no dice typed: tapping a row ("<row>") or its jackpot box
        ("<row>:j") asks for that box's value."""
        state = self.state
        row, _, box = arg.partition(":")
        state.entry.value_row = balut.Category.parse(row)
        state.entry.value_jackpot = box == "j"
        state.entry.value_text = ""
        state.entry.value_first_roll = False
        state.entry.value_error = None
        self.session.focus("#value-chips")

    def _save_typed(self) -> None:
        """The value dialog's Save: the value typed, entered as its chip would be."""
        entry = self.state.entry
        if entry.value_row is not None:
            self._enter(entry.value_row, entry.value_jackpot, entry.value_text)

    def _enter_value(self, arg: str, *, confirmed: bool = False) -> None:
        """A value chip: "<row>:<value>", a jackpot box's "<row>:j:<value>"."""
        row, _, rest = arg.partition(":")
        box, _, text = rest.rpartition(":")
        self._enter(balut.Category.parse(row), box == "j", text, confirmed=confirmed)

    def _enter(
        self, category: balut.Category, jackpot: bool, text: str, *, confirmed: bool = False
    ) -> None:
        """The box gets the value `text` says, checked by the core. A zero asks first when
        Confirm cross-outs is on, as a cross does (the confirm takes the dialog's place)."""
        state = self.state
        if whole_number(text) == 0 and state.settings.confirm_fills and not confirmed:
            state.entry.value_row = None
            message = (
                Msg.of("confirm.jackpot_value_zero.message", box=slot_name((category, True)))
                if jackpot
                else Msg.of("confirm.value_zero.message", box=category_name(category))
            )
            state.confirm = Confirm(
                Msg.of("confirm.zero.title", box=slot_name((category, jackpot))),
                message,
                "enter-value",
                f"{category.value}{':j' if jackpot else ''}:0",
            )
            return
        state.entry.value_row = category
        state.entry.value_jackpot = jackpot
        state.entry.value_text = text
        box_filled(self.session, self._save_value())

    def _save_value(self) -> bool:
        """The value dialog's Save: the box gets the value if it can hold it (True)."""
        state = self.state
        game = self._game()
        category = state.entry.value_row
        if category is None:
            return False
        value = whole_number(state.entry.value_text)
        jackpot = state.entry.value_jackpot
        seat = game.current_seat  # before the box ends the turn
        try:
            if value is None:
                raise balut.InvalidInputError("not a whole number", "impossible_value")
            if jackpot:
                score = game.enter_jackpot_value(category, value)
            else:
                score = game.enter_value(category, value, first_roll=state.entry.value_first_roll)
        except balut.InvalidInputError as error:
            if error.code != "impossible_value":
                raise
            state.entry.value_error = impossible(game, category, state.entry.value_text, jackpot)
            self.session.focus("#box-value")
            return False
        # (a typed 0 scored nothing: a crossed box is crossed with ✕, as Game.crossed_boxes says)
        state.turn.last_fill = LastFill(seat, category, score, False, jackpot)
        state.entry.clear()
        self.session.say("play.scored", player=seat, score=score, box=state.turn.last_fill.box)
        return True

    def _toggle_correction(self) -> None:
        """Correct a box: open the form on the scoreboard, or close it."""
        state = self.state
        state.correction = Correction(open=not state.correction.open, seat=state.correction.seat)
        self.session.focus(
            "#correct-seat" if state.correction.open else '[data-action="correct-box"]'
        )

    def _save_correction(self, confirmed: bool = False) -> None:
        """The box picked put right the way picked: tried on a copy of the game first (the
        core checks it; what it refuses is said under the form), then the table is asked
        to agree to the change named; agreed, the core makes and logs it."""
        state = self.state
        game = self._game()
        fix = state.correction
        category_text, _, box_text = fix.box.partition(":")
        if not category_text:
            fix.error = Msg.of("real.correct.pick")
            return
        category, box = balut.Category(category_text), int(box_text)
        old = game.sheet(fix.seat).boxes(category)[box]
        if fix.how == "move" and not fix.to:
            fix.error = Msg.of("real.correct.pick_row")
            return
        value = whole_number(fix.text)
        if fix.how == "move" and not fix.text.strip():
            value = old  # moved as it stands
        change = self._change(fix, category, box, value)
        try:
            change(game if confirmed else balut.Game.from_dict(game.to_dict()))
        except balut.BalutError as error:
            self._refused(error, category)
            return
        player, row = game.players[fix.seat], category_name(category)
        was = "\u2013" if old is None else number(old)
        now = "\u2013" if value is None else number(value)
        to = category_name(balut.Category(fix.to)) if fix.how == "move" else ""
        if not confirmed:
            self.session.ask(
                f"correct_{fix.how}",
                "save-correction",
                button="real.correct.agree",
                player=player, category=row, box=box + 1, old=was, value=now, to=to,
            )  # fmt: skip
            return
        state.correction = Correction(seat=fix.seat)
        state.turn.last_fill = None  # Undo now takes back the correction, not that fill
        self.session.focus('[data-action="correct-box"]')
        self.session.say(
            f"real.corrected.{fix.how}",
            player=player, category=row, box=box + 1, old=was, value=now, to=to,
        )  # fmt: skip

    @staticmethod
    def _change(
        fix: Correction, category: balut.Category, box: int, value: int | None
    ) -> Callable[[balut.Game], None]:
        """The core's action for the way picked, for the game given (a copy, or the game)."""

        def change(game: balut.Game) -> None:
            if not isinstance(game, balut.RealDiceGame):
                raise balut.IllegalActionError("dice rolled on the phone", "rolled_dice")
            if fix.how == "clear":
                game.clear_box(fix.seat, category, box)
            elif value is None:
                raise balut.InvalidInputError("not a whole number", "impossible_value")
            elif fix.how == "move":
                game.move_box(fix.seat, category, box, fix.to, value)
            else:
                game.correct(fix.seat, category, box, value)

        return change

    def _refused(self, error: balut.BalutError, category: balut.Category) -> None:
        """What the core refused, said under the form (a value: by the row it goes to)."""
        fix = self.state.correction
        if error.code == "impossible_value":
            row = balut.Category(fix.to) if fix.how == "move" else category
            fix.error = impossible(self._game(), row, fix.text)
            self.session.focus("#correct-value")
        elif error.code in ("row_full", "dice_entered", "same_row"):
            fix.error = reason(error)
        else:
            raise error
