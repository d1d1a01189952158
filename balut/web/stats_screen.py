"""The stats screen: one player's record under one rule set, three charts (each with
its table for screen readers and for anyone who prefers numbers), head-to-head against
another player, and merging two spellings of one name.

Charts are SVG drawn from numbers (`vdom` creates them in the SVG namespace); colours
come from the page's CSS, so light and dark both read.
"""

from __future__ import annotations

from balut import stats
from balut.dice import Category
from balut.seating import name_key
from balut.stats import PlayerStats

from .core_words import RULESET_LABELS, category_label, date_words, deciding_key
from .i18n import decimal, number, t, word
from .proficiency_view import progress_section
from .state import Screen, UiState
from .vdom import Children, El, action, h
from .widgets import screen, screen_head

__all__ = ["render_stats", "stats_rules_of"]

CHART_WIDTH, CHART_HEIGHT = 320, 150
MAX_BARS = 12


def percent(rate: float) -> str:
    return t("stats.percent", value=round(rate * 100))


def stats_rules_of(state: UiState, player: str) -> list[str]:
    """The rule sets `player` has games in, most recent first."""
    who = stats.identity(player, state.stats.aliases)
    seen: list[str] = []
    for game in sorted(state.stats.games, key=lambda g: g.finished, reverse=True):
        if game.rules not in seen and any(
            stats.identity(ln.player, state.stats.aliases) == who for ln in game.lines
        ):
            seen.append(game.rules)
    return seen


def _select(field: str, label: str, choices: list[tuple[str, str]], chosen: str) -> El:
    field_id = f"stats-{field}"
    return h(
        "label",
        {"class": "field", "for": field_id},
        h("span", None, label),
        h(
            "select",
            {"id": field_id, "data-field": f"stats-{field}"},
            [h("option", {"value": v, "selected": v == chosen}, text) for v, text in choices],
        ),
    )


def render_stats(state: UiState) -> El:
    names = stats.players(state.stats.games, state.stats.aliases)
    head = [
        screen_head(t("screen.stats"), action(t("nav.back"), "back", cls="secondary small")),
    ]
    if not names:
        return screen(Screen.STATS, head, h("p", {"class": "empty"}, t("stats.empty")))
    player = state.stats.player
    rules = state.stats.rules
    record = stats.player_stats(state.stats.games, player, rules, state.stats.aliases)
    others = [n for n in names if stats.identity(n, state.stats.aliases) != _key(state, player)]
    return screen(
        Screen.STATS,
        head,
        h(
            "div",
            {"class": "stats-pickers"},
            _select("player", t("stats.player"), [(n, n) for n in names], player),
            _select(
                "rules",
                t("stats.rules"),
                [(r, RULESET_LABELS.get(r, r)) for r in stats_rules_of(state, player)],
                rules,
            ),
        ),
        _summary(record),
        progress_section(state),
        _points_chart(record),
        _distribution_chart(record),
        _rows_section(record),
        _head_to_head(state, record, others),
        _merge(state, others),
    )


def _key(state: UiState, name: str) -> str:
    return stats.identity(name, state.stats.aliases)


def _summary(record: PlayerStats) -> El:
    amount = t(f"stats.deciding.{deciding_key(record.deciding)}")
    items = [
        (t("stats.games"), number(record.games)),
        (
            t("stats.wins"),
            t(
                "stats.wins_of",
                wins=record.wins,
                games=record.games_with_opponents,
                rate=percent(record.win_rate),
            )
            if record.games_with_opponents
            else t("stats.no_opponents"),
        ),
        (t("stats.average", amount=amount), decimal(record.average)),
        (t("stats.best", amount=amount), number(record.best)),
        (t("stats.worst", amount=amount), number(record.worst)),
        (t("stats.dice_total"), decimal(record.average_dice_total)),
        (t("stats.baluts"), decimal(record.baluts_per_game)),
        (t("stats.streak"), number(record.longest_streak)),
    ]
    return h(
        "dl",
        {"class": "stats-summary card"},
        [h("div", None, h("dt", None, label), h("dd", None, value)) for label, value in items],
    )


def _figure(caption: str, summary: str, svg: El, table: El | None) -> El:
    """A chart: its caption, the SVG named by `summary`, and its numbers as a table
    behind Show as table (None: the table is on the screen anyway)."""
    return h(
        "figure",
        {"class": "chart card"},
        h("figcaption", None, caption),
        h(
            "svg",
            {
                "viewBox": f"0 0 {CHART_WIDTH} {CHART_HEIGHT}",
                "role": "img",
                "aria-label": summary,
                "class": "chart-svg",
            },
            svg,
        ),
        h("details", None, h("summary", None, t("stats.as_table")), table) if table else None,
    )


