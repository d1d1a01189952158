"""Teams, the turn timer and match play in the UI controller, under CPython (no browser).

The controller gets a fake millisecond clock, so the timer's bookkeeping (pauses, hand-off
screens, undo of a bust, saving the time left) is checked exactly."""

from __future__ import annotations

import json

from fakes import FakeLocalStorage as Backend
from fakes import PageClock as Clock
from fakes import focused, new_controller, page_html, set_up_and_start
from fakes import play as tap

import balut
from balut.web.boxes import fill_arg
from balut.web.controller import Controller
from balut.web.i18n import word
from balut.web.play_draft import PlayDraft
from balut.web.speed import TurnTimer
from balut.web.state import Screen
from balut.web.variant_setup import play_section


def controller_with_clock(backend: Backend, seed: int | None = 4) -> tuple[Controller, Clock]:
    clock = Clock()
    return new_controller(backend, seed, clock), clock


def ran_out(controller: Controller) -> bool:
    return controller.session.clock.ran_out(controller.state.turn.timer)


def start(controller: Controller, names: list[str], **play: str) -> balut.Game:
    set_up_and_start(controller, names, {k.replace("_", "-"): v for k, v in play.items()})
    game = controller.state.game
    assert game is not None
    return game


def cross_out_to_the_end(controller: Controller, game: balut.Game) -> None:
    """Solo: roll once and cross out the first open row, turn after turn, until game over."""
    while not game.is_over():
        tap(controller, "roll")
        tap(
            controller,
            "fill",
            fill_arg(next(c for c in balut.Category if game.sheet(0).open_boxes(c)), crossed=True),
        )
        tap(controller, "confirm")


def test_turn_timer_counts_only_while_running_and_resets_per_stretch() -> None:
    timer = TurnTimer()
    timer.follow((1, 0, 0, False), 20, 0)
    assert timer.seconds_shown(0) == 20 and not timer.running
    timer.run(True, 1000)
    assert timer.seconds_shown(5000) == 16  # 4 s used, 16 s shown (rounded up)
    timer.run(False, 5000)
    assert timer.remaining(60_000) == 16_000  # paused: nothing more is used
    timer.follow((1, 0, 0, False), 20, 60_000)
    assert timer.remaining(60_000) == 16_000  # the same stretch keeps its time
    timer.follow((1, 1, 0, False), 20, 60_000)
    assert timer.remaining(60_000) == 20_000
    saved = timer.to_dict(0)
    assert TurnTimer.from_dict(json.loads(json.dumps(saved)), 20) == timer
    for junk in (
        None,
        {},
        {"key": "x", "left_ms": 1},
        {"key": [1, 2, 3, "no"], "left_ms": 5},
        {"key": [1, 1, 0, False], "left_ms": float("inf")},
        {"key": [1, 1, 0, False], "left_ms": float("nan")},
        {"key": [1, 1, 0, False], "left_ms": True},
    ):
        assert TurnTimer.from_dict(junk, 20) == TurnTimer()
    assert TurnTimer.from_dict({"key": [1, 1, 0, False], "left_ms": -5}, 20).left_ms == 0


