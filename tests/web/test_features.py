"""The glue by feature: each feature plugs in one way (`balut.web.feature.Feature`), and the
controller and the screens only merge what the features in `FEATURES` declare."""

from __future__ import annotations

import subprocess
import sys

import pytest
from fakes import FakeLocalStorage, new_controller, page_html, play, set_up_and_start

from balut.web import features
from balut.web.controller import Controller
from balut.web.feature import Feature, Handler
from balut.web.features.navigation import Navigation
from balut.web.screens import SCREENS
from balut.web.state import Screen, UiState
from balut.web.storage import Storage
from balut.web.vdom import Children, h


def test_every_screen_is_drawn_by_exactly_one_feature() -> None:
    """Home aside: the registry draws it, with each feature's part (`on_home`)."""
    drawn = [Screen.HOME, *(screen for kind in features.FEATURES for screen in kind.views)]
    assert sorted(drawn, key=str) == sorted(Screen.every(), key=str)
    assert features.views() == SCREENS


class Greeter(Feature):
    """A feature that puts a line on Home."""

    @staticmethod
    def on_home(state: UiState) -> Children:
        return h("p", {"class": "greeting"}, "Hello from a feature")


def test_a_feature_puts_its_part_on_home(monkeypatch: pytest.MonkeyPatch) -> None:
    controller = new_controller(FakeLocalStorage())
    assert "Hello from a feature" not in page_html(controller)
    monkeypatch.setattr(features, "FEATURES", (*features.FEATURES, Greeter))
    html = page_html(controller)
    assert "Hello from a feature" in html
    assert "Settings and language" in html  # (the settings' part stays)


def test_each_action_and_field_is_one_features() -> None:
    controller = new_controller(FakeLocalStorage())
    seen: dict[str, str] = {}
    for feature in controller.features:
        for name in feature.actions():
            assert name not in seen, (name, seen.get(name), type(feature).__name__)
            seen[name] = type(feature).__name__
    for feature in controller.features:  # a field no feature knows changes nothing
        assert feature.edit("no-such-field", "", "x") is False


class Twice(Feature):
    """A feature answering a tap another feature answers already."""

    def actions(self) -> dict[str, Handler]:
        return {"home": lambda _arg: None}


def test_a_feature_answering_another_features_tap_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(features, "FEATURES", (*features.FEATURES, Twice))
    with pytest.raises(AssertionError, match="Twice answers"):
        Controller(Storage(FakeLocalStorage()))


class Greeting(Feature):
    """A new feature, as one would be added: a tap of its own."""

    def actions(self) -> dict[str, Handler]:
        return {"greet": lambda arg: self.session.say("play.turn", player=arg)}


def test_a_new_feature_is_one_registration(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(features, "FEATURES", (*features.FEATURES, Greeting))
    controller = new_controller(FakeLocalStorage())
    play(controller, "greet", "Ann")
    assert "Ann" in page_html(controller)


def test_back_on_a_features_screen_follows_its_rule_else_home() -> None:
    controller = new_controller(FakeLocalStorage())
    set_up_and_start(controller, ["Ann", "Bo"])
    play(controller, "scoreboard")
    play(controller, "back-button")  # Navigation's rule: back to what it covers
    assert controller.state.screen in (Screen.TURN, Screen.ROLL_OFF)
    play(controller, "back-button")  # a game screen: Home, never another player's turn
    assert controller.state.screen is Screen.HOME
    assert isinstance(controller.feature(Navigation), Navigation)


def test_the_state_and_its_drafts_import_no_view() -> None:
    """`state.py` holds models only: importing it draws in no view module."""
    code = "import sys, balut.web.state; print(sorted(sys.modules))"
    loaded = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert "balut.web.state" in loaded and "balut.web.vdom" not in loaded
