"""Speed Balut on screen: the countdown's place and the busted-turn (time's up) screen."""

from __future__ import annotations

import balut

from .boxes import slot_label, slot_value
from .game_parts import in_game
from .i18n import t
from .state import Screen, UiState
from .vdom import El, action, h
from .widgets import radio_choice, screen, title


def countdown() -> El:
    """The countdown's place on a turn screen; the app writes its text on every tick."""
    return h(
        "p",
        {
            "class": "countdown",
            "id": "countdown",
            "role": "timer",
            "aria-label": t("speed.time_left"),
        },
        key="countdown",
    )


def time_up_body(game: balut.Game, player: str, choice: str) -> list[El]:
    """Who ran out, the open boxes with the suggested one preselected, and Confirm."""
    suggested = game.suggested_scratch()
    slots = game.sheet(game.current_index).open_slots()
    chosen = next((s for s in slots if slot_value(s) == choice), suggested)
    seat = game.current_seat
    busted = (
        t("speed.busted", player=player)
        if seat == player
        else t("speed.busted_team", player=player, team=seat)
    )
    return [
        h("p", None, busted),
        h(
            "fieldset",
            {"class": "option bust"},
            h("legend", None, t("speed.box_legend")),
            [
                radio_choice(
                    "bust",
                    slot_value(slot),
                    slot_label(slot),
                    t("speed.suggested") if slot == suggested else None,
                    slot == chosen,
                    field="bust",
                )
                for slot in slots
            ],
        ),
        action(
            t("sheet.cross", box=slot_label(chosen)),
            "bust",
            slot_value(chosen),
            cls="primary big danger",
        ),
    ]


def time_up_screen(state: UiState) -> El:
    """Time ran out on a Speed Balut turn: the player picks the box to give up."""
    game = in_game(state)
    return screen(
        Screen.TIME_UP,
        title(t("speed.title", player=game.current_player)),
        time_up_body(game, game.current_player, state.turn.bust_choice),
    )
