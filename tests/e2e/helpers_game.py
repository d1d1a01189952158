"""Shared steps for the game UI browser tests: open the app, set up a game, play turns.

The app honours its test-only dice seed (`?test-seed=N`) only when localStorage holds
`balut:test-hooks` = "1"; `open_app` sets that with an init script, so the CPython core
with the same seed (and the same actions) is an exact mirror of the game in the page.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, expect

import balut
from scripts.chromium import kill_browser

TEST_HOOKS = "localStorage.setItem('balut:test-hooks', '1')"
GAME_KEY = "balut:game"
MATCH_KEY = "balut:match"


def open_app(
    page: Page, wait_until_ready: Callable[[Page], None], seed: int | None = None, path: str = "/"
) -> Page:
    """Go to the app (seeded when `seed` is given) and wait until the UI is live."""
    page.add_init_script(TEST_HOOKS)
    page.goto(path if seed is None else f"{path}?test-seed={seed}")
    wait_until_ready(page)
    return page


def reload_and_continue(page: Page, wait_until_ready: Callable[[Page], None]) -> None:
    """Reload the page (once every tap so far is on screen and saved: Python answers from
    a worker) and resume the saved game from Home."""
    page.evaluate("window.balutScreen.settled()")
    page.reload()
    wait_until_ready(page)
    page.get_by_role("button", name="Continue").click()


def enter_players(page: Page, names: Sequence[str]) -> None:
    """On the setup screen: one text box per player, added as needed."""
    for index, name in enumerate(names):
        if index:
            page.get_by_role("button", name="Add player").click()
        page.get_by_role("textbox", name=f"Player {index + 1}", exact=True).fill(name)


def open_options(page: Page) -> None:
    """The setup's folded options (turn order, ties, house rules, dice, timer, match,
    stake), opened unless they are."""
    more = page.locator("details.setup-more")
    if more.get_attribute("open") is None:
        more.locator("summary").click()
    expect(more).to_have_attribute("open", "")


def start_game(page: Page, names: Sequence[str], **options: str) -> None:
    """From the home screen: enter the players, pick radio options by label, start."""
    page.get_by_role("button", name="New game").click()
    enter_players(page, names)
    if options:
        open_options(page)
    for label in options.values():
        page.get_by_role("radio", name=re.compile(f"^{label}")).check()
    page.get_by_role("button", name="Start game").click()


def roll_button(page: Page) -> Any:
    return page.get_by_role("button", name=re.compile("^Roll"))


def dice_buttons(page: Page) -> Any:
    return page.get_by_role("group", name="Dice").get_by_role("button")


def read_dice(page: Page) -> list[int]:
    """The five values the page shows, from the dice buttons' names ("Die 1: 6")."""
    labels = [dice_buttons(page).nth(i).get_attribute("aria-label") or "" for i in range(5)]
    return [int(label.rsplit(" ", 1)[1]) for label in labels]


def roll(page: Page, rolls_left_after: int) -> list[int]:
    """Press Roll and wait until the page says how many rolls are left."""
    roll_button(page).click()
    expect(page.get_by_text(re.compile(f"{rolls_left_after} rolls? left$"))).to_be_visible()
    return read_dice(page)


def row_button(page: Page, category: balut.Category) -> Any:
    return page.get_by_role("button", name=re.compile(f"^{category.label} (scores|has|is)"))


def fill(page: Page, category: balut.Category, zero: bool) -> None:
    """Tap a row: one tap, a zero too (with Confirm cross-outs off, as by default, the
    app asks nothing)."""
    row_button(page, category).click()
    if zero:
        expect(page.get_by_role("dialog")).to_have_count(0)


def best_category(sheet: balut.ScoreSheet, dice: Sequence[int]) -> balut.Category:
    """A simple policy: the open row where these dice score most (ties: sheet order)."""
    potential = sheet.potential(dice)
    return max(potential, key=lambda c: potential[c])


