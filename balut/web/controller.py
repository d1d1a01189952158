"""The game UI controller: taps become meaning-level actions on the game, then one render.

`Controller` owns the `UiState`, calls the rules core directly, saves through `Storage`
after every action and asks `screens.render` for the page. It never touches the DOM
itself: `balut.web.app` wires DOM events to `dispatch`/`edit` and paints the result.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import balut
from balut.sheet import PREDICTION_RANGE

from .play_actions import PlayActions
from .screens import rolls_left_words
from .screens_rules import rules_summary
from .setup import MAX_PLAYERS, SetupDraft, whole_number
from .speed import TurnTimer
from .state import Confirm, LastFill, Screen, UiState
from .storage import Storage
from .variant_setup import PlayDraft

SAVE_FORMAT = 1  # shape of the UI's wrapper around the core's game dict
SELECTOR_SAFE = re.compile(r"[\w:.-]*")  # an argument that may stand in a CSS selector


class Controller:
    """Applies actions to the state; the app paints `state` after each one."""

    def __init__(self, storage: Storage, *, seed: int | None = None) -> None:
        self.storage = storage
        self.state = UiState()
        self.focus: str | None = None  # CSS selector to focus after the next paint
        self._seed = seed
        self._finished_id: str | None = None
        self._actions: dict[str, Callable[[str], None]] = {
            "home": self._go_home,
            "new-game": self._new_game,
            "continue": self._continue,
            "history": self._show_history,
            "rules": self._show_rules,
            "back": self._back,
            "add-player": lambda _arg: self._add_name(""),
            "remove-player": self._remove_player,
            "move-player": self._move_player,
            "use-name": self._add_name,
            "start-game": self._start_game,
            "roll-off-done": self._start_turn,
            "start-turn": self._start_turn,
            "toggle-die": self._toggle_die,
            "roll": self._roll,
            "fill": self._ask_fill,
            "cross": self._ask_cross,
            "fill-now": self._fill,
            "cross-now": self._cross,
            "fill-jackpot": self._ask_jackpot,
            "cross-jackpot": self._ask_cross_jackpot,
            "fill-jackpot-now": self._fill_jackpot,
            "cross-jackpot-now": self._cross_jackpot,
            "predict": self._predict,
            "undo": self._undo,
            "scoreboard": self._show_scoreboard,
            "play-again": self._play_again,
            "open-history": self._open_history,
            "delete-history": self._ask_delete_history,
            "delete-history-now": self._delete_history,
            "clear-history": self._ask_clear_history,
            "clear-history-now": self._clear_history,
            "confirm": self._confirm,
            "cancel": self._cancel,
            "dismiss-warnings": self._dismiss_warnings,
        }
        self.play = PlayActions(self)  # teams, turn timer, match play
        self._actions.update(self.play.actions())
        self._restore()
        self._collect_warnings()

    # --- entry points -------------------------------------------------------------------

    def dispatch(self, name: str, arg: str = "") -> None:
        """Run one action (a tap); a rule the core refuses becomes a visible message."""
        handler = self._actions.get(name)
        if handler is None:
            return
        self.state.celebrate = False
        try:
            handler(arg)
        except balut.BalutError as error:
            self.state.announcement = str(error)
            self.state.warnings = [*self.state.warnings, f"Not allowed: {error}"]
        self.play.sync_timer()
        self._collect_warnings()

    def edit(self, field: str, arg: str, value: str) -> None:
        """A form field changed: a player's name, a setup option or the rule set."""
        draft = self.state.setup
        if field == "play":
            self.state.play.edit(arg, value)
            draft.teams = self.state.play.teams
        elif field == "bust":
            self.state.bust_choice = value
        elif field == "name" and arg.isdigit() and int(arg) < len(draft.names):
            draft.names[int(arg)] = value
        elif field == "option" and arg in draft.options:
            draft.options[arg] = value
        elif field == "ruleset":
            draft.choose_ruleset(value)
        elif field == "prediction":
            self.state.prediction_text = value[:12]
            self.state.prediction_error = ""

    def save(self) -> None:
        """Save the game in progress (also called before an app update)."""
        game = self.state.game
        if game is None:
            return
        screen = self._play_screen() if self.state.screen.in_game else self.state.resume
        fill = self.state.last_fill
        last_fill = None if fill is None else fill.to_dict()
        if self.play.save_match(screen, last_fill) or game.is_over():
            return
        self.storage.save_game({
            "format": SAVE_FORMAT,
            "game": game.to_dict(),
            "screen": screen.value,
            "last_fill": last_fill,
            "timer": self.play.timer_save(),
        })

    # --- start-up -----------------------------------------------------------------------

    def _restore(self) -> None:
        """Load a saved game: Home offers Continue, which returns to the screen it was left
        on (so a reload never shows a turn to whoever picks the phone up). Data the core
        refuses is quarantined by storage with a message."""
        if self.play.restore_match():
            return
        data = self.storage.load_game()
        if data is None:
            return
        try:
            if data.get("format") != SAVE_FORMAT:
                raise balut.InvalidInputError("unknown save format")
            game = balut.Game.from_dict(data["game"])
            screen = Screen(data.get("screen", Screen.TURN.value))
            last_fill = LastFill.from_dict(data.get("last_fill"))
        except (balut.BalutError, KeyError, TypeError, ValueError) as error:
            self.storage.quarantine_game(str(error) or type(error).__name__)
            return
        if game.is_over():
            self.storage.clear_game()
            return
        self.state.game = game
        self.state.last_fill = last_fill
        self.state.resume = screen if screen.in_game else Screen.TURN
        self.state.timer = TurnTimer.from_dict(data.get("timer"))

    def _collect_warnings(self) -> None:
        for message in self.storage.take_warnings():
            if message not in self.state.warnings:
                self.state.warnings = [*self.state.warnings, message]

    # --- navigation ---------------------------------------------------------------------

    def _go_home(self, _arg: str) -> None:
        if self.state.screen.in_game:
            self.state.resume = self._play_screen()
        self.state.screen = Screen.HOME

    def _continue(self, _arg: str) -> None:
        if self.state.game_in_progress():
            self.state.screen = self.play.continue_screen()

    def _play_screen(self) -> Screen:
        """The in-game screen to save and resume (the scoreboard resumes what it covers)."""
        screen = self.state.screen
        if screen is Screen.SCOREBOARD:
            screen = self.state.return_to
        return screen if screen.in_game and screen is not Screen.SCOREBOARD else Screen.TURN

    def _show_rules(self, _arg: str) -> None:
        if self.state.screen is not Screen.RULES:
            self.state.return_to = self.state.screen
        self.state.screen = Screen.RULES

    def _show_scoreboard(self, _arg: str) -> None:
        self.state.return_to = self.state.screen
        self.state.screen = Screen.SCOREBOARD

    def _back(self, _arg: str) -> None:
        target = self.state.return_to
        if target.in_game and not self.state.game_in_progress():
            target = Screen.HOME
        self.state.screen = target

    def _show_history(self, _arg: str) -> None:
        self.state.history = self.storage.history()
        self.state.history_game = None
        self.state.screen = Screen.HISTORY

    def _open_history(self, entry_id: str) -> None:
        self.state.history = self.storage.history()
        entry = next((e for e in self.state.history if e["id"] == entry_id), None)
        self.state.history_open = entry_id
        self.state.history_game = None
        if entry is not None:
            try:
                self.state.history_game = balut.Game.from_dict(entry["game"])
            except (balut.BalutError, KeyError, TypeError):
                self.state.history_game = None
        self.state.screen = Screen.HISTORY_GAME

    def _ask_delete_history(self, entry_id: str) -> None:
        self.state.confirm = Confirm("Delete this game?", "It is removed from history for good.",
                                     "delete-history-now", entry_id)

    def _delete_history(self, entry_id: str) -> None:
        self.storage.delete_history(entry_id)
        self._show_history("")
        self.state.announcement = "Game deleted from history."

    def _ask_clear_history(self, _arg: str) -> None:
        self.state.confirm = Confirm("Clear all history?",
                                     "Every finished game is removed for good.",
                                     "clear-history-now")

    def _clear_history(self, _arg: str) -> None:
        self.storage.clear_history()
        self._show_history("")
        self.state.announcement = "History cleared."

    def _confirm(self, _arg: str) -> None:
        pending = self.state.confirm
        self.state.confirm = None
        if pending is not None:
            self._actions[pending.action](pending.arg)

    def _cancel(self, _arg: str) -> None:
        pending = self.state.confirm
        self.state.confirm = None
        # Back to the button that asked, when its argument is safe inside a CSS selector
        # (a history id edited by hand in storage might not be).
        if pending is not None and pending.action.endswith("-now") and SELECTOR_SAFE.fullmatch(
                pending.arg):
            verb = pending.action.removesuffix("-now")
            self.focus = f'[data-action="{verb}"][data-arg="{pending.arg}"]'

    def _dismiss_warnings(self, _arg: str) -> None:
        self.state.warnings = []

    # --- setup --------------------------------------------------------------------------

    def _new_game(self, _arg: str) -> None:
        settings = self.storage.load_settings()
        self.state.setup = SetupDraft.from_settings(settings, [])
        self.state.play = PlayDraft.from_settings(settings.get("play"))
        self.state.setup.teams = self.state.play.teams
        self.state.remembered_names = self.storage.remembered_names()
        self.state.screen = Screen.SETUP

    def _add_name(self, name: str) -> None:
        """Add a player row (a remembered name fills the first empty row instead)."""
        names = self.state.setup.names
        empty = next((i for i, n in enumerate(names) if not n.strip()), None)
        if name and empty is not None:
            names[empty] = name
            return
        if len(names) < MAX_PLAYERS:
            names.append(name)
            self.focus = f"#player-{len(names)}"

    def _remove_player(self, arg: str) -> None:
        names = self.state.setup.names
        index = int(arg)
        if len(names) > 1 and 0 <= index < len(names):
            del names[index]
            self.focus = "[data-action=add-player]"

    def _move_player(self, arg: str) -> None:
        names = self.state.setup.names
        index, step = (int(part) for part in arg.split(":"))
        target = index + step
        if 0 <= index < len(names) and 0 <= target < len(names):
            names[index], names[target] = names[target], names[index]
            self.focus = f'[data-action="move-player"][data-arg="{target}:{step}"]'

    def _start_game(self, _arg: str) -> None:
        draft = self.state.setup
        draft.tried_start = True
        if not self.state.controls_valid():
            self.focus = "[aria-invalid=true]"
            return
        try:
            rules = draft.rules().derive(**self.state.play.options())
        except balut.InvalidInputError as error:  # the core refused an option: say why
            self.state.warnings = [*self.state.warnings, f"These options do not work: {error}"]
            return
        self.storage.remember_names(draft.players())
        self.storage.save_settings({**draft.to_settings(),
                                    "play": self.state.play.to_settings()})
        self.play.begin(draft.players(), rules)

    def _play_again(self, _arg: str) -> None:
        game = self.state.game
        if game is not None:
            self.state.match = None
            self._begin(list(game.players), game.rules, game.teams)

    def next_seed(self) -> int | None:
        """The test hook's seed for the next game (None in normal use)."""
        seed = self._seed
        if self._seed is not None:
            self._seed += 1
        return seed

    def _begin(self, players: list[str], rules: balut.RuleSet,
               teams: Any = None) -> None:
        self.open_game(balut.Game(players, rules=rules, seed=self.next_seed(), teams=teams))

    def open_game(self, game: balut.Game) -> None:
        """Show a new game: its opening roll-off, or the first turn."""
        self.state.game = game
        self.state.timer = TurnTimer()
        self.state.last_fill = None
        self._finished_id = None
        self.state.screen = Screen.ROLL_OFF if game.roll_off else Screen.TURN
        self.state.announcement = (
            f"Opening roll: {game.opening_order[0]} starts." if game.roll_off
            else f"{game.current_player} starts."
        )

    # --- the turn -----------------------------------------------------------------------

    def _game(self) -> balut.Game:
        if self.state.game is None:
            raise balut.IllegalActionError("there is no game in progress")
        return self.state.game

    def _start_turn(self, _arg: str) -> None:
        game = self._game()
        self.state.screen = Screen.TEAM_PICK if game.picking and game.picked is None \
            else Screen.TURN
        self.state.announcement = f"{game.current_player}'s turn."

    def _toggle_die(self, arg: str) -> None:
        game = self._game()
        index = int(arg)
        game.toggle_hold(index)
        assert game.dice is not None
        state = "held" if game.held[index] else "released"
        self.state.announcement = f"Die {index + 1} ({game.dice[index]}) {state}."

    def _roll(self, _arg: str) -> None:
        game = self._game()
        dice = game.roll()
        self.state.last_fill = None
        left = game.rolls_left
        words = ", ".join(str(v) for v in dice)
        self.state.celebrate = balut.Dice.of(dice).is_balut
        cheer = "Balut! " if self.state.celebrate else ""
        self.state.announcement = (
            f"{cheer}{game.current_player} rolled {words}. "
            + (f"{rolls_left_words(left)}." if left else "Choose a box.")
        )

    def _rolled_dice(self) -> tuple[int, ...]:
        """The dice on the table; a box chosen before the first roll is refused."""
        dice = self._game().dice
        if dice is None:
            raise balut.IllegalActionError("roll before choosing a box")
        return dice

    def _ask_fill(self, arg: str) -> None:
        game = self._game()
        category = balut.Category(arg)
        score = game.sheet(game.current_player).potential(self._rolled_dice()).get(category)
        if score == 0:
            self.state.confirm = Confirm(
                f"Score 0 in {category.label}?",
                f"These dice score nothing in {category.label}: its next box gets 0.",
                "fill-now", arg)
        else:
            self._fill(arg)

    def _ask_cross(self, arg: str) -> None:
        category = balut.Category(arg)
        self.state.confirm = Confirm(
            f"Cross out {category.label}?",
            f"The next open box of {category.label} gets a cross (0), whatever the dice.",
            "cross-now", arg)

    def _fill(self, arg: str) -> None:
        self._finish_fill(balut.Category(arg), crossed=False)

    def _cross(self, arg: str) -> None:
        self._finish_fill(balut.Category(arg), crossed=True)

    def _ask_jackpot(self, arg: str) -> None:
        game = self._game()
        category = balut.Category(arg)
        eligible, reason = game.sheet(game.current_player).jackpot_eligibility(
            category, self._rolled_dice())
        if eligible:
            self._fill_jackpot(arg)
        else:
            self.state.confirm = Confirm(
                f"Score 0 in Jackpot {category.label}?",
                f"{reason}: these dice put 0 in the {category.label} jackpot box, "
                "which means no jackpot for that row.",
                "fill-jackpot-now", arg)

    def _ask_cross_jackpot(self, arg: str) -> None:
        category = balut.Category(arg)
        self.state.confirm = Confirm(
            f"Cross out Jackpot {category.label}?",
            f"No jackpot for {category.label}: its jackpot box gets a cross (0).",
            "cross-jackpot-now", arg)

    def _fill_jackpot(self, arg: str) -> None:
        self._finish_fill(balut.Category(arg), crossed=False, jackpot=True)

    def _cross_jackpot(self, arg: str) -> None:
        self._finish_fill(balut.Category(arg), crossed=True, jackpot=True)

    def _predict(self, _arg: str) -> None:
        """State the current seat's prediction from the typed text (prediction option)."""
        game = self._game()
        low, high = PREDICTION_RANGE
        value = whole_number(self.state.prediction_text)
        try:
            if value is None:
                raise balut.InvalidInputError("not a whole number")
            game.predict(game.current_index, value)
        except balut.InvalidInputError:
            self.state.prediction_error = f"Enter a whole number from {low} to {high}"
            self.focus = "#prediction"
            return
        self.state.prediction_text = ""
        self.state.prediction_error = ""
        self.state.announcement = f"{game.current_seat} predicts {value}. Roll when ready."
        self.focus = "[data-action=roll]"

    def _finish_fill(self, category: balut.Category, *, crossed: bool,
                     jackpot: bool = False) -> None:
        game = self._game()
        player = game.current_seat  # a team's box is the team's, whoever rolled the dice
        score = game.fill(category, jackpot=jackpot, crossed=crossed)
        fill = LastFill(player, category, score, crossed, jackpot)
        self.state.last_fill = fill
        what = f"crossed out {fill.box}" if crossed else f"scored {score} in {fill.box}"
        self.state.announcement = f"{player} {what}."
        self.after_fill()

    def after_fill(self) -> None:
        """A box was filled (or a turn busted): game over, hand-off, or the solo next turn."""
        game = self._game()
        if game.is_over():
            self._finish_game()
        elif len(game.players) > 1:
            self.state.screen = Screen.HANDOFF
        else:
            self.state.screen = Screen.TURN
            self.focus = "[data-action=roll]"

    def _undo(self, _arg: str) -> None:
        game = self._game()
        if self._finished_id is not None:
            self.storage.delete_history(self._finished_id)
            self._finished_id = None
            self.play.undone()
        game.undo()
        fill = self.state.last_fill
        self.state.last_fill = None
        self.state.screen = Screen.TURN
        self.state.announcement = (f"Undone: {fill.player}'s {fill.box}. "
                                   f"Choose again." if fill else "Undone.")

    def _finish_game(self) -> None:
        game = self._game()
        standings = game.standings()
        winners = [s.player for s in standings if s.place == 1]
        entry: dict[str, Any] = {
            "finished": datetime.now(UTC).isoformat(timespec="seconds"),
            "rules": rules_summary(game.rules),
            "players": list(game.players),
            "standings": [{"place": s.place, "player": s.player, "points": s.result.points,
                           "dice_total": s.result.dice_total} for s in standings],
            "winner": " and ".join(winners),
            "game": game.to_dict(),
            **self.play.history_fields(),
        }
        self._finished_id = self.storage.add_to_history(entry)
        self.storage.clear_game()
        self.play.game_finished()
        self.state.screen = Screen.GAME_OVER
        self.state.announcement = f"Game over. {entry['winner']} wins." if len(winners) == 1 \
            else "Game over."
