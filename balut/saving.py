"""Saving and loading a game: the JSON layout and its strict, complete validation.

``Game.to_dict`` / ``Game.from_dict`` are the entry points; this module knows the
layout (a ``RealDiceGame``'s included). A game's changing state is a ``PlayState``;
``state_from_dict`` checks a saved one against the game's seating and rules before
anything is replaced.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ._validate import check_dict, check_int, check_list
from .dice import FACES
from .dice_source import MAX_SEED
from .errors import InvalidInputError
from .limits import MAX_PLAYERS, TEAM_COUNT
from .log import ROLL_OFF_TOTAL, TIEBREAK_TOTAL
from .rules import RuleSet
from .seating import Teams
from .sheet import ScoreSheet
from .turn import ROLLS_PER_TURN, Turn, dice_values

__all__ = [
    "GAME_KEYS",
    "SCHEMA_VERSION",
    "PlayState",
    "SavedSetup",
    "clockwise_from",
    "json_copy",
    "read_game",
    "real_roll_off_from",
    "roll_off_from",
    "state_from_dict",
]

#: Version of the JSON layout written by ``Game.to_dict``.
SCHEMA_VERSION = 1
GAME_KEYS = ("schema", "kind", "setup", "roll_off", "state", "undo", "log")
SETUP_KEYS = ("players", "teams", "rules", "seed")
# A real-dice game (added within schema 1, so every older save still reads): its setup
# also has "real_dice": true, and the save an "opener" key (the seat index, or null
# until the table has chosen or rolled off). Saves of games rolled on the phone have
# neither key; their layout is unchanged.
REAL_DICE_KEY = "real_dice"
OPENER_KEY = "opener"
# A real-dice play state while a box cleared by agreement is owed (added within schema 1):
# "owed", the seats to play a make-up turn, in order. Other states have no such key, so
# every older save still reads and replays to the same text.
OWED_KEY = "owed"

RollOff = list[dict[int, int]]


@dataclass
class PlayState:
    """Everything that changes during play (undo snapshots are saved ``PlayState``s).
    ``dice_state`` is the dice source's state; ``turn_index`` the position in ``order``."""

    dice_state: Any
    sheets: list[ScoreSheet]
    round: int
    order: tuple[int, ...]
    turn_index: int
    round_values: list[int]
    turn: Turn
    tiebreak_dice: list[list[tuple[int, ...]]]
    #: Real dice: the seats owing a box cleared by agreement, each to play a make-up turn
    #: now, in this order (``OWED_KEY``).
    owed: list[int] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, in the saved layout (``"owed"`` only while a box is owed)."""
        owed = {OWED_KEY: list(self.owed)} if self.owed else {}
        return {
            "rng": self.dice_state,
            "sheets": [sheet.to_dict() for sheet in self.sheets],
            "round": self.round,
            "order": list(self.order),
            "turn": self.turn_index,
            "round_values": list(self.round_values),
            **self.turn.to_dict(),
            "tiebreak_dice": [[list(t) for t in throws] for throws in self.tiebreak_dice],
            **owed,
        }


STATE_KEYS = (
    "rng", "sheets", "round", "order", "turn", "round_values", "dice", "held", "locked",
    "rolls_left", "member", "team_dice", "picked", "tiebreak_dice",
)  # fmt: skip


@dataclass(frozen=True)
class SavedSetup:
    """The checked fixed part of a save; the rest is checked against it."""

    players: list[Any]
    teams: list[Any] | None
    rules: RuleSet
    seed: int
    roll_off: object
    state: object
    undo: list[Any]
    log: object
    real_dice: bool = False
    opener: object = None


def clockwise_from(seat: int, count: int) -> tuple[int, ...]:
    """Seats in clockwise order starting at ``seat``."""
    return tuple((seat + step) % count for step in range(count))


def read_game(data: object) -> SavedSetup:
    """The envelope of a saved game: kind, schema and setup checked."""
    real_dice = isinstance(data, dict) and OPENER_KEY in data
    fields = check_dict(data, "game", GAME_KEYS + ((OPENER_KEY,) if real_dice else ()))
    if fields["kind"] != "balut.game":
        raise InvalidInputError(f"not a saved Balut game (kind {fields['kind']!r:.50})")
    if fields["schema"] != SCHEMA_VERSION or type(fields["schema"]) is not int:
        raise InvalidInputError(
            f"saved game has schema {fields['schema']!r:.20}; "
            f"this version reads schema {SCHEMA_VERSION}"
        )
    setup = fields["setup"]
    marked = isinstance(setup, dict) and REAL_DICE_KEY in setup
    setup = check_dict(setup, "setup", SETUP_KEYS + ((REAL_DICE_KEY,) if marked else ()))
    if marked and setup[REAL_DICE_KEY] is not True:
        raise InvalidInputError(
            f"setup.real_dice is saved only as true, got {setup[REAL_DICE_KEY]!r:.20}"
        )
    if marked != real_dice:
        raise InvalidInputError(
            "a real-dice save has both setup.real_dice and opener, other saves neither"
        )
    teams = setup["teams"]
    return SavedSetup(
        players=check_list(setup["players"], "setup.players", 1, MAX_PLAYERS),
        teams=None if teams is None else check_list(teams, "setup.teams", TEAM_COUNT, TEAM_COUNT),
        rules=RuleSet.from_dict(setup["rules"]),
        seed=check_int(setup["seed"], "setup.seed", 0, MAX_SEED - 1),
        roll_off=fields["roll_off"],
        state=fields["state"],
        undo=check_list(fields["undo"], "undo", 0, 10_000),
        log=fields["log"],
        real_dice=real_dice,
        opener=fields.get(OPENER_KEY),
    )


def roll_off_rounds(data: object, seats: int, high: int) -> tuple[RollOff, list[int]]:
    """Saved opening roll-off rounds of throws 1..``high``, checked to be thrown by those
    still level, and no round once one seat is ahead; returns the rounds and the seats
    still level (one: the winner)."""
    rounds: RollOff = []
    contenders = list(range(seats))
    for item in check_list(data, "roll_off", 0, 1000):
        if len(contenders) == 1:
            raise InvalidInputError("roll_off: a round after the opener is decided")
        throws: dict[int, int] = {}
        for pair in check_list(item, "roll_off round", 1, MAX_PLAYERS):
            seat, die = check_list(pair, "roll_off throw", 2, 2)
            throws[check_int(seat, "roll_off seat", 0, seats - 1)] = check_int(
                die, "roll_off die", FACES.start, high
            )
        if sorted(throws) != contenders:
            raise InvalidInputError(
                "roll_off: each round must be thrown by the players still level"
            )
        rounds.append(throws)
        best = max(throws.values())
        contenders = [seat for seat in contenders if throws[seat] == best]
    return rounds, contenders


def roll_off_from(data: object, seats: int) -> tuple[RollOff, int]:
    """Saved opening roll-off rounds (one die each), checked to be thrown by those still
    level; returns the rounds and the winner's seat."""
    rounds, contenders = roll_off_rounds(data, seats, FACES.stop - 1)
    if len(contenders) != 1:
        raise InvalidInputError("roll_off does not decide an opener")
    return rounds, contenders[0]


