"""Real dice in the UI, under CPython: the table picks who starts, a player types the five
dice (the sheet then offers each row) or one box's value (checked by the core, refused
with what is possible), crosses out without dice, and a reload keeps the typed dice."""

from __future__ import annotations

import re

from fakes import FakeLocalStorage, new_controller, page_html, set_up_and_start
from fakes import play as tap

import balut
from balut.web.boxes import fill_arg
from balut.web.controller import Controller
from balut.web.state import Screen


def real_game(backend: FakeLocalStorage, names: list[str], **fields: str) -> Controller:
    controller = new_controller(backend, seed=3)
    set_up_and_start(controller, names, {"dice": "real", **fields})
    return controller


def test_the_table_picks_who_starts_and_no_roll_button_is_shown() -> None:
    controller = real_game(FakeLocalStorage(), ["Ann", "Bo"])
    game = controller.session.game()
    assert game.real_dice and game.needs_opener
    assert controller.state.screen is Screen.ROLL_OFF
    html = page_html(controller)
    assert "Roll off at the table" in html and "Bo starts" in html
    tap(controller, "set-opener", "1")
    assert controller.state.screen is Screen.TURN and game.current_player == "Bo"
    html = page_html(controller)
    assert 'data-action="roll"' not in html
    assert [f"Die {n}" for n in range(1, 6)] == re.findall(r"Die \d", html)


def test_typed_dice_are_the_turns_dice_and_a_row_takes_them() -> None:
    backend = FakeLocalStorage()
    controller = real_game(backend, ["Ann", "Bo"])
    tap(controller, "set-opener", "0")
    game = controller.session.game()
    for index, face in enumerate("66644"):
        controller.edit("die", str(index), face)
        assert (game.dice is None) == (index < 4)
    assert game.dice == (6, 6, 6, 4, 4)
    assert re.search(r'data-arg="sixes:r".*?scores 18 here', page_html(controller))

    restarted = new_controller(backend)  # the typed dice are saved with the turn
    tap(restarted, "continue")
    assert restarted.state.entry.dice == ["6", "6", "6", "4", "4"]
    tap(restarted, "fill", fill_arg(balut.Category.FULL_HOUSE))
    again = restarted.session.game()
    assert again.sheet("Ann").boxes("full_house")[0] == 26
    assert restarted.state.screen is Screen.HANDOFF and restarted.state.entry.dice == [""] * 5


def test_a_rows_value_is_typed_and_an_impossible_one_is_refused_with_what_is_possible() -> None:
    controller = real_game(FakeLocalStorage(), ["Ann", "Bo"])
    tap(controller, "set-opener", "0")
    game = controller.session.game()
    tap(controller, "ask-value", "fours")
    html = page_html(controller)
    assert "Enter Fours" in html and 'id="box-value"' in html and "Fours value" in html
    controller.edit("box-value", "", "7")
    tap(controller, "save-value")
    assert "Fours cannot be 7. Possible: 0, 4, 8, 12, 16, 20" in page_html(controller)
    assert game.sheet("Ann").filled_count() == 0  # nothing entered
    controller.edit("box-value", "", "12")
    tap(controller, "save-value")
    assert game.sheet("Ann").boxes("fours")[0] == 12
    assert controller.state.screen is Screen.HANDOFF and controller.state.entry.value_row is None

    tap(controller, "start-turn")
    tap(controller, "ask-value", "choice")
    tap(controller, "cancel")  # closes, enters nothing
    assert controller.state.entry.value_row is None and game.sheet("Bo").filled_count() == 0
    tap(controller, "fill", fill_arg(balut.Category.STRAIGHT, crossed=True))  # no dice needed
    tap(controller, "confirm")
    assert game.sheet("Bo").boxes("straight")[0] == 0


def test_a_real_dice_match_makes_real_dice_games() -> None:
    controller = real_game(FakeLocalStorage(), ["Ann", "Bo"], match="fixed")
    match = controller.state.match
    assert match is not None and match.real_dice and match.current_game.needs_opener


