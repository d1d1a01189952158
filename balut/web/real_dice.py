"""Real dice at the table: who starts, the dice a player ended with typed in, or one box's
value typed in. The core decides what a box can hold (`Game.possible_values`); this module
draws the controls and words the core's answers.
"""

from __future__ import annotations

import balut

from .core_words import items_list
from .i18n import Msg, number, t, word
from .speed import category_name
from .state import UiState
from .vdom import El, action, h
from .widgets import modal, toggle_choice

#: What a die control offers: nothing yet, or a face.
FACES: tuple[str, ...] = ("", "1", "2", "3", "4", "5", "6")


def typed_dice(state: UiState) -> tuple[int, ...] | None:
    """The five dice typed so far, None until every one has a face."""
    if all(face in FACES[1:] for face in state.typed_dice):
        return tuple(int(face) for face in state.typed_dice)
    return None


def possible_words(game: balut.Game, category: balut.Category) -> str:
    """What a box can hold, shortened when long: "0, 4, 8, 12, 16, 20", "0, 5, 6, … 30"."""
    values = [number(v) for v in game.possible_values(category)]
    if len(values) > 8:
        values = [*values[:3], "\u2026", values[-1]]
    return items_list(values)


def opener_picker(game: balut.Game) -> El:
    """Who starts: the table rolls off with its own dice (or agrees), and taps the name."""
    return h(
        "section",
        {"class": "card", "aria-labelledby": "opener-title"},
        h("h2", {"id": "opener-title"}, t("real.opener.title")),
        h("p", {"class": "hint"}, t("real.opener.hint")),
        h(
            "div",
            {"class": "menu"},
            [
                action(t("real.opener.starts", player=seat), "set-opener", index, cls="secondary")
                for index, seat in enumerate(game.players)
            ],
        ),
        key="opener",
    )


def dice_entry(state: UiState, game: balut.Game) -> El:
    """Five controls `Die 1` ... `Die 5` for the dice the player ended with, and (Danish
    first-roll bonus) whether they came in one throw."""
    return h(
        "fieldset",
        {"class": "real-dice"},
        h("legend", None, t("real.dice")),
        h("p", {"class": "hint"}, t("real.dice.hint")),
        h(
            "div",
            {"class": "die-fields"},
            [
                h(
                    "label",
                    {"class": "die-field"},
                    h("span", None, t("real.die", number=i + 1)),
                    h(
                        "select",
                        {"data-field": "die", "data-arg": i, "value": face},
                        [
                            h(
                                "option",
                                {"value": option, "selected": option == face},
                                option or "\u2013",
                            )
                            for option in FACES
                        ],
                    ),
                    key=f"die{i}",
                )
                for i, face in enumerate(state.typed_dice)
            ],
        ),
        toggle_choice(
            t("real.first_roll"),
            t("real.first_roll.hint"),
            state.typed_first_roll,
            field="first-roll",
        )
        if game.rules.first_roll_balut_bonus
        else None,
        key="real-dice",
    )


def value_dialog(state: UiState, game: balut.Game) -> El:
    """`<Category> value`: one box's value typed in, checked by the core on Save."""
    category = state.value_entry
    assert category is not None
    name = word(category_name(category))
    error = state.value_error
    bonus = category is balut.Category.BALUT and game.rules.first_roll_balut_bonus
    return modal(
        "value",
        t("real.value.title", category=name),
        t("real.value.possible", values=possible_words(game, category)),
        h(
            "div",
            {"class": "value-entry"},
            h("label", {"for": "box-value"}, t("real.value.label", category=name)),
            h(
                "input",
                {
                    "id": "box-value",
                    "type": "text",
                    "inputmode": "numeric",
                    "pattern": "[0-9]*",
                    "maxlength": "3",
                    "class": "short",
                    "autocomplete": "off",
                    "value": state.value_text,
                    "data-field": "box-value",
                    "aria-invalid": "true" if error else None,
                    "aria-describedby": "box-value-error" if error else None,
                },
            ),
            h("p", {"id": "box-value-error", "class": "field-error"}, word(error))
            if error
            else None,
            toggle_choice(
                t("real.first_roll"), None, state.value_first_roll, field="value-first-roll"
            )
            if bonus
            else None,
        ),
        action(t("dialog.cancel"), "cancel", cls="secondary"),
        action(t("real.value.save"), "save-value", cls="primary"),
    )


def impossible(game: balut.Game, category: balut.Category, typed: str) -> Msg:
    """The inline message for a value the box cannot hold, naming what it can."""
    return Msg.of(
        "real.value.impossible",
        category=category_name(category),
        value=typed.strip() or "\u2013",
        values=possible_words(game, category),
    )
