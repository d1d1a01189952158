"""The app as it runs in the worker: events in as data, frames out (balut.web.app).

`Browser` does with each frame what static/js/screen.js does: it replays the ops on a
page model (test_dom_patch.Page), makes the writes in a localStorage with a quota in
the same step (the history archive's in an archive of their own, each answered by
`archived`), and sends a write the storage refused back as `write-failed`."""

from __future__ import annotations

import json
import re
from typing import Any

from fakes import FakeLocalStorage, words_read
from test_dom_patch import Page

from balut import puzzle, strategy
from balut.strategy import search
from balut.web import app as web_app
from balut.web.app import dice_seed
from balut.web.backup import backup_text
from balut.web.bots import PACE_MS
from balut.web.boxes import fill_arg
from balut.web.controller import Controller
from balut.web.features import puzzle as puzzle_play
from balut.web.protocol import (
    APP_ENTRY,
    ARCHIVE_PREFIX,
    GAME_KEY,
    SETTLE_MS,
    SETTLE_ROLL_MS,
    START_SCREEN_KEY,
)
from balut.web.screens import render
from balut.web.storage import Storage
from balut.web.vdom import to_data
from tests.histories import history


class Browser:
    def __init__(self, local: FakeLocalStorage | None = None, **page: Any) -> None:
        self.local = local or FakeLocalStorage()
        self.archive: dict[str, str] = {}  # the history's archive (static/js/archive.js)
        self.told: list[dict[str, Any]] = []  # its answers, sent once a frame is applied
        self.batch = 0  # the last frame's `batch` (the archive's answers say it)
        self.page = Page()
        self.now = 1_000_000.0
        self.frames: list[dict[str, Any]] = []
        self.starts = 0
        limit = None
        while True:  # as screen.js: a first frame whose writes do not fit starts again
            self.starts += 1
            message = {
                "type": "start",
                "saves": {**self.local.items, **self.archive},
                "limit": limit,
                "lang": "en",
                "pageUrl": "http://127.0.0.1/",
                "hash": "",
                "search": "",
                "testHooks": "1",
                "historyState": None,
                "visible": True,
                **self.clocks(),
                **page,
            }
            self.app, frame = web_app.start(json.loads(json.dumps(message)))
            refused = self.write(frame["writes"], undo=True)
            if refused is None:
                break
            limit = refused["limit"]
        self.frames.append(frame)
        self.page.apply(frame["ops"])
        self.batch = frame.get("batch", self.batch)
        self.tell()

    def clocks(self) -> dict[str, float]:
        """What every event carries, as screen.js sends it: the page's clocks (here one
        figure, moved by `think`)."""
        return {"now": self.now, "monotonic": self.now}

    def send(self, event: dict[str, Any]) -> dict[str, Any]:
        frame = self.app.handle(json.loads(json.dumps({**event, **self.clocks()})))
        self.apply(frame)
        return frame

    def tap(self, name: str, arg: str = "") -> dict[str, Any]:
        """A player's tap, on the screen the page shows (as screen.js sends one)."""
        view = self.frames[-1]["view"]
        return self.send({"type": "action", "name": name, "arg": arg, "view": view})

    def tap_ahead(self, name: str, arg: str = "", think_ms: float = 0) -> dict[str, Any]:
        """A player's tap `think_ms` after Python answered the likely taps ahead (as
        screen.js has it): the answer ahead is applied at once, then Python's frame for
        the tap."""
        last = self.frames[-1]
        prepared = {}
        for likely in last["likely"]:
            epoch, frame = self.app.prepare(*likely)
            assert epoch == last["epoch"]
            prepared[tuple(likely)] = frame
        self.now += think_ms
        shown = prepared.get((name, arg))
        if shown is None:
            return self.tap(name, arg)
        self.apply(shown)
        tap = {"type": "action", "name": name, "arg": arg, "view": last["view"]}
        return self.send({**tap, "prepared": True})

    def apply(self, frame: dict[str, Any]) -> None:
        frame = json.loads(json.dumps(frame))  # (what crosses to the page is JSON)
        self.frames.append(frame)
        if frame.get("rebuilt"):  # (the whole screen comes again)
            self.page = Page()
        self.page.apply(frame["ops"])
        refused = self.write(frame["writes"])
        self.batch = frame.get("batch", self.batch)
        if refused is not None:
            self.send({"type": "write-failed", "batch": frame.get("batch", 0), **refused})
        self.tell()

    def tell(self) -> None:
        """The archive's answers to the writes made so far."""
        while self.told:
            self.send({**self.told.pop(0), "batch": self.batch})

    def used(self) -> int:
        return sum(len(k) + len(v) for k, v in self.local.items.items())

    def write(self, writes: list[Any], undo: bool = False) -> dict[str, Any] | None:
        """screen.js's applyWrites: in order; the first that does not fit stops them (the
        archive's are stored at once)."""
        for key, text in writes:
            if key.startswith(ARCHIVE_PREFIX):
                if text is None:
                    self.archive.pop(key, None)
                else:
                    self.archive[key] = text
                self.told.append({"type": "archived", "key": key, "stored": True})
        writes = [write for write in writes if not write[0].startswith(ARCHIVE_PREFIX)]
        before: list[str | None] = []
        for index, (key, text) in enumerate(writes):
            before.append(self.local.getItem(key))
            try:
                if text is None:
                    self.local.removeItem(key)
                else:
                    self.local.setItem(key, text)
            except RuntimeError:  # QuotaExceededError
                old = before[index]
                limit = self.used() - (0 if old is None else len(key) + len(old))
                limit += len(key) + len(text) - 1
                if undo:
                    for back in range(index - 1, -1, -1):
                        done, value = writes[back][0], before[back]
                        if value is None:
                            self.local.removeItem(done)
                        else:
                            self.local.setItem(done, value)
                refused = writes if undo else writes[index:]
                kept = {k: self.local.getItem(k) for k, _ in refused}
                return {"refused": refused, "kept": kept, "used": self.used(), "limit": limit}
        return None

    def words(self) -> str:
        return " ".join(words_read_page(self.page.to_data()))

    def shows_the_state(self) -> bool:
        state = self.app.controller.state
        return self.page.to_data() == [to_data(node) for node in render(state)]


