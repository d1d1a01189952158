"""The game: the turn state machine of seats, rolls with holds, filling boxes and undo.

``Game`` is the one mutable object of the core. Every action validates first and
then either applies completely or raises ``IllegalActionError`` (not allowed in
this state) / ``InvalidInputError`` (malformed input) without changing anything.
Seating, the log, standings and saving live in their own modules.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ._validate import check_bool, check_list, load_strictly
from .dice import DICE_COUNT, Category, Dice
from .dice_source import DiceSource, RandomDice, seed_or_fresh
from .errors import BalutError, IllegalActionError, InvalidInputError
from .limits import MAX_NAME_LENGTH, MAX_PLAYERS, Bounds, check_bounds, check_prediction
from .log import MAX_LOG_ENTRIES, ROLL_OFF_TOTAL, TIEBREAK_TOTAL, copy_entry, entries_from
from .rules import STANDARD, RuleSet, balut_box_scores, possible_box_scores
from .saving import (
    OPENER_KEY,
    REAL_DICE_KEY,
    SCHEMA_VERSION,
    PlayState,
    clockwise_from,
    json_copy,
    read_game,
    real_roll_off_from,
    roll_off_from,
    state_from_dict,
)
from .seating import TEAM_SIZES, Teams, seat_names
from .sheet import Result, ScoreSheet
from .standings import Standing, rank, roll_off_ties
from .turn import ROLLS_PER_TURN, Turn, die_index, holds_from

#: Logged actions that end what undo can take back (each clears the undo steps).
_UNDO_ENDERS = frozenset({"roll", "enter_dice"})
#: Logged actions that take an undo step: with real dice (one step kept) each replaces
#: the step before it.
_UNDO_TAKERS = frozenset(
    {"score", "scratch", "score_jackpot", "scratch_jackpot", "enter_value", "correct"}
    | {"enter_tiebreak", "timeout"}
)

__all__ = ["MAX_NAME_LENGTH", "MAX_PLAYERS", "SCHEMA_VERSION", "TEAM_SIZES", "Game", "Standing"]


def _score(sheet: ScoreSheet, cat: Category, dice: Dice | None, first: bool) -> int:
    assert dice is not None
    return sheet.enter(cat, dice, first_roll=first)


def _score_jackpot(sheet: ScoreSheet, cat: Category, dice: Dice | None, _first: bool) -> int:
    assert dice is not None
    return sheet.enter_jackpot(cat, dice)


def _scratch(sheet: ScoreSheet, cat: Category, _dice: Dice | None, _first: bool) -> int:
    sheet.scratch(cat)
    return 0


def _scratch_jackpot(sheet: ScoreSheet, cat: Category, _dice: Dice | None, _first: bool) -> int:
    sheet.scratch_jackpot(cat)
    return 0


# The four ways to fill a box: (sheet, category, dice, first roll?) -> value entered.
# The dice are None only for a scratch in a real-dice game (no dice typed in).
_FILLS: dict[str, Callable[[ScoreSheet, Category, Dice | None, bool], int]] = {
    "score": _score,
    "scratch": _scratch,
    "score_jackpot": _score_jackpot,
    "scratch_jackpot": _scratch_jackpot,
}


@dataclass(frozen=True)
class Correction:
    """A filled box changed by agreement of the table (real dice, ``Game.correct``):
    ``seat`` index, ``category``, ``box`` index in its row, the ``value`` it holds now."""

    seat: int
    category: Category
    box: int
    value: int


# Logged actions that push an undo snapshot: an "undo" entry takes back the last of them.
_UNDOABLE = frozenset({*_FILLS, "timeout", "enter_value", "correct", "enter_tiebreak"})


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

    ``real_dice=True``: the table rolls five real dice and the app keeps score. No
    roll-off happens here: with more than one seat ``needs_opener`` holds until
    ``set_opener`` or ``enter_roll_off`` decide who starts. Each turn is then the dice the
    seat ended with (``enter_dice``, then the usual ``score``/``scratch``/... actions) or
    just a box value (``enter_value``); ``roll`` and ``toggle_hold`` are refused, and
    ``correct`` changes a filled box by agreement of the table. A ``roll_off`` tiebreak
    at the end is thrown at the table too (``tiebreak_contenders``, ``enter_tiebreak``).
    """

    def __init__(
        self,
        players: Sequence[str] | None = None,
        rules: RuleSet = STANDARD,
        seed: int | None = None,
        teams: Sequence[Sequence[str]] | None = None,
        dice: DiceSource | None = None,
        real_dice: bool = False,
    ) -> None:
        self._setup(players, rules, seed, teams, dice, check_bool(real_dice, "real_dice"))
        if self._real_dice:
            self._roll_off_rounds: list[dict[int, int]] = []
            if len(self._seats) == 1:
                self._set_opening([], 0)
            else:
                self._await_opener([])
            return
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
        real_dice: bool = False,
    ) -> None:
        if not isinstance(rules, RuleSet):
            raise InvalidInputError(f"rules must be a RuleSet, got {rules!r:.100}")
        seats, members = seat_names(players, teams)
        if members is not None and not rules.team_play:
            rules = rules.derive(team_play=True)
        if members is None and rules.team_play:
            raise InvalidInputError("team play needs teams=[[...], [...]]", "teams_missing")
        self.rules = rules
        self._rounds = rules.rounds  # asked at every action: computed once
        self._real_dice = real_dice
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
        self._undo_ends_next = False  # see _undo_point
        self._undo: list[dict[str, Any]] = []
        self._log: list[dict[str, Any]] = []

    def _set_opening(self, rounds: list[dict[int, int]], winner: int) -> None:
        self._roll_off_rounds = rounds
        self._opening: tuple[int, ...] | None = clockwise_from(winner, len(self._seats))
        self._order = self._opening

    def _await_opener(self, rounds: list[dict[int, int]]) -> None:
        """Real-dice game, opener not chosen yet: the seating order stands in as the
        round's order (``current_index`` 0) until ``set_opener``/``enter_roll_off``."""
        self._roll_off_rounds = rounds
        self._opening = None
        self._order = clockwise_from(0, len(self._seats))

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
    def real_dice(self) -> bool:
        """The table rolls real dice and types in what they show (or the box values)."""
        return self._real_dice

    @property
    def needs_opener(self) -> bool:
        """Real-dice game: nobody may play until ``set_opener`` or ``enter_roll_off`` has
        decided who starts (never for one seat or a game rolled on the phone)."""
        return self._opening is None

    @property
    def roll_off_contenders(self) -> tuple[int, ...]:
        """Real-dice game: the seats (indexes) whose roll-off totals ``enter_roll_off``
        takes next, in seat order: every seat at first, then those still level; ``()``
        once the opener is set."""
        if self._opening is not None:
            return ()
        contenders = list(range(len(self._seats)))
        for throws in self._roll_off_rounds:
            best = max(throws.values())
            contenders = [seat for seat in contenders if throws[seat] == best]
        return tuple(contenders)

    @property
    def tiebreak_contenders(self) -> tuple[int, ...]:
        """Real-dice game over, tiebreak ``roll_off``: the seats (indexes, seat order)
        whose throws ``enter_tiebreak`` takes next: the highest-placed group still level
        on points and on every throw so far. ``()`` when no tie awaits a throw (and
        always in a game rolled on the phone, which throws its own tiebreak)."""
        if not (self._real_dice and self.is_over() and self.rules.tiebreak == "roll_off"):
            return ()
        keys = [
            (sheet.result().points, tuple(sum(t) for t in self._tiebreak_dice[seat]))
            for seat, sheet in enumerate(self._sheets)
        ]
        for key in sorted(set(keys), reverse=True):
            level = tuple(seat for seat, k in enumerate(keys) if k == key)
            if len(level) > 1:
                return level
        return ()

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
        """Opening roll-off rounds, each ``{seat name: die}``; ``()`` for a single seat.
        Real-dice game: the rounds entered, each ``{seat name: total}`` (may be ``()``
        when the table chose the opener)."""
        return tuple({self._seats[s]: d for s, d in r.items()} for r in self._roll_off_rounds)

    @property
    def opening_order(self) -> tuple[str, ...]:
        """Order of play in round 1 (clockwise from the roll-off winner or the chosen
        opener); ``()`` while a real-dice game ``needs_opener``."""
        return tuple(self._seats[i] for i in self._opening or ())

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
        """The seat to play must state its prediction before it may roll (real dice:
        enter its dice or a value) (prediction option); False once the game is over and
        while a real-dice game ``needs_opener`` (there is no seat to play yet)."""
        return (
            self.rules.prediction
            and not self.is_over()
            and not self.needs_opener
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

    @property
    def corrections(self) -> tuple[Correction, ...]:
        """The boxes corrected by agreement and not taken back, in the order made."""
        kept: list[Correction] = []
        last = ""  # the action an undo would take back
        for entry in self._log:
            action = entry["action"]
            if action == "undo":
                if last == "correct":
                    kept.pop()
                last = ""
            elif action in _UNDOABLE:
                last = action
                if action == "correct":
                    cat = Category(entry["category"])
                    kept.append(Correction(entry["seat"], cat, entry["box"], entry["value"]))
        return tuple(kept)

    def crossed_boxes(self, player: str | int) -> frozenset[tuple[Category, int | None]]:
        """A seat's boxes that were crossed out (scratched, or by a speed-play timeout),
        as ``(category, box index in its row)``, the index ``None`` for the row's jackpot
        box; a box that scored 0 with dice or a typed 0 is not crossed. Read from the
        action log, so saves of any age tell it; an undo or a correction clears it."""
        seat = self._seat_index(player)
        filled = dict.fromkeys(Category, 0)
        crossed: set[tuple[Category, int | None]] = set()
        # What an undo takes back: (row, box, crossed before, the box was filled by it).
        steps: list[tuple[Category, int | None, bool, bool] | None] = []
        for entry in self._log:
            action = entry["action"]
            if action == "undo":
                step = steps.pop() if steps else None
                if step is not None:
                    cat, box, was, appended = step
                    filled[cat] -= appended
                    (crossed.add if was else crossed.discard)((cat, box))
                continue
            if action not in _UNDOABLE:
                continue
            if entry.get("seat") != seat:
                steps.append(None)
                continue
            cat = Category(entry["category"])
            jackpot = action in ("score_jackpot", "scratch_jackpot") or (
                action == "timeout" and entry["jackpot"]
            )
            box = entry["box"] if action == "correct" else None if jackpot else filled[cat]
            steps.append((cat, box, (cat, box) in crossed, not jackpot and action != "correct"))
            if not jackpot and action != "correct":
                filled[cat] += 1
            if action in ("scratch", "scratch_jackpot", "timeout"):
                crossed.add((cat, box))
            else:
                crossed.discard((cat, box))
        return frozenset(crossed)

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

    def is_finished(self) -> bool:
        """Over, and no tie waits for the table's throws (``tiebreak_contenders``): the
        standings are final."""
        return self.is_over() and not self.tiebreak_contenders

    def can_undo(self) -> bool:
        """A box was filled and no roll has happened since (real dice: the last fill or
        correction, with no dice entered since)."""
        return bool(self._undo)

    def possible_values(self, category: Category | str) -> tuple[int, ...]:
        """Every value a regular box of ``category`` can hold under the rule set, sorted
        (0 is a cross-out): what ``enter_value`` and ``correct`` accept."""
        return tuple(sorted(possible_box_scores(self.rules, Category.parse(category))))

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
        self._refuse_real_dice("hold a die")
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
        self._refuse_real_dice("roll")
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
        self._refuse_real_dice("finish a member's turn")
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
        self._refuse_real_dice("pick dice")
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

    # --- real-dice actions ---------------------------------------------------------------

    def set_opener(self, seat: str | int) -> None:
        """Real-dice game: the table chose who starts (or rolled off at the table and
        says who won); play goes clockwise from them in round 1."""
        self._require_real_dice("set the opener")
        index = self._seat_index(seat)
        self._require_no_opener("set the opener")
        self._set_opening(self._roll_off_rounds, index)
        self._log.append({"action": "set_opener", "seat": index})

    def enter_roll_off(self, totals: Sequence[int]) -> tuple[int, ...]:
        """Real-dice game: the opening roll-off as thrown at the table, one total 1..30
        per seat in ``roll_off_contenders`` (every seat at first), in seat order. The
        highest starts and ``()`` is returned; on a tie the tied seats are returned, they
        throw again and this is called with totals for exactly those seats.

        Codes: ``roll_off_count`` (params ``expected``, ``count``), ``roll_off_total``
        (``index``, ``low``, ``high``); ``opener_set`` once the opener is decided."""
        self._require_real_dice("enter a roll-off")
        self._require_no_opener("enter a roll-off")
        contenders = self.roll_off_contenders
        checked = self._typed_totals(totals, contenders, ROLL_OFF_TOTAL)
        throws = dict(zip(contenders, checked, strict=True))
        rounds = [*self._roll_off_rounds, throws]
        best = max(checked)
        level = tuple(seat for seat in contenders if throws[seat] == best)
        if len(level) == 1:
            self._set_opening(rounds, level[0])
        else:
            self._roll_off_rounds = rounds
        self._log.append({"action": "enter_roll_off", "totals": checked})
        return () if len(level) == 1 else level

    def enter_tiebreak(self, totals: Sequence[int]) -> tuple[int, ...]:
        """Real-dice game over, tiebreak ``roll_off``: the five dice each seat in
        ``tiebreak_contenders`` threw at the table, one total 5..30 per seat in seat
        order. Returns the seats that must throw next (``()`` once every tie is broken).

        Codes as ``enter_roll_off``; ``no_tiebreak_due`` when no tie awaits a throw."""
        self._require_real_dice("enter a tiebreak")
        contenders = self.tiebreak_contenders
        if not contenders:
            raise IllegalActionError(
                f"cannot enter a tiebreak: no tie awaits a throw ({self._where()})",
                "no_tiebreak_due",
            )
        checked = self._typed_totals(totals, contenders, TIEBREAK_TOTAL)
        snapshot = self._undo_point()
        for seat, total in zip(contenders, checked, strict=True):
            self._tiebreak_dice[seat] = [*self._tiebreak_dice[seat], (total,)]
        self._push_undo(snapshot)
        self._log.append({"action": "enter_tiebreak", "totals": checked})
        return self.tiebreak_contenders

    def _typed_totals(
        self, totals: Sequence[int], contenders: tuple[int, ...], bounds: Bounds
    ) -> list[int]:
        """Checked roll-off totals typed at the table, one per seat in ``contenders``."""
        if isinstance(totals, (str, bytes)) or not isinstance(totals, Sequence):
            raise InvalidInputError(
                f"roll-off totals must be a list of numbers, got {totals!r:.50}",
                "roll_off_count",
                {"expected": len(contenders), "count": None},
            )
        if len(totals) != len(contenders):
            raise InvalidInputError(
                f"the roll-off needs {len(contenders)} totals, for seats "
                f"{', '.join(self._seats[s] for s in contenders)}; got {len(totals)}",
                "roll_off_count",
                {"expected": len(contenders), "count": len(totals)},
            )
        return [
            check_bounds(total, bounds, "a roll-off total", "roll_off_total", index=i)
            for i, total in enumerate(totals)
        ]

    def enter_dice(self, dice: Iterable[int], first_roll: bool = False) -> tuple[int, ...]:
        """Real-dice game: the current seat types the five dice they ended with (and
        whether those came straight from the turn's first roll: the Danish first-roll
        balut bonus). The turn then stands as after a roll: ``dice``, ``potential`` and
        the fill actions work on them, jackpot entry requirements included. May be
        called again to correct the dice before a box is filled. Like a roll, it ends
        what ``undo`` can take back. Returns the dice.

        Codes: ``invalid_dice`` (params ``count``, ``low``, ``high``)."""
        self._require_real_dice("enter dice")
        throw = self._typed_dice(dice)
        check_bool(first_roll, "first_roll")
        self._require_playing("enter dice")
        self._require_prediction("enter dice")
        # The typed dice are a turn with no rolls left, or two left when they came from
        # the first roll: ``Turn.first_roll`` reads that, and saves keep their layout.
        rolls_left = ROLLS_PER_TURN - 1 if first_roll else 0
        self._turn = Turn(dice=throw.values, rolls_left=rolls_left)
        # As after a roll, the last fill stands once the next dice are in (undo never
        # throws away dice typed since; ``correct`` mends a box by agreement instead).
        self._undo.clear()
        self._log.append(
            {
                "action": "enter_dice",
                "seat": self.current_index,
                "dice": list(throw.values),
                "first_roll": first_roll,
            }
        )
        return throw.values

    def clear_dice(self) -> None:
        """Real-dice game: take back the dice typed this turn (before a box is filled),
        so a row's value can be typed instead.

        Codes: ``no_dice_entered`` when there are none."""
        self._require_real_dice("clear the dice")
        self._require_playing("clear the dice")
        if self._turn.dice is None:
            raise IllegalActionError(
                f"cannot clear the dice: none entered ({self._where()})", "no_dice_entered"
            )
        self._turn = Turn()
        self._log.append({"action": "clear_dice", "seat": self.current_index})

    def enter_value(self, category: Category | str, value: int, *, first_roll: bool = False) -> int:
        """Real-dice game: fill the current seat's next open regular box of ``category``
        with a typed ``value`` (no dice needed; 0 crosses the box out). The value must be
        one the box can hold (``possible_values``). ``first_roll`` marks a Balut-row
        balut thrown straight off the first roll (Danish bonus); elsewhere it changes
        nothing. Jackpot boxes need the dice: ``enter_dice`` then ``score_jackpot``.
        Returns the value.

        Codes: ``impossible_value`` (params ``category``, ``value``), ``row_full``
        (``category``), and those of the fill actions (``opener_needed``,
        ``prediction_needed``, ``game_over``)."""
        cat = Category.parse(category)
        self._require_real_dice(f"enter a value in {cat.label}")
        self._check_value(cat, value)
        check_bool(first_roll, "first_roll")
        self._require_playing(f"enter a value in {cat.label}")
        self._require_prediction(f"enter a value in {cat.label}")
        seat = self.current_index
        if not self._sheets[seat].open_boxes(cat):
            raise IllegalActionError(
                f"cannot enter a value in {cat.label}: all its boxes are filled ({self._where()})",
                "row_full",
                {"category": cat.value},
            )
        snapshot = self._undo_point()
        self._sheets[seat] = self._sheet_with(seat, cat, None, value, first_roll)
        self._push_undo(snapshot)
        self._log.append(
            {
                "action": "enter_value",
                "seat": seat,
                "category": cat.value,
                "value": value,
                "first_roll": first_roll,
            }
        )
        self._end_turn(value)
        return value

    def correct(self, seat: str | int, category: Category | str, box: int, value: int) -> None:
        """Real-dice game, by agreement of the table: give the filled regular ``box``
        (0-based within the row) of ``seat``'s ``category`` row a new ``value`` (checked
        like ``enter_value``). Allowed at any time, after the game too; results and
        standings follow from the sheet. ``undo`` takes it back like a fill.

        The turn order already played stands, and so does the leader of the next round:
        it is decided from the values as they were entered in the round (a correction
        is a mended sheet, not a replayed turn).

        Codes: ``invalid_box`` (params ``category``, ``low``, ``high``),
        ``box_not_filled`` (``category``, ``box``), ``impossible_value``."""
        self._require_real_dice("correct a box")
        index = self._seat_index(seat)
        cat = Category.parse(category)
        last = self.rules.boxes_per_row - 1
        if type(box) is not int or not 0 <= box <= last:
            raise InvalidInputError(
                f"a {cat.label} box is 0..{last}, got {box!r:.20}",
                "invalid_box",
                {"category": cat.value, "low": 0, "high": last},
            )
        self._check_value(cat, value)
        if self._sheets[index].boxes(cat)[box] is None:
            raise IllegalActionError(
                f"cannot correct {self._seats[index]}'s {cat.label} box {box + 1}: "
                f"it is not filled ({self._where()})",
                "box_not_filled",
                {"category": cat.value, "box": box},
            )
        snapshot = self._undo_point()
        points = [sheet.result().points for sheet in self._sheets]
        self._sheets[index] = self._sheet_with(index, cat, box, value, False)
        if self.is_over() and self.rules.tiebreak == "roll_off":
            self._settle_new_ties(points)
        self._push_undo(snapshot)
        self._log.append(
            {"action": "correct", "seat": index, "category": cat.value, "box": box, "value": value}
        )

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
        snapshot = self._undo_point()
        sheet = self._sheets[seat]
        try:
            if jackpot:
                sheet.scratch_jackpot(cat)
            else:
                sheet.scratch(cat)
        except IllegalActionError as error:
            raise IllegalActionError(f"{error} ({self._where()})", error.code) from None
        self._push_undo(snapshot)
        self._log.append(
            {"action": "timeout", "seat": seat, "category": cat.value, "jackpot": jackpot}
        )
        self._end_turn(0)
        return cat, jackpot

    def undo(self) -> None:
        """Take back the last box filled: the turn returns exactly as it was before
        that choice (same dice, holds and rolls left). Rolls are never undone, so once
        the next turn has rolled the fill stands. Predictions stated since the fill (by
        seats yet to roll) are kept.

        Real-dice game: undo takes back the last fill (``enter_value`` or a fill after
        ``enter_dice``) or ``correct``, one step only; once dice are entered for the next
        turn it stands (``correct`` mends a box instead)."""
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
        if self.needs_opener:
            return "before the opener is chosen"
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
        if self.needs_opener:
            raise IllegalActionError(
                f"cannot {verb}: choose who starts first (set_opener or enter_roll_off) "
                f"({self._where()})",
                "opener_needed",
            )

    def _refuse_real_dice(self, verb: str) -> None:
        if self._real_dice:
            raise IllegalActionError(
                f"cannot {verb}: this game is played with real dice; enter the dice or "
                f"the box value ({self._where()})",
                "real_dice",
            )

    def _require_real_dice(self, verb: str) -> None:
        if not self._real_dice:
            raise IllegalActionError(
                f"cannot {verb}: this game's dice are rolled on the phone ({self._where()})",
                "rolled_dice",
            )

    def _require_no_opener(self, verb: str) -> None:
        if not self.needs_opener:
            raise IllegalActionError(
                f"cannot {verb}: {self.opening_order[0]} already starts ({self._where()})",
                "opener_set",
            )

    def _typed_dice(self, dice: Iterable[int]) -> Dice:
        try:
            return Dice(dice)
        except InvalidInputError as error:
            raise InvalidInputError(
                f"{error} ({self._where()})",
                "invalid_dice",
                {"count": DICE_COUNT, "low": 1, "high": 6},
            ) from None

    def _check_value(self, cat: Category, value: object) -> None:
        if type(value) is not int or value not in possible_box_scores(self.rules, cat):
            possible = ", ".join(map(str, self.possible_values(cat)))
            raise InvalidInputError(
                f"a {cat.label} box cannot hold {value!r:.20} under {self.rules.name} "
                f"(possible: {possible}) ({self._where()})",
                "impossible_value",
                {"category": cat.value, "value": value},
            )

    def _sheet_with(
        self, seat: int, cat: Category, box: int | None, value: int, first_roll: bool
    ) -> ScoreSheet:
        """Seat's sheet with ``value`` typed into its next open ``cat`` box (``box`` None)
        or into filled ``box`` instead of what it held (a correction), built through the
        sheet's checked saved form so its balut counts stay consistent."""
        data = self._sheets[seat].to_dict()
        row = data["rows"][cat.value]
        old = None if box is None else row[box]
        if box is None:
            row.append(value)
        else:
            row[box] = value
        # "+2 per balut rolled" (000), entered in any box: a typed value counts as a
        # balut when only five of a kind can score it (any non-zero Balut-row value;
        # Fours 20, Fives 25, Sixes 30, Choice 5 or 30), exactly as those dice would
        # count if entered with enter_dice. Other values prove nothing (4-4-4-4-4 put
        # in Choice as 20 earns the bonus only when entered with the dice).
        proves = balut_box_scores(self.rules, cat)
        balut_row = sum(1 for v in data["rows"][Category.BALUT.value] if v)
        data["baluts"] = max(balut_row, data["baluts"] + (value in proves) - (old in proves))
        # The Danish +5 is for a Balut-row balut straight off the first roll, as
        # ScoreSheet.enter counts it. The sheet counts such baluts, not which box holds
        # one: a correction that leaves fewer Balut-row baluts than first-roll ones
        # drops the extra first-roll ones; otherwise a correction keeps the count.
        if first_roll and box is None and cat is Category.BALUT and value:
            data["first_roll_baluts"] += 1
        data["first_roll_baluts"] = min(data["first_roll_baluts"], balut_row)
        return ScoreSheet.from_dict(data, self.rules)

    def _undo_point(self) -> dict[str, Any] | None:
        """The state an undo of the coming action returns to; None during a replay when
        the next logged action ends undo anyway (a roll, typed dice) or, with real dice,
        replaces its one step: the snapshot of every sheet, most of a replay's cost, is
        then not taken."""
        return None if self._undo_ends_next else self._state()

    def _push_undo(self, snapshot: dict[str, Any] | None) -> None:
        if snapshot is None:
            return
        # Real dice: undo is one step (the last fill or correction), so a save does not
        # grow with a snapshot per box of a game with no rolls to end undo.
        if self._real_dice:
            self._undo = [snapshot]
        else:
            self._undo.append(snapshot)

    def _settle_new_ties(self, before: list[int]) -> None:
        """After a correction of a finished ``roll_off`` game: seats level as before keep
        their roll-off throws; a tie the correction made is thrown for afresh; seats no
        longer level lose their throws (they no longer rank by them)."""
        points = [sheet.result().points for sheet in self._sheets]

        def level(scores: list[int], seat: int) -> frozenset[int]:
            return frozenset(s for s, p in enumerate(scores) if p == scores[seat])

        throws: list[list[tuple[int, ...]]] = [[] for _ in points]
        done: set[int] = set()
        for seat in range(len(points)):
            group = level(points, seat)
            if len(group) < 2 or seat in done:
                continue
            done |= group
            if group == level(before, seat) and all(self._tiebreak_dice[s] for s in group):
                for member in group:
                    throws[member] = list(self._tiebreak_dice[member])
                continue
            if self._real_dice:
                continue  # the group throws at the table (``tiebreak_contenders``)
            # Only this group is level in the points handed over, so only it throws.
            fresh = roll_off_ties(
                [0 if s in group else -1 - s for s in range(len(points))],
                self._dice_source.roll_die,
            )
            for member in group:
                throws[member] = fresh[member]
        self._tiebreak_dice = throws

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
        # Real dice: a team's turn is just the team's final dice (no member throws, no
        # pick), entered like a player's.
        if self._teams is not None and turn.picked is None and not self._real_dice:
            raise IllegalActionError(
                f"cannot {verb} {cat.label}: the captain has not picked a member's dice "
                f"({self._where()})"
            )
        # A turn is at least one roll (RULES.md 1), so even a scratch needs one; only a
        # speed-play timeout fills a box without rolling. With real dice the table has
        # rolled: a cross-out needs no dice typed in (a jackpot box as well; a regular
        # box may also take enter_value 0), an entry needs the dice.
        scratch = action in ("scratch", "scratch_jackpot")
        if self._real_dice:
            self._require_prediction(f"{verb} {cat.label}")
            if turn.dice is None and not scratch:
                raise IllegalActionError(
                    f"cannot {verb} {cat.label}: enter the dice first ({self._where()})",
                    "no_dice_entered",
                )
        elif turn.dice is None:
            raise IllegalActionError(
                f"cannot {verb} {cat.label}: no roll yet this turn ({self._where()})",
                "no_roll_yet",
            )
        seat = self.current_index
        sheet = self._sheets[seat]
        snapshot = self._undo_point()
        throw = None if turn.dice is None else Dice(turn.dice)
        try:
            value = _FILLS[action](sheet, cat, throw, turn.first_roll)
        except IllegalActionError as error:
            raise IllegalActionError(f"{error} ({self._where()})", error.code) from None
        self._push_undo(snapshot)
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
            # Real dice: the table throws the tiebreak and types it (enter_tiebreak).
            if self.rules.tiebreak == "roll_off" and not self._real_dice:
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
        state = state_from_dict(
            data,
            self.rules,
            self._teams,
            self._opening,
            seats=len(self._seats),
            real_dice=self._real_dice,
        )
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
        undo snapshots and the action log. ``Game.from_dict`` restores it exactly.

        A real-dice game adds ``"real_dice": true`` to the setup and an ``"opener"`` (seat
        index, ``null`` until decided) to the save; other saves are as they always were."""
        setup: dict[str, Any] = {
            "players": list(self._seats),
            "teams": None if self._teams is None else [list(t) for t in self._teams],
            "rules": self.rules.to_dict(),
            "seed": self._seed,
        }
        data: dict[str, Any] = {
            "schema": SCHEMA_VERSION,
            "kind": "balut.game",
            "setup": setup,
            "roll_off": [[[seat, die] for seat, die in r.items()] for r in self._roll_off_rounds],
            "state": self._state(),
            "undo": json_copy(self._undo),
            "log": [copy_entry(entry) for entry in self._log],
        }
        if self._real_dice:
            setup[REAL_DICE_KEY] = True
            data[OPENER_KEY] = None if self._opening is None else self._opening[0]
        return data

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
        game._setup(saved.players, saved.rules, saved.seed, saved.teams, dice, saved.real_dice)
        if game._seats != tuple(saved.players):
            raise InvalidInputError("setup.players do not match the teams")
        seats = len(game._seats)
        if saved.real_dice:
            rounds, opener = real_roll_off_from(saved.roll_off, seats, saved.opener)
            if opener is None:
                if seats == 1 or saved.undo:
                    raise InvalidInputError("opener: null, yet the game has started")
                game._await_opener(rounds)
            else:
                game._set_opening(rounds, opener)
            if len(saved.undo) > 1:
                raise InvalidInputError("undo: a real-dice game keeps one step of undo")
        else:
            game._set_opening(*roll_off_from(saved.roll_off, seats))
        for snapshot in saved.undo:
            game._load_state(snapshot)  # validates the snapshot
        game._load_state(saved.state)
        game._undo = json_copy(saved.undo)
        game._log = entries_from(saved.log, seats, saved.real_dice)
        return game

    @classmethod
    def replay(cls, data: object, dice: DiceSource | None = None) -> Game:
        """Rebuild a saved game from its setup and action log, checking every logged
        action, then the whole save (JSON types included) against the rebuilt game's.
        Raises ``InvalidInputError``: code ``replay_mismatch`` (param ``action``, 1-based,
        when that action is refused or logged otherwise) when a well-formed save's state
        does not follow from its log; the code ``from_dict`` gives when it is malformed.
        ``dice`` is a fresh source for the rebuilt game (default: ``RandomDice(seed)``)."""
        game = cls.rebuild(data, dice)
        if _canonical(game.to_dict()) != load_strictly(_canonical, data, "saved game"):
            cls.from_dict(data)  # a malformed save: this names what is wrong with it
            raise InvalidInputError("replay does not reach the saved state", "replay_mismatch")
        return game

    @classmethod
    def rebuild(cls, data: object, dice: DiceSource | None = None) -> Game:
        """The game a save's setup and action log make, whatever its saved state says
        (``replay`` also checks that state): every logged action checked as it is done.
        Raises ``InvalidInputError`` (code ``replay_mismatch``, param ``action``) when the
        log cannot be played, or the code of what is malformed."""
        return load_strictly(lambda d: cls._rebuilt(d, dice), data, "saved game")

    @classmethod
    def _rebuilt(cls, data: object, dice: DiceSource | None) -> Game:
        """A new game of the save's setup with its logged actions applied, each checked
        by the action itself and then against the entry the game logs (so the log needs
        no check of its own, a quarter of a replay's time)."""
        saved = read_game(data)
        game = cls(saved.players, saved.rules, saved.seed, saved.teams, dice, saved.real_dice)
        log = check_list(saved.log, "log", 0, MAX_LOG_ENTRIES)
        ends = _UNDO_ENDERS | _UNDO_TAKERS if saved.real_dice else _UNDO_ENDERS
        for number, entry in enumerate(log, 1):
            game._undo_ends_next = number < len(log) and log[number]["action"] in ends
            try:
                game._apply_logged(entry)
            except BalutError as error:
                raise InvalidInputError(
                    f"replay fails at action {number} {entry!r:.100}: {error}",
                    "replay_mismatch",
                    {"action": number},
                ) from None
            if game._log[-1] != entry:
                raise InvalidInputError(
                    f"replay diverges at action {number}: log says {entry!r:.100}, "
                    f"replay gives {game._log[-1]!r:.100}",
                    "replay_mismatch",
                    {"action": number},
                )
        game._undo_ends_next = False
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
        elif action == "set_opener":
            self.set_opener(entry["seat"])
        elif action == "enter_roll_off":
            self.enter_roll_off(entry["totals"])
        elif action == "enter_tiebreak":
            self.enter_tiebreak(entry["totals"])
        elif action == "enter_dice":
            self.enter_dice(entry["dice"], entry["first_roll"])
        elif action == "clear_dice":
            self.clear_dice()
        elif action == "enter_value":
            self.enter_value(entry["category"], entry["value"], first_roll=entry["first_roll"])
        elif action == "correct":
            self.correct(entry["seat"], entry["category"], entry["box"], entry["value"])
        else:
            self._fill(action, entry["category"])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        if self.is_over():
            where = "over"
        elif self.needs_opener:
            where = "choosing who starts"
        else:
            where = f"round {self.round}/{self.total_rounds}, {self.current_player} to play"
        return f"<Game {self.rules.name} {', '.join(self._seats)}: {where}>"


def _canonical(data: object) -> str:
    """JSON text with sorted keys: two saves are the same when their texts are (``==``
    would take ``true`` for ``1`` and ``1.0`` for ``1``)."""
    return json.dumps(data, sort_keys=True, allow_nan=False)
