"""The widget kit every screen module shares: screen frame, title, toolbar, dice faces,
sheet boxes, offer chips and radio choices.

Pure layout on `vdom.h`; the words come in as arguments (the toolbar's own name comes from
the catalog), so any screen may use any widget without importing another screen module.
"""

from __future__ import annotations

from typing import Protocol

from balut import strategy

from .colours import PALETTE
from .i18n import number, t
from .vdom import Children, El, h

# The pip positions the faces use on a 3x3 grid (1 = top left, 9 = bottom right): every
# face has all of them, and app.css shows those of its value (`.face-<n>`), so a roll
# changes one class per die rather than its pips.
_SPOTS = (1, 3, 4, 5, 6, 7, 9)


def initial(name: str) -> str:
    """The first letter of a name, as its badge shows it ("?" for none)."""
    letter = next((c for c in name if c.isalnum()), "?")
    return letter.upper()


def player_badge(name: str, colour: int, *, big: bool = False) -> El:
    """A seat's badge: its initial on its own colour (visual only: the name is beside it)."""
    return h(
        "span",
        {
            "class": f"badge colour-{colour % len(PALETTE)}" + (" badge-big" if big else ""),
            "aria-hidden": "true",
            "data-initial": initial(name),  # drawn by CSS: a letter, not a word to read
        },
    )


def title(text: str) -> El:
    """The screen heading; it receives focus when the screen changes."""
    return h("h1", {"id": "screen-title", "tabindex": "-1"}, text)


class Named(Protocol):
    """A `state.Screen`, as far as drawing one needs (widgets import no state)."""

    @property
    def value(self) -> str: ...


def screen(which: Named, *children: Children) -> El:
    """One screen's section (`which` is a `state.Screen`), labelled by its title."""
    return h(
        "section",
        {"class": f"screen screen-{which.value}", "aria-labelledby": "screen-title"},
        *children,
        key=which.value,
    )


def toolbar(*buttons: El | None) -> El:
    return h("nav", {"class": "toolbar", "aria-label": t("nav.toolbar")}, *buttons)


def screen_head(heading: str, *buttons: El | None) -> El:
    """A secondary screen's header: Back (and any button beside it) and the title on one
    row, in that order (the title's focus on arrival, then Tab, goes on into the screen); a
    long title wraps beside them, or takes a row of its own when no room is left."""
    return h("div", {"class": "screen-head"}, toolbar(*buttons), title(heading))


def die_face(value: int | None, tag: str | None = None) -> El:
    """Pips for a die (a blank face before the first roll); `tag` is a word CSS shows under
    it (the held tag: CSS content, so the die's accessible name stays "Die 1: 6")."""
    return h(
        "span",
        {"class": f"face face-{value or 0}", "aria-hidden": "true", "data-tag": tag},
        [h("span", {"class": f"pip p{spot}"}) for spot in _SPOTS],
    )


def offer_chip(offer: int | None) -> El:
    """What the dice on the table would score in a row (empty when they cannot go there)."""
    return h(
        "span",
        {"class": "offer" + (" zero" if offer == 0 else ""), "aria-hidden": "true"},
        "" if offer is None else str(offer),
    )


def box_cell(value: int | None, crossed: bool = False) -> El:
    """One box of a turn-sheet row: empty while open, a cross when crossed out, else its
    score (a box that scored nothing shows 0)."""
    mark = " open" if value is None else (" crossed" if crossed else " zero" if value == 0 else "")
    return h(
        "span",
        {"class": "box" + mark},
        "" if value is None else ("\u2715" if crossed else number(value)),
    )


def box_text(value: int | None, crossed: bool = False) -> str:
    """A box in a full sheet table: a dash while open, a cross when crossed out, else its
    score (0 included)."""
    return "\u2013" if value is None else ("\u2715" if crossed else number(value))


def toggle_choice(
    label: str, hint: str | None, checked: bool, *, field: str, arg: str | None = None
) -> El:
    """A checkbox labelled by a bold line and a small hint (None: no hint); a change
    reports `field` (and `arg`) with "on" or "off" to the controller."""
    return h(
        "label",
        {"class": "choice toggle"},
        h("input", {"type": "checkbox", "data-field": field, "data-arg": arg, "checked": checked}),
        _choice_text(label, hint),
        key=f"{field}:{arg}",
    )


def _choice_text(label: str, hint: str | None) -> El:
    return h(
        "span",
        {"class": "choice-text"},
        h("strong", None, label),
        h("small", None, hint) if hint is not None else None,
    )


def radio_choice(
    name: str,
    value: str,
    label: str,
    hint: str | None,
    checked: bool,
    *,
    field: str,
    arg: str | None = None,
) -> El:
    """One radio button of a group, labelled by a bold line and a small hint (None: no
    hint); a change reports `field` (and `arg`) with `value` to the controller."""
    return h(
        "label",
        {"class": "choice"},
        h(
            "input",
            {
                "type": "radio",
                "name": name,
                "value": value,
                "data-field": field,
                "data-arg": arg,
                "checked": checked,
            },
        ),
        _choice_text(label, hint),
    )


def modal(key: str, title_text: str, message: str, body: El | None, *buttons: El) -> El:
    """The one dialog: a question (Cancel, Confirm) or a notice with its one way on, and
    what it shows besides its message (`body`)."""
    return h(
        "dialog",
        {
            "class": "confirm",
            "aria-labelledby": "dialog-title",
            "aria-describedby": "dialog-message",
        },
        h("h2", {"id": "dialog-title"}, title_text),
        h("p", {"id": "dialog-message"}, message),
        body,
        h("div", {"class": "dialog-buttons"}, list(buttons)),
        key=key,
    )


def labelled_select(
    field_id: str, label: str, choices: list[tuple[str, str]], chosen: str, *, field: str, arg: str
) -> El:
    """A picker with its label beside it (`choices`: value and words); its changes reach
    the controller as `field` with `arg`."""
    return h(
        "label",
        {"class": "bot-level", "for": field_id},
        h("span", None, label),
        h(
            "select",
            {"id": field_id, "data-field": field, "data-arg": arg},
            [
                h("option", {"value": value, "selected": value == chosen}, words)
                for value, words in choices
            ],
        ),
    )


def level_choices() -> list[tuple[str, str]]:
    """The bots' levels as a picker offers them: value and words."""
    return [(level, t(f"bot.level.{level}")) for level in strategy.LEVELS]
