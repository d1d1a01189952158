"""The coach in the UI, under CPython: Hint shows the core's best options now, worded,
with what each costs, and goes away with the box."""

from __future__ import annotations

import json
import re

from fakes import FakeLocalStorage, new_controller, page_html, set_up_and_start, words_read
from fakes import play as tap

from balut import Category, Game, ScriptedDice, strategy
from balut.web import i18n
from balut.web.boxes import fill_arg
from balut.web.coach import _option_button, aimed_words, hint_lines, option_words, review
from balut.web.controller import Controller
from balut.web.i18n import decimal
from balut.web.state import Judged, Screen, UiState


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
    lines = [re.sub(r"<[^>]*>", "", li) for li in re.findall(r"<li>(.*?)</li>", card)]
    assert lines == hint_lines(game, options[:3]) and len(lines) == 3
    assert lines[0] == f"{aimed_words(game, options[0])}: best."
    tap(controller, "roll")  # the hint follows the dice
    assert f"{aimed_words(game, strategy.advise(game)[0])}: best." in page_html(controller)
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
        "da": ("Behold 6 6 6", None, "0,9"),
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


def start_team_game(controller: Controller) -> None:
    """Ann & Bo against Cy & Di, started and past the roll-off."""
    tap(controller, "new-game")
    controller.edit("play", "seating", "teams")
    for key, name in (("0:0", "Ann"), ("0:1", "Bo"), ("1:0", "Cy"), ("1:1", "Di")):
        controller.edit("play", f"member:{key}", name)
    tap(controller, "start-game")
    tap(controller, "roll-off-done")


def test_in_team_play_the_coach_prices_a_member_standing_and_the_captain_s_pick() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend, seed=6)
    controller.edit("coach", "", "on")
    start_team_game(controller)
    game = controller.session.game()
    tap(controller, "roll")
    tap(controller, "hint")
    assert f"{aimed_words(game, strategy.advise(game)[0])}: best." in page_html(controller)
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


def test_a_hold_in_the_hint_says_the_row_it_chases() -> None:
    controller = new_controller(FakeLocalStorage(), seed=4)
    set_up_and_start(controller, ["Solo"])
    game = controller.session.game()
    game._dice_source = ScriptedDice([6, 6, 6, 1, 2])
    tap(controller, "roll")
    tap(controller, "hint")
    assert strategy.advise(game)[0].keep == (6, 6, 6)
    assert "Hold 6 6 6 for Sixes: best." in page_html(controller)
    i18n.use("de")
    try:
        assert "6 6 6 halten für Sechser: am besten." in page_html(controller)
    finally:
        i18n.use("en")


def test_options_closer_than_the_noise_are_about_as_good_not_ranked() -> None:
    game = Game(["Solo"], seed=1)
    game.roll()

    def box(category: Category, expected: float) -> strategy.Option:
        fill = strategy.Fill(category, False, False)
        return strategy.Option("fill", expected, 10.0 - expected, fill=fill, value=8)

    options = [
        box(Category.FOURS, 10.0),
        box(Category.FIVES, 9.92),  # 0.08 below the best: noise
        box(Category.SIXES, 9.5),
        box(Category.CHOICE, 9.42),  # 0.08 below Sixes: as good as Sixes
        box(Category.STRAIGHT, 9.3),
    ]
    assert hint_lines(game, options) == [
        "Score 8 in Fours: best.",
        "Score 8 in Fives: about as good.",
        "Score 8 in Sixes: on average 0.5 points less.",
        "Score 8 in Choice: on average 0.5 points less.",
        "Score 8 in Straight: on average 0.7 points less.",
    ]


def test_a_hint_s_option_is_the_tap_that_makes_it() -> None:
    controller = new_controller(FakeLocalStorage(), seed=4)
    set_up_and_start(controller, ["Solo"])
    game = controller.session.game()
    game._dice_source = ScriptedDice([6, 6, 6, 1, 2, 3, 5, 3, 1])
    tap(controller, "roll")
    tap(controller, "hint")

    def option_taps() -> list[tuple[str, str]]:
        card = page_html(controller).split('id="coach-title"')[1].split("</ul>")[0]
        found = re.findall(r'data-action="([^"]*)"(?: data-arg="([^"]*)")?', card)
        return [(name, arg) for name, arg in found]

    assert option_taps()[0] == ("hold-dice", "6 6 6")
    tap(controller, "toggle-die", "3")  # a die held by hand is released by the coach's hold
    tap(controller, *option_taps()[0])  # the hold, not the roll: the player rolls
    assert game.held == (True, True, True, False, False) and game.rolls_left == 2
    tap(controller, "roll")
    tap(controller, "roll")  # 6 6 6 3 1: no rolls left, only boxes
    best = strategy.advise(game)[0]
    assert best.fill is not None and {n for n, _ in option_taps()} == {"fill"}
    tap(controller, *option_taps()[0])
    sheet = game.sheet(0)
    assert sheet.boxes(best.fill.category)[0] == best.value and game.round == 2


def test_the_coach_s_roll_all_again_releases_every_die_and_a_stale_hold_is_refused() -> None:
    controller = new_controller(FakeLocalStorage(), seed=4)
    set_up_and_start(controller, ["Solo"])
    game = controller.session.game()
    game._dice_source = ScriptedDice([1, 2, 3, 4, 6])
    tap(controller, "roll")
    tap(controller, "hold-all")
    tap(controller, "hold-dice", "")  # "Roll all five again"
    assert game.held == (False,) * 5
    assert controller.state.announcement == i18n.Msg.of("play.all_released")
    tap(controller, "hold-dice", "3 4")
    tap(controller, "hold-dice", "5 5")  # (a hold for dice no longer on the table: refused)
    assert game.held == (False, False, True, True, False)


def test_in_team_play_the_hint_s_options_stand_and_pick_through_their_taps() -> None:
    controller = new_controller(FakeLocalStorage(), seed=6)
    start_team_game(controller)
    game = controller.session.game()
    tap(controller, "roll")
    tap(controller, "hint")
    stand = next(o for o in strategy.advise(game) if o.kind == "stand")
    button = _option_button(game, stand, "Stand")
    assert button.attrs["data-action"] == "finish-member"
    tap(controller, str(button.attrs["data-action"]))
    assert controller.state.screen is Screen.HANDOFF
    tap(controller, "start-turn")
    tap(controller, "roll")
    tap(controller, "finish-member")
    tap(controller, "start-turn")
    if not controller.state.turn.hint_open:
        tap(controller, "hint")
    best = strategy.advise(game)[0]
    card = page_html(controller).split('id="coach-title"')[1].split("</ul>")[0]
    assert f'data-action="pick" data-arg="{best.member}"' in card
    tap(controller, "pick", str(best.member))
    assert game.picked == best.member
