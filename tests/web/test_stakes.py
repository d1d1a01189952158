"""Stakes in the UI, under CPython: the amount typed becomes exact hundredths, it is kept
with the game through a restart, and game over's Settle up words the core's payments."""

from __future__ import annotations

import random
import re

import pytest
from fakes import FakeLocalStorage, new_controller, page_html, set_up_and_start, words_read
from fakes import play as tap

import balut
from balut.settle import scores_of, settle
from balut.web import i18n
from balut.web.boxes import fill_arg
from balut.web.controller import Controller
from balut.web.effects import Share
from balut.web.game_over_screen import settle_section
from balut.web.stakes import Stake, money, parse_amount, rule_line
from balut.web.state import Screen
from balut.web.vdom import El


@pytest.mark.parametrize(
    ("typed", "hundredths"),
    [
        ("", 0),
        (" 2 ", 200),
        ("0.50", 50),
        ("0,5", 50),
        ("10000", 1_000_000),
        ("1.234", None),
        ("-1", None),
        ("1e3", None),
        ("10000.01", None),
        ("\u0661", None),  # an Arabic-Indic digit one
        ("0.5.0", None),
    ],
)
def test_an_amount_is_whole_hundredths_or_refused(typed: str, hundredths: int | None) -> None:
    assert parse_amount(typed) == hundredths


def test_money_reads_as_the_language_writes_it() -> None:
    assert (
        money(150, "€") == "1.50 €" and money(300, "chips") == "3 chips" and money(5, "") == "0.05"
    )
    i18n.use("da")
    try:
        assert money(150, "kr") == "1,50 kr"
    finally:
        i18n.use("en")


def start(backend: FakeLocalStorage, names: list[str], **play: str) -> Controller:
    controller = new_controller(backend, seed=11)
    set_up_and_start(controller, names, play)
    return controller


def play_turn(game: balut.Game, rng: random.Random) -> None:
    """Roll, keep the commonest face twice, and fill the best open row (a fair player:
    scores differ from seat to seat)."""
    dice = game.roll()
    for _ in range(2):
        face = max(set(dice), key=lambda f: (dice.count(f), f + rng.random()))
        dice = game.roll([i for i, value in enumerate(dice) if value == face])
    open_rows = [c for c in balut.Category if game.sheet(game.current_index).open_boxes(c)]
    game.score(max(open_rows, key=lambda c: balut.box_score(dice, c) + rng.random()))


def play_to_the_last_box(game: balut.Game, rng: random.Random) -> None:
    """Play in the core up to the last turn of the game."""
    seats = range(len(game.players))
    while (
        sum(game.sheet(seat).filled_count() for seat in seats) < len(seats) * game.total_rounds - 1
    ):
        play_turn(game, rng)


def lines_of(tree: El | None) -> list[str]:
    """The Settle up section's lines (its heading and stake line left out)."""
    assert tree is not None
    payments = next(child for child in tree.children if isinstance(child, El) and child.tag == "ul")
    return list(words_read(payments))


def test_game_over_settles_the_stake_and_names_who_buys_the_round() -> None:
    backend = FakeLocalStorage()
    controller = start(
        backend,
        ["Ann", "Bo", "Cy"],
        stake="0.50",
        **{"stake-unit": " € ", "loser-buys": "on"},
    )
    assert controller.state.table.stake == Stake(50, "€", True)
    game = controller.state.game
    assert game is not None
    play_to_the_last_box(game, random.Random(3))
    tap(controller, "start-turn")
    restarted = new_controller(backend)  # the stake is kept with the game
    assert restarted.state.table.stake == Stake(50, "€", True)
    tap(restarted, "continue")
    tap(restarted, "roll")
    game = restarted.session.game()
    last = next(c for c in balut.Category if game.sheet(game.current_index).open_boxes(c))
    tap(restarted, "fill", fill_arg(last))
    tap(restarted, "confirm")  # when the box would score 0
    assert restarted.state.screen is Screen.GAME_OVER
    finished = restarted.session.game()
    scores = scores_of(finished)
    expected = [f"{p.payer} pays {p.payee} {money(p.amount, '€')}" for p in settle(scores, 50)]
    last = max(s.place for s in finished.standings())
    bottom = [s.player for s in finished.standings() if s.place == last]
    expected.append(
        f"{bottom[0]} buys the round"
        if len(bottom) == 1
        else f"{' and '.join(bottom)} tie for the bottom place: they share the round"
    )
    html = page_html(restarted)
    assert "Settle up" in html and "Stake: 0.50 € a point" in html
    # Its rule, in one line where it is shown (the core's: `balut.settle`).
    assert (
        "Each pair's difference in points \u00d7 the stake, lower pays higher, netted into the"
        " fewest payments." in html
    )
    assert re.findall(r"<li>([^<]*)</li>", html.split("Settle up", 1)[1])[: len(expected)] == (
        expected
    )


