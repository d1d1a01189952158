"""Rule-set flows of the controller under CPython (no browser): jackpot boxes, predictions,
locked holds and the rule-set setup, each checked against the core's game."""

from __future__ import annotations

import re

import pytest
from fakes import FakeDocument, FakeNode, focused, page_html, play
from fakes import FakeLocalStorage as MemoryBackend

import balut
from balut.web import i18n
from balut.web.controller import Controller
from balut.web.core_words import amount_words as amount
from balut.web.i18n import number, word
from balut.web.screens import render
from balut.web.state import Screen, UiState
from balut.web.storage import Storage
from balut.web.vdom import Mount


def started(backend: MemoryBackend, ruleset: str, seed: int = 4, **toggles: str) -> Controller:
    controller = Controller(Storage(backend), seed=seed)
    play(controller, "new-game")
    controller.edit("name", "0", "Solo")
    controller.edit("ruleset", "", ruleset)
    for key, value in toggles.items():
        controller.edit("option", key, value)
    play(controller, "start-game")
    assert controller.state.screen is Screen.TURN
    return controller


def test_a_prediction_comes_first_and_bad_input_gets_a_message() -> None:
    controller = started(MemoryBackend(), "quick", prediction="on")
    game = controller.state.game
    assert game is not None
    assert "Solo, predict your result" in page_html(controller)
    play(controller, "roll")  # the core refuses; the page says so and nothing changes
    assert game.dice is None and controller.state.warnings
    controller.edit("prediction", "", "forty")
    play(controller, "predict")
    assert (
        word(controller.state.turn.prediction_error or "")
        == "Enter a whole number from \u221299 to 9999"
    )
    assert game.predictions == {}
    controller.edit("prediction", "", " 40 ")
    play(controller, "predict")
    assert game.predictions == {"Solo": 40}
    assert controller.state.turn.prediction_error is None
    html = page_html(controller)
    assert "predict your result" not in html and "Prediction" in html and ">40<" in html
    play(controller, "roll")
    assert game.dice is not None


def test_jackpot_cross_out_confirm_undo_and_resume() -> None:
    backend = MemoryBackend()
    controller = started(backend, "jackpot")
    controller.edit("confirm-fills", "", "on")  # the Home setting: a cross-out asks first
    game = controller.state.game
    assert game is not None
    play(controller, "roll")
    play(controller, "fill", "fives:j:x")
    confirm = controller.state.confirm
    assert confirm is not None and word(confirm.title) == "Cross out Jackpot Fives?"
    assert word(confirm.message) == "No jackpot for Fives: its jackpot box gets a cross (0)."
    assert focused(play(controller, "cancel")) == '[data-action="fill"][data-arg="fives:j:x"]'
    assert 'data-action="fill" data-arg="fives:j:x"' in page_html(controller).replace(
        'class="icon cross" ', ""
    )
    assert game.sheet("Solo").jackpot_open("fives")
    play(controller, "fill", "fives:j:x")
    play(controller, "confirm")
    assert game.sheet("Solo").jackpot_box("fives") == 0
    fill = controller.state.turn.last_fill
    assert fill is not None and word(fill.box) == "Jackpot Fives" and fill.crossed

    # A reload keeps what the Undo bar says; Undo reopens the jackpot box with the same dice.
    restarted = Controller(Storage(backend))
    play(restarted, "continue")
    assert restarted.state.turn.last_fill == fill
    assert "Solo: crossed out Jackpot Fives" in page_html(restarted)
    dice = game.log[-2]["dice"]
    play(restarted, "undo")
    again = restarted.state.game
    assert again is not None and again.sheet("Solo").jackpot_open("fives")
    assert list(again.dice or ()) == dice


def test_dice_that_miss_the_jackpot_rule_ask_first_and_say_why() -> None:
    # Find a seed whose first roll misses the Fives jackpot (four 5s) with the core.
    seed = next(s for s in range(100) if balut.Game(["Solo"], balut.JACKPOT, s).roll().count(5) < 4)
    controller = started(MemoryBackend(), "jackpot", seed=seed)
    controller.edit("confirm-fills", "", "on")  # the Home setting: a zero asks first
    game = controller.state.game
    assert game is not None
    play(controller, "roll")
    play(controller, "fill", "fives:j")
    confirm = controller.state.confirm
    assert confirm is not None and word(confirm.title) == "Score 0 in Jackpot Fives?"
    assert word(confirm.message).startswith("Needs four 5s:")
    i18n.use("de")  # the question waits while the language changes: it is reworded whole
    try:
        german = word(confirm.message)
    finally:
        i18n.use("en")
    assert german.startswith("Mindestens vier 5er")
    play(controller, "confirm")
    assert game.sheet("Solo").jackpot_box("fives") == 0


def test_a_locked_die_cannot_be_tapped_free() -> None:
    controller = started(MemoryBackend(), "standard", locked_holds="on")
    game = controller.state.game
    assert game is not None and game.rules.locked_holds
    play(controller, "roll")
    play(controller, "toggle-die", "0")
    play(controller, "roll")
    assert game.locked[0]
    html = page_html(controller)
    first_die = html[html.index('data-arg="0"') - 200 : html.index('data-arg="0"') + 200]
    assert "disabled" in first_die


def test_bad_setup_options_block_the_start_and_keep_the_setup() -> None:
    controller = Controller(Storage(MemoryBackend()))
    play(controller, "new-game")
    controller.edit("name", "0", "Solo")
    controller.edit("option", "custom_bands", "on")
    controller.edit("option", "adjustment_bands", "0 -2\n300")
    play(controller, "start-game")
    assert controller.state.screen is Screen.SETUP and controller.state.game is None
    html = page_html(controller)
    assert "Line 2: write the lowest dice total, then the points" in html
    assert "Fix what is marked above to start." in html


@pytest.mark.parametrize(
    "rules",
    [
        balut.STANDARD.derive(dice_total_only=True, prediction=True),
        balut.JACKPOT.derive(jackpot_in_dice_total=True, prediction=True, prediction_bonus=7),
        balut.QUICK.derive(first_roll_balut_bonus=5, balut_bonus=False, per_balut_bonus=2),
        balut.EXTENDED,
    ],
    ids=["dice-total-only", "jackpot", "quick-extras", "extended"],
)
def test_every_result_screen_ends_at_the_core_result(rules: balut.RuleSet) -> None:
    game = balut.Game(["Ann", "Bo"], rules, seed=2)
    for player in game.players if rules.prediction else ():
        game.predict(player, 0)
    while not game.is_over():
        dice = game.roll()
        potential = game.sheet(game.current_player).potential(dice)
        if potential:
            game.score(max(potential, key=lambda c: potential[c]))
        else:
            game.scratch_jackpot(game.sheet(game.current_player).open_slots()[0][0])
    state = UiState(screen=Screen.GAME_OVER, game=game)
    root = FakeNode("main")
    Mount(FakeDocument(), root).render(render(state))
    html = root.html()
    for standing in game.standings():
        result = standing.result
        assert f"{standing.player}: {amount(rules, result.points)}" in html
        heading = rules.deciding.capitalize()
        assert re.search(
            f'>{heading}</th><td[^>]*></td><td class="num">{number(result.points)}<', html
        )
    if rules.prediction:
        assert "Prediction 0 (missed)" in html
    if rules.first_roll_balut_bonus:
        assert "First-roll baluts" in html and "Baluts rolled (+2 each)" in html
    if rules.jackpot:
        assert "Jackpots count in the dice total." in html
