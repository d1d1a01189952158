"""The puzzle of the day in the glue (browser-free): Home's button and line, one attempt
kept in storage across a reload, the result, the streak over days, practice after the
day's attempt, a damaged record backed up, and the page's date from its clock."""

from __future__ import annotations

import json
from collections import Counter

from fakes import FakeLocalStorage, page_html, play

from balut import puzzle
from balut.web.boxes import fill_arg
from balut.web.controller import Controller
from balut.web.page_day import PageDay
from balut.web.protocol import KEY_PREFIX, PUZZLE_SLOT
from balut.web.puzzle_screen import PUZZLE
from balut.web.state import Screen
from balut.web.storage import Storage

DAY, NEXT_DAY = "2026-12-07", "2026-12-08"
KEY = KEY_PREFIX + PUZZLE_SLOT


class Today:
    """The page's date, moved by hand."""

    def __init__(self, day: str) -> None:
        self.day = day

    def __call__(self) -> str:
        return self.day


def start(backend: FakeLocalStorage, today: Today) -> Controller:
    return Controller(Storage(backend), today=today)


def taps_for(option: puzzle.Option, dice: tuple[int, ...]) -> list[tuple[str, str]]:
    """The taps that make `option` on the puzzle screen."""
    if option.kind == "fill":
        assert option.fill is not None
        return [("puzzle-fill", fill_arg(option.fill.category, crossed=option.fill.crossed))]
    wanted = Counter(option.keep)
    taps = []
    for index, value in enumerate(dice):
        if wanted[value]:
            wanted[value] -= 1
            taps.append(("puzzle-die", str(index)))
    return [*taps, ("puzzle-hold", "")]


def answer(controller: Controller, option: puzzle.Option) -> None:
    shown = controller.state.puzzle.shown
    assert shown is not None
    for name, arg in taps_for(option, shown.dice):
        play(controller, name, arg)


def stored(backend: FakeLocalStorage) -> dict[str, object]:
    data: dict[str, object] = json.loads(backend.items[KEY])["data"]
    return data


def test_home_has_the_puzzle_and_a_line_for_today() -> None:
    controller = start(FakeLocalStorage(), Today(DAY))
    html = page_html(controller)
    assert 'data-action="puzzle"' in html and "Puzzle of the day" in html
    assert "A new puzzle waits for you today." in html


def test_one_attempt_is_scored_kept_and_survives_a_reload() -> None:
    backend, today = FakeLocalStorage(), Today(DAY)
    controller = start(backend, today)
    play(controller, "puzzle")
    assert controller.state.screen is PUZZLE
    shown = puzzle.puzzle_for(DAY)
    assert controller.state.puzzle.shown == shown
    worst = shown.options[-1]
    answer(controller, worst)
    loss = round(worst.loss, 2)
    made = controller.state.puzzle.answer
    assert stored(backend)["days"] == {DAY: {"answer": made, "loss": loss}}
    html = page_html(controller)
    assert f"{loss:.2f} points lost" in html
    assert "The best:" in html and "1 day in a row with the puzzle of the day." in html
    # the two figures of the reason are as precise as the loss: their difference is it
    best, mine = f"{shown.best.expected:.2f}", f"{worst.expected:.2f}"
    assert f"expects {best} points at the game's end after the best" in html
    assert f"{mine} after yours" in html, html

    again = start(backend, today)  # a reload
    play(again, "puzzle")
    assert again.state.puzzle.answer == controller.state.puzzle.answer
    answer(again, shown.best)  # no second attempt
    assert stored(backend)["days"][DAY]["loss"] == loss  # type: ignore[index]
    assert f"{loss:.2f} points lost" in page_html(again)
    play(again, "home")
    assert f"Today's done: {loss:.2f} points lost. 1 day in a row." in page_html(again)


