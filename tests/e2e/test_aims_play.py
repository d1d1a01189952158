"""A person against an expert bot at a table where the loser buys the round, from a save
near the end: the Hint says it weighs the chance to avoid last place, and the bot's turn
plays that aim as the core does (the page's game is the CPython mirror's, box for box)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conftest import PHONE
from helpers_game import (
    GAME_KEY,
    best_category,
    fill,
    game_save,
    open_saved,
    play_state,
    roll,
    saved_game,
)
from playwright.sync_api import Page, expect

import balut
from balut.web.bots import bot_step
from balut.web.stakes import Stake
from balut.web.state import Table, UiState

BOTS = {1: "expert"}
LOSER_BUYS = Stake(loser_buys=True)


def bot_turn(state: UiState, game: balut.Game) -> None:
    while not bot_step(state, game):
        pass


def test_the_bot_and_the_hint_play_not_to_be_last(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
) -> None:
    mirror = balut.Game(["Ann", "Expert bot"], seed=29)
    state = UiState(game=mirror, table=Table(bots=dict(BOTS), stake=LOSER_BUYS))
    # The core plays on to Ann's turn of the round before the last: the bot's turn follows.
    while mirror.current_index != 0 or mirror.round < mirror.total_rounds - 1:
        if mirror.current_index in BOTS:
            bot_turn(state, mirror)
        else:
            mirror.score(best_category(mirror.sheet(0), mirror.roll()))
    saved = {**game_save(mirror, stake=LOSER_BUYS.to_dict()), "bots": {"1": "expert"}}
    page = open_saved(new_page(**PHONE), wait_until_ready, GAME_KEY, saved)

    expect(page.get_by_role("heading", name="Ann's turn")).to_be_visible()
    assert roll(page, 2) == list(mirror.roll())
    page.get_by_role("button", name="Hint").click()
    expect(page.get_by_text("Best to avoid last place (loser buys).")).to_be_visible()
    screenshot(page, "aims-hint")
    row = best_category(mirror.sheet(0), mirror.dice or ())
    fill(page, row, zero=mirror.sheet(0).potential(mirror.dice or ())[row] == 0)
    mirror.score(row)

    expect(page.get_by_text("Expert bot (Expert) is playing\u2026")).to_be_visible()
    page.get_by_role("button", name="Skip to the box").click()
    expect(page.get_by_role("heading", name="Expert bot's turn")).to_have_count(0)
    bot_turn(state, mirror)
    page.evaluate("window.balutScreen.settled()")
    assert play_state(saved_game(page)["game"]) == play_state(mirror.to_dict())
