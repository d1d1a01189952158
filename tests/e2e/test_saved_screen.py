"""The saved Home at once (static/js/saved-screen.js, balut/web/start_screen.py): a
returning player's Home is painted from storage before Python runs, with the same words as
Python's first render and in the same place; a tap on one of its buttons waits for Python
and then happens, other taps are refused; a stored screen that does not read (damaged,
tampered, in another language) leaves the skeleton and the app starts as usual."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from typing import Any

from helpers_game import GAME_KEY, game_envelope, preload
from playwright.sync_api import Locator, Page, Route, expect

import balut
from balut.web import i18n
from balut.web.controller import Controller
from balut.web.start_screen import keep
from balut.web.storage import Storage
from scripts.tap_count import Memory

KEY = "balut:start-screen"
# What the adversarial run tried on tree.js: SVG animation, and attributes naming a URL.
ANIMATION = ("animate", "set", "animateMotion", "animateTransform", "discard")
URL_ATTRIBUTES = (
    *("href", "src", "action", "formaction", "poster", "data", "codebase", "cite"),
    *("background", "ping", "srcset", "style", "attributeName", "from", "to", "values", "by"),
)
LANGUAGE_KEY = "balut:language"

# Records what #app reads, and where its screen starts on the page, when the saved screen
# is painted and when Python's first render is in (the same microtask as data-ready).
# (On the page, not the viewport: a player may scroll the saved Home; the start keeps it.)
RECORD = """(() => {
  const seen = () => ({
    text: document.getElementById("app").innerText,
    top: document.querySelector("#app section.screen").getBoundingClientRect().top + scrollY,
  });
  const mark = performance.mark.bind(performance);
  performance.mark = (name, ...rest) => {
    if (name === "balut:saved-screen") window.__painted = seen();
    return mark(name, ...rest);
  };
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.ready !== "true") return;
    window.__atReady = seen();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
})();"""

SCREEN_TOP = "document.querySelector('#app section.screen').getBoundingClientRect().top"
FITS = """(line) => ({
  whole: line.scrollHeight <= line.clientHeight,
  bottom: line.getBoundingClientRect().bottom,
  dice: document.querySelector("#app .hero-dice").getBoundingClientRect().top,
})"""


def start_screen_of(saved_game: str) -> str:
    """The start screen the app stores beside this saved game (English)."""
    i18n.use("en")
    backend = Memory()  # (localStorage in a dict)
    backend.items[GAME_KEY] = saved_game
    controller = Controller(Storage(backend))
    keep(controller.storage, controller.state)
    return backend.items[KEY]


def stored(page: Page) -> Any:
    return json.loads(page.evaluate(f"localStorage.getItem({json.dumps(KEY)})"))


def bo_to_play_in_a_quick_game() -> balut.Game:
    """Ann and Bo in Quick Balut, Ann's first box filled: Bo to play in round 1 of 7."""
    game = balut.Game(["Ann", "Bo"], balut.QUICK, seed=4)
    game.roll()
    game.fill(balut.Category.FOURS)
    return game


def the_longest_line_fits_above_the_dice(page: Page, stage: Locator) -> None:
    """The longest line the boot stage can show (German) is read in full, above Home's
    dice, at 360 px, and nothing under it moves (then the stage's words and the viewport
    are put back)."""
    i18n.use("de")
    longest = i18n.t("shell.saved.not_applied", action="Weiter")
    i18n.use("en")
    page.set_viewport_size({"width": 360, "height": 740})
    top = page.evaluate(SCREEN_TOP)
    stage.evaluate(
        "(line, words) => { line.dataset.was = line.textContent; line.textContent = words; }",
        longest,
    )
    fits = stage.evaluate(FITS)
    assert fits["whole"] and fits["bottom"] <= fits["dice"], fits
    assert page.evaluate(SCREEN_TOP) == top
    stage.evaluate("(line) => { line.textContent = line.dataset.was; }")
    page.set_viewport_size({"width": 390, "height": 844})


def store_a_tampered_start_screen_and_choose_danish(page: Page) -> None:
    """A start screen with a handler in it, stored in Danish, and Danish chosen."""
    tampered = {
        "schema": 1,
        "data": {"lang": "da", "tree": [["section", {"class": "screen", "onclick": "x"}]]},
    }
    page.evaluate(
        """([key, value, languageKey]) => {
          localStorage.setItem(key, value);
          localStorage.setItem(languageKey, JSON.stringify({schema: 1, data: "da"}));
        }""",
        [KEY, json.dumps(tampered), LANGUAGE_KEY],
    )


def stored_screens_that_do_not_read_are_refused(page: Page) -> None:
    """saved-screen.js reads every damaged or foreign stored screen as nothing."""
    refused = [
        "",
        "{",
        "null",
        "[]",
        '{"schema": 2, "data": {"lang": "da", "tree": ["x"]}}',
        '{"schema": 1, "data": {"lang": "en", "tree": ["x"]}}',
        '{"schema": 1, "data": {"lang": "da", "tree": []}}',
        '{"schema": 1, "data": {"lang": "da", "tree": {"0": "x"}}}',
        '{"schema": 1, "data": "da"}',
    ]
    nodes = page.evaluate(
        """async (values) => {
          const { startScreenNodes } = await import("/static/js/saved-screen.js");
          return values.map((value) => startScreenNodes(value, "da"));
        }""",
        refused,
    )
    assert nodes == [None] * len(refused)


