"""The game: seats, turns, rolls with holds, filling boxes, undo, standings, saving.

``Game`` is the one mutable object of the core. Every action validates first and
then either applies completely or raises ``IllegalActionError`` (not allowed in
this state) / ``InvalidInputError`` (malformed input) without changing anything.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ._validate import check_bool, check_dict, check_int, check_list, check_str, load_strictly
from .dice import DICE_COUNT, Category, Dice
from .errors import BalutError, IllegalActionError, InvalidInputError
from .rules import STANDARD, RuleSet
from .sheet import PREDICTION_RANGE, Result, ScoreSheet

__all__ = ["SCHEMA_VERSION", "Game", "Standing"]

#: Version of the JSON layout written by ``Game.to_dict``.
SCHEMA_VERSION = 1
MAX_PLAYERS = 8
MAX_NAME_LENGTH = 32
TEAM_SIZES = range(2, 5)
ROLLS_PER_TURN = 3
MAX_SEED = 2**128
_NO_HOLDS = (False,) * DICE_COUNT

# Action log entries: action -> field -> type. Every entry also has "action".
_LOG_FIELDS: dict[str, dict[str, type]] = {
    "predict": {"seat": int, "value": int},
    "hold": {"seat": int, "die": int, "held": bool},
    "roll": {"seat": int, "member": int, "keep": list, "dice": list},
    "finish_member": {"seat": int, "member": int},
    "pick": {"seat": int, "member": int},
    "score": {"seat": int, "category": str, "value": int},
    "scratch": {"seat": int, "category": str, "value": int},
    "score_jackpot": {"seat": int, "category": str, "value": int},
    "scratch_jackpot": {"seat": int, "category": str, "value": int},
    "timeout": {"seat": int, "category": str, "jackpot": bool},
    "undo": {},
}


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


@dataclass(frozen=True)
class Standing:
    """One line of the standings. ``tiebreak_dice`` lists the seat's roll-off throws
    (tiebreak ``roll_off``), ``tiebreak_note`` explains a tie in words."""

    place: int
    player: str
    result: Result
    tiebreak_note: str
    tiebreak_dice: tuple[tuple[int, ...], ...]


class Game:
    """A game of Balut for 1-8 players, or two teams of 2-4.

    ``Game(["Ann", "Bo"], rules=STANDARD, seed=7)`` is ready for the first
    player's first roll. With more than one seat the opening roll-off (each rolls
    one die, highest starts, ties roll again among themselves) happens here and is
    kept in ``roll_off``; it decides the opener under both turn orders.

    Randomness: with ``seed=None`` a seed is drawn once from the OS CSPRNG
    (``random.SystemRandom``; the browser's crypto in Pyodide) and the dice come
    from a ``random.Random`` seeded with it. ``SystemRandom`` has no state to save,
    so this is what lets a saved game (which stores the generator state) continue
    exactly as the original would. ``seed=<int>`` gives a deterministic game.
    """

    def __init__(
        self,
        players: Sequence[str] | None = None,
        rules: RuleSet = STANDARD,
        seed: int | None = None,
        teams: Sequence[Sequence[str]] | None = None,
    ) -> None:
        self._setup(players, rules, seed, teams)
        self._reset_turn()
        self._opening_roll_off()

    # --- setup -------------------------------------------------------------------------

    def _setup(
        self,
        players: Sequence[str] | None,
        rules: RuleSet,
        seed: int | None,
        teams: Sequence[Sequence[str]] | None,
    ) -> None:
        if not isinstance(rules, RuleSet):
            raise InvalidInputError(f"rules must be a RuleSet, got {rules!r:.100}")
        if players is not None and (isinstance(players, str) or not isinstance(players, Sequence)):
            raise InvalidInputError(f"players must be a list of names, got {players!r:.50}")
        if teams is not None:
            members = _team_members(teams)
            flat = [name for team in members for name in team]
            default_names = tuple(" & ".join(team) for team in members)
            if not players or list(players) in (flat, list(default_names)):
                seats = default_names
            else:
                seats = _player_names(players)
                if len(seats) != len(members):
                    raise InvalidInputError(
                        f"team play needs one name per team, got {len(seats)} names "
                        f"for {len(members)} teams"
                    )
            _require_unique([*seats, *flat], "team and player names")
            if not rules.team_play:
                rules = rules.derive(team_play=True)
            self._teams: tuple[tuple[str, ...], ...] | None = members
        else:
            if rules.team_play:
                raise InvalidInputError("team play needs teams=[[...], [...]]")
            seats = _player_names(players if players is not None else ())
            self._teams = None
        self.rules = rules
        self._seats = seats
        self._seed = seed_or_fresh(seed)
        self._rng = random.Random(self._seed)
        self._sheets = [ScoreSheet(rules) for _ in seats]
        self._round = 1
        self._turn = 0
        self._round_values: list[int] = []
        self._tiebreak_dice: list[list[tuple[int, ...]]] = [[] for _ in seats]
        self._undo: list[dict[str, Any]] = []
        self._log: list[dict[str, Any]] = []

    def _reset_turn(self) -> None:
        self._dice: tuple[int, ...] | None = None
        self._held = _NO_HOLDS
        self._locked = _NO_HOLDS
        self._rolls_left = ROLLS_PER_TURN
        self._member = 0
        self._team_dice: list[tuple[tuple[int, ...], bool]] = []
        self._picked: int | None = None

    def _opening_roll_off(self) -> None:
        # One die per seat; in team play each team throws one die (its captain's).
        rounds: list[dict[int, int]] = []
        contenders = list(range(len(self._seats)))
        while len(contenders) > 1:
            throws = {seat: self._die() for seat in contenders}
            rounds.append(throws)
            best = max(throws.values())
            contenders = [seat for seat in contenders if throws[seat] == best]
        self._roll_off_rounds = rounds
        self._opening = self._clockwise_from(contenders[0])
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
        return self._order[self._turn]

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
        return team[self._member] if self._member < len(team) else team[0]

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
    def dice(self) -> tuple[int, ...] | None:
        """Current dice, ``None`` before the first roll (team play: the picked member's dice)."""
        return self._dice

    @property
    def held(self) -> tuple[bool, ...]:
        """Five hold flags."""
        return self._held

    @property
    def locked(self) -> tuple[bool, ...]:
        """Dice that must stay held (``locked_holds`` option)."""
        return self._locked

    @property
    def rolls_left(self) -> int:
        """Rolls left this turn (3 before the first roll)."""
        return self._rolls_left

    @property
    def member_index(self) -> int:
        """Team play: index of the member rolling (== team size while the captain picks)."""
        return self._member

    @property
    def team_dice(self) -> tuple[tuple[int, ...], ...]:
        """Team play: final dice of the members who have finished this turn."""
        return tuple(dice for dice, _ in self._team_dice)

    @property
    def picking(self) -> bool:
        """Team play: every member has rolled; the captain picks dice and a box."""
        return self._teams is not None and self._member == len(self._teams[self.current_index])

    @property
    def picked(self) -> int | None:
        """Team play: the member whose dice the captain picked."""
        return self._picked

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
        return tuple(_copy_entry(entry) for entry in self._log)

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

    # --- actions -----------------------------------------------------------------------

    def predict(self, player: str | int, value: int) -> None:
        """State a seat's prediction of its final points (prediction option).

        Allowed until the seat's first roll of the game; may be changed until then.
        """
        if not self.rules.prediction:
            raise IllegalActionError("predictions are off in this rule set")
        seat = self._seat_index(player)
        check_int(value, "a prediction", *PREDICTION_RANGE)
        if self._has_rolled(seat):
            raise IllegalActionError(
                f"cannot predict for {self._seats[seat]}: they have already rolled "
                f"({self._where()})"
            )
        self._sheets[seat].prediction = value
        self._log.append({"action": "predict", "seat": seat, "value": value})

    def toggle_hold(self, index: int) -> bool:
        """Hold or release die ``index`` (0..4) for the next roll; returns the new flag."""
        die = _die_index(index)
        self._require_rolling("hold a die")
        if self._dice is None:
            raise IllegalActionError(f"cannot hold a die: no roll yet this turn ({self._where()})")
        if self._rolls_left == 0:
            raise IllegalActionError(
                f"cannot hold a die: no rolls left, fill a box ({self._where()})"
            )
        if self._locked[die]:
            raise IllegalActionError(
                f"cannot release die {die + 1}: held dice stay held under locked holds "
                f"({self._where()})"
            )
        held = list(self._held)
        held[die] = not held[die]
        self._held = tuple(held)
        self._log.append(
            {"action": "hold", "seat": self.current_index, "die": die, "held": held[die]}
        )
        return held[die]

    def roll(self, keep: Iterable[int] | None = None) -> tuple[int, ...]:
        """Roll the dice not held and return all five.

        ``keep=None`` uses the current holds; ``keep=(0, 2)`` holds exactly dice 0 and 2.
        The first roll of a turn throws all five dice.
        """
        held = self._held if keep is None else _holds_from(keep)
        self._require_rolling("roll")
        if self._rolls_left == 0:
            raise IllegalActionError(
                f"cannot roll: no rolls left this turn, fill a box ({self._where()})"
            )
        seat = self.current_index
        self._require_prediction("roll")
        if self._dice is None and any(held):
            raise IllegalActionError(f"cannot hold dice before the first roll ({self._where()})")
        released = [i + 1 for i in range(DICE_COUNT) if self._locked[i] and not held[i]]
        if released:
            raise IllegalActionError(
                f"cannot release die {released[0]}: held dice stay held under locked holds "
                f"({self._where()})"
            )
        old = self._dice or (0,) * DICE_COUNT
        dice = tuple(old[i] if held[i] else self._die() for i in range(DICE_COUNT))
        self._dice = dice
        self._held = held
        if self.rules.locked_holds:
            self._locked = held
        self._rolls_left -= 1
        self._undo.clear()
        self._log.append(
            {
                "action": "roll",
                "seat": seat,
                "member": self._member,
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
        if self._dice is None:
            raise IllegalActionError(
                f"cannot finish: {self.current_player} has not rolled ({self._where()})"
            )
        self._team_dice.append((self._dice, self._rolls_left == ROLLS_PER_TURN - 1))
        self._log.append(
            {"action": "finish_member", "seat": self.current_index, "member": self._member}
        )
        self._member += 1
        self._dice = None
        self._held = self._locked = _NO_HOLDS
        self._rolls_left = 0 if self.picking else ROLLS_PER_TURN

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
        self._picked = member
        self._dice = self._team_dice[member][0]
        self._log.append({"action": "pick", "seat": self.current_index, "member": member})
        return self._dice

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

    def fill(self, category: Category | str, *, jackpot: bool = False,
             crossed: bool = False) -> int:
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
            raise IllegalActionError(f"{error} ({self._where()})") from None
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
                f"nothing to undo: no box filled since the last roll ({self._where()})"
            )
        predictions = [sheet.prediction for sheet in self._sheets]
        self._load_state(self._undo.pop())
        for sheet, prediction in zip(self._sheets, predictions, strict=True):
            sheet.prediction = prediction
        self._log.append({"action": "undo"})

    def standings(self) -> list[Standing]:
        """Seats ranked by the deciding number with the rule set's tiebreak.

        During play the ranking is provisional; a roll-off tie stays shared until
        the game ends and the roll-off is thrown.
        """
        results = [sheet.result() for sheet in self._sheets]
        tiebreak = self.rules.tiebreak

        def key(seat: int) -> tuple[Any, ...]:
            points = results[seat].points
            if tiebreak == "dice_total":
                return (points, results[seat].dice_total)
            if tiebreak == "roll_off":
                return (points, tuple(sum(t) for t in self._tiebreak_dice[seat]))
            return (points,)

        keys = [key(seat) for seat in range(len(self._seats))]
        standings = []
        for seat, result in enumerate(results):
            place = 1 + sum(other > keys[seat] for other in keys)
            tied = sum(r.points == result.points for r in results) > 1
            shared = keys.count(keys[seat]) > 1
            standings.append(
                Standing(
                    place=place,
                    player=self._seats[seat],
                    result=result,
                    tiebreak_note=self._tiebreak_note(seat, result, tied, shared),
                    tiebreak_dice=tuple(self._tiebreak_dice[seat]),
                )
            )
        return sorted(standings, key=lambda s: (s.place, self._seats.index(s.player)))

    # --- internals ---------------------------------------------------------------------

    def _tiebreak_note(self, seat: int, result: Result, tied: bool, shared: bool) -> str:
        if not tied:
            return ""
        level = f"tied on {result.points} {result.deciding}"
        if self.rules.tiebreak == "dice_total":
            still_level = ": shared place" if shared else ""
            return f"{level}; dice total {result.dice_total}{still_level}"
        if self.rules.tiebreak == "roll_off" and self._tiebreak_dice[seat]:
            sums = ", ".join(str(sum(t)) for t in self._tiebreak_dice[seat])
            return f"{level}; roll-off {sums}"
        return f"{level}: shared place"

    def _die(self) -> int:
        return 1 + int(self._rng.random() * 6)

    def _clockwise_from(self, seat: int) -> tuple[int, ...]:
        count = len(self._seats)
        return tuple((seat + step) % count for step in range(count))

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
            and (self._dice is not None or self._member > 0)
        )

    def _require_playing(self, verb: str) -> None:
        if self.is_over():
            raise IllegalActionError(f"cannot {verb}: the game is over")

    def _require_prediction(self, verb: str) -> None:
        seat = self.current_index
        if self.rules.prediction and self._sheets[seat].prediction is None:
            raise IllegalActionError(
                f"cannot {verb}: {self._seats[seat]} must state a prediction first "
                f"({self._where()})"
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
        if self._teams is not None and self._picked is None:
            raise IllegalActionError(
                f"cannot {verb} {cat.label}: the captain has not picked a member's dice "
                f"({self._where()})"
            )
        # A turn is at least one roll (RULES.md 1), so even a scratch needs one; only a
        # speed-play timeout fills a box without rolling.
        if self._dice is None:
            raise IllegalActionError(
                f"cannot {verb} {cat.label}: no roll yet this turn ({self._where()})"
            )
        first_roll = (
            self._team_dice[self._picked][1]
            if self._picked is not None
            else self._rolls_left == ROLLS_PER_TURN - 1
        )
        seat = self.current_index
        sheet = self._sheets[seat]
        snapshot = self._state()
        try:
            value = _FILLS[action](sheet, cat, Dice(self._dice), first_roll)
        except IllegalActionError as error:
            raise IllegalActionError(f"{error} ({self._where()})") from None
        self._undo.append(snapshot)
        self._log.append({"action": action, "seat": seat, "category": cat.value, "value": value})
        self._end_turn(value)
        return value

    def _end_turn(self, value: int) -> None:
        self._round_values.append(value)
        self._reset_turn()
        self._turn += 1
        if self._turn < len(self._order):
            return
        self._turn = 0
        self._round += 1
        if self.is_over():
            self._settle_roll_off()
        elif self.rules.turn_order == "leader":
            # RULES.md: the highest box value entered last round leads, ties to the
            # earliest player of that round. Scratches and busts count 0; a jackpot
            # entry counts its value (it is a box filled that round).
            best = max(self._round_values)
            leader = self._order[self._round_values.index(best)]
            self._order = self._clockwise_from(leader)
        self._round_values = []

    def _settle_roll_off(self) -> None:
        """Tiebreak ``roll_off`` (000): tied seats each roll five dice once, highest sum
        wins, repeat among those still level. Every throw is kept for the UI."""
        if self.rules.tiebreak != "roll_off":
            return
        points = [sheet.result().points for sheet in self._sheets]
        for value in sorted(set(points), reverse=True):
            group = [seat for seat, p in enumerate(points) if p == value]
            self._roll_off_group(group)

    def _roll_off_group(self, group: list[int]) -> None:
        if len(group) < 2:
            return
        sums = {}
        for seat in group:
            throw = tuple(self._die() for _ in range(DICE_COUNT))
            self._tiebreak_dice[seat].append(throw)
            sums[seat] = sum(throw)
        for value in sorted(set(sums.values()), reverse=True):
            self._roll_off_group([seat for seat in group if sums[seat] == value])

    # --- state, saving and loading ------------------------------------------------------

    def _state(self) -> dict[str, Any]:
        """Everything that changes during play, JSON-safe (used for undo and saving)."""
        return {
            "rng": rng_state(self._rng),
            "sheets": [sheet.to_dict() for sheet in self._sheets],
            "round": self._round,
            "order": list(self._order),
            "turn": self._turn,
            "round_values": list(self._round_values),
            "dice": None if self._dice is None else list(self._dice),
            "held": list(self._held),
            "locked": list(self._locked),
            "rolls_left": self._rolls_left,
            "member": self._member,
            "team_dice": [[list(d), first] for d, first in self._team_dice],
            "picked": self._picked,
            "tiebreak_dice": [[list(t) for t in throws] for throws in self._tiebreak_dice],
        }

    def _load_state(self, data: object) -> None:
        """Validate ``data`` completely, then replace the play state with it."""
        state = check_dict(data, "state", tuple(self._state()))
        count = len(self._seats)
        rules = self.rules
        rng = rng_from_state(state["rng"], "state.rng")
        sheets = [
            ScoreSheet.from_dict(item, rules)
            for item in check_list(state["sheets"], "state.sheets", count, count)
        ]
        if not rules.prediction and any(s.prediction is not None for s in sheets):
            raise InvalidInputError("state.sheets: a prediction without the prediction option")
        round_ = check_int(state["round"], "state.round", 1, rules.rounds + 1)
        order = tuple(check_list(state["order"], "state.order", count, count))
        if any(type(i) is not int for i in order) or sorted(order) != list(range(count)):
            raise InvalidInputError(f"state.order must list each seat once, got {list(order)!r}")
        # Clockwise from a leader; the roll-off winner leads round 1 and, under the
        # fixed order, every round.
        from_opener = round_ == 1 or rules.turn_order == "fixed"
        if order != self._clockwise_from(order[0]) or (from_opener and order != self._opening):
            raise InvalidInputError(
                f"state.order {list(order)!r} is not clockwise from the leader of round {round_}"
            )
        over = round_ > rules.rounds
        turn = check_int(state["turn"], "state.turn", 0, 0 if over else count - 1)
        round_values = [
            check_int(v, "state.round_values", 0, 100)
            for v in check_list(state["round_values"], "state.round_values", turn, turn)
        ]
        for position, seat in enumerate(order):
            expected = rules.rounds if over else round_ - 1 + (position < turn)
            if sheets[seat].filled_count() != expected:
                raise InvalidInputError(
                    f"state.sheets[{seat}] has {sheets[seat].filled_count()} boxes filled, "
                    f"expected {expected} in round {round_}"
                )
        team_size = len(self._teams[order[turn]]) if self._teams is not None else 1
        member = check_int(
            state["member"], "state.member", 0, 0 if self._teams is None else team_size
        )
        picking = self._teams is not None and member == team_size
        team_dice = [
            _team_throw(item)
            for item in check_list(state["team_dice"], "state.team_dice", member, member)
        ]
        picked = state["picked"]
        if picked is not None:
            picked = check_int(picked, "state.picked", 0, team_size - 1)
            if not picking:
                raise InvalidInputError("state.picked is set while members are still rolling")
        dice = None if state["dice"] is None else _dice_list(state["dice"], "state.dice")
        held = _flags(state["held"], "state.held")
        locked = _flags(state["locked"], "state.locked")
        rolls_left = check_int(state["rolls_left"], "state.rolls_left", 0, ROLLS_PER_TURN)
        if picking:
            expected_dice = None if picked is None else team_dice[picked][0]
            consistent = dice == expected_dice and rolls_left == 0 and not any(held)
        elif dice is None:
            consistent = rolls_left == ROLLS_PER_TURN and not any(held)
        else:
            consistent = rolls_left < ROLLS_PER_TURN
        if over:
            consistent = consistent and dice is None and member == 0
        consistent = consistent and all(h or not lk for h, lk in zip(held, locked, strict=True))
        if not consistent or (any(locked) and not rules.locked_holds):
            raise InvalidInputError(
                "state: dice, holds, rolls left and team turn do not fit together"
            )
        tiebreak_dice = [
            [
                _dice_list(t, "state.tiebreak_dice")
                for t in check_list(throws, "state.tiebreak_dice", 0, 50)
            ]
            for throws in check_list(state["tiebreak_dice"], "state.tiebreak_dice", count, count)
        ]
        if any(tiebreak_dice) and not (over and rules.tiebreak == "roll_off"):
            raise InvalidInputError("state.tiebreak_dice present before the end of a roll-off game")
        self._rng = rng
        self._sheets = sheets
        self._round = round_
        self._order = order
        self._turn = turn
        self._round_values = round_values
        self._dice = dice
        self._held = held
        self._locked = locked
        self._rolls_left = rolls_left
        self._member = member
        self._team_dice = team_dice
        self._picked = picked
        self._tiebreak_dice = tiebreak_dice

    def _setup_dict(self) -> dict[str, Any]:
        return {
            "players": list(self._seats),
            "teams": None if self._teams is None else [list(t) for t in self._teams],
            "rules": self.rules.to_dict(),
            "seed": self._seed,
        }

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe save of the whole game, including the dice generator state, the
        undo snapshots and the action log. ``Game.from_dict`` restores it exactly."""
        return {
            "schema": SCHEMA_VERSION,
            "kind": "balut.game",
            "setup": self._setup_dict(),
            "roll_off": [[[seat, die] for seat, die in r.items()] for r in self._roll_off_rounds],
            "state": self._state(),
            "undo": _json_copy(self._undo),
            "log": [_copy_entry(entry) for entry in self._log],
        }

    @classmethod
    def from_dict(cls, data: object) -> Game:
        """Restore a game saved by ``to_dict``. Anything malformed, inconsistent or
        foreign raises ``InvalidInputError``, never another exception type."""
        return load_strictly(cls._from_dict, data, "saved game")

    @classmethod
    def _from_dict(cls, data: object) -> Game:
        fields = check_dict(
            data, "game", ("schema", "kind", "setup", "roll_off", "state", "undo", "log")
        )
        if fields["kind"] != "balut.game":
            raise InvalidInputError(f"not a saved Balut game (kind {fields['kind']!r:.50})")
        if fields["schema"] != SCHEMA_VERSION or type(fields["schema"]) is not int:
            raise InvalidInputError(
                f"saved game has schema {fields['schema']!r:.20}; "
                f"this version reads schema {SCHEMA_VERSION}"
            )
        setup = check_dict(fields["setup"], "setup", ("players", "teams", "rules", "seed"))
        game = cls.__new__(cls)
        players = check_list(setup["players"], "setup.players", 1, MAX_PLAYERS)
        teams = setup["teams"]
        if teams is not None:
            teams = check_list(teams, "setup.teams", 2, 2)
        game._setup(
            players,
            RuleSet.from_dict(setup["rules"]),
            check_int(setup["seed"], "setup.seed", 0, MAX_SEED - 1),
            teams,
        )
        if game._seats != tuple(players):
            raise InvalidInputError("setup.players do not match the teams")
        game._reset_turn()
        game._load_roll_off(fields["roll_off"])
        game._load_state(fields["state"])
        for snapshot in check_list(fields["undo"], "undo", 0, 10_000):
            game._load_state(snapshot)  # validates the snapshot
        game._load_state(fields["state"])
        game._undo = _json_copy(fields["undo"])
        game._log = _log_from(fields["log"], len(game._seats))
        return game

    def _load_roll_off(self, data: object) -> None:
        rounds: list[dict[int, int]] = []
        contenders = list(range(len(self._seats)))
        for item in check_list(data, "roll_off", 0, 1000):
            throws: dict[int, int] = {}
            for pair in check_list(item, "roll_off round", 1, MAX_PLAYERS):
                seat, die = check_list(pair, "roll_off throw", 2, 2)
                throws[check_int(seat, "roll_off seat", 0, len(self._seats) - 1)] = check_int(
                    die, "roll_off die", 1, 6
                )
            if sorted(throws) != contenders:
                raise InvalidInputError(
                    "roll_off: each round must be thrown by the players still level"
                )
            rounds.append(throws)
            best = max(throws.values())
            contenders = [seat for seat in contenders if throws[seat] == best]
        if len(contenders) != 1:
            raise InvalidInputError("roll_off does not decide an opener")
        self._roll_off_rounds = rounds
        self._opening = self._clockwise_from(contenders[0])
        self._order = self._opening

    @classmethod
    def replay(cls, data: object) -> Game:
        """Rebuild a saved game from its setup and action log, checking every roll and
        box against the log (an audit). Raises ``InvalidInputError`` when they differ."""
        saved = cls.from_dict(data)
        game = cls(list(saved._seats), saved.rules, saved._seed, saved._teams)
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
            if self._held[entry["die"]] != entry["held"]:
                self.toggle_hold(entry["die"])
            else:
                raise InvalidInputError("hold entry does not change the hold")
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


# --- helpers --------------------------------------------------------------------------------


def _clean_name(name: object, what: str) -> str:
    if not isinstance(name, str):
        raise InvalidInputError(f"{what} must be text, got {name!r:.50}")
    cleaned = " ".join(name.split())
    if not cleaned:
        raise InvalidInputError(f"{what} must not be empty")
    if len(cleaned) > MAX_NAME_LENGTH:
        raise InvalidInputError(
            f"{what} {cleaned[:MAX_NAME_LENGTH]!r}... is longer than {MAX_NAME_LENGTH} characters"
        )
    if any(_is_hidden(ch) for ch in cleaned):
        raise InvalidInputError(f"{what} {cleaned!r} contains control or invisible characters")
    return cleaned


def _is_hidden(ch: str) -> bool:
    """Control, format (e.g. bidi overrides), surrogate and private-use characters; the
    zero-width joiners that build emoji such as a family or a skin tone are fine."""
    return unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co") and ch not in "\u200c\u200d"


def _require_unique(names: Sequence[str], what: str) -> None:
    folded = [n.casefold() for n in names]
    duplicates = sorted({n for n in names if folded.count(n.casefold()) > 1})
    if duplicates:
        raise InvalidInputError(f"{what} must differ; repeated: {', '.join(duplicates)}")


def _player_names(players: Sequence[str]) -> tuple[str, ...]:
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise InvalidInputError(f"players must be a list of names, got {players!r:.50}")
    if not 1 <= len(players) <= MAX_PLAYERS:
        raise InvalidInputError(f"a game has 1 to {MAX_PLAYERS} players, got {len(players)}")
    names = tuple(_clean_name(p, "a player name") for p in players)
    _require_unique(names, "player names")
    return names


def _team_members(teams: Sequence[Sequence[str]]) -> tuple[tuple[str, ...], ...]:
    if isinstance(teams, str) or not isinstance(teams, Sequence) or len(teams) != 2:
        raise InvalidInputError(f"team play needs exactly two teams, got {teams!r:.80}")
    members = []
    for team in teams:
        if isinstance(team, str) or not isinstance(team, Sequence) or len(team) not in TEAM_SIZES:
            raise InvalidInputError(f"a team has 2 to 4 members, got {team!r:.80}")
        members.append(tuple(_clean_name(name, "a member name") for name in team))
    return tuple(members)


def _die_index(index: object) -> int:
    if type(index) is not int or not 0 <= index < DICE_COUNT:
        raise InvalidInputError(f"a die index is 0..{DICE_COUNT - 1}, got {index!r:.50}")
    return index


def _holds_from(keep: Iterable[int]) -> tuple[bool, ...]:
    if isinstance(keep, (str, bytes)) or not isinstance(keep, Iterable):
        raise InvalidInputError(f"keep must be die indexes 0..4, got {keep!r:.50}")
    indexes = [_die_index(i) for i in keep]
    if len(set(indexes)) != len(indexes):
        raise InvalidInputError(f"keep names a die twice: {indexes!r}")
    return tuple(i in indexes for i in range(DICE_COUNT))


def _dice_list(value: object, where: str) -> tuple[int, ...]:
    items = check_list(value, where, DICE_COUNT, DICE_COUNT)
    return Dice(items).values


def _flags(value: object, where: str) -> tuple[bool, ...]:
    return tuple(check_bool(v, where) for v in check_list(value, where, DICE_COUNT, DICE_COUNT))


def _team_throw(value: object) -> tuple[tuple[int, ...], bool]:
    dice, first = check_list(value, "state.team_dice", 2, 2)
    return _dice_list(dice, "state.team_dice"), check_bool(first, "state.team_dice")


def seed_or_fresh(seed: object) -> int:
    """``seed`` checked (a whole number below 2**128), or a fresh one from the OS for ``None``."""
    if seed is None:
        return random.SystemRandom().getrandbits(64)
    if type(seed) is not int or not 0 <= seed < MAX_SEED:
        raise InvalidInputError(f"seed must be a whole number 0..2**128-1, got {seed!r:.100}")
    return seed


def rng_state(rng: random.Random) -> list[Any]:
    """JSON-safe state of a Mersenne Twister generator."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_state(value: object, where: str) -> random.Random:
    """A generator restored from ``rng_state`` output, validated."""
    version, internal, gauss = check_list(value, where, 3, 3)
    words = check_list(internal, where, 625, 625)
    # The core never draws from gauss(), so its cached value is always None.
    if version != 3 or gauss is not None:
        raise InvalidInputError(f"{where} is not a Mersenne Twister state")
    for word in words[:-1]:
        check_int(word, where, 0, 2**32 - 1)
    check_int(words[-1], where, 0, 624)
    rng = random.Random()
    rng.setstate((3, tuple(words), gauss))
    return rng


def _copy_entry(entry: dict[str, Any]) -> dict[str, Any]:
    """A log entry (flat: its only containers are the dice and keep lists), copied."""
    return {key: list(item) if type(item) is list else item for key, item in entry.items()}


def _json_copy(value: Any) -> Any:
    """A copy of JSON-shaped data down to its leaves (faster than ``copy.deepcopy``)."""
    if isinstance(value, dict):
        return {key: _json_copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_json_copy(item) if isinstance(item, (dict, list)) else item for item in value]
    return value


def _log_from(value: object, seats: int) -> list[dict[str, Any]]:
    entries = []
    for entry in check_list(value, "log", 0, 100_000):
        if not isinstance(entry, dict):
            raise InvalidInputError("log entries must be objects")
        action = check_str(entry.get("action"), "log.action")
        if action not in _LOG_FIELDS:
            raise InvalidInputError(f"log: unknown action {action!r:.50}")
        spec = _LOG_FIELDS[action]
        check_dict(entry, f"log.{action}", ("action", *spec))
        for key, kind in spec.items():
            item = entry[key]
            if type(item) is not kind:
                raise InvalidInputError(
                    f"log.{action}.{key} must be {kind.__name__}, got {item!r:.50}"
                )
        if "seat" in spec:
            check_int(entry["seat"], "log.seat", 0, seats - 1)
        if action == "roll":
            _dice_list(entry["dice"], "log.roll.dice")
            _holds_from(entry["keep"])
        if action == "hold":
            _die_index(entry["die"])
        if "category" in spec:
            Category.parse(entry["category"])
        entries.append(_copy_entry(entry))
    return entries
