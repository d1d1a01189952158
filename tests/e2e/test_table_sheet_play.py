"""The table's sheet at 360 px: eight players' sheets in one grid that scrolls sideways
inside itself while the page does not, with the row names fixed, and axe finds nothing
serious in light or dark."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from helpers_game import GAME_KEY, game_save, open_saved, small_targets
from playwright.sync_api import Page, expect

import balut

PLAYERS = ["Ann", "Bo", "Cy", "Di", "Esperanza", "Fi", "Gus", "Hal"]


def serious(violations: list[dict[str, Any]]) -> list[str]:
    return [v["id"] for v in violations if v["impact"] in ("serious", "critical")]


def _played(game: balut.Game, turns: int) -> balut.Game:
    """`turns` turns: every third a cross-out, else the first open row scored."""
    for turn in range(turns):
        game.roll()
        cat = next(c for c in balut.Category if game.sheet(game.current_seat).open_boxes(c))
        game.fill(cat, crossed=turn % 3 == 0)
    return game


def test_eight_sheets_scroll_sideways_inside_the_grid_with_the_row_names_fixed(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., list[dict[str, Any]]],
) -> None:
    game = _played(balut.Game(PLAYERS, seed=12), 40)
    page = new_page(viewport={"width": 360, "height": 740})
    open_saved(page, wait_until_ready, GAME_KEY, game_save(game, screen="scoreboard"))
    sheets = page.get_by_role("table", name="Every sheet's boxes and row totals")
    expect(sheets.get_by_role("columnheader")).to_have_text(["Row", *PLAYERS])
    region = page.get_by_role("region", name="All sheets")
    # The grid is wider than the phone; the page is not.
    wide = region.evaluate("el => el.scrollWidth - el.clientWidth")
    assert wide > 200
    assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")
    fours = sheets.get_by_role("rowheader", name="Fours")
    before = fours.bounding_box()
    last = sheets.get_by_role("columnheader", name="Hal")
    assert last.bounding_box()["x"] >= 360  # off to the right until the grid scrolls
    region.evaluate("el => { el.scrollLeft = el.scrollWidth; }")
    expect(last).to_be_in_viewport()
    # The row names stay where they were, in view, above the scrolled cells.
    assert fours.bounding_box() == before and before["x"] >= 0
    expect(fours).to_be_in_viewport()
    top = page.evaluate(
        """() => { const th = [...document.querySelectorAll('.grid tbody th')][0];
                   const r = th.getBoundingClientRect();
                   return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
                     .closest('th') === th; }"""
    )
    assert top, "a scrolled cell covers the row name"
    assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")
    assert small_targets(page) == []
    assert serious(axe(page)) == []
    page.emulate_media(color_scheme="dark")
    assert serious(axe(page)) == []
