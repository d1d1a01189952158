"""The game UI controller: taps become meaning-level actions on the game, then one paint.

`Controller` owns the `UiState` and the one action table. `perform` is the only way a tap,
a timer tick or a visibility change reaches the state: dispatch, save, paint. It never
touches the DOM: `balut.web.app` wires DOM events to `perform`/`edit` and paints.

Collaborators, each with a small public surface:
- `TurnActions` (turn_actions): the taps of a turn on the current game;
- `TurnClock` (turn_clock): the Speed Balut countdown's clock and visibility;
- `saved_play`: the one envelope of a game or match in progress, and the way back;
- `Records` (records): history entries of finished games and matches, and their Undo.
"""

from __future__ import annotations

import copy
import re
import time
from collections.abc import Callable
from typing import Any, NamedTuple

import balut
from balut import strategy
from balut.record import MAX_LINK_CHARS
from balut.seating import name_key

from . import i18n, saved_play
from .archive import Archive
from .bots import DEFAULT_BOT_LEVEL, bot_filled_last, bot_playing, bot_step
from .coach import COSTLY, judge
from .core_words import names_list, seat_size
from .i18n import Msg
from .paper_draft import PaperDraft, paper_entry
from .proof import check_link, proof_of, share_text
from .reasons import reason
from .records import Records, entry_game, is_unfinished, unfinished_play
from .rules_screen import game_rules_sections
from .saved_play import Play
from .setup import MAX_PLAYERS, SetupDraft, name_error, normalised_name
from .setup_summary import house_notes, reset_options
from .speed import TurnTimer, parse_fill
from .stakes import Stake, settle_lines
from .state import HISTORY_PAGE, TOAST_MS, Confirm, Judged, Screen, Shared, UiState
from .storage import Storage
from .turn_actions import TurnActions
from .turn_clock import TurnClock
from .variant_setup import PlayDraft
from .widgets import seat_colours

# The paper sheets' screen's own taps (balut.web.paper_sheet.PaperDraft.perform).
PAPER_TAPS = ("paper-add-player", "paper-remove-player", "paper-ruleset", "paper-score")
SELECTOR_SAFE = re.compile(r"[\w:.-]*")  # an argument that may stand in a CSS selector
# What a tab still does once another tab took over the saved play (it waits to reload).
# (make-proof writes nothing and must end: the app schedules it while one is due.)
# Taps that play a turn: a bot's turn takes none of them.
PLAYER_TURN_ACTIONS = frozenset(
    {"roll", "toggle-die", "hold-face", "hold-all", "fill", "undo", "hint", "predict"}
)
STALE_TAB_ACTIONS = frozenset(
    {"changed-elsewhere", "page-visibility", "cancel", "make-proof", "toast-done"}
)


def _check_stored_settings(storage: Storage) -> None:
    """Read every stored value the start does not need, so that a damaged one is backed
    up and named at once (not first when it is used, nor overwritten unread, as a new
    choice of language would)."""
    storage.language()
    storage.remembered_names()
    storage.load_settings()
    storage.aliases()
    storage.persist_asked()


class UnknownActionError(LookupError):
    """A `data-action` no handler answers: a screen and the controller disagree."""


class Seating(NamedTuple):
    """Who plays each seat of a new game (the seats a bot plays), the seats' colours and
    the stake: the table's, once the game it replaces is put away."""

    bots: dict[int, str]
    colours: list[int]
    stake: Stake


