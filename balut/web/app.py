"""The game UI, DOM-free: events in as data, one frame out per change.

Python runs in a web worker (balut/web/main.py); the page's own script
(static/js/screen.js) owns the DOM. It sends each event as a dict (a tap's `data-action`
and `data-arg`, a form field's value, Back, a timer that fired, another tab's write...)
to `App.handle`, which hands it to `Controller` (taps, timer ticks and visibility changes
all go through `Controller.perform`: dispatch, save, paint) and returns one frame (each
event and frame key is declared in balut/web/protocol.py):

    ops      how the page's `<main id="app">` changes (balut.web.dom_patch: `paint()`
             renders the whole state through the virtual DOM into a shadow document,
             which records only what changed)
    writes   the storage writes of this change, `[key, text or None]` in order: the page
             writes them to localStorage in the same task as the ops, so a save is never
             behind the screen
    epoch    the state's number: one more with each frame that shows or saves a change
    likely   the taps a player is likely to make next (Roll, a row to fill), for the page
             to have Python answer ahead, each on a copy of the app (`App.prepare`): the
             page shows such an answer the moment the tap comes, in the tap's own task,
             and sends the tap marked `prepared`; Python then makes it for real and sends
             only what the answer ahead got wrong (usually nothing, see `handle`)
    ...      what else the page must do: its title, language, `data-in-game`, focus, a
             scroll to the top, history entries, timers to start (bot pace, proof, the
             records' upkeep, the ticking of a Speed Balut countdown), the share sheet,
             files, vibration, the screen kept awake (see `App.paint`).

A dice hold (long press, double tap) is input handling and stays in the page; it arrives
as `hold-face`. The page's clock is the one of the event (`monotonic` in each message,
its `performance.now()`), so the clock the tests drive (Playwright's `page.clock`) is the
one the game reads, and setting the device's clock does not move it.

Test-only hook: dice are seeded when the URL has `?test-seed=N` AND localStorage holds
`balut:test-hooks` = "1" (the browser tests set it with an init script). Normal visits
never have both, so normal games use the core's default CSPRNG dice.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple
from urllib.parse import parse_qs

from balut.record import LINK_KEY

from . import coach, i18n
from .bots import PACE_MS, bot_playing
from .controller import Controller
from .dom_patch import ShadowDocument
from .effects import Buzz, Effect, Focus, MakeProof, Persist, SaveFile, Share, SharePicture, Upkeep
from .features import puzzle as puzzle_play
from .page_day import PageDay
from .protocol import APP_ENTRY, SETTLE_MS, SETTLE_ROLL_MS
from .saves_mirror import SavesMirror
from .screens import render
from .speed_clock import TICK_MS, countdown
from .start_screen import keep as keep_start_screen
from .state import Screen, UiState
from .storage import PLAY_KEYS, Storage
from .turn_clock import PageClock
from .vdom import Mount

Frame = dict[str, Any]


class Prepared(NamedTuple):
    """A tap answered ahead on a copy of the app: the copy's page after it, and the frame."""

    shadow: ShadowDocument
    mount: Mount
    view: int
    frame: Frame


# What of a frame is about the page's state, not an effect to make once.
FRAME_STATE = frozenset({"ops", "writes", "batch", "view", "epoch", "likely"})