def test_speed_bust_suggests_a_box_the_others_may_change_and_undo_asks_again() -> None:
    controller, clock = controller_with_clock(Backend())
    game = start(controller, ["Ann", "Bo"], speed="on", speed_seconds="10")
    assert game.rules.speed_seconds == 10
    clock.ms += 60_000  # the roll-off screen is not timed
    tap(controller, "roll-off-done")
    player = game.current_player
    tap(controller, "roll")
    clock.ms += 9_999
    assert not ran_out(controller)
    clock.ms += 1
    assert ran_out(controller)
    tap(controller, "time-up")
    assert controller.state.screen is Screen.TIME_UP
    suggested = game.suggested_scratch()
    assert controller.state.turn.bust_choice == f"{suggested[0].value}:r"
    other = next(c for c in balut.Category if c is not suggested[0])
    controller.edit("bust", "", f"{other.value}:r")
    tap(controller, "bust", f"{other.value}:r")
    assert game.sheet(player).boxes(other)[0] == 0
    assert controller.state.screen is Screen.HANDOFF
    clock.ms += 60_000  # the hand-off screen does not use the next player's time
    tap(controller, "scoreboard")  # nor does the scoreboard opened from it
    clock.ms += 60_000
    tap(controller, "back")
    tap(controller, "start-turn")
    assert controller.state.turn.timer.seconds_shown(clock.ms) == 10

    tap(controller, "scoreboard")  # the scoreboard opened from the turn: the clock runs
    clock.ms += 3_000
    tap(controller, "back")
    assert controller.state.turn.timer.seconds_shown(clock.ms) == 7
    tap(controller, "home")
    clock.ms += 60_000
    tap(controller, "continue")
    assert controller.state.turn.timer.seconds_shown(clock.ms) == 7


def test_undo_of_a_bust_returns_to_the_spent_turn() -> None:
    controller, clock = controller_with_clock(Backend())
    game = start(controller, ["Solo"], speed="on")
    tap(controller, "roll")
    clock.ms += balut.DEFAULT_SPEED_SECONDS * 1000
    tap(controller, "time-up")
    tap(controller, "bust", controller.state.turn.bust_choice)
    assert controller.state.screen is Screen.TURN and game.sheet("Solo").filled_count() == 1
    tap(controller, "undo")
    assert game.sheet("Solo").filled_count() == 0
    assert ran_out(controller)  # no fresh clock after an undo: the others choose again


def test_time_left_survives_a_restart_and_hiding_pauses_it() -> None:
    backend = Backend()
    controller, clock = controller_with_clock(backend)
    start(controller, ["Solo"], speed="on", speed_seconds="30")
    tap(controller, "roll")
    clock.ms += 12_000
    tap(controller, "page-visibility", "hidden")
    clock.ms += 600_000
    assert not ran_out(controller)

    restarted, clock2 = controller_with_clock(backend)
    tap(restarted, "continue")
    assert restarted.state.screen is Screen.TURN
    assert restarted.state.turn.timer.seconds_shown(clock2.ms) == 18


def test_team_setup_messages_limits_and_default_team_names() -> None:
    controller, _ = controller_with_clock(Backend())
    tap(controller, "new-game")
    controller.edit("play", "seating", "teams")
    effects = tap(controller, "start-game")
    assert controller.state.screen is Screen.SETUP and controller.state.game is None
    assert focused(effects) == "[aria-invalid=true]"
    draft = controller.state.play
    assert draft.field_errors()["member-0-0"] == "Enter a name"
    tap(controller, "remove-member", "0:1")
    assert len(draft.members[0]) == 2  # a team has at least two
    for _ in range(3):
        tap(controller, "add-member", "1")
    assert len(draft.members[1]) == 4  # and at most four
    tap(controller, "remove-member", "1:3")
    tap(controller, "remove-member", "1:2")
    controller.edit("play", "member:0:0", "Ann")
    controller.edit("play", "member:1:1", " ann ")
    assert draft.field_errors()["member-1-1"] == "Same name as Team 1 member 1"
    for key, name in (("0:0", "Ann"), ("0:1", "Bo"), ("1:0", "Cy"), ("1:1", "Di")):
        controller.edit("play", f"member:{key}", f"  {name} ")
    tap(controller, "start-game")
    game = controller.state.game
    assert game is not None
    assert game.players == ("Ann & Bo", "Cy & Di")
    assert game.teams == (("Ann", "Bo"), ("Cy", "Di"))
    assert controller.storage.remembered_names()[:4] == ["Ann", "Bo", "Cy", "Di"]
    remembered = PlayDraft.from_settings(controller.storage.load_settings()["play"])
    assert remembered.teams and remembered.members[1] == ["  Cy ", "  Di "]


