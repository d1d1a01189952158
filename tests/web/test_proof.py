"""Check codes, Share result and Verify a result in the UI, under CPython: the code shown
is the core's, the link shared verifies, and a changed link or code is refused in words."""

from __future__ import annotations

import random

import pytest
from fakes import FakeLocalStorage, new_controller, page_html
from fakes import play as tap
from real_dice_games import fill_with_zeros, real
from test_stakes import play_to_the_last_box, start

from balut.record import check_code, decode_link, encode_link, record_of
from balut.web.controller import Controller
from balut.web.core_words import amount_words
from balut.web.effects import MakeProof, Share
from balut.web.state import Screen


def finished(backend: FakeLocalStorage) -> Controller:
    """Two players at game over, played through the controller's last tap."""
    controller = start(backend, ["Ann", "Bo"])
    controller.session.page_url = "https://balut.example/app/"
    game = controller.session.game()
    play_to_the_last_box(game, random.Random(5))
    tap(controller, "start-turn")
    tap(controller, "roll")
    last = next(slot for slot in game.sheet(game.current_index).open_slots())
    effects = tap(controller, "fill", f"{last[0].value}:r")
    effects += tap(controller, "confirm")  # (when the box asks first)
    assert MakeProof() in effects
    assert controller.state.screen is Screen.GAME_OVER
    assert controller.state.proofs.proof is None and "Check code" not in page_html(controller)
    tap(controller, "make-proof")  # the app's next task
    return controller


def test_game_over_shows_the_core_check_code_and_shares_its_link() -> None:
    controller = finished(FakeLocalStorage())
    game = controller.session.game()
    code = check_code(record_of(game))
    assert f"Check code: {code}" in page_html(controller)
    [shared] = [e for e in tap(controller, "share-result") if isinstance(e, Share)]
    assert shared.title == "Balut result"
    page, _, fragment = shared.url.partition("#")
    assert page == "https://balut.example/app/"
    assert check_code(decode_link(fragment)) == code
    standings = game.standings()
    winner = standings[0]
    points = amount_words(game.rules, winner.result.points)
    assert shared.text.splitlines()[0] == f"1. {winner.player}: {points}"
    assert shared.text.splitlines()[-2:] == ["Dice: rolled on a phone", f"Check code: {code}"]

    tap(controller, "shared", "copied")
    assert controller.state.proofs.sharing is None
    # In sight under Share result (not only to a screen reader's live region).
    copied = '<p class="note-line" role="status">Result and link copied</p>'
    assert copied in page_html(controller)
    tap(controller, "share-result")
    assert copied not in page_html(controller)


def test_without_share_or_clipboard_the_result_is_shown_to_copy_and_back_closes_it() -> None:
    controller = finished(FakeLocalStorage())
    [shared] = [e for e in tap(controller, "share-result") if isinstance(e, Share)]
    url = shared.url
    tap(controller, "shared", "failed")
    html = page_html(controller)
    assert "Copy the result" in html and url in html
    tap(controller, "back-button")
    assert controller.state.proofs.copy_text is None and controller.state.screen is Screen.GAME_OVER


def verified(link: str) -> tuple[Controller, str]:
    """Verify a result with `link` on another phone: its controller and page, the record
    found intact."""
    controller = new_controller(FakeLocalStorage())
    controller.edit("verify-link", "", link)
    tap(controller, "verify")
    tap(controller, "check-result")
    assert controller.state.proofs.checked is not None and controller.state.proofs.checked.ok
    return controller, page_html(controller)


def test_a_shared_link_verifies_offline_and_a_changed_one_does_not() -> None:
    controller = finished(FakeLocalStorage())
    game = controller.session.game()
    facts = record_of(game)
    link = f"https://balut.example/app/#{encode_link(facts)}"
    other, html = verified(link)
    ok = "Record intact: it replays under the rules to exactly this result, check code"
    assert f"{ok} {check_code(facts)}" in html and "Result verified" not in html
    assert "Dice: rolled on a phone" in html  # (how the dice came)
    assert "Points per player" in html  # the replayed game's results

    other.edit("verify-code", "", "2222-2222")
    tap(other, "check-result")
    assert f"this result's check code is {check_code(facts)}, not 2222-2222" in page_html(other)

    edited = dict(facts, log=[dict(e) for e in facts["log"]])
    fill = next(e for e in edited["log"] if e["action"] == "score" and e["value"])
    fill["value"] += 1  # a box typed up by one
    other.edit("verify-code", "", "")
    other.edit("verify-link", "", encode_link(edited))
    tap(other, "check-result")
    assert other.state.proofs.checked is not None and not other.state.proofs.checked.ok
    assert "does not give what the record says: the record was changed" in page_html(other)

    other.edit("verify-link", "", link[:-30])
    tap(other, "check-result")
    assert "This is not a whole result link" in page_html(other)