class App:
    """The mounted UI: the controller, the shadow of the page it paints, the page's
    history entry and what the next frame asks of the page."""

    def __init__(
        self, storage: Storage, saves: SavesMirror | None, seed: int | None, page: Frame
    ) -> None:
        self.saves = saves
        # The page's monotonic clock, as of each event (never its `now`: a device's clock
        # set back an hour must not give a Speed Balut turn an hour more).
        self.clock = PageClock(float(page.get("monotonic", 0)))
        self.day = PageDay()  # the page's local date, for the puzzle of the day
        self.day.follow(page)
        self.controller = Controller(
            storage,
            seed=seed,
            clock=self.clock,
            today=self.day,
            visible=bool(page.get("visible", True)),
            page_url=str(page.get("pageUrl", "")),
        )
        self.controller.paint = self.paint
        self.shadow = ShadowDocument()
        self.mount = Mount(self.shadow, self.shadow.root)
        self._effects: Frame = {}
        # The screen as the page shows it: one more with each frame that changes it. A tap
        # carries the view it was made on (`view`): on a Python that has changed the screen
        # since (its frame is on its way), it is dropped, never applied to a screen the
        # player did not see (a double tap on Start game, a box tapped as time ran out).
        self._view = 0
        self._painted_screen: Screen | None = None
        self._painted_moment: tuple[Screen, bool, int | None] = (Screen.HOME, False, None)
        self._answering_tap = False  # the event being handled is a player's tap
        self._awake = False  # the screen is asked to stay on (Home and game over: not)
        self._lang = str(page.get("lang", ""))  # the shell's language (html[lang])
        self._upkeep_due = False  # a step of the records' upkeep is scheduled
        self._ticking = False  # the page sends `tick` every TICK_MS
        self._saved_countdown: str | None = None  # the time left saved last, as shown
        # Back stays in the app: above Home's history entry the app keeps one of its own
        # while any other screen shows; Back pops it (a step up, `back-button`) and the
        # next paint puts it back unless the step reached Home, whose Back leaves.
        self._entry_above_home = page.get("historyState") == APP_ENTRY  # reloaded on it
        self._popping = False  # the app itself went back to Home's entry
        # The taps answered ahead for the state numbered `_epoch` (see `prepare`).
        self._epoch = 0
        self._prepared: dict[tuple[str, str], Prepared] = {}

    # --- events -------------------------------------------------------------------------

    def handle(self, event: Frame) -> Frame:
        """One event from the page; the frame that shows its outcome."""
        if "monotonic" in event:
            self.clock.ms = float(event["monotonic"])
        self.day.follow(event)
        self._answering_tap = "view" in event  # (a player's tap carries the view it saw)
        seen = self._view
        ahead = self._adopt(event) if event.get("prepared") else None
        if "view" in event and event["view"] != seen:
            # A tap on a screen the page has since changed: not what the player saw.
            if ahead is not None:
                self.paint()  # (impossible: the page answers ahead only with none on its way)
        else:
            kind = event.get("type")
            on_event = self._events().get(str(kind))
            if on_event is None:
                raise ValueError(f"unknown event {kind!r}")
            on_event(event)
        frame = self.frame(changed=ahead is not None)
        return frame if ahead is None else self._still_to_do(frame, ahead)

    def _events(self) -> dict[str, Callable[[Frame], object]]:
        """What each kind of event from the page does."""
        controller = self.controller
        return {
            "action": lambda e: controller.perform(str(e["name"]), str(e.get("arg", ""))),
            "edit": self._on_edit,
            "file-read": self._on_file_read,
            # a dialog closed by the browser: open again if still held
            "paint": lambda _e: self.paint(),
            # before an update; the page hidden or left
            "save": lambda _e: controller.save(),
            "leave": lambda _e: controller.save(),
            # the iOS reminder's Export backup (static/js/install-hint.js)
            "export": lambda _e: controller.perform("export-backup"),
            "storage": lambda e: self._on_storage(e.get("key"), e.get("value")),
            "popstate": lambda e: self._on_back(e.get("state") == APP_ENTRY),
            "hash": lambda e: self.open_result_link(str(e.get("hash", ""))),
            "visibility": lambda e: controller.perform(
                "page-visibility", "visible" if e.get("visible") else "hidden"
            ),
            # the saves' journal stopped (why) or runs again (""): save-journal.js
            "journal": lambda e: controller.perform("journal", str(e.get("off") or "")),
            "tick": lambda _e: self._on_tick(),
            "timer": lambda e: self._on_timer(str(e.get("name"))),
            "write-failed": self._on_write_failed,
            "archived": self._on_archived,
        }

    def _on_file_read(self, event: Frame) -> None:
        """Import backup: the page read the file (None: it could not)."""
        text = event.get("text")
        if isinstance(text, str):
            self.controller.perform("backup-read", text)
        else:
            self.controller.perform("backup-unreadable")

    def _on_tick(self) -> None:
        self.controller.tick()
        shown = self._show_countdown()
        if shown is not None and shown != self._saved_countdown:
            # A running turn's time left is saved as each second goes: the page cannot
            # wait for Python as it unloads (`pagehide`), and a reload resumes with the
            # time that was left.
            self._saved_countdown = shown
            self.controller.save()

    # --- taps answered ahead --------------------------------------------------------------

    def prepare(self, name: str, arg: str) -> tuple[int, Frame]:
        """The frame a tap on `name`/`arg` would bring, made now on a copy of the app, for
        the page to show the moment the tap comes: the state's epoch it holds for, and the
        frame. The copy is kept until the state changes (see `frame`)."""
        twin = self._twin()
        frame = twin.handle({"type": "action", "name": name, "arg": arg, "view": self._view})
        self._prepared[(name, arg)] = Prepared(twin.shadow, twin.mount, twin._view, frame)
        return self._epoch, frame

    def _twin(self) -> App:
        """A copy of this app: its own controller (state, game, storage), saves and page."""
        memo: dict[int, Any] = {}
        twin = copy.copy(self)
        memo[id(self)] = twin
        twin.controller = copy.deepcopy(self.controller, memo)
        twin.saves = copy.deepcopy(self.saves, memo)  # (the copied storage's backend)
        twin.controller.paint = twin.paint
        twin.clock = memo[id(self.clock)]  # (the copied controller's clock)
        twin.day = memo[id(self.day)]
        twin.shadow, nodes = self.shadow.fork()
        twin.mount = self.mount.fork(twin.shadow, lambda node: nodes[node.id])
        twin._effects = copy.deepcopy(self._effects)
        twin._prepared = {}
        return twin

    def _adopt(self, event: Frame) -> Frame:
        """The page showed the answer prepared for this tap: its page becomes this app's
        (the tap, made for real now, is painted over it); the frame it showed. (Should
        that answer be gone, a bug, the page is built anew: `rebuilt`.)"""
        prepared = self._prepared.pop((str(event.get("name")), str(event.get("arg", ""))), None)
        if prepared is None:
            self.shadow = ShadowDocument()
            self.mount = Mount(self.shadow, self.shadow.root)
            self._effects["rebuilt"] = True  # the page empties `<main>` before the ops
            return {"writes": []}
        self.shadow, self.mount, self._view = prepared.shadow, prepared.mount, prepared.view
        return prepared.frame

    def _still_to_do(self, frame: Frame, shown: Frame) -> Frame:
        """What of `frame` the page has yet to do, having done the answer prepared ahead
        (`shown`) at the tap: the ops are already only the difference (usually none); the
        writes unless the same (and a key the answer ahead wrote but this tap did not is
        put back); the effects it did not make the same. (With `now` in the game's time,
        a Speed Balut countdown may differ: then it is sent.)"""
        if frame["writes"] == shown["writes"]:
            frame["writes"] = []
        elif self.saves is not None:
            written = {key for key, _text in frame["writes"]}
            for key, _text in shown["writes"]:
                if key not in written:
                    frame["writes"].append([key, self.saves.getItem(key)])
                    written.add(key)
        for key, value in shown.items():
            if key == "timers":  # (each timer once)
                frame[key] = [timer for timer in frame.get(key, []) if timer not in value]
            if key not in FRAME_STATE and key in frame and frame[key] in (value, []):
                del frame[key]
        return frame

    def _likely_taps(self) -> list[list[str]]:
        """The taps worth answering ahead, where the player can make them now (a turn, no
        question open): Roll, and once no roll is left, each row of the sheet to fill.
        (While rolls are left, the dice are held first, tap by tap: those taps never wait
        behind the rows answered ahead.)"""
        state = self.controller.state
        game = state.game
        if state.screen is not Screen.TURN or self._moment(state)[1] or game is None:
            return []
        wanted = ("roll",) if game.rolls_left else ("fill",)
        taps: list[list[str]] = []
        nodes = [self.shadow.root]
        while nodes:
            node = nodes.pop()
            nodes.extend(reversed(node.children))
            attributes = node.attributes
            name = attributes.get("data-action")
            if "disabled" in attributes or name not in wanted:
                continue
            if name == "fill" and "row-main" not in attributes.get("class", "").split():
                continue  # (the ✕ of a row: a cross-out, seldom meant, and it may ask)
            taps.append([name, attributes.get("data-arg", "")])
        return taps

    def _on_edit(self, event: Frame) -> None:
        """A form field changed: `value` is a text's value, a toggle's "on"/"off"; `shown`
        and `checked` what the field shows (for the next patch to compare with)."""
        checked = event.get("checked")
        node = event.get("node")
        if isinstance(node, int):
            shown = event.get("shown")
            self.shadow.shown(
                node,
                shown if isinstance(shown, str) else None,
                checked if isinstance(checked, bool) else None,
            )
        field, arg = str(event.get("field", "")), str(event.get("arg", ""))
        self.paint(self.controller.edit(field, arg, str(event.get("value", ""))))

    def _on_timer(self, name: str) -> None:
        if name == "upkeep":
            self._upkeep_due = False
            self.controller.upkeep()
        elif name in ("make-proof", "bot-step"):
            self.controller.perform(name)
        elif name == "prepare-coach":
            coach.prepare(self.controller.state)
        elif name == "prepare-puzzle":
            puzzle_play.prepare(self.controller.state)
        else:
            raise ValueError(f"unknown timer {name!r}")

    def _on_storage(self, key: Any, value: Any) -> None:
        """Another tab of this site wrote localStorage (never this one's own writes)."""
        if self.saves is None:
            pass
        elif key is None:  # the other tab cleared all
            self.saves.cleared_elsewhere()
        else:
            self.saves.written_elsewhere(str(key), value if isinstance(value, str) else None)
        if key is None or str(key) in PLAY_KEYS:
            self.controller.perform("changed-elsewhere")

    def _on_write_failed(self, event: Frame) -> None:
        """The page's localStorage refused writes this copy had taken (full): the copy
        learns the room there is, and each refused write fails here as it would have on
        the page, so storage.py trims old history or carries on in memory, as ever."""
        if self.saves is None:
            return
        # Not this copy's to take up: a key written again since (a later frame's write,
        # made or on its way), whose newer value stands; a refused text this copy does not
        # hold, an answer ahead's that the tap, made for real, wrote otherwise (that write
        # is the page's to make, and to report should it fail).
        saves = self.saves
        newer = saves.written_after(int(event.get("batch", 0)))
        offered = [
            (str(key), text if isinstance(text, str) else None)
            for key, text in event.get("refused", [])
        ]
        theirs = {key for key, text in offered if key in newer or saves.getItem(key) != text}
        refused = [(key, text) for key, text in offered if key not in theirs]
        if not refused:
            return
        kept = {key: value for key, value in event.get("kept", {}).items() if key not in theirs}
        saves.refused(kept, int(event["used"]), int(event["limit"]))
        self.controller.storage.writes_refused(refused)
        self.controller.storage_refused()

    def _on_archived(self, event: Frame) -> None:
        """The archive's answer for a chunk, settled when the page had made every frame
        this copy sent before it (none on its way may still be refused)."""
        settled = self.saves is None or not self.saves.written_after(int(event.get("batch", 0)))
        self.controller.archived(str(event["key"]), bool(event["stored"]), settled)

    def _on_back(self, app_entry: bool) -> None:
        if self._popping:
            self._popping = False
            return
        if app_entry:  # Forward, onto the app's entry again
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
            self._effects["history"] = "push"
            self._entry_above_home = True
        elif not away and self._entry_above_home:
            self._entry_above_home = False
            self._popping = True
            self._effects["history"] = "back"

    def open_result_link(self, hash_: str) -> bool:
        """When the address holds a result link (`#r=...`), verify it and drop it from the
        address (a reload then opens the app as usual); False when there is none."""
        fragment = hash_.removeprefix("#")
        if not fragment.startswith(LINK_KEY):
            return False
        self._effects["replaceUrl"] = self.controller.session.page_url
        self.controller.perform("open-link", fragment)
        return True

    # --- painting -----------------------------------------------------------------------

    def frame(self, *, changed: bool = False) -> Frame:
        """What the page does for the events handled since the last frame (`changed`: the
        state changed even if neither the page nor the saves show it)."""
        frame, self._effects = self._effects, {}
        frame["ops"] = self.shadow.take_ops()
        if frame["ops"]:
            self._view += 1
        frame["view"] = self._view
        if self.saves is not None:
            frame["writes"], frame["batch"] = self.saves.take_writes()
        else:
            frame["writes"] = []
        if changed or frame["ops"] or frame["writes"]:
            self._epoch += 1  # the taps answered ahead were answered on the state before
            self._prepared.clear()
        frame["epoch"] = self._epoch
        frame["likely"] = self._likely_taps()
        return frame

    def _show_countdown(self) -> str | None:
        """The seconds left, for the countdown if one is on screen; the page's ticks run
        while a turn's time or the undo toast can run out. The text shown while the time
        runs, else None."""
        state = self.controller.state
        shown = None
        if state.turn.timer.key is not None:
            self._effects["countdown"] = shown = countdown(state.turn.timer, self.clock.ms)
        ticking = state.turn.timer.key is not None or state.turn.toast_at is not None
        if ticking is not self._ticking:
            self._ticking = ticking
            self._effects["tick"] = TICK_MS if ticking else None
        return str(shown["text"]) if shown is not None and not shown["paused"] else None

    def paint(self, done: Sequence[Effect] = ()) -> None:
        """Render the whole state and the effects of the change (`done`); note for the page
        its title, language, in-game flag, focus, history entry and the timers to start."""
        state = self.controller.state
        effects = self._effects
        self.mount.render(render(state))
        keep_start_screen(self.controller.storage, state)  # Home for the next start's shell
        self._show_countdown()
        self._sync_history()
        # (Rules opened from a game is still the game: no update prompt, the screen on)
        in_game = state.playing_screen().in_game
        effects["inGame"] = in_game
        if in_game is not self._awake:  # the screen stays on during a game
            self._awake = in_game
            effects["awake"] = in_game
        if self._lang != i18n.current():  # a language was chosen: the shell follows
            self._lang = effects["lang"] = i18n.current()
        timers: list[list[Any]] = effects.setdefault("timers", [])
        focus = self._effects_done(done, timers)
        # a bot's next action, at a pace to follow (None: the pending one is called off)
        bot = bot_playing(state) is not None
        effects["bot"] = PACE_MS[state.settings.fast_bots] if bot else None
        if not bot and coach.prepare_due(state):  # after this frame: the tap stays quick
            timers.append(["prepare-coach", 0])
        if puzzle_play.prepare_due(state):  # today's puzzle, drawn while Home is read
            timers.append(["prepare-puzzle", puzzle_play.PREPARE_AFTER_MS])
        effects["title"] = state.screen.document_title  # also after a change of language
        moment = self._moment(state)
        # (only after a tap: a bot's roll must not swallow a tap on Home as it watches)
        settle = self._settle_ms(moment) if self._answering_tap else 0
        if settle:
            effects["settle"] = settle  # the page lets a stray second tap pass (screen.js)
        self._painted_moment = moment
        if state.screen is not self._painted_screen:
            first_paint = self._painted_screen is None
            self._painted_screen = state.screen
            if not first_paint:  # (a start leaves where the player scrolled the saved Home)
                effects["scrollTop"] = True
            if focus is None and not first_paint:
                focus = "#screen-title"
        if focus:  # (the page focuses it unless a dialog is open)
            effects["focus"] = focus

    def _effects_done(self, done: Sequence[Effect], timers: list[list[Any]]) -> str | None:
        """The change's effects as the frame's instructions to the page; the element to
        focus, if one is asked for (the last one)."""
        focus = None
        effects = self._effects
        for effect in done:
            match effect:
                case Focus(selector):
                    focus = selector
                case Share(title, text, url):  # within the tap, as the Web Share API requires
                    effects["share"] = [title, text, url]
                case SaveFile(name, mime, text):  # (so too a file to share)
                    effects["saveFile"] = [name, mime, text]
                case SharePicture(name, title, rows, footer, settle, code):
                    picture = {"name": name, "title": title, "rows": rows}
                    picture |= {"settle": settle, "code": code, "footer": footer}
                    effects["sharePicture"] = json.dumps(picture)
                case Buzz(balut):
                    if self.controller.state.settings.vibration:
                        effects["vibrate"] = BALUT_BUZZ if balut else ROLL_BUZZ
                case Persist():  # the first game kept: ask the browser to keep the data
                    effects["persist"] = True
                case MakeProof():  # a finished game's check code: in a task of its own
                    timers.append(["make-proof", 0])
                case Upkeep(awaited) if not self._upkeep_due:
                    self._upkeep_due = True  # a step of the records' upkeep, after the paint
                    timers.append(["upkeep", 0 if awaited else UPKEEP_PAUSE_MS])
        return focus

    @staticmethod
    def _moment(state: UiState) -> tuple[Screen, bool, int | None]:
        """What a tap lands on: the screen, whether a dialog asks, the rolls left."""
        game = state.game
        asking = state.confirm is not None or state.entry.value_row is not None
        return state.screen, asking, None if game is None or game.dice is None else game.rolls_left

    def _settle_ms(self, moment: tuple[Screen, bool, int | None]) -> int:
        """How long a finger's tap at the same spot is the stray second tap of a double
        tap, not meant for what changed under it: another screen or a dialog that just
        opened, `SETTLE_MS`; dice just rolled, `SETTLE_ROLL_MS` (a die held a moment later
        is meant: a player holds the dice they like at once); else 0."""
        before = self._painted_moment
        if moment[0] is not before[0] or (moment[1] and not before[1]):
            return SETTLE_MS
        if moment[2] is not None and moment[2] != before[2]:
            return SETTLE_ROLL_MS
        return 0


