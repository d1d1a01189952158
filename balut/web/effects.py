"""What a tap asks of the page besides a new screen: effects, returned as values.

A feature's action emits them (`Session.emit`); `Controller.perform` returns those of
the change and hands them to the paint, and `balut.web.app.App` turns each into the
frame's instruction to the page (focus, the share sheet, a file, vibration, a timer...).
Nothing here is kept in `UiState`: an effect happens once, with the frame of its tap.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Focus:
    """Focus this CSS selector after the paint."""

    selector: str


@dataclass(frozen=True, slots=True)
class Share:
    """A result for the phone's share sheet (within the tap, as the Web Share API requires):
    its title, text and result link."""

    title: str
    text: str
    url: str


@dataclass(frozen=True, slots=True)
class SaveFile:
    """A file for the page to share or download within the tap: name, type, text."""

    name: str
    mime: str
    text: str


@dataclass(frozen=True, slots=True)
class SharePicture:
    """A result as a picture for the page to draw and share: its file name, title and
    table (the first row the header), how the table settles up (a heading and its lines,
    none without a stake), the check code line ("" without one), and the line under it."""

    name: str
    title: str
    rows: tuple[tuple[str, ...], ...]
    footer: str
    settle: tuple[str, ...] = ()
    code: str = ""


@dataclass(frozen=True, slots=True)
class Buzz:
    """Dice were rolled: the phone buzzes (if the player wants it), a fanfare for a balut."""

    balut: bool = False


@dataclass(frozen=True, slots=True)
class Persist:
    """The first game was kept: ask the browser to keep this site's data."""


@dataclass(frozen=True, slots=True)
class MakeProof:
    """A finished game came on screen: make its check code in a task of its own, after
    the paint (the `make-proof` timer)."""


@dataclass(frozen=True, slots=True)
class Upkeep:
    """Older history entries wait to be brought on: a step of the records' upkeep, after
    the paint (the `upkeep` timer). `awaited`: a player waits for it (a file's check):
    the next step comes right after the frame, with no pause (the page paints while the
    worker works, and a tap waits one step at most, about 0.1 s)."""

    awaited: bool = False


Effect = Focus | Share | SaveFile | SharePicture | Buzz | Persist | MakeProof | Upkeep
