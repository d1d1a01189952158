"""A box of the score sheet in the glue: its name ("Jackpot Fives") and the arguments
that name it in a tap or a field (`slot_value`, `fill_arg`), read back in one place
(`parse_slot`, `parse_fill`)."""

from __future__ import annotations

import balut
from balut.strategy import Fill

from .i18n import Msg, word


def category_name(category: balut.Category) -> Msg:
    """A row's name ("Fives")."""
    return Msg.of(f"category.{category.value}")


def slot_name(slot: tuple[balut.Category, bool]) -> Msg:
    """A box's name: "Fives" for a row box, "Jackpot Fives" for its jackpot box."""
    category, jackpot = slot
    return (
        Msg.of("box.jackpot", category=category_name(category))
        if jackpot
        else category_name(category)
    )


def slot_label(slot: tuple[balut.Category, bool]) -> str:
    """A box's name in the current language."""
    return word(slot_name(slot))


def slot_value(slot: tuple[balut.Category, bool]) -> str:
    """A box as a tap's or a field's argument: "fives:r" (row box), "fives:j" (jackpot)."""
    return f"{slot[0].value}:{'j' if slot[1] else 'r'}"


def parse_slot(value: str) -> tuple[balut.Category, bool]:
    name, _, kind = value.partition(":")
    return balut.Category(name), kind == "j"


def fill_arg(category: balut.Category, *, jackpot: bool = False, crossed: bool = False) -> str:
    """The `fill` tap's argument, like `Game.fill(category, jackpot=, crossed=)`: the box
    ("fives:r", "fives:j") and ":x" to cross it out ("fives:j:x")."""
    return slot_value((category, jackpot)) + (":x" if crossed else "")


def parse_fill(arg: str) -> Fill:
    """`fill_arg` back, the one place it is read: the box and whether it is crossed out;
    ValueError on anything else."""
    parts = arg.split(":")
    if len(parts) not in (2, 3) or parts[1] not in ("r", "j") or parts[2:] not in ([], ["x"]):
        raise ValueError(f"not a fill argument: {arg!r}")
    return Fill(balut.Category(parts[0]), parts[1] == "j", len(parts) == 3)
