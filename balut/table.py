"""A game's table: who sits where, their sheets, the round and order of play, the turn in
hand, the throws that decided the opener and the ties, the log and the undo steps.

``Table`` is what a game holds, reads and saves, like python-chess's ``BaseBoard`` under
its ``Board``: ``Game`` (``balut.game``) over it is the turn, the actions that change
the table. Every kind of game (``Game``, ``RealDiceGame``) loads from its save through
``from_dict``, which makes the kind the save names (``kind_of``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal, NamedTuple, Self

from ._validate import load_strictly
from .dice import Category
from .dice_source import DiceSource, RandomDice, seed_or_fresh
from .errors import InvalidInputError
from .log import (
    Correction,
    copy_entry,
    corrected_boxes,
    corrections,
    crossed_boxes,
    entries_from,
)
from .rules import RuleSet, possible_box_scores, possible_jackpot_scores
from .saving import (
    REAL_DICE_KEY,
    SCHEMA_VERSION,
    PlayState,
    SavedSetup,
    clockwise_from,
    json_copy,
    read_game,
    roll_off_from,
    state_from_dict,
)
from .seating import Seating, Teams
from .sheet import Result, ScoreSheet
from .standings import Standing, rank, winners
from .turn import Turn

__all__ = ["RoundLead", "Table"]


class RoundLead(NamedTuple):
    """Who leads the round in hand and why: ``seat`` (an index) leads round ``round``
    because it entered the highest box of the round before (turn order ``leader``)."""

    seat: int
    round: int
    reason: Literal["highest_box"] = "highest_box"


#: The kinds of game by the setup flag their saves carry (``None``: no flag); a kind of
#: game registers itself by naming its ``setup_flag``.
_KINDS: dict[str | None, type[Table]] = {}


class Table:
    """The state of a game and everything read from it; ``Game`` plays on it.

    Not made directly: ``Game(...)`` sets a table up and opens it, ``Game.from_dict``
    restores one. The hooks a kind of game may change here: ``needs_opener``,
    ``roll_off_contenders``, ``tiebreak_contenders`` (who the table still waits for),
    ``_new_turn`` (a fresh turn) and ``_restore_opening`` (a save's opening).
    """

    #: The setup flag of this kind of game's saves (``None``: none); see ``kind_of``.
    setup_flag: ClassVar[str | None]
    #: The table rolls real dice and types in what they show (``RealDiceGame``).
    real_dice: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A kind of game that names its ``setup_flag`` is one ``kind_of`` knows."""
        super().__init_subclass__(**kwargs)
        if "setup_flag" in vars(cls):
            _KINDS[cls.setup_flag] = cls

    def _setup(
        self,
        players: Sequence[str] | None,
        rules: RuleSet,
        seed: int | None,
        teams: Sequence[Sequence[str]] | None,
        dice: DiceSource | None,
    ) -> None:
        """The game before its opening: seats, rules, dice and empty sheets, seat 0 first."""
        if not isinstance(rules, RuleSet):
            raise InvalidInputError(f"rules must be a RuleSet, got {rules!r:.100}")
        self._seating = Seating.of(players, teams)
        self.rules = self._seating.rules_for(rules)
        self._rounds = self.rules.rounds  # asked at every action: computed once
        if dice is None:
            source = RandomDice(seed)
            self._seed = source.seed
            self._dice_source: DiceSource = source
        else:
            self._seed = seed_or_fresh(seed)
            self._dice_source = dice
        seats = range(len(self._seating.names))
        self._sheets = [ScoreSheet(self.rules) for _ in seats]
        self._round = 1
        self._turn_index = 0
        self._round_values: list[int] = []
        self._tiebreak_dice: list[list[tuple[int, ...]]] = [[] for _ in seats]
        self._owed: list[int] = []
        self._undo: list[dict[str, Any]] = []
        self._log: list[dict[str, Any]] = []
        self._set_opening([], 0)

    def _set_opening(self, rounds: list[dict[int, int]], opener: int) -> None:
        """The roll-off ``rounds`` thrown; round 1 goes clockwise from ``opener``."""
        self._roll_off_rounds = rounds
        self._opening = clockwise_from(opener, len(self._seating.names))
        self._order = self._opening
        self._turn = self._new_turn()

    def _new_turn(self) -> Turn:
        """A fresh turn for the seat to play (a team's: its members roll in turn)."""
        return Turn(team_size=self._seating.team_size(self.current_index))

    # --- reading -----------------------------------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        """Seat names in seating (clockwise) order: players, or team names in team play."""
        return self._seating.names

    @property
    def teams(self) -> Teams | None:
        """Team members per seat (first member is the captain), or None."""
        return self._seating.teams

    @property
    def seed(self) -> int:
        """The seed of the dice generator (drawn from the OS when none was given)."""
        return self._seed

    @property
    def dice_source(self) -> DiceSource:
        """Where this game's dice come from."""
        return self._dice_source

    @property
    def total_rounds(self) -> int:
        """Rounds in the game (= boxes on a sheet)."""
        return self._rounds

    @property
    def round(self) -> int:
        """Current round, 1-based (the last round once the game is over)."""
        return min(self._round, self.total_rounds)

    @property
    def current_index(self) -> int:
        """Seat index of the player/team whose turn it is (a seat that ``owes`` a box
        plays its make-up turn first)."""
        return self._owed[0] if self._owed else self._order[self._turn_index]

    @property
    def owed(self) -> tuple[int, ...]:
        """Real dice: the seats (indexes) owing a box cleared by agreement, in the order
        their make-up turns come, each before play goes on (``RealDiceGame.clear_box``)."""
        return tuple(self._owed)

    @property
    def current_seat(self) -> str:
        """Name of the player/team whose turn it is."""
        return self._seating.names[self.current_index]

    @property
    def current_player(self) -> str:
        """Who acts now: the player, or in team play the member rolling (captain while picking)."""
        return self._seating.player(self.current_index, self._turn.member)

    @property
    def round_order(self) -> tuple[str, ...]:
        """Order of play this round."""
        return tuple(self._seating.names[i] for i in self._order)

    @property
    def round_lead(self) -> RoundLead | None:
        """At the first turn of a round from round 2 on, under turn order ``leader``: who
        leads it and why. None mid-round, in round 1 (``roll_off``/``opening_order`` say
        who opened), during a make-up turn, under turn order ``fixed`` and once over."""
        if self.rules.turn_order != "leader" or self._round < 2 or self.is_over():
            return None
        if self._turn_index or self._owed:
            return None
        return RoundLead(self._order[0], self._round)

    @property
    def roll_off(self) -> tuple[dict[str, int], ...]:
        """Opening roll-off rounds, each ``{seat name: die}``; ``()`` for a single seat.
        Real-dice game: the rounds entered, each ``{seat name: total}`` (may be ``()``
        when the table chose the opener)."""
        names = self._seating.names
        return tuple({names[s]: d for s, d in r.items()} for r in self._roll_off_rounds)

    @property
    def opening_order(self) -> tuple[str, ...]:
        """Order of play in round 1 (clockwise from the roll-off winner or the chosen
        opener); ``()`` while the game ``needs_opener``."""
        return () if self.needs_opener else tuple(self._seating.names[i] for i in self._opening)

    @property
    def needs_opener(self) -> bool:
        """Nobody may play until the table has decided who starts (a ``RealDiceGame``);
        never here: the opening roll-off is thrown when the game is made."""
        return False

    @property
    def roll_off_contenders(self) -> tuple[int, ...]:
        """The seats whose opening roll-off throws the table types next (a
        ``RealDiceGame``); ``()`` here, the roll-off is thrown when the game is made."""
        return ()

    @property
    def tiebreak_contenders(self) -> tuple[int, ...]:
        """The seats whose tiebreak throws the table types next (a ``RealDiceGame``);
        ``()`` here, a game rolled on the phone throws its own tiebreak."""
        return ()

    @property
    def predictions(self) -> dict[str, int]:
        """Stated predictions by seat name."""
        return {
            name: sheet.prediction
            for name, sheet in zip(self._seating.names, self._sheets, strict=True)
            if sheet.prediction is not None
        }

    @property
    def log(self) -> tuple[dict[str, Any], ...]:
        """The action log (copies): every prediction, hold, roll, fill, timeout and undo."""
        return tuple(copy_entry(entry) for entry in self._log)

    @property
    def corrections(self) -> tuple[Correction, ...]:
        """The boxes put right by agreement (a ``RealDiceGame``'s ``correct``,
        ``move_box`` and ``clear_box``) and not taken back, in the order made."""
        return corrections(self._log)

    def corrected_boxes(self, player: str | int) -> frozenset[tuple[Category, int]]:
        """A seat's boxes put right by agreement, as ``(category, box index in its row)``
        where they stand now (a moved box in its new row; a cleared one is gone)."""
        return corrected_boxes(self._log, self._seating.index(player))

    def sheet(self, player: str | int) -> ScoreSheet:
        """The score sheet of a seat (by name, index or team member's name).

        Read it; fill boxes through the game's actions."""
        return self._sheets[self._seating.index(player)]

    def result(self, player: str | int) -> Result:
        """The (possibly provisional) result of a seat."""
        return self.sheet(player).result()

    def crossed_boxes(self, player: str | int) -> frozenset[tuple[Category, int | None]]:
        """A seat's boxes that were crossed out (scratched, or by a speed-play timeout),
        as ``(category, box index in its row)``, the index ``None`` for the row's jackpot
        box; a box that scored 0 with dice or a typed 0 is not crossed. Read from the
        action log, so saves of any age tell it; an undo or a correction clears it."""
        return crossed_boxes(self._log, self._seating.index(player))

    def is_over(self) -> bool:
        """Every box of every sheet is filled."""
        return self._round > self.total_rounds

    def is_finished(self) -> bool:
        """Over, and no tie waits for the table's throws (``tiebreak_contenders``): the
        standings are final."""
        return self.is_over() and not self.tiebreak_contenders

    def possible_values(self, category: Category | str) -> tuple[int, ...]:
        """Every value a regular box of ``category`` can hold under the rule set, sorted
        (0 is a cross-out): what a real-dice game's ``enter_value`` and ``correct`` take."""
        return tuple(sorted(possible_box_scores(self.rules, Category.parse(category))))

    def possible_jackpot_values(self, category: Category | str) -> tuple[int, ...]:
        """Every value the jackpot box of ``category`` can hold (jackpot rule set), sorted
        (0: crossed out, or dice that miss its entry requirement): what a real-dice game's
        ``enter_jackpot_value`` takes; () for a row without one."""
        cat = Category.parse(category)
        if cat not in self.rules.rows_with_jackpot:
            return ()
        return tuple(sorted(possible_jackpot_scores(self.rules, cat)))

    def standings(self) -> list[Standing]:
        """Seats ranked by the deciding number with the rule set's tiebreak.

        During play the ranking is provisional; a roll-off tie stays shared until
        the game ends and the roll-off is thrown.
        """
        results = [sheet.result() for sheet in self._sheets]
        return rank(self._seating.names, results, self.rules.tiebreak, self._tiebreak_dice)

    @property
    def winners(self) -> tuple[str, ...]:
        """The seats in first place of the ``standings`` (provisional during play)."""
        return winners(self.standings())

    # --- state, saving and loading ------------------------------------------------------

    def _state(self) -> dict[str, Any]:
        """Everything that changes during play, JSON-safe (used for undo and saving)."""
        return PlayState(
            self._dice_source.state(),
            self._sheets,
            self._round,
            self._order,
            self._turn_index,
            self._round_values,
            self._turn,
            self._tiebreak_dice,
            self._owed,
        ).to_dict()

    def _load_state(self, data: object) -> None:
        """Validate ``data`` completely, then replace the play state with it."""
        state = state_from_dict(
            data,
            self.rules,
            self._seating.teams,
            None if self.needs_opener else self._opening,
            seats=len(self._seating.names),
            real_dice=self.real_dice,
        )
        self._dice_source.restore(state.dice_state)  # checks it first, changes it last
        self._sheets = state.sheets
        self._round = state.round
        self._order = state.order
        self._turn_index = state.turn_index
        self._round_values = state.round_values
        self._turn = state.turn
        self._tiebreak_dice = state.tiebreak_dice
        self._owed = state.owed

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe save of the whole game, including the dice generator state, the
        undo snapshots and the action log. ``Game.from_dict`` restores it exactly."""
        return {
            "schema": SCHEMA_VERSION,
            "kind": "balut.game",
            "setup": {**self._seating.to_dict(), "rules": self.rules.to_dict(), "seed": self._seed},
            "roll_off": [[[seat, die] for seat, die in r.items()] for r in self._roll_off_rounds],
            "state": self._state(),
            "undo": json_copy(self._undo),
            "log": [copy_entry(entry) for entry in self._log],
        }

    @classmethod
    def kind_of(cls, flags: Mapping[str, object]) -> type[Self]:
        """The kind of game whose saved setup carries ``flags`` (``{"real_dice": True}``:
        ``RealDiceGame``; no flag set: ``Game``). ``InvalidInputError`` for a flag that
        no kind of game has, flags of two kinds, or a kind that is not a ``cls``."""
        unknown = sorted(flag for flag in flags if flag not in _KINDS)
        if unknown:
            raise InvalidInputError(f"setup: unknown flag {unknown[0]!r:.50}")
        named = [flag for flag, on in flags.items() if on is True]
        if len(named) > 1:
            raise InvalidInputError("setup: flags of two kinds of game")
        kind = _KINDS[named[0] if named else None]
        if not issubclass(kind, cls):
            raise InvalidInputError(f"the save is of a {kind.__name__}, not a {cls.__name__}")
        return kind

    @classmethod
    def from_dict(cls, data: object, dice: DiceSource | None = None) -> Self:
        """Restore a game saved by ``to_dict``, of the kind its save says (a real-dice
        save is a ``RealDiceGame``), its dice source (``RandomDice`` by default) restored
        to the saved state. Anything malformed, inconsistent or foreign raises
        ``InvalidInputError``, never another exception type."""
        return load_strictly(lambda d: cls._from_dict(d, dice), data, "saved game")

    @classmethod
    def _from_dict(cls, data: object, dice: DiceSource | None) -> Self:
        saved = read_game(data)
        kind = cls.kind_of({REAL_DICE_KEY: saved.real_dice})
        game = kind.__new__(kind)
        game._setup(saved.players, saved.rules, saved.seed, saved.teams, dice)
        if game.players != tuple(saved.players):
            raise InvalidInputError("setup.players do not match the teams")
        game._restore_opening(saved)
        for snapshot in saved.undo:
            game._load_state(snapshot)  # validates the snapshot
        game._load_state(saved.state)
        game._undo = json_copy(saved.undo)
        game._log = entries_from(saved.log, len(game.players), kind.real_dice)
        return game

    def _restore_opening(self, saved: SavedSetup) -> None:
        """The saved opening roll-off (checked to decide the opener) and what else this
        kind of game checks in a save before its states are loaded."""
        self._set_opening(*roll_off_from(saved.roll_off, len(self._seating.names)))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        if self.is_over():
            where = "over"
        elif self.needs_opener:
            where = "choosing who starts"
        else:
            where = f"round {self.round}/{self.total_rounds}, {self.current_player} to play"
        names = ", ".join(self._seating.names)
        return f"<{type(self).__name__} {self.rules.name} {names}: {where}>"

    __hash__ = None  # type: ignore[assignment]
