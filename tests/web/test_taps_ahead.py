"""Taps answered ahead (balut.web.app `App.prepare`): Python answers Roll and each row to
fill on a copy of the app; the page shows such an answer at the tap, and Python, making
the tap for real, sends only what the answer ahead got wrong.

Two pages play in step, one tapping as ever and one with every likely tap answered
ahead: they must show the same, save the same, and the real tap must find nothing to
correct."""

from __future__ import annotations

import json
import random
from typing import Any

from fakes import FakeLocalStorage
from hypothesis import given, settings
from hypothesis import strategies as st
from test_app_frames import Browser, start_game

from balut.dice_source import RandomDice

# What a frame carries about the page's state; anything else is an effect to make.
FRAME_STATE = {"ops", "writes", "batch", "view", "epoch", "likely"}
THINK_MS = 700  # between the answers ahead and the tap: the game's clock moves on


def saved(browser: Browser) -> dict[str, Any]:
    """What the page's storage holds, but the tab's own claim, and the (random) ids and
    the (wall clock's) times the history gives its entries."""
    items = {k: v for k, v in browser.local.items.items() if k != "balut:tab"}
    if "balut:history" in items:
        history = json.loads(items["balut:history"])
        for entry in history["data"]:
            entry.pop("id", None)
            entry.pop("finished", None)
        items["balut:history"] = history
    return items


def next_tap(browser: Browser, choose: random.Random) -> tuple[str, str] | None:
    """A tap a player makes now: one of the likely taps, or what moves the game on."""
    state = browser.app.controller.state
    likely = browser.frames[-1]["likely"]
    if state.game is None or state.game.is_finished():
        return None
    if state.confirm is not None:
        return ("confirm", "")
    if state.screen.value == "handoff":
        return ("start-turn", "")
    if state.screen.value == "roll_off":
        return ("roll-off-done", "")
    if state.game.dice is not None and choose.random() < 0.2:
        return ("toggle-die", str(choose.randrange(5)))
    name, arg = choose.choice(likely)
    return (name, arg)


def play_in_step(names: list[str], seed: int, steps: int) -> tuple[int, bool]:
    """Play both pages in step for `steps` taps at most: the taps answered ahead, and
    whether the game is over."""
    plain, ahead = Browser(search="?test-seed=5"), Browser(search="?test-seed=5")
    for browser in (plain, ahead):
        start_game(browser, names)
    choose = random.Random(seed)
    made_ahead = 0
    for _ in range(steps):
        tap = next_tap(plain, choose)
        if tap is None:
            break
        assert ahead.frames[-1]["likely"] == plain.frames[-1]["likely"]
        was_likely = list(tap) in ahead.frames[-1]["likely"]
        plain.now += THINK_MS
        plain.tap(*tap)
        answer = ahead.tap_ahead(*tap, think_ms=THINK_MS)
        assert ahead.page.to_data() == plain.page.to_data(), tap
        assert ahead.shows_the_state()
        assert saved(ahead) == saved(plain), tap
        if was_likely:
            made_ahead += 1
            assert answer["ops"] == [], tap
            # (the last box: the history entry gets a random id, made again for real)
            assert answer["writes"] == [] or next_tap(plain, choose) is None, tap
            assert set(answer) <= FRAME_STATE, tap  # (its effects were made at the tap)
    return made_ahead, next_tap(plain, choose) is None


def test_a_solo_game_played_with_taps_answered_ahead_is_the_game_played_without() -> None:
    made_ahead, over = play_in_step(["Ann"], seed=1, steps=200)
    assert over and made_ahead > 28  # (every box, and rolls)


@settings(max_examples=4, deadline=None)
@given(players=st.integers(2, 3), seed=st.integers(0, 2**32))
def test_taps_answered_ahead_at_a_table_play_as_taps_made_for_real(players: int, seed: int) -> None:
    play_in_step(["Ann", "Bob", "Cy"][:players], seed=seed, steps=24)


def test_an_answer_ahead_the_real_tap_contradicts_is_corrected_on_the_page() -> None:
    browser = Browser(search="?test-seed=5")
    start_game(browser, ["Ann"])
    last = browser.frames[-1]
    epoch, shown = browser.app.prepare("roll", "")
    assert epoch == last["epoch"]
    browser.apply(shown)
    # The real dice differ from those the answer ahead rolled (as if it were wrong).
    game = browser.app.controller.state.game
    assert game is not None
    game.dice_source.restore(RandomDice(99).state())
    tap = {"type": "action", "name": "roll", "arg": "", "view": last["view"], "prepared": True}
    answer = browser.send(tap)
    assert answer["ops"] and answer["writes"]  # the dice, and the game saved with them
    assert browser.shows_the_state()
    assert browser.local.items["balut:game"] == browser.app.saves.getItem("balut:game")


