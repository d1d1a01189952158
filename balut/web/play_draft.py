"""The ways to play beyond one game of players, as the setup collects them: teams, the
turn timer, a match, real dice, the stake. `PlayDraft` holds them as typed (plain
strings); `field_errors()` gives the inline messages; the core still checks everything
when the game starts. (`balut.web.variant_setup` draws them.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import balut
from balut import strategy
from balut.limits import (
    MATCH_GAMES,
    SPEED_SECONDS,
    STAKE,
    TEAM_COUNT,
    TEAM_SIZE,
    check_option,
)
from balut.seating import name_key

from .colours import PALETTE, seat_colours
from .i18n import t
from .setup import (
    MAX_PLAYERS,
    NAME_FIELD_LENGTH,
    SetupDraft,
    digits_length,
    free_bot_name,
    name_error,
    normalised_name,
    option_bounds,
    whole_number,
)
from .stakes import AMOUNT_LENGTH, PLAYS_FOR, UNIT_LENGTH, Stake, money, parse_amount

MIN_MEMBERS, MAX_MEMBERS = TEAM_SIZE.low, TEAM_SIZE.high
DEFAULT_MATCH_GAMES = 3
#: Characters of the seconds and games fields: the digits of their largest value.
SECONDS_LENGTH = digits_length(SPEED_SECONDS)
GAMES_LENGTH = digits_length(MATCH_GAMES)


@dataclass(slots=True)
class PlayDraft:
    """Teams, timer and match settings being entered (strings as typed)."""

    dice: str = "phone"  # "phone" (rolled here) | "real" (rolled at the table, typed in)
    seating: str = "players"  # "players" | "teams"
    team_names: list[str] = field(default_factory=lambda: ["", ""])
    members: list[list[str]] = field(default_factory=lambda: [["", ""], ["", ""]])
    # Per team: the level of the bot that plays it (``balut.strategy.LEVELS``), or None.
    team_bots: list[str | None] = field(default_factory=lambda: [None, None])
    team_colours: list[int] = field(default_factory=lambda: [0, 1])  # colours.PALETTE
    speed: bool = False
    speed_seconds: str = str(balut.DEFAULT_SPEED_SECONDS)
    match: str = "single"  # "single" | "fixed" | "open"
    match_games: str = str(DEFAULT_MATCH_GAMES)
    stake: str = ""  # amount per point as typed; empty: no stake
    stake_unit: str = ""
    loser_buys: bool = False
    plays_for: str = PLAYS_FOR[0]  # what the bots play for without a stake

    @property
    def teams(self) -> bool:
        return self.seating == "teams"

    def next_team_colour(self, team: int) -> None:
        """Team `team` takes the next colour of the palette; the other team keeps its own
        unless it had that one (then the two swap)."""
        colours = seat_colours(2, self.team_colours)
        if team not in (0, 1):
            return
        old, new = colours[team], (colours[team] + 1) % len(PALETTE)
        if colours[1 - team] == new:
            colours[1 - team] = old
        colours[team] = new
        self.team_colours = colours

    @property
    def real_dice(self) -> bool:
        return self.dice == "real"

    def edit(self, arg: str, value: str) -> None:
        """A field of this section changed: `arg` names it ("team:0", "member:1:2", ...)."""
        kind, _, rest = arg.partition(":")
        if kind == "team" and rest in ("0", "1"):
            self.team_names[int(rest)] = value
        elif kind == "member":
            team, _, index = rest.partition(":")
            member = whole_number(index)
            if (
                team in ("0", "1")
                and member is not None
                and 0 <= member < len(self.members[int(team)])
            ):
                self.members[int(team)][member] = value
        elif kind == "team-bot" and rest in ("0", "1"):
            self.team_bots[int(rest)] = value if value in strategy.LEVELS else None
        elif kind == "seating" and value in ("players", "teams"):
            self.seating = value
        elif kind == "dice" and value in ("phone", "real"):
            self.dice = value
        elif kind == "speed":
            self.speed = value == "on"
        elif kind == "speed-seconds":
            self.speed_seconds = value
        elif kind == "match" and value in ("single", "fixed", "open"):
            self.match = value
        elif kind == "match-games":
            self.match_games = value
        elif kind == "stake":
            self.stake = value
        elif kind == "stake-unit":
            self.stake_unit = value
        elif kind == "loser-buys":
            self.loser_buys = value == "on"
        elif kind == "plays-for" and value in PLAYS_FOR:
            self.plays_for = value

    def add_member(self, team: int) -> None:
        if len(self.members[team]) < MAX_MEMBERS:
            self.members[team].append("")

    def remove_member(self, team: int, index: int) -> None:
        if len(self.members[team]) > MIN_MEMBERS and 0 <= index < len(self.members[team]):
            del self.members[team][index]

    # --- what the core gets -------------------------------------------------------------

    def team_lists(self) -> list[list[str]]:
        """Each team's members; a bot's team has members named by its level, "Expert
        bot", "Expert bot 2", ... (never a name the people's team or a team's name uses)."""
        taken = [
            normalised_name(name)
            for team, bot in zip(self.members, self.team_bots, strict=True)
            if bot is None
            for name in team
        ] + [normalised_name(name) for name in self.team_names]
        lists = []
        for team, bot in zip(self.members, self.team_bots, strict=True):
            if bot is None:
                lists.append([normalised_name(n) for n in team])
                continue
            members: list[str] = []
            for _ in team:
                members.append(free_bot_name(bot, taken))
                taken.append(members[-1])
            lists.append(members)
        return lists

    def team_bot_levels(self) -> dict[int, str]:
        """The teams a bot plays (by seat) and its level."""
        return {seat: level for seat, level in enumerate(self.team_bots) if level is not None}

    def seat_names(self) -> list[str] | None:
        """Team names, or None to let the core name each team after its members."""
        names = [normalised_name(n) for n in self.team_names]
        if not any(names):
            return None
        return [name or t("variants.team", team=i + 1) for i, name in enumerate(names)]

    def speed_value(self) -> int | None:
        """Seconds per turn (0 = no timer), None when the number is not usable."""
        if not self.speed:
            return 0
        typed = whole_number(self.speed_seconds)
        if not typed:  # not a number, or 0 (no timer) while the timer is on
            return None
        try:
            seconds: int = check_option("speed_seconds", typed)
        except balut.InvalidInputError:
            return None
        return seconds

    def games_value(self) -> int | None:
        """Games in a fixed match, None when not a whole number within the core's bounds."""
        games = whole_number(self.match_games)
        return games if games is not None and games in MATCH_GAMES else None

    def options(self) -> dict[str, Any]:
        """House options for `RuleSet.derive` from this section."""
        speed = self.speed_value()
        return {"speed_seconds": speed} if speed else {}

    def field_errors(self) -> dict[str, str]:
        """Inline messages by field id for what the user must fix."""
        errors: dict[str, str] = {}
        if self.teams:
            seen: dict[str, tuple[int, int]] = {}
            for ti, team in enumerate(self.members):
                if self.team_bots[ti] is not None:  # its members are named for it
                    continue
                for m, name in enumerate(team):
                    clean = normalised_name(name)
                    folded = name_key(clean)
                    error = name_error(clean)
                    if not error and folded in seen:
                        team_no, member_no = seen[folded]
                        error = t("variants.error.same_name", team=team_no, member=member_no)
                    if error:
                        errors[f"member-{ti}-{m}"] = error
                    seen.setdefault(folded, (ti + 1, m + 1))
            for ti, name in enumerate(self.team_names):
                clean = normalised_name(name)
                if clean and (error := name_error(clean)):  # an empty team name is allowed
                    errors[f"team-{ti}"] = error
        if self.speed_value() is None:
            seconds = option_bounds("speed_seconds")
            errors["speed-seconds"] = t(
                "variants.error.seconds", low=seconds.low, high=seconds.high
            )
        if self.match == "fixed" and self.games_value() is None:
            errors["match-games"] = t(
                "variants.error.games", low=MATCH_GAMES.low, high=MATCH_GAMES.high
            )
        if self.stake_value() is None:
            errors["stake"] = t("variants.error.stake", high=money(STAKE.high, ""))
        return errors

    def stake_value(self) -> Stake | None:
        """What the table plays for; None when the amount is not usable."""
        per_point = parse_amount(self.stake)
        if per_point is None:
            return None
        unit = " ".join(self.stake_unit.split())[:UNIT_LENGTH]
        return Stake(per_point, unit, self.loser_buys, self.plays_for)

    def aim(self) -> str:
        """What the bots and the Hint will play for (`Stake.aim`), the amount being typed
        or not."""
        fallback = Stake(loser_buys=self.loser_buys, plays_for=self.plays_for)
        return (self.stake_value() or fallback).aim

    def planned_games(self) -> int | None:
        return self.games_value() if self.match == "fixed" else None

    def to_settings(self) -> dict[str, Any]:
        return {
            "dice": self.dice,
            "seating": self.seating,
            "team_names": list(self.team_names),
            "members": [list(t) for t in self.members],
            "team_bots": list(self.team_bots),
            "speed": self.speed,
            "speed_seconds": self.speed_seconds,
            "match": self.match,
            "match_games": self.match_games,
            "stake": self.stake,
            "stake_unit": self.stake_unit,
            "loser_buys": self.loser_buys,
            "plays_for": self.plays_for,
        }

    @classmethod
    def from_settings(cls, settings: Any) -> PlayDraft:
        """The remembered draft; anything malformed falls back to the default."""
        draft = cls()
        if not isinstance(settings, dict):
            return draft
        for key in ("dice", "seating", "match"):
            if isinstance(settings.get(key), str):
                draft.edit(key, settings[key])
        for key, length in (
            ("speed_seconds", SECONDS_LENGTH),
            ("match_games", GAMES_LENGTH),
            ("stake", AMOUNT_LENGTH),
            ("stake_unit", UNIT_LENGTH),
        ):
            if isinstance(settings.get(key), str):
                setattr(draft, key, settings[key][:length])
        draft.speed = settings.get("speed") is True
        draft.loser_buys = settings.get("loser_buys") is True
        if settings.get("plays_for") in PLAYS_FOR:
            draft.plays_for = settings["plays_for"]
        names = settings.get("team_names")
        if (
            isinstance(names, list)
            and len(names) == TEAM_COUNT
            and all(isinstance(n, str) for n in names)
        ):
            draft.team_names = [n[:NAME_FIELD_LENGTH] for n in names]
        members = settings.get("members")
        if (
            isinstance(members, list)
            and len(members) == TEAM_COUNT
            and all(
                isinstance(t, list)
                and MIN_MEMBERS <= len(t) <= MAX_MEMBERS
                and all(isinstance(n, str) for n in t)
                for t in members
            )
        ):
            draft.members = [[n[:NAME_FIELD_LENGTH] for n in t] for t in members]
        bots = settings.get("team_bots")
        if isinstance(bots, list) and len(bots) == TEAM_COUNT:
            draft.team_bots = [level if level in strategy.LEVELS else None for level in bots]
        return draft