UPKEEP_PAUSE_MS = 50  # between steps of the records' upkeep (none while one is awaited)
ROLL_BUZZ = 12  # ms: a tick you feel, not a ring
BALUT_BUZZ = [40, 60, 40, 60, 120]  # five of a kind: a little fanfare


def dice_seed(hooks: Any, search: str) -> int | None:
    """The dice seed of the test-only hook, or None in normal use (see module docstring):
    `hooks` is localStorage's `balut:test-hooks`, `search` the address's query."""
    if hooks != "1":
        return None
    values = parse_qs(search.removeprefix("?")).get("test-seed", [])
    value = values[0] if values else ""
    return int(value) if value.isascii() and value.isdigit() else None


def start(page: Frame) -> tuple[App, Frame]:
    """Mount the game UI on the page's data (its saves, language, address, history
    entry, visibility and clock) and paint the first screen: the app and its first frame."""
    # The shell picked the language (the one chosen here before, else the browser's).
    language = str(page.get("lang", ""))
    i18n.use(language if language in i18n.LANGUAGES else i18n.DEFAULT_LANGUAGE)
    stored = page.get("saves")  # None: the page's localStorage is blocked
    limit = page.get("limit")  # the room the page found, when a first try did not fit
    saves = (
        None
        if stored is None
        else SavesMirror(
            stored, int(page.get("otherChars", 0)), None if limit is None else int(limit)
        )
    )
    storage = Storage(saves)  # the page's localStorage (journaled), as this worker's copy
    storage.archive_off(page.get("archiveOff") if saves is not None else "unsupported")
    storage.claim_tab()  # the tab opened last plays; one opened before says so
    seed = dice_seed(page.get("testHooks"), str(page.get("search", "")))
    app = App(storage, saves, seed, page)
    app.controller.state.journal_off = page.get("journalOff") or None
    if not app.open_result_link(str(page.get("hash", ""))):
        app.paint(app.controller.take_effects())
    return app, app.frame()