def test_the_dice_choice_is_remembered_for_the_next_game() -> None:
    backend = FakeLocalStorage()
    real_game(backend, ["Ann"])
    controller = new_controller(backend)
    tap(controller, "new-game")
    tap(controller, "confirm")  # the game left running is set aside, as asked
    assert controller.state.play.real_dice
    radio = re.search(r'<input[^>]*value="real"[^>]*>', page_html(controller))
    assert radio is not None and "checked" in radio.group(0)


def test_a_box_is_corrected_by_agreement_on_the_scoreboard_and_listed() -> None:
    controller = real_game(FakeLocalStorage(), ["Ann", "Bo"])
    tap(controller, "set-opener", "0")
    game = controller.session.game()
    tap(controller, "ask-value", "fours")
    controller.edit("box-value", "", "12")
    tap(controller, "save-value")
    tap(controller, "scoreboard")
    tap(controller, "correct-box")
    html = page_html(controller)
    assert "Fours, box 1: 12" in html and 'id="correct-value"' in html
    controller.edit("correct-seat", "", "0")
    controller.edit("correct-box", "", "fours:0")
    controller.edit("correct-value", "", "13")
    tap(controller, "save-correction")
    assert "Fours cannot be 13. Possible: 0, 4, 8, 12, 16, 20" in page_html(controller)
    assert game.sheet("Ann").boxes("fours")[0] == 12
    controller.edit("correct-value", "", "16")
    tap(controller, "save-correction")  # the table is asked to agree to the change named
    html = page_html(controller)
    assert "Change a box?" in html and "Ann's Fours box 1: 12 becomes 16." in html
    assert game.sheet("Ann").boxes("fours")[0] == 12
    tap(controller, "confirm")
    assert game.sheet("Ann").boxes("fours")[0] == 16 and not controller.state.correction.open
    html = page_html(controller)
    assert "Corrections" in html and "Ann's Fours box 1 corrected to 16" in html
    marked = re.findall(r'<span class="gbox corrected">(\d+)<span', html)
    assert marked == ["16"] and "* corrected by agreement" in html
    tap(controller, "back")
    tap(controller, "undo")  # takes the correction back: no longer listed nor marked
    tap(controller, "scoreboard")
    html = page_html(controller)
    assert "Corrections" not in html and "corrected" not in html


def put_right(controller: Controller, seat: int, box: str, how: str, **fields: str) -> str:
    """The scoreboard's correction form filled in and saved: the confirm's page."""
    tap(controller, "correct-box")
    controller.edit("correct-seat", "", str(seat))
    controller.edit("correct-box", "", box)
    controller.edit("correct-how", "", how)
    for field, value in fields.items():
        controller.edit(f"correct-{field}", "", value)
    tap(controller, "save-correction")
    return page_html(controller)


def three_players_two_rounds() -> Controller:
    """Ann, Bo and Cy, two rounds typed (level: Ann leads each): Ann to play round 3."""
    controller = real_game(FakeLocalStorage(), ["Ann", "Bo", "Cy"])
    tap(controller, "set-opener", "0")
    for row, value in (("fours", "12"), ("sixes", "12"), ("choice", "12")) * 2:
        tap(controller, "ask-value", row)
        controller.edit("box-value", "", value)
        tap(controller, "save-value")
        if controller.state.screen is Screen.HANDOFF:
            tap(controller, "start-turn")
    tap(controller, "scoreboard")
    return controller


