"""The new-game setup as data: players being entered and the chosen options.

Options are described by `OptionSpec` rows so a later rule set or house option is one more
row here (plus its core support), not a new screen. Values are handed to the core unchanged
through `RuleSet.derive(**options)`; the glue never interprets them.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import count, islice
from typing import Any, Literal

import balut
from balut.limits import (
    HOUSE_OPTION_LIMITS,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    PLAYERS,
    TIEBREAKS,
    Bounds,
    check_bands,
    check_option,
)
from balut.seating import clean_name, name_key

from .colours import PALETTE, seat_colours
from .i18n import Value, t, word
from .reasons import reason

__all__ = [
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "NAME_FIELD_LENGTH",
    "OPTIONS",
    "PICKER_HINTS",
    "PICKER_LABELS",
    "PLAYABLE_RULESETS",
    "SECTIONS",
    "SetupDraft",
    "digits_length",
    "option_bounds",
    "whole_number",
]

#: Characters a name field takes: room to type past the limit and read why it is too long.
NAME_FIELD_LENGTH = MAX_NAME_LENGTH + 10


def option_bounds(key: str) -> Bounds:
    """The core's bounds of number house option `key` (read when asked: tests patch them)."""
    bounds = HOUSE_OPTION_LIMITS[key].bounds
    if bounds is None:
        raise KeyError(f"{key} is not a number option")
    return bounds


def digits_length(bounds: Bounds) -> int:
    """Characters a number field needs for every value within `bounds` (sign included)."""
    return max(len(str(bounds.low)), len(str(bounds.high)))


@dataclass(frozen=True, slots=True)
class Choice:
    """One value of an option, with the catalog keys of the words a player reads."""

    value: str
    label_key: str
    hint_key: str = ""

    @property
    def label(self) -> str:
        return t(self.label_key)

    @property
    def hint(self) -> str:
        return t(self.hint_key) if self.hint_key else ""


OptionKind = Literal["choice", "toggle", "number", "bands"]


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A setup option: its `RuleSet` field, legend, how it is entered, and when it is shown.

    Words are catalog keys (`legend_key`, `hint_key`, each choice's keys); `legend` and
    `hint` word them in the language in use.

    Form values are text: a choice's value, "on"/"off" for a toggle (`on`/`off` are the
    core values they stand for), digits for a number, lines of "lowest total points" for
    bands. `rulesets` limits the option to some rule sets (empty = all); `needs` lists
    (option, form value) pairs that must hold for it to show; `section` groups it on the
    screen (see `SECTIONS`). `derive=False` marks a switch that only reveals other options.
    A number's bounds are the core's (`balut.limits.HOUSE_OPTION_LIMITS`).
    """

    key: str
    legend_key: str
    choices: tuple[Choice, ...] = ()
    min_players: int = 1
    kind: OptionKind = "choice"
    rulesets: tuple[str, ...] = ()
    needs: tuple[tuple[str, str], ...] = ()
    section: str = "rules"
    hint_key: str = ""
    on: Any = True
    off: Any = False
    derive: bool = True

    @property
    def legend(self) -> str:
        """The option's name on the screen (a toggle's points are its `on` value)."""
        return t(self.legend_key, points=self.on)

    @property
    def hint(self) -> str:
        return t(self.hint_key) if self.hint_key else ""

    def default(self, ruleset: str) -> str:
        """The form value for the core's default of this option under `ruleset`."""
        if not self.derive:
            return "off"
        value = getattr(balut.get_ruleset(ruleset), self.key)
        if self.kind == "toggle":
            return "on" if value == self.on else "off"
        if self.kind == "bands":
            return format_bands(value)
        return str(value)

    def accepts(self, text: object) -> bool:
        """Whether `text` can be this option's form value (remembered settings)."""
        if not isinstance(text, str):
            return False
        if self.kind == "choice":
            return text in {c.value for c in self.choices}
        if self.kind == "toggle":
            return text in ("on", "off")
        return len(text) <= 400

    def error(self, text: str) -> str:
        """An inline message for a bad form value, "" when it is fine."""
        if self.kind == "number":
            try:
                check_option(self.key, whole_number(text))
            except balut.InvalidInputError as error:
                return t("setup.error.number", low=_param(error, "low"), high=_param(error, "high"))
        elif self.kind == "bands":
            return bands_error(text)
        return ""

    def core_value(self, text: str) -> Any:
        """The value handed to `RuleSet.derive` for a (valid) form value."""
        if self.kind == "toggle":
            return self.on if text == "on" else self.off
        if self.kind == "number":
            return whole_number(text)
        if self.kind == "bands":
            return parse_bands(text)
        return text


