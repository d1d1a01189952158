"""Verify a result in the browser: a whole shared text pasted is checked line by line."""

from __future__ import annotations

from collections.abc import Callable

from conftest import PHONE
from helpers_game import best_category, open_app
from playwright.sync_api import Page, expect

import balut
from balut.web.core_words import amount_words
from balut.web.proof import proof_of, share_text


def test_a_pasted_shared_text_with_a_ranking_line_changed_is_refused(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    game = balut.Game(["Ann", "Bo"], rules=balut.QUICK, seed=3)
    while not game.is_over():
        game.score(best_category(game.sheet(game.current_index), game.roll()))
    proof = proof_of(game)
    assert proof is not None
    text = f"{share_text(game, proof, [])}\nhttps://balut.example/#{proof.fragment}"
    second = game.standings()[1]
    line = f"2. {second.player}: {amount_words(game.rules, second.result.points)}"
    raised = f"2. {second.player}: {amount_words(game.rules, second.result.points + 9)}"
    assert line in text
    page = new_page(**PHONE)
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="Verify a result").click()
    page.get_by_role("textbox", name="Result link").fill(text.replace(line, raised))
    page.get_by_role("button", name="Verify", exact=True).click()
    expect(page.locator("#verdict")).to_have_text(
        f"\u2715 Not verified: the shared text says \u201c{raised}\u201d, "
        f"but the record gives \u201c{line}\u201d"
    )
    page.get_by_role("textbox", name="Result link").fill(text)
    page.get_by_role("button", name="Verify", exact=True).click()
    expect(page.locator("#verdict")).to_contain_text("Record intact: it replays")
