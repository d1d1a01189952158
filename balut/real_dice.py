"""A game played with real dice: the table rolls five real dice and the app keeps score.

``RealDiceGame`` is a kind of ``Game`` (as a chess variant is a board of its own): the
turn, the sheets, undo, saving and replaying are the game's; what differs is here.
No roll-off happens when the game is made: with more than one seat ``needs_opener``
holds until ``set_opener`` or ``enter_roll_off`` decide who starts. Each turn is then
the dice the seat ended with (``enter_dice``, then the usual ``score``/``scratch``/...
actions) or just a box value (``enter_value``); ``roll``, ``toggle_hold``,
``finish_member`` and ``pick`` are refused (code ``real_dice``). By agreement of the
table a filled box is put right: ``correct`` changes its value, ``move_box`` moves it to
another row, ``clear_box`` empties it and the seat owes a box (a make-up turn at once,
``owed``). A ``roll_off`` tiebreak at the end is thrown at the table too
(``tiebreak_contenders``, ``enter_tiebreak``). Undo keeps one step: the last fill or
box put right, until dice are entered for the next turn.

Its save is a game's save with ``"real_dice": true`` in the setup and the ``"opener"``
(seat index, ``null`` until decided); ``Game.from_dict`` loads it as a ``RealDiceGame``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NoReturn

from ._validate import check_bool
from .dice import DICE_COUNT, Category, Dice
from .errors import IllegalActionError, InvalidInputError
from .game import Game
from .limits import Bounds, check_bounds
from .log import ROLL_OFF_TOTAL, TIEBREAK_TOTAL, UNDOABLE
from .rules import balut_box_scores, jackpot_balut_scores, possible_box_scores
from .saving import OPENER_KEY, REAL_DICE_KEY, SavedSetup, real_roll_off_from
from .sheet import ScoreSheet
from .turn import ROLLS_PER_TURN, Turn

__all__ = ["RealDiceGame"]


class RealDiceGame(Game):
    """A game of Balut whose dice the table rolls and types in (module docstring).

    ``RealDiceGame(["Ann", "Bo"], rules=STANDARD)`` waits for who starts; the seed
    only seeds the dice source saved with the game (nothing is rolled by the app)."""

    setup_flag = REAL_DICE_KEY
    real_dice = True
    # With one step of undo each undoable action replaces the step before it.
    _UNDO_ENDERS = frozenset({"enter_dice"}) | UNDOABLE

    _awaiting_opener: bool

    def _open(self) -> None:
        """No roll-off here: with more than one seat the table decides who starts; until
        then the seating order stands in as round 1's order."""
        self._awaiting_opener = len(self.players) > 1

    def _open_with(self, rounds: list[dict[int, int]], opener: int) -> None:
        self._set_opening(rounds, opener)
        self._awaiting_opener = False

    # --- reading -----------------------------------------------------------------------

    @property
    def needs_opener(self) -> bool:
        """Nobody may play until ``set_opener`` or ``enter_roll_off`` has decided who
        starts (never for one seat)."""
        return self._awaiting_opener

    @property
    def roll_off_contenders(self) -> tuple[int, ...]:
        """The seats (indexes) whose roll-off totals ``enter_roll_off`` takes next, in
        seat order: every seat at first, then those still level; ``()`` once the opener
        is set."""
        if not self.needs_opener:
            return ()
        contenders = list(range(len(self.players)))
        for throws in self._roll_off_rounds:
            best = max(throws.values())
            contenders = [seat for seat in contenders if throws[seat] == best]
        return tuple(contenders)

    @property
    def tiebreak_contenders(self) -> tuple[int, ...]:
        """Game over, tiebreak ``roll_off``: the seats (indexes, seat order) whose throws
        ``enter_tiebreak`` takes next: the highest-placed group still level on points and
        on every throw so far. ``()`` when no tie awaits a throw."""
        if not (self.is_over() and self.rules.tiebreak == "roll_off"):
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

    # --- who starts, and the tiebreak --------------------------------------------------

    def set_opener(self, seat: str | int) -> None:
        """The table chose who starts (or rolled off at the table and says who won);
        play goes clockwise from them in round 1."""
        index = self._seating.index(seat)
        self._require_no_opener("set the opener")
        self._open_with(self._roll_off_rounds, index)
        self._log.append({"action": "set_opener", "seat": index})

    def enter_roll_off(self, totals: Sequence[int]) -> tuple[int, ...]:
        """The opening roll-off as thrown at the table, one total 1..30 per seat in
        ``roll_off_contenders`` (every seat at first), in seat order. The highest starts
        and ``()`` is returned; on a tie the tied seats are returned, they throw again
        and this is called with totals for exactly those seats.

        Codes: ``roll_off_count`` (params ``expected``, ``count``), ``roll_off_total``
        (``index``, ``low``, ``high``); ``opener_set`` once the opener is decided."""
        self._require_no_opener("enter a roll-off")
        contenders = self.roll_off_contenders
        checked = self._typed_totals(totals, contenders, ROLL_OFF_TOTAL)
        throws = dict(zip(contenders, checked, strict=True))
        rounds = [*self._roll_off_rounds, throws]
        best = max(checked)
        level = tuple(seat for seat in contenders if throws[seat] == best)
        if len(level) == 1:
            self._open_with(rounds, level[0])
        else:
            self._roll_off_rounds = rounds
        self._log.append({"action": "enter_roll_off", "totals": checked})
        return () if len(level) == 1 else level

    def enter_tiebreak(self, totals: Sequence[int]) -> tuple[int, ...]:
        """Game over, tiebreak ``roll_off``: the five dice each seat in
        ``tiebreak_contenders`` threw at the table, one total 5..30 per seat in seat
        order. Returns the seats that must throw next (``()`` once every tie is broken).

        Codes as ``enter_roll_off``; ``no_tiebreak_due`` when no tie awaits a throw."""
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

    # --- a turn typed in ---------------------------------------------------------------

    def enter_dice(self, dice: Iterable[int], first_roll: bool = False) -> tuple[int, ...]:
        """The current seat types the five dice they ended with (and whether those came
        straight from the turn's first roll: the Danish first-roll balut bonus). The turn
        then stands as after a roll: ``dice``, ``potential`` and the fill actions work on
        them, jackpot entry requirements included. May be called again to correct the
        dice before a box is filled. Like a roll, it ends what ``undo`` can take back.
        Returns the dice.

        Codes: ``invalid_dice`` (params ``count``, ``low``, ``high``)."""
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
        """Take back the dice typed this turn (before a box is filled), so a row's value
        can be typed instead.

        Codes: ``no_dice_entered`` when there are none."""
        self._require_playing("clear the dice")
        if self._turn.dice is None:
            raise IllegalActionError(
                f"cannot clear the dice: none entered ({self._where()})", "no_dice_entered"
            )
        self._turn = Turn()
        self._log.append({"action": "clear_dice", "seat": self.current_index})

    def enter_value(self, category: Category | str, value: int, *, first_roll: bool = False) -> int:
        """Fill the current seat's next open regular box of ``category`` with a typed
        ``value`` (no dice needed; 0 crosses the box out). The value must be one the box
        can hold (``possible_values``). ``first_roll`` marks a Balut-row balut thrown
        straight off the first roll (Danish bonus); elsewhere it changes nothing. Jackpot
        boxes need the dice: ``enter_dice`` then ``score_jackpot``. Returns the value.

        Codes: ``impossible_value`` (params ``category``, ``value``), ``row_full``
        (``category``), and those of the fill actions (``opener_needed``,
        ``prediction_needed``, ``game_over``)."""
        cat = Category.parse(category)
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

    def enter_jackpot_value(self, category: Category | str, value: int) -> int:
        """Fill the current seat's jackpot box of ``category`` (jackpot rule set) with a
        typed ``value``, as the dice thrown would fill it: one the box can hold
        (``possible_jackpot_values``; 0 crosses it out, or is dice that miss its entry
        requirement); a non-zero value only while a regular box of the row is open.
        Returns the value.

        Codes: ``impossible_value`` (params ``category``, ``value``), ``no_jackpot_box``,
        ``jackpot_filled`` and ``jackpot_row_full`` (``category``), and those of the fill
        actions (``opener_needed``, ``prediction_needed``, ``game_over``)."""
        cat = Category.parse(category)
        where = f"enter a value in the {cat.label} jackpot"
        if not self.possible_jackpot_values(cat):
            raise IllegalActionError(
                f"cannot {where}: {cat.label} has no jackpot box under {self.rules.name}",
                "no_jackpot_box",
                {"category": cat.value},
            )
        if type(value) is not int or value not in self.possible_jackpot_values(cat):
            possible = ", ".join(map(str, self.possible_jackpot_values(cat)))
            raise InvalidInputError(
                f"the {cat.label} jackpot cannot hold {value!r:.20} (possible: {possible}) "
                f"({self._where()})",
                "impossible_value",
                {"category": cat.value, "value": value},
            )
        self._require_playing(where)
        self._require_prediction(where)
        seat = self.current_index
        sheet = self._sheets[seat]
        if not sheet.jackpot_open(cat):
            raise IllegalActionError(
                f"cannot {where}: it is filled ({self._where()})",
                "jackpot_filled",
                {"category": cat.value},
            )
        if value and not sheet.open_boxes(cat):
            raise IllegalActionError(
                f"cannot {where}: the row's regular boxes are full, so it can only be "
                f"crossed out ({self._where()})",
                "jackpot_row_full",
                {"category": cat.value},
            )
        snapshot = self._undo_point()
        data = sheet.to_dict()
        data["jackpots"][cat.value] = value
        # (as the dice would count for "+2 per balut rolled": see _sheet_with)
        data["baluts"] += value in jackpot_balut_scores(self.rules, cat)
        self._sheets[seat] = ScoreSheet.from_dict(data, self.rules)
        self._push_undo(snapshot)
        self._log.append(
            {"action": "enter_jackpot_value", "seat": seat, "category": cat.value, "value": value}
        )
        self._end_turn(value)
        return value

    def correct(self, seat: str | int, category: Category | str, box: int, value: int) -> None:
        """By agreement of the table: give the filled regular ``box`` (0-based within the
        row) of ``seat``'s ``category`` row a new ``value`` (checked like
        ``enter_value``). Allowed at any time, after the game too; results and standings
        follow from the sheet. ``undo`` takes it back like a fill.

        The turn order already played stands, and so does the leader of the next round:
        it is decided from the values as they were entered in the round (a correction
        is a mended sheet, not a replayed turn).

        Codes: ``invalid_box`` (params ``category``, ``low``, ``high``),
        ``box_not_filled`` (``category``, ``box``), ``impossible_value``."""
        index, cat = self._filled_box(seat, category, box, "correct")
        self._check_value(cat, value)
        snapshot = self._undo_point()
        points = [sheet.result().points for sheet in self._sheets]
        self._sheets[index] = self._sheet_with(index, cat, box, value, False)
        if self.is_over() and self.rules.tiebreak == "roll_off":
            self._settle_new_ties(points)
        self._push_undo(snapshot)
        self._log.append(
            {"action": "correct", "seat": index, "category": cat.value, "box": box, "value": value}
        )

    def move_box(
        self,
        seat: str | int,
        category: Category | str,
        box: int,
        to: Category | str,
        value: int | None = None,
    ) -> int:
        """By agreement of the table, before the game is over: the filled regular ``box``
        of ``seat``'s ``category`` row belonged in row ``to`` ("my Fives, not my Fours").
        It leaves its row (the boxes after it move up: a row fills left to right) and
        takes ``to``'s next open regular box with ``value`` (default: the value it held),
        checked like ``enter_value``. The seat's filled boxes stay as many, so the rounds
        played stand; jackpot boxes are never moved (their entry needs the dice: clear
        the box and play the make-up turn instead). ``undo`` takes it back like a fill.
        Returns the value.

        Codes: those of ``correct``, ``game_over``, ``same_row`` (``category``),
        ``row_full`` (``category``: the row ``to``)."""
        index, cat = self._filled_box(seat, category, box, "move")
        target = Category.parse(to)
        moved = self._sheets[index].boxes(cat)[box] if value is None else value
        assert moved is not None
        self._check_value(target, moved)
        self._require_before_the_end(f"move a {cat.label} box")
        if target is cat:
            raise IllegalActionError(
                f"cannot move a {cat.label} box to its own row ({self._where()})",
                "same_row",
                {"category": cat.value},
            )
        if not self._sheets[index].open_boxes(target):
            raise IllegalActionError(
                f"cannot move a box to {self.players[index]}'s {target.label}: all its boxes "
                f"are filled ({self._where()})",
                "row_full",
                {"category": target.value},
            )
        snapshot = self._undo_point()
        self._sheets[index] = self._sheet_with(index, cat, box, None, False)
        self._sheets[index] = self._sheet_with(index, target, None, moved, False)
        self._push_undo(snapshot)
        self._log.append(
            {
                "action": "move_box",
                "seat": index,
                "category": cat.value,
                "box": box,
                "to": target.value,
                "value": moved,
            }
        )
        return moved

    def clear_box(self, seat: str | int, category: Category | str, box: int) -> None:
        """By agreement of the table, before the game is over: the filled regular ``box``
        of ``seat``'s ``category`` row should never have been filled. It is emptied (the
        boxes after it move up) and the seat owes a box: it plays a make-up turn at once,
        before the turn in hand goes on (``owed``; several owed turns come in the order
        cleared), and fills any open box with it.

        What a Balut club does with a box struck off the paper: every seat plays one box
        a round, so the box struck is thrown for again right away, while the table still
        agrees on it, not at the end of the game. The make-up turn mends an earlier
        round: it does not count toward the next round's leader and the turn order
        stands. So that no thrown dice are lost, a clear waits until the turn in hand has
        no dice typed (fill its box, or take its dice back, first). ``undo`` takes the
        clear back like a fill, until the make-up turn's dice are typed.

        Codes: those of ``correct``, ``game_over``, ``dice_entered``."""
        index, cat = self._filled_box(seat, category, box, "clear")
        self._require_before_the_end(f"clear a {cat.label} box")
        if self._turn.dice is not None:
            raise IllegalActionError(
                f"cannot clear a box: {self.current_seat} has dice typed this turn; fill a "
                f"box or clear the dice first ({self._where()})",
                "dice_entered",
            )
        snapshot = self._undo_point()
        self._sheets[index] = self._sheet_with(index, cat, box, None, False)
        self._owed.append(index)
        self._turn = self._new_turn()
        self._push_undo(snapshot)
        self._log.append({"action": "clear_box", "seat": index, "category": cat.value, "box": box})

    # --- what the table does not do ------------------------------------------------------

    def toggle_hold(self, index: int) -> bool:
        """Refused: the table holds its own dice (code ``real_dice``)."""
        self._refuse("hold a die")

    def roll(self, keep: Iterable[int] | None = None) -> tuple[int, ...]:
        """Refused: the table rolls (code ``real_dice``)."""
        self._refuse("roll")

    def finish_member(self) -> None:
        """Refused: a team's turn is the team's final dice (code ``real_dice``)."""
        self._refuse("finish a member's turn")

    def pick(self, member: int | str) -> tuple[int, ...]:
        """Refused: the team types the dice it picked (code ``real_dice``)."""
        self._refuse("pick dice")

    def _refuse(self, verb: str) -> NoReturn:
        raise IllegalActionError(
            f"cannot {verb}: this game is played with real dice; enter the dice or "
            f"the box value ({self._where()})",
            "real_dice",
        )

    # --- hooks of Game ----------------------------------------------------------------

    def _new_turn(self) -> Turn:
        """A team's turn is its final dice, typed like a player's (no member throws)."""
        return Turn()

    def _check_fill(self, verb: str, crossing_out: bool) -> None:
        """The table has rolled: a cross-out needs no dice typed in (a regular box may
        also take ``enter_value`` 0), an entry needs the dice."""
        self._require_prediction(verb)
        if self._turn.dice is None and not crossing_out:
            raise IllegalActionError(
                f"cannot {verb}: enter the dice first ({self._where()})", "no_dice_entered"
            )

    def _throw_tiebreak(self) -> None:
        """The table throws the tiebreak and types it (``enter_tiebreak``)."""

    def _push_undo(self, snapshot: dict[str, Any] | None) -> None:
        """Undo is one step (the last fill or correction), so a save does not grow with a
        snapshot per box of a game with no rolls to end undo."""
        if snapshot is not None:
            self._undo = [snapshot]

    def _perform(self, entry: Mapping[str, Any]) -> None:
        action = entry["action"]
        if action == "set_opener":
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
        elif action == "enter_jackpot_value":
            self.enter_jackpot_value(entry["category"], entry["value"])
        elif action == "correct":
            self.correct(entry["seat"], entry["category"], entry["box"], entry["value"])
        elif action == "move_box":
            self.move_box(
                entry["seat"], entry["category"], entry["box"], entry["to"], entry["value"]
            )
        elif action == "clear_box":
            self.clear_box(entry["seat"], entry["category"], entry["box"])
        else:
            super()._perform(entry)

    def to_dict(self) -> dict[str, Any]:
        """The game's save (``Game.to_dict``) with ``"real_dice": true`` in its setup and
        the ``"opener"``: the seat index, ``null`` until decided."""
        data = super().to_dict()
        data["setup"][REAL_DICE_KEY] = True
        data[OPENER_KEY] = None if self.needs_opener else self._opening[0]
        return data

    def _restore_opening(self, saved: SavedSetup) -> None:
        """The roll-off rounds typed and the opener saved; undo keeps one step."""
        seats = len(self.players)
        rounds, opener = real_roll_off_from(saved.roll_off, seats, saved.opener)
        if opener is None:
            if seats == 1 or saved.undo:
                raise InvalidInputError("opener: null, yet the game has started")
            self._roll_off_rounds = rounds
            self._awaiting_opener = True
        else:
            self._open_with(rounds, opener)
        if len(saved.undo) > 1:
            raise InvalidInputError("undo: a real-dice game keeps one step of undo")

    # --- internals ---------------------------------------------------------------------

    def _require_no_opener(self, verb: str) -> None:
        if not self.needs_opener:
            raise IllegalActionError(
                f"cannot {verb}: {self.opening_order[0]} already starts ({self._where()})",
                "opener_set",
            )

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
                f"{', '.join(self.players[s] for s in contenders)}; got {len(totals)}",
                "roll_off_count",
                {"expected": len(contenders), "count": len(totals)},
            )
        return [
            check_bounds(total, bounds, "a roll-off total", "roll_off_total", index=i)
            for i, total in enumerate(totals)
        ]

    def _typed_dice(self, dice: Iterable[int]) -> Dice:
        try:
            return Dice(dice)
        except InvalidInputError as error:
            raise InvalidInputError(
                f"{error} ({self._where()})",
                "invalid_dice",
                {"count": DICE_COUNT, "low": 1, "high": 6},
            ) from None

    def _filled_box(
        self, seat: str | int, category: Category | str, box: int, verb: str
    ) -> tuple[int, Category]:
        """The seat's index and the row of a filled regular box the table puts right."""
        index = self._seating.index(seat)
        cat = Category.parse(category)
        last = self.rules.boxes_per_row - 1
        if type(box) is not int or not 0 <= box <= last:
            raise InvalidInputError(
                f"a {cat.label} box is 0..{last}, got {box!r:.20}",
                "invalid_box",
                {"category": cat.value, "low": 0, "high": last},
            )
        if self._sheets[index].boxes(cat)[box] is None:
            raise IllegalActionError(
                f"cannot {verb} {self.players[index]}'s {cat.label} box {box + 1}: "
                f"it is not filled ({self._where()})",
                "box_not_filled",
                {"category": cat.value, "box": box},
            )
        return index, cat

    def _require_before_the_end(self, verb: str) -> None:
        """Moving or clearing a box changes what the game's turns filled: only during it
        (after the last box the game is recorded; ``correct`` still mends a value)."""
        if self.is_over():
            raise IllegalActionError(f"cannot {verb}: the game is over", "game_over")

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
        self, seat: int, cat: Category, box: int | None, value: int | None, first_roll: bool
    ) -> ScoreSheet:
        """Seat's sheet with ``value`` typed into its next open ``cat`` box (``box`` None)
        or into filled ``box`` instead of what it held (a correction; ``value`` None
        empties the box, those after it move up), built through the sheet's checked saved
        form so its balut counts stay consistent."""
        data = self._sheets[seat].to_dict()
        row = data["rows"][cat.value]
        old = None if box is None else row[box]
        if box is None:
            row.append(value)
        elif value is None:
            del row[box]
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

    def _settle_new_ties(self, before: list[int]) -> None:
        """After a correction of a finished ``roll_off`` game: seats level as before keep
        their throws; a tie the correction made or changed is thrown for afresh at the
        table (``tiebreak_contenders``); seats no longer level lose their throws (they no
        longer rank by them)."""
        points = [sheet.result().points for sheet in self._sheets]

        def level(scores: list[int], seat: int) -> frozenset[int]:
            return frozenset(s for s, p in enumerate(scores) if p == scores[seat])

        kept: list[list[tuple[int, ...]]] = [[] for _ in points]
        for seat in range(len(points)):
            group = level(points, seat)
            unchanged = len(group) > 1 and group == level(before, seat)
            if unchanged and all(self._tiebreak_dice[s] for s in group):
                kept[seat] = list(self._tiebreak_dice[seat])
        self._tiebreak_dice = kept
