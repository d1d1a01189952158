"""The game UI in the page: wires DOM events to the controller and paints its state.

One delegated listener per event type on `<main id="app">` reads `data-action`/`data-arg`
(taps) or `data-field` (form fields) and hands them to `Controller` (a die held down, or
tapped twice quickly, is `hold-face`: every die of its face); taps, timer ticks and
visibility changes all go through `Controller.perform` (dispatch, save, paint), and
`paint()` renders the whole state through the virtual DOM, which patches only what
changed.

Test-only hook: dice are seeded when the URL has `?test-seed=N` AND localStorage holds
`balut:test-hooks` = "1" (the browser tests set it with an init script). Normal visits
never have both, so normal games use the core's default CSPRNG dice.
"""

from __future__ import annotations

import json
from typing import Any

import js
from pyodide.ffi import create_proxy

from balut.record import LINK_KEY

from . import i18n
from .backup import MAX_BACKUP_CHARS
from .bots import PACE_MS, bot_playing
from .controller import Controller
from .screens import render
from .speed_clock import SpeedClock, page_clock
from .start_screen import keep as keep_start_screen
from .state import Screen
from .storage import PLAY_KEYS, Storage
from .vdom import Mount, is_null

TEST_HOOKS_KEY = "balut:test-hooks"

_app: App | None = None


