"""A paper sheet as typed: finished sheets of a game played on paper, box by box, and
what the rules core says of them (no drawing here: `paper_screen` draws it).

`PaperDraft` holds what the screen collects (strings as typed) and takes its taps
(`perform`) and typed fields (`edit`). The glue only turns typed digits into numbers:
every value goes to the core (`balut.paper`), whose codes become the inline messages
(what it refuses, what it still asks for: the baluts a sheet cannot show under some
house options), and whose `score_paper_sheets` ranks the table. `paper_entry` makes a
history entry of the scored sheets, `rescored` scores a stored one again.

Fields report ``data-field="paper"`` with a ``data-arg`` naming what changed:
``name:<player>``, ``box:<player>:<row>:<box>`` (``j`` for the row's jackpot box),
``extra:<player>:<baluts|first_roll_baluts|prediction>`` and ``option:<house option>``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import balut
from balut.limits import PLAYERS, PREDICTION
from balut.paper import score_paper_sheets, sheet_from_boxes
from balut.stats import Line

from .core_words import sentences, values_words
from .i18n import Msg, t, word
from .reasons import reason
from .setup import (
    NAME_FIELD_LENGTH,
    OPTIONS,
    PLAYABLE_RULESETS,
    OptionSpec,
    SetupDraft,
    normalised_name,
    whole_number,
)

CATEGORIES: tuple[balut.Category, ...] = tuple(balut.Category)


#: The box index of a row's jackpot box in `PaperDraft.boxes` keys.
JACKPOT_BOX = -1


#: What a paper sheet may have to say besides its boxes, in the order the core asks.
EXTRAS: tuple[str, ...] = ("baluts", "first_roll_baluts", "prediction")


#: House options that change how turns are played, not what a finished sheet scores.
_PLAY_ONLY = frozenset({"turn_order", "locked_holds"})


_TYPED_LENGTH = 8  # characters kept of a typed box or count (the field shows fewer)


#: (player index, row, box index or `JACKPOT_BOX`)
BoxKey = tuple[int, str, int]


#: (player index, one of `EXTRAS`)
ExtraKey = tuple[int, str]


Spot = tuple[str, int]  # (row, box index or JACKPOT_BOX) on one sheet


@dataclass(frozen=True, slots=True)
class SheetCheck:
    """The core's answer on one player's typed boxes and extras (read-only).

    `refused`: the typed boxes it refuses, with its error (worded when drawn); `empty`:
    boxes not typed yet; `asked`: the extras it asks for, with why; `extra_errors` and
    `extra_empty`: asked extras it refuses or that are not typed; `other`: any other
    refusal. `rows`, `jackpots` and `extras` are the numbers it accepted."""

    refused: Mapping[Spot, balut.InvalidInputError]
    empty: tuple[Spot, ...]
    asked: Mapping[str, Msg]
    extra_errors: Mapping[str, balut.BalutError]
    extra_empty: tuple[str, ...]
    other: balut.BalutError | None
    rows: Mapping[str, list[int]]
    jackpots: Mapping[str, int] | None
    extras: Mapping[str, int]

    @property
    def complete(self) -> bool:
        return not (
            self.refused or self.empty or self.extra_errors or self.extra_empty or self.other
        )


def _typed_number(text: str) -> Any:
    """Typed digits as a number; anything else as typed, for the core to refuse."""
    value = whole_number(text)
    return text if value is None else value


@dataclass(slots=True)
class _Handover:
    """One sheet as handed to the core round after round, and what it has said so far
    (see `SheetCheck`): a refused or empty box is set to a value the core named as
    possible, an extra it asks for is given as typed (or, to see what comes next, its
    lowest value)."""

    rules: balut.RuleSet
    rows: dict[str, list[Any]]
    jackpots: dict[str, Any]
    empty: list[Spot]
    typed_extras: Mapping[str, str]
    given: dict[str, Any] = field(default_factory=lambda: dict.fromkeys(EXTRAS))
    refused: dict[Spot, balut.InvalidInputError] = field(default_factory=dict)
    asked: dict[str, Msg] = field(default_factory=dict)
    extra_errors: dict[str, balut.BalutError] = field(default_factory=dict)
    extra_empty: list[str] = field(default_factory=list)
    other: balut.BalutError | None = None

    def refusal(self) -> balut.InvalidInputError | None:
        """What the core refuses of the sheet as it stands, None once it takes it."""
        try:
            sheet_from_boxes(
                self.rules,
                self.rows,
                self.jackpots or None,
                self.given["baluts"],
                first_roll_baluts=self.given["first_roll_baluts"],
                prediction=self.given["prediction"],
            )
        except balut.InvalidInputError as error:
            return error
        return None

    def settle(self, error: balut.InvalidInputError) -> bool:
        """Note a refusal and change the sheet past it; False when it cannot be."""
        code, params = error.code, error.params
        box = JACKPOT_BOX if code in ("impossible_jackpot", "jackpot_not_number") else None
        where = params.get("box")
        if code in ("impossible_value", "box_not_number") and isinstance(where, int):
            box = where
        if box is not None:
            self._settle_box((str(params.get("category")), box), error)
        elif code in ("baluts_needed", "first_roll_baluts_needed", "prediction_needed"):
            self._give_extra(code.removesuffix("_needed"), error)
        elif code in (
            "baluts_out_of_range",
            "first_roll_baluts_out_of_range",
            "prediction_out_of_range",
        ):
            kind = code.removesuffix("_out_of_range")
            self.extra_errors.setdefault(kind, error)
            self.given[kind] = params.get("low", PREDICTION.low)
        else:
            self.other = error
            return False
        return True

    def _settle_box(self, spot: Spot, error: balut.InvalidInputError) -> None:
        if spot not in self.empty:
            self.refused.setdefault(spot, error)
        # Go on with a value the core named as possible (or 0, for it to say more).
        allowed = error.params.get("allowed")
        value = allowed[0] if isinstance(allowed, tuple) and allowed else 0
        if spot[1] == JACKPOT_BOX:
            self.jackpots[spot[0]] = value
        else:
            self.rows[spot[0]][spot[1]] = value

    def _give_extra(self, kind: str, error: balut.InvalidInputError) -> None:
        self.asked[kind] = (
            Msg.of("paper.extra.prediction.hint") if kind == "prediction" else reason(error)
        )
        text = self.typed_extras.get(kind, "")
        if text:
            self.given[kind] = _typed_number(text)
        else:
            self.extra_empty.append(kind)
            self.given[kind] = error.params.get("low", PREDICTION.low)

    def check(self) -> SheetCheck:
        return SheetCheck(
            refused=self.refused,
            empty=tuple(self.empty),
            asked=self.asked,
            extra_errors=self.extra_errors,
            extra_empty=tuple(self.extra_empty),
            other=self.other,
            rows=self.rows,
            jackpots=self.jackpots or None,
            extras={kind: value for kind, value in self.given.items() if kind in self.asked},
        )


def _typed_boxes(
    rules: balut.RuleSet, boxes: Mapping[Spot, str]
) -> tuple[dict[str, list[Any]], dict[str, Any], list[Spot]]:
    """The rows and jackpot boxes as typed (a blank stands in as 0 meanwhile), and the
    boxes not typed yet."""
    rows: dict[str, list[Any]] = {}
    jackpots: dict[str, Any] = {}
    empty: list[Spot] = []
    for cat in CATEGORIES:
        row_spots = [(cat.value, box) for box in range(rules.boxes_per_row)]
        if cat in rules.rows_with_jackpot:
            row_spots.append((cat.value, JACKPOT_BOX))
        for spot in row_spots:
            text = boxes.get(spot, "")
            if not text:
                empty.append(spot)
            value = _typed_number(text) if text else 0
            if spot[1] == JACKPOT_BOX:
                jackpots[cat.value] = value
            else:
                rows.setdefault(cat.value, []).append(value)
    return rows, jackpots, empty


@lru_cache(maxsize=64)
def _check(
    rules: balut.RuleSet,
    boxes: tuple[tuple[Spot, str], ...],
    extras: tuple[tuple[str, str], ...],
) -> SheetCheck:
    """Hand one sheet to the core until it has said all it will: each refused box (or one
    not typed yet) is set to a value the core named as possible and the sheet handed over
    again, so every refusal shows at once; an extra it asks for is given as typed (or, to
    see what comes next, its lowest value)."""
    rows, jackpots, empty = _typed_boxes(rules, {spot: text.strip() for spot, text in boxes})
    sheet = _Handover(rules, rows, jackpots, empty, {kind: text.strip() for kind, text in extras})
    spots = sum(map(len, rows.values())) + len(jackpots)
    for _ in range(spots + 2 * len(EXTRAS) + 1):  # each round settles a box or an extra
        error = sheet.refusal()
        if error is None or not sheet.settle(error):
            break
    return sheet.check()


def _default_options() -> dict[str, str]:
    return {o.key: o.default(PLAYABLE_RULESETS[0]) for o in OPTIONS}


@dataclass(slots=True)
class PaperDraft:
    """What the paper-sheet screen holds, strings as typed.

    `boxes` by (player index, row, box index; `JACKPOT_BOX` for the jackpot box), `extras`
    by (player index, one of `EXTRAS`), typed only where the core asks for them; `options`
    are the house options played (form values, as `SetupDraft.options`). `tried`: Score
    was tapped, so every problem shows (empty boxes too). `saved`: the scored sheets are
    in history (any change clears it)."""

    ruleset: str = PLAYABLE_RULESETS[0]
    names: list[str] = field(default_factory=lambda: [""])
    boxes: dict[BoxKey, str] = field(default_factory=dict)
    extras: dict[ExtraKey, str] = field(default_factory=dict)
    options: dict[str, str] = field(default_factory=_default_options)
    tried: bool = False
    saved: bool = False

    # --- changes ------------------------------------------------------------------------

    def edit(self, arg: str, value: str) -> None:
        """A field changed (``data-field="paper"``): `arg` names it (see the module)."""
        kind, _, rest = arg.partition(":")
        if kind == "option":
            if rest not in self.options:
                return
            self.options[rest] = value[:400]
        else:
            seat, *parts = rest.split(":")
            player = _index(seat, len(self.names))
            if player is None:
                return
            if kind == "name" and not parts:
                self.names[player] = value[:NAME_FIELD_LENGTH]
            elif kind == "box" and len(parts) == 2 and parts[0] in _ROWS:
                box = JACKPOT_BOX if parts[1] == "j" else _index(parts[1], _MOST_BOXES)
                if box is None:
                    return
                self.boxes[(player, parts[0], box)] = value[:_TYPED_LENGTH]
            elif kind == "extra" and len(parts) == 1 and parts[0] in EXTRAS:
                self.extras[(player, parts[0])] = value[:_TYPED_LENGTH]
            else:
                return
        self.saved = False

    def perform(self, action_name: str, arg: str) -> None:
        """A tap: ``paper-add-player``, ``paper-remove-player`` (`arg`: its index),
        ``paper-ruleset`` (`arg`: a rule set's name) or ``paper-score``."""
        if action_name == "paper-add-player":
            if len(self.names) < PLAYERS.high:
                self.names.append("")
        elif action_name == "paper-remove-player":
            index = _index(arg, len(self.names))
            if index is not None and len(self.names) > 1:
                self._remove(index)
        elif action_name == "paper-ruleset":
            setup = self.as_setup()
            setup.choose_ruleset(arg)
            self.ruleset = setup.ruleset
        elif action_name == "paper-score":
            self.tried = True
        else:
            raise ValueError(f"not a paper-sheet action: {action_name!r}")
        self.saved = False

    def _remove(self, index: int) -> None:
        del self.names[index]
        self.boxes = {
            (p - (p > index), cat, box): text
            for (p, cat, box), text in self.boxes.items()
            if p != index
        }
        self.extras = {
            (p - (p > index), kind): text for (p, kind), text in self.extras.items() if p != index
        }

    # --- what the core says ---------------------------------------------------------------

    def as_setup(self) -> SetupDraft:
        """The setup's view of these options (its shown options, errors and rule set)."""
        return SetupDraft(names=self.names, ruleset=self.ruleset, options=self.options)

    def shown_options(self) -> tuple[OptionSpec, ...]:
        """The house options that apply to this rule set and change a sheet's score."""
        return tuple(o for o in self.as_setup().visible_options() if o.key not in _PLAY_ONLY)

    def rules(self) -> balut.RuleSet:
        """The rule set the sheets are scored by (house options typed wrong: left out)."""
        setup = self.as_setup()
        wrong = setup.option_errors()
        chosen = {
            o.key: o.core_value(setup.value(o))
            for o in self.shown_options()
            if o.derive and o.key not in wrong
        }
        try:
            return balut.get_ruleset(self.ruleset).derive(**chosen)
        except balut.InvalidInputError:
            return balut.get_ruleset(self.ruleset)

    def _checks(self, rules: balut.RuleSet) -> list[SheetCheck]:
        by_player: list[list[tuple[Spot, str]]] = [[] for _ in self.names]
        for (p, cat, box), text in self.boxes.items():
            if p < len(self.names):
                by_player[p].append(((cat, box), text))
        extras: list[list[tuple[str, str]]] = [[] for _ in self.names]
        for (p, kind), text in self.extras.items():
            if p < len(self.names):
                extras[p].append((kind, text))
        return [
            _check(rules, tuple(sorted(boxes)), tuple(sorted(extra)))
            for boxes, extra in zip(by_player, extras, strict=True)
        ]

    def _name_errors(self) -> list[str]:
        return self.as_setup().name_errors()

    def view(self) -> DraftView:
        """Everything the core says of this draft, asked once per paint."""
        rules = self.rules()
        checks = self._checks(rules)
        usable = (
            not self.as_setup().option_errors()
            and not any(self._name_errors())
            and all(check.complete for check in checks)
        )
        names = [normalised_name(n) for n in self.names]
        return DraftView(rules, checks, _score(rules, names, checks) if usable else None)

    def standings(self) -> list[balut.Standing] | None:
        """The core's standings when every name, box and house option is usable, else
        None."""
        scored = self.view().scored
        return None if scored is None or scored.error is not None else list(scored.standings)

    def errors(self) -> dict[str, str]:
        """Inline messages by field id, in the current language: what the core refuses
        (always), what is still empty (once Score was tapped), names and house options as
        the setup words them. A refusal of the whole table is under ``paper-sheets``."""
        return self.errors_in(self.view())

    def errors_in(self, view: DraftView) -> dict[str, str]:
        """`errors` for a view already asked for (the screen asks once per paint)."""
        shown = {o.key for o in self.shown_options()}
        errors: dict[str, str] = {
            f"paper-option-{key}": message
            for key, message in self.as_setup().option_errors().items()
            if key in shown
        }
        for p, (name, message) in enumerate(zip(self.names, self._name_errors(), strict=True)):
            if message and (self.tried or name):
                errors[f"paper-name-{p}"] = message
        for p, check in enumerate(view.checks):
            for spot, error in check.refused.items():
                errors[box_id(p, spot)] = _refusal_line(spot, error, view.rules)
            if self.tried:
                errors.update({box_id(p, spot): t("paper.empty") for spot in check.empty})
                errors.update(
                    {
                        f"paper-extra-{p}-{kind}": t("paper.extra.empty")
                        for kind in check.extra_empty
                    }
                )
            for kind, refusal in check.extra_errors.items():
                errors[f"paper-extra-{p}-{kind}"] = word(reason(refusal))
            if check.other is not None:
                errors[f"paper-sheet-{p}"] = word(reason(check.other))
        if view.scored is not None and view.scored.error is not None:
            errors["paper-sheets"] = word(reason(view.scored.error))
        return errors


def _index(text: str, count: int) -> int | None:
    """A position typed in a ``data-arg`` ("2"), None unless one of `count`."""
    return int(text) if text.isascii() and text.isdigit() and int(text) < count else None


_ROWS = frozenset(c.value for c in CATEGORIES)


#: Boxes a row may have under any rule set (typed boxes are kept across rule sets).
_MOST_BOXES = max(r.boxes_per_row for r in balut.RULESETS.values())


def box_id(player: int, spot: Spot) -> str:
    """The field id of a player's box (its inline error is keyed by it)."""
    cat, box = spot
    return f"paper-box-{player}-{cat}-{'j' if box == JACKPOT_BOX else box}"


@dataclass(frozen=True, slots=True)
class ScoredSheets:
    """Sheets the core accepted, scored: each player's sheet and the standings (or the
    core's refusal of the table as a whole)."""

    rules: balut.RuleSet
    sheets: Mapping[str, balut.ScoreSheet]
    standings: tuple[balut.Standing, ...]
    error: balut.BalutError | None = None


@dataclass(frozen=True, slots=True)
class DraftView:
    """A draft as the core sees it: the rule set, each sheet's check, the scored table
    (None until every name, box and option is usable)."""

    rules: balut.RuleSet
    checks: Sequence[SheetCheck]
    scored: ScoredSheets | None


def _score(
    rules: balut.RuleSet, names: Sequence[str], checks: Sequence[SheetCheck]
) -> ScoredSheets:
    """The table's standings from `score_paper_sheets` and each player's sheet."""
    extras: dict[str, dict[str, int]] = {kind: {} for kind in EXTRAS}
    for name, check in zip(names, checks, strict=True):
        for kind, value in check.extras.items():
            extras[kind][name] = value
    try:
        standings = score_paper_sheets(
            rules,
            [(name, check.rows, check.jackpots) for name, check in zip(names, checks, strict=True)],
            baluts=extras["baluts"],
            first_roll_baluts=extras["first_roll_baluts"],
            predictions=extras["prediction"],
        )
        sheets = {
            name: sheet_from_boxes(
                rules,
                check.rows,
                check.jackpots,
                check.extras.get("baluts"),
                first_roll_baluts=check.extras.get("first_roll_baluts"),
                prediction=check.extras.get("prediction"),
            )
            for name, check in zip(names, checks, strict=True)
        }
    except balut.InvalidInputError as error:
        return ScoredSheets(rules, {}, (), error)
    return ScoredSheets(rules, sheets, tuple(standings))


def paper_entry(draft: PaperDraft) -> dict[str, Any]:
    """The history entry of the scored sheets (the caller adds ``finished`` and the id);
    raises ``ValueError`` when they cannot be scored yet. ``sheets`` holds each player's
    sheet as the core stores one (``ScoreSheet.to_dict``)."""
    scored = draft.view().scored
    if scored is None or scored.error is not None:
        raise ValueError("the paper sheets are not complete")
    return {
        "kind": "paper",
        "rules": scored.rules.to_dict(),
        "players": list(scored.sheets),
        "standings": [Line.of(s).to_dict() for s in scored.standings],
        "winners": list(balut.winners(scored.standings)),
        "sheets": [
            {"player": name, "sheet": sheet.to_dict()} for name, sheet in scored.sheets.items()
        ],
    }


def rescored(entry: Mapping[str, Any]) -> ScoredSheets | None:
    """A stored paper entry scored again by the core, None when it is damaged."""
    try:
        rules = balut.RuleSet.from_dict(entry.get("rules"))
        stored = entry.get("sheets")
        if not isinstance(stored, list) or not stored:
            return None
        sheets: dict[str, balut.ScoreSheet] = {}
        for item in stored:
            if not isinstance(item, dict) or not isinstance(item.get("player"), str):
                return None
            sheets[item["player"]] = balut.ScoreSheet.from_dict(item.get("sheet"), rules)
        if len(sheets) != len(stored) or not all(s.is_complete() for s in sheets.values()):
            return None
        data = {name: sheet.to_dict() for name, sheet in sheets.items()}
        standings = score_paper_sheets(
            rules,
            [(name, d["rows"], d["jackpots"] or None) for name, d in data.items()],
            baluts={name: d["baluts"] for name, d in data.items()},
            first_roll_baluts={name: d["first_roll_baluts"] for name, d in data.items()},
            predictions={
                name: d["prediction"] for name, d in data.items() if d["prediction"] is not None
            },
        )
    except balut.BalutError:
        return None
    return ScoredSheets(rules, sheets, tuple(standings))


def paper_standings(entry: Mapping[str, Any]) -> tuple[balut.Standing, ...] | None:
    """A stored paper entry's standings, scored again; None when it is damaged."""
    scored = rescored(entry)
    return None if scored is None else scored.standings


def _refusal_line(spot: Spot, error: balut.BalutError, rules: balut.RuleSet) -> str:
    """A refused box, as listed under its sheet: the core's reason and, when it named
    them, the values the box can hold ("Box 2: Fours cannot score 13. Possible: ...")."""
    message = word(reason(error))
    allowed = error.params.get("allowed")
    if isinstance(allowed, tuple) and allowed:
        message = sentences([message, t("paper.possible", values=values_words(allowed))])
    if spot[1] == JACKPOT_BOX or rules.boxes_per_row == 1:
        return message
    return t("paper.at_box", number=spot[1] + 1, message=message)