def nearly_finished_game() -> balut.Game:
    """Two players, every box filled but the last one (built with the core; each keeps
    the commonest face twice, so their points differ)."""
    game = balut.Game(["Ann", "Bo"], seed=4)
    while game.sheet("Ann").filled_count() + game.sheet("Bo").filled_count() < 55:
        dice = game.roll()
        for _ in range(2):
            face = Counter(dice).most_common(1)[0][0]
            dice = game.roll([i for i, value in enumerate(dice) if value == face])
        game.score(best_category(game.sheet(game.current_player), dice))
    return game


def play_a_tap(page: Page, choose: random.Random) -> None:
    """One tap a player might make now (roll, hold or a box, then the hand-off), waited
    for until the page shows its result."""
    saved = saved_game(page)["game"]
    game = balut.Game.from_dict(saved)
    if game.dice is None or (game.rolls_left and choose.random() < 0.4):
        roll(page, game.rolls_left - 1)
    elif game.rolls_left and choose.random() < 0.5:
        # Never the die tapped last: a second tap soon after holds every die of its face.
        last = saved["log"][-1] if saved["log"] else {}
        dice = [i for i in range(5) if last.get("action") != "hold" or last.get("die") != i]
        die = dice_buttons(page).nth(choose.choice(dice))
        pressed = die.get_attribute("aria-pressed")
        die.click()
        expect(die).to_have_attribute("aria-pressed", "false" if pressed == "true" else "true")
    else:
        sheet = game.sheet(game.current_player)
        category = best_category(sheet, game.dice)
        row_button(page, category).click()  # (a zero too: one tap)
        expect(page.get_by_role("heading", name=re.compile("^Pass to "))).to_be_visible()
        after = balut.Game.from_dict(saved_game(page)["game"]).current_player
        page.get_by_role("button", name=f"Start {after}'s turn").click()
        expect(page.get_by_role("heading", name=f"{after}'s turn")).to_be_visible()


def saved_game(page: Page, key: str = GAME_KEY) -> dict[str, Any]:
    """The UI's saved-game (or, under the match key, saved-match) record, inside the
    storage envelope (once every tap so far is on screen and saved)."""
    page.evaluate("window.balutScreen.settled()")
    raw = page.evaluate(f"localStorage.getItem('{key}')")
    assert raw, f"nothing saved under {key}"
    data: dict[str, Any] = json.loads(raw)["data"]
    return data


def journaled_save(page: Page) -> dict[str, Any]:
    """The game as the page saved it, once the saves' journal has it on disk."""
    page.evaluate("balutSaves.settled()")
    return saved_game(page)


def kill_and_reopen(
    launch: Callable[[], BrowserContext], profile: Path, wait_until_ready: Callable[[Page], None]
) -> Page:
    """SIGKILL the browser running on `profile` (as a phone's memory manager does: what it
    had not yet written to disk is lost), launch it again on it and open the app."""
    kill_browser(profile)
    return open_app(launch().pages[0], wait_until_ready)


def expect_reopened_as(page: Page, seen: dict[str, Any]) -> None:
    """The app holds exactly the game `seen` (a `saved_game`), and Continue resumes it."""
    assert saved_game(page)["game"] == seen["game"]
    game = balut.Game.from_dict(seen["game"])
    page.get_by_role("button", name="Continue").click()
    expect(page.get_by_role("heading", name=f"{game.current_player}'s turn")).to_be_visible()
    expect(page.get_by_text(f"Round {game.round}/28")).to_be_visible()


def save_envelope(data: dict[str, Any] | list[Any]) -> str:
    """localStorage text for a saved record: the storage's `{"schema": 1, "data": ...}`."""
    return json.dumps({"schema": 1, "data": data})


def game_save(
    game: balut.Game, screen: str = "turn", stake: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The controller's saved-game record for `game`, resumed on `screen` (`stake`: what
    the table plays for, as `Stake.to_dict` gives it; a save made before stakes has none)."""
    saved = {"format": 1, "game": game.to_dict(), "screen": screen, "last_fill": None}
    return {**saved, "timer": None, **({"stake": stake} if stake else {})}


def match_save(match: balut.Match, screen: str = "turn") -> dict[str, Any]:
    """The controller's saved-match record for `match`, resumed on `screen`."""
    return {
        "format": 1,
        "id": "m1",
        "match": match.to_dict(),
        "screen": screen,
        "last_fill": None,
        "timer": None,
    }


