"""Real dice at the table: who starts, the dice a player ended with typed in, or one box's
value typed in. The core decides what a box can hold (`Game.possible_values`); this module
draws the controls and words the core's answers.
"""

from __future__ import annotations

import balut

from .boxes import category_name, slot_name
from .core_words import items_list, names_list, values_words
from .i18n import Msg, number, t, word
from .rules_text import box_score_row
from .state import CORRECTION_WAYS, UiState
from .vdom import El, action, h
from .widgets import modal, toggle_choice

#: What a die control offers: nothing yet, or a face.
FACES: tuple[str, ...] = ("", "1", "2", "3", "4", "5", "6")


def typed_dice(state: UiState) -> tuple[int, ...] | None:
    """The five dice typed so far, None until every one has a face."""
    if all(face in FACES[1:] for face in state.entry.dice):
        return tuple(int(face) for face in state.entry.dice)
    return None


def box_values(game: balut.Game, category: balut.Category, jackpot: bool) -> tuple[int, ...]:
    """What a regular box of the row, or its jackpot box, can hold (the core's list)."""
    return game.possible_jackpot_values(category) if jackpot else game.possible_values(category)


def possible_words(game: balut.Game, category: balut.Category, jackpot: bool = False) -> str:
    """What a box can hold, runs of three or more as ranges."""
    return values_words(box_values(game, category, jackpot))


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
        # Each seat's first turn (round 1) teaches the two taps, in the hint's place.
        h("p", {"class": "teach"}, t("real.teach"))
        if game.round == 1 and not game.owed
        else h("p", {"class": "hint"}, t("real.dice.hint")),
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
    jackpot = state.entry.value_jackpot
    name = word(slot_name((category, jackpot)))
    error = state.entry.value_error
    bonus = category is balut.Category.BALUT and game.rules.first_roll_balut_bonus
    return modal(
        "value",
        t("real.value.title", category=name),
        t("real.value.possible", values=possible_words(game, category, jackpot)),
        h(
            "div",
            {"class": "value-entry"},
            # (what the row scores: Balut's 25-50 is the five dice plus 20, as the Rules say)
            h("p", {"class": "hint box-rule"}, box_score_row(game.rules, category)),
            value_chips(game, category, jackpot),
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


def value_chips(game: balut.Game, category: balut.Category, jackpot: bool = False) -> El:
    """`<Category> values` (`Jackpot <Category> values`): every value the box can hold
    (the core's list), a button each, named by the value alone; one tap enters it
    (`enter-value`)."""
    box = f"{category.value}:j" if jackpot else category.value
    return h(
        "div",
        {
            "id": "value-chips",
            "class": "value-chips",
            "role": "group",
            "tabindex": "-1",
            "aria-label": t("real.value.chips", category=word(slot_name((category, jackpot)))),
        },
        [
            action(number(value), "enter-value", f"{box}:{value}", cls="chip")
            for value in box_values(game, category, jackpot)
        ],
    )


def impossible(
    game: balut.Game, category: balut.Category, typed: str, jackpot: bool = False
) -> Msg:
    """The inline message for a value the box cannot hold, naming what it can."""
    return Msg.of(
        "real.value.impossible",
        category=slot_name((category, jackpot)),
        value=typed.strip() or "\u2013",
        values=possible_words(game, category, jackpot),
    )


def correction_form(state: UiState, game: balut.Game) -> El | None:
    """Correct a box (real dice, by agreement of the table): pick the player and the
    filled box, then how it is put right: a new value, moved to another row (with its
    value there), or cleared (the player owes the box). Save asks the table to agree.
    Without real dice the dice are the dice: no form."""
    if not game.real_dice:
        return None
    fix = state.correction
    if not fix.open:
        return action(t("real.correct"), "correct-box", cls="secondary")
    seat = fix.seat if 0 <= fix.seat < len(game.players) else 0
    sheet = game.sheet(seat)
    boxes = [
        (f"{cat.value}:{index}", value)
        for cat in balut.Category
        for index, value in enumerate(sheet.boxes(cat))
        if value is not None
    ]
    picked = fix.box.partition(":")[0]
    rows = [cat for cat in balut.Category if cat.value != picked and sheet.open_boxes(cat)]
    error = fix.error
    return h(
        "section",
        {"class": "card correction", "aria-labelledby": "correct-title"},
        h("h2", {"id": "correct-title"}, t("real.correct")),
        h("p", {"class": "hint"}, t("real.correct.hint")),
        _select(
            "correct-seat",
            t("real.correct.player"),
            str(seat),
            [(str(i), name) for i, name in enumerate(game.players)],
        ),
        _select(
            "correct-box",
            t("real.correct.box"),
            fix.box,
            [("", "\u2013"), *[(arg, _box_words(arg, value)) for arg, value in boxes]],
        ),
        _select(
            "correct-how",
            t("real.correct.how"),
            fix.how,
            [(way, t(f"real.correct.how.{way}")) for way in CORRECTION_WAYS],
        ),
        _select(
            "correct-to",
            t("real.correct.to"),
            fix.to,
            [("", "\u2013"), *[(cat.value, word(category_name(cat))) for cat in rows]],
        )
        if fix.how == "move"
        else None,
        h("p", {"class": "hint"}, t("real.correct.owed")) if fix.how == "clear" else None,
        None if fix.how == "clear" else _value_field(fix.how, fix.text, error is not None),
        h("p", {"id": "correct-error", "class": "field-error"}, word(error)) if error else None,
        h(
            "div",
            {"class": "dialog-buttons"},
            action(t("dialog.cancel"), "correct-box", cls="secondary"),
            action(t("real.correct.save"), "save-correction", cls="primary"),
        ),
        key="correction",
    )


def _select(field: str, label: str, value: str, options: list[tuple[str, str]]) -> list[El]:
    """A labelled picker of the correction form (its id is its field)."""
    return [
        h("label", {"for": field}, label),
        h(
            "select",
            {"id": field, "data-field": field, "value": value},
            [
                h("option", {"value": arg, "selected": arg == value}, words)
                for arg, words in options
            ],
        ),
    ]


def _value_field(how: str, text: str, refused: bool) -> list[El]:
    """The new value typed (moved: the value in its new row, empty for the same)."""
    return [
        h("label", {"for": "correct-value"}, t(f"real.correct.value.{how}")),
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
                "value": text,
                "data-field": "correct-value",
                "aria-invalid": "true" if refused else None,
                "aria-describedby": "correct-error" if refused else None,
            },
        ),
    ]


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
            f"real.corrected.{'clear' if fix.value is None else 'move' if fix.to else 'value'}",
            player=game.players[fix.seat],
            category=category_name(fix.category),
            box=fix.box + 1,
            value="" if fix.value is None else number(fix.value),
            to="" if fix.to is None else category_name(fix.to),
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
