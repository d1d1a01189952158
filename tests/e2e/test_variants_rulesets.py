"""Jackpot, Quick and Extended Balut and predictions, played end to end on a phone screen.

Each test plays a game through the UI with the test-only dice seed. A CPython `Game`
with the same seed is the mirror: the test's policy decides each turn on the mirror first
(`plan_turn` records the holds, the dice and the box), the page then gets the same taps,
and every die and the final numbers shown are checked against the core. Seeds are found
with the core at import time so the interesting events happen deterministically (a
jackpot that wins its bonus and one that costs its penalty). Most turns are one roll and
a cross-out to keep the suite fast; the jackpot game plays its first and last rounds in
the page and skips the middle (`skip_ahead`: the core plays on from the page's own save).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from helpers_game import (
    dice_buttons,
    enter_players,
    fill,
    horizontal_overflow,
    open_app,
    open_options,
    read_dice,
    reload_and_continue,
    roll,
    skip_ahead,
    small_targets,
)
from playwright.sync_api import Page, expect

import balut
from balut import Category
from balut.web.i18n import number as as_shown  # a number as the page shows it

CHOICE = Category.CHOICE


@dataclass(frozen=True)
class Turn:
    """What the policy did on one turn: each roll's held dice and result, then the box."""

    rolls: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]
    category: Category
    jackpot: bool
    crossed: bool
    value: int


def _roll(
    game: balut.Game, keep: tuple[int, ...], rolls: list[tuple[tuple[int, ...], tuple[int, ...]]]
) -> tuple[int, ...]:
    """Roll holding `keep`; a turn's first roll may have been made before the policy
    took over (the test rolls first to reload mid-turn): it counts as the first."""
    dice = game.dice if not rolls and game.dice is not None else game.roll(keep)
    rolls.append((keep, dice))
    return dice


def _fill(
    game: balut.Game,
    rolls: list[tuple[tuple[int, ...], tuple[int, ...]]],
    category: Category,
    *,
    jackpot: bool = False,
    crossed: bool = False,
) -> Turn:
    value = game.fill(category, jackpot=jackpot, crossed=crossed)
    return Turn(tuple(rolls), category, jackpot, crossed, value)


def jackpot_turn(game: balut.Game) -> Turn:
    """Policy for Jackpot Balut: aim three rolls at Choice (holding 5s and 6s, then 4s too)
    for three regular boxes, the Choice jackpot, then the last box; every other turn is one
    roll that takes any jackpot the dice qualify for, or else crosses a box out."""
    sheet = game.sheet(game.current_player)
    rolls: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    if sheet.open_boxes(CHOICE):
        dice = _roll(game, (), rolls)
        dice = _roll(game, tuple(i for i, v in enumerate(dice) if v >= 5), rolls)
        dice = _roll(game, tuple(i for i, v in enumerate(dice) if v >= 4), rolls)
        if sheet.open_boxes(CHOICE) == 1 and sheet.jackpot_open(CHOICE):
            eligible, _ = sheet.jackpot_eligibility(CHOICE, dice)
            return _fill(game, rolls, CHOICE, jackpot=True, crossed=not eligible)
        return _fill(game, rolls, CHOICE)
    dice = _roll(game, (), rolls)
    for category, is_jackpot in sheet.open_slots():
        if is_jackpot and sheet.jackpot_eligibility(category, dice)[0]:
            return _fill(game, rolls, category, jackpot=True)
    slots = sheet.open_slots()
    # Cross out regular boxes first (keeping one per row while its jackpot is open).
    regular = [
        c for c, j in slots if not j and (sheet.open_boxes(c) > 1 or not sheet.jackpot_open(c))
    ]
    if regular:
        return _fill(game, rolls, regular[0], crossed=True)
    category, is_jackpot = next((c, j) for c, j in slots if j)
    return _fill(game, rolls, category, jackpot=True, crossed=True)


def best_turn(game: balut.Game) -> Turn:
    """Policy for Quick/Extended: one roll, the open row where it scores most (cross out
    the first open row when nothing scores)."""
    rolls: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    dice = _roll(game, (), rolls)
    potential = game.sheet(game.current_player).potential(dice)
    best = max(potential, key=lambda c: potential[c])
    return _fill(game, rolls, best, crossed=potential[best] == 0)


