"""Team Balut, Speed Balut and match play through the UI, mirrored by the CPython core.

Each test reads the game (or match) the page saved right after it started, restores it in
CPython, and applies every action the test takes in the page to that mirror too; the dice
and the final numbers the page shows must equal the core's. Long games skip their middle
at a reload (`skip_ahead`: the core plays on from the page's own save). The speed test drives the
page's clock with Playwright's `page.clock`, so the countdown is exact and nobody sleeps.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from conftest import PHONE
from helpers_game import (
    GAME_KEY,
    MATCH_KEY,
    best_category,
    enter_players,
    fill,
    game_envelope,
    horizontal_overflow,
    match_save,
    open_app,
    open_options,
    open_saved,
    preload,
    read_dice,
    reload_and_continue,
    roll,
    saved_game,
    skip_ahead,
    small_targets,
)
from playwright.sync_api import Page, expect

import balut
from balut.limits import MATCH_GAMES
from balut.web.i18n import number as as_shown  # a number as the page shows it

QUICK = "Quick - seven boxes"


def radio(page: Page, label: str) -> Any:
    return page.get_by_role("radio", name=re.compile(f"^{re.escape(label)}"))


def new_game_setup(page: Page, ruleset: str | None = None) -> None:
    page.get_by_role("button", name="New game").click()
    if ruleset:
        radio(page, ruleset).check()


def pass_roll_off(page: Page) -> None:
    page.get_by_role("button", name="Continue").click()


def start_turn(page: Page, name: str) -> None:
    page.get_by_role("button", name=f"Start {name}'s turn").click()
    expect(page.locator("#screen-title")).to_contain_text(re.compile(f"^{re.escape(name)}"))


def points_rows(page: Page, table: Any) -> list[list[str]]:
    """Each body row of a table as its cells' texts (header cell included)."""
    rows = table.locator("tbody tr")
    return [
        [c.strip() for c in rows.nth(i).locator("th, td").all_inner_texts()]
        for i in range(rows.count())
    ]


# --- Team Balut ---------------------------------------------------------------------------


def current_team(game: balut.Game) -> tuple[str, ...]:
    teams = game.teams
    assert teams is not None
    return teams[game.current_index]


def best_member(game: balut.Game) -> int:
    """The test's captain: the member whose dice can score most in one box."""
    sheet = game.sheet(game.current_index)
    scores = [max(sheet.potential(dice).values()) for dice in game.team_dice]
    return scores.index(max(scores))


def captain_pick(game: balut.Game) -> balut.Category:
    """The captain's pick in the core: the best member's dice; returns their best box."""
    game.pick(best_member(game))
    assert game.dice is not None
    return best_category(game.sheet(game.current_index), game.dice)


def members_stand(page: Page, game: balut.Game, reload: Callable[[], None] | None = None) -> None:
    """Every member of the team on turn rolls once and stands (mirrored in `game`), up to
    the captain's pick screen; `reload` once after the first member stood: the page must
    resume exactly there."""
    team = current_team(game)
    for index, member in enumerate(team):
        expect(page.get_by_role("heading", name=f"{member}'s turn")).to_be_visible()
        dice = roll(page, 2)
        assert tuple(dice) == game.roll()
        last = index == len(team) - 1
        page.get_by_role(
            "button", name="Done - captain picks" if last else f"Done - pass to {team[index + 1]}"
        ).click()
        game.finish_member()
        if reload and index == 0:
            reload()
            expect(
                page.get_by_text(f"{member} stands on {', '.join(map(str, dice))}")
            ).to_be_visible()
        start_turn(page, team[0] if last else team[index + 1])
    expect(page.get_by_role("heading", name=f"{team[0]}, pick the dice")).to_be_visible()


def captain_picks(page: Page, game: balut.Game) -> None:
    """On the pick screen: every member's dice shown; the captain uses the best ones and
    fills the best box (mirrored in `game`)."""
    team = current_team(game)
    expect(page.get_by_role("heading", name=f"{team[0]}, pick the dice")).to_be_visible()
    for member, dice in zip(team, game.team_dice, strict=True):
        expect(
            page.get_by_role("img", name=f"{member}'s dice: " + ", ".join(map(str, dice)))
        ).to_be_visible()
    page.get_by_role("button", name=f"Use {team[best_member(game)]}'s dice").click()
    category = captain_pick(game)
    assert game.dice is not None
    assert read_dice(page) == list(game.dice)
    fill(page, category, zero=game.sheet(game.current_index).potential(game.dice)[category] == 0)
    game.score(category)


