"""The result picture in the browser, in every language: game over with a stake states
the settle-up rule where it lists the payments, and Share as picture draws (on a canvas,
with no console error) the table, the settle-up lines and the check code Python sent."""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conftest import PHONE, SCREENSHOTS
from helpers_game import GAME_KEY, game_envelope, nearly_finished_game, open_app, preload
from playwright.sync_api import Page, expect

import balut
from balut.record import check_code, record_of
from balut.settle import scores_of, settle
from balut.web import i18n
from balut.web.i18n import t
from balut.web.stakes import money

# Every text the page draws on a canvas, in order (the picture is a canvas only).
RECORD_DRAWING = """
window.drawn = [];
const fillText = CanvasRenderingContext2D.prototype.fillText;
CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
  window.drawn.push(String(text));
  return fillText.call(this, text, ...rest);
};
"""
STAKE = {"per_point": 25, "unit": "kr", "loser_buys": True}  # 0.25 kr a point


@pytest.fixture
def speak() -> Iterator[Callable[[str], None]]:
    yield i18n.use
    i18n.use("en")


def view_shot(page: Page, name: str) -> None:
    """With BALUT_SCREENSHOTS=1, what the viewport shows, light and dark (to look at)."""
    if os.environ.get("BALUT_SCREENSHOTS") != "1":
        return
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.screenshot(path=SCREENSHOTS / f"{name}-{scheme}.png")
    page.emulate_media(color_scheme=None)


def share_picture(page: Page, name: str) -> list[str]:
    """Share as picture: a PNG comes down (no share sheet for files here); what was drawn
    on it. With BALUT_SCREENSHOTS=1 the picture is kept beside the screenshots."""
    page.evaluate("window.drawn = []")
    with page.expect_download() as download:
        page.get_by_role("button", name=t("picture.share"), exact=True).click()
    path = download.value.path()
    assert path is not None and Path(path).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    if os.environ.get("BALUT_SCREENSHOTS") == "1":
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        shutil.copy(path, SCREENSHOTS / f"{name}.png")
    drawn: list[str] = page.evaluate("window.drawn")
    return drawn


@pytest.mark.parametrize(
    ("language", "locale"), [("en", "en-GB"), ("da", "da-DK"), ("nb", "nb-NO"), ("de", "de-DE")]
)
def test_game_over_states_the_settle_rule_and_the_picture_draws_settle_up_and_the_code(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], list[Path]],
    speak: Callable[[str], None],
    language: str,
    locale: str,
) -> None:
    speak(language)
    mirror = nearly_finished_game()
    page = new_page(**PHONE, locale=locale)
    page.add_init_script(RECORD_DRAWING)
    preload(page, GAME_KEY, game_envelope(mirror, screen="handoff", stake=STAKE))
    open_app(page, wait_until_ready)
    page.get_by_role("button", name=t("nav.continue"), exact=True).click()
    player = mirror.current_player
    page.get_by_role("button", name=t("handoff.start", player=player), exact=True).click()
    page.get_by_role("button", name=t("turn.roll"), exact=True).click()
    mirror.roll()
    row = next(c for c in balut.Category if mirror.sheet(player).open_boxes(c))
    box = t(f"category.{row.value}")
    page.get_by_role("button", name=t("sheet.cross", box=box), exact=True).click()
    mirror.fill(row, crossed=True)
    expect(page.get_by_role("heading", name=t("screen.game_over"))).to_be_visible()

    # Settle up: the stake, its rule in one line, the core's payments, who buys.
    settle_up = page.get_by_role("region", name=t("settle.title"))
    expect(settle_up).to_contain_text(t("settle.rule.points"))
    payments = [
        t("settle.pays", payer=p.payer, payee=p.payee, amount=money(p.amount, "kr"))
        for p in settle(scores_of(mirror), 25)
    ]
    loser = max(mirror.standings(), key=lambda s: s.place).player
    lines = [*payments, t("settle.buys", player=loser)]
    expect(settle_up.get_by_role("listitem")).to_have_text(lines)
    code = t("proof.code", code=check_code(record_of(mirror)))
    expect(page.get_by_text(code)).to_be_visible()
    for width, height in ((360, 740), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        settle_up.scroll_into_view_if_needed()
        view_shot(page, f"{language}-game-over-settle-{width}")
    screenshot(page, f"{language}-game-over-settle")

    # The picture: the table, then Settle up (heading, stake, lines), the check code.
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        drawn = share_picture(page, f"{language}-picture-{scheme}")
        assert drawn[0] == t("picture.title")
        stake = t("settle.stake", amount=money(25, "kr"))
        under_table = [t("settle.title"), stake, *lines, code]
        at = drawn.index(t("settle.title"))
        assert drawn[at : at + len(under_table)] == under_table
        assert all(re.search(re.escape(s.player), " ".join(drawn[:at])) for s in mirror.standings())
    page.emulate_media(color_scheme=None)


def test_a_history_game_s_picture_draws_its_check_code(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    mirror = nearly_finished_game()
    page = new_page(**PHONE)
    page.add_init_script(RECORD_DRAWING)
    preload(page, GAME_KEY, game_envelope(mirror, screen="handoff", stake=STAKE))
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="Continue").click()
    page.get_by_role("button", name=re.compile("^Start")).click()
    page.get_by_role("button", name="Roll", exact=True).click()
    mirror.roll()
    row = next(c for c in balut.Category if mirror.sheet(mirror.current_player).open_boxes(c))
    page.get_by_role("button", name=f"Cross out {t(f'category.{row.value}')}").click()
    mirror.fill(row, crossed=True)
    page.get_by_role("button", name="History", exact=True).click()
    page.get_by_role("button", name=re.compile("^Open game")).click()
    drawn = share_picture(page, "history-picture")
    code = f"Check code: {check_code(record_of(mirror))}"
    assert code in drawn and "Settle up" not in drawn  # (a history game keeps no stake)
