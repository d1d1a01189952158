"""The puzzle of the day's screen: the position (the sheet and the dice, as on a turn),
the question (a hold, or a box), then the result: the points lost, the best move and
why, the streak, and Practice. Home's part: the button and today's line."""

from __future__ import annotations

from datetime import date

from balut import puzzle
from balut.errors import BalutError, InvalidInputError
from balut.strategy import Option

from .boxes import parse_fill
from .coach import NOISE, aimed_words
from .i18n import decimal, t
from .state import Screen, UiState
from .turn_screen import dice_buttons, play_sheet, rolls_left_words
from .vdom import Children, El, action, h
from .widgets import screen, screen_head

PUZZLE = Screen("puzzle")


def chosen(shown: puzzle.Puzzle, answer: str) -> Option:
    """The option a stored move names (`PuzzleView.answer`: "hold:5 5", "fill:fives:r");
    `InvalidInputError` when it is not one of the position's (another version's move)."""
    kind, _, arg = answer.partition(":")
    if kind == "hold":
        return shown.hold(int(value) for value in arg.split() if value.isdigit())
    try:
        box = parse_fill(arg)
    except ValueError:
        raise InvalidInputError(f"not a move: {answer!r:.40}", "puzzle_no_option") from None
    return shown.fill(box.category, box.crossed)


def home_part(state: UiState) -> Children:
    """Home's `Puzzle of the day`, with a line: today's to do or done, and the streak."""
    view = state.puzzle
    days = view.record["days"]
    streak = puzzle.streak(days, view.today) if view.today else 0
    if view.today in days:
        line = t("puzzle.home_done", loss=decimal(days[view.today]["loss"], 2), count=streak)
    elif streak:
        line = t("puzzle.home_streak", count=streak)
    else:
        line = t("puzzle.home_new")
    return h(
        "div",
        {"class": "menu puzzle-home"},
        action(t("nav.puzzle"), "puzzle", cls="secondary big"),
        h("p", {"class": "puzzle-line"}, line),
    )


def puzzle_screen(state: UiState) -> El:
    """The position and its question; once answered, the result above the sheet."""
    view = state.puzzle
    shown, game = view.shown, view.game
    assert shown is not None and game is not None
    answered = view.answer is not None
    holding = bool(shown.rolls_left) and not answered
    filled = game.sheet(0).filled_count()
    return screen(
        PUZZLE,
        screen_head(t("screen.puzzle"), action(t("nav.home"), "home", cls="secondary small")),
        h(
            "div",
            {"class": "turn-play puzzle-play"},
            h("p", {"class": "puzzle-day"}, _day_line(shown)),
            h(
                "p",
                {"class": "meta"},
                t(
                    "puzzle.where",
                    round=filled + 1,
                    rounds=game.total_rounds,
                    left=rolls_left_words(shown.rolls_left),
                ),
            ),
            None if answered else h("p", {"class": "hint"}, _question(shown)),
            dice_buttons(shown.dice, view.held, off=not holding, verb="puzzle-die"),
            action(t("puzzle.roll"), "puzzle-hold", cls="primary big roll") if holding else None,
            _result(state) if answered else None,
        ),
        h(
            "div",
            {"class": "turn-sheet"},
            play_sheet(
                game,
                game.players[0],
                playable=not answered,
                verb="puzzle-fill",
                heading=t("puzzle.sheet"),
            ),
        ),
    )


def _day_line(shown: puzzle.Puzzle) -> str:
    if shown.number:
        return t("puzzle.practice_of", number=shown.number)
    return t("puzzle.of_day", date=_date(shown.day))


def _date(day: str) -> str:
    """A puzzle's day as players read it ("7 December 2026")."""
    moment = date.fromisoformat(day)
    return t("puzzle.date", day=moment.day, month=t(f"month.{moment.month}"), year=moment.year)


def _question(shown: puzzle.Puzzle) -> str:
    return t("puzzle.ask_hold" if shown.rolls_left else "puzzle.ask_box")


def _result(state: UiState) -> El:
    """The points lost, the move and the best with why, the streak, Practice."""
    view = state.puzzle
    shown, game, answer = view.shown, view.game, view.answer
    assert shown is not None and game is not None and answer is not None
    try:
        move: Option | None = chosen(shown, answer)
    except BalutError:
        move = None  # (a move on another version's position: its stored loss stands)
    stored = view.record["days"].get(shown.day) if not shown.number else None
    loss = stored["loss"] if stored is not None else move.loss if move is not None else 0.0
    best = shown.best
    lines = [
        h("p", None, t("puzzle.yours", move=aimed_words(game, move))) if move is not None else None,
        h("p", None, t("puzzle.best", move=aimed_words(game, best))),
        h("p", None, _reason(best, move)),
        h("p", {"class": "puzzle-streak"}, _streak_line(state)),
    ]
    return h(
        "section",
        {
            "class": "card coach puzzle-result",
            "aria-labelledby": "puzzle-score",
            "aria-live": "polite",
        },
        h(
            "h2",
            {"id": "puzzle-score"},
            t("puzzle.found_best")
            if round(loss, 2) == 0
            else t("puzzle.lost", loss=decimal(loss, 2)),
        ),
        lines,
        action(t("puzzle.practice"), "puzzle-practice", cls="primary"),
        key="puzzle-result",
    )


def _reason(best: Option, move: Option | None) -> str:
    """Why, in the coach's figures: the points each move leads to at the game's end."""
    if move is None or move is best:
        return t("puzzle.reason_best", points=decimal(best.expected))
    if move.loss < NOISE:
        return t("puzzle.reason_close", points=decimal(best.expected))
    return t("puzzle.reason", best=decimal(best.expected, 2), yours=decimal(move.expected, 2))


def _streak_line(state: UiState) -> str:
    view = state.puzzle
    count = puzzle.streak(view.record["days"], view.today)
    if view.shown is not None and view.shown.number:
        return t("puzzle.streak_practice", count=count)
    return t("puzzle.streak", count=count)
