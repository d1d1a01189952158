"""A match: several games by the same seats, points added up (001)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ._validate import check_bool, check_dict, check_int, check_list, load_strictly
from .dice_source import DiceSource, rng_from_state, rng_state, seed_or_fresh
from .errors import IllegalActionError, InvalidInputError
from .game import Game
from .limits import MATCH_GAMES, check_bounds
from .real_dice import RealDiceGame
from .rules import STANDARD, RuleSet
from .saving import REAL_DICE_KEY, SCHEMA_VERSION
from .standings import winners

__all__ = ["MAX_MATCH_GAMES", "Match", "MatchStanding"]

MAX_MATCH_GAMES = MATCH_GAMES.high

_MATCH_KEYS = ("schema", "kind", "planned_games", "rng", "games")


@dataclass(frozen=True)
class MatchStanding:
    """One seat in a match: points of each finished game and their running sum."""

    place: int
    player: str
    points: tuple[int, ...]
    total: int


class Match:
    """Games of the same seats and rules, played one after another.

    ``games`` is the fixed number of games, or ``None`` for an open-ended match
    (it never ends by itself; the standings are always up to date). Every game
    opens with its own roll-off. Seeds of the games come from the match's
    generator, so a seeded match is deterministic. ``dice`` makes each game's dice
    source from that seed (default: ``RandomDice``); a loaded match uses the default.

    ``real_dice=True``: every game of the match (the first and each ``new_game``) is a
    ``RealDiceGame``: the table rolls, each game opens with
    ``set_opener``/``enter_roll_off`` and its turns are typed in. Standings add up the
    points of finished games as for a match rolled on the phone.
    """

    def __init__(
        self,
        players: Sequence[str] | None = None,
        rules: RuleSet = STANDARD,
        games: int | None = 3,
        seed: int | None = None,
        teams: Sequence[Sequence[str]] | None = None,
        dice: Callable[[int], DiceSource] | None = None,
        *,
        real_dice: bool = False,
    ) -> None:
        if games is not None:
            check_bounds(games, MATCH_GAMES, "games", "match_games_out_of_range")
        kind = RealDiceGame if check_bool(real_dice, "real_dice") else Game
        self.planned_games = games
        self._rng = random.Random(seed_or_fresh(seed))
        self._dice = dice
        self._games = [self._game(kind, players, rules, teams)]

    def _game(
        self,
        kind: type[Game],
        players: Sequence[str] | None,
        rules: RuleSet,
        teams: Sequence[Sequence[str]] | None,
    ) -> Game:
        seed = self._rng.getrandbits(64)
        dice = None if self._dice is None else self._dice(seed)
        return kind(players, rules, seed, teams, dice)

    @property
    def real_dice(self) -> bool:
        """Every game of the match is a real-dice game (typed in from the table)."""
        return self.current_game.real_dice

    @property
    def games(self) -> tuple[Game, ...]:
        """Every game so far, the current one last."""
        return tuple(self._games)

    @property
    def current_game(self) -> Game:
        """The game being played (or the last one, once the match is over)."""
        return self._games[-1]

    @property
    def players(self) -> tuple[str, ...]:
        """Seat names."""
        return self._games[0].players

    def is_over(self) -> bool:
        """All planned games are finished (never for an open-ended match)."""
        return (
            self.planned_games is not None
            and len(self._games) == self.planned_games
            and self.current_game.is_finished()
        )

    def can_start_game(self) -> bool:
        """The current game is finished (``Game.is_finished``) and the match has room for
        another one (planned games, or ``MAX_MATCH_GAMES`` for an open-ended match)."""
        return (
            self.current_game.is_finished()
            and not self.is_over()
            and len(self._games) < MAX_MATCH_GAMES
        )

    def new_game(self) -> Game:
        """Start the next game once the current one is over (see ``can_start_game``)."""
        if not self.current_game.is_over():
            raise IllegalActionError(
                f"cannot start game {len(self._games) + 1}: game {len(self._games)} is not over"
            )
        if self.current_game.tiebreak_contenders:
            raise IllegalActionError(
                f"cannot start game {len(self._games) + 1}: game {len(self._games)}'s "
                "tiebreak awaits the table's throws (enter_tiebreak)",
                "tiebreak_due",
            )
        if not self.can_start_game():
            raise IllegalActionError(f"the match of {len(self._games)} games is over")
        last = self.current_game
        game = self._game(type(last), list(last.players), last.rules, last.teams)
        self._games.append(game)
        return game

    def standings(self) -> list[MatchStanding]:
        """Seats by the sum of their points in finished games; equal sums share a place
        (a club adds the points up and nothing more)."""
        finished = [g for g in self._games if g.is_over()]
        lines = []
        for seat, name in enumerate(self.players):
            points = tuple(g.result(seat).points for g in finished)
            lines.append((name, points, sum(points)))
        totals = [total for _, _, total in lines]
        standings = [
            MatchStanding(1 + sum(t > total for t in totals), name, points, total)
            for name, points, total in lines
        ]
        return sorted(standings, key=lambda s: (s.place, self.players.index(s.player)))

    @property
    def winners(self) -> tuple[str, ...]:
        """The seats in first place of the ``standings`` (leading, until the match is over)."""
        return winners(self.standings())

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe save of the whole match.

        A real-dice match adds ``"real_dice": true``; other saves are as they always
        were (a save without the key is a match rolled on the phone)."""
        data: dict[str, Any] = {
            "schema": SCHEMA_VERSION,
            "kind": "balut.match",
            "planned_games": self.planned_games,
            "rng": rng_state(self._rng),
            "games": [g.to_dict() for g in self._games],
        }
        if self.real_dice:
            data[REAL_DICE_KEY] = True
        return data

    @classmethod
    def from_dict(cls, data: object) -> Match:
        """Restore a match saved by ``to_dict``; raises ``InvalidInputError`` on bad data.

        Codes: ``match_real_dice_mismatch`` (param ``game``, 0-based) when a game is
        rolled on the phone in a real-dice match or typed in from real dice in a rolled one."""
        return load_strictly(lambda d: cls._from_dict(d, Game.from_dict), data, "saved match")

    @classmethod
    def replay(cls, data: object) -> Match:
        """Restore a match as ``from_dict`` does, each game rebuilt from its log
        (``Game.replay``): code ``replay_mismatch`` when a game's state does not follow
        from its log."""
        return load_strictly(lambda d: cls._from_dict(d, Game.replay), data, "saved match")

    @classmethod
    def rebuild(cls, data: object) -> Match:
        """Restore a match with each game made by its setup and log alone
        (``Game.rebuild``), whatever the games' saved states say."""
        return load_strictly(lambda d: cls._from_dict(d, Game.rebuild), data, "saved match")

    @classmethod
    def _from_dict(cls, data: object, load_game: Callable[[object], Game]) -> Match:
        marked = isinstance(data, dict) and REAL_DICE_KEY in data
        fields = check_dict(data, "match", _MATCH_KEYS + ((REAL_DICE_KEY,) if marked else ()))
        schema = fields["schema"]
        if fields["kind"] != "balut.match" or type(schema) is not int or schema != SCHEMA_VERSION:
            raise InvalidInputError("not a saved Balut match of this version")
        planned = fields["planned_games"]
        if planned is not None:
            check_int(planned, "match.planned_games", 1, MAX_MATCH_GAMES)
        limit = planned or MAX_MATCH_GAMES
        if marked and fields[REAL_DICE_KEY] is not True:
            raise InvalidInputError(
                f"match.real_dice is saved only as true, got {fields[REAL_DICE_KEY]!r:.20}"
            )
        games = [load_game(g) for g in check_list(fields["games"], "match.games", 1, limit)]
        for number, game in enumerate(games):
            if game.real_dice != marked:
                kind = "rolled on the phone" if marked else "typed in from real dice"
                raise InvalidInputError(
                    f"match game {number + 1} is {kind}, unlike its match",
                    "match_real_dice_mismatch",
                    {"game": number},
                )
        first = games[0]
        for game in games[1:]:
            if (game.players, game.teams, game.rules) != (first.players, first.teams, first.rules):
                raise InvalidInputError("match games differ in seats or rules")
        if not all(g.is_finished() for g in games[:-1]):
            raise InvalidInputError("match: only the last game may be unfinished")
        match = cls.__new__(cls)
        match.planned_games = planned
        match._rng = rng_from_state(fields["rng"], "match.rng")
        match._dice = None
        match._games = games
        return match

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Match):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]