def test_a_box_moved_to_another_row_by_agreement_is_listed_and_marked() -> None:
    controller = three_players_two_rounds()
    game = controller.session.game()
    html = put_right(controller, 0, "fours:1", "move")
    assert "Pick the row it belongs in" in html and controller.state.confirm is None
    controller.edit("correct-to", "", "fives")
    controller.edit("correct-value", "", "12")
    tap(controller, "save-correction")
    assert "Fives cannot be 12" in page_html(controller)  # checked before the table is asked
    controller.edit("correct-value", "", "15")
    tap(controller, "save-correction")
    html = page_html(controller)
    assert "Move a box?" in html and "Ann's Fours box 2 (12) moves to Fives as 15." in html
    assert "The table agrees" in html
    tap(controller, "confirm")
    assert game.sheet("Ann").boxes("fours")[:2] == (12, None)
    assert game.sheet("Ann").boxes("fives")[0] == 15 and game.current_seat == "Ann"
    html = page_html(controller)
    assert "Ann's Fours box 2 moved to Fives: 15" in html
    tap(controller, "correct-box")
    for field, value in (("box", "fours:0"), ("how", "move"), ("to", "sixes"), ("seat", "1")):
        controller.edit(f"correct-{field}", "", value)  # another player: their box and row again
    assert (controller.state.correction.box, controller.state.correction.to) == ("", "")
    assert re.findall(r'<span class="gbox corrected">(\d+)<span', html) == ["15"]
    restored = balut.Game.replay(game.to_dict())
    assert restored.corrected_boxes("Ann") == {(balut.Category.FIVES, 0)}


def test_a_box_cleared_by_agreement_is_owed_and_thrown_for_at_once() -> None:
    controller = three_players_two_rounds()
    game = controller.session.game()
    html = put_right(controller, 1, "sixes:0", "clear")
    assert "Clear a box?" in html and "Bo's Sixes box 1 (12) is struck off" in html
    tap(controller, "confirm")
    assert game.owed == (1,) and game.current_seat == "Bo"
    assert "Bo's Sixes box 1 cleared: a box owed" in page_html(controller)
    tap(controller, "back")
    assert "Bo throws for the box owed" in page_html(controller)
    tap(controller, "ask-value", "choice")
    controller.edit("box-value", "", "20")
    tap(controller, "save-value")
    assert game.owed == () and game.current_seat == "Ann" and game.round == 3


def test_the_hand_off_to_a_make_up_turn_says_why_that_seat_plays() -> None:
    controller = three_players_two_rounds()
    game = controller.session.game()
    put_right(controller, 1, "sixes:0", "clear")
    tap(controller, "confirm")
    put_right(controller, 2, "choice:0", "clear")
    tap(controller, "confirm")
    assert game.owed == (1, 2)
    tap(controller, "back")
    tap(controller, "ask-value", "choice")  # Bo's make-up turn
    controller.edit("box-value", "", "20")
    tap(controller, "save-value")
    assert controller.state.screen is Screen.HANDOFF and game.current_seat == "Cy"
    owed = "Cy owes a box cleared by agreement: they throw for it now, before play goes on."
    assert owed in page_html(controller)
    tap(controller, "start-turn")
    tap(controller, "ask-value", "choice")  # Cy's
    controller.edit("box-value", "", "20")
    tap(controller, "save-value")
    assert game.current_seat == "Ann" and "owes a box" not in page_html(controller)


def test_a_clear_waits_for_the_dice_of_the_turn_in_hand() -> None:
    controller = three_players_two_rounds()
    tap(controller, "back")
    for index, face in enumerate("12345"):
        tap(controller, "type-die", f"{index}:{face}")
    tap(controller, "scoreboard")
    html = put_right(controller, 1, "sixes:0", "clear")
    assert "Fill this turn's box or take its dice back first." in html
    assert controller.state.confirm is None and controller.session.game().owed == ()


def test_a_game_rolled_on_the_phone_offers_no_correction() -> None:
    controller = new_controller(FakeLocalStorage(), seed=3)
    set_up_and_start(controller, ["Ann", "Bo"])
    tap(controller, "scoreboard")
    assert "Correct a box" not in page_html(controller)


