"""Fewer taps, under CPython (no browser): a cross-out or a zero in one tap with an undo
toast (the Confirm cross-outs setting asks first again), holding every die of a face or
all five at once, and Undo of another player's box asked by name."""

from __future__ import annotations

from fakes import FakeLocalStorage, PageClock, new_controller, page_html, play, set_up_and_start

import balut
from balut.web.controller import Controller
from balut.web.i18n import t, word
from balut.web.state import TOAST_MS, Screen
from balut.web.storage import Storage


def solo(clock: PageClock | None = None, backend: FakeLocalStorage | None = None) -> Controller:
    controller = new_controller(backend, seed=3, clock=clock)
    set_up_and_start(controller, ["Ann"])
    assert controller.state.screen is Screen.TURN
    return controller


def scripted(faces: list[int], **options: object) -> Controller:
    """A solo turn on the screen whose dice come from `faces`, first roll done."""
    controller = new_controller()
    rules = balut.STANDARD.derive(**options) if options else balut.STANDARD
    game = balut.Game(["Ann"], rules=rules, dice=balut.ScriptedDice(faces))
    controller.state.game = game
    controller.state.screen = Screen.TURN
    play(controller, "roll")
    return controller


def toast_of(html: str) -> str:
    """The undo toast's markup ("" when none shows)."""
    start = html.find('class="undo-toast"')
    return "" if start < 0 else html[start : html.index("</div>", start)]


def test_a_cross_out_is_one_tap_with_an_undo_toast_that_leaves_after_its_time() -> None:
    clock = PageClock()
    controller = solo(clock)
    game = controller.state.game
    assert game is not None
    play(controller, "roll")
    dice = game.dice
    play(controller, "fill", "fours:r:x")

    assert controller.state.confirm is None  # no question: the box is crossed at once
    assert game.sheet("Ann").boxes("fours")[0] == 0 and game.dice is None
    html = page_html(controller)
    assert "Ann: crossed out Fours" in toast_of(html)
    assert 'data-action="undo"' in toast_of(html)
    # The undo bar keeps its place, empty, meanwhile: one Undo on the page, nothing moves.
    assert 'class="undo-bar toasted"' in html and html.count('data-action="undo"') == 1
    assert html.count("Ann: crossed out Fours") == 1

    clock.ms += TOAST_MS - 1
    controller.tick()
    assert toast_of(page_html(controller))  # still there a moment before its time
    clock.ms += 1
    controller.tick()
    html = page_html(controller)
    assert toast_of(html) == "" and controller.state.turn.toast_at is None
    # The usual Undo stays until the next roll.
    assert 'class="undo-bar"' in html and html.count('data-action="undo"') == 1

    play(controller, "undo")  # the player's own box: no question
    assert controller.state.confirm is None
    assert game.sheet("Ann").boxes("fours")[0] is None and game.dice == dice


def test_undo_from_the_toast_reopens_the_box_and_a_roll_ends_the_toast() -> None:
    controller = solo(PageClock())
    game = controller.state.game
    assert game is not None
    play(controller, "roll")
    play(controller, "fill", "balut:r:x")
    play(controller, "undo")
    assert controller.state.confirm is None and controller.state.turn.toast_at is None
    assert game.sheet("Ann").open_boxes("balut") == 4 and game.dice is not None
    assert toast_of(page_html(controller)) == ""

    play(controller, "fill", "balut:r:x")
    assert toast_of(page_html(controller))
    play(controller, "roll")
    html = page_html(controller)
    assert toast_of(html) == "" and 'data-action="undo"' not in html


def test_a_zero_is_one_tap() -> None:
    controller = scripted([1, 1, 2, 2, 3])
    game = controller.state.game
    assert game is not None
    assert game.sheet("Ann").potential(game.dice or ())[balut.Category.SIXES] == 0
    play(controller, "fill", "sixes:r")
    assert controller.state.confirm is None
    assert game.sheet("Ann").boxes("sixes")[0] == 0
    assert "Ann: 0 in Sixes" in toast_of(page_html(controller))


