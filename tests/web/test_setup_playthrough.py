"""The setup after a new player's play-through (issue 31, finding 8), browser-free: Add
bot opens no keyboard, the names typed survive Two teams and Back, the house rules
carried over from the last game are named."""

from __future__ import annotations

from fakes import focused, new_controller, page_html, play


def test_add_bot_focuses_its_level_not_its_name_field() -> None:
    controller = new_controller()
    play(controller, "new-game")
    controller.edit("name", "0", "Ann")
    effects = play(controller, "add-bot")
    assert focused(effects) == "#bot-level-2"  # a select: no keyboard on a phone
    assert 'id="bot-level-2"' in page_html(controller)
    effects = play(controller, "add-player")  # a person's seat: its name, to type
    assert focused(effects) == "#player-3"
