"""The end of a real-dice game through the UI: one player types the five dice they ended
with and taps a row, the other types a box's value (an impossible one first, refused with
what is possible); the points at game over equal the core's for the same entries.

The game is entered in the core up to its last two boxes and resumed from that save.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from conftest import PHONE
from helpers_game import GAME_KEY, TEST_HOOKS, game_envelope, open_app, preload, row_button
from playwright.sync_api import Page, expect
from test_game_screens import check_screen

import balut
from balut.record import check_code, encode_link, record_of
from balut.settle import scores_of, settle
from balut.web.i18n import number as as_shown  # a number as the page shows it
from balut.web.stakes import money

DICE = (5, 5, 5, 2, 2)  # what the last but one player ended with


def two_boxes_left() -> balut.Game:
    """Two players, real dice, every box entered by value but one each."""
    game = balut.RealDiceGame(["Ann", "Bo"])
    game.set_opener("Bo")
    while sum(game.sheet(seat).filled_count() for seat in (0, 1)) < 2 * game.total_rounds - 2:
        sheet = game.sheet(game.current_index)
        category = next(c for c in balut.Category if sheet.open_boxes(c))
        values = game.possible_values(category)
        game.enter_value(category, values[len(values) // 2])  # a middling box
    return game


def test_the_last_boxes_of_a_real_dice_game_typed_as_dice_and_as_a_value(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., list[dict[str, Any]]],
    screenshot: Callable[[Page, str], Any],
) -> None:
    mirror = two_boxes_left()
    page = new_page(**PHONE)
    preload(page, GAME_KEY, game_envelope(mirror, screen="handoff"))
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="Continue").click()
    page.get_by_role("button", name=re.compile("^Start")).click()
    first = mirror.current_player
    expect(page.get_by_role("heading", name=f"{first}'s turn")).to_be_visible()
    expect(page.get_by_role("button", name=re.compile("^Roll"))).to_have_count(0)

    # The five dice typed in: the sheet offers what each row scores, a tap enters it.
    for number, face in enumerate(DICE, 1):
        page.get_by_role("combobox", name=f"Die {number}").select_option(str(face))
    sheet = mirror.sheet(first)
    row = next(c for c in balut.Category if sheet.open_boxes(c))
    offer = sheet.potential(DICE)[row]
    expect(row_button(page, row)).to_have_accessible_name(
        re.compile(f"^{row.label} scores {offer} here")
    )
    check_screen(page, "real-dice-turn", axe, screenshot)
    mirror.enter_dice(DICE)
    row_button(page, row).click()  # (a zero too: one tap)
    mirror.score(row)

    # The last box by its value: an impossible one is refused and nothing is entered.
    page.get_by_role("button", name=re.compile("^Start")).click()
    last = mirror.current_player
    expect(page.get_by_role("heading", name=f"{last}'s turn")).to_be_visible()
    row = next(c for c in balut.Category if mirror.sheet(last).open_boxes(c))
    row_button(page, row).click()
    dialog = page.get_by_role("dialog")
    field = dialog.get_by_role("textbox", name=f"{row.label} value")
    field.fill("1")
    dialog.get_by_role("button", name="Save").click()
    expect(dialog).to_contain_text(f"{row.label} cannot be 1. Possible:")
    expect(field).to_have_attribute("aria-invalid", "true")
    check_screen(page, "real-dice-value", axe, screenshot)
    value = max(mirror.possible_values(row))
    field.fill(str(value))
    dialog.get_by_role("button", name="Save").click()
    mirror.enter_value(row, value)

    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    table = page.get_by_role("table", name="Points per player")
    for standing in mirror.standings():
        line = table.get_by_role("row", name=re.compile(rf"^\d+ {standing.player}\b"))
        expect(line.get_by_role("cell")).to_have_text(
            [str(standing.place), as_shown(standing.result.points), str(standing.result.dice_total)]
        )


def one_box_left(game: balut.Game, tied: bool = False) -> balut.Game:
    """A new real-dice ``game``, every box entered by value (jackpot boxes crossed out)
    but the last seat's last; with ``tied`` every sheet is the same."""
    game.set_opener(0)
    seats = range(len(game.players))
    while (
        sum(game.sheet(seat).filled_count() for seat in seats) < len(seats) * game.total_rounds - 1
    ):
        seat = game.current_index
        slots = sorted(game.sheet(seat).open_slots(), key=lambda slot: not slot[1])
        category, jackpot = slots[0]  # jackpot boxes first: the last one is a regular box
        if jackpot:
            game.scratch_jackpot(category)
            continue
        values = game.possible_values(category)
        game.enter_value(category, values[0 if tied else (seat * 3 + game.round) % len(values)])
    return game


