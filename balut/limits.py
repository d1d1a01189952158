"""Every bound of the rules core as data, and the validators that enforce them.

The UI reads these (to size fields and word hints) and may call the validators to check
a value before the game does; every failure is an ``InvalidInputError`` whose ``code``
names the problem and whose ``params`` carry the bounds, so the UI can word it.

>>> SPEED_SECONDS.low, SPEED_SECONDS.high
(5, 600)
>>> check_option("speed_seconds", 0)
0
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .errors import InvalidInputError

__all__ = [
    "BAND_COUNT",
    "BAND_LOWEST",
    "BAND_POINTS",
    "BONUS_POINTS",
    "HOUSE_OPTION_LIMITS",
    "MATCH_GAMES",
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "NAME_LENGTH",
    "PLAYERS",
    "PREDICTION",
    "PREDICTION_BONUS",
    "SPEED_OFF",
    "SPEED_SECONDS",
    "STAKE",
    "TEAM_COUNT",
    "TEAM_SIZE",
    "TIEBREAKS",
    "TURN_ORDERS",
    "Bounds",
    "OptionLimit",
    "check_bands",
    "check_bounds",
    "check_option",
    "check_prediction",
    "check_stake",
]


@dataclass(frozen=True)
class Bounds:
    """An inclusive range of whole numbers; ``value in bounds`` rejects non-ints and bools."""

    low: int
    high: int

    def __contains__(self, value: object) -> bool:
        return type(value) is int and self.low <= value <= self.high

    @property
    def params(self) -> dict[str, object]:
        """The bounds as error parameters."""
        return {"low": self.low, "high": self.high}


PLAYERS = Bounds(1, 8)
#: Characters of a player, member or team name (after runs of spaces become one).
NAME_LENGTH = Bounds(1, 32)
TEAM_COUNT = 2
TEAM_SIZE = Bounds(2, 4)
PREDICTION = Bounds(-99, 9999)
PREDICTION_BONUS = Bounds(0, 50)
#: Points of ``per_balut_bonus`` and ``first_roll_balut_bonus``.
BONUS_POINTS = Bounds(0, 50)
#: Seconds per turn under the speed option; ``SPEED_OFF`` (0) means no timer.
SPEED_SECONDS = Bounds(5, 600)
SPEED_OFF = 0
#: Custom adjustment bands: how many, a band's lowest dice total, its points.
BAND_COUNT = Bounds(1, 20)
BAND_LOWEST = Bounds(0, 1000)
BAND_POINTS = Bounds(-50, 50)
MATCH_GAMES = Bounds(1, 50)
#: A stake per point when settling up: whole smallest units (cents, chips), 0 = honour only.
STAKE = Bounds(0, 1_000_000)

MAX_PLAYERS = PLAYERS.high
MAX_NAME_LENGTH = NAME_LENGTH.high

TIEBREAKS: tuple[str, ...] = ("dice_total", "shared", "roll_off")
TURN_ORDERS: tuple[str, ...] = ("leader", "fixed")


@dataclass(frozen=True)
class OptionLimit:
    """Allowed values of one house option: ``kind`` ``"bool"``, ``"choice"`` (one of
    ``choices``), ``"number"`` (within ``bounds``, or ``off``) or ``"bands"``."""

    kind: Literal["bool", "choice", "number", "bands"]
    choices: tuple[str, ...] = ()
    bounds: Bounds | None = None
    off: int | None = None


_BOOL = OptionLimit("bool")

#: Every house option ``RuleSet.derive`` accepts, in the order the rules list them.
HOUSE_OPTION_LIMITS: dict[str, OptionLimit] = {
    "locked_holds": _BOOL,
    "tiebreak": OptionLimit("choice", TIEBREAKS),
    "turn_order": OptionLimit("choice", TURN_ORDERS),
    "prediction": _BOOL,
    "prediction_bonus": OptionLimit("number", bounds=PREDICTION_BONUS),
    "dice_total_only": _BOOL,
    "adjustment_bands": OptionLimit("bands"),
    "balut_bonus": _BOOL,
    "per_balut_bonus": OptionLimit("number", bounds=BONUS_POINTS),
    "first_roll_balut_bonus": OptionLimit("number", bounds=BONUS_POINTS),
    "jackpot_in_dice_total": _BOOL,
    "team_play": _BOOL,
    "speed_seconds": OptionLimit("number", bounds=SPEED_SECONDS, off=SPEED_OFF),
}


def check_bounds(value: object, bounds: Bounds, what: str, code: str, **params: object) -> int:
    """``value`` if it is a whole number within ``bounds``; else ``InvalidInputError(code)``
    with the bounds (and ``params``) as parameters."""
    if value not in bounds:
        raise InvalidInputError(
            f"{what} must be a whole number {bounds.low}..{bounds.high}, got {value!r:.100}",
            code,
            {**params, **bounds.params},
        )
    assert isinstance(value, int)
    return value


def check_prediction(value: object) -> int:
    """A stated prediction; code ``prediction_out_of_range``."""
    return check_bounds(value, PREDICTION, "a prediction", "prediction_out_of_range")


def check_stake(value: object) -> int:
    """A stake per point in smallest units; code ``stake_out_of_range``."""
    return check_bounds(value, STAKE, "a stake per point", "stake_out_of_range")


def check_option(key: str, value: object) -> Any:
    """``value`` checked for house option ``key`` (bands come back as a tuple of pairs).

    Codes: ``unknown_option``, ``option_not_bool``, ``option_not_allowed`` (params
    ``option``, ``allowed``), ``option_out_of_range`` (``option``, ``low``, ``high`` and
    ``off`` when a number switches the option off), and those of ``check_bands``.
    """
    limit = HOUSE_OPTION_LIMITS.get(key)
    if limit is None:
        raise InvalidInputError(
            f"unknown house option {key!r:.50}; known: {', '.join(HOUSE_OPTION_LIMITS)}",
            "unknown_option",
            {"option": key},
        )
    what = f"house option {key}"
    if limit.kind == "bool":
        if not isinstance(value, bool):
            raise InvalidInputError(
                f"{what} must be true or false, got {value!r:.100}",
                "option_not_bool",
                {"option": key},
            )
        return value
    if limit.kind == "choice":
        if value not in limit.choices:
            raise InvalidInputError(
                f"{what} must be one of {', '.join(limit.choices)}, got {value!r:.100}",
                "option_not_allowed",
                {"option": key, "allowed": limit.choices},
            )
        return value
    if limit.kind == "bands":
        return check_bands(value)
    assert limit.bounds is not None
    if limit.off is not None and type(value) is int and value == limit.off:
        return value
    extra = {} if limit.off is None else {"off": limit.off}
    return check_bounds(value, limit.bounds, what, "option_out_of_range", option=key, **extra)


def check_bands(value: object) -> tuple[tuple[int, int], ...]:
    """Custom adjustment bands: ``BAND_COUNT`` pairs (lowest dice total, points), the
    first at 0, lowest totals increasing. Checked band by band in order; codes
    ``band_count`` (``low``, ``high``), ``band_malformed`` (``index``),
    ``band_first_not_zero``, ``band_lowest_out_of_range`` / ``band_points_out_of_range``
    (``index``, ``low``, ``high``), ``band_not_increasing`` (``index``, ``lowest``,
    ``previous``). ``index`` is 0-based."""
    if not isinstance(value, (list, tuple)) or len(value) not in BAND_COUNT:
        count = len(value) if isinstance(value, Sequence) else None
        raise InvalidInputError(
            f"adjustment_bands must be {BAND_COUNT.low}-{BAND_COUNT.high} pairs, "
            f"got {value!r:.200}",
            "band_count",
            {"count": count, **BAND_COUNT.params},
        )
    bands: list[tuple[int, int]] = []
    for index, band in enumerate(value):
        if (
            not isinstance(band, (list, tuple))
            or len(band) != 2
            or any(type(part) is not int for part in band)
        ):
            raise InvalidInputError(
                f"adjustment band {index} must be [lowest total, points], got {band!r:.100}",
                "band_malformed",
                {"index": index},
            )
        lowest, points = band
        if index == 0 and lowest != 0:
            raise InvalidInputError(
                f"the first adjustment band must start at 0, got {lowest}", "band_first_not_zero"
            )
        check_bounds(lowest, BAND_LOWEST, f"adjustment band {index} lowest total",
                     "band_lowest_out_of_range", index=index)  # fmt: skip
        check_bounds(points, BAND_POINTS, f"adjustment band {index} points",
                     "band_points_out_of_range", index=index)  # fmt: skip
        if bands and lowest <= bands[-1][0]:
            raise InvalidInputError(
                f"adjustment band {index}: lowest totals must increase "
                f"({lowest} after {bands[-1][0]})",
                "band_not_increasing",
                {"index": index, "lowest": lowest, "previous": bands[-1][0]},
            )
        bands.append((lowest, points))
    return tuple(bands)