class App:
    """The mounted UI: the controller, the DOM it paints into and its event proxies."""

    def __init__(self, document: Any, root: Any, storage: Storage, seed: int | None) -> None:
        self.document = document
        self.root = root
        self.controller = Controller(storage, seed=seed)
        self.controller.paint = self.paint
        self.mount = Mount(document, root)
        self._painted_screen: Screen | None = None
        self._awake = False  # the screen is asked to stay on (Home and game over: not)
        self._make_proof = create_proxy(lambda: self.controller.perform("make-proof"))
        self._bot_step = create_proxy(lambda: self.controller.perform("bot-step"))
        self._bot_timer: Any = None  # the pending bot action
        self._upkeep = create_proxy(self._upkeep_step)
        self._upkeep_due = False  # a step of the records' upkeep is scheduled
        # A die held down (LONG_PRESS_MS) or tapped twice (DOUBLE_TAP_MS): its face.
        self._long_press = create_proxy(self._on_long_press)
        self._press_timer: Any = None  # the pending long press
        self._pressed_die = ""  # the die under the press (its data-arg)
        self._pressed_target: Any = None  # its button
        self._long_pressed = False  # the click that ends a long press toggles nothing
        self._last_die_tap: tuple[str, float] | None = None  # die and time (Date.now)
        self._proxies = [
            self._listen(root, "click", self._on_click),
            self._listen(root, "pointerdown", self._on_press),
            # (a release anywhere, or the finger off the die, ends the press)
            self._listen(js.window, "pointerup", self._end_press),
            self._listen(root, "pointercancel", self._end_press),
            self._listen(root, "pointerout", self._on_press_out),
            self._listen(root, "contextmenu", self._on_context_menu),
            self._listen(root, "input", self._on_edit),
            self._listen(root, "change", self._on_edit),
            self._listen(root, "cancel", self._on_dialog_cancel, capture=True),
            # Chromium lets a repeated Escape (or Back) close a modal even when its cancel
            # is refused: a dialog the state still holds opens again at once.
            self._listen(root, "close", lambda _event: self.paint(), capture=True),
            self._listen(root, "keydown", self._on_key),
            self._listen(js.window, "balut:before-update", lambda _e: self.controller.save()),
            self._listen(
                js.window, "balut:shared", lambda e: self.controller.perform("shared", e.detail)
            ),
            self._listen(
                js.window, "balut:file", lambda e: self.controller.perform("file-saved", e.detail)
            ),
            self._listen(js.window, "balut:file-read", self._on_file_read),
            # The iOS reminder's Export backup (shell, static/js/install-hint.js).
            self._listen(js.window, "balut:export", lambda _e: self._export()),
            self._listen(js.window, "storage", self._on_storage),
            self._listen(js.window, "popstate", self._on_back),
            # A result link opened in this tab while the app runs (the page stays).
            self._listen(js.window, "hashchange", lambda _e: self.open_result_link()),
        ]
        # Back stays in the app: above Home's history entry the app keeps one of its own
        # while any other screen shows; Back pops it (a step up, `back-button`) and the
        # next paint puts it back unless the step reached Home, whose Back leaves.
        self._entry_above_home = _is_app_entry(js.history.state)  # reloaded on it
        self._popping = False  # the app itself went back to Home's entry
        controller = self.controller
        controller.clock.now = page_clock
        controller.clock.visible = not document.hidden
        self.speed_clock = SpeedClock(
            document,
            root,
            timer=lambda: controller.state.timer,
            tick=controller.tick,
            visibility=lambda shown: controller.perform(
                "page-visibility", "visible" if shown else "hidden"
            ),
            leave=controller.save,
        )

    def _listen(self, target: Any, kind: str, handler: Any, *, capture: bool = False) -> Any:
        proxy = create_proxy(handler)
        target.addEventListener(kind, proxy, capture)
        return proxy

    # --- events -------------------------------------------------------------------------

    def _on_click(self, event: Any) -> None:
        target = event.target.closest("[data-action]")
        if is_null(target) or target.disabled:
            return
        name = target.dataset.action
        if name == "reload-page":  # take over from another tab
            js.location.reload()
            return
        arg = _data(target, "arg")
        if name != "toggle-die":
            self._last_die_tap = None  # (a double tap is two taps in a row on one die)
        else:
            pressed, self._long_pressed = self._long_pressed, False
            if pressed and event.detail != 0:  # the press held its face already (a key
                return  # press is a click of detail 0: never the end of a long press)
            now = float(js.Date.now())
            last, self._last_die_tap = self._last_die_tap, (arg, now)
            if last is not None and last[0] == arg and now - last[1] < DOUBLE_TAP_MS:
                self._last_die_tap = None
                name, arg = "hold-face", f"{arg}:again"  # (the first tap is taken back)
        self.controller.perform(name, arg)
        state = self.controller.state
        if state.outbox is not None:  # Share result: within the tap, as the API requires
            shared = state.outbox
            js.window.balutBoot.share(shared.title, shared.text, shared.url)
        self._hand_over_files()
        if name == "roll" and state.vibration:
            js.window.balutBoot.vibrate(BALUT_BUZZ if state.celebrate else ROLL_BUZZ)

    def _on_press(self, event: Any) -> None:
        """A finger (or the main button) down on a die: held long enough, it is a long
        press."""
        self._end_press(event)
        self._long_pressed = False
        target = event.target.closest('[data-action="toggle-die"]')
        if is_null(target) or target.disabled or event.button != 0:
            return
        self._pressed_die = _data(target, "arg")
        self._pressed_target = target
        self._press_timer = js.setTimeout(self._long_press, LONG_PRESS_MS)

    def _end_press(self, _event: Any) -> None:
        if self._press_timer is not None:
            js.clearTimeout(self._press_timer)
            self._press_timer = None

    def _on_press_out(self, event: Any) -> None:
        """The pointer left the pressed die (not for a part of it): no long press."""
        if self._press_timer is None or is_null(self._pressed_target):
            return
        into = event.relatedTarget
        if is_null(into) or not self._pressed_target.contains(into):
            self._end_press(event)

    def _on_long_press(self) -> None:
        self._press_timer = None
        self._long_pressed = True
        self._last_die_tap = None
        self.controller.perform("hold-face", self._pressed_die)

    def _on_context_menu(self, event: Any) -> None:
        """A long press on a die holds its face: no context menu over it."""
        if not is_null(event.target.closest('[data-action="toggle-die"]')):
            event.preventDefault()

    def _hand_over_files(self) -> None:
        """A backup or a result picture to share or save: within the tap, as the share
        sheet requires."""
        state = self.controller.state
        if state.outfile is not None:
            out, state.outfile = state.outfile, None
            js.window.balutBoot.saveFile(out.name, out.mime, out.text)
        if state.picture is not None:
            picture, state.picture = state.picture, None
            js.window.balutBoot.sharePicture(
                json.dumps(
                    {
                        "name": picture.name,
                        "title": picture.title,
                        "rows": picture.rows,
                        "footer": picture.footer,
                    }
                )
            )

    def _upkeep_step(self) -> None:
        self._upkeep_due = False
        self.controller.upkeep()

    def _export(self) -> None:
        self.controller.perform("export-backup")
        self._hand_over_files()

    def _on_file_read(self, event: Any) -> None:
        text = event.detail
        if isinstance(text, str):
            self.controller.perform("backup-read", text)
        else:
            self.controller.perform("backup-unreadable")

    def _on_storage(self, event: Any) -> None:
        """Another tab of this site wrote localStorage (never this one's own writes)."""
        key = event.key
        if is_null(key) or str(key) in PLAY_KEYS:  # null: the other tab cleared all
            self.controller.perform("changed-elsewhere")

    def _on_edit(self, event: Any) -> None:
        target = event.target
        field = _data(target, "field")
        if not field:
            return
        if field == "backup-file":  # Import backup: the file is read, then checked
            if event.type == "change":
                js.window.balutBoot.readFile(target, MAX_BACKUP_CHARS)
            return
        if target.type == "checkbox":  # a toggle option: its state, not its value
            value = "on" if target.checked else "off"
        else:
            value = str(target.value)
        self.controller.edit(field, _data(target, "arg"), value)
        self.paint()

    def _on_key(self, event: Any) -> None:
        """Enter in a player's name field (not while an input method composes a word)."""
        target = event.target
        if event.key == "Enter" and not event.isComposing and _data(target, "field") == "name":
            event.preventDefault()
            self.controller.perform("name-entered", _data(target, "arg"))

    def _on_back(self, event: Any) -> None:
        if self._popping:
            self._popping = False
            return
        if _is_app_entry(event.state):  # Forward, onto the app's entry again
            self._entry_above_home = True
            self._sync_history()
            return
        self._entry_above_home = False
        self.controller.perform("back-button")

    def _sync_history(self) -> None:
        """One history entry above Home's while another screen shows, none at Home."""
        state = self.controller.state
        away = state.screen is not Screen.HOME
        if away and not self._entry_above_home and not state.elsewhere:  # Back may leave
            js.history.pushState(APP_ENTRY, "")
            self._entry_above_home = True
        elif not away and self._entry_above_home:
            self._entry_above_home = False
            self._popping = True
            js.history.back()

    def open_result_link(self) -> bool:
        """When the address holds a result link (`#r=...`), verify it and drop it from the
        address (a reload then opens the app as usual); False when there is none."""
        location = js.location
        fragment = str(location.hash).removeprefix("#")
        if not fragment.startswith(LINK_KEY):
            return False
        js.history.replaceState(js.history.state, "", self.controller.state.page_url)
        self.controller.perform("open-link", fragment)
        return True

    def _on_dialog_cancel(self, event: Any) -> None:
        event.preventDefault()  # Escape: the state closes the dialog on the next paint
        self.controller.perform("cancel")

    # --- painting -----------------------------------------------------------------------

    def paint(self) -> None:
        """Render the whole state, then fix focus, the open dialog and the in-game flag."""
        state = self.controller.state
        self.mount.render(render(state))
        keep_start_screen(self.controller.storage, state)  # Home for the next start's shell
        self.speed_clock.paint()
        self._sync_history()
        html = self.document.documentElement
        # (Rules opened from a game is still the game: no update prompt, the screen on)
        in_game = state.playing_screen().in_game
        html.dataset.inGame = "true" if in_game else "false"
        if in_game is not self._awake:  # the screen stays on during a game
            self._awake = in_game
            js.window.balutBoot.keepScreenAwake(self._awake)
        if html.lang != i18n.current():  # a language was chosen: the shell follows
            js.window.balutBoot.translateShell(i18n.current())  # sets html.lang
        dialog = self.root.querySelector("dialog")
        if is_null(dialog):
            dialog = None
        elif not dialog.open:
            dialog.showModal()
        if state.proof_due:  # a finished game's check code: in a task of its own
            js.setTimeout(self._make_proof, 0)
        if self._bot_timer is not None:
            js.clearTimeout(self._bot_timer)
            self._bot_timer = None
        if bot_playing(state) is not None:  # a bot's next action, at a pace to follow
            self._bot_timer = js.setTimeout(self._bot_step, PACE_MS[state.fast_bots])
        if state.persist_due:  # the first game kept: ask the browser to keep the data
            state.persist_due = False
            js.window.balutBoot.persistStorage()
        if state.history_pending and not state.elsewhere and not self._upkeep_due:
            self._upkeep_due = True  # the records' upkeep, a little a task, after this paint
            js.setTimeout(self._upkeep, UPKEEP_PAUSE_MS)
        focus = state.focus
        state.focus = None
        self.document.title = state.screen.document_title  # also after a change of language
        if state.screen is not self._painted_screen:
            first_paint = self._painted_screen is None
            self._painted_screen = state.screen
            if not first_paint:  # (a start leaves where the player scrolled the saved Home)
                js.window.scrollTo(0, 0)
            if focus is None and not first_paint:
                focus = "#screen-title"
        if focus and dialog is None:
            element = self.root.querySelector(focus)
            if not is_null(element):
                element.focus()
                if element.getBoundingClientRect().top < 0:  # taller than the screen: its start
                    element.scrollIntoView(SCROLL_TO_START)