def words_read_page(data: list[Any]) -> list[str]:
    words: list[str] = []
    for node in data:
        if isinstance(node, str):
            words.append(node)
        else:
            words.extend(words_read_page(list(node[2:])))
    return words


def start_game(browser: Browser, names: list[str], bots: int = 0) -> None:
    browser.tap("new-game")
    for index, name in enumerate(names):
        if index:
            browser.tap("add-player")
        browser.send({"type": "edit", "field": "name", "arg": str(index), "value": name})
    for _ in range(bots):
        browser.tap("add-bot")
    browser.tap("start-game")


def test_start_paints_home_and_claims_the_tab_in_its_first_frame() -> None:
    browser = Browser()
    first = browser.frames[0]
    assert browser.shows_the_state()
    assert "New game" in browser.words()
    assert first["title"] == browser.app.controller.state.screen.document_title
    assert first["inGame"] is False
    # (and Home as the next start's shell paints it: none was stored)
    assert [key for key, _ in first["writes"]] == ["balut:tab", "balut:start-screen"]
    assert browser.local.getItem("balut:tab") is not None


def test_every_frame_carries_its_saves_so_storage_is_never_behind_the_screen() -> None:
    browser = Browser()
    start_game(browser, ["Ann", "Bo"])
    for action in ["roll-off-done", "start-turn", "roll", "roll"]:
        frame = browser.tap(action)
        assert browser.shows_the_state()
        saved = json.loads(browser.local.getItem(GAME_KEY) or "null")
        if action == "roll":
            assert any(key == GAME_KEY for key, _ in frame["writes"])
            game = browser.app.controller.state.game
            assert game is not None and saved["data"]["game"] == game.to_dict()
    # A reload starts from what the page's localStorage holds: the same game.
    again = Browser(browser.local)
    again.tap("continue")
    assert again.app.controller.state.game == browser.app.controller.state.game