def enter_last_box(page: Page, mirror: balut.Game, value_at: int) -> None:
    """The last seat types its last box's value (the ``value_at`` possible one)."""
    page.get_by_role("button", name="Continue").click()
    page.get_by_role("button", name=re.compile("^Start")).click()
    last = mirror.current_index
    row = next(c for c in balut.Category if mirror.sheet(last).open_boxes(c))
    value = mirror.possible_values(row)[value_at]
    row_button(page, row).click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_role("textbox", name=f"{row.label} value").fill(str(value))
    dialog.get_by_role("button", name="Save").click()
    mirror.enter_value(row, value)
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()


def test_the_last_box_of_each_rule_set_typed_and_a_tie_thrown_at_the_table(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    axe: Callable[..., list[dict[str, Any]]],
    screenshot: Callable[[Page, str], Any],
) -> None:
    page = new_page(**PHONE)
    page.add_init_script(TEST_HOOKS)
    for name, tied in (("jackpot", False), ("extended", False), ("quick", True)):
        game = balut.RealDiceGame(["Ann", "Bo"], balut.RULESETS[name])
        mirror = one_box_left(game, tied)
        preload(page, GAME_KEY, game_envelope(mirror, screen="handoff"))
        page.goto("/") if name == "jackpot" else page.reload()
        wait_until_ready(page)
        enter_last_box(page, mirror, 0 if tied else 1)
        if mirror.tiebreak_contenders:
            card = page.get_by_role("region", name="Break the tie at the table")
            expect(card).to_contain_text("Ann and Bo are level on points")
            expect(page.get_by_role("button", name="Play again")).to_have_count(0)
            for throws in ((17, 17), (12, 23)):  # level again, then Bo throws higher
                for player, total in zip(mirror.players, throws, strict=True):
                    card.get_by_role("textbox", name=f"{player}'s throw").fill(str(total))
                if throws == (12, 23):
                    check_screen(page, "real-dice-tiebreak", axe, screenshot)
                card.get_by_role("button", name="Place them").click()
                mirror.enter_tiebreak(list(throws))
                if throws == (17, 17):  # the throws placed: the fields empty for the next
                    first = card.get_by_role("textbox", name=f"{mirror.players[0]}'s throw")
                    expect(first).to_have_value("")
            expect(card).to_have_count(0)
        assert mirror.is_finished()
        table = page.get_by_role("table", name="Points per player")
        for standing in mirror.standings():
            line = table.get_by_role("row", name=re.compile(rf"^\d+ {standing.player}\b"))
            expect(line.get_by_role("cell").first).to_have_text(str(standing.place))
            expect(line.get_by_role("cell").nth(1)).to_have_text(as_shown(standing.result.points))
        expect(page.get_by_text(re.compile("^Check code: "))).to_be_visible()