def play_out(game: balut.Game, policy: Callable[[balut.Game], Turn]) -> list[Turn]:
    turns = []
    while not game.is_over():
        turns.append(policy(game))
    return turns


JACKPOT_RULES = balut.JACKPOT.derive(adjustment_bands=[[0, -2], [100, 0], [200, 3]])
JACKPOT_ROUNDS = JACKPOT_RULES.rounds


def jackpot_seed() -> tuple[int, int]:
    """A seed whose solo jackpot game under the policy has a jackpot bonus (Choice) and a
    penalty, and the last round in which it enters a jackpot other than Choice (the page
    plays from there to the end)."""
    for seed in range(2000):
        game = balut.Game(["Solo"], rules=JACKPOT_RULES, seed=seed)
        turns = play_out(game, jackpot_turn)
        bonus = game.result("Solo").jackpot_bonus
        rounds = [
            number
            for number, turn in enumerate(turns, start=1)
            if turn.jackpot and not turn.crossed and turn.category is not CHOICE
        ]
        if bonus.get(CHOICE, 0) > 0 and any(v < 0 for v in bonus.values()) and rounds:
            return seed, rounds[-1]
    raise AssertionError("no such seed")


JACKPOT_SEED, LAST_JACKPOT_ROUND = jackpot_seed()


# --- driving the page ------------------------------------------------------------------------


def setup(page: Page, names: list[str], ruleset: str, toggles: tuple[str, ...] = ()) -> None:
    """Home -> New game: players, the rule set by its picker label, option switches."""
    page.get_by_role("button", name="New game").click()
    enter_players(page, names)
    page.get_by_role("radio", name=re.compile(f"^{ruleset}")).check()
    if toggles:
        open_options(page)
    for label in toggles:
        page.get_by_role("checkbox", name=re.compile(f"^{re.escape(label)}")).check()


def do_rolls(page: Page, turn: Turn, first: int = 0) -> None:
    """Roll as the mirror did (from roll number `first`, 0-based); each shows its dice."""
    for number in range(first, len(turn.rolls)):
        keep, dice = turn.rolls[number]
        for i in range(5 if number else 0):
            die = dice_buttons(page).nth(i)
            if (die.get_attribute("aria-pressed") == "true") != (i in keep):
                die.click()
                expect(die).to_have_attribute("aria-pressed", str(i in keep).lower())
        assert roll(page, 2 - number) == list(dice)


def choose_box(page: Page, turn: Turn) -> None:
    """Fill the recorded box: a row, a jackpot or a cross-out (one tap)."""
    label = f"Jackpot {turn.category.label}" if turn.jackpot else turn.category.label
    if turn.crossed:
        page.get_by_role("button", name=f"Cross out {label}", exact=True).click()
    elif turn.jackpot:
        page.get_by_role("button", name=re.compile(f"^{label} scores {turn.value} here")).click()
    else:
        fill(page, turn.category, zero=turn.value == 0)


def expect_round(page: Page, round_number: int, rounds: int) -> None:
    """A solo player's next turn is on screen."""
    expect(page.get_by_text(re.compile(f"^Round {round_number}/{rounds} "))).to_be_visible()


def expect_final_row(page: Page, player: str, cells: list[str]) -> None:
    table = page.get_by_role("table", name="Points per player")
    expect(table.get_by_role("row", name=re.compile(player)).get_by_role("cell")).to_have_text(
        cells
    )


# --- steps of the games -----------------------------------------------------------------------


