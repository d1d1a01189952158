"""Bots in the UI, under CPython: seats added as bots with a level, their turns played
one action per timer tap (or skipped to the box), no hand-off between the person and
the bots, saved with the game, and nothing a person can tap or undo in a bot's turn."""

from __future__ import annotations

from itertools import islice

from fakes import FakeLocalStorage, new_controller, page_html
from fakes import play as tap

from balut import strategy
from balut.web import i18n
from balut.web.boxes import fill_arg
from balut.web.controller import Controller
from balut.web.setup import bot_names
from balut.web.state import Screen


def start_against_bots(backend: FakeLocalStorage, **fields: str) -> Controller:
    controller = new_controller(backend, seed=7)
    tap(controller, "new-game")
    controller.edit("name", "0", "Ann")
    tap(controller, "add-bot")
    tap(controller, "add-bot")
    html = page_html(controller)
    assert 'value="Club bot"' in html and 'value="Club bot 2"' in html and "Club player" in html
    controller.edit("bot-level", "1", "expert")  # named by level: the name follows it
    controller.edit("bot-level", "2", "beginner")
    assert 'value="Expert bot"' in page_html(controller)
    for key, value in fields.items():
        controller.edit("play", key, value)
    tap(controller, "start-game")
    return controller


def test_one_person_against_two_bots_to_the_end() -> None:
    backend = FakeLocalStorage()
    controller = start_against_bots(backend)
    assert controller.state.table.bots == {1: "expert", 2: "beginner"}
    if controller.state.screen is Screen.ROLL_OFF:
        tap(controller, "roll-off-done")
    game = controller.session.game()
    assert game.players == ("Ann", "Expert bot", "Beginner bot")
    screens = set()
    steps = shown = 0
    while not game.is_over():
        screens.add(controller.state.screen)
        if game.current_index:  # a bot: the person's taps do nothing, the timer plays
            log = len(game.log)
            tap(controller, "roll")
            assert len(game.log) == log
            assert "Skip to the box" in page_html(controller)
            tap(controller, "bot-step" if steps % 2 else "bot-skip")
            steps += 1
            continue
        if game.round > 1:  # what the bots did since Ann's last box is on her screen
            moves = controller.state.turn.moves
            since = moves[max(i for i, m in enumerate(moves) if m.player == "Ann") + 1 :]
            assert {m.player for m in since} <= {"Expert bot", "Beginner bot"}
            html = page_html(controller)
            assert all(f"{m.player}: " in html for m in since)  # the last in the undo bar
            shown += len(since) > 1 and "Since your last turn: " in html  # (Ann led, closed)
        tap(controller, "roll")
        tap(controller, "fill", fill_arg(game.sheet(0).open_slots()[0][0]))
        if controller.state.confirm is not None:
            tap(controller, "confirm")
    assert shown > 10  # the bots' moves were on Ann's screen turn after turn
    assert Screen.HANDOFF not in screens  # the phone never passes: one person plays
    assert controller.state.screen is Screen.GAME_OVER
    assert len(controller.storage.history()) == 1


def test_a_bot_s_box_stands_and_a_reload_plays_on() -> None:
    backend = FakeLocalStorage()
    controller = start_against_bots(backend)
    if controller.state.screen is Screen.ROLL_OFF:
        tap(controller, "roll-off-done")
    game = controller.session.game()
    while game.current_index == 0:
        tap(controller, "roll")
        tap(controller, "fill", fill_arg(game.sheet(0).open_slots()[0][0]))
        if controller.state.confirm is not None:
            tap(controller, "confirm")
    tap(controller, "bot-step")  # the bot's first roll
    restarted = new_controller(backend)
    assert restarted.state.table.bots == {1: "expert", 2: "beginner"}
    tap(restarted, "continue")
    again = restarted.session.game()
    seat = again.current_index
    while again.current_index == seat:
        tap(restarted, "bot-skip")
    assert again.sheet(seat).filled_count() >= 1
    if again.current_index == 0:  # the person's turn: the bot's box has no Undo
        assert 'data-action="undo"' not in page_html(restarted)
        tap(restarted, "undo")
        assert again.sheet(seat).filled_count() >= 1


def test_bots_need_the_phone_s_dice() -> None:
    controller = start_against_bots(FakeLocalStorage(), dice="real")
    assert controller.state.screen is Screen.SETUP and controller.state.game is None
    assert "Bots roll on this phone" in page_html(controller)


