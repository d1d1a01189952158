"""Score a paper sheet on screen: the rule set and house options, one card per sheet (a
name and a grid of box fields), Score, and once scored the ranking and each sheet's
breakdown; a paper entry opened from History. What the core says of the sheets comes
from `paper_draft`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import balut
from balut.limits import PLAYERS, PREDICTION
from balut.rules import max_box_score, possible_jackpot_scores

from .boxes import category_name
from .core_words import amount_words, category_label, deciding_key, items_list, option_notes
from .i18n import Msg, number, signed, t, word
from .paper_draft import (
    CATEGORIES,
    EXTRAS,
    JACKPOT_BOX,
    PaperDraft,
    ScoredSheets,
    SheetCheck,
    Spot,
    box_id,
    rescored,
)
from .results_view import bonus_lines
from .screens_rules import option_control, rules_summary
from .setup import (
    NAME_FIELD_LENGTH,
    PICKER_HINTS,
    PICKER_LABELS,
    PLAYABLE_RULESETS,
    digits_length,
    normalised_name,
)
from .standings_view import standings_table, winner_line
from .state import Screen, UiState
from .vdom import El, action, h
from .widgets import box_text, screen, screen_head

#: Empty boxes listed one by one under a sheet up to this many (then only counted).
_LISTED_EMPTY = 6


def _box_arg(player: int, spot: Spot) -> str:
    cat, box = spot
    return f"box:{player}:{cat}:{'j' if box == JACKPOT_BOX else box}"


def paper_history_body(entry: dict[str, Any]) -> list[El]:
    """A paper entry opened from History: the winner, the ranking, the rules and each
    sheet with its score."""
    scored = rescored(entry)
    if scored is None:
        return [h("p", {"class": "empty"}, t("paper.history.unreadable"))]
    return [
        winner_line(scored.rules, scored.standings),
        standings_table(scored.rules, scored.standings, caption=t("paper.result")),
        *_rules_lines(scored),
        *[_sheet_card(scored, s.player) for s in scored.standings],
    ]


def paper_body(draft: PaperDraft) -> El:
    """The screen's body: rule set and house options, one card per sheet (a name and a
    grid of box fields), Score, and once scored the ranking, each sheet's breakdown and
    Save to history."""
    view = draft.view()
    errors = draft.errors_in(view)
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
    setup = draft.as_setup()
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
            option_control(
                spec,
                setup.value(spec),
                errors.get(f"paper-option-{spec.key}", ""),
                setup.choices(spec),
                field="paper",
                arg=f"option:{spec.key}",
                prefix="paper-",
            )
            for spec in shown
        ],
        key=f"paper-options-{draft.ruleset}",
    )


def _player_name(draft: PaperDraft, player: int) -> str:
    """The sheet's player as typed, else "Sheet 2"."""
    return normalised_name(draft.names[player]) or t("paper.sheet", number=player + 1)


def _box_digits(rules: balut.RuleSet) -> int:
    """Characters a box field needs for the highest value any box can hold."""
    highest = max(max_box_score(rules, cat) for cat in CATEGORIES)
    jackpots = [max(possible_jackpot_scores(rules, cat)) for cat in rules.rows_with_jackpot]
    return len(str(max([highest, *jackpots])))


@dataclass(frozen=True, slots=True)
class _Card:
    """One sheet's card as drawn: its player, what is shown wrong and how box fields are
    sized."""

    draft: PaperDraft
    player: int
    rules: balut.RuleSet
    errors: Mapping[str, str]
    missing: Sequence[Spot]  # empty boxes shown (once Score was tapped)
    who: str
    digits: int

    @property
    def missing_id(self) -> str:
        return f"paper-missing-{self.player}"


