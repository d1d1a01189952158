"""Score a paper sheet: finished sheets of a game played on paper, typed in box by box and
scored by the rules core, for one player or the whole table.

`PaperDraft` holds what the screen collects (strings as typed); `paper_screen` draws it.
The glue only turns typed digits into numbers: every value goes to the core
(`balut.paper`), whose codes become the inline messages (what it refuses, what it still
asks for: the baluts a sheet cannot show under some house options), and whose
`score_paper_sheets` ranks the table. `paper_entry` makes a history entry of the scored
sheets, `paper_history_body` shows one again (re-scored by the core from the stored
sheets).

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
from balut.rules import max_box_score, possible_jackpot_scores
from balut.stats import Line

from .core_words import (
    amount_words,
    category_label,
    deciding_key,
    items_list,
    names_list,
    option_notes,
    ruleset_label,
    sentences,
    tiebreak_note,
)
from .i18n import Msg, number, t, word
from .reasons import reason
from .setup import (
    NAME_FIELD_LENGTH,
    OPTIONS,
    PICKER_HINTS,
    PICKER_LABELS,
    PLAYABLE_RULESETS,
    Choice,
    OptionSpec,
    SetupDraft,
    digits_length,
    normalised_name,
    option_bounds,
    whole_number,
)
from .speed import category_name
from .vdom import El, action, h
from .widgets import box_text, radio_choice, signed, toggle_choice

__all__ = [
    "EXTRAS",
    "JACKPOT_BOX",
    "PaperDraft",
    "paper_entry",
    "paper_history_body",
    "paper_screen",
]

CATEGORIES: tuple[balut.Category, ...] = tuple(balut.Category)
#: The box index of a row's jackpot box in `PaperDraft.boxes` keys.
JACKPOT_BOX = -1
#: What a paper sheet may have to say besides its boxes, in the order the core asks.
EXTRAS: tuple[str, ...] = ("baluts", "first_roll_baluts", "prediction")
#: House options that change how turns are played, not what a finished sheet scores.
_PLAY_ONLY = frozenset({"turn_order", "locked_holds"})
#: Empty boxes listed one by one under a sheet up to this many (then only counted).
_LISTED_EMPTY = 6
_TYPED_LENGTH = 8  # characters kept of a typed box or count (the field shows fewer)

#: (player index, row, box index or `JACKPOT_BOX`)
BoxKey = tuple[int, str, int]
#: (player index, one of `EXTRAS`)
ExtraKey = tuple[int, str]
_Spot = tuple[str, int]  # (row, box index or JACKPOT_BOX) on one sheet


# --- what the core says of one typed sheet --------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Check:
    """The core's answer on one player's typed boxes and extras (read-only).

    `refused`: the typed boxes it refuses, with its error (worded when drawn); `empty`:
    boxes not typed yet; `asked`: the extras it asks for, with why; `extra_errors` and
    `extra_empty`: asked extras it refuses or that are not typed; `other`: any other
    refusal. `rows`, `jackpots` and `extras` are the numbers it accepted."""

    refused: Mapping[_Spot, balut.InvalidInputError]
    empty: tuple[_Spot, ...]
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


@lru_cache(maxsize=64)
def _check(
    rules: balut.RuleSet,
    boxes: tuple[tuple[_Spot, str], ...],
    extras: tuple[tuple[str, str], ...],
) -> _Check:
    """Hand one sheet to the core until it has said all it will: each refused box (or one
    not typed yet) is set to a value the core named as possible and the sheet handed over
    again, so every refusal shows at once; an extra it asks for is given as typed (or, to
    see what comes next, its lowest value)."""
    typed = {spot: text.strip() for spot, text in boxes}
    rows: dict[str, list[Any]] = {}
    jackpots: dict[str, Any] = {}
    empty: list[_Spot] = []
    for cat in CATEGORIES:
        row_spots = [(cat.value, box) for box in range(rules.boxes_per_row)]
        if cat in rules.rows_with_jackpot:
            row_spots.append((cat.value, JACKPOT_BOX))
        for spot in row_spots:
            text = typed.get(spot, "")
            if not text:
                empty.append(spot)
            value = _typed_number(text) if text else 0  # a blank stands in as 0 meanwhile
            if spot[1] == JACKPOT_BOX:
                jackpots[cat.value] = value
            else:
                rows.setdefault(cat.value, []).append(value)
    typed_extras = {kind: text.strip() for kind, text in extras}
    given: dict[str, Any] = dict.fromkeys(EXTRAS)
    refused: dict[_Spot, balut.InvalidInputError] = {}
    asked: dict[str, Msg] = {}
    extra_errors: dict[str, balut.BalutError] = {}
    extra_empty: list[str] = []
    other: balut.BalutError | None = None
    spots = sum(map(len, rows.values())) + len(jackpots)
    for _ in range(spots + 2 * len(EXTRAS) + 1):  # each round settles a box or an extra
        try:
            sheet_from_boxes(
                rules,
                rows,
                jackpots or None,
                given["baluts"],
                first_roll_baluts=given["first_roll_baluts"],
                prediction=given["prediction"],
            )
            break
        except balut.InvalidInputError as error:
            code, params = error.code, error.params
            box = JACKPOT_BOX if code in ("impossible_jackpot", "jackpot_not_number") else None
            where = params.get("box")
            if code in ("impossible_value", "box_not_number") and isinstance(where, int):
                box = where
            if box is not None:
                spot = (str(params.get("category")), box)
                if spot not in empty:
                    refused.setdefault(spot, error)
                # Go on with a value the core named as possible (or 0, for it to say more).
                allowed = params.get("allowed")
                value = allowed[0] if isinstance(allowed, tuple) and allowed else 0
                if box == JACKPOT_BOX:
                    jackpots[spot[0]] = value
                else:
                    rows[spot[0]][box] = value
            elif code in ("baluts_needed", "first_roll_baluts_needed", "prediction_needed"):
                kind = code.removesuffix("_needed")
                asked[kind] = (
                    Msg.of("paper.extra.prediction.hint") if kind == "prediction" else reason(error)
                )
                text = typed_extras.get(kind, "")
                lowest = params.get("low", PREDICTION.low)
                if text:
                    given[kind] = _typed_number(text)
                else:
                    extra_empty.append(kind)
                    given[kind] = lowest
            elif code in (
                "baluts_out_of_range",
                "first_roll_baluts_out_of_range",
                "prediction_out_of_range",
            ):
                kind = code.removesuffix("_out_of_range")
                extra_errors.setdefault(kind, error)
                given[kind] = params.get("low", PREDICTION.low)
            else:
                other = error
                break
    return _Check(
        refused=refused,
        empty=tuple(empty),
        asked=asked,
        extra_errors=extra_errors,
        extra_empty=tuple(extra_empty),
        other=other,
        rows=rows,
        jackpots=jackpots or None,
        extras={kind: value for kind, value in given.items() if kind in asked},
    )


# --- the draft ------------------------------------------------------------------------------


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
            setup = self._setup()
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

    def _setup(self) -> SetupDraft:
        """The setup's view of these options (its shown options, errors and rule set)."""
        return SetupDraft(names=self.names, ruleset=self.ruleset, options=self.options)

    def shown_options(self) -> tuple[OptionSpec, ...]:
        """The house options that apply to this rule set and change a sheet's score."""
        return tuple(o for o in self._setup().visible_options() if o.key not in _PLAY_ONLY)

    def rules(self) -> balut.RuleSet:
        """The rule set the sheets are scored by (house options typed wrong: left out)."""
        setup = self._setup()
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

    def _checks(self, rules: balut.RuleSet) -> list[_Check]:
        by_player: list[list[tuple[_Spot, str]]] = [[] for _ in self.names]
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
        return self._setup().name_errors()

    def _view(self) -> _View:
        """Everything the core says of this draft, asked once per paint."""
        rules = self.rules()
        checks = self._checks(rules)
        usable = (
            not self._setup().option_errors()
            and not any(self._name_errors())
            and all(check.complete for check in checks)
        )
        names = [normalised_name(n) for n in self.names]
        return _View(rules, checks, _score(rules, names, checks) if usable else None)

    def standings(self) -> list[balut.Standing] | None:
        """The core's standings when every name, box and house option is usable, else
        None."""
        scored = self._view().scored
        return None if scored is None or scored.error is not None else list(scored.standings)

    def errors(self) -> dict[str, str]:
        """Inline messages by field id, in the current language: what the core refuses
        (always), what is still empty (once Score was tapped), names and house options as
        the setup words them. A refusal of the whole table is under ``paper-sheets``."""
        return self._errors(self._view())

    def _errors(self, view: _View) -> dict[str, str]:
        shown = {o.key for o in self.shown_options()}
        errors: dict[str, str] = {
            f"paper-option-{key}": message
            for key, message in self._setup().option_errors().items()
            if key in shown
        }
        for p, (name, message) in enumerate(zip(self.names, self._name_errors(), strict=True)):
            if message and (self.tried or name):
                errors[f"paper-name-{p}"] = message
        for p, check in enumerate(view.checks):
            for spot, error in check.refused.items():
                errors[_box_id(p, spot)] = _refusal_line(spot, error, view.rules)
            if self.tried:
                errors.update({_box_id(p, spot): t("paper.empty") for spot in check.empty})
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


