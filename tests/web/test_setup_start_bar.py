"""The setup's Start bar (a line of what Start starts) and the house options a second new
game reuses, named with Reset to defaults (browser-free)."""

from __future__ import annotations

import re

from fakes import FakeLocalStorage, focused, new_controller, page_html, play

from balut.web.controller import Controller
from balut.web.state import Screen


def start_bar(controller: Controller) -> str:
    """The Start bar's HTML."""
    found = re.search(r'<div class="start-bar">(.*?)</div>', page_html(controller))
    assert found is not None
    return found.group(1)


def test_start_stays_with_a_line_of_the_rules_seats_and_options_not_at_their_defaults() -> None:
    controller = new_controller()
    play(controller, "new-game")
    bar = start_bar(controller)
    assert '<p class="start-summary">Standard 1979 \u00b7 1 player</p>' in bar
    assert 'data-action="start-game"' in bar  # Start game is in the bar
    play(controller, "add-player")
    play(controller, "add-player")
    controller.edit("ruleset", "", "jackpot")
    controller.edit("option", "locked_holds", "on")
    controller.edit("play", "dice", "real")
    play(controller, "name-entered", "0")  # (any tap paints)
    summary = re.search(r'class="start-summary">([^<]*)<', start_bar(controller))
    assert summary is not None
    assert (
        summary.group(1)
        == "Jackpot Balut \u00b7 3 players \u00b7 Held dice stay held \u00b7 Real dice"
    )
    play(controller, "start-game")  # empty names: the reason shows above Start
    assert "Fix what is marked above to start." in start_bar(controller)


def test_a_second_new_game_names_the_last_house_options_and_resets_them() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend, seed=3)
    play(controller, "new-game")
    assert "House rules from your last game" not in page_html(controller)  # the first game
    controller.edit("name", "0", "Ann")
    controller.edit("ruleset", "", "quick")
    controller.edit("option", "locked_holds", "on")
    controller.edit("play", "match", "fixed")
    play(controller, "start-game")
    assert controller.state.screen is not Screen.SETUP
    again = new_controller(backend)  # another day, the match left running
    play(again, "new-game")
    play(again, "confirm")
    html = page_html(again)
    assert "House rules from your last game: Held dice stay held \u00b7 Match of 3 games." in html
    assert again.state.setup.ruleset == "quick"  # the rule set stays
    effects = play(again, "reset-options")
    html = page_html(again)
    assert "House rules from your last game" not in html
    assert again.state.setup.ruleset == "quick"
    assert again.state.setup.options["locked_holds"] == "off"
    assert again.state.play.match == "single"
    assert re.search(r'class="start-summary">Quick Balut \u00b7 1 player<', html)
    assert focused(effects) == '[data-action="start-game"]'


def test_enter_goes_from_name_to_name_then_to_start() -> None:
    controller = new_controller()
    play(controller, "new-game")
    play(controller, "add-player")
    play(controller, "add-player")
    assert page_html(controller).count('enterkeyhint="next"') == 3
    for seat, target in ((0, "#player-2"), (1, "#player-3"), (2, '[data-action="start-game"]')):
        assert focused(play(controller, "name-entered", str(seat))) == target
    assert controller.state.screen is Screen.SETUP