def carry_names(setup: SetupDraft, play: PlayDraft) -> None:
    """Players and Two teams switched: the names typed for one seat the other, if its
    fields are all empty (names typed or remembered there stay). The people's names
    (not the bots') go in order, the first half to team 1, the rest to team 2, as a
    table sits down: "Ann, Bo, Cy, Di" is Ann & Bo against Cy & Di."""
    if play.teams:
        people = [
            name
            for name, bot in zip(setup.names, setup.bots, strict=False)
            if bot is None and name.strip()
        ][: 2 * MAX_MEMBERS]
        if not people or any(name.strip() for team in play.members for name in team):
            return
        half = max(len(people) - MAX_MEMBERS, (len(people) + 1) // 2)
        play.members = [
            _padded(people[:half]),
            _padded(people[half:]),
        ]
        return
    typed = [
        name
        for team, bot in zip(play.members, play.team_bots, strict=True)
        if bot is None
        for name in team
        if name.strip()
    ][:MAX_PLAYERS]
    if not typed or any(name.strip() for name in setup.names) or setup.bot_levels():
        return
    setup.names = []
    setup.bots = []
    setup.colours = []
    for name in typed:
        setup.add_seat(name)


def _padded(names: list[str]) -> list[str]:
    """A team's member fields: `names`, then empty fields up to a team's least."""
    return names + [""] * (MIN_MEMBERS - len(names))
