"""Score a paper sheet through the UI: two finished sheets of a game played by the core,
typed box by box (a wrong value first, marked and named), give the core's ranking, and
the scored sheets are kept in History."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

from conftest import PHONE
from helpers_game import best_category, open_app
from playwright.sync_api import Page, expect
from test_game_screens import check_screen

import balut
from balut.web.i18n import number as as_shown  # a number as the page shows it


def finished_game() -> balut.Game:
    """Two players to the end, each keeping the commonest face twice."""
    game = balut.Game(["Ann", "Bo"], seed=12)
    while not game.is_over():
        dice = game.roll()
        for _ in range(2):
            face = Counter(dice).most_common(1)[0][0]
            dice = game.roll([i for i, value in enumerate(dice) if value == face])
        game.score(best_category(game.sheet(game.current_player), dice))
    return game


def test_two_paper_sheets_typed_in_rank_as_the_core_and_go_to_history(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., list[dict[str, Any]]],
    screenshot: Callable[[Page, str], Any],
) -> None:
    game = finished_game()
    page = new_page(**PHONE)
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="Score a paper sheet").click()
    for seat, player in enumerate(game.players):
        if seat:
            page.get_by_role("button", name=re.compile("^Add")).click()
        page.get_by_role("textbox", name="Name").nth(seat).fill(player)
        for category in balut.Category:
            for box, value in enumerate(game.sheet(player).boxes(category), 1):
                field = page.get_by_role("textbox", name=f"{player}, {category.label}, box {box}")
                field.fill(str(value))
    wrong = page.get_by_role("textbox", name="Ann, Fours, box 2")
    right = wrong.input_value()
    wrong.fill("7")
    page.get_by_role("button", name="Score", exact=True).click()
    expect(wrong).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_text(re.compile("Fours cannot score 7"))).to_be_visible()
    check_screen(page, "paper-sheet", axe, screenshot)
    wrong.fill(right)
    page.get_by_role("button", name="Score", exact=True).click()

    ranking = page.get_by_role("table", name="Ranking")
    for standing in game.standings():
        line = ranking.get_by_role("row", name=re.compile(rf"^\d+ {standing.player}\b"))
        expect(line.get_by_role("cell").nth(1)).to_have_text(as_shown(standing.result.points))
    page.get_by_role("button", name="Save to history").click()
    page.get_by_role("button", name="Home").click()
    page.get_by_role("button", name="History").click()
    expect(page.get_by_text("Scored from paper sheets")).to_be_visible()


def solo_game(rules: balut.RuleSet, seed: int) -> balut.Game:
    """One player to the end, any open box (a jackpot box crossed out once its row is
    full), so every kind of box of the rule set is on the sheet."""
    pick = random.Random(seed)
    game = balut.Game(["Cy"], rules, seed=seed)
    while not game.is_over():
        game.roll()
        sheet = game.sheet(0)
        category, jackpot = pick.choice(sheet.open_slots())
        crossed = pick.random() < 0.2 or (jackpot and not sheet.open_boxes(category))
        game.fill(category, jackpot=jackpot, crossed=crossed)
    return game


def test_a_paper_sheet_of_each_other_rule_set_scores_as_the_core(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    page = new_page(**PHONE)
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="Score a paper sheet").click()
    page.get_by_role("textbox", name="Name").fill("Cy")
    for name, label in (("jackpot", "Jackpot Balut"), ("quick", "Quick"), ("extended", "Ext")):
        game = solo_game(balut.RULESETS[name], seed=len(name))
        page.get_by_role("button", name=re.compile(f"^{label}")).click()
        data = game.sheet(0).to_dict()
        for row, values in data["rows"].items():
            category = balut.Category(row)
            for box, value in enumerate(values, 1):
                page.get_by_role("textbox", name=f"Cy, {category.label}, box {box}").fill(
                    str(value)
                )
        for row, value in data["jackpots"].items():
            label_of_box = f"Cy, Jackpot {balut.Category(row).label}"
            page.get_by_role("textbox", name=label_of_box).fill(str(value))
        page.get_by_role("button", name="Score", exact=True).click()
        line = page.get_by_role("table", name="Ranking").get_by_role(
            "row", name=re.compile("^1 Cy")
        )
        expect(line.get_by_role("cell").nth(1)).to_have_text(as_shown(game.result(0).points))
