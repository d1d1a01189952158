"""The parts of the screens that differ between rule sets and house options.

Setup options drawn from `setup.OPTIONS`, the jackpot boxes of the turn sheet, the
prediction prompt, the totals under a sheet and the result breakdown. Pure Python like
`screens`: every number comes from the core (`ScoreSheet.result`, `jackpot_eligibility`,
`RuleSet` data); this module only words and lays them out.
"""

from __future__ import annotations

from collections.abc import Sequence

import balut
from balut.limits import PREDICTION
from balut.rules import ROW_CONDITIONS, JackpotReason, jackpot_requirement

from . import core_words
from .boxes import category_name, fill_arg
from .i18n import Msg, number, signed, t, word
from .setup import (
    PICKER_HINTS,
    PICKER_LABELS,
    PLAYABLE_RULESETS,
    SECTIONS,
    Choice,
    OptionSpec,
    SetupDraft,
    digits_length,
    option_bounds,
)
from .state import UiState
from .vdom import El, action, h
from .widgets import box_cell, offer_chip, radio_choice, toggle_choice

CATEGORIES: tuple[balut.Category, ...] = tuple(balut.Category)
#: Characters of the prediction field: the longest prediction the core accepts.
PREDICTION_LENGTH = digits_length(PREDICTION)


def rules_summary(rules: balut.RuleSet) -> str:
    """The rule set's label and every option that differs from it, for headers and history."""
    notes = [core_words.ruleset_label(rules), *core_words.option_notes(rules)]
    return " \u00b7 ".join(word(note) for note in notes)


def deciding_header(rules: balut.RuleSet) -> str:
    """Column heading of the number that ranks players ("Points", "Grand total"...)."""
    return t(f"variants.deciding.{core_words.deciding_key(rules.deciding)}")


# --- setup -----------------------------------------------------------------------------------


def setup_options(draft: SetupDraft) -> list[El]:
    """The rule-set picker, then each section of options that apply to this setup."""
    return [_ruleset_picker(draft.ruleset), *option_sections(draft)]


def ruleset_picker(draft: SetupDraft) -> El:
    """The rule set to play, a radio choice of each."""
    return _ruleset_picker(draft.ruleset)


def option_sections(draft: SetupDraft) -> list[El]:
    """Each section of options that apply to this setup (turn order, ties, house)."""
    errors = draft.option_errors()
    parts = []
    for section, heading in SECTIONS:
        specs = draft.visible_options(section)
        if specs:
            parts.append(
                h(
                    "section",
                    {"class": "option-section", "aria-labelledby": f"options-{section}"},
                    h("h2", {"id": f"options-{section}"}, t(heading)),
                    [
                        option_control(
                            spec, draft.value(spec), errors.get(spec.key, ""), draft.choices(spec)
                        )
                        for spec in specs
                    ],
                    key=f"options-{section}",
                )
            )
    return parts


def _ruleset_picker(selected: str) -> El:
    return h(
        "fieldset",
        {"class": "option"},
        h("legend", None, t("setup.ruleset")),
        [
            radio_choice(
                "ruleset",
                name,
                t(PICKER_LABELS[name]),
                t(PICKER_HINTS[name]),
                name == selected,
                field="ruleset",
            )
            for name in PLAYABLE_RULESETS
        ],
        key="ruleset",
    )


