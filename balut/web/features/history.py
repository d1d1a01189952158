"""History: the list of past games (a page at a time), an entry opened, an unfinished
game taken up again, entries deleted."""

from __future__ import annotations

from types import MappingProxyType

from ..effects import MakeProof
from ..feature import Feature, Handler
from ..history_screen import history_game_screen, history_screen
from ..i18n import Msg
from ..records import entry_game, is_unfinished
from ..session import Session
from ..state import HISTORY_PAGE, Screen


class History(Feature):
    """The history list and its entries."""

    views = MappingProxyType(
        {Screen.HISTORY: history_screen, Screen.HISTORY_GAME: history_game_screen}
    )

    def actions(self) -> dict[str, Handler]:
        return {
            "history": lambda _arg: show_history(self.session),
            "more-history": lambda _arg: self._more(),
            "open-history": self._open,
            "continue-unfinished": self._continue_unfinished,
            "delete-history": self._delete,
            "clear-history": lambda _arg: self._clear(),
        }

    def shared(self) -> tuple[object, ...]:
        """The entries listed (read again from storage, never changed in place)."""
        return (self.state.history.entries,)

    def confirmed(self) -> dict[str, Handler]:
        return {
            "delete-history": lambda arg: self._delete(arg, confirmed=True),
            "clear-history": lambda _arg: self._clear(confirmed=True),
            "continue-unfinished": lambda arg: self._continue_unfinished(arg, confirmed=True),
        }

    def back(self) -> bool:
        """An entry's Back returns to the list."""
        if self.state.screen is not Screen.HISTORY_GAME:
            return False
        show_history(self.session)
        return True

    def _more(self) -> None:
        """Show More on History: the next page of older entries, the first of them focused."""
        state = self.state
        first = state.history.entries[state.history.shown : state.history.shown + 1]
        state.history.shown += HISTORY_PAGE
        if first and first[0]["id"]:
            self.session.focus_button("open-history", first[0]["id"])

    def _open(self, entry_id: str) -> None:
        state, storage = self.state, self.session.storage
        state.history.entries = storage.history()  # the screen shows the entry from it
        entry = storage.history_entry(entry_id)
        state.history.open = entry_id
        state.history.game = None
        if entry is not None and entry.get("kind") is None:
            state.history.game = entry_game(entry)
        elif entry is not None and is_unfinished(entry):
            unfinished = self.session.unfinished(entry)
            state.history.game = None if unfinished is None else unfinished.game
        game = state.history.game
        state.proofs.proof = None
        if game is not None and game.is_over():
            self.session.emit(MakeProof())
        state.screen = Screen.HISTORY_GAME

    def _continue_unfinished(self, entry_id: str, *, confirmed: bool = False) -> None:
        """Continue this game: an unfinished game or match from History is the one in play
        again (asking first when another is in progress: that one goes to History in its
        place). Replayed from its log first: one changed outside the app is refused."""
        session, state = self.session, self.state
        entry = session.storage.history_entry(entry_id)
        if entry is None or not is_unfinished(entry):
            return
        play = session.unfinished(entry)
        if play is None:
            return
        if not confirmed and state.game_in_progress():
            what = "match" if play.match is not None else "game"
            session.ask(
                "continue_unfinished",
                "continue-unfinished",
                entry_id,
                f"history.continue_{what}",
                game=session.game_name(),
            )
            return
        session.shelve()
        session.storage.delete_history(entry_id)
        state.history.entries = session.storage.history()
        state.history.game = None
        state.turn.moves = []
        state.turn.bests = []
        state.turn.coach_note = None
        state.proofs.proof = None
        state.entry.clear()
        session.take_up(play)
        state.screen = play.screen
        session.say("play.unfinished_continued", game=session.game_name())

    def _delete(self, entry_id: str, *, confirmed: bool = False) -> None:
        if not confirmed:
            self.session.ask("delete_history", "delete-history", entry_id)
            return
        self.session.storage.delete_history(entry_id)
        show_history(self.session)
        self.state.announcement = Msg.of("play.history_deleted")

    def _clear(self, *, confirmed: bool = False) -> None:
        if not confirmed:
            self.session.ask("clear_history", "clear-history")
            return
        self.session.storage.clear_history()
        show_history(self.session)
        self.state.announcement = Msg.of("play.history_cleared")


def show_history(session: Session) -> None:
    """The history list (back from an entry: as it was)."""
    state = session.state
    if state.screen is not Screen.HISTORY_GAME:
        state.history.shown = HISTORY_PAGE
    state.history.entries = session.storage.history()
    state.history.game = None
    state.screen = Screen.HISTORY