def enter_bands_after_one_out_of_order(
    page: Page,
    screenshot: Callable[[Page, str], object],
    axe: Callable[[Page], list[dict[str, Any]]],
) -> None:
    """Custom dice-total bands on the setup screen: a clear message for a line out of
    order (the screen checked, light and dark), then the table's own bands, accepted."""
    bands = page.get_by_role("textbox", name="Dice-total bands")
    expect(bands).to_have_value(re.compile("^0 -2\n300 -1\n"))
    bands.fill("0 -2\n200 +1\n100 +3")
    message = "Line 3: 100 must be higher than 200 on the line before"
    expect(page.get_by_text(message)).to_be_visible()
    expect(bands).to_have_attribute("aria-invalid", "true")
    assert horizontal_overflow(page) == 0
    assert small_targets(page) == []
    assert serious(axe(page)) == []
    page.emulate_media(color_scheme="dark")
    assert serious(axe(page)) == []
    screenshot(page, "variants-setup-jackpot")

    bands.fill("0 -2\n100 0\n200 +3")
    expect(page.get_by_text(message)).to_have_count(0)


def expect_the_live_entry_rule(
    page: Page,
    turn: Turn,
    screenshot: Callable[[Page, str], object],
    axe: Callable[[Page], list[dict[str, Any]]],
) -> None:
    """Before choosing a jackpot the dice qualify for: its box says eligible, with its
    value; a jackpot other than Choice is checked on the phone, light and dark."""
    name = (
        f"^Jackpot {turn.category.label} scores {turn.value} here\\. Eligible: "
        f"Jackpot {turn.value}\\."
    )
    expect(page.get_by_role("button", name=re.compile(name))).to_be_enabled()
    if turn.category is not CHOICE:
        assert overlapping_numbers(page) == []
        assert small_targets(page) == []
        assert serious(axe(page)) == []
        page.emulate_media(color_scheme="dark")
        assert serious(axe(page)) == []
        screenshot(page, "variants-jackpot-eligible")


def expect_the_jackpot_game_over(page: Page, result: balut.Result) -> None:
    """Game over: the final row and the heading with the points, and the breakdown of each
    jackpot (its row total, value, bonus or penalty, and the row's points)."""
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    expect_final_row(page, "Solo", ["1", as_shown(result.points), str(result.dice_total)])
    expect(
        page.get_by_role(
            "heading",
            name=f"Solo: {as_shown(result.points)} point{'s' if result.points != 1 else ''}",
        )
    ).to_be_visible()
    breakdown = page.get_by_role("table", name="Solo's breakdown")
    for category, bonus in result.jackpot_bonus.items():
        value = result.jackpot_values[category]
        shown = "\u2715" if value == 0 else str(value)
        cells = [
            str(result.row_totals[category]),
            shown,
            (f"+{bonus}" if bonus > 0 else f"\u2212{-bonus}" if bonus else "0") if value else "",
            _signed(result.category_points[category]),
        ]
        expect(
            breakdown.get_by_role("row", name=re.compile(f"^{category.label}")).get_by_role("cell")
        ).to_have_text(cells)


def expect_the_quick_game_over(page: Page, result: balut.Result, target: int) -> None:
    """Game over, ranked by grand total: the exact prediction's bonus in the breakdown."""
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    table = page.get_by_role("table", name="Points per player")
    expect(table.get_by_role("columnheader", name="Grand total")).to_be_visible()
    expect_final_row(page, "Solo", ["1", as_shown(result.points)])
    expect(
        page.get_by_role("heading", name=f"Solo: grand total {as_shown(result.points)}")
    ).to_be_visible()
    breakdown = page.get_by_role("table", name="Solo's breakdown")
    expect(
        breakdown.get_by_role("row", name=f"Prediction {target} (hit)").get_by_role("cell")
    ).to_have_text(["", "+3"])
    expect(breakdown.get_by_role("row", name="Boxes").get_by_role("cell")).to_have_text(
        ["", str(result.dice_total)]
    )
    expect(
        page.get_by_text(re.compile("the grand total, the sum of all 7 boxes, decides"))
    ).to_be_visible()