def _box_id(player: int, spot: _Spot) -> str:
    cat, box = spot
    return f"paper-box-{player}-{cat}-{'j' if box == JACKPOT_BOX else box}"


def _box_arg(player: int, spot: _Spot) -> str:
    cat, box = spot
    return f"box:{player}:{cat}:{'j' if box == JACKPOT_BOX else box}"


# --- scored sheets --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Scored:
    """Sheets the core accepted, scored: each player's sheet and the standings (or the
    core's refusal of the table as a whole)."""

    rules: balut.RuleSet
    sheets: Mapping[str, balut.ScoreSheet]
    standings: tuple[balut.Standing, ...]
    error: balut.BalutError | None = None


@dataclass(frozen=True, slots=True)
class _View:
    """A draft as the core sees it: the rule set, each sheet's check, the scored table
    (None until every name, box and option is usable)."""

    rules: balut.RuleSet
    checks: Sequence[_Check]
    scored: _Scored | None


def _score(rules: balut.RuleSet, names: Sequence[str], checks: Sequence[_Check]) -> _Scored:
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
        return _Scored(rules, {}, (), error)
    return _Scored(rules, sheets, tuple(standings))


def paper_entry(draft: PaperDraft) -> dict[str, Any]:
    """The history entry of the scored sheets (the caller adds ``finished`` and the id);
    raises ``ValueError`` when they cannot be scored yet. ``sheets`` holds each player's
    sheet as the core stores one (``ScoreSheet.to_dict``)."""
    scored = draft._view().scored
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