def test_members_cannot_fill_a_box_until_the_captain_picks() -> None:
    controller, _ = controller_with_clock(Backend())
    game = start(
        controller,
        ["x"],
        seating="teams",
        **{"member:0:0": "Ann", "member:0:1": "Bo", "member:1:0": "Cy", "member:1:1": "Di"},
    )
    tap(controller, "roll-off-done")
    tap(controller, "roll")
    tap(controller, "fill", "choice:r")
    assert any("Not allowed" in word(w) for w in controller.state.warnings)
    tap(controller, "finish-member")
    tap(controller, "start-turn")
    tap(controller, "roll")
    tap(controller, "finish-member")
    tap(controller, "start-turn")
    assert controller.state.screen is Screen.TEAM_PICK
    # Each member's card names the boxes their dice score most in, not a "Best".
    html = page_html(controller)
    assert "Best" not in html
    assert html.count('<p class="hint">Scores most in: ') == 2
    tap(controller, "pick", "1")
    assert game.dice == game.team_dice[1]
    tap(controller, "team-repick")
    assert controller.state.screen is Screen.TEAM_PICK


def test_open_ended_match_finishes_into_history_and_a_bad_saved_match_is_kept_aside() -> None:
    backend = Backend()
    controller, _ = controller_with_clock(backend)
    game = start(controller, ["Solo"], match="open")
    match = controller.state.match
    assert match is not None and match.planned_games is None
    cross_out_to_the_end(controller, game)
    assert controller.state.screen is Screen.GAME_OVER
    assert controller.storage.load_match() is not None  # between games, still in progress
    tap(controller, "end-match")
    entries = controller.storage.history()
    assert [e.get("kind") for e in entries] == ["match", None]
    assert entries[0]["table"][0]["points"] == [game.result(0).points]
    assert controller.storage.load_match() is None

    backend.items["balut:match"] = json.dumps({"schema": 1, "data": {"format": 1, "match": {}}})
    restarted, _ = controller_with_clock(backend)
    assert restarted.state.match is None
    assert any("match could not be resumed" in word(w) for w in restarted.state.warnings)
    assert any(k.startswith("balut:backup:match") for k in backend.items)


def test_play_draft_reads_junk_settings_as_defaults() -> None:
    for junk in (
        None,
        [],
        {"seating": 3, "members": [["a"]], "speed": "yes"},
        {"team_names": ["x"], "match_games": 5},
    ):
        assert PlayDraft.from_settings(junk) == PlayDraft()
    draft = PlayDraft(speed=True, speed_seconds="4", match="fixed", match_games="51")
    assert set(draft.field_errors()) == {"speed-seconds", "match-games"}


def test_a_new_game_puts_a_match_left_open_in_history_unfinished() -> None:
    backend = Backend()
    controller, _ = controller_with_clock(backend)
    game = start(controller, ["Solo"], match="fixed", match_games="3")
    cross_out_to_the_end(controller, game)
    tap(controller, "next-game")
    assert controller.storage.load_match() is not None
    start(controller, ["Solo"], match="single")
    assert controller.state.match is None and controller.storage.load_match() is None
    # (the match goes to History as unfinished, to be continued: test_unfinished_glue)
    assert [e.get("kind") for e in controller.storage.history()] == ["unfinished", None]
    restarted, _ = controller_with_clock(backend)
    tap(restarted, "continue")
    assert restarted.state.match is None and restarted.state.screen is Screen.TURN


def test_a_restarted_match_keeps_the_last_box_and_its_undo() -> None:
    backend = Backend()
    controller, _ = controller_with_clock(backend)
    game = start(controller, ["Ann", "Bo"], match="fixed", match_games="2")
    assert controller.state.screen is Screen.ROLL_OFF
    tap(controller, "roll-off-done")
    tap(controller, "roll")
    dice = game.dice
    tap(controller, "fill", "choice:r")
    filled = controller.state.turn.last_fill
    assert filled is not None and filled.score == sum(dice or ())

    restarted, _ = controller_with_clock(backend)
    assert restarted.state.turn.last_fill == filled
    tap(restarted, "continue")
    assert restarted.state.screen is Screen.HANDOFF
    tap(restarted, "undo")
    restored = restarted.state.game
    assert restored is not None and restored.dice == dice and restored.rolls_left == 2