def expect_the_extended_game_over(page: Page, mirror: balut.Game) -> None:
    """Game over, ranked by grand total (no dice total): the standings, the winner (or a
    shared first place), and each player's balut bonus and grand total."""
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    table = page.get_by_role("table", name="Points per player")
    expect(table.get_by_role("columnheader", name="Grand total")).to_be_visible()
    expect(table.get_by_role("columnheader", name="Dice total")).to_have_count(0)
    standings = mirror.standings()
    expect(table.get_by_role("row").filter(has=page.get_by_role("cell"))).to_have_count(2)
    for standing in standings:
        expect_final_row(
            page, standing.player, [str(standing.place), as_shown(standing.result.points)]
        )
    winner = standings[0]
    expect(
        page.get_by_text(f"{winner.player} wins with grand total {winner.result.points}.")
        if winner.place == 1 and standings[1].place == 2
        else page.get_by_text(re.compile("share first place"))
    ).to_be_visible()
    for standing in standings:
        breakdown = page.get_by_role("table", name=f"{standing.player}'s breakdown")
        expect(
            breakdown.get_by_role(
                "row", name=re.compile(r"^Baluts rolled \(\+2 each\)")
            ).get_by_role("cell")
        ).to_have_text(["", _signed(standing.result.balut_bonus_extra)])
        expect(breakdown.get_by_role("row", name="Grand total").get_by_role("cell")).to_have_text(
            ["", as_shown(standing.result.points)]
        )
    expect(page.get_by_text(re.compile("the sum of all 14 boxes, decides"))).to_be_visible()


# --- the games -------------------------------------------------------------------------------


def test_jackpot_game_with_a_jackpot_bonus_and_a_penalty(
    phone_page: Page,
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], object],
    axe: Callable[[Page], list[dict[str, Any]]],
) -> None:
    page = open_app(phone_page, wait_until_ready, seed=JACKPOT_SEED)
    setup(page, ["Solo"], "Jackpot Balut", toggles=("Custom dice-total bands",))
    expect(
        page.get_by_role("checkbox", name=re.compile("^Jackpots count in the dice total"))
    ).not_to_be_checked()
    # Custom bands: a clear message for a line out of order, then the table's own bands.
    enter_bands_after_one_out_of_order(page, screenshot, axe)
    page.get_by_role("button", name="Start game").click()
    mirror = balut.Game(["Solo"], rules=JACKPOT_RULES, seed=JACKPOT_SEED)
    expect(page.get_by_text("Round 1/34 \u00b7 3 rolls left")).to_be_visible()
    # The rule set is on the scoreboard (the turn screen keeps its room for the sheet).
    page.get_by_role("button", name="Scoreboard").click()
    expect(
        page.get_by_text(
            "Rules: Jackpot Balut \u00b7 Custom dice-total bands: 0+ \u22122, 100+ 0, 200+ +3",
            exact=True,
        )
    ).to_be_visible()
    page.get_by_role("button", name="Back to game").click()

    # Before rolling, each jackpot box states its entry rule; no box can be filled yet.
    expect(
        page.get_by_role("button", name=re.compile("^Jackpot Fives is open\\. Needs four 5s"))
    ).to_be_disabled()
    expect(page.get_by_role("button", name="Cross out Jackpot Fives", exact=True)).to_be_disabled()
    expect(page.get_by_role("button", name=re.compile("^Jackpot Balut"))).to_have_count(0)

    # Mid-turn reload, skipping ahead: the core finishes this turn and plays on to the
    # last jackpot round's first roll; the page resumes with those dice, the turn goes on.
    do_rolls(page, Turn((((), mirror.roll()),), CHOICE, False, False, 0))

    def play_to_the_last_jackpot() -> None:
        while mirror.round < LAST_JACKPOT_ROUND:
            jackpot_turn(mirror)
        mirror.roll()

    skip_ahead(page, wait_until_ready, mirror, play_to_the_last_jackpot)
    assert read_dice(page) == list(mirror.dice or ())
    expect(page.get_by_text(f"Round {LAST_JACKPOT_ROUND}/34 \u00b7 2 rolls left")).to_be_visible()
    while not mirror.is_over():
        round_number = mirror.round
        expect_round(page, round_number, JACKPOT_ROUNDS)
        turn = jackpot_turn(mirror)
        do_rolls(page, turn, first=1 if round_number == LAST_JACKPOT_ROUND else 0)
        if turn.jackpot and not turn.crossed:
            expect_the_live_entry_rule(page, turn, screenshot, axe)
        choose_box(page, turn)
        if round_number == JACKPOT_ROUNDS - 1:
            # The scoreboard shows the jackpot column and the live totals.
            page.get_by_role("button", name="Scoreboard").click()
            sheets = page.get_by_role("table", name="Every sheet's boxes and row totals")
            choice = sheets.get_by_role("row", name=re.compile("^Choice"))
            expect(choice.get_by_role("cell")).to_contain_text("Jackpot")
            screenshot(page, "variants-jackpot-scoreboard")
            page.get_by_role("button", name="Back to game").click()

    result = mirror.result("Solo")
    assert result.jackpot_bonus[CHOICE] > 0
    expect_the_jackpot_game_over(page, result)
    expect(page.get_by_text(re.compile("A jackpot entered wins its bonus"))).to_be_visible()
    screenshot(page, "variants-jackpot-game-over")