def _rescored(entry: Mapping[str, Any]) -> _Scored | None:
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
    return _Scored(rules, sheets, tuple(standings))


def paper_standings(entry: Mapping[str, Any]) -> tuple[balut.Standing, ...] | None:
    """A stored paper entry's standings, scored again; None when it is damaged."""
    scored = _rescored(entry)
    return None if scored is None else scored.standings


def paper_history_body(entry: dict[str, Any]) -> list[El]:
    """A paper entry opened from History: the winner, the ranking, the rules and each
    sheet with its score."""
    scored = _rescored(entry)
    if scored is None:
        return [h("p", {"class": "empty"}, t("paper.history.unreadable"))]
    return [
        _winner_line(scored),
        _ranking(scored),
        *_rules_lines(scored),
        *[_sheet_card(scored, s.player) for s in scored.standings],
    ]


# --- the screen -----------------------------------------------------------------------------


def paper_screen(draft: PaperDraft) -> El:
    """The screen's body: rule set and house options, one card per sheet (a name and a
    grid of box fields), Score, and once scored the ranking, each sheet's breakdown and
    Save to history."""
    view = draft._view()
    errors = draft._errors(view)
    count = len(draft.names)
    scored = view.scored if draft.tried else None
    return h(
        "div",
        {"class": "paper"},
        h("p", {"class": "hint"}, t("paper.intro")),
        _ruleset_picker(draft.ruleset),
        _options(draft, errors),
        [_player_card(draft, p, view.rules, view.checks[p], errors) for p in range(count)],
        action(t("paper.add"), "paper-add-player", cls="secondary", disabled=count >= PLAYERS.high),
        h("p", {"class": "hint"}, t("paper.sheets_hint", count=PLAYERS.high)),
        h("p", {"class": "field-error", "role": "alert"}, errors["paper-sheets"])
        if "paper-sheets" in errors
        else None,
        h("p", {"class": "field-error", "role": "alert"}, t("paper.fix_marked"))
        if draft.tried and (scored is None or scored.error is not None)
        else None,
        action(t("paper.score"), "paper-score", cls="primary big"),
        _result(scored, draft.saved) if scored is not None and scored.error is None else None,
        key="paper",
    )


