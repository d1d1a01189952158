"""The coach on the turn screen: `Hint` shows the best option now and the next ones with
what each would cost, in words ("Hold 6 6 6: best." "Score 18 in Sixes: 0.9 points
less."). The core prices the options (`balut.strategy.advise`); this module words them.
"""

from __future__ import annotations

import balut
from balut import strategy

from .i18n import Msg, t
from .speed import category_name
from .state import UiState
from .vdom import El, action, h

#: How many options the hint lists (the best first).
SHOWN = 3


def can_hint(game: balut.Game) -> bool:
    """The coach can price this moment: a seat rolling (or with its real dice typed in)."""
    if game.is_over() or game.needs_prediction or game.needs_opener:
        return False
    if game.real_dice:
        return game.dice is not None
    return game.teams is None  # a team's members and captain: not priced yet


def option_words(option: strategy.Option) -> str:
    """One option as a player says it."""
    if option.kind == "roll":
        return t("coach.roll")
    if option.kind == "hold":
        if not option.keep:
            return t("coach.reroll_all")
        return t("coach.hold", dice=" ".join(str(d) for d in option.keep))
    fill = option.fill
    assert fill is not None
    box = (
        Msg.of("box.jackpot", category=category_name(fill.category))
        if fill.jackpot
        else category_name(fill.category)
    )
    if fill.crossed:
        return t("coach.cross", box=box)
    return t("coach.score", value=option.value, box=box)


def decimal(value: float) -> str:
    """A loss to one decimal, with the language's decimal mark ("0.9", "0,9")."""
    return f"{value:.1f}".replace(".", t("number.decimal_mark"))


def hint_button(state: UiState, game: balut.Game) -> El | None:
    if not can_hint(game):
        return None
    return action(
        t("coach.hint"),
        "hint",
        cls="secondary small hint-button",
        pressed=state.hint_open,
        key="hint",
    )


def hint_card(state: UiState, game: balut.Game) -> El | None:
    """The best options now, each with its cost against the best."""
    if not state.hint_open or not can_hint(game):
        return None
    options = strategy.advise(game)[:SHOWN]
    if options[0].kind == "roll":  # nothing to weigh before the dice
        lines = [t("coach.roll_first")]
    else:
        lines = [
            t("coach.best", option=option_words(options[0])),
            *(
                t("coach.costs", option=option_words(o), loss=decimal(o.loss))
                if o.loss >= 0.05
                else t("coach.as_good", option=option_words(o))
                for o in options[1:]
            ),
        ]
    return h(
        "section",
        {"class": "card coach", "aria-labelledby": "coach-title", "aria-live": "polite"},
        h("h2", {"id": "coach-title"}, t("coach.title")),
        h("ul", None, [h("li", None, line) for line in lines]),
        key="coach",
    )
