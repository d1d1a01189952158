"""One person against two bots through the UI, from a save in the last round: the bots'
turns play themselves on the page's clock (or are skipped to the box), the phone never
shows a hand-off, and the final points equal the same game played on in CPython (the
save's bots keep the old "Bot 1"/"Bot 2" names); bots added at setup are named by level."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from conftest import PHONE
from helpers_game import (
    GAME_KEY,
    best_category,
    fill,
    game_save,
    open_app,
    preload,
    roll,
    save_envelope,
)
from playwright.sync_api import Page, expect
from test_variants_play import check_phone_layout, pause_clock

import balut
from balut.web.bots import bot_step
from balut.web.i18n import number as as_shown  # a number as the page shows it
from balut.web.state import Table, UiState

BOTS = {1: "expert", 2: "beginner"}


def bots_play(state: UiState, game: balut.Game) -> None:
    """The bots' turns until the person's, as the page plays them."""
    while not game.is_over() and game.current_index in BOTS:
        while not bot_step(state, game):
            pass


def test_one_person_against_two_bots_to_the_end(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
) -> None:
    mirror = balut.Game(["Ann", "Bot 1", "Bot 2"], seed=41)
    state = UiState(game=mirror, table=Table(bots=dict(BOTS)))
    while mirror.round < mirror.total_rounds:  # the core plays to the last round
        if mirror.current_index in BOTS:
            bots_play(state, mirror)
            continue
        dice = mirror.roll()
        mirror.score(best_category(mirror.sheet(0), dice))
    saved = {**game_save(mirror), "bots": {str(s): level for s, level in BOTS.items()}}
    page = new_page(**PHONE, fresh=True)  # the clock is the context's
    page.clock.install()
    preload(page, GAME_KEY, save_envelope(saved))
    open_app(page, wait_until_ready)
    pause_clock(page)  # from here the bots' pace moves only with run_for
    page.get_by_role("button", name="Continue").click()

    paced = False  # the first bot plays on the page's clock, the second is skipped
    while not mirror.is_over():
        player = mirror.current_player
        expect(page.get_by_role("heading", name=f"{player}'s turn")).to_be_visible()
        if mirror.current_index == 0:
            assert roll(page, 2) == list(mirror.roll())
            row = best_category(mirror.sheet(0), mirror.dice or ())
            fill(page, row, zero=mirror.sheet(0).potential(mirror.dice or ())[row] == 0)
            mirror.score(row)
            continue
        level = {"expert": "Expert", "beginner": "Beginner"}[BOTS[mirror.current_index]]
        expect(page.get_by_text(f"{player} ({level}) is playing\u2026")).to_be_visible()
        expect(page.get_by_role("button", name=re.compile("^Roll"))).to_have_count(0)
        before = mirror.sheet(mirror.current_index).filled_count()
        while not bot_step(state, mirror):
            pass
        if paced:
            page.get_by_role("button", name="Skip to the box").click()
        else:
            check_phone_layout(page, None)  # axe needs the timers the test holds
            screenshot(page, "game-bot-turn")
            paced = True
            turn = page.get_by_role("heading", name=f"{player}'s turn")
            for _ in range(8):  # at most a roll, two holds and the box: a tick each
                page.clock.run_for(1000)
                page.evaluate("window.balutScreen.settled()")  # (its step is on screen)
                if not turn.count():
                    break
        expect(page.get_by_role("heading", name=f"{player}'s turn")).to_have_count(0)
        assert mirror.sheet(player).filled_count() == before + 1

    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    expect(page.get_by_role("heading", name=re.compile("^Pass to"))).to_have_count(0)
    table = page.get_by_role("table", name="Points per player")
    for standing in mirror.standings():
        line = table.get_by_role("row", name=re.compile(rf"^\d+ {standing.player}\b"))
        expect(line.get_by_role("cell")).to_have_text(
            [str(standing.place), as_shown(standing.result.points), str(standing.result.dice_total)]
        )


def test_bots_added_at_setup_are_named_by_their_level(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    page = new_page(**PHONE)
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="New game").click()
    page.get_by_role("textbox", name="Player 1").fill("Ann")
    page.get_by_role("button", name="Add bot").click()
    # Its level takes the focus, not its name field (no phone keyboard pops up).
    expect(page.locator("#bot-level-2")).to_be_focused()
    expect(page.get_by_role("textbox", name="Player 2")).not_to_be_focused()
    page.get_by_role("button", name="Add bot").click()
    expect(page.get_by_role("textbox", name="Player 2")).to_have_value("Club bot")
    expect(page.get_by_role("textbox", name="Player 3")).to_have_value("Club bot 2")
    page.locator("#bot-level-3").select_option(label="Expert")
    expect(page.get_by_role("textbox", name="Player 3")).to_have_value("Expert bot")