def game_envelope(
    game: balut.Game, screen: str = "turn", stake: dict[str, Any] | None = None
) -> str:
    """localStorage text for a saved game in the UI's format (to start a test mid-game)."""
    return save_envelope(game_save(game, screen, stake))


def preload(page: Page, key: str, value: str) -> None:
    """Store `value` under `key` at the next load of this page, before the app starts
    (once: later reloads find what the app saved)."""
    flag = json.dumps(f"preloaded:{key}:{hashlib.sha1(value.encode()).hexdigest()}")
    page.add_init_script(
        f"if (!sessionStorage.getItem({flag})) {{"
        f" localStorage.setItem({json.dumps(key)}, {json.dumps(value)});"
        f" sessionStorage.setItem({flag}, '1'); }}"
    )


def open_saved(
    page: Page, wait_until_ready: Callable[[Page], None], key: str, data: dict[str, Any]
) -> Page:
    """Open the app with `data` (a `game_save` or `match_save`) saved under `key` and
    resume it through Home > Continue. The save carries its dice generator's state, so
    the CPython object it was made from predicts every later roll."""
    preload(page, key, save_envelope(data))
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="Continue").click()
    page.evaluate("window.balutScreen.settled()")  # (the game is on screen)
    return page


def play_state(saved: dict[str, Any]) -> Any:
    """What play changes in a `to_dict()` of a game or match (dice generator, sheets,
    turn), without the action log: a hold tapped in the page is logged, a `keep=` not."""
    if saved["kind"] == "balut.match":
        return saved["rng"], [game["state"] for game in saved["games"]]
    return saved["state"]


def skip_ahead(
    page: Page,
    wait_until_ready: Callable[[Page], None],
    mirror: balut.Game | balut.Match,
    play_on: Callable[[], object],
    key: str = GAME_KEY,
    screen: str = "turn",
) -> None:
    """Reload the page, having jumped ahead in its game: check that the page saved the
    mirror's state and the `screen` it is on, let `play_on` play the mirror on in CPython,
    put the result in the page's own save under `key` (same match id and everything else)
    and reload and Continue: the page resumes on `screen`, exactly the game it was playing,
    only later."""
    field = "match" if isinstance(mirror, balut.Match) else "game"
    saved = saved_game(page, key)
    assert play_state(saved[field]) == play_state(mirror.to_dict())
    assert saved["screen"] == screen
    play_on()
    data = {**saved, field: mirror.to_dict(), "screen": screen, "last_fill": None, "timer": None}
    # Stored by the next load itself: the page saves its own game as it unloads.
    preload(page, key, save_envelope(data))
    reload_and_continue(page, wait_until_ready)


def horizontal_overflow(page: Page) -> int:
    """How many CSS pixels the page is wider than the viewport (0 = no sideways scroll)."""
    result: int = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    return result


def small_targets(page: Page) -> list[str]:
    """Visible buttons, inputs and summaries smaller than 44x44 CSS px (with their names)."""
    found: list[str] = page.evaluate(
        """() => [...document.querySelectorAll(
              '#app button, #app input, #app summary, #app select, #app a[href]')]
           .filter(el => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden')
           .map(el => {
              const r = el.getBoundingClientRect();
              // A radio or checkbox is tapped through its whole label.
              const box = ['radio', 'checkbox'].includes(el.type)
                ? el.closest('label').getBoundingClientRect() : r;
              return [el.getAttribute('aria-label') || el.textContent.trim() || el.id,
                      box.width, box.height];
           })
           .filter(([, w, h]) => w < 44 || h < 44)
           .map(([name, w, h]) => `${name} ${Math.round(w)}x${Math.round(h)}`)"""
    )
    return found