def test_the_likely_taps_are_roll_then_each_open_row_once_no_roll_is_left() -> None:
    browser = Browser(search="?test-seed=5")
    start_game(browser, ["Ann"])
    assert browser.frames[-1]["likely"] == [["roll", ""]]
    assert browser.tap("roll")["likely"] == [["roll", ""]]  # (dice to hold first)
    browser.tap("toggle-die", "0")
    browser.tap("roll")
    likely = browser.tap("roll")["likely"]
    rows = [arg for name, arg in likely if name == "fill"]
    assert len(rows) == len(likely) == 7  # each row once, no cross-out
    assert all(not arg.endswith(":x") for arg in rows)
    browser.tap("home")
    assert browser.frames[-1]["likely"] == []


def test_no_tap_is_answered_ahead_while_a_question_is_open() -> None:
    browser = Browser(search="?test-seed=5")
    start_game(browser, ["Ann"])
    browser.app.controller.state.settings.confirm_fills = True  # (Home's "Confirm cross-outs")
    for _ in range(3):
        browser.tap("roll")
    row = browser.frames[-1]["likely"][0][1]
    assert browser.tap("fill", f"{row}:x")["likely"] == []  # Cross out …? Confirm, Cancel
    assert browser.app.controller.state.confirm is not None
    assert browser.tap("cancel")["likely"]


def test_an_event_that_changes_nothing_keeps_the_answers_ahead_and_a_change_drops_them() -> None:
    browser = Browser(search="?test-seed=5")
    start_game(browser, ["Ann"])
    last = browser.tap("roll")
    epoch, shown = browser.app.prepare("roll", "")
    quiet = browser.send({"type": "tick"})
    assert quiet["epoch"] == epoch and not quiet["ops"] and not quiet["writes"]
    browser.apply(shown)  # the tap after the tick, answered by what was prepared before it
    tap = {"type": "action", "name": "roll", "arg": "", "view": last["view"], "prepared": True}
    answer = browser.send(tap)
    assert answer["ops"] == [] and answer["writes"] == []
    assert browser.shows_the_state()
    browser.app.prepare("roll", "")
    changed = browser.tap("toggle-die", "1")
    assert changed["epoch"] > answer["epoch"] and changed["ops"]
    assert browser.app._prepared == {}


def test_a_tap_whose_answer_ahead_is_gone_has_the_whole_screen_sent_again() -> None:
    browser = Browser(search="?test-seed=5")
    start_game(browser, ["Ann"])
    last = browser.frames[-1]
    browser.apply(browser.app.prepare("roll", "")[1])
    browser.app._prepared.clear()  # (a bug: the worker lost it)
    tap = {"type": "action", "name": "roll", "arg": "", "view": last["view"], "prepared": True}
    answer = browser.send(tap)
    assert answer["rebuilt"] is True
    assert browser.shows_the_state()
    browser.tap("roll")
    assert browser.shows_the_state()


def last_box(local: FakeLocalStorage) -> tuple[Browser, list[str]]:
    """A solo game at its last box, dice rolled out: the page and the box's tap."""
    browser = Browser(local, search="?test-seed=5")
    start_game(browser, ["Ann"])
    game = browser.app.controller.state.game
    assert game is not None
    while game.round < 28 or game.dice is None or game.rolls_left:
        browser.tap(*browser.frames[-1]["likely"][0])
    return browser, browser.frames[-1]["likely"][0]


def test_a_refused_save_of_an_answer_ahead_the_real_tap_wrote_otherwise_is_not_taken_up() -> None:
    # The last box on a nearly full storage: the answer ahead and the real tap give the
    # history entry other ids, and neither fits.
    plain_local, local = FakeLocalStorage(), FakeLocalStorage()
    plain, (name, arg) = last_box(plain_local)
    browser, _ = last_box(local)
    plain_local.quota = plain.used() + 200
    plain.tap(name, arg)
    last = browser.frames[-1]
    _epoch, shown = browser.app.prepare(name, arg)
    local.quota = browser.used() + 200
    # In the page's order: the answer ahead at the tap, which is sent, then the refusal of
    # that answer's writes; then what Python answers, in order (a refusal of their writes
    # is sent in turn).
    app = browser.app
    tap = {"type": "action", "name": name, "arg": arg, "view": last["view"], "prepared": True}
    frames = [shown]
    while frames:
        frame = frames.pop(0)
        browser.frames.append(frame)
        browser.page.apply(frame["ops"])
        refused = browser.write(frame["writes"])
        if frame is shown:
            frames.append(app.handle({**tap, **browser.clocks()}))
            assert refused is not None and "balut:history" in dict(refused["refused"])
        if refused is not None:
            event = {"type": "write-failed", "batch": frame["batch"], **refused}
            frames.append(app.handle(json.loads(json.dumps({**event, **browser.clocks()}))))
    storage = browser.app.controller.storage
    page_history = json.loads(local.items.get("balut:history", '{"data": []}'))["data"]
    assert [e["id"] for e in page_history] == [e["id"] for e in storage.history()]
    assert len(storage.history()) == len(plain.app.controller.storage.history())
    assert browser.shows_the_state()
    for each in (plain, browser):
        each.tap("undo")  # Undo from Game over: the finished game leaves history again
    assert storage.history() == plain.app.controller.storage.history() == []
    assert browser.page.to_data() == plain.page.to_data()
