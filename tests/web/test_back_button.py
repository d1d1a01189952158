"""The phone's Back on every screen (browser-free): one step up inside the app, never to a
player's private turn from elsewhere, Home last (whose Back leaves the app: the app keeps
no history entry of its own at Home, tests/e2e/test_game_two_players.py)."""

from __future__ import annotations

from fakes import FakeLocalStorage, PageClock, new_controller, play, set_up_and_start

import balut
from balut.web.boxes import fill_arg
from balut.web.controller import Controller
from balut.web.features.settings import SETTINGS
from balut.web.puzzle_screen import PUZZLE
from balut.web.state import Screen

# Where Back leads from each screen opened from Home (or, in a game, from the turn).
UP_FROM_HOME = {
    "new-game": Screen.SETUP,
    "history": Screen.HISTORY,
    "stats": Screen.STATS,
    "rules": Screen.RULES,
    "paper": Screen.PAPER,
    "verify": Screen.VERIFY,
    "settings": SETTINGS,
    "puzzle": PUZZLE,
}


def at_turn() -> Controller:
    controller = new_controller(FakeLocalStorage(), seed=5, clock=PageClock())
    set_up_and_start(controller, ["Ann", "Bo"])
    assert controller.state.screen is Screen.ROLL_OFF
    return controller


def back(controller: Controller) -> Screen:
    play(controller, "back-button")
    return controller.state.screen


def test_back_from_every_screen_goes_one_step_up_and_ends_at_home() -> None:
    covered = {Screen.HOME}
    controller = new_controller()
    assert back(controller) is Screen.HOME  # (the page's own Back then leaves the app)
    for action, shown in UP_FROM_HOME.items():
        play(controller, action)
        assert controller.state.screen is shown
        assert back(controller) is Screen.HOME, shown
        covered.add(shown)

    controller = at_turn()
    assert back(controller) is Screen.HOME  # the roll-off: Home, Continue returns
    covered.add(Screen.ROLL_OFF)
    play(controller, "continue")
    play(controller, "roll-off-done")
    assert controller.state.screen is Screen.TURN
    for action, shown in (("scoreboard", Screen.SCOREBOARD), ("rules", Screen.RULES)):
        play(controller, action)
        assert controller.state.screen is shown
        assert back(controller) is Screen.TURN  # the same turn it covered
        covered.add(shown)
    assert back(controller) is Screen.HOME
    covered.add(Screen.TURN)
    play(controller, "continue")
    play(controller, "roll")
    play(controller, "fill", "choice:r")
    assert controller.state.screen is Screen.HANDOFF
    play(controller, "scoreboard")
    assert back(controller) is Screen.HANDOFF  # never the next player's turn
    assert back(controller) is Screen.HOME
    covered.add(Screen.HANDOFF)
    for private in (Screen.TEAM_PICK, Screen.TIME_UP):  # a team's pick, a turn timed out
        controller.state.screen = private
        assert back(controller) is Screen.HOME
        covered.add(private)

    solo = new_controller(FakeLocalStorage(), seed=5, clock=PageClock())
    set_up_and_start(solo, ["Solo"])
    game = solo.state.game
    assert game is not None
    while not game.is_over():  # row after row crossed out
        play(solo, "roll")
        row = next(c for c in balut.Category if game.sheet(0).open_boxes(c))
        play(solo, "fill", fill_arg(row, crossed=True))
        play(solo, "confirm")
    assert solo.state.screen is Screen.GAME_OVER
    assert back(solo) is Screen.HOME
    covered.add(Screen.GAME_OVER)
    play(solo, "history")
    [entry] = solo.storage.history()
    play(solo, "open-history", entry["id"])
    assert solo.state.screen is Screen.HISTORY_GAME
    assert back(solo) is Screen.HISTORY
    assert back(solo) is Screen.HOME
    covered.add(Screen.HISTORY_GAME)
    assert covered == set(Screen.every())