def _ruleset_picker(selected: str) -> El:
    """The rule sets as a group of buttons, the one chosen pressed, and its hint."""
    return h(
        "div",
        {"class": "option paper-ruleset"},
        h("h2", {"id": "paper-ruleset"}, t("setup.ruleset")),
        h(
            "div",
            {"class": "paper-rulesets", "role": "group", "aria-labelledby": "paper-ruleset"},
            [
                action(
                    t(PICKER_LABELS[name]),
                    "paper-ruleset",
                    name,
                    cls="secondary small",
                    pressed=name == selected,
                )
                for name in PLAYABLE_RULESETS
            ],
        ),
        h("p", {"class": "hint"}, t(PICKER_HINTS[selected])),
        key="paper-ruleset",
    )


def _options(draft: PaperDraft, errors: Mapping[str, str]) -> El | None:
    """The house options that change the score, folded away (the player opens and closes
    them); the summary names those played that differ from the rule set."""
    shown = draft.shown_options()
    if not shown:
        return None
    setup = draft._setup()
    changed = items_list([word(note) for note in option_notes(draft.rules())])
    return h(
        "details",
        {"class": "card paper-options"},
        h(
            "summary",
            None,
            h(
                "span",
                {"class": "choice-text"},
                h("span", None, t("paper.options")),
                h("small", None, changed) if changed else None,
            ),
        ),
        [
            _option(
                spec,
                setup.value(spec),
                errors.get(f"paper-option-{spec.key}", ""),
                setup.choices(spec),
            )
            for spec in shown
        ],
        key=f"paper-options-{draft.ruleset}",
    )


def _option(spec: OptionSpec, value: str, error: str, choices: Sequence[Choice]) -> El:
    arg = f"option:{spec.key}"
    if spec.kind == "choice":
        return h(
            "fieldset",
            {"class": "option"},
            h("legend", None, spec.legend),
            [
                radio_choice(
                    f"paper-{spec.key}",
                    choice.value,
                    choice.label,
                    choice.hint,
                    value == choice.value,
                    field="paper",
                    arg=arg,
                )
                for choice in choices
            ],
            key=spec.key,
        )
    if spec.kind == "toggle":
        return toggle_choice(spec.legend, spec.hint or None, value == "on", field="paper", arg=arg)
    field_id = f"paper-option-{spec.key}"
    described = " ".join(
        part
        for part, shown in ((f"{field_id}-hint", spec.hint), (f"{field_id}-error", error))
        if shown
    )
    attrs: dict[str, str | bool | None] = {
        "id": field_id,
        "value": value,
        "data-field": "paper",
        "data-arg": arg,
        "autocomplete": "off",
        "spellcheck": "false",
        "aria-invalid": "true" if error else None,
        "aria-describedby": described or None,
    }
    if spec.kind == "number":
        attrs.update(
            {
                "type": "text",
                "inputmode": "numeric",
                "class": "short",
                "maxlength": str(digits_length(option_bounds(spec.key))),
            }
        )
        control = h("input", attrs)
    else:
        attrs.update({"rows": "9", "class": "bands"})
        control = h("textarea", attrs)
    return h(
        "div",
        {"class": "option-field"},
        h("label", {"for": field_id}, spec.legend),
        h("p", {"id": f"{field_id}-hint", "class": "hint"}, spec.hint) if spec.hint else None,
        control,
        h("p", {"id": f"{field_id}-error", "class": "field-error"}, error) if error else None,
        key=spec.key,
    )


