"""Nothing lost: a game or match that a new one replaces goes to History as unfinished,
and can be reopened and continued from there (browser-free)."""

from __future__ import annotations

import json
from typing import Any

from fakes import FakeLocalStorage, PageClock, new_controller, page_html, play

import balut
from balut.web import records
from balut.web.backup import read_backup
from balut.web.boxes import fill_arg
from balut.web.controller import Controller
from balut.web.effects import SaveFile
from balut.web.i18n import word
from balut.web.state import Screen
from balut.web.storage import Storage


def start(controller: Controller, names: list[str], **fields: str) -> balut.Game:
    """New game (confirmed when one is running), names typed, Start game."""
    play(controller, "new-game")
    if controller.state.confirm is not None:
        play(controller, "confirm")
    assert controller.state.screen is Screen.SETUP
    for index, name in enumerate(names):
        if index >= len(controller.state.setup.names):
            play(controller, "add-player")
        controller.edit("name", str(index), name)
    for index in range(len(names), len(controller.state.setup.names))[::-1]:
        play(controller, "remove-player", str(index))
    for key, value in fields.items():
        controller.edit("play", key, value)
    play(controller, "start-game")
    game = controller.state.game
    assert game is not None
    if controller.state.screen is Screen.ROLL_OFF:
        play(controller, "roll-off-done")
    return game


def turn(controller: Controller, game: balut.Game) -> None:
    """One turn: a roll and the first open row scored, then the hand-off passed."""
    play(controller, "roll")
    row = next(c for c in balut.Category if game.sheet(game.current_index).open_boxes(c))
    play(controller, "fill", fill_arg(row, crossed=False))
    if controller.state.confirm is not None:
        play(controller, "confirm")
    if controller.state.screen is Screen.HANDOFF:
        play(controller, "start-turn")


def ann_and_bo(backend: FakeLocalStorage | None = None) -> tuple[Controller, balut.Game]:
    """Ann and Bo in round 2, Ann's dice rolled."""
    controller = new_controller(backend or FakeLocalStorage(), seed=5, clock=PageClock())
    game = start(controller, ["Ann", "Bo"])
    turn(controller, game)
    turn(controller, game)
    play(controller, "roll")
    assert game.round == 2
    return controller, game


def only_entry(controller: Controller) -> dict[str, Any]:
    [entry] = controller.storage.history()
    return entry


def replace_by_a_new_game(controller: Controller) -> None:
    """New game, confirmed, and a solo game started in place of the one in progress."""
    assert controller.state.game_in_progress()
    start(controller, ["Zed"], match="single")
    assert controller.state.game is not None and controller.state.game.players == ("Zed",)


def test_new_game_names_the_game_in_progress_before_it_goes_to_history() -> None:
    controller, game = ann_and_bo()
    play(controller, "home")
    play(controller, "new-game")
    confirm = controller.state.confirm
    assert confirm is not None and controller.state.screen is Screen.HOME
    rounds = game.total_rounds
    assert word(confirm.message) == (
        f"Once the new game starts, \u201cAnn and Bo, round 2 of {rounds}\u201d goes to "
        "History as unfinished. You can continue it from there."
    )
    assert f"Ann and Bo, round 2 of {rounds}" in page_html(controller)
    play(controller, "cancel")  # nothing happens
    assert controller.state.game is game and controller.storage.history() == []


def test_an_abandoned_game_is_listed_unfinished_and_continues_as_it_was() -> None:
    backend = FakeLocalStorage()
    controller, game = ann_and_bo(backend)
    before = game.to_dict()
    play(controller, "new-game")
    play(controller, "confirm")
    assert controller.state.screen is Screen.SETUP
    play(controller, "home")  # changed their mind: the game goes on until a new one starts
    assert 'data-action="continue"' in page_html(controller)
    assert controller.storage.history() == []
    replace_by_a_new_game(controller)
    entry = only_entry(controller)
    assert entry["kind"] == "unfinished" and entry["players"] == ["Ann", "Bo"]
    assert (entry["round"], entry["rounds"]) == (2, game.total_rounds)
    play(controller, "history")
    listed = page_html(controller)
    assert "Unfinished" in listed and f"round 2 of {game.total_rounds}" in listed
    assert "Ann and Bo" in listed and "Open unfinished game of" in listed
    play(controller, "open-history", entry["id"])
    shown = page_html(controller)
    assert "Unfinished game of" in shown and "Continue this game" in shown
    assert "Every sheet's boxes and row totals" in shown  # (the table's sheet of the two)
    play(controller, "continue-unfinished", entry["id"])
    play(controller, "confirm")  # (Zed's game goes to History in its place)
    continued = controller.state.game
    assert continued is not None and continued.to_dict() == before
    assert controller.state.screen is Screen.TURN
    assert [e["players"] for e in controller.storage.history()] == [["Zed"]]
    assert continued.dice == game.dice  # the dice rolled before are still on the table
    turn(controller, continued)  # and it plays on, saved as usual
    assert json.loads(backend.items["balut:game"])["data"]["game"]["log"][-1]["action"] == "score"
    reloaded = new_controller(backend)
    assert reloaded.state.game is not None and reloaded.state.game_in_progress()


