"""Player statistics from finished games: numbers in, numbers out (the glue words and
draws them).

A finished game is a `Finished`: its moment, rule set and one `Line` per seat (place,
points, dice total, baluts, and per category the row's total and the points it paid),
which `Line.of` takes from a `Standing` and `Line.from_dict` reads back strictly.
Players are told apart by `seating.name_key` (case and composition ignored), and
``aliases`` (a name's key -> the key it was merged into) make two spellings one player.

Decisions a Balut club would expect: a game counts for the rule set it was played by
(house options of one named rule set count together); wins, the win rate and winning
streaks count only games with an opponent (alone, everybody "wins"); a shared first
place is a win; team games are not any one player's (the glue leaves them out).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .dice import Category
from .errors import InvalidInputError
from .seating import name_key
from .standings import Standing

__all__ = [
    "RECENT_GAMES",
    "Best",
    "Finished",
    "HeadToHead",
    "Line",
    "PlayerStats",
    "head_to_head",
    "identity",
    "personal_bests",
    "player_stats",
    "players",
]

CATEGORIES = tuple(Category)
#: How many of the latest games the points-over-time chart shows.
RECENT_GAMES = 20


@dataclass(frozen=True)
class Line:
    """One seat's line of a finished game; the row tuples are in `Category` order."""

    player: str
    place: int
    points: int
    dice_total: int
    baluts: int
    row_totals: tuple[int, ...]
    row_points: tuple[int, ...]

    @classmethod
    def of(cls, standing: Standing) -> Line:
        result = standing.result
        return cls(
            standing.player,
            standing.place,
            result.points,
            result.dice_total,
            result.baluts,
            tuple(result.row_totals.get(c, 0) for c in CATEGORIES),
            tuple(result.category_points.get(c, 0) for c in CATEGORIES),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "place": self.place,
            "points": self.points,
            "dice_total": self.dice_total,
            "baluts": self.baluts,
            "rows": list(self.row_totals),
            "row_points": list(self.row_points),
        }

    @classmethod
    def from_dict(cls, data: object) -> Line:
        """Read a stored line strictly (raises `InvalidInputError`)."""
        if not isinstance(data, dict) or not isinstance(data.get("player"), str):
            raise InvalidInputError("a line needs a player", code="stats_line")
        numbers: list[Any] = [data.get(k) for k in ("place", "points", "dice_total", "baluts")]
        rows, row_points = data.get("rows"), data.get("row_points")
        if not (
            type(rows) is list
            and type(row_points) is list
            and len(rows) == len(row_points) == len(CATEGORIES)
            and _small_ints([*numbers, *rows, *row_points])
        ):
            raise InvalidInputError("a line's numbers are malformed", code="stats_line")
        place, points, dice_total, baluts = numbers
        if place < 1 or baluts < 0:
            raise InvalidInputError("a line's place or baluts are out of range", code="stats_line")
        return cls(
            data["player"], place, points, dice_total, baluts, tuple(rows), tuple(row_points)
        )


def _small_ints(values: list[Any]) -> bool:
    """Whole numbers (not booleans) of at most 100,000 either way."""
    return all(type(v) is int for v in values) and -100_000 <= min(values) <= max(values) <= 100_000


@dataclass(frozen=True)
class Finished:
    """A finished game as statistics see it. ``deciding`` names what ``Line.points`` is
    (points, grand total or dice total); ``rows_pay``: rows earn points (the points
    table); ``boxes_per_row`` divides a row's total into its average box."""

    finished: str  # ISO 8601 moment; games sort by it
    rules: str
    deciding: str
    rows_pay: bool
    boxes_per_row: int
    lines: tuple[Line, ...]


def identity(name: str, aliases: Mapping[str, str] | None = None) -> str:
    """The key a name counts under: its `name_key`, or the key it was merged into."""
    key = _name_key(name)
    return aliases.get(key, key) if aliases else key


@lru_cache(maxsize=4096)
def _name_key(name: str) -> str:
    return name_key(name.strip())


def _line_of(game: Finished, who: str, aliases: Mapping[str, str] | None) -> Line | None:
    return next((ln for ln in game.lines if identity(ln.player, aliases) == who), None)


def _in_order(games: Iterable[Finished]) -> list[Finished]:
    return sorted(games, key=lambda g: g.finished)


def _spellings(games: Iterable[Finished], aliases: Mapping[str, str] | None) -> dict[str, str]:
    """Per player's key, the spelling written most often (the latest of equals)."""
    written: dict[str, Counter[str]] = {}
    latest: dict[str, dict[str, int]] = {}
    for n, game in enumerate(_in_order(games)):
        for line in game.lines:
            key = identity(line.player, aliases)
            written.setdefault(key, Counter())[line.player] += 1
            latest.setdefault(key, {})[line.player] = n
    return {
        key: max(counts, key=lambda name: (counts[name], latest[key][name]))
        for key, counts in written.items()
    }


def players(games: Iterable[Finished], aliases: Mapping[str, str] | None = None) -> list[str]:
    """Every player's name (as written most often), most games first, then by name."""
    games = list(games)
    spelling = _spellings(games, aliases)
    counts = Counter(identity(line.player, aliases) for g in games for line in g.lines)
    return [spelling[k] for k in sorted(counts, key=lambda k: (-counts[k], name_key(spelling[k])))]