def test_a_team_of_people_against_a_team_the_bot_plays_to_the_end() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend, seed=3)
    tap(controller, "new-game")
    controller.edit("play", "seating", "teams")
    for key, name in (("0:0", "Ann"), ("0:1", "Expert bot")):  # a person may be named so
        controller.edit("play", f"member:{key}", name)
    controller.edit("play", "member:1:0", "")  # (the bot's team needs no names)
    controller.edit("play", "team-bot:1", "expert")
    html = page_html(controller)
    assert "Played by" in html and '<p class="bot-member">Expert bot 2</p>' in html
    tap(controller, "start-game")
    game = controller.session.game()
    assert game.teams == (("Ann", "Expert bot"), ("Expert bot 2", "Expert bot 3"))
    assert controller.state.table.bots == {1: "expert"}
    assert controller.storage.remembered_names()[:2] == ["Ann", "Expert bot"]
    if controller.state.screen is Screen.ROLL_OFF:
        tap(controller, "roll-off-done")
    while not game.is_over():
        if game.current_index == 1:  # the bot's team: every member rolls, then the pick
            html = page_html(controller)  # (drawn after every action, as the app does)
            assert controller.state.screen is Screen.TURN and "Skip to the box" in html
            assert 'data-action="finish-member"' not in html  # the bot stands, not a person
            tap(controller, "bot-skip" if game.round % 3 == 0 else "bot-step")
            continue
        for _member in range(2):  # the people's team: each member rolls once and stands
            if controller.state.screen is Screen.HANDOFF:
                tap(controller, "start-turn")
            tap(controller, "roll")
            tap(controller, "finish-member")
        tap(controller, "start-turn")
        tap(controller, "pick", "0")
        tap(controller, "fill", fill_arg(game.sheet(0).open_slots()[0][0]))
        if controller.state.confirm is not None:
            tap(controller, "confirm")
    assert controller.state.screen is Screen.GAME_OVER
    assert [entry["action"] for entry in game.log].count("pick") == 2 * game.total_rounds
    assert len(controller.storage.history()) == 1


def test_a_bot_team_s_members_never_take_a_team_s_name() -> None:
    controller = new_controller(FakeLocalStorage(), seed=3)
    tap(controller, "new-game")
    controller.edit("play", "seating", "teams")
    controller.edit("play", "team:0", "Beginner bot")
    for key, name in (("0:0", "Ann"), ("0:1", "Bo")):
        controller.edit("play", f"member:{key}", name)
    controller.edit("play", "team-bot:1", "beginner")
    tap(controller, "start-game")
    game = controller.session.game()
    assert game.players[0] == "Beginner bot" and game.teams == (
        ("Ann", "Bo"),
        ("Beginner bot 2", "Beginner bot 3"),
    )


def test_bots_are_named_by_level_and_a_typed_name_stays() -> None:
    controller = new_controller(FakeLocalStorage(), seed=7)
    tap(controller, "new-game")
    controller.edit("name", "0", "Ann")
    for _ in range(3):
        tap(controller, "add-bot")
    controller.edit("bot-level", "1", "expert")
    controller.edit("bot-level", "3", "expert")  # two of a level: numbered
    controller.edit("name", "2", "Hal")
    controller.edit("bot-level", "2", "beginner")  # a name typed for a bot is its own
    assert controller.state.setup.players() == ["Ann", "Expert bot", "Hal", "Expert bot 2"]
    controller.edit("bot-level", "1", "club")
    assert controller.state.setup.players() == ["Ann", "Club bot", "Hal", "Expert bot 2"]


def test_the_bot_names_in_every_language() -> None:
    names = {}
    try:
        for language in ("en", "da", "de", "nb"):
            i18n.use(language)
            names[language] = [next(bot_names(level)) for level in strategy.LEVELS]
            second = list(islice(bot_names("expert"), 2))[1]
            assert len(set(names[language])) == 3 and second == f"{names[language][2]} 2"
    finally:
        i18n.use("en")
    assert names["da"] == ["Begynderrobot", "Klubrobot", "Ekspertrobot"]
    assert names["nb"] == ["Nybegynnerrobot", "Klubbrobot", "Ekspertrobot"]
