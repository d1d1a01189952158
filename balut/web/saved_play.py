"""The play in progress between visits: one envelope for a game or a match, one way back.

Envelope (inside storage's own ``{"schema", "data"}``), the same for both::

    {"format": 1, "game" | "match": <core dict>, "screen": <Screen value>,
     "last_fill": <LastFill dict> | None, "timer": <TurnTimer dict> | None,
     "id": <match id> | None, "finished_id": <history id> | None,
     "stake": <Stake dict>, "bots": {seat: level}, "review": [<Judged dict>, ...],
     "colours": [<palette index per seat>]}
    (saves made before stakes, bots, the review or colours have none of them)

A match lives in storage's match slot and the game slot stays empty (so a reload never
finds a game twice); a single game lives in the game slot. A save is a game only if
its log says so: every game is rebuilt from its setup and log (``Game.replay``). A save
whose state alone does not follow from its log (changed outside the app) goes on as its
log makes it (``Game.rebuild``), a copy of it kept with a message; one whose log cannot
be played is refused like any other the core refuses: quarantined by storage with a
message, whichever slot it came from.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import balut
from balut import strategy

from .colours import seat_colours
from .i18n import Msg
from .reasons import reason
from .speed import TurnTimer
from .stakes import Stake
from .state import Judged, LastFill, Screen
from .storage import Storage

SAVE_FORMAT = 1  # shape of the envelope around the core's game or match dict
#: The core's refusals of a save worded as such; any other reads `_REJECTED`.
_SAVE_REASONS = frozenset({"save_format", "replay_mismatch"})
_REJECTED = "storage.reason.rejected"


@dataclass(slots=True)
class Play:
    """A game, or a match and its current game, with what the screens need to go on."""

    game: balut.Game
    match: balut.Match | None = None
    match_id: str | None = None
    screen: Screen = Screen.TURN  # where Continue leads
    last_fill: LastFill | None = None
    timer: TurnTimer = field(default_factory=TurnTimer)
    finished_id: str | None = None  # history entry of the just-finished game (Undo)
    stake: Stake = field(default_factory=Stake)
    bots: dict[int, str] = field(default_factory=dict)  # the bots' seats and levels
    review: list[Judged] = field(default_factory=list)  # the coach's prices of this game
    colours: list[int] = field(default_factory=list)  # each seat's colour, seat order

    @property
    def kind(self) -> str:
        return "game" if self.match is None else "match"

    def is_finished(self) -> bool:
        return self.match.is_over() if self.match is not None else self.game.is_finished()


@dataclass(frozen=True, slots=True)
class _Slot:
    """Storage's calls for one kind of save."""

    load: Callable[[Storage], dict[str, Any] | None]
    save: Callable[[Storage, dict[str, Any]], None]
    clear: Callable[[Storage], None]
    quarantine: Callable[[Storage, Msg], None]


_SLOTS = {
    "game": _Slot(
        Storage.load_game, Storage.save_game, Storage.clear_game, Storage.quarantine_game
    ),
    "match": _Slot(
        Storage.load_match, Storage.save_match, Storage.clear_match, Storage.quarantine_match
    ),
}


def envelope(play: Play, timer: dict[str, Any] | None) -> dict[str, Any]:
    """The saved form of `play` (`timer`: the timer as it stands now)."""
    core = play.game if play.match is None else play.match
    return {
        "format": SAVE_FORMAT,
        play.kind: core.to_dict(),
        # A match between games resumes at its standings.
        "screen": (Screen.GAME_OVER if play.game.is_over() else play.screen).value,
        "last_fill": None if play.last_fill is None else play.last_fill.to_dict(),
        "timer": timer,
        "id": play.match_id,
        "finished_id": play.finished_id,
        "stake": play.stake.to_dict(),
        "bots": {str(seat): level for seat, level in sorted(play.bots.items())},
        "review": [judged.to_dict() for judged in play.review],
        "colours": seat_colours(len(play.game.players), play.colours),
    }


def _screen(value: Any) -> Screen:
    """The saved screen to resume; the turn when it is not an in-game one."""
    try:
        screen = Screen.named(value)
    except ValueError:
        return Screen.TURN
    return screen if screen.in_game else Screen.TURN