@dataclass(frozen=True)
class PlayerStats:
    """One player's record under one rule set. ``row_pay_rates`` is None where rows
    earn no points; rates and averages are 0.0 over no games."""

    player: str  # as written most often
    rules: str
    deciding: str
    games: int
    games_with_opponents: int
    wins: int
    average: float
    best: int
    worst: int
    average_dice_total: float
    baluts_per_game: float
    row_pay_rates: tuple[float, ...] | None
    average_boxes: tuple[float, ...]
    recent: tuple[int, ...]  # the points of the last `RECENT_GAMES` games, oldest first
    recent_dates: tuple[str, ...]  # and when each was finished
    distribution: tuple[tuple[int, int], ...]  # (points, games), by points
    longest_streak: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games_with_opponents if self.games_with_opponents else 0.0


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _longest_streak(results: Iterable[bool]) -> int:
    longest = run = 0
    for won in results:
        run = run + 1 if won else 0
        longest = max(longest, run)
    return longest


def player_stats(
    games: Iterable[Finished], player: str, rules: str, aliases: Mapping[str, str] | None = None
) -> PlayerStats:
    """`player`'s record over the `games` played by the rule set named `rules`."""
    who = identity(player, aliases)
    played = [
        (g, line)
        for g in _in_order(games)
        if g.rules == rules and (line := _line_of(g, who, aliases)) is not None
    ]
    lines = [line for _, line in played]
    contested = [line.place == 1 for g, line in played if len(g.lines) > 1]
    points = [line.points for line in lines]
    rows_pay = bool(played) and all(g.rows_pay for g, _ in played)
    return PlayerStats(
        player=_spellings([g for g, _ in played], aliases).get(who, player),
        rules=rules,
        deciding=played[-1][0].deciding if played else "points",
        games=len(lines),
        games_with_opponents=len(contested),
        wins=sum(contested),
        average=_mean(points),
        best=max(points, default=0),
        worst=min(points, default=0),
        average_dice_total=_mean([line.dice_total for line in lines]),
        baluts_per_game=_mean([line.baluts for line in lines]),
        row_pay_rates=tuple(
            _mean([1.0 if line.row_points[i] > 0 else 0.0 for line in lines])
            for i in range(len(CATEGORIES))
        )
        if rows_pay
        else None,
        average_boxes=tuple(
            _mean([line.row_totals[i] / g.boxes_per_row for g, line in played])
            for i in range(len(CATEGORIES))
        ),
        recent=tuple(points[-RECENT_GAMES:]),
        recent_dates=tuple(g.finished for g, _ in played[-RECENT_GAMES:]),
        distribution=tuple(sorted(Counter(points).items())),
        longest_streak=_longest_streak(contested),
    )


@dataclass(frozen=True)
class HeadToHead:
    """Two players' games together under one rule set: who placed ahead how often."""

    games: int
    first_ahead: int
    second_ahead: int

    @property
    def level(self) -> int:
        return self.games - self.first_ahead - self.second_ahead


def head_to_head(
    games: Iterable[Finished],
    first: str,
    second: str,
    rules: str,
    aliases: Mapping[str, str] | None = None,
) -> HeadToHead:
    """How `first` and `second` did against each other in the games they both played."""
    a, b = identity(first, aliases), identity(second, aliases)
    played = ahead = behind = 0
    for game in games:
        if game.rules != rules or a == b:
            continue
        mine, theirs = _line_of(game, a, aliases), _line_of(game, b, aliases)
        if mine is None or theirs is None:
            continue
        played += 1
        ahead += mine.place < theirs.place
        behind += theirs.place < mine.place
    return HeadToHead(played, ahead, behind)


@dataclass(frozen=True)
class Best:
    """A personal best set by a game: ``kind`` is "points" (the deciding number),
    "dice_total", "baluts" or "streak" (wins in a row)."""

    player: str
    kind: str
    value: int


def personal_bests(
    earlier: Iterable[Finished], game: Finished, aliases: Mapping[str, str] | None = None
) -> list[Best]:
    """The bests `game` sets against each player's `earlier` games of its rule set (a
    first game sets none: there is nothing to beat). In seating order, then by kind."""
    before = [g for g in _in_order(earlier) if g.rules == game.rules]
    bests: list[Best] = []
    for line in game.lines:
        who = identity(line.player, aliases)
        past = [(g, ln) for g in before if (ln := _line_of(g, who, aliases)) is not None]
        if not past:
            continue
        lines = [ln for _, ln in past]
        for kind, value, previous in (
            ("points", line.points, max(ln.points for ln in lines)),
            ("dice_total", line.dice_total, max(ln.dice_total for ln in lines)),
            ("baluts", line.baluts, max(ln.baluts for ln in lines)),
        ):
            # Where rows earn no points, the deciding number is itself a total.
            if value > previous and (kind != "dice_total" or game.rows_pay):
                bests.append(Best(line.player, kind, value))
        if len(game.lines) > 1 and line.place == 1:
            contested = [ln.place == 1 for g, ln in past if len(g.lines) > 1]
            losses = [i for i, won in enumerate(contested) if not won]
            run = len(contested) - (losses[-1] + 1 if losses else 0) + 1  # with this win
            if run >= 2 and run > _longest_streak(contested):
                bests.append(Best(line.player, "streak", run))
    return bests