# Rule sets the new-game screen offers, in this order, with the picker's words (keys).
PLAYABLE_RULESETS: tuple[str, ...] = ("standard", "jackpot", "quick", "extended")
PICKER_LABELS: dict[str, str] = {name: f"setup.ruleset.{name}" for name in PLAYABLE_RULESETS}
PICKER_HINTS: dict[str, str] = {name: f"setup.ruleset.{name}.hint" for name in PLAYABLE_RULESETS}

#: Screen sections of the options, in order: (section id, heading key). A section shows
#: only when one of its options does; team, speed and match options go in "table".
SECTIONS: tuple[tuple[str, str], ...] = (
    ("rules", "setup.section.rules"),
    ("house", "setup.section.house"),
    ("table", "setup.section.table"),
)
_POINTS_TABLE = ("standard", "jackpot")
_QUICK = ("quick", "extended")

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "turn_order",
        "setup.option.turn_order",
        (
            Choice(
                "leader", "setup.option.turn_order.leader", "setup.option.turn_order.leader.hint"
            ),
            Choice("fixed", "setup.option.turn_order.fixed", "setup.option.turn_order.fixed.hint"),
        ),
        min_players=2,
    ),
    OptionSpec(
        "tiebreak",
        "setup.option.tiebreak",
        tuple(
            Choice(value, f"setup.option.tiebreak.{value}", f"setup.option.tiebreak.{value}.hint")
            for value in TIEBREAKS
        ),
        min_players=2,
    ),
    OptionSpec(
        "jackpot_in_dice_total",
        "setup.option.jackpot_in_dice_total",
        kind="toggle",
        rulesets=("jackpot",),
        hint_key="setup.option.jackpot_in_dice_total.hint",
    ),
    OptionSpec(
        "balut_bonus",
        "setup.option.balut_bonus",
        kind="toggle",
        rulesets=_QUICK,
        on=False,
        off=True,
        hint_key="setup.option.balut_bonus.hint",
    ),
    OptionSpec(
        "per_balut_bonus",
        "setup.option.per_balut_bonus",
        kind="toggle",
        rulesets=_QUICK,
        on=2,
        off=0,
        hint_key="setup.option.per_balut_bonus.hint",
    ),
    OptionSpec(
        "first_roll_balut_bonus",
        "setup.option.first_roll_balut_bonus",
        kind="toggle",
        rulesets=_QUICK,
        on=5,
        off=0,
        hint_key="setup.option.first_roll_balut_bonus.hint",
    ),
    OptionSpec(
        "locked_holds",
        "setup.option.locked_holds",
        kind="toggle",
        section="house",
        hint_key="setup.option.locked_holds.hint",
    ),
    OptionSpec(
        "prediction",
        "setup.option.prediction",
        kind="toggle",
        section="house",
        hint_key="setup.option.prediction.hint",
    ),
    OptionSpec(
        "prediction_bonus",
        "setup.option.prediction_bonus",
        kind="number",
        section="house",
        needs=(("prediction", "on"),),
    ),
    OptionSpec(
        "dice_total_only",
        "setup.option.dice_total_only",
        kind="toggle",
        section="house",
        rulesets=_POINTS_TABLE,
        hint_key="setup.option.dice_total_only.hint",
    ),
    OptionSpec(
        "custom_bands",
        "setup.option.custom_bands",
        kind="toggle",
        section="house",
        rulesets=_POINTS_TABLE,
        needs=(("dice_total_only", "off"),),
        derive=False,
        hint_key="setup.option.custom_bands.hint",
    ),
    OptionSpec(
        "adjustment_bands",
        "setup.option.adjustment_bands",
        kind="bands",
        section="house",
        rulesets=_POINTS_TABLE,
        needs=(("dice_total_only", "off"), ("custom_bands", "on")),
        hint_key="setup.option.adjustment_bands.hint",
    ),
)


def _param(error: balut.BalutError, name: str) -> Value:
    """One of an error's params as a catalog value."""
    value = error.params.get(name)
    return value if isinstance(value, (str, int)) else str(value)


def format_bands(bands: Sequence[Sequence[int]]) -> str:
    """Bands as the text box shows them: one "lowest points" line each."""
    return "\n".join(f"{low} {points:+d}" if points else f"{low} 0" for low, points in bands)


def _band_lines(text: str) -> list[tuple[int, str]]:
    return [
        (number, line.strip()) for number, line in enumerate(text.splitlines(), 1) if line.strip()
    ]


def bands_error(text: str) -> str:
    """The first problem with typed bands, in words ("" when they are fine)."""
    lines = _band_lines(text)
    try:
        check_bands([_band_pair(line) for _, line in lines])
    except balut.InvalidInputError as error:
        index = error.params.get("index")
        line = lines[index][0] if isinstance(index, int) and index < len(lines) else 0
        return t(
            f"setup.band.{error.code}",
            line=line,
            **{name: _param(error, name) for name in error.params if name != "index"},
        )
    return ""