def test_roll_off_throws_typed_find_who_starts_and_a_tie_throws_again() -> None:
    controller = real_game(FakeLocalStorage(), ["Ann", "Bo", "Cy"])
    game = controller.session.game()
    for seat, total in enumerate(["5", "x", "5"]):
        controller.edit("rolloff", str(seat), total)
    tap(controller, "enter-roll-off")
    assert "A roll-off total is from 1 to 30." in page_html(controller) and not game.roll_off
    controller.edit("rolloff", "1", "2")
    tap(controller, "enter-roll-off")
    assert game.roll_off_contenders == (0, 2) and controller.state.screen is Screen.ROLL_OFF
    html = page_html(controller)
    assert "Throw 1: Ann 5, Bo 2, Cy 5" in html and "Ann and Cy tie" in html
    assert "Bo's throw" not in html
    controller.edit("rolloff", "0", "3")
    controller.edit("rolloff", "2", "6")
    tap(controller, "enter-roll-off")
    assert controller.state.screen is Screen.TURN and game.current_player == "Cy"


def test_a_die_taken_back_leaves_no_dice_and_the_rows_ask_for_values() -> None:
    controller = real_game(FakeLocalStorage(), ["Ann", "Bo"])
    tap(controller, "set-opener", "0")
    game = controller.session.game()
    for index, face in enumerate("33366"):
        controller.edit("die", str(index), face)
    controller.edit("die", "0", "")
    assert game.dice is None
    row = re.search(r'<button[^>]*data-arg="fours"[^>]*>', page_html(controller))
    assert row is not None and 'data-action="ask-value"' in row.group(0)


def test_a_value_typed_names_the_player_who_typed_it_and_undo_returns_their_dice() -> None:
    controller = real_game(FakeLocalStorage(), ["Ann", "Bo"])
    tap(controller, "set-opener", "1")
    tap(controller, "ask-value", "fours")
    controller.edit("box-value", "", "16")
    tap(controller, "save-value")
    assert (
        controller.state.turn.last_fill is not None
        and controller.state.turn.last_fill.player == "Bo"
    )
    assert "Bo: 16 in Fours" in page_html(controller)
    tap(controller, "start-turn")
    for index, face in enumerate("12345"):
        controller.edit("die", str(index), face)
    tap(controller, "fill", fill_arg(balut.Category.STRAIGHT))
    tap(controller, "undo")
    assert controller.state.entry.dice == list("12345")
    assert controller.session.game().dice == (1, 2, 3, 4, 5)


def test_what_a_box_can_hold_is_said_in_ranges() -> None:
    controller = real_game(FakeLocalStorage(), ["Ann"])
    tap(controller, "ask-value", "full_house")
    assert "Possible: 0, 7\u20139, 11\u201324, 26\u201328" in page_html(controller)


def test_only_the_refused_roll_off_throw_is_marked_and_a_tie_is_said_on_screen() -> None:
    controller = real_game(FakeLocalStorage(), ["Ann", "Bo", "Cy"])
    for seat, total in enumerate(["12", "0", "4"]):
        controller.edit("rolloff", str(seat), total)
    tap(controller, "enter-roll-off")
    invalid = re.findall(r'<input[^>]*data-arg="(\d)"[^>]*>', page_html(controller))
    marked = [
        m.group(1)
        for m in re.finditer(r"<input([^>]*)>", page_html(controller))
        if 'aria-invalid="true"' in m.group(1) and 'data-field="rolloff"' in m.group(1)
    ]
    assert invalid == ["0", "1", "2"] and len(marked) == 1 and 'data-arg="1"' in marked[0]
    controller.edit("rolloff", "1", "12")
    tap(controller, "enter-roll-off")
    assert '<p class="tie">Ann and Bo tie and roll again.</p>' in page_html(controller)


