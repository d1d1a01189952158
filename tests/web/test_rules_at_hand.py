"""Rules at hand: the Rules button of the game screens opens the rules at the game's
sections and gives back the same screen; the sheet's short words are explained."""

from __future__ import annotations

import re

import pytest
from fakes import FakeLocalStorage, focused, new_controller, page_html, play, set_up_and_start

import balut
from balut.web import i18n
from balut.web.controller import Controller
from balut.web.core_words import category_label
from balut.web.screens_rules import word_lines
from balut.web.state import Screen
from balut.web.turn_screen import progress_short


def rules_button(html: str) -> bool:
    return bool(re.search(r'<button[^>]*data-action="rules"[^>]*>Rules</button>', html))


def opened_sections(html: str) -> set[str]:
    """The anchors of the rule sets and options folded open on the Rules page."""
    return set(re.findall(r'<details[^>]*id="rules-([a-z-]+)"[^>]*\bopen\b', html))


def start(names: list[str], ruleset: str = "standard", **options: str) -> Controller:
    controller = new_controller(FakeLocalStorage(), seed=3)
    play(controller, "new-game")
    for index, name in enumerate(names):
        if index:
            play(controller, "add-player")
        controller.edit("name", str(index), name)
    controller.edit("ruleset", "", ruleset)
    for key, value in options.items():
        controller.edit("option", key, value)
    play(controller, "start-game")
    if controller.state.screen is Screen.ROLL_OFF:
        play(controller, "roll-off-done")
    assert controller.state.screen is Screen.TURN
    return controller


def test_rules_from_a_rolled_turn_open_at_the_game_and_give_back_the_same_turn() -> None:
    controller = start(["Ann", "Bo"])
    game = controller.state.game
    assert game is not None
    play(controller, "roll")
    play(controller, "toggle-die", "0")
    player, dice, held = game.current_player, game.dice, game.held
    assert rules_button(page_html(controller))
    effects = play(controller, "rules")
    assert controller.state.screen is Screen.RULES
    assert focused(effects) == "#rules-overview"  # the standard game: its first card
    # Still the game: no update offered, the screen kept on (app.py's in-game flag).
    assert controller.state.playing_screen() is Screen.TURN
    html = page_html(controller)
    assert "Back to the game" in html and "This game: Standard 1979" in html
    assert opened_sections(html) == set()  # no other rule set or option folded open
    play(controller, "back")
    assert controller.state.screen is Screen.TURN
    assert (game.current_player, game.dice, game.held) == (player, dice, held)
    play(controller, "rules")
    play(controller, "back-button")  # the phone's Back does the same
    assert controller.state.screen is Screen.TURN and game.dice == dice


def test_rules_from_the_hand_off_open_the_jackpot_and_its_options_and_return_there() -> None:
    controller = start(["Ann", "Bo"], "jackpot", locked_holds="on")
    play(controller, "roll")
    play(controller, "fill", "choice:r")
    assert controller.state.screen is Screen.HANDOFF
    assert rules_button(page_html(controller))
    assert focused(play(controller, "rules")) == "#rules-jackpot"
    html = page_html(controller)
    assert opened_sections(html) == {"jackpot", "locked-holds"}
    focusable = re.findall(r'<[a-z]+[^>]*tabindex="-1"[^>]*>', html)
    assert [tag for tag in focusable if "rules-" in tag] == [
        tag for tag in focusable if 'id="rules-jackpot"' in tag or 'id="rules-locked' in tag
    ]
    # A reload on Rules resumes the hand-off it was opened from.
    backend = controller.storage
    reopened = Controller(backend, seed=1)
    play(reopened, "continue")
    assert reopened.state.screen is Screen.HANDOFF
    play(controller, "back")
    assert controller.state.screen is Screen.HANDOFF


def test_rules_from_the_scoreboard_return_to_it_and_the_scoreboard_still_to_the_turn() -> None:
    controller = start(["Ann", "Bo"], "quick")
    play(controller, "scoreboard")
    assert rules_button(page_html(controller))
    assert focused(play(controller, "rules")) == "#rules-quick"
    assert opened_sections(page_html(controller)) == {"quick"}
    play(controller, "back")
    assert controller.state.screen is Screen.SCOREBOARD
    play(controller, "back")
    assert controller.state.screen is Screen.TURN


