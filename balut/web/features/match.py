"""A match between its games: the next game, or the match ended and kept."""

from __future__ import annotations

from ..feature import Feature, Handler
from .history import show_history


class MatchPlay(Feature):
    """Next game and End match."""

    def actions(self) -> dict[str, Handler]:
        return {
            "next-game": lambda _arg: self._next_game(),
            "end-match": lambda _arg: self._end_match(),
        }

    def _next_game(self) -> None:
        if self.state.match is not None:
            self.session.open_game(self.state.match.new_game())

    def _end_match(self) -> None:
        """The match is kept in History (the games played) and History shows."""
        session, state = self.session, self.state
        match = state.match
        if match is None:
            return
        if any(g.is_over() for g in match.games):
            session.records.add_match(match, state.table.match_id)
        session.storage.clear_match()
        session.storage.clear_game()
        state.match = None
        state.table.match_id = None
        show_history(session)
        session.say("play.match_saved")