def _player_name(draft: PaperDraft, player: int) -> str:
    """The sheet's player as typed, else "Sheet 2"."""
    return normalised_name(draft.names[player]) or t("paper.sheet", number=player + 1)


def _box_digits(rules: balut.RuleSet) -> int:
    """Characters a box field needs for the highest value any box can hold."""
    highest = max(max_box_score(rules, cat) for cat in CATEGORIES)
    jackpots = [max(possible_jackpot_scores(rules, cat)) for cat in rules.rows_with_jackpot]
    return len(str(max([highest, *jackpots])))


def _player_card(
    draft: PaperDraft, player: int, rules: balut.RuleSet, check: _Check, errors: Mapping[str, str]
) -> El:
    """One sheet: its player's name, the grid of boxes (rows down, boxes across, the
    jackpot box last), what is wrong with it, and the extras the core asks for."""
    who = _player_name(draft, player)
    name_id = f"paper-name-{player}"
    name_error = errors.get(name_id, "")
    missing = list(check.empty) if draft.tried else []
    missing_id = f"paper-missing-{player}"
    digits = _box_digits(rules)
    boxes = rules.boxes_per_row
    jackpot = rules.jackpot

    def box_field(spot: _Spot) -> El:
        field_id = _box_id(player, spot)
        cat, box = spot
        error = errors.get(field_id, "")
        described = missing_id if spot in missing else f"{field_id}-error" if error else None
        label = (
            t(
                "paper.jackpot_box",
                player=who,
                box=Msg.of("box.jackpot", category=category_name(balut.Category(cat))),
            )
            if box == JACKPOT_BOX
            else t(
                "paper.box",
                player=who,
                category=category_label(balut.Category(cat)),
                number=box + 1,
            )
        )
        return h(
            "input",
            {
                "id": field_id,
                "type": "text",
                "inputmode": "numeric",
                "autocomplete": "off",
                "enterkeyhint": "next",
                "maxlength": str(digits),
                "class": "paper-box",
                "value": draft.boxes.get((player, cat, box), ""),
                "data-field": "paper",
                "data-arg": _box_arg(player, spot),
                "aria-label": label,
                "aria-invalid": "true" if error or spot in missing else None,
                "aria-describedby": described,
            },
        )

    grid = h(
        "table",
        {"class": f"paper-grid boxes-{boxes}" + (" jackpot" if jackpot else "")},
        h(
            "caption",
            {"class": "sr-only"},
            t("game.sheet_of", player=who) if normalised_name(draft.names[player]) else who,
        ),
        h(
            "thead",
            None,
            h(
                "tr",
                None,
                h("th", {"scope": "col"}, t("sheet.row")),
                [h("th", {"scope": "col"}, str(i + 1)) for i in range(boxes)],
                h("th", {"scope": "col"}, t("sheet.jackpot_column")) if jackpot else None,
            ),
        ),
        h(
            "tbody",
            None,
            [
                h(
                    "tr",
                    None,
                    h("th", {"scope": "row"}, category_label(cat)),
                    [h("td", None, box_field((cat.value, i))) for i in range(boxes)],
                    (
                        h("td", {"class": "jackpot"}, box_field((cat.value, JACKPOT_BOX)))
                        if cat in rules.rows_with_jackpot
                        else h("td", None)
                    )
                    if jackpot
                    else None,
                    key=cat.value,
                )
                for cat in CATEGORIES
            ],
        ),
    )
    refused = [
        h("li", {"id": f"{_box_id(player, spot)}-error"}, errors[_box_id(player, spot)])
        for spot in _in_sheet_order(rules, check.refused)
    ]
    return h(
        "section",
        {"class": "card paper-sheet", "aria-labelledby": f"paper-sheet-{player}-title"},
        h("h2", {"id": f"paper-sheet-{player}-title"}, t("paper.sheet", number=player + 1)),
        h("label", {"for": name_id}, t("paper.name")),
        h(
            "div",
            {"class": "player-edit"},
            h(
                "input",
                {
                    "id": name_id,
                    "type": "text",
                    "value": draft.names[player],
                    "autocomplete": "off",
                    "maxlength": str(NAME_FIELD_LENGTH),
                    "data-field": "paper",
                    "data-arg": f"name:{player}",
                    "enterkeyhint": "next",
                    "aria-invalid": "true" if name_error else None,
                    "aria-describedby": f"{name_id}-error" if name_error else None,
                },
            ),
            action(
                "\u2715",
                "paper-remove-player",
                player,
                cls="icon",
                aria_label=t("paper.remove", number=player + 1),
                disabled=len(draft.names) == 1,
            ),
        ),
        h("p", {"id": f"{name_id}-error", "class": "field-error"}, name_error)
        if name_error
        else None,
        grid,
        h("ul", {"class": "field-error paper-errors"}, refused) if refused else None,
        h("p", {"id": missing_id, "class": "field-error"}, _missing_words(rules, missing))
        if missing
        else None,
        [
            _extra_field(draft, player, rules, kind, check, errors)
            for kind in EXTRAS
            if kind in check.asked
        ],
        h(
            "p",
            {"id": f"paper-sheet-{player}", "class": "field-error"},
            errors[f"paper-sheet-{player}"],
        )
        if f"paper-sheet-{player}" in errors
        else None,
        key=f"paper-sheet-{player}",
    )


