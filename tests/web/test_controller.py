"""The controller's contract: one path for every tap (dispatch, save, paint), an error for
an action nobody answers, one saved envelope for a game and a match, and refusals worded
from the core's error codes."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from fakes import (
    FakeLocalStorage,
    PageClock,
    focused,
    new_controller,
    page_html,
    play,
    set_up_and_start,
)

import balut
from balut.web import saved_play
from balut.web.controller import Controller, UnknownActionError
from balut.web.i18n import Msg, word
from balut.web.reasons import reason
from balut.web.state import LastFill, Screen
from balut.web.storage import Storage


def saved(backend: FakeLocalStorage, kind: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(backend.items[f"balut:{kind}"])["data"]
    return data


def started(backend: FakeLocalStorage, names: list[str], **play_options: str) -> Controller:
    controller = new_controller(backend, seed=5, clock=PageClock())
    set_up_and_start(controller, names, play_options)
    return controller


def test_an_unknown_action_raises_and_changes_nothing() -> None:
    controller = new_controller()
    with pytest.raises(UnknownActionError, match="cross-jackpot"):
        controller.dispatch("cross-jackpot", "fives")
    assert controller.state.screen is Screen.HOME and controller.state.warnings == []


def test_perform_dispatches_then_saves_then_paints() -> None:
    backend = FakeLocalStorage()
    controller = started(backend, ["Solo"])
    seen: list[tuple[Screen, Any]] = []
    controller.paint = lambda _effects: seen.append(
        (controller.state.screen, saved(backend, "game")["game"]["log"][-1:])
    )
    play(controller, "roll")
    game = controller.state.game
    assert game is not None
    # Painted once, after the roll was applied and saved.
    assert seen == [(Screen.TURN, game.to_dict()["log"][-1:])]
    assert seen[0][1] and seen[0][1][0].get("dice") == list(game.dice or ())


def test_a_timer_tick_and_a_hidden_page_take_the_same_path() -> None:
    backend = FakeLocalStorage()
    clock = PageClock()
    controller = new_controller(backend, seed=5, clock=clock)
    play(controller, "new-game")
    controller.edit("name", "0", "Solo")
    controller.edit("play", "speed", "on")
    controller.edit("play", "speed-seconds", "10")
    play(controller, "start-game")
    play(controller, "roll")
    painted: list[Screen] = []
    controller.paint = lambda _effects: painted.append(controller.state.screen)
    clock.ms += 4_000
    controller.tick()
    assert painted == []  # time left: no dispatch, no paint (the app redraws the text)
    controller.perform("page-visibility", "hidden")
    assert painted == [Screen.TURN] and not controller.state.turn.timer.running
    assert saved(backend, "game")["timer"]["left_ms"] == 6_000  # saved when hidden
    controller.perform("page-visibility", "visible")
    clock.ms += 6_000
    controller.tick()
    assert painted[-1] is Screen.TIME_UP


def test_a_game_and_a_match_are_saved_in_one_envelope_and_restored_by_one_path() -> None:
    game_backend, match_backend = FakeLocalStorage(), FakeLocalStorage()
    single = started(game_backend, ["Ann", "Bo"])
    matched = started(match_backend, ["Ann", "Bo"], match="fixed", **{"match-games": "2"})
    for controller in (single, matched):
        play(controller, "roll-off-done")
        play(controller, "roll")
        play(controller, "fill", "choice:r")
    game_save, match_save = saved(game_backend, "game"), saved(match_backend, "match")
    assert "balut:game" not in match_backend.items  # a match leaves the game slot empty
    assert (
        set(game_save) - {"game"}
        == set(match_save) - {"match"}
        == {
            "format",
            "screen",
            "last_fill",
            "timer",
            "id",
            "finished_id",
            "stake",
            "bots",
            "review",
            "colours",
        }
    )
    assert game_save["screen"] == match_save["screen"] == "handoff"
    assert match_save["id"] == matched.state.table.match_id and game_save["id"] is None

    for backend, kind in ((game_backend, "game"), (match_backend, "match")):
        play_back = saved_play.restore(Storage(backend))
        assert play_back is not None and play_back.kind == kind
        assert play_back.screen is Screen.HANDOFF and play_back.last_fill is not None
        restarted = new_controller(backend)
        play(restarted, "continue")
        assert restarted.state.screen is Screen.HANDOFF
        assert (restarted.state.match is None) == (kind == "game")


@pytest.mark.parametrize("kind", ["game", "match"])
def test_a_bad_save_of_either_kind_is_quarantined_the_same_way(kind: str) -> None:
    backend = FakeLocalStorage()
    backend.items[f"balut:{kind}"] = json.dumps({"schema": 1, "data": {"format": 99, kind: {}}})
    controller = new_controller(backend)
    assert controller.state.game is None
    [warning] = map(word, controller.state.warnings)
    assert warning == (
        f"Your saved {kind} could not be resumed (unknown save format). A backup was kept."
    )
    assert any(k.startswith(f"balut:backup:{kind}") for k in backend.items)


def test_a_finished_game_found_in_the_game_slot_is_backed_up_with_a_message() -> None:
    game = balut.Game(["Ann"], seed=2)
    while not game.is_over():
        game.roll()
        game.score(game.sheet("Ann").open_slots()[0][0])
    text = json.dumps({"schema": 1, "data": saved_play.envelope(saved_play.Play(game), None)})
    backend = FakeLocalStorage()
    backend.items["balut:game"] = text
    controller = new_controller(backend)
    assert controller.state.game is None and not controller.state.game_in_progress()
    assert list(map(word, controller.state.warnings)) == [
        "Your saved game could not be resumed (it was already finished). A backup was kept."
    ]
    assert list(backend.backups().values()) == [text] and "balut:game" not in backend.items


def test_refusals_are_worded_from_the_error_code_never_from_its_text() -> None:
    error = balut.IllegalActionError("internal detail: state 7", code="no_such_code")
    assert reason(error) == Msg.of("error.illegal_action")
    assert word(reason(error)) == "That is not allowed now."
    controller = started(FakeLocalStorage(), ["Solo"])
    play(controller, "toggle-die", "0")  # before the first roll
    words = [word(w) for w in controller.state.warnings]
    assert words and all(w.startswith("Not allowed: ") for w in words)
    assert not any("state" in w or "roll first" in w.lower() for w in words)


def test_damaged_screen_fields_fall_back_and_keep_the_game() -> None:
    backend = FakeLocalStorage()
    controller = started(backend, ["Ann", "Bo"], speed="on", **{"speed-seconds": "20"})
    play(controller, "roll-off-done")
    play(controller, "roll")
    play(controller, "fill", "choice:r")
    data = saved(backend, "game")
    data["screen"] = "no such screen"
    data["last_fill"] = {
        "player": "Ann",
        "category": "choice",
        "score": 123_454_321,
        "crossed": False,
    }
    data["timer"] = {"key": [1, 0, 0, False], "left_ms": 999_999_999}
    # 1e400 is valid JSON that Python reads as infinity
    backend.items["balut:game"] = json.dumps({"schema": 1, "data": data}).replace(
        "123454321", "1e400"
    )
    restarted = new_controller(backend, clock=PageClock())
    assert restarted.state.warnings == [] and restarted.state.game is not None
    assert restarted.state.game.to_dict() == controller.state.game.to_dict()  # type: ignore[union-attr]
    assert restarted.state.nav.resume is Screen.TURN and restarted.state.turn.last_fill is None
    assert restarted.state.turn.timer.key == (1, 0, 0, False)
    assert restarted.state.turn.timer.left_ms == 20_000  # clamped to the turn's full time
    play(restarted, "continue")  # saving again works
    assert saved(backend, "game")["timer"]["left_ms"] <= 20_000
    for junk in (
        {"player": "A", "category": "choice", "score": True, "crossed": False},
        {"player": "A", "category": "choice", "score": 2.5, "crossed": False},
        {"player": "A", "category": "nope", "score": 2, "crossed": False},
        [1],
    ):
        assert LastFill.from_dict(junk) is None


def test_a_new_game_asks_before_it_replaces_the_game_in_progress() -> None:
    backend = FakeLocalStorage()
    controller = started(backend, ["Ann", "Bo"])
    play(controller, "roll")
    play(controller, "home")
    play(controller, "new-game")
    confirm = controller.state.confirm
    assert controller.state.screen is Screen.HOME and confirm is not None
    assert word(confirm.title) == "Start a new game?"
    assert word(confirm.button) == "New game"  # what the button does, not just "Confirm"
    effects = play(controller, "cancel")
    assert controller.state.screen is Screen.HOME and controller.state.game_in_progress()
    assert focused(effects) == '[data-action="new-game"]:not([data-arg])'  # back to it
    assert "balut:game" in backend.items  # nothing lost

    play(controller, "new-game")
    play(controller, "confirm")
    assert controller.state.screen is Screen.SETUP and controller.state.confirm is None


def test_a_new_game_without_one_in_progress_asks_nothing() -> None:
    controller = new_controller()
    play(controller, "new-game")
    assert controller.state.screen is Screen.SETUP and controller.state.confirm is None


def test_once_another_tab_changed_the_save_this_one_stops_saving_and_says_so() -> None:
    backend = FakeLocalStorage()
    controller = started(backend, ["Ann", "Bo"])
    play(controller, "roll-off-done")
    other_tab = backend.items["balut:game"]
    play(controller, "changed-elsewhere")
    html = page_html(controller)
    assert "Balut is open in another tab" in html and 'data-action="reload-page"' in html
    assert 'data-action="cancel"' not in html  # taking over is the only way on
    before = dict(backend.items)
    # The modal keeps taps away; any that got through change nothing, stored or shown.
    for action, arg in [("roll", ""), ("home", ""), ("new-game", ""), ("confirm", "")]:
        play(controller, action, arg)
    controller.save()
    controller.storage.clear_history()
    assert backend.items == before and backend.items["balut:game"] == other_tab
    assert controller.state.screen is Screen.TURN and controller.state.game is not None
    assert controller.state.game.dice is None


def test_enter_in_a_name_moves_to_the_next_name_then_to_start() -> None:
    controller = new_controller()
    play(controller, "new-game")
    play(controller, "add-player")
    assert focused(play(controller, "name-entered", "0")) == "#player-2"
    assert focused(play(controller, "name-entered", "1")) == '[data-action="start-game"]'
    assert controller.state.screen is Screen.SETUP  # Enter never starts a game by itself


def test_the_back_button_steps_up_to_home_and_never_to_another_players_turn() -> None:
    backend = FakeLocalStorage()
    controller = started(backend, ["Ann", "Bo"])
    play(controller, "roll-off-done")
    play(controller, "scoreboard")
    play(controller, "back-button")
    assert controller.state.screen is Screen.TURN  # the turn the scoreboard covered
    play(controller, "roll")
    play(controller, "fill", "choice:r")
    assert controller.state.screen is Screen.HANDOFF
    play(controller, "back-button")
    assert controller.state.screen is Screen.HOME
    play(controller, "continue")
    assert controller.state.screen is Screen.HANDOFF  # Continue returns to the hand-off
    play(controller, "history")
    play(controller, "back-button")
    assert controller.state.screen is Screen.HOME
    play(controller, "new-game")  # a game is running: the app asks first
    play(controller, "back-button")  # Back answers the question with Cancel
    assert controller.state.confirm is None and controller.state.screen is Screen.HOME


def test_a_tab_that_missed_the_other_tabs_write_still_never_overwrites_it() -> None:
    backend = FakeLocalStorage()
    first = started(backend, ["Ann", "Bo"])
    play(first, "roll-off-done")
    second = new_controller(backend)  # opened on the same storage; no storage events here
    play(second, "continue")
    play(first, "roll")
    first_roll = backend.items["balut:game"]
    play(second, "roll")  # its save finds the game changed since it read it
    assert backend.items["balut:game"] == first_roll
    assert second.state.elsewhere and "Balut is open in another tab" in page_html(second)
    play(first, "toggle-die", "0")  # the first tab plays on and saves as before
    assert backend.items["balut:game"] != first_roll and not first.state.elsewhere


def vibration_box(controller: Controller) -> str:
    """The Settings screen's vibration checkbox, as HTML."""
    found = re.search(r'<input[^>]*data-field="vibration"[^>]*>', page_html(controller))
    assert found, "no vibration checkbox on Settings"
    return found.group(0)


def test_vibration_is_on_until_turned_off_in_settings_and_stays_off_next_visit() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend)
    assert 'data-field="vibration"' not in page_html(controller)  # (not on Home)
    play(controller, "settings")
    assert controller.state.settings.vibration is True and "checked" in vibration_box(controller)
    controller.edit("vibration", "", "off")
    assert "checked" not in vibration_box(controller)
    assert new_controller(backend).state.settings.vibration is False
    controller.edit("vibration", "", "on")
    assert new_controller(backend).state.settings.vibration is True
