"""A game's result explained: how its rules rank the players, and each player's
breakdown, line by line, in the rule set's terms (numbers from the core)."""

from __future__ import annotations

import balut
from balut.rules import ROW_CONDITIONS

from . import core_words
from .boxes import category_name
from .i18n import number, signed, t, word
from .screens_rules import deciding_header
from .vdom import El, h
from .widgets import box_text

CATEGORIES: tuple[balut.Category, ...] = tuple(balut.Category)


def ranking_note(game: balut.Game) -> El:
    """How this game's rules turn sheets into the number that ranks the players."""
    rules = game.rules
    boxes = rules.rounds
    sentences: list[str] = []
    if rules.uses_points_table:
        sentences.append(t("variants.ranking.points"))
        if rules.jackpot:
            swings = core_words.items_list(
                [
                    t(
                        "variants.ranking.swing",
                        category=category_name(c),
                        swing=ROW_CONDITIONS[c].jackpot_swing,
                    )
                    for c in rules.rows_with_jackpot
                ]
            )
            first, further = rules.balut_row_points
            sentences += [
                t("variants.ranking.jackpot", swings=swings),
                t("variants.ranking.balut_row", first=first, further=further),
                t(
                    "variants.ranking.jackpot_in_total"
                    if rules.jackpot_in_dice_total
                    else "variants.ranking.jackpot_apart"
                ),
            ]
    elif rules.dice_total_only:
        sentences.append(t("variants.ranking.dice_total_only", count=boxes))
    else:
        sentences.append(t("variants.ranking.grand_total", count=boxes))
    extras = [
        t(key, points=points)
        for key, points in (
            ("variants.ranking.per_balut", rules.per_balut_bonus),
            ("variants.ranking.first_roll", rules.first_roll_balut_bonus),
            ("variants.ranking.prediction", rules.prediction_bonus if rules.prediction else 0),
        )
        if points
    ]
    if extras:
        sentences.append(t("variants.ranking.extras", extras=core_words.items_list(extras)))
    return h("p", {"class": "hint ranking"}, core_words.sentences(sentences))


#: A breakdown's table: its header, a line per row (name first), the sums under it (label,
#: middle cell, last cell).
_Breakdown = tuple[list[str], list[list[str]], list[list[str]]]


def breakdown(game: balut.Game, player: str) -> El:
    """One player's result, line by line, in the rule set's terms."""
    result = game.sheet(player).result()
    rules = game.rules
    crossed = game.crossed_boxes(player)
    if rules.uses_points_table:
        header, lines, sums = _points_lines(rules, result, crossed)
    else:
        header, lines, sums = _boxes_lines(game.sheet(player), result, crossed)
    sums += [[label, "", value] for label, value in bonus_lines(rules, result)]
    return h(
        "section",
        {"class": "card breakdown"},
        h(
            "h2",
            None,
            t(
                "variants.breakdown.title",
                player=player,
                amount=core_words.amount_words(rules, result.points),
            ),
        ),
        _breakdown_table(player, header, lines, sums),
        h("p", {"class": "band"}, _band_text(rules, result)) if rules.uses_points_table else None,
    )


def _points_lines(
    rules: balut.RuleSet,
    result: balut.Result,
    crossed: frozenset[tuple[balut.Category, int | None]],
) -> _Breakdown:
    """A points-table rule set: each row's total (its jackpot box) and points, then the
    row points, the jackpot bonuses and the dice total's adjustment."""
    header = [
        t("variants.breakdown.row"),
        t("variants.breakdown.total"),
        *(
            [t("variants.breakdown.jackpot"), t("variants.breakdown.jackpot_bonus")]
            if rules.jackpot
            else []
        ),
        t("variants.breakdown.points"),
    ]
    lines = [
        [
            word(category_name(cat)),
            str(result.row_totals[cat]),
            *(_jackpot_cells(result, cat, crossed) if rules.jackpot else []),
            signed(result.category_points[cat]),
        ]
        for cat in CATEGORIES
    ]
    sums = [[t("variants.total.row_points"), "", str(sum(result.category_points.values()))]]
    if rules.jackpot:
        sums.append(
            [
                t("variants.breakdown.jackpot_bonuses"),
                "",
                signed(sum(result.jackpot_bonus.values())),
            ]
        )
    sums.append([t("variants.total.dice_total"), str(result.dice_total), signed(result.adjustment)])
    return header, lines, sums


