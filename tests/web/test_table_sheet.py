"""The table's sheet (every seat's sheet in one grid) and the wording fixed with it: a
crossed-out box and a scored 0 look different everywhere, a dice-total-only sheet says
"Dice total" once and loses no row, one minus sign, a Quick match's verdict in grand
totals, and no tiebreak offered that cannot decide anything. Rendered HTML, no browser."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from fakes import words_read

from balut import JACKPOT, QUICK, STANDARD, Category, Game, Match, ScriptedDice
from balut.web import i18n
from balut.web.i18n import signed
from balut.web.locales import CATALOGS
from balut.web.screens import render
from balut.web.setup import OPTIONS, SetupDraft
from balut.web.sheet_grid import sheet_grid
from balut.web.state import HistoryView, Screen, UiState
from balut.web.vdom import El

NO_FOURS = [1, 2, 3, 5, 6]


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.use("en")
    yield
    i18n.use("en")


def _all(tree: El | str | list[El]) -> Iterator[El]:
    if isinstance(tree, list):
        for item in tree:
            yield from _all(item)
    elif isinstance(tree, El):
        yield tree
        for child in tree.children:
            yield from _all(child)


def _text(tree: El | str) -> str:
    if isinstance(tree, str):
        return tree
    return "".join(_text(child) for child in tree.children)


def _visible(tree: El | str) -> str:
    """What the eye reads: the text without the screen-reader-only parts."""
    if isinstance(tree, str):
        return tree
    if "sr-only" in tree.attrs.get("class", "").split():
        return ""
    return "".join(_visible(child) for child in tree.children)


def _classed(tree: El | str | list[El], cls: str) -> list[El]:
    return [el for el in _all(tree) if cls in el.attrs.get("class", "").split()]


def _screen(screen: Screen, game: Game, **state: object) -> list[El]:
    return render(UiState(screen=screen, game=game, **state))  # type: ignore[arg-type]


def _played(game: Game, turns: int) -> Game:
    """`turns` turns: every third a cross-out, else the first open row scored."""
    for turn in range(turns):
        game.roll()
        if game.teams is not None:
            while not game.picking:
                game.finish_member()
                if not game.picking:
                    game.roll()
            game.pick(0)
        sheet = game.sheet(game.current_seat)
        cat, jackpot = sheet.open_slots()[0]
        # A jackpot box whose row is full can only be crossed out.
        crossed = turn % 3 == 0 or (jackpot and not sheet.open_boxes(cat))
        game.fill(cat, jackpot=jackpot, crossed=crossed)
    return game


def _grid(tree: list[El]) -> El:
    [grid] = [el for el in _all(tree) if el.tag == "table" and "grid" in el.attrs["class"]]
    return grid


def _rows(grid: El) -> list[El]:
    return [el for el in _all(grid) if el.tag == "tr"]


# --- the grid ----------------------------------------------------------------------------------


def test_the_scoreboard_is_one_grid_with_a_column_per_seat_and_a_row_per_category() -> None:
    game = _played(Game(["Ann", "Bo", "Cy"], seed=3), 20)
    page = _screen(Screen.SCOREBOARD, game)
    grid = _grid(page)
    header, *body = _rows(grid)
    heads = [el for el in header.children if isinstance(el, El)]
    assert [h.attrs["scope"] for h in heads] == ["col"] * 4
    assert [_text(h) for h in heads[1:]] == list(game.players)
    assert [h.attrs.get("aria-current") for h in heads[1:]] == [
        "true" if seat == game.current_seat else None for seat in game.players
    ]
    names = [_text(next(c for c in r.children if isinstance(c, El))) for r in body]
    assert names[:7] == [i18n.t(f"category.{c.value}") for c in Category]
    assert names[7:] == ["Row points", "Dice total", "Provisional"]
    for row in body:
        first = next(c for c in row.children if isinstance(c, El))
        assert first.tag == "th" and first.attrs["scope"] == "row"
    # Each cell: the row's boxes, its total and its points, as the core has them.
    for cat, row in zip(Category, body, strict=False):
        cells = [c for c in row.children if isinstance(c, El) and c.tag == "td"]
        assert len(cells) == 3
        for seat, cell in zip(game.players, cells, strict=True):
            sheet = game.sheet(seat)
            crossed = game.crossed_boxes(seat)
            boxes = [
                "\u2013" if v is None else "\u2715" if (cat, i) in crossed else i18n.number(v)
                for i, v in enumerate(sheet.boxes(cat))
            ]
            [shown] = _classed(cell, "grid-boxes")
            assert _visible(shown).split() == boxes
            progress = sheet.row_progress(cat)
            assert f"status-{progress.status}" in cell.attrs["class"]
            points = sheet.result().category_points[cat]
            [total] = _classed(cell, "grid-sum")
            assert _visible(total).split() == [
                i18n.number(progress.total),
                f"+{points}" if points else "0",
            ]
    dice, provisional = body[-2], body[-1]
    assert [_text(c) for c in dice.children if isinstance(c, El) and c.tag == "td"] == [
        f"{r.dice_total} ({signed(r.adjustment)})"
        for r in (game.result(seat) for seat in game.players)
    ]
    assert [_text(c) for c in provisional.children if isinstance(c, El) and c.tag == "td"] == [
        i18n.number(game.result(seat).points) for seat in game.players
    ]
    # The legend says which mark is which; the old per-player cards are gone.
    legend, numbers = _classed(page, "legend")
    assert _text(legend) == "\u2715 crossed out \u00b7 0 scored nothing \u00b7 \u2013 open"
    assert _text(numbers) == "Under the boxes: the row's total (bold), then its points."
    assert not _classed(page, "sheet-card")
    # The grid scrolls in its own labelled, focusable region.
    [wrap] = _classed(page, "grid-wrap")
    assert wrap.attrs["role"] == "region" and wrap.attrs["tabindex"] == "0"


def test_a_crossed_box_and_a_scored_zero_differ_on_every_sheet_view() -> None:
    game = Game(["Ann"], seed=1, dice=ScriptedDice(NO_FOURS * 2))
    game.roll()
    game.score(Category.FOURS)  # 0, scored
    game.roll()
    game.scratch(Category.FOURS)  # crossed out
    # The scoreboard's grid: "0" then "✕" (said "crossed out").
    [cell] = [
        c
        for r in _rows(_grid(_screen(Screen.SCOREBOARD, game)))
        for c in r.children
        if isinstance(c, El) and c.tag == "td"
    ][:1]
    zero, crossed = _classed(cell, "gbox")[:2]
    assert _visible(zero) == "0" and "zero" in zero.attrs["class"]
    assert _visible(crossed) == "\u2715" and _text(crossed) == "\u2715crossed out"
    # The turn sheet: the same two marks, and said apart.
    turn = _screen(Screen.TURN, game)
    [fours] = [r for r in _classed(turn, "row-main") if "fours" in r.attrs.get("data-arg", "")]
    assert [_text(b) for b in _classed(fours, "box")] == ["0", "\u2715", "", ""]
    assert "Boxes 0, crossed out, open, open." in _text(fours)


def test_eight_seats_a_jackpot_and_a_team_game_show_in_the_grid() -> None:
    eight = ["Ann", "Bo", "Cy", "Di", "Ed", "Fi", "Gus", "Hal"]
    game = _played(Game(eight, seed=2), 16)
    page = _screen(Screen.SCOREBOARD, game)
    heads = [c for c in _rows(_grid(page))[0].children]
    assert [_text(h) for h in heads][1:] == eight
    swipe = "Swipe the sheets sideways to see every player."
    assert swipe in [_text(p) for p in _classed(page, "legend")]  # (wider than a phone)
    # Jackpot: each row's jackpot box in its cell, crossed or scored, with its bonus.
    jackpot = _played(Game(["Ann"], JACKPOT, seed=4), 6)
    jackpot.roll()
    jackpot.scratch_jackpot(Category.SIXES)
    grid = _grid(_screen(Screen.SCOREBOARD, jackpot))
    boxes = _classed(grid, "grid-jackpot")
    assert len(boxes) == len(JACKPOT.rows_with_jackpot)
    sixes = boxes[JACKPOT.rows_with_jackpot.index(Category.SIXES)]
    assert _text(sixes) == "J Jackpot \u2715crossed out"
    names = [_text(r.children[0]) for r in _rows(grid)[8:]]
    assert names == ["Row points", "Jackpots", "Dice total", "Provisional"]
    # Teams: one column per team.
    teams = _played(Game(["Reds", "Blues"], seed=9, teams=[["Ann", "Bo"], ["Cy", "Di"]]), 3)
    heads = [c for c in _rows(_grid(_screen(Screen.SCOREBOARD, teams)))[0].children]
    assert [_text(h) for h in heads][1:] == ["Reds", "Blues"]
    two = _screen(Screen.SCOREBOARD, teams)
    assert swipe not in [_text(p) for p in _classed(two, "legend")]  # (two fit)


def test_game_over_and_history_show_the_same_grid() -> None:
    game = _played(Game(["Ann", "Bo"], QUICK, seed=5), 14)
    assert game.is_finished()
    page = _screen(Screen.GAME_OVER, game)
    [details] = [el for el in _all(page) if el.tag == "details"]
    assert _text(details.children[0]) == "Show the sheets"
    grid = _grid([details])
    assert _grid(page) is grid
    # No points table under Quick: no points line, the boxes and the grand total.
    names = [_text(r.children[0]) for r in _rows(grid)[8:]]
    assert names == ["Boxes", "Grand total"]
    assert not [c for c in _all(grid) if "status-lost" in c.attrs.get("class", "")]
    history = render(
        UiState(screen=Screen.HISTORY_GAME, history=HistoryView(game=game, entries=[], open=None))
    )
    assert _rows(_grid(history))[0] == _rows(grid)[0]


def test_the_legend_is_in_every_language() -> None:
    for language, catalog in CATALOGS.items():
        legend = catalog["grid.legend"]
        assert isinstance(legend, str)
        assert legend.startswith("\u2715 ") and " 0 " in legend and "\u2013" in legend, language
        assert catalog["sheet.box_crossed"] != catalog["sheet.box_open"], language


def test_the_grid_words_all_come_from_the_catalog() -> None:
    game = _played(Game(["Ann", "Bo"], JACKPOT, seed=6), 8)
    i18n.use("de")
    words = " ".join(words_read(sheet_grid(game)))
    assert "Alle Blöcke" in words and "gestrichen" in words and "Reihe" in words
    assert "crossed" not in words and "Row" not in words


# --- wording ------------------------------------------------------------------------------------


def test_a_finished_dice_total_only_sheet_says_dice_total_once_and_loses_no_row() -> None:
    rules = STANDARD.derive(dice_total_only=True)
    game = _played(Game(["Ann"], rules, seed=7), rules.rounds - 1)
    game.roll()
    last, _ = game.sheet("Ann").open_slots()[0]
    # The last turn's screen, then game over: no row coloured as lost anywhere.
    for screen in (Screen.TURN, Screen.SCOREBOARD):
        assert not _classed(_screen(screen, game), "status-lost")
    game.fill(last, crossed=True)
    page = _screen(Screen.GAME_OVER, game)
    assert not _classed(page, "status-lost")
    # The totals under the grid and the breakdown: the boxes, then the dice total, once.
    grid = _grid(page)
    assert [_text(r.children[0]) for r in _rows(grid)[8:]] == ["Boxes", "Dice total"]
    [breakdown] = _classed(page, "breakdown")
    sums = [_text(r.children[0]) for r in _classed(breakdown, "sum")]
    assert sums.count("Dice total") == 1


def test_negative_numbers_show_one_minus_sign() -> None:
    game = _played(Game(["Ann", "Bo"], JACKPOT, seed=8), 2 * JACKPOT.rounds)
    assert any(r.points < 0 or r.adjustment < 0 for r in map(game.result, game.players))
    page = _screen(Screen.GAME_OVER, game)
    cards = _classed(page, "breakdown") + _classed(page, "points") + _classed(page, "grid")
    text = " ".join(_text(card) for card in cards)
    assert "\u2212" in text
    assert not re.search(r"-\d", text), re.findall(r".{12}-\d.{4}", text)
    assert "\u2013" in " ".join(_text(b) for b in _classed(page, "band"))


def test_a_quick_match_names_grand_totals_not_points() -> None:
    match = Match(["Ann", "Bo"], QUICK, games=1, seed=3)
    _played(match.current_game, 14)
    assert match.is_over()
    page = render(UiState(screen=Screen.GAME_OVER, game=match.current_game, match=match))
    [section] = _classed(page, "match")
    [verdict] = _classed(section, "winner")
    leader = match.standings()[0]
    assert "grand total" in _text(verdict) and "points" not in _text(verdict)
    assert str(leader.total) in _text(verdict)
    standard = Match(["Ann"], STANDARD, games=1, seed=3)
    _played(standard.current_game, STANDARD.rounds)
    [section] = _classed(
        render(UiState(screen=Screen.GAME_OVER, match=standard, game=standard.current_game)),
        "match",
    )
    assert re.search(r"with \u2212?\d+ points?\.", _text(_classed(section, "winner")[0]))


def _tiebreaks(draft: SetupDraft) -> list[str]:
    [spec] = [o for o in OPTIONS if o.key == "tiebreak"]
    return [c.value for c in draft.choices(spec)]


def test_quick_and_extended_offer_no_dice_total_tiebreak() -> None:
    draft = SetupDraft(names=["Ann", "Bo"], bots=[None, None])
    assert _tiebreaks(draft) == ["dice_total", "shared", "roll_off"]
    for name in ("quick", "extended"):
        draft.choose_ruleset(name)
        assert _tiebreaks(draft) == ["shared", "roll_off"]
    # A bonus on top of the boxes makes the dice total decide again.
    draft.options["prediction"] = "on"
    assert "dice_total" in _tiebreaks(draft)
    # Standard with the dice total only: nothing for the dice total to settle.
    draft = SetupDraft(names=["Ann", "Bo"], bots=[None, None])
    draft.options["dice_total_only"] = "on"
    assert _tiebreaks(draft) == ["shared", "roll_off"]
    assert draft.rules().tiebreak == "roll_off"
    # The setup screen shows only those radios.
    state = UiState(screen=Screen.SETUP, setup=draft)
    radios = [el.attrs["value"] for el in _all(render(state)) if el.attrs.get("name") == "tiebreak"]
    assert radios == ["shared", "roll_off"]


def test_a_remembered_dice_total_tiebreak_falls_back_silently() -> None:
    settings = {"ruleset": "quick", "options": {"tiebreak": "dice_total"}}
    draft = SetupDraft.from_settings(settings, ["Ann", "Bo"])
    assert draft.rules().tiebreak == "roll_off"
    assert draft.option_errors() == {}
    kept = SetupDraft.from_settings(
        {"ruleset": "quick", "options": {"tiebreak": "shared"}}, ["Ann", "Bo"]
    )
    assert kept.rules().tiebreak == "shared"
    standard = SetupDraft.from_settings(
        {"ruleset": "standard", "options": settings["options"]}, ["Ann", "Bo"]
    )
    assert standard.rules().tiebreak == "dice_total"
