"""Effects as values: what a tap asks of the page besides a new screen (focus, a buzz, the
share sheet, a file, a picture, a timer for the check code or the records' upkeep, keeping
the data) comes back from `Controller.perform` and reaches the page once, in the tap's
frame; nothing of it stays in the state."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

from fakes import FakeLocalStorage, new_controller, set_up_and_start
from test_app_frames import Browser, start_game
from test_stakes import play_to_the_last_box

from balut.record import check_code, record_of
from balut.settle import scores_of, settle
from balut.web.app import BALUT_BUZZ, ROLL_BUZZ, UPKEEP_PAUSE_MS
from balut.web.backup_check import BackupCheck
from balut.web.boxes import fill_arg
from balut.web.effects import Buzz, Focus, MakeProof, Persist, Upkeep
from balut.web.features.outcome import PERSIST_AT_GAMES
from balut.web.stakes import money
from balut.web.state import Screen, UiState
from balut.web.storage import Storage
from tests.backups import good_backup
from tests.histories import history


def finish(browser: Browser) -> dict[str, Any]:
    """Ann's solo game played to its last box in the core; the last box by a tap."""
    game = browser.app.controller.session.game()
    play_to_the_last_box(game, random.Random(3))
    browser.tap("roll")
    slot = game.sheet(0).open_slots()[0]
    frame = browser.tap("fill", fill_arg(slot[0], jackpot=slot[1], crossed=True))
    if browser.app.controller.state.confirm is not None:
        frame = browser.tap("confirm")
    return frame


def test_no_one_shot_command_is_kept_in_the_state() -> None:
    fields = {f.name for f in dataclasses.fields(UiState)}
    gone = {"focus", "outbox", "outfile", "picture", "persist_due", "proof_due"}
    assert not fields & {*gone, "celebrate", "history_pending", "page_url"}
    assert len(fields) <= 25


def test_the_first_frame_starts_the_records_upkeep_and_each_step_asks_for_the_next() -> None:
    browser = Browser()
    assert ["upkeep", UPKEEP_PAUSE_MS] in browser.frames[0]["timers"]
    frame = browser.send({"type": "timer", "name": "upkeep"})
    assert ["upkeep", UPKEEP_PAUSE_MS] not in frame.get("timers", [])  # nothing left to do


def test_a_roll_buzzes_unless_vibration_is_off() -> None:
    browser = Browser()
    start_game(browser, ["Ann"])
    frame = browser.tap("roll")
    assert frame["vibrate"] in (ROLL_BUZZ, BALUT_BUZZ)
    browser.tap("home")
    browser.send({"type": "edit", "field": "vibration", "arg": "", "value": "off"})
    browser.tap("continue")
    assert "vibrate" not in browser.tap("roll")


def test_a_bots_rolls_never_buzz_the_phone() -> None:
    """Only a person's own roll buzzes: a bot's rolls come from the page's timer."""
    browser = Browser()
    start_game(browser, ["Ann"], bots=1)
    browser.tap("roll-off-done")
    steps: list[dict[str, Any]] = []

    def bot_plays() -> None:
        while browser.frames[-1].get("bot") is not None and len(steps) < 40:
            steps.append(browser.send({"type": "timer", "name": "bot-step"}))

    bot_plays()  # (when the bot opens)
    browser.tap("start-turn")
    assert "vibrate" in browser.tap("roll")
    game = browser.app.controller.state.game
    assert game is not None
    browser.tap("fill", fill_arg(game.suggested_scratch()[0], crossed=True))
    bot_plays()
    assert steps and game.current_player == "Ann"  # the bot played its turn
    assert all("vibrate" not in frame for frame in steps)


def test_a_finished_game_asks_for_its_proof_and_once_to_keep_the_data() -> None:
    browser = Browser()
    start_game(browser, ["Ann"])
    frame = finish(browser)
    assert ["make-proof", 0] in frame["timers"] and frame["persist"] is True
    again = browser.send({"type": "timer", "name": "make-proof"})
    assert browser.app.controller.state.proofs.proof is not None
    assert "make-proof" not in json.dumps(again.get("timers", []))
    browser.tap("play-again")
    frame = finish(browser)
    assert ["make-proof", 0] in frame["timers"] and "persist" not in frame  # (asked once)


