"""The game UI controller: taps become meaning-level actions on the game, then one paint.

`Controller` merges the action tables of the features (`balut.web.features.FEATURES`,
each over the one `Session`) and runs every tap, timer tick and visibility change the
same way in `perform`: dispatch, save, paint, returning the change's effects (focus, a
file, the share sheet... `balut.web.effects`). It never touches the DOM:
`balut.web.app` wires DOM events to `perform`/`edit` and turns the effects into frames.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import balut

from .effects import Effect
from .feature import Feature, Handler
from .features import build
from .features.archive import Archive
from .features.navigation import Navigation
from .i18n import Msg
from .reasons import reason
from .session import Session
from .state import TOAST_MS, UiState
from .storage import Storage
from .turn_clock import TurnClock, monotonic_ms

F = TypeVar("F", bound=Feature)
T = TypeVar("T")

# What a tab still does once another tab took over the saved play (it waits to reload):
# make-proof writes nothing and must end (the app schedules it once a proof is due).
STALE_TAB_ACTIONS = frozenset(
    {"changed-elsewhere", "page-visibility", "cancel", "make-proof", "toast-done"}
)


def _check_stored_settings(storage: Storage) -> None:
    """Read every stored value the start does not need, so that a damaged one is backed
    up and named at once (not first when it is used, nor overwritten unread, as a new
    choice of language would)."""
    storage.language()
    storage.remembered_names()
    storage.load_settings()
    storage.aliases()
    storage.persist_asked_at()


def _merge(table: dict[str, T], more: Mapping[str, T], feature: Feature) -> None:
    """A feature's table into the app's: each name is one feature's."""
    twice = table.keys() & more.keys()
    assert not twice, f"{type(feature).__name__} answers {sorted(twice)}, as another does"
    table.update(more)


class UnknownActionError(LookupError):
    """A `data-action` no handler answers: a screen and the controller disagree."""


