"""The turn: the roll-off, rolling and holding, filling a box (asking first when wanted),
Undo and its toast, the team's hand-offs and pick, Speed Balut's time-up, the bots'
turns and the coach's hint and prices."""

from __future__ import annotations

from types import MappingProxyType

import balut
from balut import strategy

from ..bots import bot_filled_last, bot_playing, bot_step
from ..boxes import parse_fill
from ..coach import COSTLY, judge, table_aim
from ..effects import Buzz
from ..feature import Feature, Handler
from ..game_over_screen import game_over_screen
from ..i18n import Msg
from ..session import Session
from ..speed_screens import time_up_screen
from ..state import Confirm, Judged, Screen
from ..turn_actions import TurnActions
from ..turn_screen import handoff_screen, roll_off_screen, team_pick_screen, turn_screen
from .outcome import box_filled, tiebreak_due

# Taps that play a turn: a bot's turn takes none of them.
PLAYER_TURN_ACTIONS = frozenset(
    {"roll", "toggle-die", "hold-face", "hold-all", "hold-dice", "fill", "undo", "hint", "predict"}
)


class Turn(Feature):
    """A turn's taps on the game in play, and what follows them."""

    views = MappingProxyType(
        {
            Screen.ROLL_OFF: roll_off_screen,
            Screen.TURN: turn_screen,
            Screen.TEAM_PICK: team_pick_screen,
            Screen.TIME_UP: time_up_screen,
            Screen.HANDOFF: handoff_screen,
            Screen.GAME_OVER: game_over_screen,
        }
    )

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.turns = TurnActions(session)

    def actions(self) -> dict[str, Handler]:
        turns = self.turns
        taps: dict[str, Handler] = {
            "roll-off-done": lambda _arg: turns.start_turn(),
            "start-turn": lambda _arg: turns.start_turn(),
            "toggle-die": turns.toggle_die,
            "hold-face": turns.hold_face,
            "hold-all": lambda _arg: turns.hold_all(),
            "hold-dice": turns.hold_dice,
            "roll": lambda _arg: self._roll(),
            "predict": lambda _arg: turns.predict(),
            "fill": self._fill,
            "undo": self._undo,
            "toast-done": lambda _arg: self._toast_done(),
            "finish-member": lambda _arg: self._finish_member(),
            "pick": self._pick,
            "team-repick": lambda _arg: turns.repick(),
            "time-up": lambda _arg: turns.time_up(),
            "bust": lambda arg: box_filled(self.session, turns.bust(arg)),
            "hint": lambda _arg: self._toggle_hint(),
            "bot-step": lambda _arg: self._bot_acts(once=True),
            "bot-skip": lambda _arg: self._bot_acts(once=False),
        }
        return {
            name: self._persons(tap) if name in PLAYER_TURN_ACTIONS else tap
            for name, tap in taps.items()
        }

    def shared(self) -> tuple[object, ...]:
        """The coach's review of the game (a move priced is added to a new list)."""
        return (self.state.turn.review,)

    def tapped(self) -> None:
        """The dice celebrated stop being new at the next tap."""
        self.state.turn.celebrate = False

    def _persons(self, tap: Handler) -> Handler:
        """A tap that plays a turn: a bot's turn takes none (its dice and sheet are its own)."""

        def guarded(arg: str) -> None:
            if bot_playing(self.state) is None:
                tap(arg)

        return guarded

    def confirmed(self) -> dict[str, Handler]:
        return {
            "fill": self._persons(lambda arg: self._fill(arg, confirmed=True)),
            "undo": self._persons(lambda arg: self._undo(arg, confirmed=True)),
        }

    def edit(self, field: str, arg: str, value: str) -> bool:
        if field == "bust":
            self.state.turn.bust_choice = value
        elif field == "prediction":
            self.state.turn.prediction_text = value[:12]
            self.state.turn.prediction_error = None
        else:
            return False
        return True

    def _roll(self) -> None:
        """A roll; after the first, it is a hold the coach prices."""
        game = self.session.game()
        judged = None
        if game.dice is not None and game.rolls_left:
            keep = tuple(sorted(d for d, held in zip(game.dice, game.held, strict=True) if held))
            judged = judge(game, strategy.Option("hold", 0.0, keep=keep), self._aim(game))
        self.turns.roll()
        self.session.emit(Buzz(self.state.turn.celebrate))  # a person's roll: a bot's is silent
        self.state.turn.toast_at = None
        self._judged(judged)

    def _fill(self, arg: str, *, confirmed: bool = False) -> None:
        game = self.session.game()
        box = parse_fill(arg)
        move = strategy.Option("fill", 0.0, fill=box)
        judged = judge(game, move, self._aim(game)) if game.dice else None
        filled = self.turns.fill(arg, box, confirmed=confirmed)
        if filled:
            self._judged(judged)
        box_filled(self.session, filled)

    def _finish_member(self) -> None:
        """A team member stands on their dice: a move the coach prices."""
        game = self.session.game()
        judged = judge(game, strategy.Option("stand", 0.0), self._aim(game)) if game.dice else None
        self.turns.finish_member()
        self._judged(judged)

    def _pick(self, arg: str) -> None:
        """The captain takes a member's dice: a move the coach prices."""
        game = self.session.game()
        picking = game.picking and arg.isascii() and arg.isdigit()  # (a change of pick too)
        move = strategy.Option("pick", 0.0, member=int(arg)) if picking else None
        judged = judge(game, move, self._aim(game)) if move else None
        self.turns.pick(arg)
        self._judged(judged)

    def _aim(self, game: balut.Game) -> str:
        """What the table plays for: the coach prices a move by it too."""
        return table_aim(self.state, game)

    def _judged(self, judged: Judged | None) -> None:
        """A person's move, priced: kept for the review, named when the Coach is on and
        it cost at least ``COSTLY``."""
        if judged is not None:
            self.state.turn.review = [*self.state.turn.review, judged]
        on = self.state.settings.coach and judged is not None and judged.loss >= COSTLY
        self.state.turn.coach_note = judged if on else None

    def _unjudge_fill(self, game: balut.Game) -> None:
        """The box taken back is no decision any more (the one made instead will be)."""
        review = self.state.turn.review
        last = review[-1] if review else None
        if last and (last.chosen.kind, last.player, last.round) == (
            "fill",
            game.current_player,
            game.round,
        ):
            self.state.turn.review = review[:-1]

    def _bot_acts(self, *, once: bool) -> None:
        """The app's timer (`once`: the bot's next action) or Skip (the rest of its turn)."""
        if bot_playing(self.state) is None:
            return
        game = self.session.game()
        seat = game.current_seat
        while True:
            before = len(game.log)
            filled = bot_step(self.state, game)
            entry = game.log[-1]
            if filled:
                self.turns.bot_filled(seat, entry)
                box_filled(self.session, True)
                return
            if len(game.log) > before and entry["action"] == "roll":
                self.turns.rolled(game.dice or ())
            if once:
                return

    def _toggle_hint(self) -> None:
        """The coach's hint on the turn screen: shown (priced for the moment) or hidden."""
        self.state.turn.hint_open = not self.state.turn.hint_open

    def _toast_done(self) -> None:
        self.state.turn.toast_at = None

    def _undo(self, _arg: str, *, confirmed: bool = False) -> None:
        """Undo the last box. On the filler's own screens (hand-off, toast, their next
        solo turn, game over) at once; from the next player's turn it is another's box,
        so it asks first, by name."""
        session, state = self.session, self.state
        game = session.game()
        if bot_filled_last(state, game):
            return
        fill = state.turn.last_fill
        others = fill is not None and fill.player != game.current_seat
        if not confirmed and others and state.screen is Screen.TURN and game.can_undo():
            assert fill is not None
            kind = "crossed" if fill.crossed else "scored"
            state.confirm = Confirm(
                Msg.of(
                    f"confirm.undo_{kind}.title", player=fill.player, score=fill.score, box=fill.box
                ),
                Msg.of("confirm.undo.message", player=fill.player),
                "undo",
                button=Msg.of("nav.undo"),
                cancel=Msg.of("dialog.keep"),
            )
            return
        state.turn.toast_at = None
        game.undo()
        self._unjudge_fill(game)
        session.records.withdraw()  # Undo at game over: the game is not finished after all
        state.turn.bests = []
        state.proofs.proof = None
        session.typed_from_game(game)
        state.turn.last_fill = None
        if game.is_over():  # the tiebreak's last throws were taken back
            tiebreak_due(session, game)
            return
        state.screen = Screen.TURN
        state.announcement = (
            Msg.of("play.undone_fill", player=fill.player, box=fill.box)
            if fill
            else Msg.of("play.undone")
        )