def test_the_browser_is_asked_again_to_keep_the_data_as_history_grows() -> None:
    local = FakeLocalStorage()
    stored = Storage(local)
    entry = history([["Cy"]], seed=4)[0]
    stored.replace_history([{**entry, "id": f"g{n:03d}"} for n in range(PERSIST_AT_GAMES[1] - 1)])
    local.setItem("balut:persist-asked", '{"schema": 1, "data": true}')  # after game 1
    browser = Browser(local)
    start_game(browser, ["Ann"])
    assert finish(browser)["persist"] is True  # the 100th game
    assert Storage(local).persist_asked_at() == PERSIST_AT_GAMES[1]
    browser.tap("play-again")
    assert "persist" not in finish(browser)  # (the 101st: asked at 100 already)


def test_share_a_file_and_a_picture_go_to_the_page_within_the_tap() -> None:
    browser = Browser()
    start_game(browser, ["Ann"])
    finish(browser)
    browser.send({"type": "timer", "name": "make-proof"})
    title, text, url = browser.tap("share-result")["share"]
    assert url.startswith("http://127.0.0.1/#") and "Check code" in text and title
    name, title, *_ = json.loads(browser.tap("share-picture")["sharePicture"]).values()
    assert name.endswith(".png") and title
    browser.tap("stats")
    name, mime, text = browser.tap("export-backup")["saveFile"]
    assert name.startswith("balut-backup-") and mime == "application/json"
    assert json.loads(text)["kind"] == "balut.backup"


def test_perform_returns_the_effects_it_paints() -> None:
    controller = new_controller(FakeLocalStorage())
    assert Upkeep() in controller.take_effects()
    painted: list[object] = []
    controller.paint = painted.extend
    assert controller.perform("new-game") == []
    effects = controller.perform("add-player")
    assert effects == [Focus("#player-2")] and painted == effects
    set_up_and_start(controller, ["Ann"])
    assert [e for e in controller.perform("roll") if isinstance(e, Buzz)] != []
    assert not {MakeProof(), Persist()} & set(controller.perform("hold-all"))


def test_a_files_check_asks_for_its_next_step_with_no_pause(monkeypatch: Any) -> None:
    browser = Browser()
    browser.send({"type": "timer", "name": "upkeep"})  # (the records' upkeep: done)
    ticks = iter(range(1000))
    step = BackupCheck.step
    monkeypatch.setattr(BackupCheck, "step", lambda self: step(self, 0.5, lambda: next(ticks)))
    frame = browser.send({"type": "file-read", "text": json.dumps(good_backup())})
    assert ["upkeep", 0] in frame["timers"]  # one game of two checked: the next at once
    frame = browser.send({"type": "timer", "name": "upkeep"})
    assert not any(name == "upkeep" for name, _ms in frame.get("timers", []))
    assert browser.app.controller.state.backup.preview is not None


def test_the_picture_carries_the_check_code_and_at_game_over_the_settle_up_lines() -> None:
    browser = Browser()
    browser.tap("new-game")
    for index, name in enumerate(["Ann", "Bo", "Cy"]):
        if index:
            browser.tap("add-player")
        browser.send({"type": "edit", "field": "name", "arg": str(index), "value": name})
    for key, value in (("stake", "0.50"), ("stake-unit", "€"), ("loser-buys", "on")):
        browser.send({"type": "edit", "field": "play", "arg": key, "value": value})
    browser.tap("start-game")
    game = browser.app.controller.session.game()
    play_to_the_last_box(game, random.Random(3))
    browser.tap("start-turn")
    browser.tap("roll")
    slot = game.sheet(game.current_index).open_slots()[0]
    browser.tap("fill", fill_arg(slot[0], jackpot=slot[1], crossed=True))
    if browser.app.controller.state.confirm is not None:
        browser.tap("confirm")
    assert browser.app.controller.state.screen is Screen.GAME_OVER
    # Tapped before the check code's own task has run: the picture makes it.
    picture = json.loads(browser.tap("share-picture")["sharePicture"])
    code = f"Check code: {check_code(record_of(game))}"
    assert picture["code"] == code and code in browser.words()
    payments = [
        f"{p.payer} pays {p.payee} {money(p.amount, '€')}" for p in settle(scores_of(game), 50)
    ]
    [bottom] = [s.player for s in game.standings() if s.place == len(game.players)]
    assert picture["settle"] == [
        "Settle up",
        "Stake: 0.50 € a point",
        *payments,
        f"{bottom} buys the round",
    ]
    # The same game from the history: its check code, and no stake (no record keeps one).
    browser.tap("history")
    entry = browser.app.controller.state.history.entries[0]["id"]
    browser.tap("open-history", entry)
    picture = json.loads(browser.tap("share-picture")["sharePicture"])
    assert picture["code"] == code and picture["settle"] == []