def test_history_entries_focus_and_timers_are_asked_of_the_page() -> None:
    browser = Browser()
    frame = browser.tap("rules")
    assert frame["history"] == "push" and frame["scrollTop"] is True
    assert frame["focus"] == "#screen-title"
    frame = browser.send({"type": "popstate", "state": None})  # Back, out of the app's entry
    assert "New game" in browser.words() and "history" not in frame
    browser.tap("rules")
    frame = browser.tap("home")  # leaving by a tap: the app takes its entry back
    assert frame["history"] == "back"
    assert "history" not in browser.send({"type": "popstate", "state": None})
    reloaded = Browser(historyState=APP_ENTRY)  # reloaded on the app's entry, at Home
    assert reloaded.frames[0]["history"] == "back"
    start_game(browser, ["Ann"], bots=1)
    browser.tap("roll-off-done")
    browser.tap("start-turn")
    for _ in range(3):
        browser.tap("roll")
    game = browser.app.controller.state.game
    assert game is not None
    frame = browser.tap("fill", fill_arg(game.suggested_scratch()[0], crossed=True))
    assert frame["bot"] in PACE_MS.values()  # the bot's turn: its pace
    steps = 0
    while browser.frames[-1].get("bot") is not None and steps < 20:  # the page's timer fires
        before = game.to_dict()
        browser.send({"type": "timer", "name": "bot-step"})
        assert browser.shows_the_state()
        steps += 1
        assert game.to_dict() != before or browser.frames[-1]["ops"]  # each step shows
    assert 0 < steps < 20 and game.current_player == "Ann"  # the bot's turn is over


def test_a_tap_on_a_screen_changed_since_is_dropped() -> None:
    browser = Browser()
    browser.tap("new-game")
    browser.send({"type": "edit", "field": "name", "arg": "0", "value": "Ann"})
    browser.tap("add-player")
    browser.send({"type": "edit", "field": "name", "arg": "1", "value": "Bo"})
    seen = browser.frames[-1]["view"]  # the setup screen, as the page shows it
    start = {"type": "action", "name": "start-game", "arg": "", "view": seen}
    first = browser.send(start)
    assert first["ops"] and first["view"] == seen + 1
    game = browser.app.controller.state.game
    # A double tap: its second tap was made on the setup screen too, before the game's
    # frame came. It is dropped: no second game, the first not sent to History.
    second = browser.send(start)
    assert second["ops"] == [] and second["writes"] == [] and second["view"] == seen + 1
    assert browser.app.controller.state.game is game
    assert browser.app.controller.storage.history() == []
    # A tap on the screen as it is now is made.
    assert browser.send({"type": "action", "name": "roll-off-done", "view": seen + 1})["ops"]


def test_a_frame_that_changes_what_is_under_the_finger_says_so() -> None:
    browser = Browser()
    assert "settle" not in browser.frames[0]  # the first screen: nothing was there
    start_game(browser, ["Ann", "Bo"])
    assert browser.frames[-1].get("settle") == SETTLE_MS  # another screen
    assert browser.tap("roll-off-done").get("settle") == SETTLE_MS
    browser.tap("start-turn")
    assert browser.tap("roll").get("settle") == SETTLE_ROLL_MS  # the dice rolled
    assert "settle" not in browser.tap("toggle-die", "0")  # a die held: the same screen
    # Not after a bot's step: the player may tap Home or Scoreboard while a bot plays.
    bots = Browser()
    start_game(bots, ["Ann"], bots=1)
    bots.tap("roll-off-done")
    if bots.frames[-1].get("bot") is None:  # Ann plays first: a box, then the bot's turn
        bots.tap("start-turn")
        bots.tap("roll")
        game = bots.app.controller.state.game
        assert game is not None
        bots.tap("fill", fill_arg(game.suggested_scratch()[0], crossed=True))
    steps = 0
    while bots.frames[-1].get("bot") is not None and steps < 30:
        assert "settle" not in bots.send({"type": "timer", "name": "bot-step"})
        steps += 1
    assert steps


def test_a_refused_write_is_not_made_again_over_a_newer_one() -> None:
    local = FakeLocalStorage()
    browser = Browser(local)
    start_game(browser, ["Ann", "Bo"])
    browser.tap("roll-off-done")
    browser.tap("start-turn")
    local.setItem("other-site-data", "x" * 3000)
    local.quota = browser.used() + 5  # no room for a roll's save
    # Two rolls answered before the page applied the first one's frame.
    roll = {"type": "action", "name": "roll", "arg": "", **browser.clocks()}
    first, second = browser.app.handle(dict(roll)), browser.app.handle(dict(roll))
    browser.page.apply(first["ops"])
    refused = browser.write(first["writes"])
    assert refused is not None and GAME_KEY in dict(refused["refused"])
    local.removeItem("other-site-data")  # room again (another app's data went)
    browser.page.apply(second["ops"])
    assert browser.write(second["writes"]) is None
    browser.send({"type": "write-failed", "batch": first["batch"], **refused})
    # The first roll's save is not made again over the second's: storage shows the screen.
    saved = json.loads(local.getItem(GAME_KEY) or "{}")["data"]["game"]
    game = browser.app.controller.state.game
    assert game is not None and saved == game.to_dict() and len(game.to_dict()["log"]) > 1
    assert browser.shows_the_state()


