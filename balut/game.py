"""The game: the turn state machine of seats, rolls with holds, filling boxes and undo.

``Game`` is the one mutable object of the core. Every action validates first and
then either applies completely or raises ``IllegalActionError`` (not allowed in
this state) / ``InvalidInputError`` (malformed input) without changing anything.
What it holds, reads and saves is its ``Table`` (``balut.table``); seating, the turn,
the log, standings and the save layout live in their own modules. A game played with
real dice is a ``RealDiceGame`` (``balut.real_dice``), a kind of game over this one;
``Game.from_dict`` and ``Game.replay`` load either kind from its save.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar

from ._validate import check_bool, check_list, load_strictly
from .dice import DICE_COUNT, Category, Dice
from .dice_source import DiceSource
from .errors import BalutError, IllegalActionError, InvalidInputError
from .limits import MAX_NAME_LENGTH, MAX_PLAYERS, check_prediction
from .log import MAX_LOG_ENTRIES, Correction, copy_entry
from .rules import STANDARD, RuleSet
from .saving import REAL_DICE_KEY, SCHEMA_VERSION, clockwise_from, read_game
from .seating import TEAM_SIZES
from .sheet import ScoreSheet
from .standings import Standing, roll_off_ties
from .table import Table
from .turn import Turn, die_index, holds_from

__all__ = [
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "SCHEMA_VERSION",
    "TEAM_SIZES",
    "Correction",
    "Game",
    "Standing",
]


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
# The dice are None only for a cross-out in a real-dice game (no dice typed in).
_FILLS: dict[str, Callable[[ScoreSheet, Category, Dice | None, bool], int]] = {
    "score": _score,
    "scratch": _scratch,
    "score_jackpot": _score_jackpot,
    "scratch_jackpot": _scratch_jackpot,
}


class Game(Table):
    """A game of Balut for 1-8 players, or two teams of 2-4, its dice rolled by the app.

    ``Game(["Ann", "Bo"], rules=STANDARD, seed=7)`` is ready for the first
    player's first roll. With more than one seat the opening roll-off (each rolls
    one die, highest starts, ties roll again among themselves) happens here and is
    kept in ``roll_off``; it decides the opener under both turn orders.

    Dice come from ``dice`` (a ``DiceSource``), by default ``RandomDice(seed)``: with
    ``seed=None`` a seed is drawn once from the OS CSPRNG and the dice come from a
    ``random.Random`` seeded with it, whose state is saved with the game so a restored
    game continues exactly as the original would. ``seed=<int>`` gives a
    deterministic game.

    A kind of game over this one (``RealDiceGame``) changes it through small hooks:
    who opens (``_open``), what a fill needs (``_check_fill``), the end of the game
    (``_throw_tiebreak``), undo steps kept (``_push_undo``), the logged actions it takes
    (``_perform``), and the table's (``Table``): a new turn, who it waits for, its save.
    """

    setup_flag: ClassVar[str | None] = None
    #: Logged actions that leave the undo step before them unused: a replay takes no
    #: snapshot for an action followed by one of them.
    _UNDO_ENDERS: ClassVar[frozenset[str]] = frozenset({"roll"})
    #: Set by a replay for an action the next logged one leaves without use for undo.
    _undo_ends_next = False

    def __init__(
        self,
        players: Sequence[str] | None = None,
        rules: RuleSet = STANDARD,
        seed: int | None = None,
        teams: Sequence[Sequence[str]] | None = None,
        dice: DiceSource | None = None,
    ) -> None:
        self._setup(players, rules, seed, teams, dice)
        self._open()

    def _open(self) -> None:
        """The opening roll-off: one die per seat (in team play each team throws one die,
        its captain's), ties throwing again among themselves, the highest starts."""
        rounds: list[dict[int, int]] = []
        contenders = list(range(len(self._seating.names)))
        while len(contenders) > 1:
            throws = {seat: self._dice_source.roll_die() for seat in contenders}
            rounds.append(throws)
            best = max(throws.values())
            contenders = [seat for seat in contenders if throws[seat] == best]
        self._set_opening(rounds, contenders[0])

    # --- reading -----------------------------------------------------------------------

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
        return self._turn.picking

    @property
    def picked(self) -> int | None:
        """Team play: the member whose dice the captain picked."""
        return self._turn.picked

    @property
    def can_roll(self) -> bool:
        """A roll now would throw at least one die: rolls are left, no prediction is
        owed, and not all five dice are held (such a roll throws nothing but uses up a
        roll). ``roll`` itself still takes it, so a saved game that logged one replays."""
        return (
            self._turn.rolls_left > 0
            and not self.needs_prediction
            and not (self._turn.dice is not None and all(self._turn.held))
        )

    @property
    def needs_prediction(self) -> bool:
        """The seat to play must state its prediction before it may roll (real dice:
        enter its dice or a value) (prediction option); False once the game is over and
        while the game ``needs_opener`` (there is no seat to play yet)."""
        return (
            self.rules.prediction
            and not self.is_over()
            and not self.needs_opener
            and self._sheets[self.current_index].prediction is None
        )

    def can_undo(self) -> bool:
        """A box was filled and no roll has happened since (real dice: the last fill or
        correction, with no dice entered since)."""
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
            raise IllegalActionError("predictions are off in this rule set", "predictions_off")
        seat = self._seating.index(player)
        check_prediction(value)
        if self._has_rolled(seat):
            raise IllegalActionError(
                f"cannot predict for {self._seating.names[seat]}: they have already rolled "
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
        if self._turn.team_size is None:
            raise IllegalActionError("finish_member is for team play")
        if self._turn.dice is None:
            raise IllegalActionError(
                f"cannot finish: {self.current_player} has not rolled ({self._where()})"
            )
        self._log.append(
            {"action": "finish_member", "seat": self.current_index, "member": self._turn.member}
        )
        self._turn = self._turn.member_finished()

    def pick(self, member: int | str) -> tuple[int, ...]:
        """Team play: the captain picks a member's final dice (by index or name) for the box."""
        self._require_playing("pick dice")
        if not self.picking:
            raise IllegalActionError(
                f"cannot pick dice: not every team member has rolled ({self._where()})"
            )
        index = self._seating.member(self.current_index, member)
        self._turn = self._turn.picked_member(index)
        self._log.append({"action": "pick", "seat": self.current_index, "member": index})
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

    def apply(self, entry: Mapping[str, Any]) -> dict[str, Any]:
        """Do the action a log entry records (the ``balut.log`` schema: a save's log, a
        record's) and return the entry this game logged for it, for the caller to compare.
        Raises what the action raises; an action this kind of game does not take is
        refused (code ``rolled_dice`` for a real-dice action in a game rolled here)."""
        self._perform(entry)
        return copy_entry(self._log[-1])

    def _perform(self, entry: Mapping[str, Any]) -> None:
        """The one dispatch of logged actions (``apply``)."""
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
        elif action in _FILLS:
            self._fill(action, entry["category"])
        else:
            raise IllegalActionError(
                f"cannot {action}: this game's dice are rolled on the phone ({self._where()})",
                "rolled_dice",
            )

    # --- internals ---------------------------------------------------------------------

    def _where(self) -> str:
        if self.is_over():
            return "game over"
        if self.needs_opener:
            return "before the opener is chosen"
        return f"{self.current_player}, round {self.round}"

    def _has_rolled(self, seat: int) -> bool:
        if self._sheets[seat].filled_count() or seat in self._owed:  # (a box cleared: owed)
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

    def _check_fill(self, verb: str, crossing_out: bool) -> None:
        """Refuse a fill the turn is not ready for. A team's box takes the dice the
        captain picked; a turn is at least one roll (in-app Rules, "Your turn"), so even
        a cross-out needs one: only a speed-play timeout fills a box without rolling."""
        if self._turn.awaiting_pick:
            raise IllegalActionError(
                f"cannot {verb}: the captain has not picked a member's dice ({self._where()})"
            )
        if self._turn.dice is None:
            raise IllegalActionError(
                f"cannot {verb}: no roll yet this turn ({self._where()})", "no_roll_yet"
            )

    def _fill(self, action: str, category: Category | str) -> int:
        cat = Category.parse(category)
        verb = f"{action.replace('_', ' ')} {cat.label}"
        self._require_playing(verb)
        self._check_fill(verb, action in ("scratch", "scratch_jackpot"))
        turn = self._turn
        seat = self.current_index
        snapshot = self._undo_point()
        throw = None if turn.dice is None else Dice(turn.dice)
        try:
            value = _FILLS[action](self._sheets[seat], cat, throw, turn.first_roll)
        except IllegalActionError as error:
            raise IllegalActionError(f"{error} ({self._where()})", error.code) from None
        self._push_undo(snapshot)
        self._log.append({"action": action, "seat": seat, "category": cat.value, "value": value})
        self._end_turn(value)
        return value

    def _end_turn(self, value: int) -> None:
        if self._owed:
            # A make-up turn for a box cleared by agreement (real dice): it mends an
            # earlier round, so it neither counts toward this round's leader nor moves
            # play on; the turn in hand comes next.
            self._owed.pop(0)
            self._turn = self._new_turn()
            return
        self._round_values.append(value)
        self._turn_index += 1
        if self._turn_index == len(self._order):
            self._turn_index = 0
            self._round += 1
            if self.is_over():
                self._throw_tiebreak()
            elif self.rules.turn_order == "leader":
                # In-app Rules, "Turn order and ties": the highest box value entered last
                # round leads, ties to the earliest player of that round. Scratches and
                # busts count 0; a jackpot entry counts its value (a box filled that round).
                best = max(self._round_values)
                leader = self._order[self._round_values.index(best)]
                self._order = clockwise_from(leader, len(self._order))
            self._round_values = []
        self._turn = self._new_turn()

    def _throw_tiebreak(self) -> None:
        """The game is over: under tiebreak ``roll_off`` the seats level on points throw
        five dice, again while level (``roll_off_ties``)."""
        if self.rules.tiebreak == "roll_off":
            points = [sheet.result().points for sheet in self._sheets]
            self._tiebreak_dice = roll_off_ties(points, self._dice_source.roll_die)

    def _undo_point(self) -> dict[str, Any] | None:
        """The state an undo of the coming action returns to; None during a replay when
        the next logged action leaves it unused (``_UNDO_ENDERS``): the snapshot of every
        sheet, most of a replay's cost, is then not taken."""
        return None if self._undo_ends_next else self._state()

    def _push_undo(self, snapshot: dict[str, Any] | None) -> None:
        if snapshot is not None:
            self._undo.append(snapshot)

    # --- state, saving and loading ------------------------------------------------------

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
        kind = cls.kind_of({REAL_DICE_KEY: saved.real_dice})
        game = kind(saved.players, saved.rules, saved.seed, saved.teams, dice)
        log = check_list(saved.log, "log", 0, MAX_LOG_ENTRIES)
        for number, entry in enumerate(log, 1):
            game._undo_ends_next = number < len(log) and log[number]["action"] in kind._UNDO_ENDERS
            try:
                logged = game.apply(entry)
            except BalutError as error:
                raise InvalidInputError(
                    f"replay fails at action {number} {entry!r:.100}: {error}",
                    "replay_mismatch",
                    {"action": number},
                ) from None
            if logged != entry:
                raise InvalidInputError(
                    f"replay diverges at action {number}: log says {entry!r:.100}, "
                    f"replay gives {logged!r:.100}",
                    "replay_mismatch",
                    {"action": number},
                )
        game._undo_ends_next = False
        return game


def _canonical(data: object) -> str:
    """JSON text with sorted keys: two saves are the same when their texts are (``==``
    would take ``true`` for ``1`` and ``1.0`` for ``1``)."""
    return json.dumps(data, sort_keys=True, allow_nan=False)