def _in_sheet_order(rules: balut.RuleSet, spots: Mapping[_Spot, object]) -> list[_Spot]:
    order = [
        (cat.value, box) for cat in CATEGORIES for box in [*range(rules.boxes_per_row), JACKPOT_BOX]
    ]
    return [spot for spot in order if spot in spots]


def _spot_words(spot: _Spot, rules: balut.RuleSet) -> str:
    """A box in a list: "Fours 2", "Jackpot Fours" ("Fours" when a row has one box)."""
    cat, box = spot
    category = category_name(balut.Category(cat))
    if box == JACKPOT_BOX:
        return t("box.jackpot", category=category)
    if rules.boxes_per_row == 1:
        return word(category)
    return t("paper.spot", category=category, number=box + 1)


def _missing_words(rules: balut.RuleSet, missing: Sequence[_Spot]) -> str:
    """The boxes still empty: named while few, else counted."""
    if len(missing) > _LISTED_EMPTY:
        return t("paper.missing_count", count=len(missing))
    spots = _in_sheet_order(rules, dict.fromkeys(missing))
    return t(
        "paper.missing", count=len(spots), boxes=items_list([_spot_words(s, rules) for s in spots])
    )


def _values_words(values: Sequence[int]) -> str:
    """Possible values, runs of three or more shortened: "0, 7\u20139, 11\u201324"."""
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


def _refusal_line(spot: _Spot, error: balut.BalutError, rules: balut.RuleSet) -> str:
    """A refused box, as listed under its sheet: the core's reason and, when it named
    them, the values the box can hold ("Box 2: Fours cannot score 13. Possible: ...")."""
    message = word(reason(error))
    allowed = error.params.get("allowed")
    if isinstance(allowed, tuple) and allowed:
        message = sentences([message, t("paper.possible", values=_values_words(allowed))])
    if spot[1] == JACKPOT_BOX or rules.boxes_per_row == 1:
        return message
    return t("paper.at_box", number=spot[1] + 1, message=message)


