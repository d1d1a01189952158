"""The start screen kept for the shell (balut/web/start_screen.py): after every paint,
storage holds exactly the page the next start paints first (Home, from what is saved),
written only when it changed, with nothing of the moment in it, and never at a save's
expense when storage is full."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from fakes import (
    FakeDocument,
    FakeLocalStorage,
    FakeNode,
    PageClock,
    new_controller,
    play,
    set_up_and_start,
)

from balut.web import i18n
from balut.web.controller import Controller
from balut.web.screens import render
from balut.web.start_screen import keep, start_tree
from balut.web.state import Screen
from balut.web.storage import Storage
from balut.web.vdom import El, Mount, TreeData, to_data

KEY = "balut:start-screen"


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.use("en")
    yield
    i18n.use("en")


def painting(backend: FakeLocalStorage, seed: int = 5) -> Controller:
    """A controller whose paint keeps the start screen, as `App.paint` does."""
    controller = new_controller(backend, seed=seed, clock=PageClock())
    controller.paint = lambda _effects: keep(controller.storage, controller.state)
    controller.paint([])  # the first paint of a start
    return controller


def stored(backend: FakeLocalStorage) -> dict[str, Any]:
    envelope: dict[str, Any] = json.loads(backend.items[KEY])
    assert envelope["schema"] == 1 and set(envelope["data"]) == {"lang", "tree"}
    return envelope["data"]  # type: ignore[no-any-return]


def first_page(backend: FakeLocalStorage) -> list[TreeData]:
    """What a new start on this storage paints first (a copy of the storage: starting
    writes, e.g. its tab token)."""
    copy = FakeLocalStorage()
    copy.items = dict(backend.items)
    return [to_data(node) for node in render(new_controller(copy).state)]


def texts(node: TreeData) -> Iterator[str]:
    if isinstance(node, str):
        yield node
        return
    for child in node[2:]:
        yield from texts(child)


def buttons(node: El | str) -> Iterator[El]:
    """The enabled `data-action` buttons of a rendered tree."""
    if isinstance(node, str):
        return
    if "data-action" in node.attrs and "disabled" not in node.attrs:
        yield node
    for child in node.children:
        yield from buttons(child)


# Taps a monkey may make: everything but what leaves the app or waits on the page.
SKIPPED = {"reload-page", "share-result", "make-proof", "export-backup", "picture"}


def monkey(controller: Controller, taps: int, rng: random.Random) -> Iterator[str]:
    """Random taps on the page's buttons (each yields its action after the paint)."""
    for _ in range(taps):
        page = render(controller.state)
        choices = [
            (b.attrs["data-action"], b.attrs.get("data-arg", ""))
            for node in page
            for b in buttons(node)
            if b.attrs["data-action"] not in SKIPPED
        ]
        name, arg = rng.choice(choices)
        play(controller, name, arg)
        yield name


def test_a_first_paint_stores_home_as_the_next_start_paints_it() -> None:
    backend = FakeLocalStorage()
    painting(backend)
    data = stored(backend)
    assert data["lang"] == "en"
    assert data["tree"] == first_page(backend)
    words = list(texts(data["tree"][1]))
    assert "New game" in words and "Continue" not in words


def test_after_every_tap_of_a_played_game_storage_holds_the_next_start_page() -> None:
    backend = FakeLocalStorage()
    controller = painting(backend)
    set_up_and_start(controller, ["Ann", "Bo", "Cy"])
    seen_continue = False
    for action in monkey(controller, 150, random.Random(3)):
        tree = stored(backend)["tree"]
        assert tree == first_page(backend), f"after {action}"
        seen_continue = seen_continue or "Continue" in texts(tree[1])
    assert seen_continue  # (the monkey played: a game in progress was on the card)


def test_home_shows_the_saved_games_summary_whatever_screen_is_open() -> None:
    backend = FakeLocalStorage()
    controller = painting(backend)
    set_up_and_start(controller, ["Ann", "Bo"])
    assert controller.state.screen.in_game
    game = controller.state.game
    assert game is not None
    words = list(texts(stored(backend)["tree"][1]))
    assert "Continue" in words
    assert any(
        f"Round 1 of {game.total_rounds}" in word and game.current_player in word for word in words
    ), words


def test_nothing_of_the_moment_is_stored() -> None:
    backend = FakeLocalStorage()
    controller = painting(backend)
    set_up_and_start(controller, ["Ann", "Bo"])
    before = backend.items[KEY]
    state = controller.state
    state.warnings = [i18n.Msg.of("storage.memory_only")]
    state.announcement = i18n.Msg.of("storage.memory_only")
    state.turn.toast_at = 1.0
    state.turn.hint_open = True
    play(controller, "new-game")  # asks first: a dialog is open
    assert state.confirm is not None
    state.proofs.copy_text = "a result"
    controller.paint([])
    play(controller, "scoreboard")
    assert backend.items[KEY] == before
    [warnings, home, live, dialog] = stored(backend)["tree"]
    assert warnings == ["div", {"hidden": ""}]
    assert home[1]["class"] == "screen screen-home"
    assert live[2:] == [] and dialog == ["div", {"hidden": ""}]


def test_written_only_when_it_changed() -> None:
    backend = FakeLocalStorage()
    controller = painting(backend)
    set_up_and_start(controller, ["Ann", "Bo"])
    writes = backend.set_calls
    controller.paint([])
    controller.paint([])
    play(controller, "toggle-die", "0")  # (no die to hold yet: nothing Home shows)
    play(controller, "rules")
    assert backend.set_calls - writes == 2  # the game's save twice, not the start screen
    # A new start finds it as it is and does not write it again.
    again = painting(backend)
    assert again.storage._start_screen == backend.items[KEY]


