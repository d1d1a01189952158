"""Seats and names: who plays, cleaned and checked (players, or two teams of members).

>>> seat_names(["  Ann  Lee ", "Bo"], None)
(('Ann Lee', 'Bo'), None)
>>> seat_names(None, [["Ann", "Bo"], ["Cy", "Di"]])
(('Ann & Bo', 'Cy & Di'), (('Ann', 'Bo'), ('Cy', 'Di')))
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from .errors import InvalidInputError
from .limits import MAX_NAME_LENGTH, MAX_PLAYERS, PLAYERS, TEAM_COUNT, TEAM_SIZE
from .rules import RuleSet

__all__ = [
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "TEAM_SIZES",
    "Seating",
    "Teams",
    "clean_name",
    "name_key",
    "player_names",
    "require_unique",
    "seat_names",
    "team_members",
]

#: Members a team may have (``TEAM_SIZE`` as a range).
TEAM_SIZES = range(TEAM_SIZE.low, TEAM_SIZE.high + 1)

Teams = tuple[tuple[str, ...], ...]


def clean_name(name: object, what: str = "a name") -> str:
    """A name as the game stores it: runs of white space become one space, ends trimmed
    (kept as typed otherwise: saved games hold names verbatim; `name_key` compares them).

    Codes: ``name_not_text``, ``name_empty``, ``name_too_long`` (``max``),
    ``name_hidden_characters`` (control, format, surrogate or private-use characters),
    ``name_invisible`` (no letter, digit, sign or symbol: only joiners or accents)."""
    if not isinstance(name, str):
        raise InvalidInputError(f"{what} must be text, got {name!r:.50}", "name_not_text")
    cleaned = " ".join(name.split())
    if not cleaned:
        raise InvalidInputError(f"{what} must not be empty", "name_empty")
    if len(cleaned) > MAX_NAME_LENGTH:
        raise InvalidInputError(
            f"{what} {cleaned[:MAX_NAME_LENGTH]!r}... is longer than {MAX_NAME_LENGTH} characters",
            "name_too_long",
            {"max": MAX_NAME_LENGTH},
        )
    if any(_is_hidden(ch) for ch in cleaned):
        raise InvalidInputError(
            f"{what} {cleaned!r} contains control or invisible characters",
            "name_hidden_characters",
        )
    if not any(_is_visible(ch) for ch in cleaned):
        raise InvalidInputError(f"{what} {cleaned!r} has nothing visible", "name_invisible")
    return cleaned


# Cyrillic and Greek letters (case folded) drawn like Latin ones: "\u0410nn" with a
# Cyrillic capital A is "Ann" to the table.
_LOOK_ALIKES = str.maketrans(
    "авекмнорстухіјѕԁһԛԝαβεζηικμνορτυχ", "abekmhopctyxijsdhqwabezhikmnoptyx"
)


def name_key(name: str) -> str:
    """What names are told apart by: case, composition, compatibility forms and letters of
    other scripts that look Latin ignored ("José" composed or decomposed, full-width
    "\uff21nn", "ann" and "\u0410nn" with a Cyrillic
    capital A are one name)."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return folded.translate(_LOOK_ALIKES)


# Letters and symbols that draw nothing (Hangul fillers, the Braille blank).
_BLANK_LOOKING = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def _is_visible(ch: str) -> bool:
    """A letter, digit, punctuation mark or symbol that draws something."""
    return unicodedata.category(ch)[0] in "LNPS" and ch not in _BLANK_LOOKING


def _is_hidden(ch: str) -> bool:
    """Control, format (e.g. bidi overrides), surrogate and private-use characters; the
    zero-width joiners that build emoji such as a family or a skin tone are fine."""
    return unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co") and ch not in "\u200c\u200d"


def require_unique(names: Sequence[str], what: str) -> None:
    """Names must differ by more than `name_key` ignores; code ``names_repeated``
    (``names``)."""
    keys = [name_key(n) for n in names]
    duplicates = sorted({n for n in names if keys.count(name_key(n)) > 1})
    if duplicates:
        raise InvalidInputError(
            f"{what} must differ; repeated: {', '.join(duplicates)}",
            "names_repeated",
            {"names": tuple(duplicates)},
        )


def player_names(players: object) -> tuple[str, ...]:
    """Cleaned, distinct player names; code ``player_count`` (``low``, ``high``, ``count``)."""
    if not isinstance(players, Sequence) or isinstance(players, str):
        raise InvalidInputError(f"players must be a list of names, got {players!r:.50}")
    if len(players) not in range(PLAYERS.low, PLAYERS.high + 1):
        raise InvalidInputError(
            f"a game has {PLAYERS.low} to {MAX_PLAYERS} players, got {len(players)}",
            "player_count",
            {"count": len(players), **PLAYERS.params},
        )
    names = tuple(clean_name(p, "a player name") for p in players)
    require_unique(names, "player names")
    return names