def test_a_result_link_opening_the_app_is_verified_at_once_and_keeps_the_game() -> None:
    backend = FakeLocalStorage()
    controller = start(backend, ["Ann", "Bo"])
    running = controller.session.game()
    done = finished(FakeLocalStorage()).session.game()
    reopened = new_controller(backend)
    tap(reopened, "open-link", encode_link(record_of(done)))
    assert reopened.state.screen is Screen.VERIFY
    assert reopened.state.proofs.checked is not None and reopened.state.proofs.checked.ok
    tap(reopened, "back-button")
    assert reopened.state.screen is Screen.HOME and "Continue" in page_html(reopened)
    assert reopened.state.game == running


def test_history_shows_the_check_code_of_a_finished_game() -> None:
    controller = finished(FakeLocalStorage())
    code = check_code(record_of(controller.session.game()))
    tap(controller, "history")
    entry = controller.state.history.entries[0]
    tap(controller, "open-history", entry["id"])
    tap(controller, "make-proof")
    assert f"Check code: {code}" in page_html(controller)


def test_a_proof_due_in_a_tab_another_tab_took_over_is_still_made() -> None:
    """The app asks for make-proof once a game finishes (`MakeProof`): it runs even in a
    stale tab, and asks for nothing more."""
    controller = finished(FakeLocalStorage())
    controller.state.proofs.proof = None  # (as it was before the app's task ran)
    controller.state.elsewhere = True
    assert tap(controller, "make-proof") == []
    assert controller.state.proofs.proof is not None


def test_make_proof_makes_none_for_a_game_not_finished() -> None:
    controller = start(FakeLocalStorage(), ["Ann", "Bo"])
    assert tap(controller, "make-proof") == []
    assert controller.state.proofs.proof is None


def test_a_verified_real_dice_record_says_its_dice_were_typed() -> None:
    """Verify says the dice of a real-dice game were typed (nothing else shows it)."""
    game = real(["Ann", "Bo"])
    fill_with_zeros(game)
    link = f"https://balut.example/app/#{encode_link(record_of(game))}"
    _, html = verified(link)
    assert "Dice: typed from real dice" in html and "rolled on a phone" not in html


def shared_result(controller: Controller) -> str:
    """The whole text Share result gave, its link after it (as a copy of it reads)."""
    [shared] = [e for e in tap(controller, "share-result") if isinstance(e, Share)]
    return f"{shared.text}\n{shared.url}"


def verdict_of(pasted: str, code: str = "") -> tuple[bool, str]:
    other = new_controller(FakeLocalStorage())
    tap(other, "verify")
    other.edit("verify-link", "", pasted)
    other.edit("verify-code", "", code)
    tap(other, "check-result")
    checked = other.state.proofs.checked
    assert checked is not None
    return checked.ok, page_html(other)


def test_a_pasted_shared_text_is_checked_whole() -> None:
    controller = finished(FakeLocalStorage())
    game = controller.session.game()
    code = check_code(record_of(game))
    text = shared_result(controller)
    assert verdict_of(text)[0]  # the text as shared verifies
    winner = game.standings()[0]
    points = amount_words(game.rules, winner.result.points)
    line = f"1. {winner.player}: {points}"
    raised = amount_words(game.rules, winner.result.points + 5)
    ok, html = verdict_of(text.replace(line, f"1. {winner.player}: {raised}"))
    assert not ok
    assert f"the shared text says \u201c1. {winner.player}: {raised}\u201d" in html
    assert f"but the record gives \u201c{line}\u201d" in html
    ok, html = verdict_of(text.replace(f"Check code: {code}", "Check code: 2222-2222"))
    assert not ok and f"this result's check code is {code}, not 2222-2222" in html
    ok, html = verdict_of(text, code="2222-2222")  # the field's code is compared too
    assert not ok and "not 2222-2222" in html
    ok, html = verdict_of(text.replace("Dice: rolled on a phone", "Dice: typed from real dice"))
    extra = "\u201cDice: typed from real dice\u201d, which the record does not give"
    assert not ok and extra in html
    ok, html = verdict_of("\n".join(x for x in text.splitlines() if not x.startswith("2. ")))
    assert not ok and "the shared text leaves out \u201c2. " in html


@pytest.mark.parametrize("language", ["da", "de", "nb"])
def test_a_text_shared_in_another_language_is_read_in_its_own(language: str) -> None:
    controller = finished(FakeLocalStorage())
    code = check_code(record_of(controller.session.game()))
    tap(controller, "language", language)
    text = shared_result(controller)
    code_line = text.splitlines()[-2]  # (the link comes last)
    tap(controller, "language", "en")  # read on a phone in English
    assert code_line.endswith(f": {code}") and not code_line.startswith("Check code")
    assert verdict_of(text)[0]
    ok, html = verdict_of(text.replace(code_line, code_line.replace(code, "2222-2222")))
    assert not ok and "not 2222-2222" in html
    ranking = text.splitlines()[0]
    ok, html = verdict_of(text.replace(ranking, ranking.replace(": ", ": 1", 1)))
    assert not ok and f"but the record gives \u201c{ranking}\u201d" in html
