"""A proficiency figure per game: how far a person's decisions fell short of the Expert's.

Each judged decision (a hold, a box, a member's stand, a captain's pick) is the chosen
option against the best one ``advise`` lists, and its loss is the difference in expected
points (the deciding number: grand total on Quick and Extended, where ``solved_value``
makes it exact). Per person: the decisions, the mean loss per decision, the decisions
that cost more than ``COSTLY`` and a band (``BANDS``) by the mean loss. ``reason`` says
why a costly move was worse, as data (which row the move chased or filled, which the best
did): the glue words it.

>>> figure = figures([("Ann", 0.0), ("Ann", 1.5), ("Bo", 0.2)], ["Ann", "Bo"])[0]
>>> figure.decisions, figure.mean_loss, figure.costly
(2, 0.75, 1)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, get_args

from ..dice import Category
from ..errors import InvalidInputError
from ..game import Game
from ..limits import MAX_NAME_LENGTH
from ..rules import RuleSet
from .search import Option, chased_row

__all__ = [
    "BANDS",
    "COSTLY",
    "REASONS",
    "Figure",
    "Progress",
    "Reason",
    "band",
    "figures",
    "progress",
    "reason",
]

#: A decision costing more than this many points is a costly one.
COSTLY = 1.0
#: Bands from the best, by the mean loss per decision: below each bound, that band.
BANDS: tuple[str, ...] = ("expert", "strong", "good", "learning", "beginner")
BOUNDS: tuple[float, ...] = (0.10, 0.25, 0.5, 1.0)
#: The bounds are for losses in a total (Quick and Extended's grand total, like the
#: Yahtzee scores Verhoeff's bands are for). Where the points table pays, a loss is in
#: table points, a much coarser unit: the Beginner bot loses 0.12 points per decision on
#: the standard game against 2.0 of the grand total on Quick and Extended, the Club
#: player 0.010 against 0.003 (`bench/proficiency.py`, 30 games each). So the bounds are
#: divided by this there, and one band means about one skill whatever the rule set: a
#: point of the table is worth some ten of a total (the Beginner bot is a beginner on both).
POINTS_SCALE = 10.0
#: The most decisions a stored figure may count (three per turn of the longest game,
#: generously) and the highest mean loss it may show: bounds for a file from elsewhere.
MAX_DECISIONS = 2000
MAX_MEAN_LOSS = 1000.0
#: A stored mean loss is rounded to this many places (so it may be this much lower).
STORED_PLACES = 4
STORED_PLACES_ERROR = 0.5 * 10**-STORED_PLACES

ReasonCode = Literal["chase", "keep", "stand", "roll_on", "box", "other"]
REASONS: tuple[str, ...] = get_args(ReasonCode)


@dataclass(frozen=True)
class Figure:
    """One person's figure in one game."""

    player: str
    decisions: int
    mean_loss: float
    costly: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "decisions": self.decisions,
            "mean_loss": round(self.mean_loss, STORED_PLACES),
            "costly": self.costly,
        }

    @classmethod
    def from_dict(cls, data: object) -> Figure:
        """A stored figure, read strictly and within bounds (raises `InvalidInputError`)."""
        if not isinstance(data, dict):
            raise InvalidInputError("a figure is an object", "proficiency")
        player, decisions = data.get("player"), data.get("decisions")
        mean, costly = data.get("mean_loss"), data.get("costly")
        if not (
            isinstance(player, str)
            and 0 < len(player) <= MAX_NAME_LENGTH
            and type(decisions) is int
            and 0 < decisions <= MAX_DECISIONS
            and type(costly) is int
            and 0 <= costly <= decisions
            and isinstance(mean, int | float)
            and type(mean) is not bool
            and math.isfinite(mean)
            and 0 <= mean <= MAX_MEAN_LOSS
        ):
            raise InvalidInputError("a figure's fields are malformed", "proficiency")
        # Each costly decision lost over a point (the mean is stored to 4 places).
        if costly * COSTLY > (mean + STORED_PLACES_ERROR) * decisions:
            raise InvalidInputError("a figure's numbers disagree", "proficiency")
        return cls(player, decisions, float(mean), costly)


