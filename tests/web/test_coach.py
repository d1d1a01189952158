"""The coach in the UI, under CPython: Hint shows the core's best options now, worded,
with what each costs, and goes away with the box."""

from __future__ import annotations

import json
import re

from fakes import FakeLocalStorage, new_controller, page_html, set_up_and_start, words_read
from fakes import play as tap

from balut import Category, strategy
from balut.web import i18n
from balut.web.boxes import fill_arg
from balut.web.coach import option_words, review
from balut.web.i18n import decimal
from balut.web.state import Judged, UiState


def test_hint_lists_the_core_s_best_options_with_their_cost() -> None:
    controller = new_controller(FakeLocalStorage(), seed=4)
    set_up_and_start(controller, ["Solo"])
    assert "Hint" in page_html(controller)  # priced before the first roll too: Roll
    tap(controller, "roll")
    tap(controller, "hint")
    game = controller.session.game()
    options = strategy.advise(game)
    html = page_html(controller)
    card = html.split('id="coach-title"')[1].split("</ul>")[0]  # (the sheet's words follow)
    lines = re.findall(r"<li>([^<]*)</li>", card)
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
    assert 'id="coach-title"' not in page_html(controller) and not controller.state.turn.hint_open


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


def test_the_coach_names_a_costly_move_and_the_review_lists_the_costliest() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend, seed=4)
    controller.edit("coach", "", "on")
    set_up_and_start(controller, ["Solo"])
    game = controller.session.game()
    tap(controller, "roll")
    worst = strategy.advise(game)[-1]  # the costliest option there is
    assert worst.kind == "fill" and worst.fill is not None and worst.loss >= 0.5
    arg = fill_arg(worst.fill.category, jackpot=worst.fill.jackpot, crossed=worst.fill.crossed)
    tap(controller, "fill", arg)
    if controller.state.confirm is not None:
        tap(controller, "confirm")
    html = page_html(controller)
    assert "Coach, Solo's move: " in html
    assert f"cost about {decimal(worst.loss)} points on average. Best: " in html
    assert new_controller(backend).state.settings.coach  # the setting is remembered
    while not game.is_over():  # the best moves from here: nothing more to name
        while True:
            best = strategy.advise(game)[0]
            if best.kind == "roll":
                tap(controller, "roll")
            elif best.kind == "hold":
                for i in strategy.hold_positions(game, best.keep):
                    tap(controller, "toggle-die", str(i))
                tap(controller, "roll")
            else:
                assert best.fill is not None
                fill = best.fill
                tap(
                    controller,
                    "fill",
                    fill_arg(fill.category, jackpot=fill.jackpot, crossed=fill.crossed),
                )
                if controller.state.confirm is not None:
                    tap(controller, "confirm")
                break
        assert controller.state.turn.coach_note is None
    html = page_html(controller)
    assert "Coach's review" in html
    assert f"Round 1, Solo: {option_words(worst)}, {decimal(worst.loss)} points below" in html


def test_a_zero_entered_is_reviewed_as_entered_not_as_a_cross_out() -> None:
    controller = new_controller(FakeLocalStorage(), seed=4)
    set_up_and_start(controller, ["Solo"])
    game = controller.session.game()
    tap(controller, "roll")
    zero = next(c for c, v in game.sheet(0).potential(game.dice or ()).items() if v == 0)
    tap(controller, "fill", fill_arg(zero))
    tap(controller, "confirm")  # "Score 0 in ...?"
    (judged,) = controller.state.turn.review
    assert option_words(judged.chosen) == f"Score 0 in {zero.label}"


def test_the_review_outlives_a_reload_and_a_damaged_line_of_it_is_left_out() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend, seed=4)
    set_up_and_start(controller, ["Solo"])
    game = controller.session.game()
    tap(controller, "roll")
    worst = strategy.advise(game)[-1]
    assert worst.fill is not None
    tap(controller, "fill", fill_arg(worst.fill.category, crossed=worst.fill.crossed))
    if controller.state.confirm is not None:
        tap(controller, "confirm")
    [judged] = controller.state.turn.review

    reloaded = new_controller(backend)
    assert reloaded.state.turn.review == [judged]
    saved = json.loads(backend.items["balut:game"])
    saved["data"]["review"] = [{"player": "Solo", "round": 1e308}, *saved["data"]["review"]]
    backend.items["balut:game"] = json.dumps(saved)
    assert new_controller(backend).state.turn.review == [judged]