def test_a_jackpot_box_is_crossed_out_or_asks_for_its_value_without_dice() -> None:
    controller = new_controller(FakeLocalStorage(), seed=3)
    tap(controller, "new-game")
    controller.edit("ruleset", "", "jackpot")
    controller.edit("name", "0", "Ann")
    controller.edit("play", "dice", "real")
    tap(controller, "start-game")
    game = controller.session.game()
    assert game.real_dice and game.rules.name == "jackpot"
    html = page_html(controller)
    cross = re.search(r'<button[^>]*data-arg="fives:j:x"[^>]*>', html)
    ask = re.search(r'<button[^>]*data-action="ask-value" data-arg="fives:j"[^>]*>', html)
    assert cross is not None and "disabled" not in cross.group(0)
    assert ask is not None and "disabled" not in ask.group(0)
    tap(controller, "fill", fill_arg(balut.Category.FIVES, jackpot=True, crossed=True))
    tap(controller, "confirm")
    assert game.sheet("Ann").jackpot_box("fives") == 0
    # With the dice typed, the box takes them (the core checks the entry requirement).
    for index, face in enumerate([6, 6, 6, 6, 3]):
        controller.edit("die", str(index), str(face))
    enter = re.search(
        r'<button[^>]*data-action="fill" data-arg="sixes:j"[^>]*>', page_html(controller)
    )
    assert enter is not None and "disabled" not in enter.group(0)
    tap(controller, "fill", fill_arg(balut.Category.SIXES, jackpot=True))
    assert game.sheet("Ann").jackpot_box("sixes") == 24


def test_a_tie_at_the_end_is_thrown_at_the_table_before_the_result_is_final() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend, seed=3)
    tap(controller, "new-game")
    controller.edit("ruleset", "", "quick")  # quick breaks a tie by a roll-off
    for index, name in enumerate(["Ann", "Bo"]):
        if index:
            tap(controller, "add-player")
        controller.edit("name", str(index), name)
    controller.edit("play", "dice", "real")
    tap(controller, "start-game")
    tap(controller, "set-opener", "0")
    game = controller.session.game()
    while sum(game.sheet(s).filled_count() for s in (0, 1)) < 2 * game.total_rounds - 1:
        game.enter_value(game.sheet(game.current_index).open_slots()[0][0], 0)
    tap(controller, "start-turn")
    tap(controller, "ask-value", game.sheet("Bo").open_slots()[0][0].value)
    controller.edit("box-value", "", "0")
    tap(controller, "save-value")
    assert game.is_over() and game.tiebreak_contenders == (0, 1)
    assert controller.state.screen is Screen.GAME_OVER
    html = page_html(controller)
    assert "Break the tie at the table" in html and "Ann and Bo are level on points" in html
    assert "Play again" not in html and "Check code" not in html and "Ann's throw" in html
    assert controller.storage.history() == []  # not finished yet: nothing in History

    restarted = new_controller(backend)  # saved and offered to continue
    assert "The game is over: Ann and Bo throw for the tie." in page_html(restarted)
    tap(restarted, "continue")
    assert restarted.state.screen is Screen.GAME_OVER
    controller = restarted
    game = controller.session.game()
    controller.edit("rolloff", "0", "4")  # five dice throw at least 5
    controller.edit("rolloff", "1", "20")
    tap(controller, "enter-tiebreak")
    assert "A roll-off total is from 5 to 30." in page_html(controller)
    controller.edit("rolloff", "0", "20")
    tap(controller, "enter-tiebreak")
    assert game.tiebreak_contenders == (0, 1) and "Ann and Bo tie" in page_html(controller)
    controller.edit("rolloff", "0", "11")
    controller.edit("rolloff", "1", "19")
    tap(controller, "enter-tiebreak")
    assert game.is_finished() and [s.player for s in game.standings()] == ["Bo", "Ann"]
    html = page_html(controller)
    assert "Break the tie" not in html and "Bo wins" in html and "Play again" in html
    assert len(controller.storage.history()) == 1
    tap(controller, "undo")  # takes back the last throws: the tie is asked again
    assert controller.state.screen is Screen.GAME_OVER and game.tiebreak_contenders == (0, 1)
    assert controller.storage.history() == []
