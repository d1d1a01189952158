"""What follows a box filled (by a tap, a bot, a typed value or a timeout): the game over,
a tie the table throws for, the hand-off, or the next turn straight on."""

from __future__ import annotations

import balut

from ..bots import bot_filled_last, bot_playing
from ..core_words import names_list, seat_size
from ..effects import MakeProof, Persist
from ..i18n import Msg
from ..proficiency_view import game_figures
from ..session import Session
from ..state import Screen


def box_filled(session: Session, filled: bool) -> None:
    """A box was filled (or a turn busted): game over, hand-off, or the solo next turn
    (with the undo toast, when the box was a person's and a person plays on)."""
    if not filled:
        return
    state = session.state
    state.turn.hint_open = False  # the next turn asks again
    state.turn.toast_at = None
    game = session.game()
    people = len(game.players) - len(state.table.bots)
    if game.tiebreak_contenders:  # real dice: the table throws for the tie first
        tiebreak_due(session, game)
    elif game.is_over():
        _finish_game(session, game)
    elif people > 1 and game.current_index not in state.table.bots:
        # The phone passes between people only: a bot's turn, or the one person's
        # turn after the bots', comes straight on.
        state.screen = Screen.HANDOFF
    else:
        state.screen = Screen.TURN
        session.focus("[data-action=roll]")
        if bot_playing(state) is None and not bot_filled_last(state, game):
            state.turn.toast_at = session.clock.now()


def tiebreak_due(session: Session, game: balut.Game) -> None:
    """Game over with a tie the table must throw for: the throws are asked first."""
    session.state.screen = Screen.GAME_OVER
    session.focus("#rolloff-title")
    names = names_list([game.players[seat] for seat in game.tiebreak_contenders])
    session.say("real.tiebreak.due", players=names)


# The history's sizes (games) at which the browser is asked to keep this site's data
# (`navigator.storage.persist`): after the first game kept, and again as the history grows
# (a browser that said no may say yes to a site used more; one that said yes answers at
# once), since a browser under storage pressure may clear a site it was never asked for.
PERSIST_AT_GAMES = (1, 100, 1000)


def _ask_to_keep_the_data(session: Session) -> None:
    """Ask once at each of `PERSIST_AT_GAMES` the history has reached."""
    storage = session.storage
    games = len(storage.history())
    due = max((n for n in PERSIST_AT_GAMES if n <= games), default=0)
    if due > storage.persist_asked_at():
        session.emit(Persist())
        storage.mark_persist_asked(games)


def _finish_game(session: Session, game: balut.Game) -> None:
    state, records = session.state, session.records
    match = state.match
    figures = game_figures(game, state.turn.review)
    state.turn.bests = records.add_game(game, match, state.table.match_id, figures)
    _ask_to_keep_the_data(session)
    if match is not None and match.is_over():  # a fixed match is complete
        records.add_match(match, state.table.match_id)
    state.proofs.proof = None
    session.emit(MakeProof())
    state.screen = Screen.GAME_OVER
    winners = game.winners
    state.announcement = (
        Msg.of("play.game_over_winner", winner=winners[0], count=seat_size(game, winners[0]))
        if len(winners) == 1
        else Msg.of("play.game_over")
    )
