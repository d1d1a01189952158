"""The new-game setup as data: players being entered and the chosen options.

Options are described by `OptionSpec` rows so a later rule set or house option is one more
row here (plus its core support), not a new screen. Values are handed to the core unchanged
through `RuleSet.derive(**options)`; the glue never interprets them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# The core's limits, so the inline messages match what `Game` accepts.
from balut.game import MAX_NAME_LENGTH, MAX_PLAYERS

__all__ = ["MAX_NAME_LENGTH", "MAX_PLAYERS", "OPTIONS", "PLAYABLE_RULESETS", "SetupDraft"]


@dataclass(frozen=True, slots=True)
class Choice:
    """One value of an option, with the words a player reads."""

    value: str
    label: str
    hint: str = ""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A setup option: its `RuleSet` field, legend, choices, and when it is shown."""

    key: str
    legend: str
    choices: tuple[Choice, ...]
    min_players: int = 1

    @property
    def default(self) -> str:
        return self.choices[0].value


# Rule sets the game screens can play today; issue 5 adds the others to this tuple.
PLAYABLE_RULESETS: tuple[str, ...] = ("standard",)

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "turn_order",
        "Turn order",
        (
            Choice("leader", "Leader", "Opening roll-off; the best box of a round leads the next"),
            Choice("fixed", "Fixed", "Same seating order every round"),
        ),
        min_players=2,
    ),
    OptionSpec(
        "tiebreak",
        "Ties",
        (
            Choice("dice_total", "Dice total", "Higher dice total wins a tie"),
            Choice("shared", "Shared", "Tied players share the place"),
            Choice("roll_off", "Roll-off", "Tied players roll five dice, highest sum wins"),
        ),
        min_players=2,
    ),
)


@dataclass(slots=True)
class SetupDraft:
    """What the new-game screen holds while the players are being entered."""

    names: list[str] = field(default_factory=lambda: [""])
    ruleset: str = PLAYABLE_RULESETS[0]
    options: dict[str, str] = field(default_factory=lambda: {o.key: o.default for o in OPTIONS})
    tried_start: bool = False

    def visible_options(self) -> tuple[OptionSpec, ...]:
        """Options that matter for this many players."""
        return tuple(o for o in OPTIONS if len(self.names) >= o.min_players)

    def chosen_options(self) -> dict[str, str]:
        """Options to derive the rule set with (hidden ones keep the rule set's default)."""
        return {o.key: self.options[o.key] for o in self.visible_options()}

    def name_errors(self) -> list[str]:
        """One message per name ("" when fine): empty, too long or a duplicate."""
        seen: dict[str, int] = {}
        errors = []
        for index, raw in enumerate(self.names):
            name = _normalised(raw)
            folded = name.casefold()
            if not name:
                errors.append("Enter a name")
            elif len(name) > MAX_NAME_LENGTH:
                errors.append(f"Use at most {MAX_NAME_LENGTH} characters")
            elif folded in seen:
                errors.append(f"Same name as player {seen[folded] + 1}")
            else:
                errors.append("")
            seen.setdefault(folded, index)
        return errors

    def is_valid(self) -> bool:
        return 1 <= len(self.names) <= MAX_PLAYERS and not any(self.name_errors())

    def players(self) -> list[str]:
        return [_normalised(name) for name in self.names]

    def to_settings(self) -> dict[str, Any]:
        """The part of the setup remembered for next time."""
        return {"ruleset": self.ruleset, "options": dict(self.options)}

    @classmethod
    def from_settings(cls, settings: dict[str, Any], names: list[str]) -> SetupDraft:
        """A draft from remembered settings; unknown or stale values fall back to defaults."""
        draft = cls(names=names or [""])
        if settings.get("ruleset") in PLAYABLE_RULESETS:
            draft.ruleset = settings["ruleset"]
        stored = settings.get("options")
        if isinstance(stored, dict):
            for spec in OPTIONS:
                if stored.get(spec.key) in {c.value for c in spec.choices}:
                    draft.options[spec.key] = stored[spec.key]
        return draft


def _normalised(name: str) -> str:
    """A name as the core stores it: runs of spaces become one, ends trimmed."""
    return " ".join(name.split())