def _extra_field(
    draft: PaperDraft,
    player: int,
    rules: balut.RuleSet,
    kind: str,
    check: _Check,
    errors: Mapping[str, str],
) -> El:
    """A number the core asks for besides the boxes (how many baluts, the prediction)."""
    field_id = f"paper-extra-{player}-{kind}"
    error = errors.get(field_id, "")
    label = (
        t(f"variants.predict.label.{deciding_key(rules.deciding)}")
        if kind == "prediction"
        else t(f"paper.extra.{kind}")
    )
    bounds_digits = digits_length(PREDICTION) if kind == "prediction" else 2
    return h(
        "div",
        {"class": "option-field paper-extra"},
        h("label", {"for": field_id}, label),
        h("p", {"id": f"{field_id}-hint", "class": "hint"}, word(check.asked[kind])),
        h(
            "input",
            {
                "id": field_id,
                "type": "text",
                "inputmode": "numeric",
                "autocomplete": "off",
                "class": "short",
                "maxlength": str(bounds_digits),
                "value": draft.extras.get((player, kind), ""),
                "data-field": "paper",
                "data-arg": f"extra:{player}:{kind}",
                "aria-invalid": "true" if error else None,
                "aria-describedby": f"{field_id}-hint" + (f" {field_id}-error" if error else ""),
            },
        ),
        h("p", {"id": f"{field_id}-error", "class": "field-error"}, error) if error else None,
        key=kind,
    )


# --- the result -----------------------------------------------------------------------------


def _result(scored: _Scored, saved: bool) -> El:
    """The scored table: winner, ranking, how ties went, each sheet's breakdown, Save."""
    return h(
        "section",
        {"class": "paper-result", "aria-labelledby": "paper-result-title"},
        h("h2", {"id": "paper-result-title"}, t("paper.result")),
        _winner_line(scored),
        _ranking(scored),
        *_rules_lines(scored),
        [_sheet_card(scored, s.player) for s in scored.standings],
        action(
            t("paper.saved") if saved else t("paper.save"),
            "paper-save",
            cls="primary big",
            disabled=saved,
        ),
        key="paper-result",
    )


def _deciding_header(rules: balut.RuleSet) -> str:
    return t(f"variants.deciding.{deciding_key(rules.deciding)}")


def _winner_line(scored: _Scored) -> El:
    standings = scored.standings
    winners = balut.winners(standings)
    result = amount_words(scored.rules, standings[0].result.points)
    if len(standings) == 1:
        line = t("gameover.solo", player=winners[0], result=result)
    elif len(winners) > 1:
        line = t("gameover.shared", players=names_list(winners), result=result)
    else:
        line = t("gameover.wins", player=winners[0], result=result, count=1)
    return h("p", {"class": "winner"}, line)


def _ranking(scored: _Scored) -> El:
    """Place, player, the deciding number (and the dice total beside points), tie notes."""
    rules = scored.rules
    dice_column = rules.uses_points_table
    return h(
        "table",
        {"class": "points"},
        h("caption", {"class": "sr-only"}, t("paper.result")),
        h(
            "thead",
            None,
            h(
                "tr",
                None,
                h("th", {"scope": "col"}, t("table.place")),
                h("th", {"scope": "col"}, t("table.player")),
                h("th", {"scope": "col", "class": "num"}, _deciding_header(rules)),
                h("th", {"scope": "col", "class": "num"}, t("scoreboard.dice_total"))
                if dice_column
                else None,
            ),
        ),
        h(
            "tbody",
            None,
            [
                h(
                    "tr",
                    None,
                    h("td", None, number(s.place)),
                    h(
                        "th",
                        {"scope": "row"},
                        s.player,
                        h("small", {"class": "note"}, note)
                        if (note := tiebreak_note(s.tiebreak))
                        else None,
                    ),
                    h("td", {"class": "num"}, number(s.result.points)),
                    h("td", {"class": "num"}, number(s.result.dice_total)) if dice_column else None,
                )
                for s in scored.standings
            ],
        ),
    )


def _rules_lines(scored: _Scored) -> list[El]:
    """The rules the sheets were scored by, and how ties are settled on paper."""
    rules = scored.rules
    summary = " \u00b7 ".join(word(n) for n in [ruleset_label(rules), *option_notes(rules)])
    lines = [h("p", {"class": "hint"}, t("gameover.rules", rules=summary))]
    if len(scored.standings) > 1:
        ties = (
            "paper.roll_off" if rules.tiebreak == "roll_off" else f"gameover.ties.{rules.tiebreak}"
        )
        lines.append(h("p", {"class": "hint"}, t(ties)))
    return lines