def test_a_start_the_core_refuses_leaves_the_match_left_open_running() -> None:
    backend = Backend()
    controller, _ = controller_with_clock(backend)
    game = start(controller, ["Solo"], match="fixed", match_games="3")
    cross_out_to_the_end(controller, game)
    tap(controller, "next-game")
    match = controller.state.match
    tap(controller, "new-game")
    for key, name in (
        ("team:0", "Ann"),
        ("member:0:0", "Ann"),
        ("member:0:1", "Bo"),
        ("member:1:0", "Cy"),
        ("member:1:1", "Di"),
    ):
        controller.edit("play", key, name)
    controller.edit("play", "seating", "teams")
    tap(controller, "start-game")  # a team named like a member: the core refuses
    assert controller.state.warnings
    assert controller.state.match is match and controller.state.table.match_id is not None
    assert controller.storage.load_match() is not None
    assert [e.get("kind") for e in controller.storage.history()] == [None]  # the game only


def test_non_ascii_digits_are_not_numbers_and_never_crash_setup() -> None:
    draft = PlayDraft(speed=True, speed_seconds="\u00b2", match="fixed", match_games="\u0663")
    assert draft.speed_value() is None and draft.games_value() is None
    assert set(draft.field_errors()) == {"speed-seconds", "match-games"}
    assert "speed-seconds-error" in str(play_section(draft))
    draft.edit("member:0:\u00b9", "Ann")
    assert draft.members == [["", ""], ["", ""]]
    backend = Backend()
    backend.items["balut:settings"] = json.dumps(
        {
            "schema": 1,
            "data": {
                "play": {
                    "speed": True,
                    "speed_seconds": "\u00b2",
                    "match": "fixed",
                    "match_games": "\u00b2",
                }
            },
        }
    )
    controller, _ = controller_with_clock(backend)
    tap(controller, "new-game")
    assert controller.state.play.match_games == "\u00b2"
    tap(controller, "start-game")
    assert controller.state.screen is Screen.SETUP and controller.state.game is None


def test_match_length_and_field_sizes_come_from_the_core_bounds() -> None:
    low, high = balut.limits.MATCH_GAMES.low, balut.limits.MATCH_GAMES.high
    assert PlayDraft(match="fixed", match_games=str(low)).games_value() == low
    assert PlayDraft(match="fixed", match_games=str(high)).games_value() == high
    assert PlayDraft(match="fixed", match_games=str(high + 1)).games_value() is None
    stored = PlayDraft.from_settings(
        {"speed_seconds": "123456", "match_games": "123456", "team_names": ["x" * 99, ""]}
    )
    assert stored.speed_seconds == "123456"[: len(str(balut.limits.SPEED_SECONDS.high))]
    assert stored.match_games == "123456"[: len(str(high))]
    assert len(stored.team_names[0]) < 99


def test_a_team_is_named_as_a_team_and_its_verbs_agree() -> None:
    game = balut.Game(None, teams=[["Ann", "Bo"], ["Cy", "Di"]], seed=6)
    while not game.is_over():
        while not game.picking:
            game.roll()
            game.finish_member()
        game.pick(0)
        seat = game.current_seat
        game.score(game.sheet(seat).open_slots()[0][0])
    controller = new_controller(Backend())
    controller.state.game = game
    controller.state.screen = Screen.GAME_OVER
    html = page_html(controller)
    [winner] = [s.player for s in game.standings() if s.place == 1]
    assert f"{winner} win with " in html and '<th scope="col">Team</th>' in html
    assert "Player</th>" not in html