def test_the_coach_plans_a_persons_turn_after_its_frame_not_in_the_next_tap() -> None:
    search._PLANS.clear()  # (plans are cached per process: other tests built this one)
    browser = Browser()
    start_game(browser, ["Ann"])
    game = browser.app.controller.state.game
    assert game is not None
    asked = [frame for frame in browser.frames if ["prepare-coach", 0] in frame.get("timers", [])]
    assert asked and not strategy.prepared(game)  # asked of the page, not done in the tap
    frame = browser.send({"type": "timer", "name": "prepare-coach"})
    assert strategy.prepared(game) and frame["ops"] == []
    assert ["prepare-coach", 0] not in browser.tap("roll").get("timers", [])  # once a turn


def test_a_save_the_page_refuses_first_drops_the_start_screen() -> None:
    local = FakeLocalStorage()
    browser = Browser(local)
    start_game(browser, ["Ann", "Bo"])
    browser.tap("roll-off-done")
    browser.tap("start-turn")
    browser.tap("roll")
    assert START_SCREEN_KEY in local.items
    # A box's save grows the game by ~7.6k (its undo snapshot); Home's copy is ~2.9k: the
    # save fits only once that copy has made room.
    local.quota = browser.used() + 5500
    game = browser.app.controller.state.game
    assert game is not None
    frame = browser.tap("fill", fill_arg(game.suggested_scratch()[0], crossed=True))
    written = [key for key, _ in frame["writes"]]
    assert written.index(GAME_KEY) < written.index(START_SCREEN_KEY)  # both were due
    # The save went in once Home's copy made room; that copy, out of date, is gone.
    assert START_SCREEN_KEY not in local.items
    assert json.loads(local.getItem(GAME_KEY) or "{}")["data"]["game"] == game.to_dict()
    assert not browser.app.controller.storage.memory_only
    assert "memory" not in browser.words() and "removed" not in browser.words()


def test_a_save_the_page_refuses_removes_no_game_and_stays_in_memory() -> None:
    local = FakeLocalStorage()
    store = Storage(local)
    for n in range(6):
        store.add_to_history({"n": n, "pad": "y" * 300})
    local.quota = sum(len(k) + len(v) for k, v in local.items.items()) + 7800  # a game: ~7.7k
    browser = Browser(local)
    start_game(browser, ["Ann", "Bo"])
    browser.tap("roll-off-done")
    words = browser.words()
    assert "your game is kept only until you close the app" in words and "Export backup" in words
    assert len(json.loads(local.getItem("balut:history") or "{}")["data"]) == 6
    game = browser.app.controller.state.game
    assert game is not None and browser.app.controller.storage.load_game() is not None
    # No room at all: the game goes on in memory, with the warning; the copy refuses at once.
    tight = FakeLocalStorage(quota=60)
    browser = Browser(tight)
    start_game(browser, ["Ann", "Bo"])
    assert "kept only until you close the app" in browser.words()
    assert GAME_KEY not in tight.items
    assert browser.tap("roll-off-done")["writes"] == []  # (refused by the copy: nothing sent)


def test_another_tabs_writes_reach_the_copy_and_stop_this_tab() -> None:
    browser = Browser()
    start_game(browser, ["Ann", "Bo"])
    browser.send({"type": "storage", "key": "balut:names", "value": '{"schema":1,"data":["Cy"]}'})
    assert browser.app.controller.storage.remembered_names() == ["Cy"]
    assert "another tab" not in browser.words()
    browser.send({"type": "storage", "key": "balut:tab", "value": '{"schema":1,"data":"x"}'})
    assert "Balut is open in another tab" in browser.words()


def test_edits_never_type_over_what_the_field_shows() -> None:
    browser = Browser()
    browser.tap("new-game")
    field = next(
        node_id
        for node_id, node in browser.page.nodes.items()
        if node.attrs.get("data-field") == "name"
    )
    frame = browser.send(
        {"type": "edit", "field": "name", "arg": "0", "value": "An", "node": field, "shown": "An"}
    )
    assert not [op for op in frame["ops"] if op[0] == "prop" and op[1] == field]
    assert browser.shows_the_state()


