"""The table's aim in the UI, under CPython: it follows the stake (loser buys: not last;
a stake per point: the point difference), else the setup's `Bots play for`; the bots
play it and the Hint says it."""

from __future__ import annotations

import json
import re
from pathlib import Path

from fakes import FakeLocalStorage, new_controller, page_html, words_read
from fakes import play as tap

from balut import Category, Game, strategy
from balut.web.bots import bot_step
from balut.web.coach import hint_card, hint_lines, judge
from balut.web.controller import Controller
from balut.web.stakes import Stake
from balut.web.state import Screen, UiState

FIXTURES = Path(__file__).parent.parent / "fixtures" / "aims_positions.json"


def behind() -> Game:
    """Two seats near the end; seat 0, five points behind, has rolled its last roll:
    Full House for points, Fours (a wider spread) for the win."""
    return Game.from_dict(json.loads(FIXTURES.read_text())["behind"])


def test_the_table_s_aim_follows_the_stake_then_the_choice() -> None:
    assert Stake().aim == "points" and Stake(plays_for="win").aim == "win"
    assert Stake(loser_buys=True, plays_for="win").aim == "not_last"
    assert Stake(per_point=50, unit="€", plays_for="win").aim == "stake"
    assert Stake(per_point=50, loser_buys=True).aim == "not_last"  # the round is the stake
    kept = Stake(plays_for="win")
    assert Stake.from_dict(kept.to_dict()) == kept
    assert Stake.from_dict({"per_point": 0, "unit": "", "plays_for": "glory"}).aim == "points"
    before = {"per_point": 0, "unit": "", "loser_buys": False}  # a save from before the aims
    assert Stake.from_dict(before).aim == "points"


def summary(controller: Controller) -> str:
    found = re.search(r'class="start-summary">([^<]*)<', page_html(controller))
    assert found is not None
    return found.group(1)


def test_setup_chooses_what_the_bots_play_for_and_a_stake_decides_it() -> None:
    controller = new_controller(FakeLocalStorage(), seed=3)
    tap(controller, "new-game")
    controller.edit("name", "0", "Ann")
    tap(controller, "add-bot")
    html = page_html(controller)
    assert "Bots play for" in html and "Bots:" not in summary(controller)  # points: default
    controller.edit("play", "plays-for", "win")
    assert summary(controller).endswith("\u00b7 Bots: to win")
    controller.edit("play", "loser-buys", "on")
    html = page_html(controller)
    assert "Bots play for" not in html
    assert "Loser buys: bots and the Hint play to avoid last place." in html
    assert summary(controller).endswith("\u00b7 Bots: not last")
    tap(controller, "start-game")
    assert controller.state.table.stake.aim == "not_last"
    assert controller.state.table.bots == {1: "club"}


def test_a_bot_plays_the_table_s_aim() -> None:
    filled = {}
    for stake in (Stake(), Stake(plays_for="win"), Stake(loser_buys=True)):
        state = UiState()
        state.table.bots = {0: "expert"}
        state.table.stake = stake
        game = behind()
        fours = game.sheet(0).open_boxes(Category.FOURS)
        assert bot_step(state, game)  # the box
        filled[stake.aim] = game.sheet(0).open_boxes(Category.FOURS) < fours
    assert filled == {"points": False, "win": True, "not_last": True}


def hint_text(stake: Stake, game: Game) -> list[str]:
    state = UiState()
    state.screen = Screen.TURN
    state.turn.hint_open = True
    state.table.stake = stake
    card = hint_card(state, game)
    assert card is not None
    return list(words_read(card))


def test_the_hint_says_what_it_weighs_and_prices_it() -> None:
    game = behind()
    text = hint_text(Stake(loser_buys=True), game)
    assert "Best to avoid last place (loser buys)." in text
    assert "Score 8 in Fours: best." in text  # the chance's best, not the points' one
    assert "Best for your chance to win." in hint_text(Stake(plays_for="win"), game)
    assert not any(line.startswith("Best for") for line in hint_text(Stake(), game))
    best = strategy.advise(game, "win")[0]
    worse = strategy.Option("hold", best.expected - 0.123, loss=0.123, keep=(4, 4))
    assert hint_lines(game, [best, worse], "win")[1] == (
        "Hold 4 4 for Fours: 12.3 percentage points less chance to win."
    )
    ahead, behind_it = strategy.Option("roll", 5.0), strategy.Option("roll", 4.7, loss=0.3)
    stake = hint_lines(game, [ahead, behind_it], "stake")
    assert stake[1] == "Roll: on average 0.3 points less against the others."


def test_the_coach_finds_no_cost_in_the_aim_s_best_move() -> None:
    fours = strategy.Option("fill", 0.0, fill=strategy.Fill(Category.FOURS, False, False))
    for_points = judge(behind(), fours)
    assert for_points is not None and for_points.loss > 0.5  # points: Full House was best
    assert for_points.best.fill is not None
    assert for_points.best.fill.category is Category.FULL_HOUSE
    at_the_table = judge(behind(), fours, "not_last")
    assert at_the_table is not None and at_the_table.loss == 0.0
    assert at_the_table.best == at_the_table.chosen
    full_house = strategy.Option("fill", 0.0, fill=strategy.Fill(Category.FULL_HOUSE, False, False))
    judged = judge(behind(), full_house, "not_last")  # as good as the best chance: no cost
    assert judged is not None and judged.loss == 0.0