def figures(decisions: Iterable[tuple[str, float]], people: Sequence[str]) -> tuple[Figure, ...]:
    """Each of ``people`` (seating order) with a judged decision: their figure, from
    ``decisions`` (who, loss in points against the best)."""
    losses: dict[str, list[float]] = {person: [] for person in people}
    for player, loss in decisions:
        if player in losses:
            losses[player].append(max(0.0, loss))
    return tuple(
        Figure(person, len(found), sum(found) / len(found), sum(x > COSTLY for x in found))
        for person, found in losses.items()
        if found
    )


def band(mean_loss: float, rules: RuleSet) -> str:
    """The band (one of ``BANDS``) of a mean loss per decision under ``rules``."""
    scale = POINTS_SCALE if rules.uses_points_table else 1.0
    return next(
        (name for name, bound in zip(BANDS, BOUNDS, strict=False) if mean_loss < bound / scale),
        BANDS[-1],
    )


@dataclass(frozen=True)
class Progress:
    """A player's figure over their games (oldest first): the mean loss per decision of
    the latest ``RECENT`` games and of those before them, and which way it went
    (``"better"``, ``"worse"``, ``"steady"``; None without earlier games)."""

    games: int
    recent: float
    earlier: float | None
    trend: str | None


#: Games the latest figure counts, and how far it must move to be a trend: a tenth of
#: the better band's bound (the smallest step between bands, 0.1, over ten).
RECENT = 5
STEADY = 0.1


def progress(games: Sequence[Figure], rules: RuleSet) -> Progress | None:
    """The figure over ``games`` (one player's, oldest first), by decisions; None for no
    games."""
    if not games:
        return None
    recent = _mean(games[-RECENT:])
    if len(games) <= RECENT:
        return Progress(len(games), recent, None, None)
    earlier = _mean(games[:-RECENT])
    step = STEADY * BOUNDS[0] / (POINTS_SCALE if rules.uses_points_table else 1.0)
    trend = "steady" if abs(recent - earlier) < step else "better" if recent < earlier else "worse"
    return Progress(len(games), recent, earlier, trend)


def _mean(games: Sequence[Figure]) -> float:
    """The mean loss per decision over ``games`` (each weighed by its decisions)."""
    return sum(g.mean_loss * g.decisions for g in games) / sum(g.decisions for g in games)


@dataclass(frozen=True)
class Reason:
    """Why a move was worse than the best, as data: ``code`` (one of ``REASONS``), the
    row the move chased or filled (``row``) and the best one's (``best_row``)."""

    code: str
    row: Category | None
    best_row: Category | None


def reason(game: Game, chosen: Option, best: Option) -> Reason:
    """Why ``chosen`` was worse than ``best`` at this moment of ``game`` (before the move):
    ``chase`` (a hold for another row than the best hold's), ``keep`` (the same row, held
    worse), ``stand`` (rolled on where standing on the best box was better), ``roll_on``
    (filled a box where rolling on was better), ``box`` (another box for these dice),
    ``other`` (a team's stand or pick)."""
    mine, theirs = _row(game, chosen), _row(game, best)
    kinds = (chosen.kind, best.kind)
    if kinds == ("hold", "hold"):
        return Reason("keep" if mine == theirs else "chase", mine, theirs)
    if kinds == ("hold", "fill"):
        return Reason("stand", mine, theirs)
    if kinds == ("fill", "hold"):
        return Reason("roll_on", mine, theirs)
    if kinds == ("fill", "fill") and mine != theirs:
        return Reason("box", mine, theirs)
    return Reason("other", mine, theirs)


def _row(game: Game, option: Option) -> Category | None:
    """The row an option chases (a hold) or fills (a box)."""
    if option.kind == "hold":
        return chased_row(game, option.keep)
    return option.fill.category if option.fill is not None else None
