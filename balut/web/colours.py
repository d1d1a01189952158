"""The players' colours: the palette and each seat's colour (a setup's choice, saved)."""

from __future__ import annotations

#: The players' colours (Okabe-Ito based, told apart with colour blindness), in seat
#: order; app.css draws `.colour-<n>` in light and dark. A badge shows the initial too,
#: so colour is never the only cue.
PALETTE: tuple[str, ...] = (
    "blue",
    "orange",
    "green",
    "purple",
    "yellow",
    "sky",
    "vermilion",
    "grey",
)


def seat_colours(count: int, chosen: object = None) -> list[int]:
    """The palette index of each of `count` seats: `chosen` when it is one distinct index
    per seat (what the setup picked, as saved), else seat order (an old or damaged save)."""
    if (
        isinstance(chosen, list)
        and len(chosen) == count
        and all(type(c) is int and 0 <= c < len(PALETTE) for c in chosen)
        and len(set(chosen)) == count
    ):
        return list(chosen)
    return [seat % len(PALETTE) for seat in range(count)]