def test_visibility_ticks_and_words_of_each_frame() -> None:
    browser = Browser()
    frame = browser.send({"type": "visibility", "visible": False})
    assert browser.app.controller.session.clock.visible is False and frame["ops"] == []
    assert words_read  # (the shared helper reads rendered trees; frames are read as data)
    assert browser.send({"type": "tick"})["ops"] == []


def test_the_test_hook_seeds_only_with_both_switches() -> None:
    assert dice_seed("1", "?test-seed=23") == 23
    assert dice_seed("1", "?a=b&test-seed=7") == 7
    assert dice_seed(None, "?test-seed=23") is None
    assert dice_seed("1", "?test-seed=x") is None
    assert dice_seed("1", "") is None


def test_damaged_values_at_start_end_as_they_would_with_storage_on_the_page() -> None:
    """A backup that does not fit leaves its value in place (nothing is lost): the page
    undoes the first frame's writes and Python starts again knowing the room there is,
    so storage, words and all come out as with localStorage at hand (the old app)."""
    values = {
        "balut:settings": "{" + "x" * 3000,  # damaged, and too big to copy
        "balut:names": "[1",  # damaged, small: copied
        "balut:game": '{"schema": 1, "data": {"nonsense": 1}}',
    }
    quota = sum(len(k) + len(v) for k, v in values.items()) + 2000

    def stored(local: FakeLocalStorage) -> dict[str, str]:
        return {
            re.sub(r":\d{8}T\d{6}Z(-\d+)?$", ":<stamp>", k): v
            for k, v in local.items.items()
            if k != "balut:tab"
        }

    direct = FakeLocalStorage(quota)
    direct.items.update(values)
    storage = Storage(direct)
    storage.claim_tab()
    words = " ".join(words_read_page([to_data(n) for n in render(Controller(storage).state)]))
    paged = FakeLocalStorage(quota)
    paged.items.update(values)
    browser = Browser(paged)
    # (started again, knowing the room better each time: Home's copy fits the first
    # estimate of the room, not the room)
    assert browser.starts == 3
    assert stored(paged) == stored(direct)
    assert paged.items["balut:settings"] == values["balut:settings"]  # left in place
    assert browser.words() == words
    assert "left in place" in words


def test_an_import_the_page_refuses_later_is_undone_whole() -> None:
    """The worker's copy takes the import; the page's localStorage refuses it: nothing of
    it stays, no game here is removed, and the screen says "No room" with the figures."""
    local = FakeLocalStorage()
    Storage(local).replace_history(history([["Cy", "Di"]] * 8, seed=17))
    source = Storage(FakeLocalStorage())
    source.replace_history(history([["Ann", "Bo"]] * 8, seed=16))
    source.remember_names(["Ann", "Bo"])
    before = dict(local.items)
    browser = Browser(local)
    local.quota = browser.used() + 2000  # room for the screens' writes, not for the games
    browser.tap("history")
    browser.send({"type": "file-read", "text": backup_text(source, "2026-12-01T20:00:00+00:00")})
    for _step in range(100):  # (the file is checked in steps)
        if browser.app.controller.state.backup.preview is not None:
            break
        browser.send({"type": "timer", "name": "upkeep"})
    browser.tap("add-backup")
    assert {k: v for k, v in local.items.items() if k in before} == before
    error = browser.app.controller.state.backup.error
    assert error is not None and error.key == "backup.error.no_room"
    assert "No room: nothing changed" in browser.words()
    assert len(browser.app.controller.storage.history()) == 8
    assert browser.shows_the_state()


def test_todays_puzzle_is_drawn_ahead_while_home_shows_then_opens_at_once() -> None:
    browser = Browser(zone=-60)  # 1970-01-01 00:16 UTC: still 31 December there
    day = "1969-12-31"
    asked = ["prepare-puzzle", puzzle_play.PREPARE_AFTER_MS]
    assert asked in browser.frames[0]["timers"] and not puzzle.is_drawn(day)
    frame = browser.send({"type": "timer", "name": "prepare-puzzle"})
    assert puzzle.is_drawn(day) and frame["ops"] == [] and asked not in frame.get("timers", [])
    browser.tap("puzzle")
    assert browser.app.controller.state.puzzle.shown is puzzle.puzzle_for(day)
