"""The end of a solo game through the UI: the points at game over equal the core's result.

The game is played by the core up to its last rounds with the test's policy and resumed
from that save (Home > Continue); the page then plays the last rounds and must show the
same dice, the same box values and the same final points as the core.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from helpers_game import (
    GAME_KEY,
    best_category,
    dice_buttons,
    fill,
    game_save,
    open_saved,
    roll,
    row_button,
)
from playwright.sync_api import Page, expect

import balut
from balut.web.i18n import number as as_shown  # a number as the page shows it

ROUNDS = balut.STANDARD.rounds
PLAYED_IN_UI = 3  # the last rounds; the final one holds dice and rolls again


@dataclass(frozen=True)
class Turn:
    round: int
    first: tuple[int, ...]
    kept: tuple[int, ...]
    dice: tuple[int, ...]
    category: balut.Category
    value: int


def play_turn(game: balut.Game) -> Turn:
    """The test's policy: roll; every fourth round hold the most common value and roll
    again; fill the best open row."""
    round_number = game.round
    first = dice = game.roll()
    kept: tuple[int, ...] = ()
    if round_number % 4 == 0:
        face = Counter(dice).most_common(1)[0][0]
        kept = tuple(i for i, value in enumerate(dice) if value == face)
        dice = game.roll(kept)
    category = best_category(game.sheet("Solo"), dice)
    return Turn(round_number, first, kept, dice, category, game.score(category))


def game_before_last_rounds(seed: int) -> balut.Game:
    game = balut.Game(["Solo"], rules=balut.STANDARD, seed=seed)
    while game.round <= ROUNDS - PLAYED_IN_UI:
        play_turn(game)
    return game


def zero_at_the_end_seed() -> int:
    """A seed whose last rounds include a box that scores 0 (the app asks first)."""
    for seed in range(500):
        game = game_before_last_rounds(seed)
        if any(play_turn(game).value == 0 for _ in range(PLAYED_IN_UI)):
            return seed
    raise AssertionError("no such seed")


SEED = zero_at_the_end_seed()

# The phone's Wake Lock and vibration, recorded (headless Chromium grants neither).
DEVICE = """
window.device = { locks: [], buzzes: [] };
Object.defineProperty(navigator, "wakeLock", { value: { request: async (kind) => {
  const lock = Object.assign(new EventTarget(), { kind, released: false });
  lock.release = async () => { lock.released = true; };
  window.device.locks.push(lock);
  return lock;
} } });
navigator.vibrate = (pattern) => { window.device.buzzes.push(pattern); return true; };
"""
HELD_LOCKS = "window.device.locks.filter((lock) => !lock.released).map((lock) => lock.kind)"


def test_end_of_a_solo_game_matches_the_core(
    page: Page, wait_until_ready: Callable[[Page], None]
) -> None:
    mirror = game_before_last_rounds(SEED)
    page.add_init_script(DEVICE)
    open_saved(page, wait_until_ready, GAME_KEY, game_save(mirror))
    assert page.evaluate(HELD_LOCKS) == ["screen"]  # the screen stays on during the game
    rolls = 0

    while not mirror.is_over():
        turn = play_turn(mirror)
        expect(page.get_by_role("heading", name="Solo's turn")).to_be_visible()
        expect(page.get_by_text(f"Round {turn.round}/{ROUNDS} \u00b7")).to_be_visible()
        assert roll(page, 2) == list(turn.first)
        rolls += 1 + bool(turn.kept)
        if turn.kept:
            # Hold the most common value and roll the rest: held dice keep their value.
            for i in turn.kept:
                dice_buttons(page).nth(i).click()
                expect(dice_buttons(page).nth(i)).to_have_attribute("aria-pressed", "true")
            assert roll(page, 1) == list(turn.dice)
        expect(row_button(page, turn.category)).to_have_accessible_name(
            re.compile(f"^{turn.category.label} scores {turn.value} here\\.")
        )
        fill(page, turn.category, zero=turn.value == 0)
        if not mirror.is_over():
            expect(page.get_by_role("button", name="Undo")).to_be_visible()

    result = mirror.result("Solo")
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    table = page.get_by_role("table", name="Points per player")
    expect(table.get_by_role("columnheader", name="Points")).to_be_visible()
    row = table.get_by_role("row", name=re.compile("Solo"))
    expect(row.get_by_role("cell")).to_have_text(
        ["1", as_shown(result.points), str(result.dice_total)]
    )
    expect(page.get_by_role("heading", name=f"Solo: {result.points} points")).to_be_visible()
    assert page.evaluate(HELD_LOCKS) == []  # game over: the screen may sleep again
    assert page.evaluate("window.device.buzzes") == [12] * rolls  # a tick per roll

    # The finished game is in history with the same points.
    page.get_by_role("button", name="History").click()
    expect(page.get_by_role("listitem").filter(has_text=f"Solo {result.points}")).to_have_count(1)