def play_to_the_last_pick(game: balut.Game) -> None:
    """The core finishes the pick on screen and plays on to the last round's first pick."""
    game.score(captain_pick(game))
    while not (game.round == game.total_rounds and game.picking):
        if game.picking:
            game.score(captain_pick(game))
        else:
            game.roll()
            game.finish_member()


def test_team_game_with_captain_picks_and_reloads(
    page: Page, wait_until_ready: Callable[[Page], None]
) -> None:
    open_app(page, wait_until_ready, seed=41)
    new_game_setup(page, QUICK)
    radio(page, "Two teams").check()
    page.get_by_role("button", name="Add member to Team 2").click()
    for label, name in [
        ("Team 1 name", "Reds"),
        ("Team 1 member 1", "Ann"),
        ("Team 1 member 2", "Bo"),
        ("Team 2 name", "Blues"),
        ("Team 2 member 1", "Cy"),
        ("Team 2 member 2", "Di"),
        ("Team 2 member 3", "Ed"),
    ]:
        page.get_by_role("textbox", name=label).fill(name)
    page.get_by_role("button", name="Start game").click()
    expect(page.get_by_role("heading", name="Who starts?")).to_be_visible()
    game = balut.Game.from_dict(saved_game(page)["game"])
    assert game.teams == (("Ann", "Bo"), ("Cy", "Di", "Ed"))
    assert game.players == ("Reds", "Blues") and game.rules.name == "quick"
    pass_roll_off(page)

    # The first team: a reload after the first member stood resumes there.
    members_stand(page, game, lambda: reload_and_continue(page, wait_until_ready))
    captain_picks(page, game)
    start_turn(page, current_team(game)[0])
    # The second team: a reload on the captain's pick screen resumes there; meanwhile
    # the core plays on to the last round's first pick.
    members_stand(page, game)
    skip_ahead(
        page, wait_until_ready, game, lambda: play_to_the_last_pick(game), screen="team_pick"
    )
    while True:
        captain_picks(page, game)
        if game.is_over():
            break
        start_turn(page, current_team(game)[0])
        members_stand(page, game)

    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    rows = points_rows(page, page.locator("table.points").first)
    assert [(r[1], int(r[2])) for r in rows] == [
        (s.player, s.result.points) for s in game.standings()
    ]
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}')") is None


# --- Speed Balut --------------------------------------------------------------------------


def pause_clock(page: Page) -> None:
    """Stop the page's (fake) clock a moment ahead; from here only `run_for` moves it."""
    now_ms = page.evaluate("Date.now()")
    page.clock.pause_at(datetime.fromtimestamp(now_ms / 1000 + 1, UTC))
    page.evaluate("window.balutScreen.settled()")  # the ticks it ran are on screen


def set_hidden(page: Page, hidden: bool) -> None:
    """Act as if the phone's screen went off (or came back): `visibilitychange`."""
    page.evaluate(
        """(hidden) => {
        Object.defineProperty(document, 'hidden', {configurable: true, get: () => hidden});
        document.dispatchEvent(new Event('visibilitychange'));
    }""",
        hidden,
    )


