"""The app in Danish, Norwegian Bokmål and German: the browser's language is used, a
choice on Home is remembered, and every screen of a game is worded in the language with
no English left and nothing running off a 360 px phone (screenshots light and dark)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from conftest import PHONE
from helpers_game import (
    GAME_KEY,
    best_category,
    game_save,
    open_app,
    preload,
    save_envelope,
    small_targets,
)
from helpers_game import horizontal_overflow as overflow
from playwright.sync_api import Locator, Page, expect

import balut
from balut.web import i18n
from balut.web.i18n import t
from balut.web.locales import CATALOGS, NAMES

PLAYERS = ("Åse", "Jørn")  # no English word, nor a word of any catalog
WORD = re.compile(r"[^\W\d_]{3,}")


def words(text: str) -> set[str]:
    return {w.casefold() for w in WORD.findall(text)}


def catalog_words(language: str) -> set[str]:
    found: set[str] = set()
    for entry in CATALOGS[language].values():
        for form in entry.values() if isinstance(entry, dict) else (entry,):
            found |= words(re.sub(r"\{\w+\}", " ", form))
    return found


def button(page: Page, name: str) -> Locator:
    return page.get_by_role("button", name=name, exact=True)


@pytest.fixture
def speak() -> Iterator[Callable[[str], None]]:
    """Word the test's expectations in a language (English again afterwards)."""
    yield i18n.use
    i18n.use("en")


def english_left(page: Page, language: str) -> set[str]:
    """Words of the English catalog on the page (text, accessible names, title) that the
    language's catalog does not use itself (the picker names each language in itself)."""
    shown: str = page.evaluate(
        """() => [document.title, document.body.innerText,
                  ...[...document.querySelectorAll('[aria-label]')].map(e => e.ariaLabel)]
                 .join(' ')"""
    )
    own_names = " ".join(NAMES.values())
    return (
        (words(shown) & catalog_words("en"))
        - catalog_words(language)
        - words(" ".join(PLAYERS))
        - words(own_names)
    )


def check_screen(
    page: Page, language: str, name: str, screenshot: Callable[[Page, str], Any]
) -> None:
    expect(page.locator("html")).to_have_attribute("lang", language)
    assert english_left(page, language) == set(), f"{language} {name}: English left"
    page.set_viewport_size({"width": 360, "height": 740})
    assert overflow(page) == 0, f"{language} {name}: page scrolls sideways at 360 px"
    assert small_targets(page) == [], f"{language} {name}: targets under 44x44 px"
    page.set_viewport_size({"width": 390, "height": 844})
    screenshot(page, f"{language}-{name}")


def last_round_game() -> balut.Game:
    """Two players before the last round (the policy: roll once, fill the best row)."""
    game = balut.Game(list(PLAYERS), seed=8)
    while game.round < game.total_rounds:
        dice = game.roll()
        game.fill(best_category(game.sheet(game.current_player), dice))
    return game


def cross_out_the_last_box(
    page: Page,
    mirror: balut.Game,
    language: str,
    screenshot: Callable[[Page, str], Any],
    *,
    check: bool,
) -> balut.Category:
    """The player's one open row, crossed out (one tap), mirrored in `mirror`; with `check`,
    the turn's screen is checked before and after the roll."""
    player = mirror.current_player
    row = next(c for c in balut.Category if mirror.sheet(player).open_boxes(c))
    expect(page.get_by_role("heading", name=t("turn.title", player=player))).to_be_visible()
    if check:
        check_screen(page, language, "turn-start", screenshot)
    button(page, t("turn.roll")).click()
    mirror.roll()
    if check:
        check_screen(page, language, "turn-rolled", screenshot)
    button(page, t("sheet.cross", box=t(f"category.{row.value}"))).click()
    mirror.fill(row, crossed=True)
    return row