def _player_card(
    draft: PaperDraft,
    player: int,
    rules: balut.RuleSet,
    check: SheetCheck,
    errors: Mapping[str, str],
) -> El:
    """One sheet: its player's name, the grid of boxes (rows down, boxes across, the
    jackpot box last), what is wrong with it, and the extras the core asks for."""
    card = _Card(
        draft,
        player,
        rules,
        errors,
        list(check.empty) if draft.tried else [],
        _player_name(draft, player),
        _box_digits(rules),
    )
    refused = [
        h("li", {"id": f"{box_id(player, spot)}-error"}, errors[box_id(player, spot)])
        for spot in _in_sheet_order(rules, check.refused)
    ]
    return h(
        "section",
        {"class": "card paper-sheet", "aria-labelledby": f"paper-sheet-{player}-title"},
        h("h2", {"id": f"paper-sheet-{player}-title"}, t("paper.sheet", number=player + 1)),
        _name_field(draft, player, errors.get(f"paper-name-{player}", "")),
        _box_grid(card),
        h("ul", {"class": "field-error paper-errors"}, refused) if refused else None,
        h("p", {"id": card.missing_id, "class": "field-error"}, _missing_words(rules, card.missing))
        if card.missing
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


def _name_field(draft: PaperDraft, player: int, error: str) -> list[El | None]:
    """The sheet's player: Name, its field with Remove, and its error."""
    name_id = f"paper-name-{player}"
    return [
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
                    "aria-invalid": "true" if error else None,
                    "aria-describedby": f"{name_id}-error" if error else None,
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
        h("p", {"id": f"{name_id}-error", "class": "field-error"}, error) if error else None,
    ]


def _box_grid(card: _Card) -> El:
    """The grid of box fields: rows down, boxes across, the jackpot box last."""
    rules = card.rules
    boxes = rules.boxes_per_row
    jackpot = rules.jackpot
    named = normalised_name(card.draft.names[card.player])
    return h(
        "table",
        {"class": f"paper-grid boxes-{boxes}" + (" jackpot" if jackpot else "")},
        h(
            "caption",
            {"class": "sr-only"},
            t("game.sheet_of", player=card.who) if named else card.who,
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
                    [h("td", None, _box_field(card, (cat.value, i))) for i in range(boxes)],
                    (
                        h("td", {"class": "jackpot"}, _box_field(card, (cat.value, JACKPOT_BOX)))
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


def _box_field(card: _Card, spot: Spot) -> El:
    """One box's field, named for the player, row and box; marked when wrong or empty."""
    field_id = box_id(card.player, spot)
    cat, box = spot
    error = card.errors.get(field_id, "")
    missing = spot in card.missing
    described = card.missing_id if missing else f"{field_id}-error" if error else None
    label = (
        t(
            "paper.jackpot_box",
            player=card.who,
            box=Msg.of("box.jackpot", category=category_name(balut.Category(cat))),
        )
        if box == JACKPOT_BOX
        else t(
            "paper.box",
            player=card.who,
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
            "maxlength": str(card.digits),
            "class": "paper-box",
            "value": card.draft.boxes.get((card.player, cat, box), ""),
            "data-field": "paper",
            "data-arg": _box_arg(card.player, spot),
            "aria-label": label,
            "aria-invalid": "true" if error or missing else None,
            "aria-describedby": described,
        },
    )


def _in_sheet_order(rules: balut.RuleSet, spots: Mapping[Spot, object]) -> list[Spot]:
    order = [
        (cat.value, box) for cat in CATEGORIES for box in [*range(rules.boxes_per_row), JACKPOT_BOX]
    ]
    return [spot for spot in order if spot in spots]


def _spot_words(spot: Spot, rules: balut.RuleSet) -> str:
    """A box in a list: "Fours 2", "Jackpot Fours" ("Fours" when a row has one box)."""
    cat, box = spot
    category = category_name(balut.Category(cat))
    if box == JACKPOT_BOX:
        return t("box.jackpot", category=category)
    if rules.boxes_per_row == 1:
        return word(category)
    return t("paper.spot", category=category, number=box + 1)


def _missing_words(rules: balut.RuleSet, missing: Sequence[Spot]) -> str:
    """The boxes still empty: named while few, else counted."""
    if len(missing) > _LISTED_EMPTY:
        return t("paper.missing_count", count=len(missing))
    spots = _in_sheet_order(rules, dict.fromkeys(missing))
    return t(
        "paper.missing", count=len(spots), boxes=items_list([_spot_words(s, rules) for s in spots])
    )


def _extra_field(
    draft: PaperDraft,
    player: int,
    rules: balut.RuleSet,
    kind: str,
    check: SheetCheck,
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


def _result(scored: ScoredSheets, saved: bool) -> El:
    """The scored table: winner, ranking, how ties went, each sheet's breakdown, Save."""
    return h(
        "section",
        {"class": "paper-result", "aria-labelledby": "paper-result-title"},
        h("h2", {"id": "paper-result-title"}, t("paper.result")),
        winner_line(scored.rules, scored.standings),
        standings_table(scored.rules, scored.standings, caption=t("paper.result")),
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


def _rules_lines(scored: ScoredSheets) -> list[El]:
    """The rules the sheets were scored by, and how ties are settled on paper."""
    rules = scored.rules
    lines = [h("p", {"class": "hint"}, t("gameover.rules", rules=rules_summary(rules)))]
    if len(scored.standings) > 1:
        ties = (
            "paper.roll_off" if rules.tiebreak == "roll_off" else f"gameover.ties.{rules.tiebreak}"
        )
        lines.append(h("p", {"class": "hint"}, t(ties)))
    return lines


def _sheet_card(scored: ScoredSheets, player: str) -> El:
    """One sheet with its score: the boxes of each row, the row's total and points (the
    jackpot box and its bonus under jackpot rules), then the sums that make the result."""
    rules = scored.rules
    sheet = scored.sheets[player]
    result = sheet.result()
    points = rules.uses_points_table
    jackpot = rules.jackpot
    boxes = rules.boxes_per_row
    width = 1 + boxes + (1 if jackpot else 0) + 1 + (1 if points else 0)
    rows = [_breakdown_row(rules, sheet, result, cat) for cat in CATEGORIES]
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


def _breakdown_row(
    rules: balut.RuleSet, sheet: balut.ScoreSheet, result: balut.Result, cat: balut.Category
) -> El:
    """A row of a scored sheet: its boxes, the jackpot box and its bonus (jackpot rules),
    the row's total and its points (rule sets with a points table)."""
    points = rules.uses_points_table
    bonus = result.jackpot_bonus.get(cat, 0)
    return h(
        "tr",
        {"class": f"status-{sheet.row_progress(cat).status}"} if points else None,
        h("th", {"scope": "row"}, category_label(cat)),
        [h("td", {"class": "num"}, "\u2013" if b is None else number(b)) for b in sheet.boxes(cat)],
        h(
            "td",
            {"class": "num"},
            box_text(sheet.jackpot_box(cat)) if sheet.has_jackpot(cat) else "",
            h("small", {"class": "note"}, signed(bonus)) if bonus else None,
        )
        if rules.jackpot
        else None,
        h("td", {"class": "num"}, number(result.row_totals[cat])),
        h("td", {"class": "num"}, signed(result.category_points.get(cat, 0))) if points else None,
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
    lines += bonus_lines(rules, result)
    return lines


def paper_screen(state: UiState) -> El:
    """Score a paper sheet: a game played on paper, typed in and scored by the core."""
    return screen(
        Screen.PAPER,
        screen_head(t("screen.paper"), action(t("nav.home"), "home", cls="secondary small")),
        paper_body(state.paper),
    )
