"""Turn order in the browser: a round led out of seating order says why on the hand-off."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conftest import PHONE
from helpers_game import GAME_KEY, best_category, fill, game_save, open_saved, roll
from playwright.sync_api import Page, expect

import balut

PHONE_360 = {**PHONE, "viewport": {"width": 360, "height": 740}}


def at_a_leader_out_of_turn() -> tuple[balut.Game, balut.Category]:
    """Three players played (by the core) to the last turn of a round whose box makes
    the next round's leader someone other than the next seat; that turn's best box."""
    game = balut.Game(["Ann", "Bo", "Cy"], seed=12)
    while True:
        seat, ahead = game.current_index, balut.Game.from_dict(game.to_dict())
        category = best_category(ahead.sheet(seat), ahead.roll())
        ahead.score(category)
        if ahead.round_lead is not None and ahead.current_index != (seat + 1) % 3:
            return game, category
        game.score(best_category(game.sheet(seat), game.roll()))


def test_the_hand_off_says_why_the_round_s_leader_plays_next(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
) -> None:
    game, category = at_a_leader_out_of_turn()
    page = open_saved(new_page(**PHONE_360), wait_until_ready, GAME_KEY, game_save(game))
    dice = roll(page, 2)
    assert dice == list(game.roll())
    fill(page, category, zero=game.sheet(game.current_index).potential(dice)[category] == 0)
    game.score(category)
    leader, led = game.current_seat, game.round
    expect(page.get_by_role("heading", name=f"Pass to {leader}")).to_be_visible()
    expect(
        page.get_by_text(f"{leader} leads round {led}: highest box in round {led - 1}.")
    ).to_be_visible()
    screenshot(page, "handoff-round-leader")
