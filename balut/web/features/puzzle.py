"""The puzzle of the day: a position drawn from the page's date (`balut.puzzle`), one
attempt a day kept in storage, scored by the points it lost, a streak; practice
positions after it. Home has its button and a line (today's done, the streak)."""

from __future__ import annotations

from types import MappingProxyType

from balut import puzzle

from ..boxes import parse_fill
from ..feature import Feature, Handler
from ..protocol import MAX_PUZZLE_DAYS
from ..puzzle_screen import PUZZLE, chosen, home_part, puzzle_screen
from ..session import Session
from ..state import Screen, UiState, no_puzzle_record
from ..vdom import Children

#: How long Home shows before today's puzzle is drawn ahead (the Expert's part game,
#: 0.1-0.6 s in CPython, 0.2-1.2 s in Pyodide: bench/puzzle.py). Long enough that a
#: player who came to play has tapped New game or Continue by then (a tap made while it
#: is drawn would wait behind it); one who lingers on Home finds the puzzle drawn, and
#: one who opens it sooner waits for the draw once.
PREPARE_AFTER_MS = 8000


def prepare_due(state: UiState) -> bool:
    """Home shows and today's puzzle is not drawn yet: draw it ahead, so that it opens at
    once."""
    today = state.puzzle.today
    return state.screen is Screen.HOME and bool(today) and not puzzle.is_drawn(today)


def prepare(state: UiState) -> None:
    if prepare_due(state):
        puzzle.puzzle_for(state.puzzle.today)


class PuzzlePlay(Feature):
    """The puzzle screen's taps and its record."""

    views = MappingProxyType({PUZZLE: puzzle_screen})  # (Back: Home, as ever)

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self._read_record()

    @staticmethod
    def on_home(state: UiState) -> Children:
        return home_part(state)

    def tapped(self) -> None:
        self.state.puzzle.today = self.session.today()

    def shared(self) -> tuple[object, ...]:
        shown = self.state.puzzle.shown
        return () if shown is None else (shown,)

    def actions(self) -> dict[str, Handler]:
        return {
            "puzzle": lambda _arg: self._open(),
            "puzzle-die": self._toggle_die,
            "puzzle-hold": lambda _arg: self._answer(self._hold()),
            "puzzle-fill": lambda arg: self._answer(self._fill(arg)),
            "puzzle-practice": lambda _arg: self._practice(),
        }

    def _read_record(self) -> None:
        """The stored record (a damaged one is backed up, with a warning: a fresh one)."""
        view = self.state.puzzle
        view.today = self.session.today()
        view.record = self.session.storage.puzzle_record() or no_puzzle_record()

    def _show(self, number: int) -> None:
        view = self.state.puzzle
        view.shown = puzzle.puzzle_for(view.today, number)
        view.game = view.shown.game()
        view.held = (False,) * 5
        view.answer = None
        self.state.screen = PUZZLE

    def _open(self) -> None:
        """Today's puzzle; once tried, with the move made (another tab's too)."""
        self._read_record()
        view = self.state.puzzle
        self._show(0)
        attempt = view.record["days"].get(view.today)
        view.answer = None if attempt is None else attempt["answer"]

    def _toggle_die(self, arg: str) -> None:
        view = self.state.puzzle
        if view.shown is None or view.answer is not None or not view.shown.rolls_left:
            return
        if arg not in ("0", "1", "2", "3", "4"):
            return
        index = int(arg)
        held = list(view.held)
        held[index] = not held[index]
        view.held = tuple(held)

    def _hold(self) -> str:
        view = self.state.puzzle
        assert view.shown is not None
        keep = puzzle.held_values(view.shown.dice, view.held)
        view.shown.hold(keep)  # (refused when no roll is left)
        return "hold:" + " ".join(str(value) for value in keep)

    def _fill(self, arg: str) -> str:
        view = self.state.puzzle
        assert view.shown is not None
        box = parse_fill(arg)
        view.shown.fill(box.category, box.crossed)  # (refused when the box is full)
        return f"fill:{arg}"

    def _answer(self, answer: str) -> None:
        """The move made: the day's is kept (one attempt), a practice one shown."""
        view = self.state.puzzle
        shown = view.shown
        if shown is None or view.answer is not None:
            return
        view.answer = answer
        if shown.number == 0 and shown.day not in view.record["days"]:
            loss = round(chosen(shown, answer).loss, 2)
            days = {**view.record["days"], shown.day: {"answer": answer, "loss": loss}}
            newest = sorted(days)[-MAX_PUZZLE_DAYS:]
            view.record = {**view.record, "days": {day: days[day] for day in newest}}
            self.session.storage.save_puzzle_record(view.record)

    def _practice(self) -> None:
        """A new practice position (after the day's attempt), numbered on from today's."""
        view = self.state.puzzle
        if view.today not in view.record["days"]:
            return
        day, count = view.record["practice"]
        number = min((count if day == view.today else 0) + 1, puzzle.MAX_PRACTICE)
        view.record = {**view.record, "practice": [view.today, number]}
        self.session.storage.save_puzzle_record(view.record)
        self._show(number)
