"""The one protocol between the page (static/js) and Python, declared once, here.

Python runs in a web worker (balut/web/main.py); the page's script (static/js/screen.js)
sends each event below as JSON to `App.handle` and applies the `Frame` it gets back;
`prepare` answers a likely tap ahead (`PrepareRequest` in, `"<epoch>\\n<Frame>"` out).
Besides the messages, page and Python share names: the localStorage keys the page reads
or moves before Python runs, the history entry's state, the most a backup file may hold,
and the timing of taps.

scripts/build.py writes static/js/contract.js from this module: every UPPER_CASE
constant as an `export const`, every `TypedDict` and type alias as a JSDoc `@typedef`,
so that the page imports the names and TypeScript's checker (`make test`) holds the
page's code to the messages. Nothing here is written by hand in JavaScript, and the
browser-free tests check every frame and event they make against these types.
"""

from typing import Any, Literal, NotRequired, TypedDict

# --- names both sides use ----------------------------------------------------------------

#: Every value the app keeps in localStorage is under this prefix (storage.py); the page
#: sends them all to Python at start.
KEY_PREFIX = "balut:"
#: Damaged data is copied to `balut:backup:<name>:<stamp>` (storage.py, start-fresh.js).
BACKUP_PREFIX = f"{KEY_PREFIX}backup:"
#: The history's oldest games, in chunks under `balut:archive:<n>.<tag>` (storage.py),
#: which the page keeps in an IndexedDB archive of its own (archive.js), not localStorage.
ARCHIVE_PREFIX = f"{KEY_PREFIX}archive:"
#: The page's own notes of the saves' journal (save-journal.js): never sent to Python.
JOURNAL_KEY = f"{KEY_PREFIX}journal"
#: Test-only: "1" lets `?test-seed=N` seed the dice (balut/web/app.py `dice_seed`).
TEST_HOOKS_KEY = f"{KEY_PREFIX}test-hooks"
#: Each stored value is `{"schema": SCHEMA_VERSION, "data": ...}` (storage.py).
SCHEMA_VERSION = 1
#: Names of storage.py's slots the page reads before Python runs (the key is
#: KEY_PREFIX + name): a saved game or match (someone played here: first-visit.js), the
#: language chosen (shell-i18n.js), Home for the next start (saved-screen.js).
GAME_SLOT = "game"
MATCH_SLOT = "match"
LANGUAGE_SLOT = "language"
START_SCREEN_SLOT = "start-screen"
#: The puzzle of the day's attempts, by local date (balut/web/features/puzzle.py).
PUZZLE_SLOT = "puzzle"
#: The most days of attempts kept (the newest): a streak counts at most these.
MAX_PUZZLE_DAYS = 400
GAME_KEY = KEY_PREFIX + GAME_SLOT
MATCH_KEY = KEY_PREFIX + MATCH_SLOT
LANGUAGE_KEY = KEY_PREFIX + LANGUAGE_SLOT
START_SCREEN_KEY = KEY_PREFIX + START_SCREEN_SLOT
#: The state of the app's history entry above Home's (Back stays in the app).
APP_ENTRY = f"{KEY_PREFIX}screen"
#: The most characters an imported backup file may have (the page reads no more): a
#: bigger file cannot be a backup of a phone's 5 MB of storage (backup.py).
MAX_BACKUP_CHARS = 12_000_000

# --- what a screen is made of (static/js/tree.js) ------------------------------------------

#: Every element a screen has (balut/web renders no other; the browser-free tests check
#: each frame's). The page builds no other (tree.js): nothing that runs or loads something,
#: and no SVG animation (`<animate>`, `<set>`, ...: it could rewrite an attribute after
#: its check).
# fmt: off
SCREEN_TAGS = (
    "button", "caption", "dd", "details", "dialog", "div", "dl", "dt", "fieldset",
    "figcaption", "figure", "h1", "h2", "header", "input", "label", "legend", "li",
    "nav", "ol", "option", "p", "section", "select", "small", "span", "strong",
    "summary", "table", "tbody", "td", "textarea", "th", "thead", "tr", "ul",
    # the charts (Stats)
    "svg", "g", "circle", "line", "polyline", "rect", "text",
)
#: Every attribute a screen sets, as spelled (SVG's are case-sensitive). None can name a
#: URL (no `href`, `src`, `style`, ...): a screen links nowhere, so none is let through.
SCREEN_ATTRIBUTES = (
    "accept", "autocapitalize", "autocomplete", "checked", "class", "colspan",
    "disabled", "enterkeyhint", "for", "hidden", "id", "inputmode", "lang", "maxlength",
    "name", "open", "pattern", "placeholder", "readonly", "role", "rows", "scope",
    "selected", "size", "spellcheck", "tabindex", "type", "value", "aria-current",
    "aria-describedby", "aria-hidden", "aria-invalid", "aria-label", "aria-labelledby",
    "aria-live", "aria-pressed", "data-action", "data-arg", "data-field",
    "data-initial", "data-mark", "data-shell", "data-tag",
    # the charts' geometry
    "viewBox", "width", "height", "points", "cx", "cy", "r", "x", "y", "x1", "x2", "y1",
    "y2", "text-anchor",
)
# fmt: on
#: The one namespace an element may be made in besides HTML's (the charts).
SVG_NAMESPACE = "http://www.w3.org/2000/svg"

