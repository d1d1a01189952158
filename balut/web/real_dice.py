"""Real dice at the table: who starts, the dice a player ended with typed in, or one box's
value typed in. The core decides what a box can hold (`Game.possible_values`); this module
draws the controls and words the core's answers.
"""

from __future__ import annotations

import balut

from .boxes import category_name
from .core_words import items_list, names_list, values_words
from .i18n import Msg, number, t, word
from .state import UiState
from .vdom import El, action, h
from .widgets import modal, toggle_choice

#: What a die control offers: nothing yet, or a face.
FACES: tuple[str, ...] = ("", "1", "2", "3", "4", "5", "6")


def typed_dice(state: UiState) -> tuple[int, ...] | None:
    """The five dice typed so far, None until every one has a face."""
    if all(face in FACES[1:] for face in state.entry.dice):
        return tuple(int(face) for face in state.entry.dice)
    return None


def possible_words(game: balut.Game, category: balut.Category) -> str:
    """What a box can hold, runs of three or more as ranges."""
    return values_words(game.possible_values(category))


def opener_picker(state: UiState, game: balut.Game) -> list[El]:
    """Who starts: the table rolls off with its own dice and types each throw (the core
    finds the highest, a tie throws again), or agrees and taps the name."""
    contenders = game.roll_off_contenders
    entered = [
        t(
            "real.rolloff.round",
            number=attempt,
            throws=items_list([f"{name} {total}" for name, total in throws.items()]),
        )
        for attempt, throws in enumerate(game.roll_off, 1)
    ]
    tie = (
        t("rolloff.tie", players=names_list([game.players[s] for s in contenders]))
        if entered
        else None
    )
    return [
        _throws_card(
            state,
            game,
            contenders,
            h("p", {"class": "hint"}, t("real.rolloff.hint")),
            h("ul", None, [h("li", None, line) for line in entered]) if entered else None,
            h("p", {"class": "tie"}, tie) if tie else None,
            heading=t("real.rolloff.title"),
            decide=action(t("real.rolloff.decide"), "enter-roll-off", cls="primary"),
            key=f"rolloff{len(entered)}",
        ),
        h(
            "section",
            {"class": "card", "aria-labelledby": "opener-title"},
            h("h2", {"id": "opener-title"}, t("real.opener.title")),
            h("p", {"class": "hint"}, t("real.opener.hint")),
            h(
                "div",
                {"class": "menu"},
                [
                    action(
                        t("real.opener.starts", player=seat), "set-opener", index, cls="secondary"
                    )
                    for index, seat in enumerate(game.players)
                ],
            ),
            key="opener",
        ),
    ]


def tiebreak_picker(state: UiState, game: balut.Game) -> El | None:
    """Game over with real dice and a roll-off tiebreak: the seats still level throw five
    dice at the table and type each total (the throws so far show in the tie notes)."""
    contenders = game.tiebreak_contenders
    if not contenders:
        return None
    names = names_list([game.players[s] for s in contenders])
    thrown = sum(len(s.tiebreak_dice) for s in game.standings())
    # Thrown already and still level: they throw again (said like the opening roll-off).
    level = {game.players[seat] for seat in contenders}
    again = any(s.tiebreak_dice for s in game.standings() if s.player in level)
    return _throws_card(
        state,
        game,
        contenders,
        h("p", {"class": "hint"}, t("real.tiebreak.hint", players=names)),
        h("p", {"class": "tie"}, t("rolloff.tie", players=names)) if again else None,
        heading=t("real.tiebreak.title"),
        decide=action(t("real.tiebreak.decide"), "enter-tiebreak", cls="primary"),
        key=f"tiebreak{thrown}",
    )


def _throws_card(
    state: UiState,
    game: balut.Game,
    contenders: tuple[int, ...],
    *notes: El | None,
    heading: str,
    decide: El,
    key: str,
) -> El:
    """A roll-off at the table: one total typed per seat in ``contenders``."""
    error = state.entry.throws_error
    return h(
        "section",
        {"class": "card", "aria-labelledby": "rolloff-title"},
        h("h2", {"id": "rolloff-title", "tabindex": "-1"}, heading),
        *notes,
        h(
            "div",
            {"class": "rolloff-fields"},
            [
                h(
                    "label",
                    {"class": "die-field"},
                    h("span", None, t("real.rolloff.throw", player=game.players[seat])),
                    h(
                        "input",
                        {
                            "type": "text",
                            "inputmode": "numeric",
                            "pattern": "[0-9]*",
                            "maxlength": "2",
                            "autocomplete": "off",
                            "value": state.entry.throws.get(seat, ""),
                            "data-field": "rolloff",
                            "data-arg": seat,
                            "aria-invalid": "true" if seat in state.entry.throws_refused else None,
                            "aria-describedby": "rolloff-error"
                            if seat in state.entry.throws_refused
                            else None,
                        },
                    ),
                    key=f"throw{seat}",
                )
                for seat in contenders
            ],
        ),
        h("p", {"id": "rolloff-error", "class": "field-error"}, word(error)) if error else None,
        decide,
        key=key,
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
                for i, face in enumerate(state.entry.dice)
            ],
        ),
        toggle_choice(
            t("real.first_roll"),
            t("real.first_roll.hint"),
            state.entry.first_roll,
            field="first-roll",
        )
        if game.rules.first_roll_balut_bonus
        else None,
        key="real-dice",
    )


