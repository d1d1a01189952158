"""The app's features, each a `balut.web.feature.Feature`: the one list `Controller`
merges for its actions and `balut.web.screens` for the screens and dialogs they draw. A new
screen is its module (a `Feature` with its views), its catalog keys and one line here."""

from __future__ import annotations

from ..feature import Feature, View
from ..home_screen import home_screen
from ..session import Session
from ..state import Screen, UiState
from ..vdom import El
from .archive import Archive
from .history import History
from .match import MatchPlay
from .navigation import Navigation
from .paper import Paper
from .proof import Proofs
from .puzzle import PuzzlePlay
from .real_dice import RealDice
from .settings import Settings
from .setup import Setup
from .turn import Turn

FEATURES: tuple[type[Feature], ...] = (
    PuzzlePlay,  # (first: its part of Home is right under the menu)
    Settings,
    Navigation,
    Setup,
    Turn,
    Proofs,
    RealDice,
    History,
    Archive,
    Paper,
    MatchPlay,
)


def views() -> dict[Screen, View]:
    """Each screen's view, from the feature that shows it (each screen one feature's)."""
    table: dict[Screen, View] = {}
    for kind in FEATURES:
        twice = table.keys() & kind.views.keys()
        assert not twice, f"{kind.__name__} draws {twice}, as another feature does"
        table.update(kind.views)
    table[Screen.HOME] = _home
    return table


def _home(state: UiState) -> El:
    """Home, with what each feature puts on it."""
    return home_screen(state, [kind.on_home(state) for kind in FEATURES])


def dialog(state: UiState) -> El | None:
    """The feature's dialog open over the screen, if any."""
    return next((d for kind in FEATURES if (d := kind.dialog(state)) is not None), None)


def build(session: Session) -> list[Feature]:
    """Every feature, over `session`."""
    return [kind(session) for kind in FEATURES]