# --- the timing of taps (static/js/taps.js) -----------------------------------------------

#: A die held down this long holds every die of its face.
LONG_PRESS_MS = 450
#: Two taps on one die within this: the same.
DOUBLE_TAP_MS = 350
#: A finger's tap this soon after another screen or a dialog opened under it is the stray
#: second tap of a double tap (the frame's `settle`) ...
SETTLE_MS = 500
#: ... and this soon after the dice rolled (a die held a moment later is meant).
SETTLE_ROLL_MS = 250

# --- events: page -> Python ----------------------------------------------------------------


class Sent(TypedDict, total=False):
    """What every event carries: the page's clocks when it was sent."""

    now: float  # the device's clock, for dates (`Date.now()`: ms since the epoch)
    zone: int  # its time zone now, minutes east of UTC (`-getTimezoneOffset()`)
    # `performance.now()`: ms since the page loaded, which setting the device's clock
    # never moves (the Speed Balut countdown and the undo toast run on it; a reload
    # starts it again, so the countdown crosses one by the time left saved, never by it).
    monotonic: float


#: Why the saves' journal (save-journal.js: crash protection) does not run: the browser
#: has no IndexedDB, another page of this site blocks its database, or it fails (or does
#: not answer).
JournalOff = Literal["unsupported", "blocked", "failing"]


#: Why the history's archive (archive.js) is not used: the browser has no IndexedDB, or
#: it failed (or did not answer) when the archive was read at start-up.
ArchiveOff = Literal["unsupported", "failing"]


class StartEvent(Sent):
    """The first event: what Python needs from the page to mount the app."""

    type: Literal["start"]
    saves: dict[str, str] | None  # every balut:* value (the archive's too); None: blocked
    otherChars: int  # characters localStorage holds besides
    limit: int | None  # the room found when a first frame's writes did not fit
    lang: str
    pageUrl: str
    hash: str
    search: str
    testHooks: str | None
    historyState: Any  # the history entry's state (APP_ENTRY on the app's own)
    visible: bool
    journalOff: JournalOff | None  # None: the journal runs
    archiveOff: ArchiveOff | None  # None: the archive was read (its chunks are in saves)


class ActionEvent(Sent):
    """A tap on an element's `data-action` (with its `data-arg`), or an outcome."""

    type: Literal["action"]
    name: str
    arg: NotRequired[str]  # (none: "")
    view: NotRequired[int]  # a player's tap: the frame's `view` it was made on
    prepared: NotRequired[bool]  # the page showed the answer ahead for it


class EditEvent(Sent):
    """A form field changed: `value` is a text's value, a toggle's "on"/"off"."""

    type: Literal["edit"]
    field: str
    arg: str
    value: str
    node: NotRequired[int]  # the field's node id (balut/web/dom_patch.py)
    checked: NotRequired[bool]  # a checkbox's or radio's
    shown: NotRequired[str]  # what the field shows


class FileReadEvent(Sent):
    """Import backup: the file's text, None when it could not be read."""

    type: Literal["file-read"]
    text: str | None


class PaintEvent(Sent):
    """A dialog closed by the browser: open it again if the state still holds it."""

    type: Literal["paint"]


class SaveEvent(Sent):
    """Save now (an update is about to reload the page)."""

    type: Literal["save"]


class LeaveEvent(Sent):
    """The page is hidden or left (`pagehide`)."""

    type: Literal["leave"]


class ExportEvent(Sent):
    """The iOS reminder's Export backup (static/js/install-hint.js)."""

    type: Literal["export"]


class StorageEvent(Sent):
    """Another tab wrote a balut:* key (`key` None: it cleared all)."""

    type: Literal["storage"]
    key: str | None
    value: str | None


class PopstateEvent(Sent):
    """Back or Forward: the state of the history entry reached."""

    type: Literal["popstate"]
    state: str | None


class HashEvent(Sent):
    """The address's fragment changed (a result link opened in this tab)."""

    type: Literal["hash"]
    hash: str


class VisibilityEvent(Sent):
    type: Literal["visibility"]
    visible: bool


