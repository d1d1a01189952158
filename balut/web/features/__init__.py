"""The app's features, each a `balut.web.feature.Feature`: the one list `Controller`
merges. A new screen is its module, its catalog keys and one line here."""

from __future__ import annotations

from ..feature import Feature
from ..session import Session
from .archive import Archive
from .history import History
from .match import MatchPlay
from .navigation import Navigation
from .paper import Paper
from .proof import Proofs
from .real_dice import RealDice
from .settings import Settings
from .setup import Setup
from .turn import Turn

FEATURES: tuple[type[Feature], ...] = (
    Settings,
    Navigation,
    Setup,
    Turn,
    RealDice,
    History,
    Archive,
    Paper,
    Proofs,
    MatchPlay,
)


def build(session: Session) -> list[Feature]:
    """Every feature, over `session`."""
    return [kind(session) for kind in FEATURES]
