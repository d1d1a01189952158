"""The table's sheet: every seat's sheet in one paper-style grid.

Rows by category, one column per seat: each cell lists the row's boxes (a crossed-out box
is "\u2715", a box that scored nothing "0", an open one "\u2013"), the row total and, under a
points table, the row's points; then the lines under a sheet (dice total, bonuses) and the
deciding number, provisional while the game runs. The grid scrolls sideways inside its own
wrapper with the row names fixed, so eight seats stay readable at 360 px. Pure Python like
`screens`: every number comes from the core.
"""

from __future__ import annotations

import balut

from . import screens_rules as variants
from .colours import seat_colours
from .core_words import category_label
from .i18n import number, signed, t
from .vdom import El, h
from .widgets import player_badge

CATEGORIES: tuple[balut.Category, ...] = tuple(balut.Category)
SWIPED_SEATS = 4  # seats from which the grid is wider than a 360 px phone


def sheet_grid(game: balut.Game, *, final: bool = False, colours: object = None) -> El:
    """Every seat's sheet side by side, with the legend of its marks (`final`: the game's
    result, else the provisional numbers with the current seat marked; `colours`: the
    seats' colours as saved, else seat order)."""
    seats = list(game.players)
    current = None if final or game.is_over() else game.current_seat
    return h(
        "div",
        {"class": "table-sheet"},
        h("h2", {"id": "grid-title"}, t("grid.title")),
        h(
            "div",
            {
                "class": "grid-wrap",
                "role": "region",
                "aria-labelledby": "grid-title",
                "tabindex": "0",
            },
            h(
                "table",
                {"class": f"grid seats-{len(seats)}"},
                h("caption", {"class": "sr-only"}, t("grid.caption")),
                h("thead", None, _seats_row(seats, seat_colours(len(seats), colours), current)),
                h("tbody", None, _grid_body(game)),
            ),
        ),
        h("p", {"class": "legend"}, t("grid.legend")),
        h("p", {"class": "legend"}, t("grid.legend.numbers"))
        if game.rules.uses_points_table
        else None,
        # (from four seats the grid is wider than a phone: say that it scrolls)
        h("p", {"class": "legend"}, t("grid.swipe")) if len(seats) >= SWIPED_SEATS else None,
        key="table-sheet",
    )


def _seats_row(seats: list[str], palette: list[int], current: str | None) -> El:
    """The grid's head: Row, then each seat with its badge (the current one marked)."""
    return h(
        "tr",
        None,
        h("th", {"scope": "col", "class": "grid-name"}, t("sheet.row")),
        [
            h(
                "th",
                {
                    "scope": "col",
                    "class": "grid-seat" + (" current" if seat == current else ""),
                    "aria-current": "true" if seat == current else None,
                },
                player_badge(seat, colour),
                seat,
            )
            for seat, colour in zip(seats, palette, strict=True)
        ],
    )


def _grid_body(game: balut.Game) -> list[El]:
    """A line per row (each seat's cell), the lines under a sheet, the deciding number."""
    rules = game.rules
    seats = list(game.players)
    sheets = [game.sheet(seat) for seat in seats]
    results = [sheet.result() for sheet in sheets]
    crossed = [game.crossed_boxes(seat) for seat in seats]
    fixed = [game.corrected_boxes(seat) for seat in seats]
    lines = [variants.total_lines(result, rules) for result in results]
    provisional = any(result.provisional for result in results)
    body = [
        h(
            "tr",
            None,
            h("th", {"scope": "row", "class": "grid-name"}, category_label(cat)),
            [
                _cell(rules, sheet, result, cat, crossed[i], fixed[i])
                for i, (sheet, result) in enumerate(zip(sheets, results, strict=True))
            ],
            key=cat.value,
        )
        for cat in CATEGORIES
    ]
    sums = [
        h(
            "tr",
            {"class": "grid-line"},
            h("th", {"scope": "row", "class": "grid-name"}, label),
            [h("td", {"class": "num"}, seat_lines[index][1]) for seat_lines in lines],
            key=f"line-{index}",
        )
        for index, (label, _value) in enumerate(lines[0])
    ]
    grand = h(
        "tr",
        {"class": "grid-line grand"},
        h(
            "th",
            {"scope": "row", "class": "grid-name"},
            t("variants.total.provisional") if provisional else variants.deciding_header(rules),
        ),
        [h("td", {"class": "num"}, number(result.points)) for result in results],
        key="grand",
    )
    return [*body, *sums, grand]


def _cell(
    rules: balut.RuleSet,
    sheet: balut.ScoreSheet,
    result: balut.Result,
    cat: balut.Category,
    crossed: frozenset[tuple[balut.Category, int | None]],
    fixed: frozenset[tuple[balut.Category, int]],
) -> El:
    """One seat's row: its boxes, then the row total and its points (points table)."""
    progress = sheet.row_progress(cat)
    points = rules.uses_points_table
    boxes: list[El | str] = []
    for i, value in enumerate(sheet.boxes(cat)):
        # Spaces between the boxes: they part them on screen and for a screen reader.
        boxes += [" "] if boxes else []
        boxes.append(_box(value, (cat, i) in crossed, (cat, i) in fixed))
    jackpot = None
    if sheet.has_jackpot(cat):
        value = sheet.jackpot_box(cat)
        bonus = result.jackpot_bonus.get(cat, 0)
        jackpot = h(
            "span",
            {"class": "grid-jackpot"},
            h("span", {"aria-hidden": "true"}, t("sheet.jackpot_column") + " "),
            h("span", {"class": "sr-only"}, t("variants.jackpot.label") + " "),
            _box(value, (cat, None) in crossed, False),
            h("span", {"class": "grid-bonus"}, " " + signed(bonus)) if bonus else None,
        )
    row_points = result.category_points.get(cat, 0)
    return h(
        "td",
        {"class": "grid-cell" + (f" status-{progress.status}" if points else "")},
        h("span", {"class": "grid-boxes"}, boxes),
        jackpot,
        h(
            "span",
            {"class": "grid-sum"},
            h("span", {"class": "sr-only"}, t("table.total") + " "),
            h("strong", None, number(progress.total)),
            " " if points else None,
            h(
                "span",
                {"class": "grid-points"},
                h("span", {"class": "sr-only"}, t("sheet.points_column") + " "),
                signed(row_points),
            )
            if points
            else None,
        ),
    )


def _box(value: int | None, crossed: bool, corrected: bool) -> El:
    """One box: open, crossed out or its score (a corrected one marked, and said)."""
    if value is None:
        return h(
            "span",
            {"class": "gbox open"},
            h("span", {"aria-hidden": "true"}, "\u2013"),
            h("span", {"class": "sr-only"}, t("sheet.box_open")),
        )
    if crossed:
        return h(
            "span",
            {"class": "gbox crossed"},
            h("span", {"aria-hidden": "true"}, "\u2715"),
            h("span", {"class": "sr-only"}, t("sheet.box_crossed")),
        )
    return h(
        "span",
        {"class": "gbox" + (" zero" if value == 0 else "") + (" corrected" if corrected else "")},
        number(value),
        h("span", {"class": "mark", "aria-hidden": "true"}, "*") if corrected else None,
        h("span", {"class": "sr-only"}, t("real.corrected_mark")) if corrected else None,
    )