def _table(headers: tuple[str, str], rows: list[tuple[str, str]], caption: str) -> El:
    return h(
        "table",
        {"class": "chart-table"},
        h("caption", {"class": "sr-only"}, caption),
        h("thead", None, h("tr", None, [h("th", {"scope": "col"}, x) for x in headers])),
        h(
            "tbody",
            None,
            [
                h("tr", None, h("th", {"scope": "row"}, a), h("td", {"class": "num"}, b))
                for a, b in rows
            ],
        ),
    )


def _scale(values: list[int]) -> tuple[int, int]:
    low, high = min([0, *values]), max([0, *values])
    return low, high if high > low else low + 1


def _points_chart(record: PlayerStats) -> El:
    """The points (or totals) of the last games, oldest left: a line with its dots."""
    caption = t("stats.chart.recent", count=len(record.recent))
    values = list(record.recent)
    low, high = _scale(values)
    pad, width, height = 28, CHART_WIDTH - 36, CHART_HEIGHT - 24

    def x(i: int) -> float:
        return pad + (width * i / (len(values) - 1) if len(values) > 1 else width / 2)

    def y(v: int) -> float:
        return 8 + height * (high - v) / (high - low)

    points = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(values))
    svg: list[Children] = [
        h(
            "line",
            {
                "class": "axis",
                "x1": pad,
                "x2": pad + width,
                "y1": f"{y(0):.1f}",
                "y2": f"{y(0):.1f}",
            },
        ),
        _text(pad - 4, y(high) + 4, number(high), "end"),
        _text(pad - 4, y(low) + 4, number(low), "end"),
        h("polyline", {"class": "series", "points": points}) if len(values) > 1 else None,
        [
            h("circle", {"class": "dot", "cx": f"{x(i):.1f}", "cy": f"{y(v):.1f}", "r": 3})
            for i, v in enumerate(values)
        ],
    ]
    summary = t(
        "stats.chart.recent_summary",
        count=len(values),
        first=values[0] if values else 0,
        last=values[-1] if values else 0,
        best=max(values, default=0),
    )
    rows = [
        (date_words(when), number(v)) for when, v in zip(record.recent_dates, values, strict=True)
    ]
    return _figure(
        caption,
        summary,
        h("g", None, svg),
        _table(
            (t("stats.date"), t(f"stats.deciding.{deciding_key(record.deciding)}")), rows, caption
        ),
    )