def value_dialog(state: UiState, game: balut.Game) -> El:
    """`<Category> value`: one box's value typed in, checked by the core on Save."""
    category = state.entry.value_row
    assert category is not None
    name = word(category_name(category))
    error = state.entry.value_error
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
                    "value": state.entry.value_text,
                    "data-field": "box-value",
                    "aria-invalid": "true" if error else None,
                    "aria-describedby": "box-value-error" if error else None,
                },
            ),
            h("p", {"id": "box-value-error", "class": "field-error"}, word(error))
            if error
            else None,
            toggle_choice(
                t("real.first_roll"), None, state.entry.value_first_roll, field="value-first-roll"
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


def correction_form(state: UiState, game: balut.Game) -> El | None:
    """Correct a box (real dice, by agreement of the table): pick the player and the
    filled box, type its new value. Without real dice the dice are the dice: no form."""
    if not game.real_dice:
        return None
    if not state.correction.open:
        return action(t("real.correct"), "correct-box", cls="secondary")
    seat = state.correction.seat if 0 <= state.correction.seat < len(game.players) else 0
    sheet = game.sheet(seat)
    boxes = [
        (f"{cat.value}:{index}", value)
        for cat in balut.Category
        for index, value in enumerate(sheet.boxes(cat))
        if value is not None
    ]
    error = state.correction.error
    return h(
        "section",
        {"class": "card correction", "aria-labelledby": "correct-title"},
        h("h2", {"id": "correct-title"}, t("real.correct")),
        h("p", {"class": "hint"}, t("real.correct.hint")),
        h("label", {"for": "correct-seat"}, t("real.correct.player")),
        h(
            "select",
            {"id": "correct-seat", "data-field": "correct-seat", "value": str(seat)},
            [
                h("option", {"value": str(i), "selected": i == seat}, name)
                for i, name in enumerate(game.players)
            ],
        ),
        h("label", {"for": "correct-box"}, t("real.correct.box")),
        h(
            "select",
            {"id": "correct-box", "data-field": "correct-box", "value": state.correction.box},
            [
                h("option", {"value": "", "selected": not state.correction.box}, "\u2013"),
                *[
                    h(
                        "option",
                        {"value": arg, "selected": arg == state.correction.box},
                        _box_words(arg, value),
                    )
                    for arg, value in boxes
                ],
            ],
        ),
        h("label", {"for": "correct-value"}, t("real.correct.value")),
        h(
            "input",
            {
                "id": "correct-value",
                "type": "text",
                "inputmode": "numeric",
                "pattern": "[0-9]*",
                "maxlength": "3",
                "class": "short",
                "autocomplete": "off",
                "value": state.correction.text,
                "data-field": "correct-value",
                "aria-invalid": "true" if error else None,
                "aria-describedby": "correct-error" if error else None,
            },
        ),
        h("p", {"id": "correct-error", "class": "field-error"}, word(error)) if error else None,
        h(
            "div",
            {"class": "dialog-buttons"},
            action(t("dialog.cancel"), "correct-box", cls="secondary"),
            action(t("real.correct.save"), "save-correction", cls="primary"),
        ),
        key="correction",
    )


def _box_words(arg: str, value: int) -> str:
    """A filled box in the picker: "Fours, box 2: 12"."""
    category, _, index = arg.partition(":")
    return t(
        "real.correct.option",
        category=category_name(balut.Category(category)),
        box=int(index) + 1,
        value=number(value),
    )


def corrections(game: balut.Game) -> El | None:
    """The boxes corrected by agreement (scoreboard, game over and history); the sheets
    mark them."""
    lines = [
        t(
            "real.corrected",
            player=game.players[fix.seat],
            category=category_name(fix.category),
            box=fix.box + 1,
            value=number(fix.value),
        )
        for fix in game.corrections
    ]
    if not lines:
        return None
    return h(
        "section",
        {"class": "corrections", "aria-labelledby": "corrections-title"},
        h("h2", {"id": "corrections-title"}, t("real.corrections")),
        h("ul", None, [h("li", None, line) for line in lines]),
        h("p", {"class": "hint"}, t("real.corrected_legend")),
        key="corrections",
    )
