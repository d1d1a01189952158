"""A person against an expert bot at a table of each aim but points (the bots' tests
play that one), from a save near the end: where the loser buys the round, a stake per
point, or the setup's "Bots play for: the win". The Hint says the aim it weighs, and the
bot's turn plays that aim as the core does (the page's game is the CPython mirror's, box
for box)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
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
# Each table's stake, its aim and what the Hint says of it.
TABLES = [
    (Stake(loser_buys=True), "not_last", "Best to avoid last place (loser buys)."),
    (Stake(plays_for="win"), "win", "Best for your chance to win."),
    (
        Stake(per_point=50, unit="kr"),
        "stake",
        "Best for the point difference against the others (the stake).",
    ),
]


def bot_turn(state: UiState, game: balut.Game) -> None:
    while not bot_step(state, game):
        pass


@pytest.mark.parametrize(("stake", "aim", "hint"), TABLES, ids=[aim for _, aim, _ in TABLES])
def test_the_bot_and_the_hint_play_the_table_s_aim(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
    stake: Stake,
    aim: str,
    hint: str,
) -> None:
    assert stake.aim == aim
    mirror = balut.Game(["Ann", "Expert bot"], seed=29)
    state = UiState(game=mirror, table=Table(bots=dict(BOTS), stake=stake))
    # The core plays on to Ann's turn of the round before the last: the bot's turn follows.
    while mirror.current_index != 0 or mirror.round < mirror.total_rounds - 1:
        if mirror.current_index in BOTS:
            bot_turn(state, mirror)
        else:
            mirror.score(best_category(mirror.sheet(0), mirror.roll()))
    saved = {**game_save(mirror, stake=stake.to_dict()), "bots": {"1": "expert"}}
    page = open_saved(new_page(**PHONE), wait_until_ready, GAME_KEY, saved)

    expect(page.get_by_role("heading", name="Ann's turn")).to_be_visible()
    assert roll(page, 2) == list(mirror.roll())
    page.get_by_role("button", name="Hint").click()
    expect(page.get_by_text(hint)).to_be_visible()
    screenshot(page, f"aims-hint-{aim}")
    row = best_category(mirror.sheet(0), mirror.dice or ())
    fill(page, row, zero=mirror.sheet(0).potential(mirror.dice or ())[row] == 0)
    mirror.score(row)

    expect(page.get_by_text("Expert bot (Expert) is playing\u2026")).to_be_visible()
    page.get_by_role("button", name="Skip to the box").click()
    expect(page.get_by_role("heading", name="Expert bot's turn")).to_have_count(0)
    bot_turn(state, mirror)
    page.evaluate("window.balutScreen.settled()")
    assert play_state(saved_game(page)["game"]) == play_state(mirror.to_dict())
