"""How a feature plugs into the app: one way, the `Feature` base.

A feature (setup, the turn, history, stats and backup, the paper sheet...) is a class
over the `Session` (the play in hand) holding its slice of `UiState`: its action table
(`actions`) and the taps that ask first, run again confirmed (`confirmed`); its form
fields (`edit`, `field_taps`); the screens it shows, each with its view (`views`), and
its Back rule for them (`back`); its own dialog (`dialog`, closed by `dismiss`); what a
tap ends (`tapped`); what a copy of the app may share (`shared`). Its effects go through
`Session.emit`. `Controller` merges the tables of `balut.web.features.FEATURES` and
`balut.web.screens` their views; a new screen is one module, its catalog keys and one
line in that list (a `Screen("name")` declared in its own module).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar

from .session import Session
from .state import Screen, UiState
from .vdom import Children, El

Handler = Callable[[str], None]
View = Callable[[UiState], El]


class Feature:
    """A feature over the session. Subclasses override what they have."""

    #: The screens this feature shows, each with the function that draws it.
    views: ClassVar[Mapping[Screen, View]] = {}
    #: Form fields whose change is a tap on the game (field -> action; its argument is
    #: "<field's arg>:<value>"): performed like one, saved.
    field_taps: ClassVar[Mapping[str, str]] = {}

    def __init__(self, session: Session) -> None:
        self.session = session

    @property
    def state(self) -> UiState:
        return self.session.state

    def actions(self) -> dict[str, Handler]:
        """The taps this feature answers: action name -> handler of its argument."""
        return {}

    def confirmed(self) -> dict[str, Handler]:
        """Its taps that ask first: the Confirm of their question runs these."""
        return {}

    def tapped(self) -> None:
        """A tap (or timer) comes, before its handler: what of this feature's screen lasts
        only until the next one goes."""

    def edit(self, field: str, arg: str, value: str) -> bool:
        """A form field changed; False when `field` is not this feature's."""
        return False

    @staticmethod
    def dialog(state: UiState) -> El | None:
        """This feature's own dialog, when it is open (drawn over its screen)."""
        return None

    @staticmethod
    def on_home(state: UiState) -> Children:
        """What this feature puts on Home, under its menu (None: nothing)."""
        return None

    def dismiss(self) -> bool:
        """Close this feature's own open dialog (Cancel, Back); False when none is open."""
        return False

    def shared(self) -> tuple[object, ...]:
        """Values a copy of the app (taps answered ahead) shares with it: replaced, never
        changed in place."""
        return ()

    def back(self) -> bool:
        """The phone's Back on one of this feature's screens; False: Home, as usual."""
        return False