def overlapping_numbers(page: Page) -> list[str]:
    """Sheet rows whose row total and offer chip (as drawn text) overlap or touch (side by
    side), or whose offer chip cuts its number."""
    found: list[str] = page.evaluate(
        """() => [...document.querySelectorAll('.row-main')].filter(row => {
              const ink = el => { const r = document.createRange(); r.selectNodeContents(el);
                                  return r.getBoundingClientRect(); };
              const total = row.querySelector('.row-total'), offer = row.querySelector('.offer');
              if (!total.textContent || !offer.textContent) return false;
              // (a jackpot box stacks its stake over its offer: they meet only if both
              // axes overlap)
              const a = ink(total), b = offer.getBoundingClientRect();
              const apart = a.right + 2 <= b.left || b.right + 2 <= a.left
                  || a.bottom <= b.top || b.bottom <= a.top;
              return !apart || offer.scrollWidth > offer.clientWidth;
           }).map(row => row.querySelector('.cat').textContent)"""
    )
    return found


def serious(violations: list[dict[str, Any]]) -> list[str]:
    """axe findings that block someone (serious or critical), by rule id."""
    return [v["id"] for v in violations if v["impact"] in ("serious", "critical")]


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else ("\u2212" + str(-value) if value < 0 else "0")


def test_quick_game_with_an_exact_prediction(
    phone_page: Page,
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], object],
    axe: Callable[[Page], list[dict[str, Any]]],
) -> None:

    seed = 3
    rules = balut.QUICK.derive(prediction=True, prediction_bonus=3)
    mirror = balut.Game(["Solo"], rules=rules, seed=seed)
    # The policy is deterministic, so the core can tell the final grand total in advance.
    rehearsal = balut.Game.from_dict(mirror.to_dict())
    rehearsal.predict("Solo", 0)
    play_out(rehearsal, best_turn)
    target = rehearsal.result("Solo").points

    page = open_app(phone_page, wait_until_ready, seed=seed)
    setup(page, ["Solo"], "Quick - seven boxes", toggles=("Predictions",))
    bonus = page.get_by_role("textbox", name="Bonus for an exact prediction")
    expect(bonus).to_have_value("2")
    bonus.fill("lots")
    expect(page.get_by_text("Enter a whole number from 0 to 50")).to_be_visible()
    expect(bonus).to_have_attribute("aria-invalid", "true")
    page.get_by_role("button", name="Start game").click()
    expect(page.get_by_text("Fix what is marked above to start.")).to_be_visible()
    bonus.fill("3")
    expect(page.get_by_text("Enter a whole number from 0 to 50")).to_have_count(0)
    screenshot(page, "variants-setup-quick-prediction")
    page.get_by_role("button", name="Start game").click()

    # The prediction comes first: Roll waits for it, and bad input gets a message.
    expect(page.get_by_role("heading", name="Solo, predict your result")).to_be_visible()
    expect(page.get_by_role("button", name=re.compile("^Roll"))).to_be_disabled()
    field = page.get_by_role("textbox", name="Predicted grand total")
    field.fill("12.5")
    page.get_by_role("button", name="Save prediction").click()
    expect(page.get_by_text("Enter a whole number from \u221299 to 9999")).to_be_visible()
    expect(field).to_have_attribute("aria-invalid", "true")
    assert serious(axe(page)) == []
    assert small_targets(page) == []
    screenshot(page, "variants-prediction-prompt")
    field.fill(str(target))
    page.get_by_role("button", name="Save prediction").click()
    mirror.predict("Solo", target)
    expect(page.get_by_role("heading", name="Solo, predict your result")).to_have_count(0)
    page.get_by_role("button", name="Scoreboard").click()  # where the rule set is shown
    expect(
        page.get_by_text("Rules: Quick Balut \u00b7 Predictions on \u00b7 Exact prediction: +3")
    ).to_be_visible()
    page.get_by_role("button", name="Back to game").click()

    for round_number in range(1, 8):
        turn = best_turn(mirror)
        do_rolls(page, turn)
        choose_box(page, turn)
        if round_number == 3:
            # Reload between turns: the prediction and the sheet come back.
            reload_and_continue(page, wait_until_ready)
            expect_round(page, 4, 7)
        if round_number < 7:
            expect_round(page, round_number + 1, 7)
            prediction = page.locator(".totals div").filter(has_text="Prediction")
            expect(prediction.locator("dd")).to_have_text(str(target))

    result = mirror.result("Solo")
    assert result.prediction_bonus == 3
    expect_the_quick_game_over(page, result, target)
    assert serious(axe(page)) == []
    screenshot(page, "variants-quick-game-over")