def parse_bands(text: str) -> list[list[int]]:
    """Typed bands as the core's `adjustment_bands` pairs (check `bands_error` first)."""
    return [list(pair) for _, line in _band_lines(text) if (pair := _band_pair(line))]


def _band_pair(line: str) -> tuple[int, int] | None:
    parts = line.replace("\u2212", "-").replace(":", " ").replace(",", " ").split()
    if len(parts) != 2:
        return None
    lowest, points = (whole_number(part) for part in parts)
    return None if lowest is None or points is None else (lowest, points)


def whole_number(text: str) -> int | None:
    """The whole number typed (ASCII digits, an optional sign), None for anything else."""
    text = text.strip().replace("\u2212", "-")
    body = text[1:] if text[:1] in "+-" else text
    if not body.isdigit() or not body.isascii() or len(body) > 6:
        return None
    return int(text)


@dataclass(slots=True)
class SetupDraft:
    """What the new-game screen holds while the players are being entered."""

    names: list[str] = field(default_factory=lambda: [""])
    # Per seat: the bot's level (``balut.strategy.LEVELS``), or None for a person.
    bots: list[str | None] = field(default_factory=lambda: [None])
    # Per seat: its colour (an index into `colours.PALETTE`), no two seats alike.
    colours: list[int] = field(default_factory=lambda: [0])
    ruleset: str = PLAYABLE_RULESETS[0]
    options: dict[str, str] = field(
        default_factory=lambda: {o.key: o.default(PLAYABLE_RULESETS[0]) for o in OPTIONS}
    )
    tried_start: bool = False
    teams: bool = False  # two teams play (their members are entered apart): two seats
    # Open: New game made this draft and no game started from it yet. Back keeps it, and
    # New game shows it again (names, bots, options as left), as Score a paper sheet
    # keeps its sheets: a table that looked at Rules or Home loses nothing it typed.
    kept: bool = False
    # The folded options were opened for a mark in them (Start tapped): they stay open
    # while it is put right (closing as the mark goes would take the field away).
    options_open: bool = False

    def choose_ruleset(self, name: str) -> None:
        """Switch rule set; options still at the old rule set's default take the new one's."""
        if name not in PLAYABLE_RULESETS or name == self.ruleset:
            return
        for spec in OPTIONS:
            if self.options.get(spec.key) == spec.default(self.ruleset):
                self.options[spec.key] = spec.default(name)
        self.ruleset = name

    def is_shown(self, spec: OptionSpec) -> bool:
        """Whether an option applies: rule set, number of players and the options it needs."""
        return (
            (2 if self.teams else len(self.names)) >= spec.min_players
            and (not spec.rulesets or self.ruleset in spec.rulesets)
            and all(self.options.get(key) == value for key, value in spec.needs)
        )

    def visible_options(self, section: str | None = None) -> tuple[OptionSpec, ...]:
        """Options that apply to this setup (in one screen section when given)."""
        return tuple(
            o for o in OPTIONS if self.is_shown(o) and (section is None or o.section == section)
        )

    def choices(self, spec: OptionSpec) -> tuple[Choice, ...]:
        """The values a choice offers: all, but for the tiebreak only those the core says
        can decide something under the other options (no dice-total tiebreak where the
        deciding number is the dice total)."""
        if spec.key != "tiebreak":
            return spec.choices
        try:
            rules = balut.get_ruleset(self.ruleset).derive(**self._chosen(skip="tiebreak"))
        except balut.InvalidInputError:  # an option typed wrong: its error says so
            rules = balut.get_ruleset(self.ruleset)
        return tuple(c for c in spec.choices if c.value in rules.tiebreaks)

    def value(self, spec: OptionSpec) -> str:
        """An option's form value; a choice that is not offered (a remembered dice-total
        tiebreak under Quick) falls back silently to the rule set's default, or the
        last value offered when that is not offered either."""
        text = self.options[spec.key]
        if spec.kind != "choice":
            return text
        offered = [c.value for c in self.choices(spec)]
        if text in offered:
            return text
        default = spec.default(self.ruleset)
        return default if default in offered else offered[-1]

    def option_errors(self) -> dict[str, str]:
        """Inline messages for shown options whose typed value is not usable."""
        errors = {o.key: o.error(self.options[o.key]) for o in self.visible_options()}
        return {key: message for key, message in errors.items() if message}

    def chosen_options(self) -> dict[str, Any]:
        """Options to derive the rule set with (hidden ones keep the rule set's default)."""
        return self._chosen()

    def _chosen(self, skip: str = "") -> dict[str, Any]:
        return {
            o.key: o.core_value(self.options[o.key] if o.key == skip else self.value(o))
            for o in self.visible_options()
            if o.derive and o.key != skip
        }

    def rules(self) -> balut.RuleSet:
        """The rule set this setup plays; raises `InvalidInputError` if the core refuses it."""
        return balut.get_ruleset(self.ruleset).derive(**self.chosen_options())

    def name_errors(self) -> list[str]:
        """One message per name ("" when fine): empty, too long or a duplicate."""
        seen: dict[str, int] = {}
        errors = []
        for index, raw in enumerate(self.names):
            name = normalised_name(raw)
            folded = name_key(name)
            error = name_error(name)
            if not error and folded in seen:
                first = seen[folded]
                same = normalised_name(self.names[first]).casefold() == name.casefold()
                kind = "same_name" if same else "look_alike"  # "José" twice, two ways
                error = t(f"setup.error.{kind}", number=first + 1)
            errors.append(error)
            seen.setdefault(folded, index)
        return errors

    def is_valid(self) -> bool:
        return (
            len(self.names) in range(PLAYERS.low, PLAYERS.high + 1)
            and not any(self.name_errors())
            and not self.option_errors()
        )

    def players(self) -> list[str]:
        return [normalised_name(name) for name in self.names]

    def add_seat(self, name: str, bot: str | None = None) -> None:
        self.names.append(name)
        self.bots.append(bot)
        self.colours = seat_colours(len(self.colours), self.colours)  # (a damaged list)
        free = [c for c in range(len(PALETTE)) if c not in self.colours]
        self.colours.append(free[0] if free else len(self.colours) % len(PALETTE))

    def remove_seat(self, index: int) -> None:
        del self.names[index]
        del self.bots[index]
        if index < len(self.colours):
            del self.colours[index]

    def swap_seats(self, index: int, other: int) -> None:
        self.names[index], self.names[other] = self.names[other], self.names[index]
        self.bots[index], self.bots[other] = self.bots[other], self.bots[index]
        colours = seat_colours(len(self.names), self.colours)  # a colour goes with its player
        colours[index], colours[other] = colours[other], colours[index]
        self.colours = colours

    def next_colour(self, index: int) -> None:
        """Seat `index` takes the next colour of the palette; a seat that had it takes
        this seat's old one (no two seats alike)."""
        colours = seat_colours(len(self.names), self.colours)
        if not 0 <= index < len(colours):
            return
        old = colours[index]
        new = (old + 1) % len(PALETTE)
        if new in colours:
            colours[colours.index(new)] = old
        colours[index] = new
        self.colours = colours

    def set_bot_level(self, seat: int, level: str) -> None:
        """The bot at ``seat`` plays at ``level``; still named after its old level, it
        takes the new level's name (a name typed for it stays)."""
        old = self.bots[seat]
        if old is None:
            return
        self.bots[seat] = level
        others = [name for i, name in enumerate(self.players()) if i != seat]
        named = {name_key(name) for name in islice(bot_names(old), MAX_PLAYERS)}
        if name_key(self.players()[seat]) in named:
            self.names[seat] = free_bot_name(level, others)

    def bot_levels(self) -> dict[int, str]:
        """The bots' seats and levels."""
        return {seat: level for seat, level in enumerate(self.bots) if level is not None}

    def to_settings(self) -> dict[str, Any]:
        """The part of the setup remembered for next time."""
        return {"ruleset": self.ruleset, "options": dict(self.options)}

    @classmethod
    def from_settings(cls, settings: dict[str, Any], names: list[str]) -> SetupDraft:
        """A draft from remembered settings; unknown or stale values fall back to defaults."""
        draft = cls(
            names=names or [""],
            bots=[None] * max(1, len(names)),
            colours=seat_colours(max(1, len(names))),
        )
        if settings.get("ruleset") in PLAYABLE_RULESETS:
            draft.choose_ruleset(settings["ruleset"])
        stored = settings.get("options")
        if isinstance(stored, dict):
            for spec in OPTIONS:
                if spec.accepts(stored.get(spec.key)):
                    draft.options[spec.key] = stored[spec.key]
        return draft


def normalised_name(name: str) -> str:
    """A name as the core stores it: runs of spaces become one, ends trimmed."""
    return " ".join(name.split())


def bot_names(level: str) -> Iterator[str]:
    """The names a bot of ``level`` takes, first free first: "Expert bot", "Expert bot 2",
    ... (named by level, so stats and bests keep each level's results together)."""
    name = t(f"bot.name.{level}")
    yield name
    for number in count(2):
        yield t("bot.name.more", name=name, number=number)


def free_bot_name(level: str, taken: Iterable[str]) -> str:
    """The first of ``bot_names(level)`` no name in ``taken`` already is."""
    keys = {name_key(name) for name in taken}
    return next(name for name in bot_names(level) if name_key(name) not in keys)


def name_error(name: str) -> str:
    """The inline message for a (normalised) name the core refuses, "" when it is fine."""
    try:
        clean_name(name)
    except balut.InvalidInputError as error:
        return word(reason(error, "error.name_empty"))
    return ""
