"""The game: the turn state machine of seats, rolls with holds, filling boxes and undo.

``Game`` is the one mutable object of the core. Every action validates first and
then either applies completely or raises ``IllegalActionError`` (not allowed in
this state) / ``InvalidInputError`` (malformed input) without changing anything.
Seating, the log, standings and saving live in their own modules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ._validate import check_bool, load_strictly
from .dice import DICE_COUNT, Category, Dice
from .dice_source import DiceSource, RandomDice, seed_or_fresh
from .errors import BalutError, IllegalActionError, InvalidInputError
from .limits import MAX_NAME_LENGTH, MAX_PLAYERS, check_prediction
from .log import copy_entry, entries_from
from .rules import STANDARD, RuleSet
from .saving import (
    SCHEMA_VERSION,
    PlayState,
    clockwise_from,
    json_copy,
    read_game,
    roll_off_from,
    state_from_dict,
)
from .seating import TEAM_SIZES, Teams, seat_names
from .sheet import Result, ScoreSheet
from .standings import Standing, rank, roll_off_ties
from .turn import Turn, die_index, holds_from

__all__ = ["MAX_NAME_LENGTH", "MAX_PLAYERS", "SCHEMA_VERSION", "TEAM_SIZES", "Game", "Standing"]


def _scratch(sheet: ScoreSheet, cat: Category, _dice: Dice, _first: bool) -> int:
    sheet.scratch(cat)
    return 0


def _scratch_jackpot(sheet: ScoreSheet, cat: Category, _dice: Dice, _first: bool) -> int:
    sheet.scratch_jackpot(cat)
    return 0


# The four ways to fill a box: (sheet, category, dice, first roll?) -> value entered.
_FILLS: dict[str, Callable[[ScoreSheet, Category, Dice, bool], int]] = {
    "score": lambda sheet, cat, dice, first: sheet.enter(cat, dice, first_roll=first),
    "scratch": _scratch,
    "score_jackpot": lambda sheet, cat, dice, _first: sheet.enter_jackpot(cat, dice),
    "scratch_jackpot": _scratch_jackpot,
}


class Game:
    """A game of Balut for 1-8 players, or two teams of 2-4.

    ``Game(["Ann", "Bo"], rules=STANDARD, seed=7)`` is ready for the first
    player's first roll. With more than one seat the opening roll-off (each rolls
    one die, highest starts, ties roll again among themselves) happens here and is
    kept in ``roll_off``; it decides the opener under both turn orders.

    Dice come from ``dice`` (a ``DiceSource``), by default ``RandomDice(seed)``: with
    ``seed=None`` a seed is drawn once from the OS CSPRNG and the dice come from a
    ``random.Random`` seeded with it, whose state is saved with the game so a restored
    game continues exactly as the original would. ``seed=<int>`` gives a
    deterministic game.
    """

    def __init__(
        self,
        players: Sequence[str] | None = None,
        rules: RuleSet = STANDARD,
        seed: int | None = None,
        teams: Sequence[Sequence[str]] | None = None,
        dice: DiceSource | None = None,
    ) -> None:
        self._setup(players, rules, seed, teams, dice)
        rounds: list[dict[int, int]] = []
        contenders = list(range(len(self._seats)))
        # One die per seat; in team play each team throws one die (its captain's).
        while len(contenders) > 1:
            throws = {seat: self._dice_source.roll_die() for seat in contenders}
            rounds.append(throws)
            best = max(throws.values())
            contenders = [seat for seat in contenders if throws[seat] == best]
        self._set_opening(rounds, contenders[0])

    def _setup(
        self,
        players: Sequence[str] | None,
        rules: RuleSet,
        seed: int | None,
        teams: Sequence[Sequence[str]] | None,
        dice: DiceSource | None,
    ) -> None:
        if not isinstance(rules, RuleSet):
            raise InvalidInputError(f"rules must be a RuleSet, got {rules!r:.100}")
        seats, members = seat_names(players, teams)
        if members is not None and not rules.team_play:
            rules = rules.derive(team_play=True)
        if members is None and rules.team_play:
            raise InvalidInputError("team play needs teams=[[...], [...]]", "teams_missing")
        self.rules = rules
        self._seats = seats
        self._teams: Teams | None = members
        if dice is None:
            source = RandomDice(seed)
            self._seed = source.seed
            self._dice_source: DiceSource = source
        else:
            self._seed = seed_or_fresh(seed)
            self._dice_source = dice
        self._sheets = [ScoreSheet(rules) for _ in seats]
        self._round = 1
        self._turn_index = 0
        self._round_values: list[int] = []
        self._turn = Turn()
        self._tiebreak_dice: list[list[tuple[int, ...]]] = [[] for _ in seats]
        self._undo: list[dict[str, Any]] = []
        self._log: list[dict[str, Any]] = []

    def _set_opening(self, rounds: list[dict[int, int]], winner: int) -> None:
        self._roll_off_rounds = rounds
        self._opening = clockwise_from(winner, len(self._seats))
        self._order = self._opening

    # --- reading -----------------------------------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        """Seat names in seating (clockwise) order: players, or team names in team play."""
        return self._seats

    @property
    def teams(self) -> tuple[tuple[str, ...], ...] | None:
        """Team members per seat (first member is the captain), or None."""
        return self._teams

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
        return self.rules.rounds

    @property
    def round(self) -> int:
        """Current round, 1-based (the last round once the game is over)."""
        return min(self._round, self.total_rounds)

    @property
    def current_index(self) -> int:
        """Seat index of the player/team whose turn it is."""
        return self._order[self._turn_index]

    @property
    def current_seat(self) -> str:
        """Name of the player/team whose turn it is."""
        return self._seats[self.current_index]

    @property
    def current_player(self) -> str:
        """Who acts now: the player, or in team play the member rolling (captain while picking)."""
        if self._teams is None:
            return self.current_seat
        team = self._teams[self.current_index]
        member = self._turn.member
        return team[member] if member < len(team) else team[0]

    @property
    def round_order(self) -> tuple[str, ...]:
        """Order of play this round."""
        return tuple(self._seats[i] for i in self._order)

    @property
    def roll_off(self) -> tuple[dict[str, int], ...]:
        """Opening roll-off rounds, each ``{seat name: die}``; ``()`` for a single seat."""
        return tuple({self._seats[s]: d for s, d in r.items()} for r in self._roll_off_rounds)

    @property
    def opening_order(self) -> tuple[str, ...]:
        """Order of play in round 1 (clockwise from the roll-off winner)."""
        return tuple(self._seats[i] for i in self._opening)

    @property
    def turn(self) -> Turn:
        """The current turn as one value (dice, holds, rolls left, team throws)."""
        return self._turn

    @property
    def dice(self) -> tuple[int, ...] | None:
        """Current dice, ``None`` before the first roll (team play: the picked member's dice)."""
        return self._turn.dice

    @property
    def held(self) -> tuple[bool, ...]:
        """Five hold flags."""
        return self._turn.held

    @property
    def locked(self) -> tuple[bool, ...]:
        """Dice that must stay held (``locked_holds`` option)."""
        return self._turn.locked

    @property
    def rolls_left(self) -> int:
        """Rolls left this turn (3 before the first roll)."""
        return self._turn.rolls_left

    @property
    def member_index(self) -> int:
        """Team play: index of the member rolling (== team size while the captain picks)."""
        return self._turn.member

    @property
    def team_dice(self) -> tuple[tuple[int, ...], ...]:
        """Team play: final dice of the members who have finished this turn."""
        return tuple(dice for dice, _ in self._turn.team_dice)

    @property
    def picking(self) -> bool:
        """Team play: every member has rolled; the captain picks dice and a box."""
        return self._teams is not None and self._turn.member == len(self._teams[self.current_index])

    @property
    def picked(self) -> int | None:
        """Team play: the member whose dice the captain picked."""
        return self._turn.picked

    @property
    def needs_prediction(self) -> bool:
        """The seat to play must state its prediction before it may roll (prediction
        option); False once the game is over."""
        return (
            self.rules.prediction
            and not self.is_over()
            and self._sheets[self.current_index].prediction is None
        )

    @property
    def predictions(self) -> dict[str, int]:
        """Stated predictions by seat name."""
        return {
            name: sheet.prediction
            for name, sheet in zip(self._seats, self._sheets, strict=True)
            if sheet.prediction is not None
        }

    @property
    def log(self) -> tuple[dict[str, Any], ...]:
        """The action log (copies): every prediction, hold, roll, fill, timeout and undo."""
        return tuple(copy_entry(entry) for entry in self._log)

    def sheet(self, player: str | int) -> ScoreSheet:
        """The score sheet of a seat (by name, index or team member's name).

        Read it; fill boxes through the game's actions."""
        return self._sheets[self._seat_index(player)]

    def result(self, player: str | int) -> Result:
        """The (possibly provisional) result of a seat."""
        return self.sheet(player).result()

    def is_over(self) -> bool:
        """Every box of every sheet is filled."""
        return self._round > self.total_rounds

    def can_undo(self) -> bool:
        """A box was filled and no roll has happened since."""
        return bool(self._undo)

    def suggested_scratch(self) -> tuple[Category, bool]:
        """The current seat's open box where a zero costs least, as ``(category, is_jackpot)``."""
        self._require_playing("suggest a scratch")
        return self._sheets[self.current_index].suggested_scratch()

    def standings(self) -> list[Standing]:
        """Seats ranked by the deciding number with the rule set's tiebreak.

        During play the ranking is provisional; a roll-off tie stays shared until
        the game ends and the roll-off is thrown.
        """
        results = [sheet.result() for sheet in self._sheets]
        return rank(self._seats, results, self.rules.tiebreak, self._tiebreak_dice)

    # --- actions -----------------------------------------------------------------------

    def predict(self, player: str | int, value: int) -> None:
        """State a seat's prediction of its final points (prediction option).

        Allowed until the seat's first roll of the game; may be changed until then.
        """
        if not self.rules.prediction:
            raise IllegalActionError("predictions are off in this rule set", "predictions_off")
        seat = self._seat_index(player)
        check_prediction(value)
        if self._has_rolled(seat):
            raise IllegalActionError(
                f"cannot predict for {self._seats[seat]}: they have already rolled "
                f"({self._where()})",
                "prediction_too_late",
            )
        self._sheets[seat].prediction = value
        self._log.append({"action": "predict", "seat": seat, "value": value})

    def toggle_hold(self, index: int) -> bool:
        """Hold or release die ``index`` (0..4) for the next roll; returns the new flag."""
        die = die_index(index)
        self._require_rolling("hold a die")
        turn = self._turn
        if turn.dice is None:
            raise IllegalActionError(f"cannot hold a die: no roll yet this turn ({self._where()})")
        if turn.rolls_left == 0:
            raise IllegalActionError(
                f"cannot hold a die: no rolls left, fill a box ({self._where()})"
            )
        if turn.locked[die]:
            raise IllegalActionError(
                f"cannot release die {die + 1}: held dice stay held under locked holds "
                f"({self._where()})"
            )
        flag = not turn.held[die]
        self._turn = turn.with_hold(die, flag)
        self._log.append({"action": "hold", "seat": self.current_index, "die": die, "held": flag})
        return flag

    def roll(self, keep: Iterable[int] | None = None) -> tuple[int, ...]:
        """Roll the dice not held and return all five.

        ``keep=None`` uses the current holds; ``keep=(0, 2)`` holds exactly dice 0 and 2.
        The first roll of a turn throws all five dice.
        """
        turn = self._turn
        held = turn.held if keep is None else holds_from(keep)
        self._require_rolling("roll")
        if turn.rolls_left == 0:
            raise IllegalActionError(
                f"cannot roll: no rolls left this turn, fill a box ({self._where()})"
            )
        seat = self.current_index
        self._require_prediction("roll")
        if turn.dice is None and any(held):
            raise IllegalActionError(f"cannot hold dice before the first roll ({self._where()})")
        released = [i + 1 for i in range(DICE_COUNT) if turn.locked[i] and not held[i]]
        if released:
            raise IllegalActionError(
                f"cannot release die {released[0]}: held dice stay held under locked holds "
                f"({self._where()})"
            )
        old = turn.dice or (0,) * DICE_COUNT
        dice = tuple(old[i] if held[i] else self._dice_source.roll_die() for i in range(DICE_COUNT))
        Dice(dice)  # a source's die is checked like any other
        self._turn = turn.rolled(dice, held, self.rules.locked_holds)
        self._undo.clear()
        self._log.append(
            {
                "action": "roll",
                "seat": seat,
                "member": turn.member,
                "keep": [i for i in range(DICE_COUNT) if held[i]],
                "dice": list(dice),
            }
        )
        return dice

    def finish_member(self) -> None:
        """Team play: the rolling member stands on their dice; the next member rolls."""
        self._require_rolling("finish a member's turn")
        if self._teams is None:
            raise IllegalActionError("finish_member is for team play")
        if self._turn.dice is None:
            raise IllegalActionError(
                f"cannot finish: {self.current_player} has not rolled ({self._where()})"
            )
        self._log.append(
            {"action": "finish_member", "seat": self.current_index, "member": self._turn.member}
        )
        self._turn = self._turn.member_finished(len(self._teams[self.current_index]))

    def pick(self, member: int | str) -> tuple[int, ...]:
        """Team play: the captain picks a member's final dice (by index or name) for the box."""
        self._require_playing("pick dice")
        if not self.picking or self._teams is None:
            raise IllegalActionError(
                f"cannot pick dice: not every team member has rolled ({self._where()})"
            )
        team = self._teams[self.current_index]
        if isinstance(member, str) and member in team:
            member = team.index(member)
        if type(member) is not int or not 0 <= member < len(team):
            raise InvalidInputError(
                f"pick a member of {self.current_seat} by index 0..{len(team) - 1} or name, "
                f"got {member!r:.50}"
            )
        self._turn = self._turn.picked_member(member)
        self._log.append({"action": "pick", "seat": self.current_index, "member": member})
        assert self._turn.dice is not None
        return self._turn.dice

    def score(self, category: Category | str) -> int:
        """Enter the dice in the next open box of ``category``; returns the box score."""
        return self._fill("score", category)

    def scratch(self, category: Category | str) -> None:
        """Cross out the next open box of ``category`` (0), even when the dice would score."""
        self._fill("scratch", category)

    def score_jackpot(self, category: Category | str) -> int:
        """Enter the dice as the row's jackpot (0 if they miss the entry requirement)."""
        return self._fill("score_jackpot", category)

    def scratch_jackpot(self, category: Category | str) -> None:
        """Cross out the row's jackpot box."""
        self._fill("scratch_jackpot", category)

    def fill(
        self, category: Category | str, *, jackpot: bool = False, crossed: bool = False
    ) -> int:
        """Fill one box the way a tap says: the row's next box or its jackpot box, with
        the dice or crossed out; returns what the box got."""
        action = ("scratch" if crossed else "score") + ("_jackpot" if jackpot else "")
        return self._fill(action, category)

    def timeout(
        self, category: Category | str | None = None, jackpot: bool = False
    ) -> tuple[Category, bool]:
        """Speed play: the turn is busted and a box is scratched, the suggested one
        unless the other players name one. Allowed at any point of the turn once the
        seat has stated its prediction (prediction option)."""
        self._require_playing("time out")
        if not self.rules.speed_seconds:
            raise IllegalActionError("timeout needs the speed option (speed_seconds > 0)")
        self._require_prediction("time out")
        if category is None:
            cat, jackpot = self.suggested_scratch()
        else:
            cat = Category.parse(category)
            check_bool(jackpot, "jackpot")
        seat = self.current_index
        snapshot = self._state()
        sheet = self._sheets[seat]
        try:
            if jackpot:
                sheet.scratch_jackpot(cat)
            else:
                sheet.scratch(cat)
        except IllegalActionError as error:
            raise IllegalActionError(f"{error} ({self._where()})", error.code) from None
        self._undo.append(snapshot)
        self._log.append(
            {"action": "timeout", "seat": seat, "category": cat.value, "jackpot": jackpot}
        )
        self._end_turn(0)
        return cat, jackpot

    def undo(self) -> None:
        """Take back the last box filled: the turn returns exactly as it was before
        that choice (same dice, holds and rolls left). Rolls are never undone, so once
        the next turn has rolled the fill stands. Predictions stated since the fill (by
        seats yet to roll) are kept."""
        if not self._undo:
            raise IllegalActionError(
                f"nothing to undo: no box filled since the last roll ({self._where()})",
                "nothing_to_undo",
            )
        predictions = [sheet.prediction for sheet in self._sheets]
        self._load_state(self._undo.pop())
        for sheet, prediction in zip(self._sheets, predictions, strict=True):
            sheet.prediction = prediction
        self._log.append({"action": "undo"})

    # --- internals ---------------------------------------------------------------------

    def _where(self) -> str:
        if self.is_over():
            return "game over"
        return f"{self.current_player}, round {self.round}"

    def _seat_index(self, player: str | int) -> int:
        """Seat by index, seat name, or (team play) a member's name."""
        if isinstance(player, str) and player in self._seats:
            return self._seats.index(player)
        for seat, team in enumerate(self._teams or ()):
            if player in team:
                return seat
        if type(player) is int and 0 <= player < len(self._seats):
            return player
        raise InvalidInputError(f"no seat {player!r:.50}; seats: {', '.join(self._seats)}")

    def _has_rolled(self, seat: int) -> bool:
        if self._sheets[seat].filled_count():
            return True
        return (
            seat == self.current_index
            and not self.is_over()
            and (self._turn.dice is not None or self._turn.member > 0)
        )

    def _require_playing(self, verb: str) -> None:
        if self.is_over():
            raise IllegalActionError(f"cannot {verb}: the game is over", "game_over")

    def _require_prediction(self, verb: str) -> None:
        if self.needs_prediction:
            raise IllegalActionError(
                f"cannot {verb}: {self.current_seat} must state a prediction first "
                f"({self._where()})",
                "prediction_needed",
            )

    def _require_rolling(self, verb: str) -> None:
        self._require_playing(verb)
        if self.picking:
            raise IllegalActionError(
                f"cannot {verb}: every member of {self.current_seat} has rolled, "
                f"the captain picks dice and a box ({self._where()})"
            )

    def _fill(self, action: str, category: Category | str) -> int:
        cat = Category.parse(category)
        verb = action.replace("_", " ")
        self._require_playing(f"{verb} {cat.label}")
        turn = self._turn
        if self._teams is not None and turn.picked is None:
            raise IllegalActionError(
                f"cannot {verb} {cat.label}: the captain has not picked a member's dice "
                f"({self._where()})"
            )
        # A turn is at least one roll (RULES.md 1), so even a scratch needs one; only a
        # speed-play timeout fills a box without rolling.
        if turn.dice is None:
            raise IllegalActionError(
                f"cannot {verb} {cat.label}: no roll yet this turn ({self._where()})",
                "no_roll_yet",
            )
        seat = self.current_index
        sheet = self._sheets[seat]
        snapshot = self._state()
        try:
            value = _FILLS[action](sheet, cat, Dice(turn.dice), turn.first_roll)
        except IllegalActionError as error:
            raise IllegalActionError(f"{error} ({self._where()})", error.code) from None
        self._undo.append(snapshot)
        self._log.append({"action": action, "seat": seat, "category": cat.value, "value": value})
        self._end_turn(value)
        return value

    def _end_turn(self, value: int) -> None:
        self._round_values.append(value)
        self._turn = Turn()
        self._turn_index += 1
        if self._turn_index < len(self._order):
            return
        self._turn_index = 0
        self._round += 1
        if self.is_over():
            if self.rules.tiebreak == "roll_off":
                points = [sheet.result().points for sheet in self._sheets]
                self._tiebreak_dice = roll_off_ties(points, self._dice_source.roll_die)
        elif self.rules.turn_order == "leader":
            # RULES.md: the highest box value entered last round leads, ties to the
            # earliest player of that round. Scratches and busts count 0; a jackpot
            # entry counts its value (it is a box filled that round).
            best = max(self._round_values)
            leader = self._order[self._round_values.index(best)]
            self._order = clockwise_from(leader, len(self._seats))
        self._round_values = []

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
        ).to_dict()

    def _load_state(self, data: object) -> None:
        """Validate ``data`` completely, then replace the play state with it."""
        state = state_from_dict(data, self.rules, self._teams, self._opening)
        self._dice_source.restore(state.dice_state)  # checks it first, changes it last
        self._sheets = state.sheets
        self._round = state.round
        self._order = state.order
        self._turn_index = state.turn_index
        self._round_values = state.round_values
        self._turn = state.turn
        self._tiebreak_dice = state.tiebreak_dice

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe save of the whole game, including the dice generator state, the
        undo snapshots and the action log. ``Game.from_dict`` restores it exactly."""
        return {
            "schema": SCHEMA_VERSION,
            "kind": "balut.game",
            "setup": {
                "players": list(self._seats),
                "teams": None if self._teams is None else [list(t) for t in self._teams],
                "rules": self.rules.to_dict(),
                "seed": self._seed,
            },
            "roll_off": [[[seat, die] for seat, die in r.items()] for r in self._roll_off_rounds],
            "state": self._state(),
            "undo": json_copy(self._undo),
            "log": [copy_entry(entry) for entry in self._log],
        }

    @classmethod
    def from_dict(cls, data: object, dice: DiceSource | None = None) -> Game:
        """Restore a game saved by ``to_dict`` (its dice source, ``RandomDice`` by
        default, restored to the saved state). Anything malformed, inconsistent or
        foreign raises ``InvalidInputError``, never another exception type."""
        return load_strictly(lambda d: cls._from_dict(d, dice), data, "saved game")

    @classmethod
    def _from_dict(cls, data: object, dice: DiceSource | None) -> Game:
        saved = read_game(data)
        game = cls.__new__(cls)
        game._setup(saved.players, saved.rules, saved.seed, saved.teams, dice)
        if game._seats != tuple(saved.players):
            raise InvalidInputError("setup.players do not match the teams")
        game._set_opening(*roll_off_from(saved.roll_off, len(game._seats)))
        for snapshot in saved.undo:
            game._load_state(snapshot)  # validates the snapshot
        game._load_state(saved.state)
        game._undo = json_copy(saved.undo)
        game._log = entries_from(saved.log, len(game._seats))
        return game

    @classmethod
    def replay(cls, data: object, dice: DiceSource | None = None) -> Game:
        """Rebuild a saved game from its setup and action log, checking every roll and
        box against the log (an audit). Raises ``InvalidInputError`` when they differ.
        ``dice`` is a fresh source for the rebuilt game (default: ``RandomDice(seed)``)."""
        saved = cls.from_dict(data)
        game = cls(list(saved._seats), saved.rules, saved._seed, saved._teams, dice)
        for number, entry in enumerate(saved._log, 1):
            try:
                game._apply_logged(entry)
            except BalutError as error:
                raise InvalidInputError(
                    f"replay fails at action {number} {entry!r:.100}: {error}"
                ) from None
            if game._log[-1] != entry:
                raise InvalidInputError(
                    f"replay diverges at action {number}: log says {entry!r:.100}, "
                    f"replay gives {game._log[-1]!r:.100}"
                )
        if game != saved:
            raise InvalidInputError("replay does not reach the saved state")
        return game

    def _apply_logged(self, entry: dict[str, Any]) -> None:
        action = entry["action"]
        if action == "predict":
            self.predict(entry["seat"], entry["value"])
        elif action == "hold":
            if self._turn.held[entry["die"]] == entry["held"]:
                raise InvalidInputError("hold entry does not change the hold")
            self.toggle_hold(entry["die"])
        elif action == "roll":
            self.roll(entry["keep"])
        elif action == "finish_member":
            self.finish_member()
        elif action == "pick":
            self.pick(entry["member"])
        elif action == "timeout":
            self.timeout(entry["category"], entry["jackpot"])
        elif action == "undo":
            self.undo()
        else:
            self._fill(action, entry["category"])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        where = (
            "over"
            if self.is_over()
            else f"round {self.round}/{self.total_rounds}, {self.current_player} to play"
        )
        return f"<Game {self.rules.name} {', '.join(self._seats)}: {where}>"