@pytest.mark.parametrize("language, locale", [("da", "da-DK"), ("nb", "nn-NO"), ("de", "de-AT")])
def test_every_screen_of_a_game_in_the_language(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
    speak: Callable[[str], None],
    language: str,
    locale: str,
) -> None:
    speak(language)
    mirror = last_round_game()
    page = new_page(**PHONE, locale=locale)
    page.emulate_media(reduced_motion="reduce")
    preload(page, GAME_KEY, save_envelope(game_save(mirror)))
    open_app(page, wait_until_ready)
    expect(page.get_by_text(t("home.offline"))).to_be_visible()  # once the files are kept
    check_screen(page, language, "home-continue", screenshot)
    button(page, t("nav.settings")).click()
    expect(page.get_by_role("heading", name=t("screen.settings"))).to_be_visible()
    check_screen(page, language, "settings", screenshot)
    button(page, t("nav.home")).click()
    button(page, t("nav.continue")).click()

    first = mirror.current_player
    crossed = cross_out_the_last_box(page, mirror, language, screenshot, check=True)
    start = button(page, t("handoff.start", player=mirror.current_player))
    expect(start).to_be_visible()
    check_screen(page, language, "handoff", screenshot)
    button(page, t("nav.scoreboard")).click()
    expect(page.get_by_role("heading", name=t("screen.scoreboard"))).to_be_visible()
    check_screen(page, language, "scoreboard", screenshot)
    button(page, t("scoreboard.back")).click()
    start.click()
    # Undo of the box before, from the next player's turn: asked by name (Keep keeps it).
    button(page, t("nav.undo")).click()
    box = t(f"category.{crossed.value}")
    question = t("confirm.undo_crossed.title", player=first, box=box)
    expect(page.get_by_role("dialog", name=question)).to_be_visible()
    check_screen(page, language, "undo-question", screenshot)
    button(page, t("dialog.keep")).click()
    expect(page.get_by_role("dialog")).to_have_count(0)
    cross_out_the_last_box(page, mirror, language, screenshot, check=False)
    expect(page.get_by_role("heading", name=t("screen.game_over"))).to_be_visible()
    check_screen(page, language, "game-over", screenshot)

    button(page, t("nav.history")).click()
    check_screen(page, language, "history", screenshot)
    page.locator('[data-action="open-history"]').first.click()
    check_screen(page, language, "history-game", screenshot)
    button(page, t("nav.back")).click()
    button(page, t("nav.back")).click()
    expect(page.get_by_role("heading", name=t("home.title"))).to_be_visible()
    check_screen(page, language, "home", screenshot)

    button(page, t("nav.rules")).click()
    expect(page.get_by_role("heading", name=t("screen.rules"), level=1)).to_be_visible()
    for fold in page.locator("#app details").all():
        fold.locator("summary").click()
    check_screen(page, language, "rules", screenshot)
    button(page, t("nav.back")).click()

    button(page, t("nav.new_game")).click()
    page.get_by_role("textbox", name=t("setup.player", number=1)).fill(PLAYERS[0])
    button(page, t("setup.add_player")).click()
    page.get_by_role("textbox", name=t("setup.player", number=2)).fill(PLAYERS[0])
    button(page, t("setup.start")).click()
    expect(page.get_by_text(t("setup.fix_marked"))).to_be_visible()
    check_screen(page, language, "setup-errors", screenshot)
    page.get_by_role("textbox", name=t("setup.player", number=2)).fill(PLAYERS[1])
    button(page, t("setup.start")).click()
    expect(page.get_by_role("heading", name=t("screen.roll_off"))).to_be_visible()
    check_screen(page, language, "roll-off", screenshot)


def test_a_language_chosen_in_settings_is_remembered_and_the_shell_follows(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    speak: Callable[[str], None],
) -> None:
    page = open_app(new_page(**PHONE), wait_until_ready)  # English (en-GB: test_shell_language)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    button(page, "Settings and language").click()
    english = button(page, "English")
    expect(english).to_have_attribute("aria-pressed", "true")
    button(page, "Deutsch").click()
    speak("de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.get_by_role("heading", name=t("screen.settings"))).to_be_visible()
    expect(button(page, "Deutsch")).to_have_attribute("aria-pressed", "true")
    button(page, t("nav.home")).click()
    button(page, t("nav.rules")).click()
    expect(page).to_have_title(t("screen.document_title", screen=t("screen.rules")))
    page.reload()
    wait_until_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.get_by_role("heading", name=t("home.title"))).to_be_visible()
    expect(page.locator('meta[name="description"]')).to_have_attribute(
        "content", t("shell.description")
    )
    button(page, t("nav.settings")).click()
    button(page, "English").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.get_by_role("heading", name="Settings")).to_be_visible()
    button(page, "Home").click()
    expect(page.get_by_role("heading", name="Play Balut")).to_be_visible()


@pytest.mark.parametrize("language, locale", [("da", "da-DK"), ("nb", "nn-NO"), ("de", "de-AT")])
def test_real_dice_by_value_chips_and_a_make_up_turn_in_the_language(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
    speak: Callable[[str], None],
    language: str,
    locale: str,
) -> None:
    """A jackpot box's chips, then the hand-off to a make-up turn (a box cleared by
    agreement), worded in the language."""
    speak(language)
    game = balut.RealDiceGame(list(PLAYERS), balut.JACKPOT)
    game.set_opener(0)
    game.enter_value("fours", 12)
    game.enter_value("fives", 15)
    game.clear_box(0, "fours", 0)  # both owe a box: their make-up turns come first
    game.clear_box(1, "fives", 0)
    page = new_page(**PHONE, locale=locale)
    preload(page, GAME_KEY, save_envelope(game_save(game)))
    open_app(page, wait_until_ready)
    button(page, t("nav.continue")).click()
    expect(page.get_by_role("heading", name=t("turn.title", player=PLAYERS[0]))).to_be_visible()
    jackpot = t("box.jackpot", category=t("category.sixes"))
    page.locator('[data-action="ask-value"][data-arg="sixes:j"]').click()  # (its name: its state)
    chips = page.get_by_role("group", name=t("real.value.chips", category=jackpot))
    expect(chips.get_by_role("button")).to_have_text(["0", "24", "30"])
    check_screen(page, language, "real-dice-jackpot-chips", screenshot)
    chips.get_by_role("button", name="24").click()
    expect(page.get_by_text(t("handoff.owed", player=PLAYERS[1]))).to_be_visible()
    expect(button(page, t("handoff.start", player=PLAYERS[1]))).to_be_visible()
    check_screen(page, language, "handoff-make-up", screenshot)
