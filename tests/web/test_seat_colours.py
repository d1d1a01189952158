"""Each seat's colour: picked at setup (seat order by default, never two alike), saved
with the game, back after a reload; an old or damaged save falls back to seat order; the
colour and initial show on the turn's banner, the hand-off and the points table."""

from __future__ import annotations

import json
import re

import pytest
from fakes import FakeLocalStorage, new_controller, page_html, play, set_up_and_start

from balut.web.colours import PALETTE, seat_colours
from balut.web.controller import Controller
from balut.web.state import Screen

GAME_KEY = "balut:game"


def saved(backend: FakeLocalStorage) -> dict[str, object]:
    data: dict[str, object] = json.loads(backend.items[GAME_KEY])["data"]
    return data


def restarted(backend: FakeLocalStorage) -> Controller:
    """The app opened again on the same storage, the game continued from Home."""
    controller = new_controller(backend)
    play(controller, "continue")
    return controller


def banner_colour(controller: Controller) -> int:
    found = re.search(r'class="turn-banner colour-(\d)"', page_html(controller))
    assert found, "no banner"
    return int(found.group(1))


def test_setup_gives_each_new_seat_the_next_free_colour_and_no_two_alike() -> None:
    controller = new_controller()
    play(controller, "new-game")
    for _ in range(7):
        play(controller, "add-player")
    draft = controller.state.setup
    assert draft.colours == list(range(len(PALETTE)))  # seat order
    play(controller, "next-colour", "0")  # 0 takes 1's colour, 1 takes 0's
    assert draft.colours[:2] == [1, 0]
    play(controller, "move-player", "0:1")  # a colour goes with its player
    assert draft.colours[:2] == [0, 1]
    play(controller, "remove-player", "2")
    play(controller, "add-player")  # the colour set free is taken again
    assert sorted(draft.colours) == list(range(len(PALETTE)))
    for seat in range(len(draft.names)):
        for _ in range(3):
            play(controller, "next-colour", str(seat))
            assert len(set(draft.colours)) == len(draft.colours)
    html = page_html(controller)
    assert 'aria-label="Colour of player 1: ' in html
    assert html.count('data-action="next-colour"') == len(PALETTE)


def test_the_colours_picked_are_saved_with_the_game_and_come_back_after_a_reload() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend, seed=3)
    play(controller, "new-game")
    play(controller, "add-player")
    play(controller, "next-colour", "1")  # Bo: green (2), Ann keeps blue (0)
    controller.edit("name", "0", "Ann")
    controller.edit("name", "1", "Bo")
    play(controller, "start-game")
    if controller.state.screen is Screen.ROLL_OFF:
        play(controller, "roll-off-done")
    assert saved(backend)["colours"] == [0, 2]
    game = controller.state.game
    assert game is not None
    seat = game.current_index
    again = restarted(backend)
    assert again.state.table.colours == [0, 2]
    assert banner_colour(again) == [0, 2][seat]
    html = page_html(again)
    assert f'data-initial="{game.current_player[0]}"' in html  # the badge's initial


@pytest.mark.parametrize(
    "damaged",
    [None, "red", [0], [0, 0], [0, 9], [0, -1], [0, True], [0, 1.0], {"Ann": 1}],
    ids=repr,
)
def test_an_old_or_damaged_colour_list_falls_back_to_seat_order(damaged: object) -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend, seed=3)
    set_up_and_start(controller, ["Ann", "Bo"])
    if controller.state.screen is Screen.ROLL_OFF:
        play(controller, "roll-off-done")
    envelope = json.loads(backend.items[GAME_KEY])
    if damaged is None:
        del envelope["data"]["colours"]  # a save made before colours
    else:
        envelope["data"]["colours"] = damaged
    backend.items[GAME_KEY] = json.dumps(envelope)
    again = restarted(backend)
    assert again.state.screen is Screen.TURN and not again.state.warnings
    assert again.state.table.colours == [0, 1]
    game = again.state.game
    assert game is not None
    assert banner_colour(again) == game.current_index


def test_seat_colours_keeps_only_one_distinct_palette_index_per_seat() -> None:
    assert seat_colours(3, [4, 2, 7]) == [4, 2, 7]
    assert seat_colours(3, [4, 2]) == [0, 1, 2]
    assert seat_colours(2, [3, 3]) == [0, 1]
    assert seat_colours(2, "01") == [0, 1]


def test_the_points_table_and_hand_off_show_each_seat_s_badge() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend, seed=3)
    set_up_and_start(controller, ["Ann", "Bo", "Cy"])
    if controller.state.screen is Screen.ROLL_OFF:
        play(controller, "roll-off-done")
    play(controller, "roll")
    play(controller, "fill", "choice:r:x")
    if controller.state.confirm is not None:
        play(controller, "confirm")
    assert controller.state.screen is Screen.HANDOFF
    html = page_html(controller)
    assert re.search(r'class="pass colour-\d"', html)
    play(controller, "scoreboard")
    html = page_html(controller)
    for seat, name in enumerate(["Ann", "Bo", "Cy"]):
        badge = f'<span aria-hidden="true" class="badge colour-{seat}" data-initial="{name[0]}">'
        assert badge in html


def test_a_team_seat_takes_a_colour_like_a_player_and_keeps_it_after_a_reload() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend, seed=6)
    play(controller, "new-game")
    controller.edit("play", "seating", "teams")
    for key, name in (("0:0", "Ann"), ("0:1", "Bo"), ("1:0", "Cy"), ("1:1", "Di")):
        controller.edit("play", f"member:{key}", name)
    assert 'aria-label="Colour of team 1: blue. Tap for the next colour"' in page_html(controller)
    play(controller, "next-team-colour", "1")  # team 2: orange to green
    play(controller, "next-team-colour", "0")  # team 1: blue to orange
    play(controller, "next-team-colour", "0")  # team 1: orange to green: team 2 takes orange
    assert controller.state.play.team_colours == [2, 1]
    play(controller, "start-game")
    play(controller, "roll-off-done")
    assert saved(backend)["colours"] == [2, 1]
    game = controller.state.game
    assert game is not None and game.teams is not None
    assert banner_colour(restarted(backend)) == [2, 1][game.current_index]