def test_the_next_day_brings_a_new_position_and_the_streak_grows() -> None:
    backend, today = FakeLocalStorage(), Today(DAY)
    controller = start(backend, today)
    play(controller, "puzzle")
    answer(controller, puzzle.puzzle_for(DAY).best)
    assert "The best move: no points lost" in page_html(controller)
    play(controller, "home")
    today.day = NEXT_DAY
    play(controller, "puzzle")
    shown = controller.state.puzzle.shown
    assert shown is not None and shown.day == NEXT_DAY and controller.state.puzzle.answer is None
    assert shown.dice != puzzle.puzzle_for(DAY).dice or shown.save != puzzle.puzzle_for(DAY).save
    answer(controller, shown.best)
    assert "2 days in a row with the puzzle of the day." in page_html(controller)
    play(controller, "home")
    today.day = "2026-12-10"  # a day missed: the streak starts again
    assert "A new puzzle waits for you today." in page_html(start(backend, today))


def test_practice_comes_after_the_days_attempt_and_goes_on_after_a_reload() -> None:
    backend, today = FakeLocalStorage(), Today(DAY)
    controller = start(backend, today)
    play(controller, "puzzle")
    play(controller, "puzzle-practice")  # not before the day's attempt
    assert controller.state.puzzle.shown == puzzle.puzzle_for(DAY)
    answer(controller, puzzle.puzzle_for(DAY).best)
    play(controller, "puzzle-practice")
    practice = controller.state.puzzle.shown
    assert practice is not None and practice.number == 1
    assert controller.state.puzzle.answer is None
    answer(controller, practice.options[-1])  # a practice move: shown, never kept
    assert stored(backend)["days"][DAY]["loss"] == 0.0  # type: ignore[index]
    assert "Practice does not count: your streak is 1 day." in page_html(controller)
    again = start(backend, today)
    play(again, "puzzle")
    play(again, "puzzle-practice")
    shown = again.state.puzzle.shown
    assert shown is not None and shown.number == 2


def test_a_held_die_is_released_by_a_second_tap_and_the_answer_ends_the_taps() -> None:
    controller = start(FakeLocalStorage(), Today(DAY))
    play(controller, "puzzle")
    shown = controller.state.puzzle.shown
    assert shown is not None
    play(controller, "puzzle-die", "0")
    assert controller.state.puzzle.held[0] is bool(shown.rolls_left)
    play(controller, "puzzle-die", "0")
    assert not any(controller.state.puzzle.held)
    answer(controller, shown.best)
    held = controller.state.puzzle.held
    play(controller, "puzzle-die", "1")
    assert controller.state.puzzle.held == held


def test_a_full_box_is_refused_with_a_message_and_costs_no_attempt() -> None:
    backend = FakeLocalStorage()
    controller = start(backend, Today(DAY))
    play(controller, "puzzle")
    game = controller.state.puzzle.game
    assert game is not None
    full = next(row for row in puzzle.Category if not game.sheet(0).open_boxes(row))
    play(controller, "puzzle-fill", fill_arg(full))
    assert controller.state.puzzle.answer is None and KEY not in backend.items
    assert "That move is not on offer in this position." in page_html(controller)


def test_a_damaged_record_is_backed_up_with_a_clear_message() -> None:
    backend = FakeLocalStorage()
    backend.items[KEY] = '{"schema": 1, "data": {"days": "lots"}}'
    controller = start(backend, Today(DAY))
    html = page_html(controller)
    assert "Your saved puzzle record could not be read" in html and "A backup was kept" in html
    assert list(backend.backups().values()) == ['{"schema": 1, "data": {"days": "lots"}}']
    play(controller, "puzzle")
    answer(controller, puzzle.puzzle_for(DAY).best)
    assert DAY in stored(backend)["days"]  # type: ignore[operator]


def test_back_from_the_puzzle_goes_home() -> None:
    controller = start(FakeLocalStorage(), Today(DAY))
    play(controller, "puzzle")
    play(controller, "back-button")
    assert controller.state.screen is Screen.HOME


def test_the_pages_date_is_its_clock_in_its_time_zone() -> None:
    day = PageDay()
    day.follow({"now": 1_796_686_200_000.0, "zone": 0})  # 2026-12-07 23:30 UTC
    assert day() == "2026-12-07"
    day.follow({"now": 1_796_686_200_000.0, "zone": 60})  # Copenhagen: past midnight
    assert day() == "2026-12-08"
    day.follow({"now": 1_796_686_200_000.0, "zone": -600})
    assert day() == "2026-12-07"
    day.follow({"type": "tick"})  # an event without the clock: the last one stands
    assert day() == "2026-12-07"
