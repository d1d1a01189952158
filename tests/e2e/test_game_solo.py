"""A whole solo game through the UI: the points at game over equal the core's result."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from helpers_game import (
    best_category,
    dice_buttons,
    fill,
    open_app,
    roll,
    row_button,
    start_game,
)
from playwright.sync_api import Page, expect

import balut


def test_full_solo_game_matches_the_core(
    page: Page, wait_until_ready: Callable[[Page], None]
) -> None:
    open_app(page, wait_until_ready)
    start_game(page, ["Solo"])
    mirror = balut.ScoreSheet(balut.STANDARD)

    for round_number in range(1, 29):
        expect(page.get_by_role("heading", name="Solo's turn")).to_be_visible()
        expect(page.get_by_text(f"Round {round_number}/28 \u00b7")).to_be_visible()
        dice = roll(page, 2)
        if round_number % 4 == 0:
            # Hold the most common value and roll the rest: held dice keep their value.
            face = Counter(dice).most_common(1)[0][0]
            kept = [i for i, value in enumerate(dice) if value == face]
            for i in kept:
                dice_buttons(page).nth(i).click()
                expect(dice_buttons(page).nth(i)).to_have_attribute("aria-pressed", "true")
            again = roll(page, 1)
            assert [again[i] for i in kept] == [dice[i] for i in kept]
            dice = again
        category = best_category(mirror, dice)
        expected = mirror.potential(dice)[category]
        expect(row_button(page, category)).to_have_accessible_name(
            re.compile(f"^{category.label} scores {expected} here\\.")
        )
        fill(page, category, zero=expected == 0)
        assert mirror.enter(category, dice) == expected
        if round_number < 28:
            expect(page.get_by_role("button", name="Undo")).to_be_visible()

    result = mirror.result()
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    table = page.get_by_role("table", name="Points per player")
    expect(table.get_by_role("columnheader", name="Points")).to_be_visible()
    row = table.get_by_role("row", name=re.compile("Solo"))
    expect(row.get_by_role("cell")).to_have_text(
        ["1", str(result.points), str(result.dice_total)]
    )
    expect(page.get_by_role("heading", name=f"Solo: {result.points} points")).to_be_visible()

    # The finished game is in history with the same points.
    page.get_by_role("button", name="History").click()
    expect(page.get_by_role("listitem").filter(has_text=f"Solo {result.points}")).to_have_count(1)
