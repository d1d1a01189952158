"""Real dice in two taps, under CPython: tapping a row opens `<Row> values`, a chip for
every value the core says its box can hold, and a chip enters it (a zero asks first when
Confirm cross-outs is on); each seat's first turn teaches it in one line."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from fakes import FakeLocalStorage, new_controller, page_html, play

import balut
from balut.web import i18n
from balut.web.controller import Controller
from balut.web.state import Screen


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Each test starts in English and leaves English behind."""
    i18n.use("en")
    yield
    i18n.use("en")


def real_game(ruleset: str = "standard", *, confirm: str = "off") -> Controller:
    """Ann and Bo at a real-dice table of ``ruleset``, Ann to start."""
    controller = new_controller(FakeLocalStorage(), seed=3)
    controller.edit("confirm-fills", "", confirm)
    play(controller, "new-game")
    controller.edit("name", "0", "Ann")
    play(controller, "add-player")
    controller.edit("name", "1", "Bo")
    controller.edit("ruleset", "", ruleset)
    controller.edit("play", "dice", "real")
    play(controller, "start-game")
    play(controller, "set-opener", "0")
    assert controller.state.screen is Screen.TURN
    return controller


def chips(html: str, group: str) -> list[str]:
    """The buttons of the group named ``group``, by their names, in order."""
    named = rf'<div(?=[^>]*role="group")(?=[^>]*aria-label="{group}")[^>]*>(.*?)</div>'
    found = re.search(named, html)
    assert found is not None, f"no group {group!r}"
    return re.findall(r"<button[^>]*>([^<]*)</button>", found.group(1))


def test_a_row_opens_its_values_as_chips_and_one_tap_enters_one() -> None:
    controller = real_game()
    game = controller.session.game()
    effects = play(controller, "ask-value", "fours")
    assert chips(page_html(controller), "Fours values") == ["0", "4", "8", "12", "16", "20"]
    assert any(getattr(e, "selector", None) == "#value-chips" for e in effects)
    play(controller, "enter-value", "fours:12")
    assert game.sheet("Ann").boxes("fours")[0] == 12
    assert controller.state.screen is Screen.HANDOFF and controller.state.entry.value_row is None
    play(controller, "start-turn")
    play(controller, "ask-value", "full_house")
    play(controller, "enter-value", f"full_house:{game.possible_values('full_house')[-1]}")
    assert game.sheet("Bo").boxes("full_house")[0] == max(game.possible_values("full_house"))


@pytest.mark.parametrize("ruleset", balut.RULESETS)
def test_every_row_offers_exactly_what_its_box_can_hold_under_the_rule_set(ruleset: str) -> None:
    controller = real_game(ruleset)
    game = controller.session.game()
    for category in balut.Category:
        play(controller, "ask-value", category.value)
        shown = chips(page_html(controller), f"{category.label} values")
        assert shown == [str(value) for value in game.possible_values(category)]
        play(controller, "cancel")


def test_a_chip_the_box_cannot_hold_is_refused_with_what_is_possible() -> None:
    controller = real_game()
    play(controller, "ask-value", "fours")
    play(controller, "enter-value", "fours:13")  # (a chip of a stale page)
    assert controller.session.game().sheet("Ann").boxes("fours") == (None,) * 4
    assert "Fours cannot be 13. Possible: 0, 4, 8, 12, 16, 20" in page_html(controller)


def test_a_zero_asks_first_only_when_cross_outs_are_confirmed() -> None:
    asked = real_game(confirm="on")
    play(asked, "ask-value", "sixes")
    play(asked, "enter-value", "sixes:0")
    assert asked.state.confirm is not None and asked.state.entry.value_row is None
    assert asked.session.game().sheet("Ann").boxes("sixes")[0] is None
    assert "Score 0 in Sixes?" in page_html(asked)
    play(asked, "confirm")
    assert asked.session.game().sheet("Ann").boxes("sixes")[0] == 0
    assert asked.state.screen is Screen.HANDOFF

    at_once = real_game(confirm="off")
    play(at_once, "ask-value", "sixes")
    play(at_once, "enter-value", "sixes:0")
    assert at_once.state.confirm is None
    assert at_once.session.game().sheet("Ann").boxes("sixes")[0] == 0


def test_the_two_taps_are_taught_on_each_seats_first_turn_only() -> None:
    controller = real_game()
    lesson = "Quickest: tap the row you score, then tap its value. Two taps."
    for seat in ("Ann", "Bo"):  # round 1: each seat's first turn
        assert controller.session.game().current_player == seat
        assert lesson in page_html(controller)
        play(controller, "ask-value", "fours")
        play(controller, "enter-value", "fours:8")
        play(controller, "start-turn")
    assert controller.session.game().round == 2
    assert lesson not in page_html(controller)


def test_the_values_are_named_in_the_players_language() -> None:
    controller = real_game()
    play(controller, "language", "de")
    play(controller, "ask-value", "fours")
    html = page_html(controller)
    group = re.search(r'<div(?=[^>]*role="group")[^>]*aria-label="Werte für ([^"]+)"', html)
    assert group is not None and group.group(1) != "Fours"


def test_a_jackpot_box_opens_its_own_values_and_one_tap_enters_one() -> None:
    controller = real_game("jackpot", confirm="on")
    game = controller.session.game()
    html = page_html(controller)
    assert 'data-action="ask-value" data-arg="sixes:j"' in html  # (no dice typed)
    play(controller, "ask-value", "sixes:j")
    assert chips(page_html(controller), "Jackpot Sixes values") == ["0", "24", "30"]
    play(controller, "enter-value", "sixes:j:24")
    assert game.sheet("Ann").jackpot_box("sixes") == 24
    assert game.sheet("Ann").boxes("sixes") == (None,) * 4
    assert controller.state.turn.last_fill is not None and controller.state.turn.last_fill.jackpot
    play(controller, "start-turn")
    play(controller, "ask-value", "fives:j")
    play(controller, "enter-value", "fives:j:0")  # a zero asks first, naming the jackpot box
    assert "Score 0 in Jackpot Fives?" in page_html(controller)
    assert "Jackpot Fives gets 0: no jackpot in that row." in page_html(controller)
    play(controller, "confirm")
    assert game.sheet("Bo").jackpot_box("fives") == 0


def test_a_zero_typed_and_saved_asks_first_as_its_chip_does() -> None:
    controller = real_game("jackpot", confirm="on")
    game = controller.session.game()
    play(controller, "ask-value", "sixes")
    controller.edit("box-value", "", "0")
    play(controller, "save-value")
    assert controller.state.confirm is not None
    assert game.sheet("Ann").boxes("sixes")[0] is None
    play(controller, "confirm")
    assert game.sheet("Ann").boxes("sixes")[0] == 0
    play(controller, "start-turn")
    play(controller, "ask-value", "fives")
    controller.edit("box-value", "", "j:25")  # a typed text is a value, never another box
    play(controller, "save-value")
    assert "Fives cannot be j:25." in page_html(controller)
    assert game.sheet("Bo").jackpot_open("fives")


def test_the_value_dialog_says_what_the_row_scores() -> None:
    """Balut's chips run 0, 25 ... 50: the dialog says why (the five dice plus 20)."""
    controller = real_game()
    play(controller, "ask-value", "balut")
    assert "Five of a kind: 20 plus the five dice (25 to 50)" in page_html(controller)
    play(controller, "cancel")
    play(controller, "ask-value", "fours")
    html = page_html(controller)
    assert "Five of a kind" not in html and "The 4s added up (0 to 20)" in html
