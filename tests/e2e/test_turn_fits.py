"""One screen per turn: at 360x740, 390x844, 844x390 and 1024x768, during a turn of every
rule set (and an 8-player jackpot game, a team game, a game of real dice), the dice, the
Roll button, every row of the sheet and every cross-out button are inside the viewport,
and so is the sheet's end (its totals): only the notes under it may need a scroll.

One page for the whole test: each save is preloaded (built with the CPython core, no
clicking through setup) and resumed once, then the viewport is resized through the four
sizes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conftest import PHONE
from helpers_game import preload, save_envelope
from playwright.sync_api import Page, expect

import balut
from balut.web.i18n import in_language, t
from balut.web.setup import MAX_NAME_LENGTH

SIZES = ((360, 740), (390, 844), (844, 390), (1024, 768))
NAMES = ["Ann", "Bo", "Cy"]
EIGHT = ["Ann", "Bo", "Cy", "Di", "Ed", "Fay", "Gus", "Hal"]


def rolled(game: balut.Game, turns: int = 2) -> balut.Game:
    """`game` a few boxes in, the current player having rolled once."""
    for _ in range(turns):
        game.roll()
        sheet = game.sheet(game.current_player)
        game.score(next(c for c in balut.Category if sheet.open_boxes(c)))
    game.roll()
    return game


def saves() -> list[tuple[str, dict[str, Any]]]:
    """(whose turn, saved game) for each case."""
    cases = [rolled(balut.Game(NAMES, rules=rules, seed=5)) for rules in balut.RULESETS.values()]
    cases.append(rolled(balut.Game(EIGHT, rules=balut.JACKPOT, seed=6), turns=9))
    team = balut.Game(teams=[["Ann", "Bo"], ["Cy", "Di"]], rules=balut.STANDARD, seed=7)
    team.roll()
    cases.append(team)
    real = balut.RealDiceGame(NAMES, rules=balut.JACKPOT)
    real.set_opener(0)
    real.enter_dice([6, 6, 5, 3, 1])
    cases.append(real)
    found = []
    for game in cases:
        save = {"format": 1, "game": game.to_dict(), "screen": "turn", "last_fill": None}
        found.append((game.current_player, {**save, "timer": None}))
    # Before the roll, with the undo bar of the box just filled (8 players, jackpot).
    waiting = balut.Game(EIGHT, rules=balut.JACKPOT, seed=8)
    waiting.roll()
    crossed = {"player": waiting.current_player, "category": "choice", "score": 0}
    waiting.fill("choice", crossed=True)
    last = {**crossed, "crossed": True, "jackpot": False}
    save = {"format": 1, "game": waiting.to_dict(), "screen": "turn", "last_fill": last}
    found.append((waiting.current_player, {**save, "timer": None}))
    return found


OUT_OF_VIEW = """() => {
  const w = innerWidth, h = innerHeight, out = [];
  const seen = [...document.querySelectorAll(
      '.sheet button, .roll-line button, .dice button, .die-field select')];
  for (const el of seen) {
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.left < 0 || r.bottom > h + 0.5 || r.right > w + 0.5 || r.height < 43.5)
      out.push(`${el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30)} `
               + [r.left, r.top, r.width, r.height].map(Math.round).join(' '));
  }
  const cut = [...document.querySelectorAll('.sheet .cat')]
      .filter(el => el.scrollWidth > el.clientWidth + 1).map(el => `cut: ${el.textContent}`);
  // The sheet with its totals is in view; notes under it (hint, order, the sheet's words)
  // may be scrolled to.
  const sheet = document.querySelector('.sheet').getBoundingClientRect();
  const scroll = sheet.bottom > h + 0.5 ? [`sheet ends at ${Math.round(sheet.bottom)} px`] : [];
  return {count: seen.length, out: [...out, ...cut, ...scroll]};
}"""


def banner(language: str, player: str) -> str:
    """A turn's banner in `language`."""
    with in_language(language):
        return t("turn.title", player=player)


def out_of_view(
    page: Page,
    cases: list[tuple[str, dict[str, Any]]],
    sizes: tuple[tuple[int, int], ...],
    language: str,
    wait_until_ready: Callable[[Page], None],
) -> list[str]:
    """What of each case's turn is out of view at each size (`language`: the banner's,
    "Gus' turn" as the catalog words it)."""
    problems = []
    for number, (player, save) in enumerate(cases):
        preload(page, "balut:game", save_envelope(save))
        if number:
            page.reload()
        else:
            page.goto("/")
        wait_until_ready(page)
        page.locator("[data-action='continue']").click()
        expect(page.get_by_role("heading", name=banner(language, player), level=1)).to_be_visible()
        rules = save["game"]["setup"]["rules"]["name"] if "setup" in save["game"] else "?"
        for width, height in sizes:
            page.set_viewport_size({"width": width, "height": height})
            found = page.evaluate(OUT_OF_VIEW)
            assert found["count"] >= 14, "the sheet's buttons were not found"
            problems += [f"{rules} {player} {width}x{height}: {p}" for p in found["out"]]
        # The app's title gives way to the player's banner.
        expect(page.get_by_role("heading", name="Balut")).to_be_hidden()
        page.set_viewport_size(PHONE["viewport"])
    return problems


def test_a_turn_fits_one_screen_in_every_rule_set_and_orientation(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    page = new_page(**PHONE)
    assert out_of_view(page, saves(), SIZES, "en", wait_until_ready) == []


def test_a_long_name_in_german_still_fits_one_screen(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    """German words are the longest; a name of the most letters the setup takes."""
    long = "Bartholomew Oppenheimer-Feathers"[:MAX_NAME_LENGTH]
    jackpot = rolled(balut.Game([long, "Bo", "Cy"], rules=balut.JACKPOT, seed=5), turns=0)
    while jackpot.current_player != long or jackpot.round == 1:  # (some boxes filled)
        jackpot.score(
            next(c for c in balut.Category if jackpot.sheet(jackpot.current_player).open_boxes(c))
        )
        jackpot.roll()
    cases = [(long, {"format": 1, "game": jackpot.to_dict(), "screen": "turn", "timer": None})]
    cases[0][1]["last_fill"] = None
    page = new_page(**PHONE, locale="de-DE")
    assert out_of_view(page, cases, SIZES[:2], "de", wait_until_ready) == []