def test_rules_from_a_real_dice_game_open_at_entering_dice_and_putting_boxes_right() -> None:
    controller = new_controller(FakeLocalStorage(), seed=3)
    set_up_and_start(controller, ["Ann", "Bo"], {"dice": "real"})
    play(controller, "set-opener", "0")
    play(controller, "scoreboard")
    assert focused(play(controller, "rules")) == "#rules-overview"
    html = page_html(controller)
    assert opened_sections(html) == {"real-dice"}
    assert "put right by agreement of the table" in html
    assert "in a make-up turn that does not count for who leads the next round" in html


def test_rules_from_home_stay_as_they_were() -> None:
    controller = new_controller(FakeLocalStorage())
    set_up_and_start(controller, ["Ann"])
    play(controller, "home")
    effects = play(controller, "rules")
    html = page_html(controller)
    assert focused(effects) is None
    assert not controller.state.playing_screen().in_game  # not a game: updates may come
    assert "Back to the game" not in html and "This game" not in html
    assert opened_sections(html) == set() and "this-game" not in html
    play(controller, "back")
    assert controller.state.screen is Screen.HOME


def finished_and_midway(rules: balut.RuleSet, seed: int) -> list[balut.ScoreSheet]:
    """A solo sheet halfway and at the end, filled box by box by a simple policy (the
    first open box that scores, else the first open box crossed out)."""
    game = balut.Game(["Solo"], rules=rules, seed=seed)
    sheets = []
    while not game.is_over():
        dice = game.roll()
        sheet = game.sheet(0)
        scores = sheet.potential(balut.Dice.of(dice))
        slots = sheet.open_slots()
        scoring = [slot for slot in slots if not slot[1] and scores.get(slot[0])]
        category, jackpot = (scoring or slots)[0]
        game.fill(category, jackpot=jackpot, crossed=not scoring)
        if sheet.filled_count() == rules.rounds // 2:
            sheets.append(balut.ScoreSheet.from_dict(sheet.to_dict(), rules))
    return [*sheets, game.sheet(0)]


@pytest.mark.parametrize("rules", balut.RULESETS.values(), ids=balut.RULESETS)
def test_every_word_a_row_shows_is_explained_under_the_sheet(rules: balut.RuleSet) -> None:
    labels = {category_label(category): category for category in balut.Category}
    for seed in (1, 2):
        for sheet in finished_and_midway(rules, seed):
            lines = word_lines(sheet, rules)
            text = " ".join(lines)
            # Each example is a row as the sheet shows it ('Fours "20 of 52": ...').
            examples = {
                labels[found[1]]: found[2]
                for found in (
                    re.match(r"(\w[\w ]*) \u201c([^\u201d]+)\u201d", line) for line in lines
                )
                if found and found[1] in labels
            }
            for category, shown in examples.items():
                assert progress_short(sheet.row_progress(category)) == shown
            explained = {sheet.row_progress(c).condition for c in examples}
            for category in balut.Category:
                progress = sheet.row_progress(category)
                shown = progress_short(progress)
                settled = progress.pays and progress.status != "possible"  # (points: their word)
                if settled or category is balut.Category.BALUT:
                    assert f"\u201c{shown}\u201d" in text, shown  # the word itself, quoted
                elif progress.condition:  # "42 of 78", "0 of 4 real": a row of its kind
                    assert progress.condition in explained, shown
            assert "\u201cProvisional\u201d" in text
            if rules.jackpot:
                assert "\u201c+4/\u22124\u201d (jackpot)" in text
            if rules.uses_points_table:
                assert f"Dice total {sheet.result().dice_total} (" in text


@pytest.mark.parametrize("language", ["en", "da", "nb", "de"])
def test_the_sheet_words_are_in_every_language(language: str) -> None:
    controller = start(["Ann"], "jackpot")
    i18n.use(language)
    try:
        html = page_html(controller)
        assert i18n.t("sheet.words.title") in html
        play(controller, "scoreboard")
        assert i18n.t("sheet.words.title") in page_html(controller)
    finally:
        i18n.use("en")