def _bins(distribution: tuple[tuple[int, int], ...]) -> list[tuple[int, int, int]]:
    """(from, to, games): one bar per value when few, else up to `MAX_BARS` equal spans."""
    if not distribution:
        return []
    low, high = distribution[0][0], distribution[-1][0]
    span = max(1, -(-(high - low + 1) // MAX_BARS))
    bins = []
    for start in range(low, high + 1, span):
        count = sum(n for v, n in distribution if start <= v < start + span)
        bins.append((start, start + span - 1, count))
    return bins


def _bar_chart(bars: list[tuple[str, float, str]], full: float) -> El:
    """Vertical bars, each with its label under it and its value over it; `full` is the
    top of the scale."""
    width = (CHART_WIDTH - 8) / max(1, len(bars))
    height = CHART_HEIGHT - 40

    def top(value: float) -> float:
        return 18 + height * (1 - value / full) if full else 18 + height

    return h(
        "g",
        None,
        [
            h(
                "g",
                None,
                h(
                    "rect",
                    {
                        "class": "bar",
                        "x": f"{4 + i * width + width * 0.15:.1f}",
                        "width": f"{width * 0.7:.1f}",
                        "y": f"{top(value):.1f}",
                        "height": f"{18 + height - top(value):.1f}",
                    },
                ),
                _text(4 + (i + 0.5) * width, top(value) - 4, shown, "middle"),
                _text(4 + (i + 0.5) * width, CHART_HEIGHT - 8, label, "middle"),
            )
            for i, (label, value, shown) in enumerate(bars)
        ],
    )


def _row_bars(bars: list[tuple[str, float, str]]) -> El:
    """Horizontal bars of rates (0..1), a row's name on the left and its rate on the right."""
    label_width, value_width = 92, 40
    step = CHART_HEIGHT / max(1, len(bars))
    room = CHART_WIDTH - label_width - value_width
    return h(
        "g",
        None,
        [
            h(
                "g",
                None,
                _text(label_width - 6, i * step + step / 2 + 4, label, "end"),
                h(
                    "rect",
                    {
                        "class": "bar",
                        "x": label_width,
                        "y": f"{i * step + step * 0.2:.1f}",
                        "width": f"{room * rate:.1f}",
                        "height": f"{step * 0.6:.1f}",
                    },
                ),
                _text(label_width + room * rate + 4, i * step + step / 2 + 4, shown, "start"),
            )
            for i, (label, rate, shown) in enumerate(bars)
        ],
    )


def _text(x: float, y: float, words: str, anchor: str) -> El:
    return h(
        "text", {"class": "tick", "x": f"{x:.1f}", "y": f"{y:.1f}", "text-anchor": anchor}, words
    )


def _span_words(low: int, high: int) -> str:
    return number(low) if low == high else t("stats.span", low=number(low), high=number(high))


def _distribution_chart(record: PlayerStats) -> El:
    caption = t(f"stats.chart.distribution.{deciding_key(record.deciding)}")
    bins = _bins(record.distribution)
    bars = [(number(a), float(n), number(n)) for a, _b, n in bins]
    top = max((n for _a, _b, n in bins), default=0)
    most = max(bins, key=lambda b: b[2]) if bins else (0, 0, 0)
    summary = t(
        "stats.chart.distribution_summary", span=_span_words(most[0], most[1]), count=most[2]
    )
    rows = [(_span_words(a, b), t("stats.games_count", count=n)) for a, b, n in bins]
    return _figure(
        caption,
        summary,
        _bar_chart(bars, float(top)),
        _table(
            (t(f"stats.deciding.{deciding_key(record.deciding)}"), t("stats.games")), rows, caption
        ),
    )


def _rows_section(record: PlayerStats) -> El:
    """How often each row paid (a chart, where rows earn points) and its average box."""
    categories = list(Category)
    boxes = h(
        "table",
        {"class": "chart-table rows-table"},
        h("caption", None, t("stats.rows.caption")),
        h(
            "thead",
            None,
            h(
                "tr",
                None,
                h("th", {"scope": "col"}, t("stats.rows.row")),
                h("th", {"scope": "col", "class": "num"}, t("stats.rows.pays"))
                if record.row_pay_rates is not None
                else None,
                h("th", {"scope": "col", "class": "num"}, t("stats.rows.average_box")),
            ),
        ),
        h(
            "tbody",
            None,
            [
                h(
                    "tr",
                    None,
                    h("th", {"scope": "row"}, category_label(c)),
                    h("td", {"class": "num"}, percent(record.row_pay_rates[i]))
                    if record.row_pay_rates is not None
                    else None,
                    h("td", {"class": "num"}, decimal(record.average_boxes[i])),
                )
                for i, c in enumerate(categories)
            ],
        ),
    )
    if record.row_pay_rates is None:
        return h("div", {"class": "card"}, boxes)
    rates = record.row_pay_rates
    caption = t("stats.chart.rows")
    best = max(range(len(categories)), key=lambda i: rates[i])
    summary = t(
        "stats.chart.rows_summary", row=category_label(categories[best]), rate=percent(rates[best])
    )
    bars = [(category_label(c), rates[i], percent(rates[i])) for i, c in enumerate(categories)]
    return h(
        "div",
        None,
        _figure(caption, summary, _row_bars(bars), None),
        h("div", {"class": "card"}, boxes),
    )


def _head_to_head(state: UiState, record: PlayerStats, others: list[str]) -> El | None:
    if not others:
        return None
    versus = state.stats.versus if state.stats.versus in others else others[0]
    duel = stats.head_to_head(
        state.stats.games, record.player, versus, record.rules, state.stats.aliases
    )
    line = (
        t(
            "stats.versus.line",
            count=duel.games,
            player=record.player,
            other=versus,
            ahead=duel.first_ahead,
            behind=duel.second_ahead,
            level=duel.level,
        )
        if duel.games
        else t("stats.versus.none", player=record.player, other=versus)
    )
    return h(
        "div",
        {"class": "card"},
        h("h2", None, t("stats.versus.title")),
        _select("versus", t("stats.versus.against"), [(n, n) for n in others], versus),
        h("p", {"aria-live": "polite"}, line),
    )


def _merge(state: UiState, others: list[str]) -> El:
    """Merge another spelling into this player, and the spellings merged before."""
    player = state.stats.player
    merged = sorted(k for k, v in state.stats.aliases.items() if v == _key(state, player))
    spellings = {name_key(ln.player): ln.player for g in state.stats.games for ln in g.lines}
    pick = state.stats.merge if state.stats.merge in others else ""
    return h(
        "div",
        {"class": "card"},
        h("h2", None, t("stats.merge.title")),
        h("p", {"class": "hint"}, t("stats.merge.hint", player=player)),
        _select(
            "merge",
            t("stats.merge.same_as"),
            [("", t("stats.merge.pick")), *[(n, n) for n in others]],
            pick,
        )
        if others
        else None,
        action(t("stats.merge.button"), "merge-names", cls="secondary", disabled=not pick)
        if others
        else None,
        h("p", {"class": "note-line"}, word(state.stats.note)) if state.stats.note else None,
        h(
            "ul",
            {"class": "merged"},
            [
                h(
                    "li",
                    None,
                    t("stats.merge.merged", name=spellings.get(key, key)),
                    action(
                        t("stats.merge.separate"),
                        "separate-name",
                        key,
                        cls="secondary small",
                        aria_label=t("stats.merge.separate_name", name=spellings.get(key, key)),
                    ),
                )
                for key in merged
            ],
        )
        if merged
        else None,
    )