def test_continuing_while_another_game_runs_asks_and_that_one_goes_to_history() -> None:
    controller, _ = ann_and_bo()
    second = start(controller, ["Cy", "Di", "Ed"])
    first_id = only_entry(controller)["id"]
    turn(controller, second)
    second_state = second.to_dict()
    play(controller, "history")
    play(controller, "continue-unfinished", first_id)
    confirm = controller.state.confirm
    assert confirm is not None and controller.state.game is second
    assert "Cy, Di and Ed, round 1 of" in word(confirm.message)
    play(controller, "confirm")
    game = controller.state.game
    assert game is not None and game.players == ("Ann", "Bo")
    [entry] = controller.storage.history()
    assert entry["kind"] == "unfinished" and entry["players"] == ["Cy", "Di", "Ed"]
    assert records.unfinished_play(entry).game.to_dict() == second_state


def test_an_unfinished_match_is_kept_and_continued_with_its_games() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend, seed=5, clock=PageClock())
    game = start(controller, ["Solo"], match="fixed", **{"match-games": "3"})
    while not game.is_over():
        play(controller, "roll")
        row = next(c for c in balut.Category if game.sheet(0).open_boxes(c))
        play(controller, "fill", fill_arg(row, crossed=True))
        play(controller, "confirm")
    play(controller, "next-game")
    turn(controller, controller.state.game or game)
    match = controller.state.match
    assert match is not None and len(match.games) == 2
    before = match.to_dict()
    play(controller, "new-game")
    confirm = controller.state.confirm
    assert confirm is not None and "Solo, match game 2, round 2 of" in word(confirm.message)
    play(controller, "cancel")
    replace_by_a_new_game(controller)
    assert "balut:match" not in backend.items and controller.state.match is None
    entries = controller.storage.history()
    assert [e.get("kind") for e in entries] == ["unfinished", None]  # and its first game
    play(controller, "history")
    assert "Match game 2 of 3" in page_html(controller)
    play(controller, "continue-unfinished", entries[0]["id"])
    play(controller, "confirm")  # (Zed's game goes to History in its place)
    again = controller.state.match
    assert again is not None and again.to_dict() == before
    assert controller.state.game is again.current_game
    assert json.loads(backend.items["balut:match"])["data"]["match"] == before


def test_stats_and_personal_bests_never_count_an_unfinished_game() -> None:
    controller, _ = ann_and_bo()
    replace_by_a_new_game(controller)
    entries = controller.storage.history()
    assert records.finished_games(entries) == [] and controller.session.records.finished() == []
    controller.session.records.upkeep()
    assert not controller.session.records.has_old_entries()
    play(controller, "home")
    play(controller, "stats")
    assert "No finished games yet: stats start with the first one." in page_html(controller)


def tamper(backend: FakeLocalStorage, change: Any) -> None:
    stored = json.loads(backend.items["balut:history"])
    change(stored["data"][0])
    backend.items["balut:history"] = json.dumps(stored)


def test_an_unfinished_entry_changed_outside_the_app_is_refused_with_the_usual_reason() -> None:
    backend = FakeLocalStorage()
    controller, _ = ann_and_bo(backend)
    replace_by_a_new_game(controller)
    entry_id = only_entry(controller)["id"]

    def better_dice(entry: dict[str, Any]) -> None:
        entry["save"]["game"]["log"][0]["dice"] = [6, 6, 6, 6, 6]

    tamper(backend, better_dice)
    reopened = new_controller(backend)
    play(reopened, "history")
    play(reopened, "open-history", entry_id)
    shown = page_html(reopened)
    assert "This game could not be read." in shown and "Continue this game" not in shown
    assert any(
        "unfinished game cannot be continued" in word(w) and "moves" in word(w)
        for w in reopened.state.warnings
    ), [word(w) for w in reopened.state.warnings]
    play(reopened, "continue-unfinished", entry_id)
    assert reopened.state.confirm is None and reopened.storage.history_entry(entry_id)
    game = reopened.state.game
    assert game is not None and game.players == ("Zed",)  # Zed's game goes on


def test_a_damaged_unfinished_entry_is_set_aside_like_any_damaged_entry() -> None:
    backend = FakeLocalStorage()
    controller, _ = ann_and_bo(backend)
    replace_by_a_new_game(controller)
    tamper(backend, lambda entry: entry.update(save=[]))
    storage = Storage(backend)
    assert storage.history() == []
    assert backend.backups() and storage.take_warnings()


def test_a_backup_with_an_unfinished_game_is_read_back() -> None:
    controller, _ = ann_and_bo()
    replace_by_a_new_game(controller)
    play(controller, "history")
    [outfile] = play(controller, "export-backup")
    assert isinstance(outfile, SaveFile)
    backup = read_backup(outfile.text)
    assert [e["kind"] for e in backup.history] == ["unfinished"]


def test_a_game_replaced_by_one_with_a_bot_and_a_stake_keeps_its_own_seats() -> None:
    """The new game's bots, colours and stake are the table's only once the game it
    replaces is in History, with its own (no bot takes over Bo's seat when continued)."""
    controller, _ = ann_and_bo()
    play(controller, "new-game")
    play(controller, "confirm")
    controller.edit("name", "0", "Cy")
    for index in range(1, len(controller.state.setup.names))[::-1]:
        play(controller, "remove-player", str(index))
    play(controller, "add-bot")
    controller.edit("play", "stake", "2")
    play(controller, "start-game")
    assert controller.state.table.bots == {1: "club"}
    assert controller.state.table.stake.per_point == 200
    [entry] = controller.storage.history()
    assert entry["save"]["bots"] == {} and entry["save"]["stake"]["per_point"] == 0