class Controller:
    """Applies actions to the state; `paint` (set by the app) draws it and its effects."""

    def __init__(
        self,
        storage: Storage,
        *,
        seed: int | None = None,
        clock: Callable[[], float] = monotonic_ms,
        visible: bool = True,
        page_url: str = "",
        today: Callable[[], str] | None = None,
    ) -> None:
        self.state = UiState()
        self.session = Session(
            self.state,
            storage,
            TurnClock(clock, visible=visible),
            seed=seed,
            page_url=page_url,
            today=today,
        )
        self.paint: Callable[[list[Effect]], None] = lambda _effects: None
        self.features = build(self.session)
        self._actions, self._confirmed, self._field_taps = self._tables()
        _check_stored_settings(storage)
        self.session.restore()
        self.session.collect_warnings()

    @property
    def storage(self) -> Storage:
        return self.session.storage

    def _tables(self) -> tuple[dict[str, Handler], dict[str, Handler], dict[str, str]]:
        """The features' tables merged: actions (name -> handler of its argument), the
        taps that ask first (Confirm runs them again, confirmed), the fields that are taps."""
        actions: dict[str, Handler] = {
            "confirm": lambda _arg: self._confirm(),
            "cancel": lambda _arg: self._cancel(),
            "back-button": lambda _arg: self._back_button(),
        }
        confirmed: dict[str, Handler] = {}
        field_taps: dict[str, str] = {}
        for feature in self.features:
            _merge(actions, feature.actions(), feature)
            _merge(confirmed, feature.confirmed(), feature)
            _merge(field_taps, feature.field_taps, feature)
        return actions, confirmed, field_taps

    def feature(self, kind: type[F]) -> F:
        """The feature of this kind."""
        return next(f for f in self.features if isinstance(f, kind))

    def __deepcopy__(self, memo: dict[int, Any]) -> Controller:
        """A copy to try a tap on (balut.web.app `App.prepare`): the state, storage, session
        and features copied together, and its own action tables. The history and stats
        lists, the coach's review and a backup read are shared (`Feature.shared`): they
        are replaced, never changed in place. Its `paint` does nothing until the app sets
        it."""
        twin = copy.copy(self)
        memo[id(self)] = twin
        for feature in self.features:
            for value in feature.shared():
                memo[id(value)] = value
        for name, value in vars(self).items():
            if name not in ("paint", "_actions", "_confirmed", "_field_taps"):
                setattr(twin, name, copy.deepcopy(value, memo))
        twin.paint = lambda _effects: None
        twin._actions, twin._confirmed, twin._field_taps = twin._tables()
        return twin

    # --- entry points -------------------------------------------------------------------

    def perform(self, name: str, arg: str = "") -> list[Effect]:
        """The one path of every tap, timer tick and visibility change: dispatch, save,
        paint. The effects of the change, which the paint was given too."""
        self.dispatch(name, arg)
        self.save()
        effects = self.session.take_effects()
        self.paint(effects)
        return effects

    def dispatch(self, name: str, arg: str = "") -> None:
        """Run one action; a rule the core refuses becomes a visible message. An action
        nobody answers raises `UnknownActionError`."""
        handler = self._actions.get(name)
        if handler is None:
            raise UnknownActionError(f"unknown action {name!r}")
        state = self.state
        if state.elsewhere and name not in STALE_TAB_ACTIONS:
            return  # another tab plays: this one waits for Use this tab
        for feature in self.features:
            feature.tapped()
        try:
            handler(arg)
        except balut.BalutError as error:
            why = reason(error)
            state.announcement = why
            self.session.warn(Msg.of("play.not_allowed", reason=why))
        self.session.clock.sync(state)
        self.session.collect_warnings()

    def edit(self, field: str, arg: str, value: str) -> list[Effect]:
        """A form field changed: a player's name, a setup option, the rule set... (a die
        typed is a tap: dispatched and saved). The effects of the change, for the app to
        paint once."""
        tap = self._field_taps.get(field)
        if tap is not None:
            self.dispatch(tap, f"{arg}:{value}")
            self.save()
            return self.session.take_effects()
        for feature in self.features:
            if feature.edit(field, arg, value):
                break
        return self.session.take_effects()

    def save(self) -> None:
        """Save the game or match in progress (also called before an app update). When
        another tab changed it first, nothing is written and this tab says so."""
        self.session.save()
        if self.storage.taken_over and not self.state.elsewhere:
            self.feature(Navigation).changed_elsewhere()

    def take_effects(self) -> list[Effect]:
        """Effects not yet painted (those of the start: the records' upkeep, a proof)."""
        return self.session.take_effects()

    def upkeep(self) -> list[Effect]:
        """A step of background work on the records (the `Upkeep` effect's timer): no tap
        and nothing of the play changes, so nothing is saved; the paint shows entries
        brought on. Its effects (another step, while entries wait)."""
        if self.state.elsewhere:
            return []
        self.feature(Archive).upkeep()
        self.session.collect_warnings()
        effects = self.session.take_effects()
        self.paint(effects)
        return effects

    def storage_refused(self) -> None:
        """Writes the page could not keep were dealt with by the storage (kept in memory,
        an import undone): its warnings show (one paint)."""
        self.feature(Archive).writes_refused()
        self.session.collect_warnings()
        self.paint(self.session.take_effects())

    def archived(self, key: str, stored: bool, settled: bool = True) -> None:
        """The page stored a chunk of the history's archive, or could not: the storage
        moves its games there (`settled`: no frame of writes was on its way to the page),
        or says what stays in memory (one paint)."""
        self.storage.archived(key, stored, settled)
        self.session.collect_warnings()
        self.paint(self.session.take_effects())

    def tick(self) -> None:
        """The app's interval: when the running turn just ran out, say so (one paint);
        when the undo toast has been shown long enough, it goes (one paint)."""
        clock = self.session.clock
        if clock.ran_out(self.state.turn.timer):
            self.perform("time-up")
        shown = self.state.turn.toast_at
        if shown is not None and clock.now() - shown >= TOAST_MS:
            self.perform("toast-done")

    # --- questions and Back -------------------------------------------------------------

    def _confirm(self) -> None:
        pending = self.state.confirm
        self.state.confirm = None
        if pending is not None:
            self._confirmed[pending.action](pending.arg)

    def _cancel(self) -> None:
        """Cancel: the question, or a feature's own dialog, closes; focus goes back to
        the button that asked."""
        pending = self.state.confirm
        self.state.confirm = None
        if not any(feature.dismiss() for feature in self.features) and pending is not None:
            self.session.focus_button(pending.action, pending.arg)

    def _back_button(self) -> None:
        """The phone's or browser's Back: one step up, ending at Home (whose Back leaves
        the app). An open question is cancelled; a game screen goes Home, never to another
        player's turn; each feature's Back rule for its own screens comes first."""
        state = self.state
        if state.elsewhere:
            return  # only Use this tab goes on
        if state.confirm is not None:
            self._cancel()
        elif not any(f.dismiss() for f in self.features) and not any(
            f.back() for f in self.features
        ):
            self.feature(Navigation).go_home()
