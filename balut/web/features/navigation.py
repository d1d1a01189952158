"""Home, Continue, the Rules screen, the scoreboard and the app's own comings and goings
(another tab taking over, the page hidden)."""

from __future__ import annotations

from types import MappingProxyType

from ..feature import Feature, Handler
from ..i18n import Msg
from ..rules_screen import game_rules_sections, rules_screen
from ..scoreboard_screen import scoreboard_screen
from ..state import Screen

JOURNAL_OFF_WARNING = Msg.of("storage.journal_off")


class Navigation(Feature):
    """Moving between screens, and the tab's standing."""

    # (Home is drawn by the registry: every feature may put a part on it, `on_home`)
    views = MappingProxyType({Screen.RULES: rules_screen, Screen.SCOREBOARD: scoreboard_screen})

    def actions(self) -> dict[str, Handler]:
        return {
            "home": lambda _arg: self.go_home(),
            "continue": lambda _arg: self._continue(),
            "rules": lambda _arg: self._show_rules(),
            "back": lambda _arg: self._back(),
            "scoreboard": lambda _arg: self._show_scoreboard(),
            "dismiss-warnings": lambda _arg: self._dismiss_warnings(),
            "page-visibility": self._page_visibility,
            "changed-elsewhere": lambda _arg: self.changed_elsewhere(),
            "journal": self._journal,
        }

    def back(self) -> bool:
        """Rules and the scoreboard return where they were opened."""
        if self.state.screen not in (Screen.RULES, Screen.SCOREBOARD):
            return False
        self._back()
        return True

    def go_home(self) -> None:
        if self.state.screen.in_game:
            self.state.nav.resume = self.session.play_screen()
        self.state.screen = Screen.HOME

    def _continue(self) -> None:
        state = self.state
        if not state.game_in_progress():
            return
        # A match between games shows its standings.
        between = state.match is not None and state.game is not None and state.game.is_over()
        state.screen = Screen.GAME_OVER if between else state.nav.resume

    def _show_rules(self) -> None:
        """The Rules screen; from a game it opens at the game's rule set and its Back
        returns to the same screen (the scoreboard keeps what it covers)."""
        state = self.state
        if state.screen is not Screen.RULES:
            state.nav.rules_from = state.screen
            if state.screen.in_game:
                state.nav.resume = self.session.play_screen()  # a reload on Rules resumes this turn
                if state.game is not None:
                    self.session.focus(f"#rules-{game_rules_sections(state)[0]}")
        state.screen = Screen.RULES

    def _show_scoreboard(self) -> None:
        self.state.nav.return_to = self.state.screen
        self.state.screen = Screen.SCOREBOARD

    def _back(self) -> None:
        state = self.state
        target = state.nav.rules_from if state.screen is Screen.RULES else state.nav.return_to
        if target.in_game and not state.game_in_progress():
            target = Screen.HOME
        state.screen = target

    def _dismiss_warnings(self) -> None:
        self.state.warnings = []

    def changed_elsewhere(self) -> None:
        """Another tab wrote the saved play or history: only one tab may play. This one
        writes nothing more and takes no tap; taking over means reloading what that tab
        saved (the page's `reload-page`)."""
        self.session.storage.freeze()
        self.state.elsewhere = True
        self.state.confirm = None

    def _journal(self, off: str) -> None:
        """Crash protection stopped (`off` says why) or runs again (""): off in the middle of
        a visit, every screen warns at once, before a kill can lose anything."""
        state = self.state
        state.journal_off = off or None
        if off:
            self.session.warn(JOURNAL_OFF_WARNING)
        else:
            state.warnings = [
                warning for warning in state.warnings if warning != JOURNAL_OFF_WARNING
            ]

    def _page_visibility(self, arg: str) -> None:
        """The page was hidden ("hidden") or shown again: the countdown pauses or goes on."""
        self.session.clock.visible = arg != "hidden"