def test_the_confirm_cross_outs_setting_asks_first_and_is_kept() -> None:
    backend = FakeLocalStorage()
    controller = solo(backend=backend)
    assert 'data-field="confirm-fills"' not in page_html(controller)  # (in Settings)
    play(controller, "home")
    assert 'data-field="confirm-fills"' not in page_html(controller)
    play(controller, "settings")
    html = page_html(controller)
    assert "Confirm cross-outs" in html  # off until the player turns it on
    assert '<input data-field="confirm-fills" type="checkbox">' in html
    controller.edit("confirm-fills", "", "on")

    again = Controller(Storage(backend))  # a reload: the setting is kept
    assert again.state.settings.confirm_fills
    play(again, "settings")
    assert '<input checked="" data-field="confirm-fills"' in page_html(again)
    play(again, "home")
    play(again, "continue")
    game = again.state.game
    assert game is not None
    play(again, "roll")
    play(again, "fill", "fours:r:x")
    confirm = again.state.confirm
    assert confirm is not None and word(confirm.title) == "Cross out Fours?"
    assert game.sheet("Ann").open_boxes("fours") == 4
    play(again, "confirm")
    assert game.sheet("Ann").boxes("fours")[0] == 0

    again.edit("confirm-fills", "", "off")
    assert not Controller(Storage(backend)).state.settings.confirm_fills


def test_holding_a_face_holds_every_die_of_it_then_releases_them() -> None:
    controller = scripted([6, 2, 6, 6, 3])
    game = controller.state.game
    assert game is not None
    play(controller, "toggle-die", "1")  # another face held before stays held
    play(controller, "hold-face", "2")
    assert game.held == (True, True, True, True, False)
    assert word(controller.state.announcement or "") == "Every 6 held."
    play(controller, "hold-face", "0")  # all of them held: released
    assert game.held == (False, True, False, False, False)
    assert word(controller.state.announcement or "") == "Every 6 released."


def test_a_double_tap_takes_its_first_tap_back() -> None:
    controller = scripted([4, 4, 1, 4, 5])
    game = controller.state.game
    assert game is not None
    play(controller, "toggle-die", "0")  # the first tap held die 1 ...
    play(controller, "hold-face", "0:again")  # ... the second holds every 4
    assert game.held == (True, True, False, True, False)
    play(controller, "toggle-die", "3")  # the first tap released one of the held 4s ...
    play(controller, "hold-face", "3:again")  # ... the second releases every 4
    assert game.held == (False, False, False, False, False)


def test_holding_a_face_keeps_locked_dice_held() -> None:
    controller = scripted([5, 5, 2, 5, 1, 5, 3, 6], locked_holds=True)
    game = controller.state.game
    assert game is not None
    play(controller, "toggle-die", "0")
    play(controller, "toggle-die", "1")
    play(controller, "roll")  # dice 1 and 2 (5s) are locked now: 5 5 5 3 6
    assert game.locked == (True, True, False, False, False) and game.rolls_left == 1
    play(controller, "hold-face", "3")  # a 3: the one 3 held
    play(controller, "hold-face", "2")  # the 5s: die 3 joins the locked two
    assert game.held == (True, True, True, True, False)
    play(controller, "hold-face", "0")  # release the 5s: the locked ones stay held
    assert game.held == (True, True, False, True, False)
    assert not controller.state.warnings


def test_hold_all_flips_to_release_all() -> None:
    controller = scripted([3, 1, 4, 1, 5])
    game = controller.state.game
    assert game is not None
    html = page_html(controller)
    assert 'class="secondary hold-all"' in html and ">Hold all<" in html
    play(controller, "toggle-die", "2")
    play(controller, "hold-all")
    assert all(game.held)
    assert word(controller.state.announcement or "") == "All dice held."
    assert ">Release all<" in page_html(controller)
    play(controller, "hold-all")
    assert not any(game.held)
    assert ">Hold all<" in page_html(controller)


def button_of(html: str, action: str) -> str:
    """The opening tag of the button that makes the tap `action`."""
    return html[html.rindex("<button", 0, html.index(f'data-action="{action}"')) :].split(">")[0]


