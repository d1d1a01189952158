"""Turn order in words: the hand-off says why the round's leader plays next when it is not
the next seat, and "Who starts?" promises seating order only where the rules keep it."""

from __future__ import annotations

from fakes import new_controller, page_html, play

from balut.web.boxes import fill_arg
from balut.web.controller import Controller
from balut.web.state import Screen


def three_players(**options: str) -> Controller:
    controller = new_controller(seed=7)
    play(controller, "new-game")
    for index, name in enumerate(["Ann", "Bo", "Cy"]):
        if index:
            play(controller, "add-player")
        controller.edit("name", str(index), name)
    for key, value in options.items():
        controller.edit("option", key, value)
    play(controller, "start-game")
    return controller


def test_every_rounds_first_hand_off_says_why_its_leader_plays() -> None:
    """Out of seating order or not (a tie for the highest box looks like the latter),
    the round's first hand-off says who leads and why; one within a round says nothing."""
    controller = three_players()
    play(controller, "roll-off-done")
    game = controller.state.game
    assert game is not None
    out_of_order = in_order = within = 0
    while game.round < 8:
        before = game.current_index
        play(controller, "roll")
        play(controller, "fill", fill_arg(game.sheet(before).open_slots()[0][0]))
        assert controller.state.screen is Screen.HANDOFF
        nxt = game.current_seat
        reason = f"{nxt} leads round {game.round}: highest box in round {game.round - 1}."
        if game.round_lead is None:
            assert "leads round" not in page_html(controller)
            within += 1
        else:
            assert reason in page_html(controller)
            if game.current_index != (before + 1) % 3:
                out_of_order += 1
            else:
                in_order += 1
        play(controller, "start-turn")
    assert out_of_order and in_order and within  # every kind of hand-off was seen


def test_who_starts_promises_seating_order_only_under_fixed_turn_order() -> None:
    leader = three_players()
    assert leader.state.screen is Screen.ROLL_OFF
    page = page_html(leader)
    assert "from round 2 on, whoever entered the highest box in the round before leads" in page
    assert "Order of play in round 1" in page
    fixed = three_players(turn_order="fixed")
    page = page_html(fixed)
    assert "Play goes round the table in seating order, the same every round." in page
    assert "highest box" not in page