def test_stakes_settle_for_eight_players_and_for_two_teams(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    page = new_page(**PHONE)
    page.add_init_script(TEST_HOOKS)
    eight = balut.RealDiceGame([f"P{n}" for n in range(1, 9)])
    teams = balut.RealDiceGame(teams=[["Ann", "Bo"], ["Cy", "Di"]])
    for game, stake in (
        (eight, {"per_point": 1000, "unit": "chips", "loser_buys": False}),
        (teams, {"per_point": 150, "unit": "\u20ac", "loser_buys": True}),
    ):
        mirror = one_box_left(game)
        preload(page, GAME_KEY, game_envelope(mirror, screen="handoff", stake=stake))
        page.goto("/") if game is eight else page.reload()
        wait_until_ready(page)
        enter_last_box(page, mirror, -1)
        # The payments computed here from the final scores, one line each.
        lines = [
            f"{p.payer} pays {p.payee} {money(p.amount, str(stake['unit']))}"
            for p in settle(scores_of(mirror), int(stake["per_point"]))
        ]
        if stake["loser_buys"]:
            bottom = max(s.place for s in mirror.standings())
            (loser,) = [s.player for s in mirror.standings() if s.place == bottom]
            lines.append(f"{loser} buys the round")
        assert len(lines) >= 2
        settle_up = page.get_by_role("region", name="Settle up")
        expect(settle_up.get_by_role("listitem")).to_have_text(lines)


def test_a_box_corrected_by_agreement_and_a_tampered_result_link_refused(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    mirror = one_box_left(balut.RealDiceGame(["Ann", "Bo"], seed=5))
    page = new_page(**PHONE)
    preload(page, GAME_KEY, game_envelope(mirror, screen="handoff"))
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="Continue").click()
    page.get_by_role("button", name=re.compile("^Start")).click()
    page.get_by_role("button", name="Scoreboard").click()
    page.get_by_role("button", name="Correct a box").click()
    page.get_by_role("combobox", name="Player").select_option(label="Ann")
    old = mirror.sheet("Ann").boxes(balut.Category.SIXES)[0]
    page.get_by_role("combobox", name="Box").select_option(label=f"Sixes, box 1: {old}")
    value = page.get_by_role("textbox", name="New value")
    value.fill("7")
    page.get_by_role("button", name="Save correction").click()
    expect(page.get_by_text("Sixes cannot be 7. Possible: 0, 6, 12, 18, 24, 30")).to_be_visible()
    new = 30 if old != 30 else 24
    value.fill(str(new))
    page.get_by_role("button", name="Save correction").click()
    page.get_by_role("dialog").get_by_role("button", name="The table agrees").click()
    mirror.correct("Ann", balut.Category.SIXES, 0, new)
    expect(page.get_by_role("region", name="Corrections")).to_contain_text(
        f"Ann's Sixes box 1 corrected to {new}"
    )
    sheets = page.get_by_role("table", name="Every sheet's boxes and row totals")
    expect(sheets.locator(".corrected")).to_have_text(f"{new}*(corrected)")
    points = page.get_by_role("table", name="Points per player")
    line = points.get_by_role("row", name=re.compile(r"^Ann\b"))  # no places during play
    expect(line.get_by_role("cell").first).to_have_text(as_shown(mirror.result("Ann").points))

    # A result link changed on the way, or a code that is not this result's, is refused
    # with what is wrong, and the game in progress waits untouched.
    finished = balut.Game.from_dict(mirror.to_dict())
    finished.enter_value(next(c for c in balut.Category if finished.sheet("Bo").open_boxes(c)), 0)
    link = encode_link(record_of(finished))
    page.get_by_role("button", name="Back").click()
    page.get_by_role("button", name="Home").click()
    page.get_by_role("button", name="Verify a result").click()
    form_link = page.get_by_role("textbox", name="Result link")
    tampered = link[:-6] + ("A" if link[-6] != "A" else "B") + link[-5:]
    form_link.fill(tampered)
    page.get_by_role("button", name="Verify", exact=True).click()
    # (Which message depends on where the change lands: the fixed seed fixes it.)
    expect(page.locator("#verdict")).to_contain_text(re.compile("changed|damaged|not a whole"))
    form_link.fill(link)
    page.get_by_role("textbox", name="Check code (optional)").fill("7KQ3-M9XA")
    page.get_by_role("button", name="Verify", exact=True).click()
    code = check_code(record_of(finished))
    expect(page.locator("#verdict")).to_contain_text(
        f"Not verified: this result's check code is {code}, not 7KQ3-M9XA"
    )
    page.get_by_role("button", name="Home").click()
    page.get_by_role("button", name="Continue").click()
    expect(page.get_by_role("heading", name=re.compile("turn$"))).to_be_visible()


def put_right(page: Page, player: str, box: str, how: str) -> None:
    """The scoreboard's correction form: the player, the box and how it is put right."""
    page.get_by_role("button", name="Correct a box").click()
    page.get_by_role("combobox", name="Player").select_option(label=player)
    page.get_by_role("combobox", name="Box").select_option(label=box)
    page.get_by_role("combobox", name="Put it right").select_option(label=how)


def type_value(page: Page, row: balut.Category, value: int) -> None:
    """Tap a row and type its box's value."""
    row_button(page, row).click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_role("textbox", name=f"{row.label} value").fill(str(value))
    dialog.get_by_role("button", name="Save").click()


def test_a_box_moved_and_one_cleared_by_agreement_outlast_a_reload(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
) -> None:
    mirror = one_box_left(balut.RealDiceGame(["Ann", "Bo"], seed=5))  # Bo's last box to play
    bo = mirror.sheet("Bo")
    open_row = next(c for c in balut.Category if bo.open_boxes(c))
    source = next(c for c in balut.Category if c is not open_row and bo.boxes(c)[0] is not None)
    moved = mirror.possible_values(open_row)[1]
    page = new_page(**{**PHONE, "viewport": {"width": 360, "height": 740}})
    preload(page, GAME_KEY, game_envelope(mirror, screen="handoff"))
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="Continue").click()
    page.get_by_role("button", name=re.compile("^Start")).click()
    page.get_by_role("button", name="Scoreboard").click()

    # Bo's box belonged in the row still open: moved there with its value in that row.
    put_right(page, "Bo", f"{source.label}, box 1: {bo.boxes(source)[0]}", "Move to another row")
    page.get_by_role("combobox", name="Row it belongs in").select_option(label=open_row.label)
    page.get_by_role("textbox", name="Value in that row (empty: the same)").fill(str(moved))
    screenshot(page, "correct-move-form")
    page.get_by_role("button", name="Save correction").click()
    dialog = page.get_by_role("dialog", name="Move a box?")
    expect(dialog).to_contain_text(f"moves to {open_row.label} as {moved}")
    screenshot(page, "correct-move-confirm")
    dialog.get_by_role("button", name="The table agrees").click()
    mirror.move_box("Bo", source, 0, open_row, moved)

    # Ann's first Fours never happened: cleared, Ann owes the box and throws for it now.
    put_right(
        page, "Ann", f"Fours, box 1: {mirror.sheet('Ann').boxes('fours')[0]}", "Clear the box"
    )
    screenshot(page, "correct-clear-form")
    page.get_by_role("button", name="Save correction").click()
    dialog = page.get_by_role("dialog", name="Clear a box?")
    expect(dialog).to_contain_text("Ann owes a box and throws for it now")
    screenshot(page, "correct-clear-confirm")
    dialog.get_by_role("button", name="The table agrees").click()
    mirror.clear_box("Ann", balut.Category.FOURS, 0)
    lines = [
        f"Bo's {source.label} box 1 moved to {open_row.label}: {moved}",
        "Ann's Fours box 1 cleared: a box owed",
    ]
    corrections = page.get_by_role("region", name="Corrections").get_by_role("listitem")
    expect(corrections).to_have_text(lines)  # (the clear's frame made, its save with it)

    page.reload()
    wait_until_ready(page)
    page.get_by_role("button", name="Continue").click()
    expect(page.get_by_text("Ann throws for the box owed (cleared by agreement)")).to_be_visible()
    screenshot(page, "make-up-turn")
    page.get_by_role("button", name="Scoreboard").click()
    expect(corrections).to_have_text(lines)
    sheets = page.get_by_role("table", name="Every sheet's boxes and row totals")
    expect(sheets.locator(".corrected")).to_have_text(f"{moved}*(corrected)")
    page.get_by_role("button", name="Back").click()

    type_value(page, balut.Category.FOURS, 8)  # Ann's make-up turn
    page.get_by_role("button", name=re.compile("^Start")).click()
    type_value(page, source, mirror.possible_values(source)[0])  # Bo's last box
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    expect(page.get_by_role("region", name="Corrections").get_by_role("listitem")).to_have_text(
        lines
    )
    page.get_by_text("Show the sheets").click()
    expect(page.locator(".sheets .corrected")).to_have_text(f"{moved}*(corrected)")


def test_a_verified_real_dice_result_says_its_record_is_intact_and_its_dice_typed(
    page: Page, wait_until_ready: Callable[[Page], None]
) -> None:
    finished = one_box_left(balut.RealDiceGame(["Ann", "Bo"], seed=5))
    finished.enter_value(next(c for c in balut.Category if finished.sheet("Bo").open_boxes(c)), 0)
    record = record_of(finished)
    open_app(page, wait_until_ready, path=f"/#{encode_link(record)}")  # its result link
    expect(page.locator("#verdict")).to_have_text(
        "\u2713 Record intact: it replays under the rules to exactly this result, check code"
        f" {check_code(record)}"
    )
    expect(page.get_by_text("Dice: typed from real dice")).to_be_visible()  # nothing else says it