def test_extended_two_players_ranked_by_grand_total(
    phone_page: Page,
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], object],
) -> None:
    seed = 11
    players = ["Ann", "Bo"]
    mirror = balut.Game(players, rules=balut.EXTENDED.derive(per_balut_bonus=2), seed=seed)
    page = open_app(phone_page, wait_until_ready, seed=seed)
    setup(page, players, "Extended - fourteen boxes", toggles=("+2 for every balut rolled",))
    # Quick and extended break ties by a roll-off (the core's default for them).
    expect(page.get_by_role("radio", name=re.compile("^Roll-off"))).to_be_checked()
    page.get_by_role("button", name="Start game").click()
    expect(page.get_by_role("heading", name="Who starts?")).to_be_visible()
    page.get_by_role("button", name="Continue").click()

    def play_to_the_last_round() -> None:
        while mirror.round < mirror.total_rounds:
            best_turn(mirror)

    first_turn = True
    while True:
        expect(page.get_by_role("heading", name=f"{mirror.current_player}'s turn")).to_be_visible()
        turn = best_turn(mirror)
        do_rolls(page, turn)
        if first_turn:
            assert overlapping_numbers(page) == []
            screenshot(page, "variants-extended-turn")
        choose_box(page, turn)
        if mirror.is_over():
            break
        expect(page.get_by_role("heading", name=f"Pass to {mirror.current_player}")).to_be_visible()
        if first_turn:
            # Reload on the hand-off screen: Continue returns to it, not into the turn
            # (the core plays on to the last round meanwhile).
            skip_ahead(page, wait_until_ready, mirror, play_to_the_last_round, screen="handoff")
            expect(
                page.get_by_role("heading", name=f"Pass to {mirror.current_player}")
            ).to_be_visible()
            first_turn = False
        page.get_by_role("button", name=re.compile("^Start")).click()

    expect_the_extended_game_over(page, mirror)
    screenshot(page, "variants-extended-game-over")

    # History keeps the rule set with the game.
    page.get_by_role("button", name="History").click()
    expect(
        page.get_by_text("Extended Balut \u00b7 +2 per balut, recorded separately")
    ).to_be_visible()
    screenshot(page, "variants-history")

    # The next new game starts from this setup.
    page.get_by_role("button", name="Back", exact=True).click()
    page.get_by_role("button", name="New game").click()
    expect(page.get_by_role("radio", name=re.compile("^Extended - fourteen boxes"))).to_be_checked()
    open_options(page)  # (folded: the card above names the option)
    expect(
        page.get_by_role("checkbox", name=re.compile(r"^\+2 for every balut rolled"))
    ).to_be_checked()
