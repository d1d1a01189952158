"""The play in hand, beneath the features: the game or match being played, how it begins,
is shelved to History and taken up again, and how the app asks and warns.

Every feature reaches the state, the storage, the records, the clock and the effects of
the tap through its `Session`; none reaches another feature.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Any, NamedTuple

import balut

from . import saved_play
from .core_words import names_list, seat_size
from .effects import Effect, Focus, MakeProof
from .i18n import Msg, Value
from .page_day import PageDay
from .records import Records, unfinished_play
from .saved_play import Play
from .speed import TurnTimer
from .stakes import Stake
from .state import Confirm, Screen, UiState
from .storage import Storage
from .turn_clock import TurnClock

SELECTOR_SAFE = re.compile(r"[\w:.-]*")  # an argument that may stand in a CSS selector


class Seating(NamedTuple):
    """Who plays each seat of a new game (the seats a bot plays), the seats' colours and
    the stake: the table's, once the game it replaces is put away."""

    bots: dict[int, str]
    colours: list[int]
    stake: Stake


class Session:
    """The state, its storage and records, the clock, and the effects of the tap."""

    def __init__(
        self,
        state: UiState,
        storage: Storage,
        clock: TurnClock,
        *,
        seed: int | None = None,
        page_url: str = "",
        today: Callable[[], str] | None = None,
    ) -> None:
        self.state = state
        self.storage = storage
        self.clock = clock
        self.today = today or PageDay()  # the page's local date, "YYYY-MM-DD"
        self.page_url = page_url  # this page's address without its fragment (result links)
        self.records = Records(storage)
        self._seed = seed
        self._effects: list[Effect] = []

    # --- effects, messages, questions --------------------------------------------------

    def emit(self, effect: Effect) -> None:
        """An effect of this change, for the page (returned by `Controller.perform`)."""
        self._effects.append(effect)

    def focus(self, selector: str) -> None:
        """Focus this element after the paint (the last asked for wins)."""
        self.emit(Focus(selector))

    def focus_button(self, action: str, arg: str) -> None:
        """Focus the button of this tap, when its argument is safe inside a CSS selector
        (a history id edited by hand in storage might not be); a button without an
        argument has no data-arg at all."""
        if not arg:
            self.focus(f'[data-action="{action}"]:not([data-arg])')
        elif SELECTOR_SAFE.fullmatch(arg):
            self.focus(f'[data-action="{action}"][data-arg="{arg}"]')

    def take_effects(self) -> list[Effect]:
        """The effects emitted since the last call, in order."""
        effects, self._effects = self._effects, []
        return effects

    def say(self, key: str, **values: Value) -> None:
        """Announce a sentence in the live region."""
        self.state.announcement = Msg.of(key, **values)

    def warn(self, message: Msg) -> None:
        """A warning above the screen (each once)."""
        if message not in self.state.warnings:
            self.state.warnings = [*self.state.warnings, message]

    def collect_warnings(self) -> None:
        """The storage's warnings (a damaged save, storage full...) shown."""
        for message in self.storage.take_warnings():
            self.warn(message)

    def ask(
        self,
        what: str,
        action: str,
        arg: str = "",
        button: str = "dialog.confirm",
        **values: Value,
    ) -> None:
        """Ask first (the catalog's `confirm.<what>`): Confirm runs `action`, confirmed."""
        self.state.confirm = Confirm(
            Msg.of(f"confirm.{what}.title"),
            Msg.of(f"confirm.{what}.message", **values),
            action,
            arg,
            Msg.of(button),
        )

    # --- the game in play --------------------------------------------------------------

    def game(self) -> balut.Game:
        """The game being played; a tap without one is refused like any illegal action."""
        if self.state.game is None:
            raise balut.IllegalActionError("there is no game in progress")
        return self.state.game

    def next_seed(self) -> int | None:
        """The test hook's seed for the next game (None in normal use)."""
        seed = self._seed
        if self._seed is not None:
            self._seed += 1
        return seed

    def play_screen(self) -> Screen:
        """The in-game screen to save and resume (the scoreboard resumes what it covers)."""
        screen = self.state.screen
        if screen is Screen.SCOREBOARD:
            screen = self.state.nav.return_to
        return screen if screen.in_game and screen is not Screen.SCOREBOARD else Screen.TURN

    def play(self) -> Play | None:
        """The game or match in hand as it is saved."""
        state = self.state
        if state.game is None:
            return None
        screen = self.play_screen() if state.screen.in_game else state.nav.resume
        return Play(
            state.game,
            state.match,
            state.table.match_id,
            screen,
            state.turn.last_fill,
            state.turn.timer,
            self.records.last_game,
            state.table.stake,
            dict(state.table.bots),
            list(state.turn.review),
            list(state.table.colours),
        )

    def save(self) -> None:
        """Save the game or match in progress."""
        saved_play.save(self.storage, self.play(), self.clock.saved(self.state.turn.timer))

    def restore(self) -> bool:
        """Load a saved match or game; True when there was one (Home offers Continue, which
        returns to the screen it was left on)."""
        play = saved_play.restore(self.storage)
        if play is not None:
            self.take_up(play)
        return play is not None

    def take_up(self, play: Play) -> None:
        """A saved game or match (from storage, or continued from History) in play."""
        state = self.state
        state.game = play.game
        state.match = play.match
        state.table.match_id = play.match_id
        state.turn.last_fill = play.last_fill
        state.turn.timer = play.timer
        state.nav.resume = play.screen
        self.records.last_game = play.finished_id
        state.table.stake = play.stake
        state.table.bots = play.bots
        state.turn.review = play.review
        state.table.colours = play.colours
        self.typed_from_game(play.game)
        if play.game.is_finished():  # a match between games: its last game's check code
            self.emit(MakeProof())

    def typed_from_game(self, game: balut.Game) -> None:
        """Real dice: the dice controls show the dice the turn holds (after a reload or
        an undo)."""
        if game.real_dice:
            self.state.entry.dice = [str(face) for face in game.dice or ("",) * 5]

    def unfinished(self, entry: dict[str, Any]) -> Play | None:
        """An unfinished History entry's game or match, replayed; None, with the usual
        message, when it was changed outside the app."""
        try:
            return unfinished_play(entry)
        except (balut.BalutError, KeyError, TypeError, ValueError, OverflowError) as error:
            what = Msg.of(f"storage.slot.{'match' if entry.get('of') == 'match' else 'game'}")
            self.warn(
                Msg.of("storage.unfinished_refused", what=what, reason=saved_play.refusal(error))
            )
            return None

    def shelve(self) -> None:
        """The game or match in progress goes to History as unfinished (to be continued
        from there), and no game is in play."""
        state = self.state
        play = self.play()
        if play is not None and state.game_in_progress():
            self.records.add_unfinished(play, self.clock.saved(state.turn.timer))
        self.storage.clear_game()
        self.storage.clear_match()
        state.game = None
        state.match = None
        state.table.match_id = None
        state.turn.last_fill = None
        state.turn.timer = TurnTimer()
        state.turn.review = []
        state.table.bots = {}
        state.table.stake = Stake()
        state.nav.resume = Screen.TURN
        state.announcement = None  # (what was said of its turn)
        state.turn.toast_at = None
        state.turn.hint_open = False
        self.records.forget()

    def begin(self, game: balut.Game, match: balut.Match | None, seating: Seating) -> None:
        """A new game or match in play: the one it replaces goes to History, unfinished,
        with its own bots, colours and stake; only then does `seating` become the table's."""
        if self.state.game_in_progress():  # (never without New game's question first)
            self.shelve()
        self.storage.clear_match()
        state = self.state
        state.table.bots = seating.bots
        state.table.colours = seating.colours
        state.table.stake = seating.stake
        state.match = match
        state.table.match_id = None if match is None else f"m{int(time.time() * 1000):x}"
        self.open_game(game)

    def open_game(self, game: balut.Game) -> None:
        """Show a new game: its opening roll-off, or the first turn."""
        state = self.state
        state.game = game
        state.turn.timer = TurnTimer()
        state.turn.last_fill = None
        state.turn.moves = []
        state.turn.review = []
        state.turn.bests = []
        state.turn.coach_note = None
        state.proofs.proof = None
        state.entry.clear()
        self.records.forget()
        if game.needs_opener:  # real dice: the table rolls off with its own dice
            state.screen = Screen.ROLL_OFF
            self.say("real.rolloff.title")
            return
        state.screen = Screen.ROLL_OFF if game.roll_off else Screen.TURN
        if game.roll_off:
            opener = game.opening_order[0]
            self.say("play.opening_starts", player=opener, count=seat_size(game, opener))
        else:
            self.say("play.starts", player=game.current_player, count=1)

    def game_name(self) -> Msg:
        """The game in progress as a dialog names it: "Ann and Bo, round 2 of 28"."""
        game, match = self.state.game, self.state.match
        if game is None:
            return Msg.of("screen.turn")
        players = names_list(list(game.players))
        if match is None:
            return Msg.of(
                "confirm.game_name", players=players, round=game.round, rounds=game.total_rounds
            )
        number = len(match.games)
        if game.is_over():
            return Msg.of("confirm.match_name_between", players=players, number=number)
        return Msg.of(
            "confirm.match_name",
            players=players,
            number=number,
            round=game.round,
            rounds=game.total_rounds,
        )
