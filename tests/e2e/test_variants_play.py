"""Team Balut, Speed Balut and match play through the UI, mirrored by the CPython core.

Each test reads the game (or match) the page saved right after it started, restores it in
CPython, and applies every action the test takes in the page to that mirror too; the dice
and the final numbers the page shows must equal the core's. The speed test drives the
page's clock with Playwright's `page.clock`, so the countdown is exact and nobody sleeps.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from helpers_game import (
    GAME_KEY,
    best_category,
    fill,
    open_app,
    read_dice,
    roll,
    saved_game,
)
from playwright.sync_api import Page, expect

import balut

MATCH_KEY = "balut:match"
QUICK = "Quick - seven boxes"


def radio(page: Page, label: str) -> Any:
    return page.get_by_role("radio", name=re.compile(f"^{re.escape(label)}"))


def new_game_setup(page: Page, ruleset: str | None = None) -> None:
    page.get_by_role("button", name="New game").click()
    if ruleset:
        radio(page, ruleset).check()


def enter_players(page: Page, names: list[str]) -> None:
    for index, name in enumerate(names):
        if index:
            page.get_by_role("button", name="Add player").click()
        page.get_by_role("textbox", name=f"Player {index + 1}", exact=True).fill(name)


def saved_match(page: Page) -> dict[str, Any]:
    raw = page.evaluate(f"localStorage.getItem('{MATCH_KEY}')")
    assert raw, "no match saved"
    data: dict[str, Any] = json.loads(raw)["data"]
    return data


def pass_roll_off(page: Page) -> None:
    page.get_by_role("button", name="Continue").click()


def start_turn(page: Page, name: str) -> None:
    page.get_by_role("button", name=f"Start {name}'s turn").click()
    expect(page.locator("#screen-title")).to_contain_text(re.compile(f"^{re.escape(name)}"))


def points_rows(page: Page, table: Any) -> list[list[str]]:
    """Each body row of a table as its cells' texts (header cell included)."""
    rows = table.locator("tbody tr")
    return [[c.strip() for c in rows.nth(i).locator("th, td").all_inner_texts()]
            for i in range(rows.count())]


def reload_and_continue(page: Page, wait_until_ready: Callable[[Page], None]) -> None:
    page.reload()
    wait_until_ready(page)
    page.get_by_role("button", name="Continue").click()


# --- Team Balut ---------------------------------------------------------------------------


def play_team_turn(page: Page, game: balut.Game,
                   reload: Callable[[], None] | None = None, at: str = "") -> None:
    """Every member rolls once and stands; the captain uses the best dice and box.
    `reload` is called once at the point `at` ("member" after the first member stood,
    "pick" on the captain's pick screen): the page must resume exactly there."""
    teams = game.teams
    assert teams is not None
    team = teams[game.current_index]
    for index, member in enumerate(team):
        expect(page.get_by_role("heading", name=f"{member}'s turn")).to_be_visible()
        dice = roll(page, 2)
        assert tuple(dice) == game.roll()
        last = index == len(team) - 1
        page.get_by_role("button", name="Done - captain picks" if last
                         else f"Done - pass to {team[index + 1]}").click()
        game.finish_member()
        if reload and at == "member" and index == 0:
            reload()
            expect(page.get_by_text(f"{member} stands on {' '.join(map(str, dice))}"))\
                .to_be_visible()
        start_turn(page, team[0] if last else team[index + 1])
    sheet = game.sheet(game.current_index)
    scores = [max(sheet.potential(d).values()) for d in game.team_dice]
    best = scores.index(max(scores))
    expect(page.get_by_role("heading", name=f"{team[0]}, pick the dice")).to_be_visible()
    if reload and at == "pick":
        reload()
        expect(page.get_by_role("heading", name=f"{team[0]}, pick the dice")).to_be_visible()
    for member, dice in zip(team, game.team_dice, strict=True):
        expect(page.get_by_role("img", name=f"{member}'s dice: " + " ".join(map(str, dice))))\
            .to_be_visible()
    page.get_by_role("button", name=f"Use {team[best]}'s dice").click()
    game.pick(best)
    assert game.dice is not None
    assert read_dice(page) == list(game.dice)
    category = best_category(sheet, game.dice)
    fill(page, category, zero=sheet.potential(game.dice)[category] == 0)
    game.score(category)


def test_team_game_with_captain_picks_and_reloads(
    page: Page, wait_until_ready: Callable[[Page], None]
) -> None:
    open_app(page, wait_until_ready, seed=41)
    new_game_setup(page, QUICK)
    radio(page, "Two teams").check()
    page.get_by_role("button", name="Add member to Team 2").click()
    for label, name in [("Team 1 name", "Reds"), ("Team 1 member 1", "Ann"),
                        ("Team 1 member 2", "Bo"), ("Team 2 name", "Blues"),
                        ("Team 2 member 1", "Cy"), ("Team 2 member 2", "Di"),
                        ("Team 2 member 3", "Ed")]:
        page.get_by_role("textbox", name=label).fill(name)
    page.get_by_role("button", name="Start game").click()
    expect(page.get_by_role("heading", name="Who starts?")).to_be_visible()
    game = balut.Game.from_dict(saved_game(page)["game"])
    assert game.teams == (("Ann", "Bo"), ("Cy", "Di", "Ed"))
    assert game.players == ("Reds", "Blues") and game.rules.name == "quick"
    pass_roll_off(page)

    def reload() -> None:
        reload_and_continue(page, wait_until_ready)

    while not game.is_over():
        at = {2: "member", 3: "pick"}.get(game.round, "")
        first_of_round = game.current_seat == game.round_order[0]
        play_team_turn(page, game, reload if first_of_round else None, at)
        if not game.is_over():
            teams = game.teams
            assert teams is not None
            start_turn(page, teams[game.current_index][0])

    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    rows = points_rows(page, page.locator("table.points").first)
    assert [(r[1], int(r[2])) for r in rows] == [
        (s.player, s.result.points) for s in game.standings()]
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}')") is None