class JournalEvent(Sent):
    """The saves' journal stopped (`off` says why) or runs again (None)."""

    type: Literal["journal"]
    off: JournalOff | None


class TickEvent(Sent):
    """Every `tick` ms of a frame, while a countdown runs."""

    type: Literal["tick"]


TimerName = Literal["bot-step", "make-proof", "prepare-coach", "prepare-puzzle", "upkeep"]


class TimerEvent(Sent):
    """A timer a frame started (`timers`, `bot`) fired."""

    type: Literal["timer"]
    name: TimerName


Write = tuple[str, str | None]  # a key and its text (None: removed)


class WriteFailedEvent(Sent):
    """A frame's writes that localStorage refused (full)."""

    type: Literal["write-failed"]
    batch: int  # the frame's `batch`
    refused: list[Write]  # the refused writes (that one and those after it)
    kept: dict[str, str | None]  # what localStorage holds for their keys
    used: int  # characters localStorage holds
    limit: int  # the most it can hold


class ArchivedEvent(Sent):
    """A frame's write to the archive (`key`, an ARCHIVE_PREFIX key) is on disk
    (`stored`), or the archive refused it."""

    type: Literal["archived"]
    key: str
    stored: bool
    batch: int  # the `batch` of the last frame the page had made when it answered


PageEvent = (
    StartEvent
    | ActionEvent
    | EditEvent
    | FileReadEvent
    | PaintEvent
    | SaveEvent
    | LeaveEvent
    | ExportEvent
    | StorageEvent
    | PopstateEvent
    | HashEvent
    | VisibilityEvent
    | JournalEvent
    | TickEvent
    | TimerEvent
    | WriteFailedEvent
    | ArchivedEvent
)

#: A likely tap answered ahead (main.py `prepare`): the action's name and argument.
PrepareRequest = tuple[str, str]

# --- frames: Python -> page ----------------------------------------------------------------

#: One DOM op (balut/web/dom_patch.py): `[kind, id, ...]`.
Op = list[Any]


class Countdown(TypedDict):
    """A Speed Balut turn's time left as shown ("m:ss") and its classes."""

    text: str
    urgent: bool
    paused: bool


class Frame(TypedDict):
    """The page's part of one change (balut/web/app.py `App.frame` and `App.paint`): the
    state it shows, then what else to do, only when there is something to do."""

    ops: list[Op]  # how `<main id="app">` changes
    writes: list[Write]  # localStorage writes, in order, in the same task as the ops (and
    # the archive's, ARCHIVE_PREFIX keys: each answered by `archived`)
    view: int  # the screen's number: a tap made on an older one is dropped
    epoch: int  # the state's number: the answers ahead hold for it
    likely: list[PrepareRequest]  # taps worth answering ahead
    batch: NotRequired[int]  # the writes' number, for `write-failed`
    rebuilt: NotRequired[bool]  # empty `<main>` before the ops (a lost answer ahead)
    settle: NotRequired[int]  # ms in which a finger's tap is a stray second tap
    countdown: NotRequired[Countdown]
    tick: NotRequired[int | None]  # send `tick` every this many ms (None: stop)
    bot: NotRequired[int | None]  # the timer `bot-step` after this many ms (None: off)
    timers: NotRequired[list[tuple[TimerName, int]]]  # timers to start: name, ms
    replaceUrl: NotRequired[str]  # the address, cleaned of a result link
    history: NotRequired[Literal["push", "back"]]  # the app's entry above Home's
    inGame: NotRequired[bool]  # `<html data-in-game>`
    awake: NotRequired[bool]  # keep the screen on
    lang: NotRequired[str]  # the language chosen: the shell follows
    title: NotRequired[str]  # the document's title
    scrollTop: NotRequired[bool]
    focus: NotRequired[str]  # a selector to focus (unless a dialog is open)
    persist: NotRequired[bool]  # ask the browser to keep the site's data
    share: NotRequired[tuple[str, str, str]]  # the share sheet: title, text, url
    saveFile: NotRequired[tuple[str, str, str]]  # a file to save: name, MIME type, text
    sharePicture: NotRequired[str]  # a result picture to draw and share (JSON)
    vibrate: NotRequired[int | list[int]]  # a vibration pattern (ms)
    python: NotRequired[str]  # the start's frame: how Python started (main.py)
    snapshot: NotRequired[str]  # ... from the snapshot or not, and why


class Failure(TypedDict):
    """What comes back instead of a frame when Python failed (balut/web/main.py): at
    start, for the page's start-up error panel; later, for its log."""

    error: str
    details: str  # the traceback
    python: NotRequired[str]
    snapshot: NotRequired[str]