def test_in_team_play_the_coach_prices_a_member_standing_and_the_captain_s_pick() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend, seed=6)
    controller.edit("coach", "", "on")
    tap(controller, "new-game")
    controller.edit("play", "seating", "teams")
    for key, name in (("0:0", "Ann"), ("0:1", "Bo"), ("1:0", "Cy"), ("1:1", "Di")):
        controller.edit("play", f"member:{key}", name)
    tap(controller, "start-game")
    tap(controller, "roll-off-done")
    game = controller.session.game()
    tap(controller, "roll")
    tap(controller, "hint")
    assert f"{option_words(strategy.advise(game)[0])}: best." in page_html(controller)
    assert {o.kind for o in strategy.advise(game)} == {"hold", "stand"}
    tap(controller, "finish-member")
    tap(controller, "start-turn")
    tap(controller, "roll")
    tap(controller, "finish-member")
    tap(controller, "start-turn")
    picks = strategy.advise(game)
    assert [o.kind for o in picks] == ["pick", "pick"]
    html = page_html(controller)  # the pick screen has the hint too
    assert "Hint" in html
    if not controller.state.turn.hint_open:
        tap(controller, "hint")
    assert f"Take {' '.join(map(str, picks[0].keep))}: best." in page_html(controller)
    worse = picks[-1]
    tap(controller, "pick", str(worse.member))
    judged = controller.state.turn.review[-1]
    assert option_words(judged.chosen) == f"Take {' '.join(map(str, worse.keep))}"
    assert judged.loss == worse.loss
    assert (controller.state.turn.coach_note is not None) == (worse.loss >= 0.5)
    assert [j.chosen.kind for j in controller.state.turn.review] == ["stand", "stand", "pick"]
    stood = controller.state.turn.review[0].chosen
    assert option_words(stood) == f"Stand on {' '.join(map(str, game.team_dice[0]))}"
    assert (
        new_controller(backend).state.turn.review == controller.state.turn.review
    )  # after a reload

    tap(controller, "team-repick")  # the captain changes the pick: the hint is the picks'
    if not controller.state.turn.hint_open:
        tap(controller, "hint")
    assert f"Take {' '.join(map(str, picks[0].keep))}: best." in page_html(controller)
    tap(controller, "pick", str(picks[0].member))
    assert controller.state.turn.review[-1].loss == 0.0  # the change of pick judged too


def test_the_review_lists_the_five_costliest_moves_in_the_order_played() -> None:
    state = UiState()
    hold = strategy.Option("hold", 0.0, keep=(6,))
    state.turn.review = [
        Judged("Ann", n, hold, hold, loss) for n, loss in enumerate([3, 0.6, 5, 1, 2, 4, 0.01], 1)
    ]
    text = " ".join(words_read(review(state)))
    assert "The 5 costliest moves, in the order played:" in text
    rounds = [int(r) for r in re.findall(r"Round (\d+), Ann", text)]
    assert rounds == [1, 3, 4, 5, 6]  # not 2 (0.6) nor 7 (a trifle)


def test_the_review_is_folded_away_when_the_coach_is_off() -> None:
    state = UiState()
    hold = strategy.Option("hold", 0.0, keep=(6,))
    state.turn.review = [Judged("Ann", 1, hold, hold, 3.0)]
    state.settings.coach = False
    folded = review(state)
    assert folded is not None and folded.tag == "details"
    assert "Round 1, Ann" in " ".join(words_read(folded))  # (one tap away, not gone)
    state.settings.coach = True
    shown = review(state)
    assert shown is not None and shown.tag == "section"