def _boxes_lines(
    sheet: balut.ScoreSheet,
    result: balut.Result,
    crossed: frozenset[tuple[balut.Category, int | None]],
) -> _Breakdown:
    """A dice-total rule set: each row's boxes and total, then the boxes' sum."""
    header = [
        t("variants.breakdown.row"),
        t("variants.breakdown.boxes"),
        t("variants.breakdown.total"),
    ]
    lines = [
        [
            word(category_name(cat)),
            " + ".join(
                box_text(b, (cat, i) in crossed)
                for i, b in enumerate(sheet.boxes(cat))
                if b is not None
            ),
            str(result.row_totals[cat]),
        ]
        for cat in CATEGORIES
    ]
    return header, lines, [[t("variants.breakdown.boxes"), "", str(result.dice_total)]]


def bonus_lines(rules: balut.RuleSet, result: balut.Result) -> list[tuple[str, str]]:
    """The last lines of a sheet's breakdown, (label, value): the bonuses this rule set
    pays (baluts, first-roll baluts, the prediction), then the deciding number."""
    lines: list[tuple[str, str]] = []
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
    lines.append((deciding_header(rules), number(result.points)))
    return lines


def _breakdown_table(
    player: str, header: list[str], lines: list[list[str]], sums: list[list[str]]
) -> El:
    width = len(header)
    return h(
        "table",
        {"class": "full-sheet"},
        h("caption", {"class": "sr-only"}, t("variants.breakdown.caption", player=player)),
        h(
            "thead",
            None,
            h(
                "tr",
                None,
                [
                    h("th", {"scope": "col", "class": "num" if i else None}, text)
                    for i, text in enumerate(header)
                ],
            ),
        ),
        h(
            "tbody",
            None,
            [
                h(
                    "tr",
                    None,
                    h("th", {"scope": "row"}, cells[0]),
                    [h("td", {"class": "num"}, c) for c in cells[1:]],
                )
                for cells in lines
            ],
            [
                h(
                    "tr",
                    {"class": "sum"},
                    h("th", {"scope": "row"}, label),
                    h(
                        "td",
                        {"class": "num", "colspan": str(width - 2)}
                        if width > 3
                        else {"class": "num"},
                        middle,
                    ),
                    h("td", {"class": "num"}, last),
                )
                for label, middle, last in sums
            ],
        ),
    )


def _jackpot_cells(
    result: balut.Result,
    cat: balut.Category,
    crossed: frozenset[tuple[balut.Category, int | None]],
) -> list[str]:
    if cat not in result.jackpot_values:
        return ["", ""]
    value = result.jackpot_values[cat]
    return [
        box_text(value, (cat, None) in crossed),
        signed(result.jackpot_bonus.get(cat, 0)) if value else "",
    ]


def _band_text(rules: balut.RuleSet, result: balut.Result) -> str:
    """The dice-total band the total falls in (its span in words) and its points."""
    total = result.dice_total
    lows = [low for low, _ in rules.adjustment_bands]
    for index, (low, points) in enumerate(rules.adjustment_bands):
        high = lows[index + 1] - 1 if index + 1 < len(lows) else None
        if total >= low and (high is None or total <= high):
            if high is None:
                return t("variants.band.open", total=total, low=low, points=signed(points))
            return t("variants.band.closed", total=total, low=low, high=high, points=signed(points))
    return t("variants.band.none", total=total, points=signed(result.adjustment))
