"""The coach through the UI: mid-game, Hint lists the core's best options for the dice
on screen (the page and the CPython mirror roll the same dice), worded, with their cost;
it follows a hold and is gone once the box is filled. With the Coach setting on, a costly
box is named at once and listed in the review at game over."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from conftest import PHONE
from helpers_game import (
    GAME_KEY,
    best_category,
    fill,
    game_save,
    open_saved,
    preload,
    roll,
    save_envelope,
)
from playwright.sync_api import Page, expect
from test_game_screens import check_screen

import balut
from balut import strategy
from balut.web.coach import hint_lines, judge, option_words, reason_words
from balut.web.i18n import decimal


def lines_for(game: balut.Game) -> list[str]:
    return hint_lines(game, strategy.advise(game)[:3])


def test_hint_shows_the_core_s_best_options_for_the_dice_on_screen(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., list[dict[str, Any]]],
    screenshot: Callable[[Page, str], Any],
) -> None:
    mirror = balut.Game(["Solo"], seed=31)
    for _ in range(9):  # a sheet part filled: the options are not all alike
        dice = mirror.roll()
        mirror.score(best_category(mirror.sheet(0), dice))
    page = open_saved(new_page(**PHONE), wait_until_ready, GAME_KEY, game_save(mirror))
    assert roll(page, 2) == list(mirror.roll())
    page.get_by_role("button", name="Hint").click()
    coach = page.get_by_role("region", name="Coach")
    expect(coach.get_by_role("listitem")).to_have_text(lines_for(mirror))
    check_screen(page, "coach-hint", axe, screenshot)

    best = strategy.advise(mirror)[0]
    if best.kind == "hold":  # tap the dice the coach holds, roll: the hint follows
        positions = strategy.hold_positions(mirror, best.keep)
        buttons = page.get_by_role("group", name="Dice").get_by_role("button")
        for i in positions:
            buttons.nth(i).click()
        assert roll(page, 1) == list(mirror.roll(positions))
        expect(coach.get_by_role("listitem")).to_have_text(lines_for(mirror))
    category = best_category(mirror.sheet(0), mirror.dice or ())
    fill(page, category, zero=mirror.sheet(0).potential(mirror.dice or ())[category] == 0)
    mirror.score(category)
    expect(page.get_by_role("heading", name=re.compile("turn$"))).to_be_visible()
    expect(coach).to_have_count(0)


def a_costly_last_turn() -> tuple[balut.Game, strategy.Option]:
    """A solo game two boxes from the end (best rows so far) whose next roll leaves a box
    that costs half a point or more against the best: the game, and that box as a tap on
    its row makes it (a 0 entered, not crossed out)."""
    for seed in range(100):
        game = balut.Game(["Solo"], seed=seed)
        for _ in range(26):
            game.score(best_category(game.sheet(0), game.roll()))
        saved = game.to_dict()
        game.roll()
        costly = next((o for o in strategy.advise(game) if o.fill and o.loss >= 0.5), None)
        if costly is not None and costly.fill is not None:
            return balut.Game.from_dict(saved), replace(
                costly, fill=replace(costly.fill, crossed=False)
            )
    raise AssertionError("no such game")


def test_the_coach_names_a_costly_box_and_the_review_lists_it_at_game_over(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., list[dict[str, Any]]],
    screenshot: Callable[[Page, str], Any],
) -> None:
    mirror, costly = a_costly_last_turn()
    page = new_page(**PHONE)
    preload(page, "balut:coach", save_envelope(True))  # the Coach setting is on
    open_saved(page, wait_until_ready, GAME_KEY, game_save(mirror))
    assert roll(page, 2) == list(mirror.roll())
    assert costly.fill is not None
    fill(page, costly.fill.category, zero=costly.value == 0)  # (a 0 too: one tap)
    judged = judge(mirror, costly)
    assert judged is not None and judged.reason is not None
    best = option_words(strategy.advise(mirror)[0])
    note = (
        f"Coach, Solo's move: {option_words(costly)} cost about {decimal(costly.loss)} points"
        f" on average. Best: {best}."
    )
    expect(page.get_by_text(note)).to_be_visible()
    mirror.score(costly.fill.category)

    category = mirror.sheet(0).open_slots()[0][0]  # the last box, whatever it costs
    roll(page, 2)
    dice = mirror.roll()
    fill(page, category, zero=mirror.sheet(0).potential(dice)[category] == 0)
    review = page.get_by_role("region", name="Coach's review")
    line = (
        f"Round 27, Solo: {option_words(costly)}, {decimal(costly.loss)} points below {best}."
        f" {reason_words(judged)}"  # why, in words
    )
    expect(review.get_by_role("listitem").first).to_have_text(line)
    check_screen(page, "coach-review", axe, screenshot)
