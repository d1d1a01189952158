"""Controller actions for teams, the turn timer and match play.

`PlayActions` belongs to one `Controller`: it registers its taps in the controller's
action table, saves and restores a match (the match slot of `Storage` replaces the game
slot while a match runs) and keeps the Speed Balut timer in step with the screens.
All rules come from the core: `Game.finish_member/pick/timeout`, `Match.new_game`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import balut

from .match_screens import standings_rows
from .screens_rules import rules_summary
from .speed import TurnTimer, parse_slot, slot_label, slot_value, turn_key
from .state import LastFill, Screen, UiState

if TYPE_CHECKING:
    from .controller import Controller

MATCH_FORMAT = 1
# Screens on which a speed turn's time runs (see balut.web.speed for the reasons); the
# scoreboard too when it was opened from one of them.
TIMED_SCREENS = frozenset({Screen.TURN, Screen.TEAM_PICK})


def _monotonic_ms() -> float:
    return time.monotonic() * 1000


class PlayActions:
    """Teams, timer and match for one controller."""

    def __init__(self, controller: Controller) -> None:
        self.controller = controller
        self.now: Callable[[], float] = _monotonic_ms  # the app passes the page's clock
        self.visible = True
        self.match_id: str | None = None
        self._match_entry: str | None = None

    @property
    def state(self) -> UiState:
        return self.controller.state

    def actions(self) -> dict[str, Callable[[str], None]]:
        return {
            "add-member": lambda arg: self.state.play.add_member(int(arg)),
            "remove-member": self._remove_member,
            "finish-member": self._finish_member,
            "pick": self._pick,
            "team-repick": self._repick,
            "time-up": self._time_up,
            "bust": self._bust,
            "next-game": self._next_game,
            "end-match": self._end_match,
        }

    # --- setup and start ----------------------------------------------------------------

    def _remove_member(self, arg: str) -> None:
        team, _, index = arg.partition(":")
        self.state.play.remove_member(int(team), int(index))

    def begin(self, players: list[str], rules: balut.RuleSet) -> None:
        """Start what the setup asked for: a game or a match, of players or of teams."""
        play = self.state.play
        left = self.state.match  # a new game or match ends a match left unfinished
        if left is not None and not left.is_over() and any(g.is_over() for g in left.games):
            self._add_match_to_history(left)
        self.controller.storage.clear_match()
        teams = play.team_lists() if play.teams else None
        seats = (play.seat_names() if teams else players) or []
        if teams:
            self.controller.storage.remember_names([n for team in teams for n in team])
        if play.match == "single":
            self.state.match = None
            self.match_id = None
            self.controller._begin(seats, rules, teams)
            return
        seed = self.controller.next_seed()
        games = play.planned_games()
        match = balut.Match(seats or None, rules=rules, games=games, seed=seed, teams=teams)
        self.state.match = match
        self.match_id = f"m{int(time.time() * 1000):x}"
        self._match_entry = None
        self.controller.open_game(match.current_game)

    # --- team play ----------------------------------------------------------------------

    def _finish_member(self, _arg: str) -> None:
        game = self.controller._game()
        member = game.current_player
        game.finish_member()
        self.state.last_fill = None
        self.state.screen = Screen.HANDOFF
        self.state.announcement = f"{member} stands. Pass to {game.current_player}."

    def _pick(self, arg: str) -> None:
        game = self.controller._game()
        teams = game.teams
        dice = game.pick(int(arg))
        name = teams[game.current_index][int(arg)] if teams else ""
        self.state.screen = Screen.TURN
        words = ", ".join(str(v) for v in dice)
        self.state.announcement = f"Using {name}'s dice {words}. Choose a box."

    def _repick(self, _arg: str) -> None:
        if self.controller._game().picking:
            self.state.screen = Screen.TEAM_PICK

    # --- speed play ---------------------------------------------------------------------

    def sync_timer(self) -> None:
        """Run the countdown exactly while a speed turn is on a timed, visible screen."""
        game = self.state.game
        timer = self.state.timer
        now = self.now()
        if game is None or game.is_over() or not game.rules.speed_seconds:
            timer.run(False, now)
            return
        timer.follow(turn_key(game), game.rules.speed_seconds, now)
        # Stating a prediction before the first roll is not part of the timed turn.
        predicting = game.rules.prediction and game.current_seat not in game.predictions
        screen = self.state.screen
        if screen is Screen.SCOREBOARD:
            screen = self.state.return_to
        timer.run(self.visible and screen in TIMED_SCREENS and not predicting, now)

    def tick(self) -> bool:
        """Called by the app's interval: True when the running turn just ran out."""
        timer = self.state.timer
        return timer.running and timer.expired(self.now())

    def _time_up(self, _arg: str) -> None:
        game = self.controller._game()
        if not self.tick():
            return
        self.state.timer.ran_out()
        self.state.confirm = None
        self.state.bust_choice = slot_value(game.suggested_scratch())
        player = game.current_player
        self.state.screen = Screen.TIME_UP
        self.state.announcement = (f"Time's up for {player}. Suggested: cross out "
                                   f"{slot_label(game.suggested_scratch())}.")

    def _bust(self, arg: str) -> None:
        game = self.controller._game()
        if self.state.screen is not Screen.TIME_UP:
            return
        category, jackpot = parse_slot(arg or self.state.bust_choice)
        player, seat = game.current_player, game.current_seat
        game.timeout(category, jackpot)
        self.state.bust_choice = ""
        self.state.last_fill = LastFill(seat, category, 0, True, jackpot)
        box = slot_label((category, jackpot))
        self.state.announcement = f"Time's up: {player} crossed out {box}."
        self.controller.after_fill()

    # --- match play ---------------------------------------------------------------------

    def _next_game(self, _arg: str) -> None:
        match = self.state.match
        if match is None:
            return
        game = match.new_game()
        self.controller.open_game(game)

    def history_fields(self) -> dict[str, Any]:
        """What a finished game of a match adds to its history entry."""
        match = self.state.match
        if match is None:
            return {}
        return {"match": {"id": self.match_id, "game": len(match.games),
                          "of": match.planned_games}}

    def game_finished(self) -> None:
        """After a game went to history: a fixed match that is now complete goes too."""
        match = self.state.match
        if match is not None and match.is_over():
            self._add_match_to_history(match)

    def _add_match_to_history(self, match: balut.Match) -> None:
        rows = standings_rows(match)
        leaders = [str(r["player"]) for r in rows if r["place"] == 1]
        self._match_entry = self.controller.storage.add_to_history({
            "kind": "match",
            "finished": datetime.now(UTC).isoformat(timespec="seconds"),
            "rules": rules_summary(match.current_game.rules),
            "players": list(match.players),
            "standings": [{"place": r["place"], "player": r["player"], "points": r["total"]}
                          for r in rows],
            "table": rows,
            "games": sum(1 for g in match.games if g.is_over()),
            "winner": " and ".join(leaders),
            "match_id": self.match_id,
        })
        self.controller.storage.clear_match()

    def undone(self) -> None:
        """Undo at the end of a match's last game: the match is not finished after all."""
        if self._match_entry is not None:
            self.controller.storage.delete_history(self._match_entry)
            self._match_entry = None

    def _end_match(self, _arg: str) -> None:
        match = self.state.match
        if match is None:
            return
        if any(g.is_over() for g in match.games):
            self._add_match_to_history(match)
        self.controller.storage.clear_match()
        self.controller.storage.clear_game()
        self.state.match = None
        self.match_id = None
        self.controller._show_history("")
        self.state.announcement = "Match finished and saved to history."

    # --- saving -------------------------------------------------------------------------

    def timer_save(self) -> dict[str, Any] | None:
        return self.state.timer.to_dict(self.now())

    def save_match(self, screen: Screen, last_fill: dict[str, Any] | None) -> bool:
        """Save the match in progress; True when there is a match (the game slot stays
        empty then, so a reload never finds the game twice)."""
        match = self.state.match
        if match is None:
            return False
        if match.is_over():
            self.controller.storage.clear_match()
            return True
        if match.current_game.is_over():
            screen = Screen.GAME_OVER
        self.controller.storage.save_match({
            "format": MATCH_FORMAT, "id": self.match_id, "match": match.to_dict(),
            "screen": screen.value, "last_fill": last_fill, "timer": self.timer_save(),
            "finished_id": self.controller._finished_id,
        })
        self.controller.storage.clear_game()
        return True

    def restore_match(self) -> bool:
        """Load a saved match (True when one was resumed; a bad one is quarantined)."""
        data = self.controller.storage.load_match()
        if data is None:
            return False
        try:
            if data.get("format") != MATCH_FORMAT:
                raise balut.InvalidInputError("unknown save format")
            match = balut.Match.from_dict(data["match"])
            screen = Screen(data.get("screen", Screen.TURN.value))
            match_id = str(data.get("id") or "")
            last_fill = LastFill.from_dict(data.get("last_fill"))
        except (balut.BalutError, KeyError, TypeError, ValueError) as error:
            self.controller.storage.quarantine_match(str(error) or type(error).__name__)
            return False
        if match.is_over():
            self.controller.storage.clear_match()
            return False
        self.state.match = match
        self.match_id = match_id or None
        self.state.game = match.current_game
        self.state.last_fill = last_fill
        self.state.timer = TurnTimer.from_dict(data.get("timer"))
        finished = data.get("finished_id")
        over = match.current_game.is_over()
        # Undo of a finished game after a reload removes its history entry, as before it.
        self.controller._finished_id = finished if over and isinstance(finished, str) else None
        self.state.resume = Screen.GAME_OVER if over else (
            screen if screen.in_game else Screen.TURN)
        return True

    def continue_screen(self) -> Screen:
        """Where Continue leads: a match between games shows its standings."""
        game = self.state.game
        if self.state.match is not None and game is not None and game.is_over():
            return Screen.GAME_OVER
        return self.state.resume