def test_speed_turn_times_out_pauses_when_hidden_and_survives_reload(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    page = new_page(fresh=True)  # the clock is the context's
    page.clock.install()
    open_app(page, wait_until_ready, seed=23)
    new_game_setup(page)
    enter_players(page, ["Ann", "Bo"])
    open_options(page)
    radio(page, "Speed Balut").check()
    page.get_by_role("textbox", name="Seconds per turn").fill("15")
    page.get_by_role("button", name="Start game").click()
    game = balut.Game.from_dict(saved_game(page)["game"])
    assert game.rules.speed_seconds == 15
    timer = page.get_by_role("timer", name="Time left")

    pause_clock(page)
    pass_roll_off(page)
    player, other = game.current_player, game.round_order[1]
    expect(timer).to_have_text("0:15")
    assert roll(page, 2) == list(game.roll())
    page.clock.run_for(5000)
    expect(timer).to_have_text("0:10")

    set_hidden(page, True)  # the app is in the background: the turn's time stands still
    page.clock.run_for(60_000)
    set_hidden(page, False)
    expect(timer).to_have_text("0:10")
    expect(page.get_by_role("heading", name=f"{player}'s turn")).to_be_visible()
    page.clock.run_for(2000)
    expect(timer).to_have_text("0:08")

    page.reload()  # the time left is saved; a reload neither resets nor runs the clock
    wait_until_ready(page)
    pause_clock(page)
    page.get_by_role("button", name="Continue").click()
    expect(timer).to_have_text("0:08")  # saved on pagehide
    assert read_dice(page) == list(game.dice or ())

    page.clock.run_for(8_000)
    expect(page.get_by_role("heading", name=f"Time's up for {player}")).to_be_visible()
    suggested, _ = game.suggested_scratch()
    expect(radio(page, suggested.label)).to_be_checked()
    expect(page.get_by_role("button", name=f"Cross out {suggested.label}")).to_be_visible()
    chosen = next(c for c in balut.Category if c is not suggested)  # the others change it
    radio(page, chosen.label).check()
    page.get_by_role("button", name=f"Cross out {chosen.label}").click()
    game.timeout(chosen)

    expect(page.get_by_text(f"{player}: crossed out {chosen.label}")).to_be_visible()
    page.clock.run_for(60_000)  # the hand-off screen does not eat the next turn's time
    start_turn(page, other)
    expect(timer).to_have_text("0:15")
    assert saved_game(page)["game"] == game.to_dict()
    assert game.sheet(player).boxes(chosen)[0] == 0
    page.clock.resume()  # (the pooled context's next page runs its timers as ever)


def test_setting_the_device_clock_back_mid_countdown_changes_no_time_left(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    page = new_page(fresh=True)  # the clock is the context's
    game = balut.Game(["Ann", "Bo"], balut.STANDARD.derive(speed_seconds=10), seed=3)
    preload(page, GAME_KEY, game_envelope(game))
    page.clock.install()
    open_app(page, wait_until_ready)
    pause_clock(page)
    page.get_by_role("button", name="Continue").click()
    timer = page.get_by_role("timer", name="Time left")
    expect(timer).to_have_text("0:10")
    page.clock.run_for(3000)
    expect(timer).to_have_text("0:07")

    # The phone's clock set back an hour (Date.now), then ahead a day: the turn's time is
    # the page's monotonic clock (performance.now), which neither moves.
    moved = page.evaluate("() => [Date.now(), performance.now()]")
    page.clock.set_system_time(datetime.fromtimestamp(moved[0] / 1000 - 3600, UTC))
    assert page.evaluate("() => [Date.now(), performance.now()]")[1] == moved[1]
    page.clock.run_for(1000)
    expect(timer).to_have_text("0:06")
    page.clock.set_system_time(datetime.fromtimestamp(moved[0] / 1000 + 86_400, UTC))
    page.clock.run_for(1000)
    expect(timer).to_have_text("0:05")
    expect(page.get_by_role("heading", name="Bo's turn")).to_be_visible()
    page.clock.resume()  # (the pooled context's next page runs its timers as ever)


# --- Match play ---------------------------------------------------------------------------


def play_turn(page: Page, game: balut.Game) -> None:
    """Roll once and fill the box where the dice score most (mirrored in `game`)."""
    expect(page.get_by_role("heading", name=f"{game.current_player}'s turn")).to_be_visible()
    assert roll(page, 2) == list(game.roll())
    assert game.dice is not None
    sheet = game.sheet(game.current_index)
    category = best_category(sheet, game.dice)
    fill(page, category, zero=sheet.potential(game.dice)[category] == 0)
    game.score(category)


def play_to_the_last_round(game: balut.Game) -> None:
    """The core plays on with the test's policy to the start of the last round."""
    while game.round < game.total_rounds:
        dice = game.roll()
        game.score(best_category(game.sheet(game.current_index), dice))


def play_game(page: Page, game: balut.Game, reload: Callable[[], None] | None = None) -> None:
    """From the roll-off to game over; `reload` once, before the second round's first roll."""
    pass_roll_off(page)
    while not game.is_over():
        if reload is not None and game.round == 2:
            reload()
            reload = None
        play_turn(page, game)
        if not game.is_over():
            start_turn(page, game.current_player)


def expect_standings(page: Page, match: balut.Match) -> None:
    table = page.get_by_role("table", name="Match standings")
    expect(table).to_be_visible()
    assert points_rows(page, table) == [
        [str(s.place), s.player, *map(as_shown, s.points), as_shown(s.total)]
        for s in match.standings()
    ]


def test_two_game_match_with_standings_reload_and_history(
    page: Page, wait_until_ready: Callable[[Page], None]
) -> None:
    open_app(page, wait_until_ready, seed=77)
    new_game_setup(page, QUICK)
    enter_players(page, ["Ann", "Bo"])
    open_options(page)
    radio(page, "Match").check()
    page.get_by_role("textbox", name="Number of games").fill("2")
    page.get_by_role("button", name="Start game").click()
    expect(page.get_by_role("heading", name="Who starts?")).to_be_visible()
    match = balut.Match.from_dict(saved_game(page, MATCH_KEY)["match"])
    assert match.planned_games == 2 and match.players == ("Ann", "Bo")
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}')") is None

    def to_the_last_round() -> None:
        skip_ahead(
            page,
            wait_until_ready,
            match,
            lambda: play_to_the_last_round(match.current_game),
            key=MATCH_KEY,
        )

    # Each game reloads before its second round, skipping ahead to its last round.
    play_game(page, match.current_game, to_the_last_round)
    expect(page.get_by_role("heading", name="Game 1 of 2")).to_be_visible()
    expect_standings(page, match)
    assert balut.Match.from_dict(saved_game(page, MATCH_KEY)["match"]) == match

    page.reload()  # between games: Continue leads back to the standings
    wait_until_ready(page)
    expect(page.get_by_text("Match, Game 1 of 2: see the standings")).to_be_visible()
    page.get_by_role("button", name="Continue").click()
    expect_standings(page, match)

    page.get_by_role("button", name="Next game").click()
    match.new_game()
    play_game(page, match.current_game, to_the_last_round)
    expect(page.get_by_role("heading", name="Match over after 2 games")).to_be_visible()
    expect_standings(page, match)
    leaders = [s for s in match.standings() if s.place == 1]
    if len(leaders) == 1:
        # A Quick match is won on grand totals, and says so.
        expect(
            page.get_by_text(
                f"{leaders[0].player} wins the match with grand total {as_shown(leaders[0].total)}."
            )
        ).to_be_visible()
    assert page.evaluate(f"localStorage.getItem('{MATCH_KEY}')") is None

    page.get_by_role("button", name="History").click()
    expect(page.get_by_text("Match of 2 games")).to_be_visible()
    expect(page.get_by_text("Match game 1 of 2")).to_be_visible()
    expect(page.get_by_text("Match game 2 of 2")).to_be_visible()
    page.get_by_role("button", name=re.compile("^Open match of")).click()
    expect_standings(page, match)

    page.get_by_role("button", name="Back", exact=True).click()
    page.get_by_role("button", name="Clear all").click()
    page.get_by_role("dialog").get_by_role("button", name="Cancel").click()
    expect(page.get_by_text("Match game 2 of 2")).to_be_visible()
    page.get_by_role("button", name="Clear all").click()
    page.get_by_role("dialog").get_by_role("button", name="Confirm").click()
    expect(page.get_by_text("No finished games yet.")).to_be_visible()


def test_the_match_s_last_game_over_shows_the_match_winner_first(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
) -> None:
    match = balut.Match(["Ann", "Bo"], rules=balut.QUICK, games=2, seed=8)
    first = match.current_game
    while not first.is_over():
        first.score(best_category(first.sheet(first.current_index), first.roll()))
    last = match.new_game()
    while sum(len(last.sheet(s).open_slots()) for s in range(2)) > 1:  # all but one box
        last.score(best_category(last.sheet(last.current_index), last.roll()))
    page = new_page(**{**PHONE, "viewport": {"width": 360, "height": 740}})
    open_saved(page, wait_until_ready, MATCH_KEY, match_save(match, screen="turn"))
    play_turn(page, last)
    assert match.is_over()
    expect(page.get_by_role("heading", name="Match over after 2 games")).to_be_in_viewport()
    expect(page.locator(".match .winner")).to_have_text(re.compile("the match with"))
    expect(page.locator(".match .winner")).to_be_in_viewport()
    heading = page.get_by_role("heading", name="Last game: game 2")
    expect(heading).to_be_visible()
    game_winner = page.get_by_text(re.compile(r"^\w+ wins with |share first place"))
    match_box, game_box = page.locator(".match .winner").bounding_box(), game_winner.bounding_box()
    assert match_box is not None and game_box is not None
    assert match_box["y"] < game_box["y"]  # the match's winner above the last game's
    screenshot(page, "match-over")


# --- Phone screens ------------------------------------------------------------------------


def team_game_at_pick() -> balut.Game:
    """A timed team game where both members of the first team have rolled."""
    rules = balut.STANDARD.derive(speed_seconds=balut.DEFAULT_SPEED_SECONDS)
    game = balut.Game(["Reds", "Blues"], rules=rules, seed=3, teams=[["Ann", "Bo"], ["Cy", "Di"]])
    while not game.picking:
        game.roll()
        game.finish_member()
    return game


def match_after_one_game() -> balut.Match:
    match = balut.Match(["Ann", "Bo", "Cy"], rules=balut.QUICK, games=3, seed=5)
    game = match.current_game
    while not game.is_over():
        dice = game.roll()
        game.score(best_category(game.sheet(game.current_index), dice))
    return match


def check_phone_layout(page: Page, axe: Callable[..., list[dict[str, Any]]] | None) -> None:
    """No sideways scroll, every target at least 44 px, no axe-core violation (axe needs
    the page's timers: pass None while the test holds the clock)."""
    assert horizontal_overflow(page) == 0
    assert small_targets(page) == []
    if axe is not None:
        assert [v["id"] for v in axe(page)] == []


def the_rules_explain_teams_speed_and_match(page: Page) -> None:
    """From Home: the Rules have a section on each variant, with its key word; back Home."""
    page.get_by_role("button", name="Rules").click()
    for title, words in (
        ("Team Balut", "captain"),
        ("Speed Balut", "countdown"),
        ("Match play", "running sum"),
    ):
        page.locator("summary", has_text=title).click()
        expect(page.locator("details", has_text=title)).to_contain_text(words)
    page.get_by_role("button", name="Back", exact=True).click()


def test_phone_screens_of_teams_speed_and_match(
    new_page: Callable[..., Page],
    wait_until_ready: Callable[[Page], None],
    screenshot: Callable[[Page, str], Any],
    axe: Callable[..., list[dict[str, Any]]],
) -> None:
    page = new_page(**PHONE, fresh=True)  # the clock is the context's
    game = team_game_at_pick()
    preload(page, GAME_KEY, game_envelope(game, screen="team_pick"))
    page.clock.install()
    open_app(page, wait_until_ready)
    page.get_by_role("button", name="New game").click()
    # A team game is in progress: the app asks before a new one may replace it.
    dialog = page.get_by_role("dialog", name="Start a new game?")
    expect(dialog).to_contain_text("goes to History as unfinished")
    assert axe(page, "dialog") == []
    screenshot(page, "variants-new-game-confirm")
    dialog.get_by_role("button", name="New game").click()
    radio(page, "Two teams").check()
    open_options(page)
    radio(page, "Speed Balut").check()
    radio(page, "Match").check()
    page.get_by_role("textbox", name="Number of games").fill("0")
    page.get_by_role("button", name="Start game").click()
    expect(
        page.get_by_text(f"Enter a number of games from {MATCH_GAMES.low} to {MATCH_GAMES.high}")
    ).to_be_visible()
    expect(page.get_by_text("Enter a name").first).to_be_visible()
    expect(page.get_by_role("alert").filter(has_text="Fix what is marked above")).to_be_visible()
    check_phone_layout(page, axe)
    screenshot(page, "variants-setup")

    page.get_by_role("button", name="Back", exact=True).click()
    the_rules_explain_teams_speed_and_match(page)
    pause_clock(page)
    page.get_by_role("button", name="Continue").click()
    teams = game.teams
    assert teams is not None
    captain, member = teams[game.current_index]
    expect(page.get_by_role("heading", name=f"{captain}, pick the dice")).to_be_visible()
    timer = page.get_by_role("timer", name="Time left")
    expect(timer).to_have_text("0:20")
    check_phone_layout(page, None)
    screenshot(page, "team-pick")
    page.clock.resume()  # axe-core runs on the page's timers
    check_phone_layout(page, axe)
    pause_clock(page)
    left = int(timer.inner_text().split(":")[1])
    page.get_by_role("button", name=f"Use {member}'s dice").click()
    expect(page.get_by_text(f"Captain {captain} uses {member}'s dice")).to_be_visible()
    page.clock.run_for((left - 4) * 1000)
    expect(timer).to_have_text("0:04")
    expect(timer).to_have_class(re.compile("urgent"))
    check_phone_layout(page, None)
    screenshot(page, "team-turn")
    page.clock.run_for(4_000)
    expect(page.get_by_role("heading", name=f"Time's up for {captain}")).to_be_visible()
    page.clock.resume()
    check_phone_layout(page, axe)
    screenshot(page, "time-up")
    page.get_by_role("button", name=re.compile("^Cross out")).click()
    next_team = teams[1 - game.current_index]
    start_turn(page, next_team[0])
    expect(page.get_by_text(f"member 1 of {len(next_team)}")).to_be_visible()
    check_phone_layout(page, axe)
    roll(page, 2)
    page.get_by_role("button", name=f"Done - pass to {next_team[1]}").click()
    expect(page.get_by_text(re.compile(f"^{next_team[0]} stands on"))).to_be_visible()
    check_phone_layout(page, axe)
    screenshot(page, "team-handoff")

    page = new_page(**PHONE)
    match = match_after_one_game()
    open_saved(page, wait_until_ready, MATCH_KEY, match_save(match, screen="game_over"))
    expect_standings(page, match)
    check_phone_layout(page, axe)
    screenshot(page, "match-standings")
