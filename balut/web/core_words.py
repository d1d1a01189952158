"""English words for the rules core's codes and values (one place, for a later catalog).

The core returns data: row progress counts, jackpot reasons, option changes, tiebreak
notes and error codes with parameters. This module turns them into the sentences the app
shows today; nothing else in the glue words them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import balut
from balut.rules import JackpotReason
from balut.standings import TiebreakNote

__all__ = [
    "RULESET_DESCRIPTIONS",
    "RULESET_LABELS",
    "band_error",
    "jackpot_reason",
    "name_error",
    "number_error",
    "option_notes",
    "progress_summary",
    "progress_text",
    "ruleset_label",
    "tiebreak_note",
]

RULESET_LABELS: dict[str, str] = {
    "standard": "Standard 1979",
    "jackpot": "Jackpot Balut",
    "quick": "Quick Balut",
    "extended": "Extended Balut",
}
RULESET_DESCRIPTIONS: dict[str, str] = {
    "standard": "28 rounds, category points plus the dice-total table (Milholt 1979).",
    "jackpot": "Standard plus a jackpot box in every row but Balut: 34 rounds.",
    "quick": "Seven boxes, one per category; the highest grand total wins.",
    "extended": "Two boxes per category, 14 rounds; the highest grand total wins.",
}


def _plural(count: int, word: str, plural: str | None = None) -> str:
    return f"{count} {word if count == 1 else plural or word + 's'}"


def ruleset_label(rules: balut.RuleSet) -> str:
    """The rule set's name as players know it ("Standard 1979")."""
    return RULESET_LABELS.get(rules.name, rules.name)


def progress_summary(progress: balut.RowProgress) -> str:
    """A row's short progress: "42 of 78", "3 of 4 real", "2 baluts" or the total."""
    if progress.condition == "all_real":
        return f"{progress.real_boxes} of {progress.target} real"
    if progress.condition == "total":
        return f"{progress.total} of {progress.target}"
    if progress.category is balut.Category.BALUT:
        return _plural(progress.baluts, "balut")
    return str(progress.total)


def progress_text(progress: balut.RowProgress) -> str:
    """The row's name, progress and boxes left: "Sixes 42 of 78, 2 boxes left"."""
    boxes = _plural(progress.boxes_left, "box", "boxes")
    return f"{progress.category.label} {progress_summary(progress)}, {boxes} left"


def jackpot_reason(reason: JackpotReason) -> str:
    """Why dice may or may not go in a jackpot box ("Jackpot 20", "Needs four 5s")."""
    words: dict[str, Callable[[JackpotReason], str]] = {
        "eligible": lambda r: f"Jackpot {r.value}",
        "no_jackpot_box": lambda r: f"No jackpot box in {r.category.label}",
        "jackpot_filled": lambda r: "Jackpot box filled",
        "row_full": lambda r: "Row full: scratch only",
        "needs_four": lambda r: f"Needs four {r.face}s",
        "needs_large_straight": lambda r: "Needs a large straight 2-3-4-5-6",
        "needs_full_house": lambda r: f"Needs a full house worth {r.minimum} or more",
        "needs_sum": lambda r: f"Needs a sum of {r.minimum} or more",
    }
    return words[reason.code](reason)


_OPTION_WORDS: dict[str, Callable[[Any], str]] = {
    "locked_holds": lambda v: "Held dice stay held" if v else "Held dice may be released",
    "tiebreak": lambda v: {
        "dice_total": "Ties: higher dice total wins",
        "shared": "Ties: shared place",
        "roll_off": "Ties: roll-off with five dice",
    }[v],
    "turn_order": lambda v: (
        "Turn order: last round's best box leads" if v == "leader" else "Turn order: fixed"
    ),
    "prediction": lambda v: "Predictions on" if v else "Predictions off",
    "prediction_bonus": lambda v: f"Exact prediction: +{v}",
    "dice_total_only": lambda v: "Dice total only" if v else "Points table",
    "adjustment_bands": lambda v: (
        "Custom dice-total bands: " + ", ".join(f"{low}+ {pts:+d}" for low, pts in v)
    ),
    "balut_bonus": lambda v: "Balut bonus of 20" if v else "No 20 bonus on a balut",
    "per_balut_bonus": lambda v: f"+{v} per balut, recorded separately",
    "first_roll_balut_bonus": lambda v: f"+{v} for a first-roll balut",
    "jackpot_in_dice_total": lambda v: (
        "Jackpots count in the dice total" if v else "Jackpots stand apart"
    ),
    "team_play": lambda v: "Team play" if v else "Individual play",
    "speed_seconds": lambda v: f"Speed: {v} s per turn" if v else "No turn timer",
}


def option_notes(rules: balut.RuleSet) -> list[str]:
    """One short line per house option that differs from the named rule set."""
    return [_OPTION_WORDS[key](value) for key, value in rules.option_notes()]


def tiebreak_note(note: TiebreakNote | None) -> str:
    """How a tie was settled: "tied on 60 grand total; roll-off 21, 17" ("" for no tie)."""
    if note is None:
        return ""
    level = f"tied on {note.points} {note.deciding}"
    if note.code == "dice_total":
        return f"{level}; dice total {note.dice_total}"
    if note.code == "dice_total_shared":
        return f"{level}; dice total {note.dice_total}: shared place"
    if note.code == "roll_off":
        return f"{level}; roll-off {', '.join(str(s) for s in note.roll_off)}"
    return f"{level}: shared place"


def name_error(error: balut.BalutError) -> str:
    """The inline message for a name the core refuses."""
    if error.code == "name_too_long":
        return f"Use at most {error.params['max']} characters"
    if error.code == "name_hidden_characters":
        return "Remove control or invisible characters"
    return "Enter a name"


def number_error(error: balut.BalutError) -> str:
    """The inline message for a number outside its bounds."""
    return f"Enter a whole number from {error.params['low']} to {error.params['high']}"


def band_error(error: balut.BalutError, line_numbers: list[int]) -> str:
    """The inline message for typed adjustment bands; ``line_numbers`` maps a band's
    index to the line of the text box it was typed on."""
    params = error.params
    index = params.get("index")
    line = line_numbers[index] if isinstance(index, int) else 0
    words: dict[str, Callable[[], str]] = {
        "band_count": lambda: f"Enter {params['low']} to {params['high']} bands, one per line",
        "band_malformed": lambda: (
            f"Line {line}: write the lowest dice total, then the points (e.g. 300 -1)"
        ),
        "band_first_not_zero": lambda: "The first band must start at 0",
        "band_lowest_out_of_range": lambda: (
            f"Line {line}: a dice total is {params['low']} to {params['high']}"
        ),
        "band_points_out_of_range": lambda: (
            f"Line {line}: points are {params['low']} to {params['high']}"
        ),
        "band_not_increasing": lambda: (
            f"Line {line}: {params['lowest']} must be higher than {params['previous']} "
            "on the line before"
        ),
    }
    return words[error.code]()