def real_roll_off_from(data: object, seats: int, opener: object) -> tuple[RollOff, int | None]:
    """A real-dice game's roll-off rounds as entered (totals 1..30) and its saved opener:
    ``None`` while the table has not chosen (then the rounds, if any, end level), the
    roll-off's winner once it decided, or any seat the table chose."""
    rounds, contenders = roll_off_rounds(data, seats, ROLL_OFF_TOTAL.high)
    if opener is not None:
        opener = check_int(opener, "opener", 0, seats - 1)
    if len(contenders) == 1 and opener != contenders[0]:
        raise InvalidInputError(f"opener {opener!r:.20} is not the roll-off's winner")
    return rounds, opener


def _throw(value: object, real_dice: bool) -> tuple[int, ...]:
    """A tiebreak throw: five dice, or in a real-dice game its total as typed, ``(total,)``."""
    if not real_dice:
        return dice_values(value, "state.tiebreak_dice")
    (total,) = check_list(value, "state.tiebreak_dice", 1, 1)
    return (check_int(total, "state.tiebreak_dice", TIEBREAK_TOTAL.low, TIEBREAK_TOTAL.high),)


def state_from_dict(
    data: object,
    rules: RuleSet,
    teams: Teams | None,
    opening: tuple[int, ...] | None,
    *,
    seats: int | None = None,
    real_dice: bool = False,
) -> PlayState:
    """A saved play state, validated completely for a game with these ``rules``,
    ``teams`` and ``opening`` order (its length is the number of seats). ``opening`` is
    ``None`` in a real-dice game whose opener is not chosen yet: then ``seats`` gives the
    number of seats and nothing may have been played. The dice source's state is left
    for the source to check when it is restored."""
    owing = isinstance(data, dict) and OWED_KEY in data
    state = check_dict(data, "state", (*STATE_KEYS, OWED_KEY) if owing else STATE_KEYS)
    count = len(opening) if opening is not None else check_int(seats, "seats", 1, MAX_PLAYERS)
    if opening is None:
        # Until the opener is chosen the seating order stands in as the round's order.
        opening = clockwise_from(0, count)
        started = state["round"] != 1 or state["turn"] != 0 or state["dice"] is not None
        if started:
            raise InvalidInputError("state: play has started before the opener was chosen")
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
    if order != clockwise_from(order[0], count) or (from_opener and order != opening):
        raise InvalidInputError(
            f"state.order {list(order)!r} is not clockwise from the leader of round {round_}"
        )
    over = round_ > rules.rounds
    turn_index = check_int(state["turn"], "state.turn", 0, 0 if over else count - 1)
    round_values = [
        check_int(v, "state.round_values", 0, 100)
        for v in check_list(state["round_values"], "state.round_values", turn_index, turn_index)
    ]
    owed = (
        _owed(state[OWED_KEY], count * rules.rounds, count, real_dice and not over) if owing else []
    )
    for position, seat in enumerate(order):
        expected = rules.rounds if over else round_ - 1 + (position < turn_index)
        expected -= owed.count(seat)
        if sheets[seat].filled_count() != expected:
            raise InvalidInputError(
                f"state.sheets[{seat}] has {sheets[seat].filled_count()} boxes filled, "
                f"expected {expected} in round {round_}"
            )
    # A real-dice team's turn is its final dice, typed like a player's: no team turn.
    team_size = None if teams is None or real_dice else len(teams[order[turn_index]])
    turn = Turn.from_dict(state, team_size, rules.locked_holds, over)
    # Real-dice turn: the typed dice (rolls_left 2 when they came from the first roll,
    # else 0; see RealDiceGame.enter_dice), with no holds and no team members' throws.
    typed = turn.rolls_left in ((ROLLS_PER_TURN,) if turn.dice is None else (0, ROLLS_PER_TURN - 1))
    phone_only = any(turn.held) or any(turn.locked) or turn.member or turn.team_dice
    if real_dice and (not typed or phone_only or turn.picked is not None):
        raise InvalidInputError("state: a real-dice turn has no holds, rolls or team throws")
    tiebreak_dice = [
        [_throw(t, real_dice) for t in check_list(throws, "state.tiebreak_dice", 0, 50)]
        for throws in check_list(state["tiebreak_dice"], "state.tiebreak_dice", count, count)
    ]
    if any(tiebreak_dice) and not (over and rules.tiebreak == "roll_off"):
        raise InvalidInputError("state.tiebreak_dice present before the end of a roll-off game")
    return PlayState(
        state["rng"], sheets, round_, order, turn_index, round_values, turn, tiebreak_dice, owed
    )


def _owed(value: object, most: int, seats: int, allowed: bool) -> list[int]:
    """The saved seats owing a make-up turn (1..``most`` of them): only a real-dice game
    clears a box, and only before the game is over (``RealDiceGame.clear_box``)."""
    if not allowed:
        raise InvalidInputError("state.owed: a box is owed only during a real-dice game")
    return [
        check_int(seat, "state.owed", 0, seats - 1)
        for seat in check_list(value, "state.owed", 1, most)
    ]


def json_copy(value: Any) -> Any:
    """A copy of JSON-shaped data down to its leaves (faster than ``copy.deepcopy``)."""
    if isinstance(value, dict):
        return {key: json_copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [json_copy(item) if isinstance(item, (dict, list)) else item for item in value]
    return value