def _sheet_card(scored: _Scored, player: str) -> El:
    """One sheet with its score: the boxes of each row, the row's total and points (the
    jackpot box and its bonus under jackpot rules), then the sums that make the result."""
    rules = scored.rules
    sheet = scored.sheets[player]
    result = sheet.result()
    points = rules.uses_points_table
    jackpot = rules.jackpot
    boxes = rules.boxes_per_row
    width = 1 + boxes + (1 if jackpot else 0) + 1 + (1 if points else 0)
    rows = []
    for cat in CATEGORIES:
        bonus = result.jackpot_bonus.get(cat, 0)
        rows.append(
            h(
                "tr",
                {"class": f"status-{sheet.row_progress(cat).status}"} if points else None,
                h("th", {"scope": "row"}, category_label(cat)),
                [
                    h("td", {"class": "num"}, "\u2013" if b is None else number(b))
                    for b in sheet.boxes(cat)
                ],
                h(
                    "td",
                    {"class": "num"},
                    box_text(sheet.jackpot_box(cat)) if sheet.has_jackpot(cat) else "",
                    h("small", {"class": "note"}, signed(bonus)) if bonus else None,
                )
                if jackpot
                else None,
                h("td", {"class": "num"}, number(result.row_totals[cat])),
                h("td", {"class": "num"}, signed(result.category_points.get(cat, 0)))
                if points
                else None,
            )
        )
    sums = [
        h(
            "tr",
            {"class": "sum"},
            h("th", {"scope": "row", "colspan": str(width - 1)}, label),
            h("td", {"class": "num"}, value),
        )
        for label, value in _sums(rules, result)
    ]
    return h(
        "section",
        {"class": "card breakdown paper-breakdown"},
        h(
            "h2",
            None,
            t(
                "variants.breakdown.title",
                player=player,
                amount=amount_words(rules, result.points),
            ),
        ),
        h(
            "table",
            {"class": "full-sheet"},
            h("caption", {"class": "sr-only"}, t("variants.breakdown.caption", player=player)),
            h(
                "thead",
                None,
                h(
                    "tr",
                    None,
                    h("th", {"scope": "col"}, t("sheet.row")),
                    [h("th", {"scope": "col", "class": "num"}, str(i + 1)) for i in range(boxes)],
                    h("th", {"scope": "col", "class": "num"}, t("sheet.jackpot_column"))
                    if jackpot
                    else None,
                    h("th", {"scope": "col", "class": "num"}, t("table.total")),
                    h("th", {"scope": "col", "class": "num"}, t("sheet.points_column"))
                    if points
                    else None,
                ),
            ),
            h("tbody", None, rows, sums),
        ),
        key=f"paper-breakdown-{player}",
    )


def _sums(rules: balut.RuleSet, result: balut.Result) -> list[tuple[str, str]]:
    """The lines under a scored sheet, as this rule set counts (numbers from the core)."""
    lines: list[tuple[str, str]] = []
    if rules.uses_points_table:
        lines.append((t("variants.total.row_points"), number(sum(result.category_points.values()))))
        if rules.jackpot:
            lines.append(
                (
                    t("variants.breakdown.jackpot_bonuses"),
                    signed(sum(result.jackpot_bonus.values())),
                )
            )
        lines.append(
            (
                t("variants.total.dice_total"),
                f"{number(result.dice_total)} ({signed(result.adjustment)})",
            )
        )
    else:
        key = "variants.total.dice_total" if rules.dice_total_only else "variants.total.boxes"
        lines.append((t(key), number(result.dice_total)))
    if rules.per_balut_bonus:
        lines.append(
            (
                t("variants.breakdown.baluts_rolled", points=rules.per_balut_bonus),
                signed(result.balut_bonus_extra),
            )
        )
    if rules.first_roll_balut_bonus:
        lines.append((t("variants.breakdown.first_roll_baluts"), signed(result.first_roll_bonus)))
    if rules.prediction:
        outcome = (
            "none" if result.prediction is None else "hit" if result.prediction_bonus else "missed"
        )
        lines.append(
            (
                t(f"variants.breakdown.prediction_{outcome}", value=result.prediction or 0),
                signed(result.prediction_bonus),
            )
        )
    lines.append((_deciding_header(rules), number(result.points)))
    return lines
