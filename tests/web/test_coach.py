"""The coach in the UI, under CPython: Hint shows the core's best options now, worded,
with what each costs, and goes away with the box."""

from __future__ import annotations

import re

from fakes import FakeLocalStorage, new_controller, page_html, set_up_and_start
from fakes import play as tap

from balut import Category, strategy
from balut.web import i18n
from balut.web.coach import decimal, option_words
from balut.web.speed import fill_arg


def test_hint_lists_the_core_s_best_options_with_their_cost() -> None:
    controller = new_controller(FakeLocalStorage(), seed=4)
    set_up_and_start(controller, ["Solo"])
    assert "Hint" in page_html(controller)  # priced before the first roll too: Roll
    tap(controller, "roll")
    tap(controller, "hint")
    game = controller.turns.game()
    options = strategy.advise(game)
    html = page_html(controller)
    lines = re.findall(r"<li>([^<]*)</li>", html.split('id="coach-title"')[1])
    assert lines[0] == f"{option_words(options[0])}: best."
    second = options[1]
    worded = (
        f"{option_words(second)}: {decimal(second.loss)} points less than the best, on average."
        if second.loss >= 0.05
        else f"{option_words(second)}: just as good."
    )
    assert lines[1] == worded and len(lines) == 3
    tap(controller, "roll")  # the hint follows the dice
    assert f"{option_words(strategy.advise(game)[0])}: best." in page_html(controller)
    category = game.sheet(0).open_slots()[0][0]
    tap(controller, "fill", fill_arg(category))
    if controller.state.confirm:
        tap(controller, "confirm")
    assert 'id="coach-title"' not in page_html(controller) and not controller.state.hint_open


def test_options_are_worded_in_every_language() -> None:
    hold = strategy.Option("hold", 1.0, keep=(6, 6, 6))
    cross = strategy.Option("fill", 1.0, fill=strategy.Fill(Category.SIXES, True, True))
    expected = {
        "en": ("Hold 6 6 6", "Cross out Jackpot Sixes", "0.9"),
        "da": ("Hold 6 6 6", None, "0,9"),
        "de": ("6 6 6 halten", None, "0,9"),
    }
    for language, (held, crossed, loss) in expected.items():
        i18n.use(language)
        try:
            assert option_words(hold) == held and decimal(0.94) == loss
            if crossed:
                assert option_words(cross) == crossed
        finally:
            i18n.use("en")