def tree_js_refuses_hostile_trees(page: Page) -> None:
    """tree.js builds a plain heading, but no script, handler, link (foreign or this
    site's), SVG animation (which could rewrite a link after its check), or anything
    shadowing the page (and document.getElementById stays a function)."""
    run_link = ["a", {"href": "/"}, ["set", {"attributeName": "href", "to": "javascript:x"}]]
    hostile = [
        [["svg", {}, run_link]],  # the adversarial run's: a javascript: link built
        *([["svg", {}, [tag, {"attributeName": "class", "to": "x"}]]] for tag in ANIMATION),
        *([["div", {name: "/"}]] for name in URL_ATTRIBUTES),
        [["svg", {}, ["rect", {"xlink:href": "/"}]]],
        [["script", {}, "alert(1)"]],
        [["button", {"onclick": "alert(1)"}]],
        [["img", {"name": "getElementById"}]],  # would replace document.getElementById
        [["div", {"id": "boot-error"}]],  # the shell's error panel is outside #app
        [["div", {"id": "cookie"}]],
        [["a", {"href": "javascript:alert(1)"}]],
        [["a", {"href": "https://elsewhere.example/"}]],
        [["div", {"style": "display:none"}]],
        [["svg", {}, ["foreignObject", {}]]],
        [functools.reduce(lambda inner, _: ["div", {}, inner], range(50), "deep")],
    ]
    outcomes = page.evaluate(
        """async (trees) => {
          const { buildTree } = await import("/static/js/tree.js");
          const root = document.getElementById("app");
          const outcome = (tree) => {
            try { buildTree(tree, { root }); return "built"; }
            catch (error) { return error instanceof TypeError ? "refused" : String(error); }
          };
          return [outcome([["h1", {"id": "screen-title", "class": "x"}, "Home"]]),
                  ...trees.map(outcome), typeof document.getElementById];
        }""",
        hostile,
    )
    assert outcomes == ["built", *["refused"] * len(hostile), "function"]


def test_the_saved_home_shows_before_python_and_a_tap_on_it_waits_for_python(
    new_page: Callable[..., Page], wait_until_ready: Callable[[Page], None]
) -> None:
    page = new_page(fresh=True)  # a first visit: the route below sees balut.zip
    saved = game_envelope(bo_to_play_in_a_quick_game())
    start = start_screen_of(saved)
    preload(page, GAME_KEY, saved)
    preload(page, KEY, start)
    page.add_init_script(RECORD)
    held: list[Route] = []
    released = False

    def hold(route: Route) -> None:
        if released:
            route.continue_()
        else:
            held.append(route)

    page.route("**/static/balut.zip", hold)  # Python cannot run without the app's code
    page.goto("/", wait_until="domcontentloaded")

    html = page.locator("html")
    expect(html).to_have_attribute("data-saved-screen", "painted")
    summary = i18n.t("home.resume_game", round=1, rounds=7, player="Bo")
    expect(page.get_by_text(summary)).to_be_visible()
    stage = page.locator("#boot-stage")
    expect(stage).to_have_text("Starting…")
    assert page.locator(".skeleton").count() == 0

    # The last tap on a button waits.
    page.get_by_role("button", name="New game").click()
    continue_button = page.get_by_role("button", name="Continue")
    continue_button.click()
    expect(continue_button).to_have_attribute("data-pending", "true")
    expect(page.locator("[data-pending]")).to_have_count(1)
    expect(stage).to_have_text("“Continue” will happen as soon as Balut has started.")
    assert html.get_attribute("data-ready") is None
    the_longest_line_fits_above_the_dice(page, stage)

    released = True
    for route in held:
        route.continue_()
    wait_until_ready(page)
    # Continue happened: the saved turn, not New game's setup.
    expect(page.get_by_role("heading", name="Bo's turn")).to_be_visible()
    painted, at_ready = page.evaluate("[window.__painted, window.__atReady]")
    assert painted == at_ready  # same words, the screen in the same place: no shift
    assert "Round 1 of 7: Bo to play" in painted["text"]
    assert stored(page) == json.loads(start)  # Pyodide's Home is CPython's
    expect(page.get_by_role("button", name="New game")).to_have_count(0)  # (Home is gone)

    # A tampered start screen (a handler in it) in the language now chosen: the skeleton,
    # then a normal start in Danish, which stores Danish Home for the next start.
    store_a_tampered_start_screen_and_choose_danish(page)
    page.reload()
    wait_until_ready(page)
    expect(page.get_by_role("button", name="Fortsæt")).to_be_visible()
    assert page.evaluate("performance.getEntriesByName('balut:saved-screen').length") == 0
    assert html.get_attribute("data-saved-screen") is None
    assert stored(page)["data"]["lang"] == "da"
    # Whatever else storage may hold is refused without a word on the console.
    stored_screens_that_do_not_read_are_refused(page)
    # tree.js builds no script, handler, link, SVG animation, or anything shadowing the page.
    tree_js_refuses_hostile_trees(page)

    # The next start paints Danish Home, the same as Python's first render.
    page.reload()
    wait_until_ready(page)
    expect(page.get_by_role("button", name="Fortsæt")).to_be_visible()
    painted, at_ready = page.evaluate("[window.__painted, window.__atReady]")
    assert painted is not None and painted == at_ready
    assert "Runde 1 af 7: Bo har turen" in painted["text"]