def test_a_stake_the_core_would_refuse_keeps_the_setup_open() -> None:
    controller = start(FakeLocalStorage(), ["Ann", "Bo"], stake="2.505")
    assert controller.state.screen is Screen.SETUP and controller.state.game is None
    assert "An amount from 0 to 10000 with at most two decimals" in page_html(controller)


def test_no_stake_no_section_and_level_scores_owe_nothing() -> None:
    game = balut.Game(["Ann", "Bo"], seed=1)
    assert settle_section(game, Stake()) is None
    level = lines_of(settle_section(game, Stake(100, "chips", True)))  # nothing scored yet
    assert level == ["All square: nobody pays anybody", "All level: nobody buys the round"]
    assert settle_section(balut.Game(["Solo"], seed=1), Stake(100, "", True)) is None


def test_a_match_settles_on_its_totals() -> None:
    match = balut.Match(["Ann", "Bo"], games=2, seed=4)
    rng = random.Random(8)
    for _ in range(2):
        game = match.current_game
        play_to_the_last_box(game, rng)
        play_turn(game, rng)
        if not match.is_over():
            match.new_game()
    payments = settle(scores_of(match), 25)
    assert payments  # the totals differ
    shown = lines_of(settle_section(match, Stake(25, "kr", False)))
    assert shown == [f"{p.payer} pays {p.payee} {money(p.amount, 'kr')}" for p in payments]


def test_a_damaged_saved_stake_is_no_stake() -> None:
    for junk in (None, [], {"per_point": "5", "unit": "€"}, {"per_point": -1, "unit": ""}):
        assert Stake.from_dict(junk) == Stake()
    assert Stake.from_dict({"per_point": 5, "unit": "x" * 50}).unit == "x" * 8


def test_level_on_points_the_lower_dice_total_buys_the_round() -> None:
    """The bottom place of the ranking buys: level points, the tiebreak decides."""
    game = balut.Game(["Ann", "Bo"], seed=2)
    while not game.is_over():
        dice = game.roll()
        sheet = game.sheet(game.current_index)
        row = next(c for c in balut.Category if sheet.open_boxes(c))
        if game.current_player == "Ann":
            game.score(max(sheet.potential(dice), key=lambda c: (sheet.open_boxes(c) > 0, 0)))
        else:
            game.scratch(row)  # Bo crosses out everything: dice total 0
    ann, bo = game.result("Ann"), game.result("Bo")
    assert ann.points == bo.points and ann.dice_total > bo.dice_total == 0
    assert lines_of(settle_section(game, Stake(0, "", True))) == ["Bo buys the round"]


def test_the_shared_result_says_how_the_table_settles() -> None:
    controller = start(FakeLocalStorage(), ["Ann", "Bo"], stake="1", **{"loser-buys": "on"})
    game = controller.session.game()
    play_to_the_last_box(game, random.Random(4))
    tap(controller, "start-turn")
    tap(controller, "roll")
    last = next(c for c in balut.Category if game.sheet(game.current_index).open_boxes(c))
    tap(controller, "fill", fill_arg(last))
    tap(controller, "confirm")
    tap(controller, "make-proof")
    [shared] = [e for e in tap(controller, "share-result") if isinstance(e, Share)]
    lines = shared.text.splitlines()
    assert lines[2:-2] == lines_of(settle_section(game, Stake(100, "", True)))
    assert lines[-2] == "Dice: rolled on a phone"
    assert any("buys the round" in line for line in lines)


def test_the_settle_rule_names_the_number_that_is_settled_and_only_with_a_stake() -> None:
    game = balut.Game(["Ann", "Bo"], seed=1)
    rule = "Each pair's difference in {} \u00d7 the stake, lower pays higher"
    assert rule_line(game, Stake(25, "kr")) == rule.format("points") + SETTLE_END
    totals = balut.Game(["Ann", "Bo"], rules=balut.RULESETS["quick"], seed=1)
    assert rule_line(totals, Stake(25, "kr")) == rule.format("grand totals") + SETTLE_END
    match = balut.Match(["Ann", "Bo"], games=2, seed=1)
    assert rule_line(match, Stake(25, "kr")) == rule.format("match totals") + SETTLE_END
    assert rule_line(game, Stake(0, "", loser_buys=True)) is None  # nothing paid per point


SETTLE_END = ", netted into the fewest payments."