def unwrap(kind: str, data: dict[str, Any], *, rebuild: bool = False) -> Play:
    """An envelope back, its games replayed from their logs; BalutError, KeyError,
    TypeError, ValueError or OverflowError when the game or match is bad (code
    ``replay_mismatch``: its state does not follow from its log). With `rebuild`, the
    games are what their logs make, whatever their saved states say, and the play resumes
    at the turn. Damaged screen fields (where to resume, the last box, the countdown)
    fall back to their defaults: the game goes on."""
    if data.get("format") != SAVE_FORMAT:
        raise balut.InvalidInputError("unknown save format", code="save_format")
    load_match, load_game = (
        (balut.Match.rebuild, balut.Game.rebuild)
        if rebuild
        else (balut.Match.replay, balut.Game.replay)
    )
    match = load_match(data["match"]) if kind == "match" else None
    game = match.current_game if match is not None else load_game(data["game"])
    finished = data.get("finished_id")
    return Play(
        game,
        match,
        str(data.get("id") or "") or None if match is not None else None,
        Screen.GAME_OVER if game.is_over() else _screen(None if rebuild else data.get("screen")),
        None if rebuild else LastFill.from_dict(data.get("last_fill")),
        TurnTimer.from_dict(data.get("timer"), game.rules.speed_seconds),
        # Undo of a finished match game after a reload removes its history entry.
        finished if game.is_finished() and isinstance(finished, str) else None,
        Stake.from_dict(data.get("stake")),
        _bots(data.get("bots"), len(game.players)),
        _review(data.get("review")),
        # Colours missing (an old save) or damaged: seat order (only what the screens show).
        seat_colours(len(game.players), data.get("colours")),
    )


def _review(value: Any) -> list[Judged]:
    """The coach's saved prices; a damaged one is left out (the game goes on)."""
    if not isinstance(value, list):
        return []
    return [judged for item in value if (judged := Judged.from_dict(item)) is not None]


def _bots(value: Any, seats: int) -> dict[int, str]:
    """The saved bot seats; a damaged entry plays on as a person (nothing is lost)."""
    if not isinstance(value, dict):
        return {}
    return {
        int(seat): level
        for seat, level in value.items()
        if isinstance(seat, str)
        and seat.isascii()
        and seat.isdigit()
        and int(seat) < seats
        and level in strategy.LEVELS
    }


def save(storage: Storage, play: Play | None, timer: dict[str, Any] | None) -> None:
    """Save the play in progress; a finished one leaves its slot empty."""
    if play is None:
        return
    slot = _SLOTS[play.kind]
    if play.is_finished():
        slot.clear(storage)
        return
    if play.match is not None:
        storage.clear_game()
    slot.save(storage, envelope(play, timer))


def _unwrapped(kind: str, data: dict[str, Any]) -> tuple[Play, bool]:
    """`unwrap`, and whether the play was rebuilt: a save whose state alone does not
    follow from its log (its log plays through) goes on as its log makes it."""
    try:
        return unwrap(kind, data), False
    except balut.InvalidInputError as error:
        if error.code != "replay_mismatch" or "action" in error.params:
            raise
    return unwrap(kind, data, rebuild=True), True


def refusal(error: Exception) -> Msg:
    """Why a save the core (or its reading) refused cannot go on, as `restore` says it."""
    if isinstance(error, balut.BalutError) and error.code in _SAVE_REASONS:
        return reason(error)
    return Msg.of(_REJECTED)


def restore(storage: Storage) -> Play | None:
    """The saved match, else the saved game (None when neither can go on). A game saved
    beside a match that goes on is backed up (the match's first save clears its slot)."""
    for kind in ("match", "game"):
        slot = _SLOTS[kind]
        data = slot.load(storage)
        if data is None:
            continue
        try:
            play, rebuilt = _unwrapped(kind, data)
        except balut.BalutError as error:
            why = reason(error) if error.code in _SAVE_REASONS else Msg.of(_REJECTED)
            slot.quarantine(storage, why)
            continue
        except (KeyError, TypeError, ValueError, OverflowError):
            slot.quarantine(storage, Msg.of(_REJECTED))
            continue
        if play.is_finished():  # never saved so (a finished play leaves its slot empty)
            slot.quarantine(storage, Msg.of("storage.reason.finished"))
            continue
        if play.match is not None:
            storage.quarantine_game(Msg.of("storage.reason.beside_match"))
        if rebuilt:  # a copy as it was, then the game as its moves made it (once)
            storage.keep_rebuilt(kind)
            save(storage, play, None)
        return play
    return None
