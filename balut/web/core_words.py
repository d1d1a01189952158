"""Words for the rules core's codes and values, from the catalogs (area ``core``).

The core returns data: row progress counts, jackpot reasons, option changes and tiebreak
notes. This module words them in the current language and joins lists (of names, of
numbers) with the catalog's list words; refused input and actions are `reasons`' part.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import datetime
from typing import Any

import balut
from balut.rules import JackpotReason
from balut.standings import TiebreakNote

from .i18n import Msg, Value, number, signed, t, word

__all__ = [
    "RULESET_LABELS",
    "category_label",
    "date_words",
    "deciding_key",
    "items_list",
    "jackpot_message",
    "jackpot_reason",
    "names_list",
    "option_notes",
    "progress_summary",
    "progress_text",
    "ruleset_label",
    "sentences",
    "tiebreak_note",
]


class _Worded(Mapping[str, str]):
    """A mapping from the core's names to their words, looked up when read (so it follows
    the current language)."""

    def __init__(self, names: Sequence[str], word: Callable[[str], str]) -> None:
        self._names = tuple(names)
        self._word = word

    def __getitem__(self, name: str) -> str:
        if name not in self._names:
            raise KeyError(name)
        return self._word(name)

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


RULESET_LABELS: Mapping[str, str] = _Worded(
    tuple(balut.RULESETS), lambda name: t(f"core.ruleset.{name}")
)


def seat_size(game: balut.Game, seat: str) -> int:
    """How many play at `seat`: a team's members, else one, a member too (the verb
    agrees: "Cy & Di win")."""
    teams = game.teams
    return 1 if teams is None or seat not in game.players else len(teams[game.players.index(seat)])


def names_list(names: Sequence[str]) -> str:
    """Names as one phrase: "Ann", "Ann and Bob", "Ann, Bob and Cy" (catalog's words)."""
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    phrase = t("list.pair", first=names[-2], second=names[-1])
    for name in reversed(names[:-2]):
        phrase = t("list.more", first=name, rest=phrase)
    return phrase


def items_list(items: Sequence[str]) -> str:
    """Items (numbers, boxes with scores) one after another: "21, 17"."""
    return t("list.separator").join(items)


def values_words(values: Sequence[int]) -> str:
    """Values a box can hold, runs of three or more as ranges: "0, 4, 8, 12, 16, 20",
    "0, 7\u20139, 11\u201324, 26\u201328"."""
    runs: list[list[int]] = []
    for value in sorted(values):
        if runs and value == runs[-1][-1] + 1:
            runs[-1].append(value)
        else:
            runs.append([value])
    parts: list[str] = []
    for run in runs:
        if len(run) >= 3:
            parts.append(t("paper.range", low=run[0], high=run[-1]))
        else:
            parts.extend(number(v) for v in run)
    return items_list(parts)


def sentences(parts: Sequence[str]) -> str:
    """Sentences one after another, as the catalog separates them."""
    return t("list.sentence_separator").join(parts)


def deciding_key(deciding: str) -> str:
    """The catalog key part of a deciding number ("grand total" -> "grand_total")."""
    return deciding.replace(" ", "_")


def amount_words(rules: balut.RuleSet, value: int) -> str:
    """A result in the rule set's unit: "12 points", "grand total 104", "dice total 480"."""
    return t(f"variants.amount.{deciding_key(rules.deciding)}", count=value)


def category_label(category: balut.Category) -> str:
    """A row's name ("Full House")."""
    return t(f"category.{category.value}")


def ruleset_label(rules: balut.RuleSet) -> str:
    """The rule set's name as players know it ("Standard 1979")."""
    return RULESET_LABELS.get(rules.name, rules.name)


def progress_summary(progress: balut.RowProgress) -> str:
    """A row's short progress: "42 of 78", "3 of 4 scored", "2 baluts" or the total."""
    target = progress.target
    if progress.condition == "all_real" and target is not None:
        return t("core.progress.real", real=progress.real_boxes, target=target)
    if progress.condition == "total" and target is not None:
        return t("core.progress.total", total=number(progress.total), target=target)
    if progress.category is balut.Category.BALUT:
        return t("core.progress.baluts", count=progress.baluts)
    return number(progress.total)


def progress_text(progress: balut.RowProgress) -> str:
    """The row's name, progress and boxes left: "Sixes 42 of 78, 2 boxes left"."""
    return t(
        "core.progress.text",
        row=category_label(progress.category),
        progress=progress_summary(progress),
        count=progress.boxes_left,
    )


def jackpot_message(reason: JackpotReason) -> Msg:
    """Why dice may or may not go in a jackpot box, as a message worded when shown."""
    values: dict[str, Value] = {"row": Msg.of(f"category.{reason.category.value}")}
    for name in ("face", "minimum", "value"):
        value = getattr(reason, name)
        if value is not None:
            values[name] = value
    return Msg.of(f"core.jackpot.{reason.code}", **values)


def jackpot_reason(reason: JackpotReason) -> str:
    """Why dice may or may not go in a jackpot box ("Jackpot 20", "Needs four 5s")."""
    return word(jackpot_message(reason))


def _on_off(key: str) -> Callable[[Any], str]:
    return lambda value: t(f"core.option.{key}.{'on' if value else 'off'}")


_OPTION_WORDS: dict[str, Callable[[Any], str]] = {
    "locked_holds": _on_off("locked_holds"),
    "tiebreak": lambda v: t(f"core.option.tiebreak.{v}"),
    "turn_order": lambda v: t(f"core.option.turn_order.{v}"),
    "prediction": _on_off("prediction"),
    "prediction_bonus": lambda v: t("core.option.prediction_bonus", points=v),
    "dice_total_only": _on_off("dice_total_only"),
    "adjustment_bands": lambda v: t(
        "core.option.adjustment_bands",
        bands=items_list([t("core.option.band", lowest=low, points=signed(pts)) for low, pts in v]),
    ),
    "balut_bonus": _on_off("balut_bonus"),
    "per_balut_bonus": lambda v: t("core.option.per_balut_bonus", points=v),
    "first_roll_balut_bonus": lambda v: t("core.option.first_roll_balut_bonus", points=v),
    "jackpot_in_dice_total": _on_off("jackpot_in_dice_total"),
    "team_play": _on_off("team_play"),
    "speed_seconds": lambda v: (
        t("core.option.speed_seconds.on", seconds=v) if v else t("core.option.speed_seconds.off")
    ),
}


def option_notes(rules: balut.RuleSet) -> list[str]:
    """One short line per house option that differs from the named rule set."""
    return [_OPTION_WORDS[key](value) for key, value in rules.option_notes()]


def tiebreak_note(note: TiebreakNote | None) -> str:
    """How a tie was settled: "tied on 60 grand total; roll-off 21, 17" ("" for no tie)."""
    if note is None:
        return ""
    level = Msg.of(
        f"core.level.{deciding_key(note.deciding)}", count=note.points, points=number(note.points)
    )
    return t(
        f"core.tie.{note.code}",
        level=level,
        dice_total=number(note.dice_total),
        throws=items_list([str(s) for s in note.roll_off]),
    )


def date_words(iso: object, *, time: bool = True) -> str:
    """A stored moment (UTC) in the phone's time zone (Pyodide's localtime is the
    browser's): "05 Mar 2024, 14:30" (not ``time``: "05 Mar 2024"). Other text is shown
    as it is; anything else (a damaged entry's date) as an unknown date."""
    if not isinstance(iso, str):
        return t("date.unknown")
    try:
        moment = datetime.fromisoformat(iso).astimezone()
    except (ValueError, OverflowError):  # not a moment, or one no calendar here shows
        return iso or t("date.unknown")
    return t(
        "date.format" if time else "date.day",
        day=f"{moment.day:02d}",
        month=t(f"month.{moment.month}"),
        year=str(moment.year),
        hour=f"{moment.hour:02d}",
        minute=f"{moment.minute:02d}",
    )