def option_control(
    spec: OptionSpec,
    value: str,
    error: str,
    choices: Sequence[Choice] | None = None,
    *,
    field: str = "option",
    arg: str | None = None,
    prefix: str = "",
) -> El:
    """One house option's control (radio choices, a switch, a number or a text box) with
    its hint and error. Its changes report ``data-field=field`` and ``data-arg=arg`` (the
    option's key unless given); `prefix` keeps its ids apart from another form's."""
    arg = spec.key if arg is None else arg
    if spec.kind == "choice":
        return h(
            "fieldset",
            {"class": "option"},
            h("legend", None, spec.legend),
            [
                radio_choice(
                    prefix + spec.key,
                    choice.value,
                    choice.label,
                    choice.hint,
                    value == choice.value,
                    field=field,
                    arg=arg,
                )
                for choice in (spec.choices if choices is None else choices)
            ],
            key=spec.key,
        )
    if spec.kind == "toggle":
        return toggle_choice(spec.legend, spec.hint or None, value == "on", field=field, arg=arg)
    field_id = f"{prefix}option-{spec.key}"
    described = " ".join(
        part
        for part, shown in ((f"{field_id}-hint", spec.hint), (f"{field_id}-error", error))
        if shown
    )
    attrs: dict[str, str | bool | None] = {
        "id": field_id,
        "value": value,
        "data-field": field,
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


# --- the turn --------------------------------------------------------------------------------


def prediction_prompt(state: UiState, game: balut.Game) -> El:
    """Asks the player to predict their result; Roll stays off until they do."""
    seat = game.current_seat
    error = state.turn.prediction_error
    deciding = core_words.deciding_key(game.rules.deciding)
    return h(
        "section",
        {"class": "card predict", "aria-labelledby": "predict-title"},
        h("h2", {"id": "predict-title"}, t("variants.predict.title", player=seat)),
        h(
            "p",
            {"id": "prediction-hint", "class": "hint"},
            t(f"variants.predict.hint.{deciding}", bonus=game.rules.prediction_bonus),
        ),
        h("label", {"for": "prediction"}, t(f"variants.predict.label.{deciding}")),
        h(
            "div",
            {"class": "predict-edit"},
            h(
                "input",
                {
                    "id": "prediction",
                    "type": "text",
                    "inputmode": "numeric",
                    "autocomplete": "off",
                    "class": "short",
                    "maxlength": str(PREDICTION_LENGTH),
                    "value": state.turn.prediction_text,
                    "data-field": "prediction",
                    "aria-invalid": "true" if error else None,
                    "aria-describedby": "prediction-hint" + (" prediction-error" if error else ""),
                },
            ),
            action(t("variants.predict.save"), "predict", cls="primary"),
        ),
        h("p", {"id": "prediction-error", "class": "field-error"}, word(error)) if error else None,
        key="predict",
    )


def jackpot_row(
    sheet: balut.ScoreSheet,
    cat: balut.Category,
    dice: Sequence[int] | None,
    *,
    crossable: bool = False,
    crossed: bool = False,
) -> El | None:
    """The row's jackpot box (jackpot rule set): its entry rule for the dice on the table,
    the bonus or penalty at stake, and buttons "Jackpot <row>" / "Cross out Jackpot <row>"
    (`crossable`: real dice, no dice typed: it may be crossed out, and asks for its
    value; `crossed`: the box was crossed out, not filled with dice that scored nothing)."""
    if not sheet.has_jackpot(cat):
        return None
    value = sheet.jackpot_box(cat)
    swing = ROW_CONDITIONS[cat].jackpot_swing
    bonus = sheet.result().jackpot_bonus.get(cat, 0)
    rolled = dice is not None
    is_open = value is None
    box = Msg.of("box.jackpot", category=category_name(cat))
    status, said, offer = _jackpot_words(sheet, cat, dice, box, crossed=crossed)
    stake = (
        signed(bonus) if bonus else ("" if value == 0 else t("variants.jackpot.stake", swing=swing))
    )
    spoken = core_words.sentences([said, t("variants.jackpot.said.swing", swing=swing)])
    row_class = (
        "status-paid"
        if bonus > 0
        else "status-lost"
        if bonus < 0 or value == 0
        else "status-possible"
    )
    row = h(
        "button",
        {
            "type": "button",
            "class": f"row-main boxes-1 jackpot {row_class}",
            # (real dice not typed in, `crossable`: the box asks for its value)
            "data-action": "ask-value" if crossable else "fill",
            "data-arg": f"{cat.value}:j" if crossable else fill_arg(cat, jackpot=True),
            "disabled": not ((rolled or crossable) and is_open and sheet.open_boxes(cat)),
        },
        h(
            "span",
            {"class": "row-name", "aria-hidden": "true"},
            h("span", {"class": "cat"}, t("variants.jackpot.label")),
            h("span", {"class": "progress"}, status),
        ),
        h("span", {"class": "sr-only"}, spoken),
        h("span", {"class": "boxes", "aria-hidden": "true"}, box_cell(value, crossed)),
        h("span", {"class": "row-total stake", "aria-hidden": "true"}, stake),
        offer_chip(offer),
    )
    cross = action(
        # The jackpot box's cross, told apart from the row's \u2715 beside it by the word
        # under it (drawn by CSS from data-mark: the button's name is its label)
        ["\u2715", h("span", {"class": "cross-j", "data-mark": t("variants.jackpot.cross_mark")})],
        "fill",
        fill_arg(cat, jackpot=True, crossed=True),
        cls="icon cross jackpot-cross",
        aria_label=t("variants.jackpot.cross", box=box),
        disabled=not ((rolled or crossable) and is_open),
    )
    return h("div", {"class": "jackpot-row"}, row, cross, key=f"jackpot-{cat.value}")


def _jackpot_words(
    sheet: balut.ScoreSheet,
    cat: balut.Category,
    dice: Sequence[int] | None,
    box: Msg,
    *,
    crossed: bool,
) -> tuple[str, str, int | None]:
    """The jackpot box's short visible status, what a screen reader hears, and the score
    it offers for the dice on the table (None when nothing is offered)."""
    value = sheet.jackpot_box(cat)
    swing = ROW_CONDITIONS[cat].jackpot_swing
    bonus = sheet.result().jackpot_bonus.get(cat, 0)
    is_open = value is None
    offer: int | None = None
    # `status` is the short visible line, `said` what a screen reader hears.
    if is_open and dice is not None:
        eligible, why = sheet.jackpot_eligibility(cat, dice)
        reason = core_words.jackpot_reason(why)
        offer = sheet.potential(dice).get(cat, 0) if eligible else 0
        # Eligible or not, with the core's reason ("Jackpot 20", "Needs four 5s").
        state = "eligible" if eligible else "ineligible"
        status = t(f"variants.jackpot.{state}", reason=reason)
        said = t(f"variants.jackpot.said.{state}", box=box, offer=offer, reason=reason)
    elif is_open:
        status = word(
            core_words.jackpot_reason(
                jackpot_requirement(cat)[1]
                if sheet.open_boxes(cat)
                else JackpotReason("row_full", cat)
            )
        )
        said = t("variants.jackpot.said.open", box=box, reason=status)
    elif not value:
        status = t("variants.jackpot.none")
        said = (
            t("variants.jackpot.said.crossed", box=box)
            if crossed
            else t("variants.jackpot.said.settled", box=box, value=0, status=status)
        )
    elif bonus:
        status = t(
            "variants.jackpot.bonus" if bonus > 0 else "variants.jackpot.penalty",
            amount=signed(bonus),
        )
        said = t("variants.jackpot.said.settled", box=box, value=value, status=status)
    else:
        status = t("variants.jackpot.at_stake", swing=swing)
        said = t("variants.jackpot.said.at_stake", box=box, value=value, swing=swing)
    return status, said, offer


def total_lines(result: balut.Result, rules: balut.RuleSet) -> list[tuple[str, str]]:
    """The lines under a sheet before its deciding number, as this rule set counts them:
    (label, value). Without a points table the boxes' sum is "Boxes", so a dice-total-only
    sheet does not say "Dice total" twice."""
    items: list[tuple[str, str]] = []
    if rules.uses_points_table:
        items.append((t("variants.total.row_points"), number(sum(result.category_points.values()))))
        if rules.jackpot:
            items.append((t("variants.total.jackpots"), signed(sum(result.jackpot_bonus.values()))))
        items.append(
            (
                t("variants.total.dice_total"),
                f"{number(result.dice_total)} ({signed(result.adjustment)})",
            )
        )
    else:
        items.append((t("variants.total.boxes"), number(result.dice_total)))
    extras = result.balut_bonus_extra + result.first_roll_bonus
    if rules.per_balut_bonus or rules.first_roll_balut_bonus:
        items.append((t("variants.total.balut_extras"), signed(extras)))
    if rules.prediction:
        predicted = "\u2013" if result.prediction is None else number(result.prediction)
        items.append(
            (
                t("variants.total.prediction"),
                predicted
                + (f" ({signed(result.prediction_bonus)})" if result.prediction_bonus else ""),
            )
        )
    return items


def totals(result: balut.Result, rules: balut.RuleSet) -> El:
    """The numbers under a sheet, as this rule set counts them."""
    items = total_lines(result, rules)
    final = t("variants.total.provisional") if result.provisional else deciding_header(rules)
    return h(
        "dl",
        {
            "class": "totals"
            + (" many" if len(items) > 2 else "")
            + (" long" if len(items) > 3 else "")
        },
        [h("div", None, h("dt", None, label), h("dd", None, text)) for label, text in items],
        h("div", {"class": "grand"}, h("dt", None, final), h("dd", None, number(result.points))),
    )


def sheet_words(sheet: balut.ScoreSheet, rules: balut.RuleSet) -> El:
    """What the short words of the sheet mean ("42 of 78", "0 of 4 scored", "\u2713 +2
    points", "+4/\u22124", "Provisional"...), one line each, folded under one line."""
    return h(
        "details",
        {"class": "sheet-words"},
        h("summary", None, t("sheet.words.title")),
        h("ul", None, [h("li", None, line) for line in word_lines(sheet, rules)]),
        key="sheet-words",
    )


def word_lines(sheet: balut.ScoreSheet, rules: balut.RuleSet) -> list[str]:
    """One line per kind of word this sheet shows under these rules, each with the
    sheet's own example (the first row that shows it: a row that pays or is lost shows
    that instead of its progress)."""
    rows = [sheet.row_progress(cat) for cat in CATEGORIES]
    lines = []
    for condition in ("total", "all_real"):
        row = next(
            (
                p
                for p in rows
                if p.condition == condition and p.target is not None and p.status == "possible"
            ),
            None,
        )
        if row is not None:
            lines.append(
                t(
                    f"sheet.words.{condition}",
                    row=core_words.category_label(row.category),
                    progress=core_words.progress_summary(row),
                    total=number(row.total),
                    target=row.target or 0,
                )
            )
    balut_row = sheet.row_progress(balut.Category.BALUT)
    if balut_row.status == "possible" or not balut_row.pays:  # (else its points show)
        lines.append(t("sheet.words.baluts", progress=core_words.progress_summary(balut_row)))
    paying = [p for p in rows if p.pays]  # (none under quick, extended, dice total only)
    if paying:
        paid = next((p for p in paying if p.status == "paid"), None)
        points = paid.points if paid is not None else paying[0].pays
        lines.append(t("sheet.words.paid", word=t("sheet.pays", count=points)))
        lines.append(t("sheet.words.lost", word=t("sheet.lost")))
    if rules.jackpot:
        swing = ROW_CONDITIONS[balut.Category.FOURS].jackpot_swing
        lines.append(t("sheet.words.at_stake", word=t("variants.jackpot.stake", swing=swing)))
    result = sheet.result()
    if rules.uses_points_table:
        lines.append(
            t(
                "sheet.words.dice_total",
                label=t("variants.total.dice_total"),
                total=number(result.dice_total),
                adjustment=signed(result.adjustment),
            )
        )
    lines.append(t("sheet.words.provisional", word=t("variants.total.provisional")))
    return lines