def test_release_all_leaves_locked_dice_held() -> None:
    controller = scripted([2, 2, 2, 2, 2, 6, 6], locked_holds=True)
    game = controller.state.game
    assert game is not None
    for die in ("0", "1", "2"):
        play(controller, "toggle-die", die)
    play(controller, "roll")
    play(controller, "hold-all")
    play(controller, "hold-all")  # Release all: the three locked dice stay held
    assert game.held == (True, True, True, False, False)
    assert ">Hold all<" in page_html(controller)


def test_with_all_five_held_roll_is_off_says_why_and_uses_no_roll() -> None:
    """Issue 31, finding 4: Hold all, then Roll, threw nothing and used a roll."""
    controller = scripted([3, 1, 4, 1, 5, 6])
    game = controller.state.game
    assert game is not None
    play(controller, "hold-all")
    html = page_html(controller)
    assert "disabled" in button_of(html, "roll")
    reason = t("turn.hint.all_held")
    assert reason in html
    play(controller, "roll")  # a tap that still comes is refused with the reason
    assert game.rolls_left == 2 and game.dice == (3, 1, 4, 1, 5)
    assert word(controller.state.announcement or "") == reason
    play(controller, "toggle-die", "4")  # one die released: Roll throws it
    assert "disabled" not in button_of(page_html(controller), "roll")
    play(controller, "roll")
    assert game.rolls_left == 1 and game.dice == (3, 1, 4, 1, 6)


def test_before_a_roll_hold_all_is_off() -> None:
    controller = solo()
    html = page_html(controller)
    button = html[html.rindex("<button", 0, html.index(">Hold all<")) :]
    assert "disabled" in button.split(">")[0]


def two_players() -> tuple[Controller, balut.Game]:
    controller = new_controller(seed=5)
    set_up_and_start(controller, ["Ann", "Bo"])
    if controller.state.screen is Screen.ROLL_OFF:
        play(controller, "roll-off-done")
    game = controller.state.game
    assert game is not None and controller.state.screen is Screen.TURN
    return controller, game


def test_undo_on_the_hand_off_asks_nothing() -> None:
    controller, game = two_players()
    first = game.current_player
    play(controller, "roll")
    play(controller, "fill", "choice:r")
    assert controller.state.screen is Screen.HANDOFF and controller.state.turn.toast_at is None
    assert toast_of(page_html(controller)) == ""  # the hand-off card says it, with Undo
    play(controller, "undo")
    assert controller.state.confirm is None
    assert game.current_player == first and game.sheet(first).open_boxes("choice") == 4


def test_undo_of_the_previous_players_box_asks_by_name_on_the_next_turn() -> None:
    controller, game = two_players()
    first = game.current_player
    play(controller, "roll")
    score = game.sheet(first).potential(game.dice or ())[balut.Category.CHOICE]
    play(controller, "fill", "choice:r")
    play(controller, "start-turn")
    second = game.current_player
    assert second != first and toast_of(page_html(controller)) == ""

    play(controller, "undo")
    confirm = controller.state.confirm
    assert confirm is not None
    assert word(confirm.title) == f"Undo {first}'s {score} in Choice?"
    html = page_html(controller)
    assert ">Keep<" in html and ">Undo<" in html
    play(controller, "cancel")  # Keep: the box stands, the turn goes on
    assert game.current_player == second and game.sheet(first).boxes("choice")[0] == score

    play(controller, "undo")
    play(controller, "confirm")
    assert game.current_player == first and game.sheet(first).open_boxes("choice") == 4

    play(controller, "fill", "fours:r:x")
    play(controller, "start-turn")
    play(controller, "undo")
    confirm = controller.state.confirm
    assert confirm is not None
    assert word(confirm.title) == f"Undo {first}'s cross-out in Fours?"
    play(controller, "cancel")
    play(controller, "roll")  # once the next player rolls, there is nothing to undo
    assert 'data-action="undo"' not in page_html(controller)


def test_a_damaged_confirm_setting_is_backed_up_named_and_off() -> None:
    backend = FakeLocalStorage()
    backend.setItem("balut:confirm-fills", '{"schema": 1, "data": "yes"}')
    controller = Controller(Storage(backend))
    assert not controller.state.settings.confirm_fills
    said = [word(message) for message in controller.state.warnings]
    assert any("cross-out confirmation setting could not be read" in text for text in said)
    assert list(backend.backups().values()) == ['{"schema": 1, "data": "yes"}']
