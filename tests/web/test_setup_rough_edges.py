"""The setup after a new player's play-through (issue 31, finding 8), browser-free: Add
bot opens no keyboard, the names typed survive Two teams and Back, the house rules
carried over from the last game are named."""

from __future__ import annotations

import re

from fakes import FakeLocalStorage, focused, new_controller, page_html, play, set_up_and_start

from balut.web.controller import Controller
from balut.web.state import Screen


def field_value(controller: Controller, field_id: str) -> str | None:
    """The value the painted page shows in text field `field_id` (None: no such field)."""
    found = re.search(rf'<input [^>]*id="{field_id}"[^>]*>', page_html(controller))
    if found is None:
        return None
    value = re.search(r'value="([^"]*)"', found.group(0))
    return value.group(1) if value else ""


def test_add_bot_focuses_its_level_not_its_name_field() -> None:
    controller = new_controller()
    play(controller, "new-game")
    controller.edit("name", "0", "Ann")
    effects = play(controller, "add-bot")
    assert focused(effects) == "#bot-level-2"  # a select: no keyboard on a phone
    assert 'id="bot-level-2"' in page_html(controller)
    effects = play(controller, "add-player")  # a person's seat: its name, to type
    assert focused(effects) == "#player-3"


def test_two_teams_takes_the_names_typed_and_players_gets_them_back() -> None:
    controller = new_controller()
    play(controller, "new-game")
    for seat, name in enumerate(["Ann", "Bo", "Cy"]):
        if seat:
            play(controller, "add-player")
        controller.edit("name", str(seat), name)
    controller.edit("play", "seating", "teams")
    assert controller.state.play.members == [["Ann", "Bo"], ["Cy", ""]]
    assert field_value(controller, "member-0-0") == "Ann"
    assert field_value(controller, "member-1-0") == "Cy"
    controller.edit("play", "member:1:1", "Di")
    controller.edit("play", "seating", "players")  # the players typed first stay
    assert controller.state.setup.names == ["Ann", "Bo", "Cy"]
    assert field_value(controller, "player-3") == "Cy"
    controller.edit("play", "seating", "teams")  # and the team typed stays too
    assert controller.state.play.members == [["Ann", "Bo"], ["Cy", "Di"]]


def test_players_takes_the_members_typed_for_two_teams() -> None:
    controller = new_controller()
    play(controller, "new-game")
    controller.edit("play", "seating", "teams")
    for key, name in (("0:0", "Ann"), ("0:1", "Bo"), ("1:0", "Cy")):
        controller.edit("play", f"member:{key}", name)
    controller.edit("play", "seating", "players")
    assert controller.state.setup.names == ["Ann", "Bo", "Cy"]
    assert len(controller.state.setup.colours) == 3
    play(controller, "start-game")
    game = controller.state.game
    assert game is not None and game.players == ("Ann", "Bo", "Cy")


def test_back_from_setup_keeps_the_names_till_a_game_starts() -> None:
    controller = new_controller()
    play(controller, "new-game")
    controller.edit("name", "0", "Ann")
    play(controller, "add-bot")
    play(controller, "add-player")
    controller.edit("name", "2", "Bo")
    controller.edit("option", "locked_holds", "on")
    play(controller, "home")  # Back
    assert controller.state.screen is Screen.HOME
    play(controller, "new-game")
    assert controller.state.screen is Screen.SETUP
    assert [field_value(controller, f"player-{seat}") for seat in (1, 2, 3)] == [
        "Ann",
        "Club bot",
        "Bo",
    ]
    assert controller.state.setup.bots == [None, "club", None]
    assert controller.state.setup.options["locked_holds"] == "on"
    play(controller, "start-game")
    assert controller.state.game is not None
    play(controller, "home")
    play(controller, "new-game")
    play(controller, "confirm")  # (the game in progress goes to History)
    assert controller.state.screen is Screen.SETUP
    assert field_value(controller, "player-1") == ""  # a game started: a fresh setup
    assert field_value(controller, "player-2") is None


def test_the_dice_are_chosen_beside_the_players_never_folded_away() -> None:
    """A pub table rolling its own dice chooses so first: the choice sits under the
    seating, before the rule set and the folded options, whose summary leaves it out."""
    controller = new_controller()
    play(controller, "new-game")
    html = page_html(controller)
    folded = re.search(r"<details [^>]*><summary>(.*?)</summary>", html)
    assert folded is not None
    assert html.index('value="teams"') < html.index('value="real"') < html.index('value="standard"')
    assert html.index('value="real"') < folded.start()
    controller.edit("play", "dice", "real")
    html = page_html(controller)
    folded = re.search(r"<details [^>]*><summary>(.*?)</summary>", html)
    assert folded is not None and "Real dice" not in folded.group(1)
    assert "Real dice" in html[html.index('class="start-bar') :]  # (the summary by Start)


def test_the_options_fold_away_saying_what_is_set_and_open_on_a_marked_error() -> None:
    controller = new_controller()
    play(controller, "new-game")
    controller.edit("name", "0", "Ann")
    html = page_html(controller)
    folded = re.search(r"<details ([^>]*)><summary>(.*?)</summary>", html)
    assert folded is not None
    assert folded.group(1) == 'class="card setup-more"'  # closed
    assert "None changed: the rule set as written" in folded.group(2)
    assert 'id="speed-seconds"' not in html  # (the timer is off)
    assert html.index('value="teams"') < html.index('value="standard"') < folded.start()
    controller.edit("play", "speed", "on")
    controller.edit("play", "speed-seconds", "1")  # too short: marked once Start is tapped
    effects = play(controller, "start-game")
    assert focused(effects) == "[aria-invalid=true]"
    folded = re.search(r"<details ([^>]*)>", page_html(controller))
    assert folded is not None and "open" in folded.group(1)
    controller.edit("play", "speed-seconds", "15")  # put right: it stays open, not
    play(controller, "name-entered", "0")  # closing under the finger (any tap paints)
    folded = re.search(r"<details ([^>]*)>", page_html(controller))
    assert folded is not None and "open" in folded.group(1)


def test_a_timer_from_the_last_game_is_named_above_the_seats_not_folded_away() -> None:
    backend = FakeLocalStorage()
    first = new_controller(backend)
    set_up_and_start(first, ["Ann"], {"speed": "on", "speed-seconds": "8"})
    again = new_controller(backend)  # the next day
    play(again, "new-game")
    play(again, "confirm")
    html = page_html(again)
    card = html.index("House rules from your last game: Speed: 8 s per turn.")
    assert card < html.index('id="player-1"') < html.index("<details")
    assert re.search(r'class="start-summary">[^<]*Speed: 8 s per turn<', html)
    play(again, "reset-options")
    assert "House rules from your last game" not in page_html(again)
    assert again.state.play.speed is False