def test_without_a_write_since_it_is_not_made_again(monkeypatch: pytest.MonkeyPatch) -> None:
    from balut.web import start_screen

    made: list[int] = []
    monkeypatch.setattr(start_screen, "render", lambda state: made.append(1) or render(state))
    backend = FakeLocalStorage()
    controller = painting(backend)
    assert len(made) == 1  # the first paint
    play(controller, "new-game")
    controller.edit("name", "0", "Ann")
    controller.paint([])
    play(controller, "add-player")
    play(controller, "history")
    play(controller, "home")
    assert len(made) == 1  # nothing stored: the next start is as it was
    set_up_and_start(controller, ["Ann", "Bo"])  # the game saved
    assert len(made) > 1
    assert stored(backend)["tree"] == first_page(backend)


def test_a_language_rewrites_it_and_a_setting_leaves_it_as_drawn() -> None:
    backend = FakeLocalStorage()
    controller = painting(backend)
    play(controller, "language", "da")
    data = stored(backend)
    assert data["lang"] == "da" and "Nyt spil" in texts(data["tree"][1])
    controller.edit("coach", "", "on")  # (in Settings: Home does not show it)
    controller.paint([])
    assert stored(backend)["tree"] == first_page(backend)


def test_start_tree_is_the_start_render_of_a_copy_not_the_state() -> None:
    backend = FakeLocalStorage()
    controller = painting(backend)
    set_up_and_start(controller, ["Ann"])
    state = controller.state
    start_tree(state)
    assert state.screen is Screen.TURN  # the state itself is left as it is


def test_a_full_storage_drops_the_start_screen_before_a_save() -> None:
    backend = FakeLocalStorage()
    controller = painting(backend)
    set_up_and_start(controller, ["Ann", "Bo"])
    play(controller, "roll")
    game_text = backend.items["balut:game"]
    # Just room for what is stored now: the next save is a little bigger.
    backend.quota = sum(len(k) + len(v) for k, v in backend.items.items()) + 20
    play(controller, "roll")
    assert backend.items["balut:game"] != game_text  # the save went in
    assert KEY not in backend.items  # the start screen made room (none out of date)
    assert not controller.storage.memory_only and controller.state.warnings == []
    # With room again, the next paint stores it again.
    backend.quota = None
    play(controller, "toggle-die", "0")
    assert stored(backend)["tree"] == first_page(backend)


def test_no_room_for_the_start_screen_leaves_none_and_warns_nothing() -> None:
    backend = FakeLocalStorage()
    controller = painting(backend)
    backend.quota = sum(len(k) + len(v) for k, v in backend.items.items()) + 20
    play(controller, "language", "de")  # a bigger start screen than fits
    assert KEY not in backend.items and backend.items["balut:language"]
    assert controller.state.warnings == [] and not controller.storage.memory_only


def test_a_blocked_or_frozen_storage_never_raises() -> None:
    class Throwing(FakeLocalStorage):
        def setItem(self, key: str, value: str) -> None:
            raise RuntimeError("SecurityError")

    storage = Storage(Throwing())
    storage.save_start_screen({"lang": "en", "tree": []})
    storage.save_start_screen({"lang": "en", "tree": [float("nan")]})  # not JSON: skipped
    backend = FakeLocalStorage()
    frozen = Storage(backend)
    frozen.freeze()  # another tab plays: it keeps the start screen
    frozen.save_start_screen({"lang": "en", "tree": []})
    assert backend.items == {}


def test_the_stored_tree_builds_the_same_page_as_the_first_render() -> None:
    """What the shell rebuilds is what Python's Mount renders (same nodes, same text)."""
    backend = FakeLocalStorage()
    controller = painting(backend)
    set_up_and_start(controller, ["Zoë <b>", "Bo"])
    root = FakeNode("main")
    Mount(FakeDocument(), root).render(render(new_controller(backend).state))
    tree = stored(backend)["tree"]

    def html(node: TreeData) -> str:
        if isinstance(node, str):
            return node
        tag, attrs, *children = node
        inner = "".join(html(child) for child in children)
        pairs = "".join(f' {k}="{v}"' for k, v in sorted(attrs.items()))
        return f"<{tag}{pairs}>{inner}</{tag}>"

    assert "".join(html(node) for node in tree) == "".join(k.html() for k in root.kids)


def test_a_tab_that_missed_another_tabs_game_never_stores_its_home() -> None:
    backend = FakeLocalStorage()
    controller = painting(backend)  # a tab with no game, e.g. back from the bfcache
    other = painting(backend)
    set_up_and_start(other, ["Ann", "Bo"])  # another tab's game (no storage event here)
    others_home = backend.items[KEY]
    play(controller, "language", "da")  # Home in other words: a write, then a paint
    assert backend.items[KEY] == others_home  # still the Home with the other tab's game
    assert controller.storage.taken_over


def test_a_start_screen_that_fails_to_render_never_breaks_a_paint(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from balut.web import start_screen

    def broken(_state: Any) -> Any:
        raise RuntimeError("a bug in a screen")

    backend = FakeLocalStorage()
    controller = painting(backend)
    before = backend.items[KEY]
    monkeypatch.setattr(start_screen, "render", broken)
    set_up_and_start(controller, ["Ann", "Bo"])  # saves and paints without raising
    assert "balut:game" in backend.items and backend.items[KEY] == before