def team_members(teams: object) -> Teams:
    """Exactly ``TEAM_COUNT`` teams of ``TEAM_SIZE`` cleaned members.

    Codes: ``team_count`` (``count``), ``team_size`` (``low``, ``high``)."""
    if not isinstance(teams, Sequence) or isinstance(teams, str) or len(teams) != TEAM_COUNT:
        raise InvalidInputError(
            f"team play needs exactly two teams, got {teams!r:.80}",
            "team_count",
            {"count": TEAM_COUNT},
        )
    members = []
    for team in teams:
        if not isinstance(team, Sequence) or isinstance(team, str) or len(team) not in TEAM_SIZES:
            raise InvalidInputError(
                f"a team has {TEAM_SIZE.low} to {TEAM_SIZE.high} members, got {team!r:.80}",
                "team_size",
                TEAM_SIZE.params,
            )
        members.append(tuple(clean_name(name, "a member name") for name in team))
    return tuple(members)


def seat_names(players: object, teams: object) -> tuple[tuple[str, ...], Teams | None]:
    """The seats of a game and its teams (``None`` without team play).

    In team play a seat is a team, named by ``players`` (one name per team) or, when
    they are missing or just the members, after its members ("Ann & Bo"). Every seat
    and member name must differ; code ``team_seat_count`` when names and teams differ
    in number."""
    if players is not None and (not isinstance(players, Sequence) or isinstance(players, str)):
        raise InvalidInputError(f"players must be a list of names, got {players!r:.50}")
    if teams is None:
        return player_names(players if players is not None else ()), None
    members = team_members(teams)
    flat = [name for team in members for name in team]
    default_names = tuple(" & ".join(team) for team in members)
    if not players or list(players) in (flat, list(default_names)):
        seats = default_names
    else:
        seats = player_names(players)
        if len(seats) != len(members):
            raise InvalidInputError(
                f"team play needs one name per team, got {len(seats)} names "
                f"for {len(members)} teams",
                "team_seat_count",
                {"count": len(members)},
            )
    require_unique([*seats, *flat], "team and player names")
    return seats, members


@dataclass(frozen=True)
class Seating:
    """Who sits at a game's table: the seat ``names`` in clockwise order and, in team
    play, each seat's team ``members`` (captain first); ``None`` without team play.

    >>> table = Seating.of(None, [["Ann", "Bo"], ["Cy", "Di", "Ed"]])
    >>> table.index("Di"), table.team_size(1), table.player(1, 2), table.player(1, 3)
    (1, 3, 'Ed', 'Cy')
    """

    names: tuple[str, ...]
    teams: Teams | None = None

    @classmethod
    def of(cls, players: object, teams: object) -> Seating:
        """The checked seating of a setup (see ``seat_names``)."""
        return cls(*seat_names(players, teams))

    def rules_for(self, rules: RuleSet) -> RuleSet:
        """``rules`` with team play exactly when this seating has teams; code
        ``teams_missing`` for a team-play rule set without teams."""
        if self.teams is None and rules.team_play:
            raise InvalidInputError("team play needs teams=[[...], [...]]", "teams_missing")
        return rules if self.teams is None or rules.team_play else rules.derive(team_play=True)

    def index(self, player: str | int) -> int:
        """A seat by index, seat name, or (team play) a member's name."""
        if isinstance(player, str) and player in self.names:
            return self.names.index(player)
        for seat, team in enumerate(self.teams or ()):
            if player in team:
                return seat
        if type(player) is int and 0 <= player < len(self.names):
            return player
        raise InvalidInputError(f"no seat {player!r:.50}; seats: {', '.join(self.names)}")

    def team_size(self, seat: int) -> int | None:
        """Members of the seat's team, or ``None`` without team play."""
        return None if self.teams is None else len(self.teams[seat])

    def player(self, seat: int, member: int) -> str:
        """Who acts for ``seat``: the player, or in team play the ``member`` rolling (the
        captain once every member has rolled)."""
        if self.teams is None:
            return self.names[seat]
        team = self.teams[seat]
        return team[member] if member < len(team) else team[0]

    def member(self, seat: int, member: object) -> int:
        """Team play: a member of the seat's team by index or name, as an index."""
        team = self.teams[seat] if self.teams is not None else ()
        if isinstance(member, str) and member in team:
            return team.index(member)
        if type(member) is not int or not 0 <= member < len(team):
            raise InvalidInputError(
                f"pick a member of {self.names[seat]} by index 0..{len(team) - 1} or name, "
                f"got {member!r:.50}"
            )
        return member

    def to_dict(self) -> dict[str, object]:
        """The seating part of a saved setup."""
        teams = None if self.teams is None else [list(team) for team in self.teams]
        return {"players": list(self.names), "teams": teams}