UPKEEP_PAUSE_MS = 50  # between steps of the records' upkeep
LONG_PRESS_MS = 450  # a die held down this long holds every die of its face
DOUBLE_TAP_MS = 350  # two taps on one die within this: the same
APP_ENTRY = "balut:screen"  # the state of the app's history entry above Home's
ROLL_BUZZ = 12  # ms: a tick you feel, not a ring
BALUT_BUZZ = js.JSON.parse("[40, 60, 40, 60, 120]")  # five of a kind: a little fanfare
SCROLL_TO_START = js.JSON.parse('{"block": "start"}')


def _is_app_entry(state: Any) -> bool:
    return isinstance(state, str) and state == APP_ENTRY


def _data(element: Any, name: str) -> str:
    """A `data-*` attribute of an element, "" when missing."""
    value = element.getAttribute(f"data-{name}")
    return "" if is_null(value) else str(value)


def _test_seed() -> int | None:
    """The dice seed of the test-only hook, or None in normal use (see module docstring)."""
    try:
        if js.localStorage.getItem(TEST_HOOKS_KEY) != "1":
            return None
    except Exception:  # storage blocked: no hooks
        return None
    value = js.URLSearchParams.new(js.location.search).get("test-seed")
    return int(value) if isinstance(value, str) and value.isascii() and value.isdigit() else None


def start() -> None:
    """Mount the game UI into `<main id="app">` and paint the first screen."""
    global _app
    document = js.document
    # The shell picked the language (the one chosen here before, else the browser's).
    language = str(document.documentElement.lang)
    i18n.use(language if language in i18n.LANGUAGES else i18n.DEFAULT_LANGUAGE)
    storage = Storage.open(lambda: js.balutSaves)  # localStorage, journaled
    storage.claim_tab()  # the tab opened last plays; one opened before says so
    _app = App(document, document.getElementById("app"), storage, _test_seed())
    location = js.location
    _app.controller.state.page_url = f"{location.origin}{location.pathname}"
    if not _app.open_result_link():
        _app.paint()