class Controller:
    """Applies actions to the state; `paint` (set by the app) draws it after each one."""

    def __init__(self, storage: Storage, *, seed: int | None = None) -> None:
        self.storage = storage
        self.state = UiState()
        self.paint: Callable[[], None] = lambda: None
        self.clock = TurnClock()
        self.turns = TurnActions(self.state, self.clock)
        self.records = Records(storage)
        self.archive = Archive(self.state, storage, self.records)
        self._seed = seed
        self._actions, self._confirmed = self._tables()
        self.state.vibration = storage.switch("vibration")
        self.state.fast_bots = storage.switch("fast-bots")
        self.state.coach_on = storage.switch("coach")
        self.state.confirm_fills = storage.switch("confirm-fills")
        _check_stored_settings(storage)
        self._restore()
        self.state.history_pending = True  # the records' upkeep runs after the first paint
        self._collect_warnings()

    def _tables(self) -> tuple[dict[str, Callable[[str], None]], dict[str, Callable[[str], None]]]:
        """The action table (name -> handler of its argument) and the taps that ask first
        (Confirm runs them again, confirmed)."""
        turns = self.turns
        actions: dict[str, Callable[[str], None]] = {
            # navigation and history
            "home": self._go_home,
            "new-game": self._new_game,
            "continue": self._continue,
            "history": self._show_history,
            "more-history": self._more_history,
            "rules": self._show_rules,
            "back": self._back,
            "back-button": self._back_button,
            "scoreboard": self._show_scoreboard,
            "open-history": self._open_history,
            "continue-unfinished": self._continue_unfinished,
            "delete-history": self._delete_history,
            "clear-history": self._clear_history,
            "confirm": self._confirm,
            "cancel": self._cancel,
            "dismiss-warnings": self._dismiss_warnings,
            "language": self._choose_language,
            # check codes and result links
            "share-result": self._share_result,
            "shared": self._shared,
            "verify": self._show_verify,
            "check-result": lambda _arg: self._check_result(),
            "open-link": self._open_link,
            # score a paper sheet
            "paper": self._show_paper,
            **{name: self._paper_tap(name) for name in PAPER_TAPS},
            "paper-save": self._save_paper,
            "make-proof": lambda _arg: self._make_proof(),
            # setup
            "add-player": lambda _arg: self._add_name(""),
            "add-bot": self._add_bot,
            "remove-player": self._remove_player,
            "move-player": self._move_player,
            "next-colour": self._next_colour,
            "next-team-colour": lambda arg: self.state.play.next_team_colour(int(arg)),
            "use-name": self._add_name,
            "name-entered": self._name_entered,
            "add-member": lambda arg: self.state.play.add_member(int(arg)),
            "remove-member": self._remove_member,
            "start-game": self._start_game,
            "reset-options": self._reset_options,
            "play-again": self._play_again,
            # the turn
            "roll-off-done": lambda _arg: turns.start_turn(),
            "start-turn": lambda _arg: turns.start_turn(),
            "toggle-die": turns.toggle_die,
            "hold-face": turns.hold_face,
            "hold-all": lambda _arg: turns.hold_all(),
            "roll": self._roll,
            "predict": lambda _arg: turns.predict(),
            "fill": self._fill,
            "undo": self._undo,
            "toast-done": self._toast_done,
            "finish-member": self._finish_member,
            "pick": self._pick,
            "team-repick": lambda _arg: turns.repick(),
            "time-up": lambda _arg: turns.time_up(),
            "bust": lambda arg: self._filled(turns.bust(arg)),
            "set-opener": turns.set_opener,
            "enter-roll-off": lambda _arg: turns.enter_roll_off(),
            "enter-tiebreak": self._enter_tiebreak,
            "hint": self._toggle_hint,
            "bot-step": self._bot_step,
            "bot-skip": self._bot_skip,
            "type-die": turns.type_die,
            "type-first-roll": lambda arg: turns.type_first_roll(arg.endswith(":on")),
            "ask-value": turns.ask_value,
            "save-value": lambda _arg: self._filled(turns.save_value()),
            "correct-box": lambda _arg: turns.toggle_correction(),
            "save-correction": lambda _arg: turns.save_correction(),
            "page-visibility": self._page_visibility,
            "changed-elsewhere": self._changed_elsewhere,
            # match play
            "next-game": self._next_game,
            "end-match": self._end_match,
            # stats, backup, the result picture
            **self.archive.actions(),
        }
        # Taps that ask first: Confirm runs them again, confirmed.
        confirmed: dict[str, Callable[[str], None]] = {
            "fill": lambda arg: self._fill(arg, confirmed=True),
            "undo": lambda arg: self._undo(arg, confirmed=True),
            "delete-history": lambda arg: self._delete_history(arg, confirmed=True),
            "clear-history": lambda arg: self._clear_history(arg, confirmed=True),
            "new-game": lambda arg: self._new_game(arg, confirmed=True),
            "continue-unfinished": lambda arg: self._continue_unfinished(arg, confirmed=True),
        }
        return actions, confirmed

    def __deepcopy__(self, memo: dict[int, Any]) -> Controller:
        """A copy to try a tap on (balut.web.app `App.prepare`): the state, storage and
        collaborators copied together, and its own action tables. The history and stats
        lists, the coach's review and a backup read are shared: they are replaced, never
        changed in place. Its `paint` does nothing until the app sets it."""
        twin = copy.copy(self)
        memo[id(self)] = twin
        state = self.state
        for shared in (state.history, state.stats_games, state.review, self.archive.backup):
            memo[id(shared)] = shared
        for name, value in vars(self).items():
            if name not in ("paint", "_actions", "_confirmed"):
                setattr(twin, name, copy.deepcopy(value, memo))
        twin.paint = lambda: None
        twin._actions, twin._confirmed = twin._tables()
        return twin

    # --- entry points -------------------------------------------------------------------

    def perform(self, name: str, arg: str = "") -> None:
        """The one path of every tap, timer tick and visibility change: dispatch, save,
        paint."""
        self.dispatch(name, arg)
        self.save()
        self.paint()

    def dispatch(self, name: str, arg: str = "") -> None:
        """Run one action; a rule the core refuses becomes a visible message. An action
        nobody answers raises `UnknownActionError`."""
        handler = self._actions.get(name)
        if handler is None:
            raise UnknownActionError(f"unknown action {name!r}")
        if self.state.elsewhere and name not in STALE_TAB_ACTIONS:
            return  # another tab plays: this one waits for Use this tab
        if name in PLAYER_TURN_ACTIONS and bot_playing(self.state) is not None:
            return  # a bot's turn: the dice and the sheet are its own
        self.state.celebrate = False
        try:
            handler(arg)
        except balut.BalutError as error:
            why = reason(error)
            self.state.announcement = why
            self._warn(Msg.of("play.not_allowed", reason=why))
        self.clock.sync(self.state)
        self._collect_warnings()

    def edit(self, field: str, arg: str, value: str) -> None:
        """A form field changed: a player's name, a setup option or the rule set."""
        draft = self.state.setup
        if self.archive.edit(field, value):
            return
        if field == "play":
            self.state.play.edit(arg, value)
            draft.teams = self.state.play.teams
        elif field == "bust":
            self.state.bust_choice = value
        elif field == "name" and arg.isascii() and arg.isdigit() and int(arg) < len(draft.names):
            draft.names[int(arg)] = value
        elif field == "option" and arg in draft.options:
            draft.options[arg] = value
        elif field == "ruleset":
            draft.choose_ruleset(value)
        elif field == "prediction":
            self.state.prediction_text = value[:12]
            self.state.prediction_error = None
        elif field in ("die", "first-roll"):  # real dice typed: the turn's dice, saved
            self.perform(f"type-{field}", f"{arg}:{value}")
        elif field == "correct-seat" and arg == "" and value.isascii() and value.isdigit():
            self.state.correct_seat = int(value)
            self.state.correct_box = ""
            self.state.correct_error = None
        elif field == "rolloff" and arg.isascii() and arg.isdigit():
            self.state.rolloff_text[int(arg)] = value[:4]
        elif field == "correct-box":
            self.state.correct_box = value
            self.state.correct_error = None
        elif field == "correct-value":
            self.state.correct_text = value[:6]
            self.state.correct_error = None
        elif field == "box-value":
            self.state.value_text = value[:6]
            self.state.value_error = None
        elif field == "value-first-roll":
            self.state.value_first_roll = value == "on"
        elif field == "paper":
            self.state.paper.edit(arg, value)
        elif field == "verify-link":
            self.state.verify_link = value[:MAX_LINK_CHARS]
        elif field == "verify-code":
            self.state.verify_code = value[:40]
        elif field == "vibration":
            self.state.vibration = value == "on"
            self.storage.save_switch("vibration", self.state.vibration)
        elif field == "fast-bots":
            self.state.fast_bots = value == "on"
            self.storage.save_switch("fast-bots", self.state.fast_bots)
        elif field == "coach":
            self.state.coach_on = value == "on"
            self.storage.save_switch("coach", self.state.coach_on)
        elif field == "confirm-fills":
            self.state.confirm_fills = value == "on"
            self.storage.save_switch("confirm-fills", self.state.confirm_fills)
        elif field == "bot-level" and arg.isdigit() and int(arg) < len(draft.bots):
            seat = int(arg)
            if draft.bots[seat] is not None and value in strategy.LEVELS:
                draft.bots[seat] = value

    def save(self) -> None:
        """Save the game or match in progress (also called before an app update). When
        another tab changed it first, nothing is written and this tab says so."""
        saved_play.save(self.storage, self._play(), self.clock.saved(self.state.timer))
        if self.storage.taken_over and not self.state.elsewhere:
            self._changed_elsewhere("")

    def upkeep(self) -> None:
        """A step of background work on the records (the app calls it while
        `history_pending`): no tap and nothing of the play changes, so nothing is saved;
        the paint shows entries brought on."""
        if not self.state.elsewhere:
            self.archive.upkeep()
            self._collect_warnings()
            self.paint()

    def storage_refused(self) -> None:
        """Writes the page could not keep were dealt with by the storage (trimmed history,
        or memory only): its warnings show (one paint)."""
        self._collect_warnings()
        self.paint()

    def tick(self) -> None:
        """The app's interval: when the running turn just ran out, say so (one paint);
        when the undo toast has been shown long enough, it goes (one paint)."""
        if self.clock.ran_out(self.state.timer):
            self.perform("time-up")
        shown = self.state.toast_at
        if shown is not None and self.clock.now() - shown >= TOAST_MS:
            self.perform("toast-done")

    # --- saving and start-up ------------------------------------------------------------

    def _play(self) -> Play | None:
        state = self.state
        if state.game is None:
            return None
        screen = self._play_screen() if state.screen.in_game else state.resume
        return Play(
            state.game,
            state.match,
            state.match_id,
            screen,
            state.last_fill,
            state.timer,
            self.records.last_game,
            state.stake,
            dict(state.bots),
            list(state.review),
            list(state.colours),
        )

    def _restore(self) -> None:
        """Load a saved match or game: Home offers Continue, which returns to the screen it
        was left on (so a reload never shows a turn to whoever picks the phone up)."""
        play = saved_play.restore(self.storage)
        if play is not None:
            self._take_up(play)

    def _take_up(self, play: Play) -> None:
        """A saved game or match (from storage, or continued from History) in play."""
        self.state.game = play.game
        self.state.match = play.match
        self.state.match_id = play.match_id
        self.state.last_fill = play.last_fill
        self.state.timer = play.timer
        self.state.resume = play.screen
        self.records.last_game = play.finished_id
        self.state.stake = play.stake
        self.state.bots = play.bots
        self.state.review = play.review
        self.state.colours = play.colours
        self.state.proof_due = play.game.is_finished()  # a match between games
        self._typed_from_game(play.game)

    def _typed_from_game(self, game: balut.Game) -> None:
        """Real dice: the dice controls show the dice the turn holds (after a reload or
        an undo)."""
        if game.real_dice:
            self.state.typed_dice = [str(face) for face in game.dice or ("",) * 5]

    def _warn(self, message: Msg) -> None:
        if message not in self.state.warnings:
            self.state.warnings = [*self.state.warnings, message]

    def _collect_warnings(self) -> None:
        for message in self.storage.take_warnings():
            self._warn(message)

    def _changed_elsewhere(self, _arg: str) -> None:
        """Another tab wrote the saved play or history: only one tab may play. This one
        writes nothing more and takes no tap; taking over means reloading what that tab
        saved (the page's `reload-page`)."""
        self.storage.freeze()
        self.state.elsewhere = True
        self.state.confirm = None

    def _page_visibility(self, arg: str) -> None:
        """The page was hidden ("hidden") or shown again: the countdown pauses or goes on."""
        self.clock.visible = arg != "hidden"

    # --- navigation ---------------------------------------------------------------------

    def _go_home(self, _arg: str) -> None:
        if self.state.screen.in_game:
            self.state.resume = self._play_screen()
        self.state.screen = Screen.HOME

    def _continue(self, _arg: str) -> None:
        state = self.state
        if not state.game_in_progress():
            return
        # A match between games shows its standings.
        between = state.match is not None and state.game is not None and state.game.is_over()
        state.screen = Screen.GAME_OVER if between else state.resume

    def _play_screen(self) -> Screen:
        """The in-game screen to save and resume (the scoreboard resumes what it covers)."""
        screen = self.state.screen
        if screen is Screen.SCOREBOARD:
            screen = self.state.return_to
        return screen if screen.in_game and screen is not Screen.SCOREBOARD else Screen.TURN

    def _show_rules(self, _arg: str) -> None:
        """The Rules screen; from a game it opens at the game's rule set and its Back
        returns to the same screen (the scoreboard keeps what it covers)."""
        state = self.state
        if state.screen is not Screen.RULES:
            state.rules_from = state.screen
            if state.screen.in_game:
                state.resume = self._play_screen()  # a reload on Rules resumes this turn
                if state.game is not None:
                    state.focus = f"#rules-{game_rules_sections(state)[0]}"
        state.screen = Screen.RULES

    def _show_scoreboard(self, _arg: str) -> None:
        self.state.return_to = self.state.screen
        self.state.screen = Screen.SCOREBOARD

    def _back(self, _arg: str) -> None:
        state = self.state
        target = state.rules_from if state.screen is Screen.RULES else state.return_to
        if target.in_game and not self.state.game_in_progress():
            target = Screen.HOME
        self.state.screen = target

    def _back_button(self, _arg: str) -> None:
        """The phone's or browser's Back: one step up, ending at Home (whose Back leaves
        the app). An open question is cancelled; a game screen goes Home, never to another
        player's turn; Rules and the scoreboard return where they were opened."""
        state = self.state
        if state.elsewhere:
            return  # only Use this tab goes on
        if state.confirm is not None or state.copy_text is not None or state.value_entry:
            self._cancel("")
        elif state.screen in (Screen.RULES, Screen.SCOREBOARD):
            self._back("")
        elif state.screen is Screen.HISTORY_GAME:
            self._show_history("")
        else:
            self._go_home("")

    def _show_history(self, _arg: str) -> None:
        if self.state.screen is not Screen.HISTORY_GAME:  # (back from a game: as it was)
            self.state.history_shown = HISTORY_PAGE
        self.state.history = self.storage.history()
        self.state.history_game = None
        self.state.screen = Screen.HISTORY

    def _more_history(self, _arg: str) -> None:
        """Show More on History: the next page of older entries, the first of them focused."""
        state = self.state
        first = state.history[state.history_shown : state.history_shown + 1]
        state.history_shown += HISTORY_PAGE
        if first and SELECTOR_SAFE.fullmatch(first[0]["id"]):
            state.focus = f'[data-action="open-history"][data-arg="{first[0]["id"]}"]'

    def _open_history(self, entry_id: str) -> None:
        self.state.history = self.storage.history()  # the screen shows the entry from it
        entry = self.storage.history_entry(entry_id)
        self.state.history_open = entry_id
        self.state.history_game = None
        if entry is not None and entry.get("kind") is None:
            self.state.history_game = entry_game(entry)
        elif entry is not None and is_unfinished(entry):
            unfinished = self._unfinished_play(entry)
            self.state.history_game = None if unfinished is None else unfinished.game
        game = self.state.history_game
        self.state.proof = None
        self.state.proof_due = game is not None and game.is_over()
        self.state.screen = Screen.HISTORY_GAME

    def _continue_unfinished(self, entry_id: str, *, confirmed: bool = False) -> None:
        """Continue this game: an unfinished game or match from History is the one in play
        again (asking first when another is in progress: that one goes to History in its
        place). Replayed from its log first: one changed outside the app is refused."""
        entry = self.storage.history_entry(entry_id)
        if entry is None or not is_unfinished(entry):
            return
        play = self._unfinished_play(entry)
        if play is None:
            return
        if not confirmed and self.state.game_in_progress():
            what = "match" if play.match is not None else "game"
            self._ask(
                "continue_unfinished",
                "continue-unfinished",
                entry_id,
                f"history.continue_{what}",
                game=self._game_name(),
            )
            return
        self._shelve()
        self.storage.delete_history(entry_id)
        self.state.history = self.storage.history()
        self.state.history_game = None
        self.state.moves = []
        self.state.bests = []
        self.state.coach_note = None
        self.state.proof = None
        self.state.clear_typed()
        self._take_up(play)
        self.state.screen = play.screen
        self.state.announcement = Msg.of("play.unfinished_continued", game=self._game_name())

    def _unfinished_play(self, entry: dict[str, Any]) -> Play | None:
        """An unfinished entry's game or match, replayed; None, with the usual message,
        when it was changed outside the app."""
        try:
            return unfinished_play(entry)
        except (balut.BalutError, KeyError, TypeError, ValueError, OverflowError) as error:
            what = Msg.of(f"storage.slot.{'match' if entry.get('of') == 'match' else 'game'}")
            self._warn(
                Msg.of("storage.unfinished_refused", what=what, reason=saved_play.refusal(error))
            )
            return None

    def _game_name(self) -> Msg:
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

    def _shelve(self) -> None:
        """The game or match in progress goes to History as unfinished (to be continued
        from there), and no game is in play."""
        state = self.state
        play = self._play()
        if play is not None and state.game_in_progress():
            self.records.add_unfinished(play, self.clock.saved(state.timer))
        self.storage.clear_game()
        self.storage.clear_match()
        state.game = None
        state.match = None
        state.match_id = None
        state.last_fill = None
        state.timer = TurnTimer()
        state.review = []
        state.bots = {}
        state.stake = Stake()
        state.resume = Screen.TURN
        state.announcement = None  # (what was said of its turn)
        state.toast_at = None
        state.hint_open = False
        self.records.forget()

    def _ask(
        self,
        what: str,
        action: str,
        arg: str = "",
        button: str = "dialog.confirm",
        **values: str | int | Msg,
    ) -> None:
        self.state.confirm = Confirm(
            Msg.of(f"confirm.{what}.title"),
            Msg.of(f"confirm.{what}.message", **values),
            action,
            arg,
            Msg.of(button),
        )

    def _delete_history(self, entry_id: str, *, confirmed: bool = False) -> None:
        if not confirmed:
            self._ask("delete_history", "delete-history", entry_id)
            return
        self.storage.delete_history(entry_id)
        self._show_history("")
        self.state.announcement = Msg.of("play.history_deleted")

    def _clear_history(self, _arg: str, *, confirmed: bool = False) -> None:
        if not confirmed:
            self._ask("clear_history", "clear-history")
            return
        self.storage.clear_history()
        self._show_history("")
        self.state.announcement = Msg.of("play.history_cleared")

    def _confirm(self, _arg: str) -> None:
        pending = self.state.confirm
        self.state.confirm = None
        if pending is not None:
            self._confirmed[pending.action](pending.arg)

    def _cancel(self, _arg: str) -> None:
        pending = self.state.confirm
        self.state.confirm = None
        if self.state.copy_text is not None:  # the copy-by-hand notice closed
            self.state.copy_text = None
            self.state.focus = '[data-action="share-result"]'
            return
        if self.state.value_entry is not None:  # the value dialog closed unsaved
            row = self.state.value_entry.value
            self.state.value_entry = None
            self.state.value_error = None
            self.state.focus = f'[data-action="ask-value"][data-arg="{row}"]'
            return
        # Back to the button that asked, when its argument is safe inside a CSS selector
        # (a history id edited by hand in storage might not be); a button without an
        # argument has no data-arg at all.
        if pending is None:
            return
        if not pending.arg:
            self.state.focus = f'[data-action="{pending.action}"]:not([data-arg])'
        elif SELECTOR_SAFE.fullmatch(pending.arg):
            self.state.focus = f'[data-action="{pending.action}"][data-arg="{pending.arg}"]'

    def _choose_language(self, language: str) -> None:
        """Speak `language` from now on, and next time the app opens."""
        i18n.use(language)  # ValueError for a language without a catalog
        self.storage.save_language(language)

    def _dismiss_warnings(self, _arg: str) -> None:
        self.state.warnings = []

    # --- setup --------------------------------------------------------------------------

    def _new_game(self, _arg: str, *, confirmed: bool = False) -> None:
        # Starting a new game replaces the running one (or match): never without asking.
        # It goes on until the new one starts, then to History as unfinished (`_begin`).
        if not confirmed and self.state.game_in_progress():
            self._ask("new_game", "new-game", button="nav.new_game", game=self._game_name())
            return
        settings = self.storage.load_settings()
        self.state.setup = SetupDraft.from_settings(settings, [])
        self.state.play = PlayDraft.from_settings(settings.get("play"))
        self.state.setup.teams = self.state.play.teams
        # The last game's house options come back, and the setup says so (with a reset).
        self.state.setup_reused = bool(house_notes(self.state.setup, self.state.play))
        # Names the setup would refuse now (saved by an older version) are not offered.
        self.state.remembered_names = [
            name
            for name in self.storage.remembered_names()
            if not name_error(normalised_name(name))
        ]
        self.state.screen = Screen.SETUP

    def _reset_options(self, _arg: str) -> None:
        """Reset to defaults: the house options of a first game (rule set and players stay)."""
        self.state.play = reset_options(self.state.setup, self.state.play)
        self.state.setup_reused = False
        self.state.announcement = Msg.of("setup.options_reset")
        self.state.focus = '[data-action="start-game"]'

    def _add_name(self, name: str) -> None:
        """Add a player row (a remembered name fills the first empty row instead)."""
        names = self.state.setup.names
        empty = next((i for i, n in enumerate(names) if not n.strip()), None)
        if name and empty is not None:
            names[empty] = name
            return
        if len(names) < MAX_PLAYERS:
            self.state.setup.add_seat(name)
            self.state.focus = f"#player-{len(names)}"

    def _add_bot(self, _arg: str) -> None:
        """Add a bot seat (a club player, named "Bot 1", "Bot 2", ...)."""
        draft = self.state.setup
        if len(draft.names) >= MAX_PLAYERS:
            return
        taken = {name_key(n) for n in draft.players()}
        names = (i18n.t("bot.name", number=n) for n in range(1, MAX_PLAYERS + 2))
        draft.add_seat(next(n for n in names if name_key(n) not in taken), DEFAULT_BOT_LEVEL)
        self.state.focus = f"#player-{len(draft.names)}"

    def _name_entered(self, arg: str) -> None:
        """Enter in a name field: on to the next name, from the last one to Start game."""
        following = int(arg) + 2  # the next field's seat number
        if following <= len(self.state.setup.names):
            self.state.focus = f"#player-{following}"
        else:
            self.state.focus = '[data-action="start-game"]'

    def _remove_player(self, arg: str) -> None:
        names = self.state.setup.names
        index = int(arg)
        if len(names) > 1 and 0 <= index < len(names):
            self.state.setup.remove_seat(index)
            self.state.focus = "[data-action=add-player]"

    def _next_colour(self, arg: str) -> None:
        if arg.isdigit():
            self.state.setup.next_colour(int(arg))

    def _move_player(self, arg: str) -> None:
        names = self.state.setup.names
        index, step = (int(part) for part in arg.split(":"))
        target = index + step
        if 0 <= index < len(names) and 0 <= target < len(names):
            self.state.setup.swap_seats(index, target)
            self.state.focus = f'[data-action="move-player"][data-arg="{target}:{step}"]'

    def _remove_member(self, arg: str) -> None:
        team, _, index = arg.partition(":")
        self.state.play.remove_member(int(team), int(index))

    def _start_game(self, _arg: str) -> None:
        draft = self.state.setup
        draft.tried_start = True
        if not self.state.controls_valid():
            self.state.focus = "[aria-invalid=true]"
            return
        try:
            rules = draft.rules().derive(**self.state.play.options())
        except balut.InvalidInputError as error:  # the core refused an option: say why
            self._warn(Msg.of("play.bad_options", reason=reason(error, "error.invalid_input")))
            return
        teams = self.state.play.teams
        bots = self.state.play.team_bot_levels() if teams else draft.bot_levels()
        if not teams:  # (a team game remembers its members when it begins)
            self.storage.remember_names(
                [name for seat, name in enumerate(draft.players()) if seat not in bots]
            )
        # Teams: the two seats take the first two colours; players, what the setup picked.
        colours = (
            seat_colours(2, self.state.play.team_colours)
            if teams
            else seat_colours(len(draft.names), draft.colours)
        )
        self.storage.save_settings({**draft.to_settings(), "play": self.state.play.to_settings()})
        stake = self.state.play.stake_value() or Stake()  # checked: controls_valid
        self._begin(draft.players(), rules, Seating(bots, colours, stake))

    def _begin(self, players: list[str], rules: balut.RuleSet, seating: Seating) -> None:
        """Start what the setup asked for: a game or a match, of players or of teams. The
        core checks the setup first, so a refused start leaves a running match alone; the
        game it replaces goes to History with its own bots, colours and stake, and only
        then does `seating` become the table's."""
        play = self.state.play
        teams = play.team_lists() if play.teams else None
        seats = (play.seat_names() if teams else players) or []
        match = None
        real = play.real_dice
        if play.match == "single":
            kind = balut.RealDiceGame if real else balut.Game
            game = kind(seats, rules=rules, seed=self._next_seed(), teams=teams)
        else:
            match = balut.Match(
                seats or None,
                rules=rules,
                games=play.planned_games(),
                seed=self._next_seed(),
                teams=teams,
                real_dice=real,
            )
            game = match.current_game
        if self.state.game_in_progress():  # (never without New game's question first)
            self._shelve()  # the game or match it replaces goes to History, unfinished
        self.storage.clear_match()
        self.state.bots = seating.bots
        self.state.colours = seating.colours
        self.state.stake = seating.stake
        if teams:  # (a bot's team has none to remember)
            people = [team for seat, team in enumerate(teams) if seat not in self.state.bots]
            self.storage.remember_names([n for team in people for n in team])
        self.state.match = match
        self.state.match_id = None if match is None else f"m{int(time.time() * 1000):x}"
        self._open_game(game)

    def _play_again(self, _arg: str) -> None:
        game = self.state.game
        if game is not None:
            self.state.match = None
            self.state.match_id = None
            self._open_game(
                type(game)(
                    list(game.players),
                    rules=game.rules,
                    seed=self._next_seed(),
                    teams=game.teams,
                )
            )

    def _next_seed(self) -> int | None:
        """The test hook's seed for the next game (None in normal use)."""
        seed = self._seed
        if self._seed is not None:
            self._seed += 1
        return seed

    def _open_game(self, game: balut.Game) -> None:
        """Show a new game: its opening roll-off, or the first turn."""
        self.state.game = game
        self.state.timer = TurnTimer()
        self.state.last_fill = None
        self.state.moves = []
        self.state.review = []
        self.state.bests = []
        self.state.coach_note = None
        self.state.proof = None
        self.state.proof_due = False
        self.state.clear_typed()
        self.records.forget()
        if game.needs_opener:  # real dice: the table rolls off with its own dice
            self.state.screen = Screen.ROLL_OFF
            self.state.announcement = Msg.of("real.rolloff.title")
            return
        self.state.screen = Screen.ROLL_OFF if game.roll_off else Screen.TURN
        self.state.announcement = (
            Msg.of(
                "play.opening_starts",
                player=game.opening_order[0],
                count=seat_size(game, game.opening_order[0]),
            )
            if game.roll_off
            else Msg.of("play.starts", player=game.current_player, count=1)
        )

    # --- after a box --------------------------------------------------------------------

    def _roll(self, _arg: str) -> None:
        """A roll; after the first, it is a hold the coach prices."""
        game = self.turns.game()
        judged = None
        if game.dice is not None and game.rolls_left:
            keep = tuple(sorted(d for d, held in zip(game.dice, game.held, strict=True) if held))
            judged = judge(game, strategy.Option("hold", 0.0, keep=keep))
        self.turns.roll()
        self.state.toast_at = None
        self._judged(judged)

    def _fill(self, arg: str, *, confirmed: bool = False) -> None:
        game = self.turns.game()
        category, jackpot, crossed = parse_fill(arg)
        box = strategy.Fill(category, jackpot, crossed)
        judged = judge(game, strategy.Option("fill", 0.0, fill=box)) if game.dice else None
        filled = self.turns.fill(arg, confirmed=confirmed)
        if filled:
            self._judged(judged)
        self._filled(filled)

    def _finish_member(self, _arg: str) -> None:
        """A team member stands on their dice: a move the coach prices."""
        game = self.turns.game()
        judged = judge(game, strategy.Option("stand", 0.0)) if game.dice else None
        self.turns.finish_member()
        self._judged(judged)

    def _pick(self, arg: str) -> None:
        """The captain takes a member's dice: a move the coach prices."""
        game = self.turns.game()
        picking = game.picking and arg.isascii() and arg.isdigit()  # (a change of pick too)
        judged = judge(game, strategy.Option("pick", 0.0, member=int(arg))) if picking else None
        self.turns.pick(arg)
        self._judged(judged)

    def _judged(self, judged: Judged | None) -> None:
        """A person's move, priced: kept for the review, named when the Coach is on and
        it cost at least ``COSTLY``."""
        if judged is not None:
            self.state.review = [*self.state.review, judged]
        on = self.state.coach_on and judged is not None and judged.loss >= COSTLY
        self.state.coach_note = judged if on else None

    def _bot_step(self, _arg: str) -> None:
        """The app's timer: the bot whose turn it is takes its next action."""
        if bot_playing(self.state) is not None:
            self._bot_acts(once=True)

    def _bot_skip(self, _arg: str) -> None:
        """Skip: the bot plays the rest of its turn at once."""
        if bot_playing(self.state) is not None:
            self._bot_acts(once=False)

    def _bot_acts(self, *, once: bool) -> None:
        game = self.turns.game()
        seat = game.current_seat
        while True:
            before = len(game.log)
            filled = bot_step(self.state, game)
            entry = game.log[-1]
            if filled:
                self.turns.bot_filled(seat, entry)
                self._filled(True)
                return
            if len(game.log) > before and entry["action"] == "roll":
                self.turns.rolled(game.dice or ())
            if once:
                return

    def _toggle_hint(self, _arg: str) -> None:
        """The coach's hint on the turn screen: shown (priced for the moment) or hidden."""
        self.state.hint_open = not self.state.hint_open

    def _filled(self, filled: bool) -> None:
        """A box was filled (or a turn busted): game over, hand-off, or the solo next turn
        (with the undo toast, when the box was a person's and a person plays on)."""
        if not filled:
            return
        self.state.hint_open = False  # the next turn asks again
        self.state.toast_at = None
        game = self.turns.game()
        people = len(game.players) - len(self.state.bots)
        if game.tiebreak_contenders:  # real dice: the table throws for the tie first
            self._tiebreak_due(game)
        elif game.is_over():
            self._finish_game(game)
        elif people > 1 and game.current_index not in self.state.bots:
            # The phone passes between people only: a bot's turn, or the one person's
            # turn after the bots', comes straight on.
            self.state.screen = Screen.HANDOFF
        else:
            self.state.screen = Screen.TURN
            self.state.focus = "[data-action=roll]"
            if bot_playing(self.state) is None and not bot_filled_last(self.state, game):
                self.state.toast_at = self.clock.now()

    def _tiebreak_due(self, game: balut.Game) -> None:
        """Game over with a tie the table must throw for: the throws are asked first."""
        self.state.screen = Screen.GAME_OVER
        self.state.focus = "#rolloff-title"
        names = names_list([game.players[seat] for seat in game.tiebreak_contenders])
        self.state.announcement = Msg.of("real.tiebreak.due", players=names)

    def _enter_tiebreak(self, _arg: str) -> None:
        """Real dice: the tiebreak throws typed; the game is finished once no tie is left."""
        if self.turns.enter_tiebreak():
            self._filled(True)

    def _finish_game(self, game: balut.Game) -> None:
        match = self.state.match
        self.state.bests = self.records.add_game(game, match, self.state.match_id)
        if not self.storage.persist_asked():  # the first game kept: ask to keep the data
            self.state.persist_due = True
            self.storage.mark_persist_asked()
        if match is not None and match.is_over():  # a fixed match is complete
            self.records.add_match(match, self.state.match_id)
        self.state.proof = None
        self.state.proof_due = True
        self.state.screen = Screen.GAME_OVER
        winners = game.winners
        self.state.announcement = (
            Msg.of("play.game_over_winner", winner=winners[0], count=seat_size(game, winners[0]))
            if len(winners) == 1
            else Msg.of("play.game_over")
        )

    def _toast_done(self, _arg: str) -> None:
        self.state.toast_at = None

    def _undo(self, _arg: str, *, confirmed: bool = False) -> None:
        """Undo the last box. On the filler's own screens (hand-off, toast, their next
        solo turn, game over) at once; from the next player's turn it is another's box,
        so it asks first, by name."""
        game = self.turns.game()
        if bot_filled_last(self.state, game):
            return
        fill = self.state.last_fill
        others = fill is not None and fill.player != game.current_seat
        if not confirmed and others and self.state.screen is Screen.TURN and game.can_undo():
            assert fill is not None
            kind = "crossed" if fill.crossed else "scored"
            self.state.confirm = Confirm(
                Msg.of(
                    f"confirm.undo_{kind}.title",
                    player=fill.player,
                    score=fill.score,
                    box=fill.box,
                ),
                Msg.of("confirm.undo.message", player=fill.player),
                "undo",
                button=Msg.of("nav.undo"),
                cancel=Msg.of("dialog.keep"),
            )
            return
        self.state.toast_at = None
        game.undo()
        self.records.withdraw()  # Undo at game over: the game is not finished after all
        self.state.bests = []
        self.state.proof = None
        self.state.proof_due = False
        self._typed_from_game(game)
        self.state.last_fill = None
        if game.is_over():  # the tiebreak's last throws were taken back
            self._tiebreak_due(game)
            return
        self.state.screen = Screen.TURN
        self.state.announcement = (
            Msg.of("play.undone_fill", player=fill.player, box=fill.box)
            if fill
            else Msg.of("play.undone")
        )

    # --- score a paper sheet ------------------------------------------------------------

    def _show_paper(self, _arg: str) -> None:
        """Score a paper sheet (what was typed before is kept until it is saved)."""
        if self.state.paper.saved:
            self.state.paper = PaperDraft()
        self.state.announcement = None  # nothing said on another screen carries over
        self.state.screen = Screen.PAPER

    def _paper_tap(self, name: str) -> Callable[[str], None]:
        """A tap on the paper sheets' screen, handed to the draft."""

        def tap(arg: str) -> None:
            self.state.announcement = None  # "Saved to history" was about other sheets
            self.state.paper.perform(name, arg)

        return tap

    def _save_paper(self, _arg: str) -> None:
        """The scored sheets go to history like a finished game."""
        draft = self.state.paper
        if draft.saved or draft.standings() is None:
            return
        self.records.add_paper(paper_entry(draft))
        draft.saved = True
        self.state.announcement = Msg.of("paper.saved")

    # --- check codes and result links ---------------------------------------------------

    def _proof_game(self) -> balut.Game | None:
        """The finished game on screen (game over, or a history game)."""
        state = self.state
        return state.history_game if state.screen is Screen.HISTORY_GAME else state.game

    def _make_proof(self) -> None:
        """The check code and link of the finished game on screen, made after its paint."""
        game = self._proof_game()
        if self.state.proof_due and game is not None and game.is_finished():
            self.state.proof = proof_of(game)
        self.state.proof_due = False

    def _share_result(self, _arg: str) -> None:
        """Share result: the ranking, check code and link go to the phone's share sheet
        (the app hands `outbox` on within the tap, as the Web Share API requires)."""
        state = self.state
        game = self._proof_game()
        if game is None or state.proof is None:
            return
        url = f"{state.page_url}#{state.proof.fragment}"
        # The stake settles at game over (a match on its totals); a history game has none.
        table = state.match or game
        settled = settle_lines(table, state.stake) if state.screen is Screen.GAME_OVER else []
        text = share_text(game, state.proof, settled)
        state.outbox = Shared(i18n.t("proof.share_title"), text, url)

    def _shared(self, outcome: str) -> None:
        """What became of a shared result: "shared", "copied", "cancelled" or "failed"
        (then the text and link are shown to copy by hand)."""
        shared, self.state.outbox = self.state.outbox, None
        if outcome in ("shared", "copied"):
            self.state.announcement = Msg.of(f"proof.{outcome}")
        elif outcome == "failed" and shared is not None:
            self.state.copy_text = f"{shared.text}\n{shared.url}"

    def _show_verify(self, _arg: str) -> None:
        self.state.checked = None
        self.state.screen = Screen.VERIFY

    def _check_result(self) -> None:
        state = self.state
        state.checked = check_link(state.verify_link, state.verify_code)
        state.announcement = state.checked.verdict

    def _open_link(self, fragment: str) -> None:
        """A result link opened the app: verify it at once (the game in progress waits)."""
        self.state.verify_link = fragment[:MAX_LINK_CHARS]
        self.state.verify_code = ""
        self.state.screen = Screen.VERIFY
        self._check_result()

    # --- match play ---------------------------------------------------------------------

    def _next_game(self, _arg: str) -> None:
        if self.state.match is not None:
            self._open_game(self.state.match.new_game())

    def _end_match(self, _arg: str) -> None:
        match = self.state.match
        if match is None:
            return
        if any(g.is_over() for g in match.games):
            self.records.add_match(match, self.state.match_id)
        self.storage.clear_match()
        self.storage.clear_game()
        self.state.match = None
        self.state.match_id = None
        self._show_history("")
        self.state.announcement = Msg.of("play.match_saved")
