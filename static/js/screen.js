// @ts-check
/**
 * The page's half of the app: Python (Pyodide, the rules and the UI's glue) runs in a
 * web worker, so no tap, paint or start-up ever blocks this thread for long. This
 * module owns the DOM:
 *
 * - It starts the worker with PyScript (`PyWorker`, balut/web/main.py; no
 *   SharedArrayBuffer or cross-origin isolation needed: the worker never touches
 *   `window` or `document`) and sends it `start` with what Python needs from the page:
 *   every `balut:*` value of localStorage (after save-journal.js's reconcile), the
 *   language, the address, the history entry, visibility and the clock.
 * - It listens on `<main id="app">` and `window`, does in the event itself what must be
 *   synchronous (preventDefault, reading a chosen file), and forwards what it means as
 *   data (`{type: "action", name, arg}`, `{type: "edit", field, arg, value}`, ...). A die
 *   held down or tapped twice (`hold-face`) is input handling and is read here; the
 *   timing of taps (that, stray taps, taps made while a frame is on its way, taps
 *   answered ahead) is static/js/taps.js's.
 * - Each event and frame is one balut/web/protocol.py declares (types and names from
 *   the generated contract.js).
 * - Each event's answer is one frame (balut/web/app.py): DOM ops (a Map of ids to nodes;
 *   balut/web/dom_patch.py), storage writes made through `window.balutSaves` in the SAME
 *   task (a save is never behind the screen; one that does not fit goes back to Python,
 *   whose storage.py keeps it in memory, removing nothing, or undoes an import), then the page
 *   effects: title, language, dialog, focus, history, timers, share, files, vibration.
 * - Timers run here, on the page's clock (bot pace, proof, records' upkeep, the Speed
 *   Balut tick), and each message carries `monotonic` (`performance.now()`), so Python
 *   reads the page's clock, one that setting the device's clock does not move (and `now`,
 *   the device's clock, for dates).
 *
 * `<html data-ready="true">` is set once the first frame is applied; a start-up failure
 * reaches the start-up error panel (boot.js `balutBoot.fail`).
 */
import { PyWorker } from "../vendor/pyscript/core.js";
import { archiveWrites, openArchive, readArchive } from "./archive.js";
import {
  APP_ENTRY,
  JOURNAL_KEY,
  KEY_PREFIX,
  MAX_BACKUP_CHARS,
  TEST_HOOKS_KEY,
} from "./contract.js";
import { DiePress, StrayTaps, TapsAhead, WaitingTaps, label, likeOf } from "./taps.js";
import { allowedAttribute, allowedElement } from "./tree.js";

/** @typedef {import("./contract.js").PageEvent} PageEvent */
/** @typedef {import("./contract.js").ActionEvent} ActionEvent */
/** @typedef {import("./contract.js").Frame} Frame */
/** @typedef {import("./contract.js").Failure} Failure */
/** @typedef {import("./contract.js").Write} Write */
/** @typedef {import("./contract.js").JournalOff} JournalOff */
/** @typedef {{handle(json: string): Promise<string>, prepare(json: string): Promise<string>}} Python
 * main.py's `sync`: an event (JSON) in, its frame (JSON) out; a likely tap answered ahead */
/** @typedef {{refused: Write[], kept: Record<string, string | null>, used: number, limit: number}} Refused */

const RUNTIME = new URL("./python-runtime.js", import.meta.url).href;
const html = document.documentElement;
const root = /** @type {HTMLElement} */ (document.getElementById("app"));
const boot = window.balutBoot;

// --- the worker ------------------------------------------------------------------------

/** @type {Python} its `sync` once started */
let worker;
let started = false; // the first frame is on screen

let view = 0; // the screen on the page: the last frame's `view` (balut/web/app.py)
let batch = 0; // the last frame's `batch`: the writes made so far (the archive's answers say)
let inFlight = 0; // events sent whose frame is not applied yet
/** @type {(() => void)[]} */
const whenSettled = [];
let sent = 0; // events sent so far (a frame answers the one with its number)

/** Send `event` to Python (after any tap still waiting, in order); its number.
 * @param {PageEvent} event */
function send(event) {
  if (!started) return 0; // (nothing on screen to act on yet)
  if (waitingTaps.length) {
    waitingTaps.hold(event);
    return Number.MAX_SAFE_INTEGER; // (an edit's number: no earlier frame types over it)
  }
  return post(event);
}

/** @param {PageEvent} event @param {boolean} tap a player's tap */
function post(event, tap = false) {
  event.now = Date.now();
  event.zone = -new Date().getTimezoneOffset();
  event.monotonic = performance.now();
  if (tap) {
    // what the player saw: Python drops a tap on a screen since changed
    /** @type {ActionEvent} */ (event).view = view;
  }
  inFlight += 1;
  const number = ++sent;
  worker
    .handle(JSON.stringify(event))
    .then((/** @type {string} */ json) => applyFrame(json, number))
    .catch((error) => boot.stopped(...describe(error))) // (the worker died, a bad frame)
    .finally(() => {
      inFlight -= 1;
      if (inFlight === 0) waitingTaps.release(() => inFlight === 0, post, root, strays);
      if (inFlight === 0) for (const resolve of whenSettled.splice(0)) resolve();
      if (inFlight === 0) setTimeout(prepareLikelyTaps, 0); // (after the frame's 0 ms timers)
    });
  return number;
}

// --- taps (static/js/taps.js) ------------------------------------------------------------
// While the player looks at the dice, Python answers the taps they are likely to make next
// (a frame's `likely`: Roll, a row to fill), each on a copy of the app (balut/web/app.py
// `App.prepare`). Such a tap is shown at once, in its own task, with no round trip to the
// worker before the paint; it is sent marked `prepared`, and Python, making it for real,
// answers with what the answer ahead got wrong (usually nothing). An answer holds for the
// state it was made on (`epoch`), and only while no event is on its way.
const ahead = new TapsAhead();
// A tap made while Python still answers an earlier event was made on a screen about to
// change: it waits for the frames, then is made again on the element there now, or
// dropped. Python itself drops a tap that comes on a screen it has changed since (`view`).
const waitingTaps = new WaitingTaps();
const strays = new StrayTaps();
const idle = () => inFlight === 0 && waitingTaps.length === 0;

function prepareLikelyTaps() {
  return ahead.prepare(idle, (request) => worker.prepare(request));
}

/** Send `event`, a tap on `element` (null: none to find again, e.g. a dialog's Escape)
 * made by `pointerType` (a finger's, a mouse's; none: a key's, a long press).
 * @param {ActionEvent} event @param {HTMLElement | null} element @param {string} [pointerType] */
function tap(event, element, pointerType) {
  if (idle()) {
    const answer = ahead.answer(event.name, event.arg ?? "");
    if (answer === undefined) {
      post({ ...event }, true);
      return;
    }
    ahead.clear(); // (made for real, the tap changes the state they were answered on)
    const number = post({ ...event, prepared: true }, true);
    try {
      applyFrame(answer, number);
    } catch (error) {
      boot.stopped(...describe(error)); // (as for any frame the page cannot apply)
    }
    return;
  }
  waitingTaps.tap(event, element ? likeOf(element) : null, pointerType);
}

// For tests and benchmarks: a promise for the frames of every event sent so far, and
// whether a tap is answered ahead.
window.balutScreen = {
  settled: () => (inFlight === 0 ? Promise.resolve() : new Promise((r) => whenSettled.push(r))),
  // The tap on `name`/`arg` would be shown at once (Python answered it ahead).
  answeredAhead: (name, arg = "") => idle() && ahead.answer(name, arg) !== undefined,
};

// --- frames ----------------------------------------------------------------------------

/** @type {Map<number, any>} id -> node (an element or a text) */
const nodes = new Map([[0, root]]);
const ids = new WeakMap(); // node -> id (form fields report theirs with an edit)
// A field -> the number of the last edit sent from it: a frame answering an earlier event
// never sets its value (the player typed since; their edit is on its way to Python).
/** @type {WeakMap<Node, number>} */
const typed = new WeakMap();

/** @param {Node} node */
function forget(node) {
  nodes.delete(ids.get(node));
  for (const child of node.childNodes) forget(child);
}

// What a frame may do to a node's properties (dom_patch.py): a field's value, a box ticked.
const PROPERTIES = new Set(["value", "checked"]);

/** @param {import("./contract.js").Op} op */
function refusedOp(op) {
  return new TypeError(`refused op ${JSON.stringify(op).slice(0, 200)}`);
}

/** Apply a frame's ops; one that makes an element or sets an attribute no screen has
 * (tree.js: a script, an SVG animation, a handler, a link) or any other property is
 * refused: it throws, and the app stops.
 * @param {import("./contract.js").Op[]} ops @param {number} [number] the event's they answer */
function applyOps(ops, number = 0) {
  for (const op of ops) {
    const [kind, id] = op;
    switch (kind) {
      case "el": {
        if (!allowedElement(op[2], op[3])) throw refusedOp(op);
        const node = op[3] ? document.createElementNS(op[3], op[2]) : document.createElement(op[2]);
        nodes.set(id, node);
        ids.set(node, id);
        break;
      }
      case "text": {
        const node = document.createTextNode(op[2]);
        nodes.set(id, node);
        ids.set(node, id);
        break;
      }
      case "attr":
        if (!allowedAttribute(op[2])) throw refusedOp(op);
        nodes.get(id).setAttribute(op[2], op[3]);
        break;
      case "rmattr":
        nodes.get(id).removeAttribute(op[2]);
        break;
      case "prop": {
        if (!PROPERTIES.has(op[2])) throw refusedOp(op);
        const node = nodes.get(id);
        if (node[op[2]] !== op[3] && !((typed.get(node) ?? 0) > number)) node[op[2]] = op[3];
        break;
      }
      case "data":
        nodes.get(id).data = op[2];
        break;
      case "insert":
        nodes.get(id).insertBefore(nodes.get(op[2]), op[3] === null ? null : nodes.get(op[3]));
        break;
      case "remove": {
        const child = nodes.get(op[2]);
        nodes.get(id).removeChild(child);
        forget(child);
        break;
      }
      default:
        throw new TypeError(`unknown op ${kind}`);
    }
  }
}

function usedChars() {
  let used = 0;
  for (let i = 0; i < localStorage.length; i++) {
    const key = /** @type {string} */ (localStorage.key(i));
    used += key.length + (localStorage.getItem(key)?.length ?? 0);
  }
  return used;
}

/** Make the frame's writes in order through `balutSaves` (journaled), the archive's
 * (ARCHIVE_PREFIX keys) in the history's archive (archive.js: each answered by an
 * `archived` event once on disk, or refused). A localStorage write that does not fit stops them: the result says which writes were refused (that one and those after
 * it; with `undo`, all of them: the ones made are undone), what localStorage holds for
 * their keys, its characters used and the most it can hold (`limit`, from the write that
 * did not fit). Null when all were made.
 * @param {Write[]} allWrites @param {boolean} [undo] @returns {Refused | null} */
function applyWrites(allWrites, undo = false) {
  const saves = window.balutSaves;
  const writes = archiveWrites(allWrites, (answer) => tell({ ...answer, batch }));
  /** @type {(string | null)[]} */
  const before = [];
  for (let i = 0; i < writes.length; i++) {
    const [key, text] = writes[i];
    try {
      before.push(localStorage.getItem(key));
      if (text === null) saves.removeItem(key);
      else saves.setItem(key, text);
    } catch (error) {
      console.warn(`A save did not fit (${key}):`, error);
      try {
        const old = before[i] ?? null;
        const freed = old === null ? 0 : key.length + old.length;
        const limit = usedChars() - freed + key.length + (text ?? "").length - 1;
        if (undo) {
          for (let j = i - 1; j >= 0; j--) {
            if (before[j] === null) saves.removeItem(writes[j][0]);
            else saves.setItem(writes[j][0], /** @type {string} */ (before[j]));
          }
        }
        const refused = undo ? writes : writes.slice(i);
        const kept = Object.fromEntries(refused.map(([k]) => [k, localStorage.getItem(k)]));
        return { refused, kept, used: usedChars(), limit };
      } catch {
        return null; // storage blocked: Python's copy goes on; the next save fails alike
      }
    }
  }
  return null;
}

/** @type {{bot: ReturnType<typeof setTimeout> | null, tick: ReturnType<typeof setInterval> | null}} */
const timers = { bot: null, tick: null };

/** @param {import("./contract.js").TimerName} name @param {number} ms */
function later(name, ms) {
  setTimeout(() => send({ type: "timer", name }), ms);
}

/** @param {import("./contract.js").Countdown} countdown */
function showCountdown({ text, urgent, paused }) {
  const element = root.querySelector("#countdown");
  if (!element) return;
  const shown = element.firstChild;
  if (shown instanceof Text && element.childNodes.length === 1) {
    if (shown.data !== text) shown.data = text; // (the same node the frames patch)
  } else if (element.textContent !== text) {
    element.textContent = text;
  }
  element.classList.toggle("urgent", urgent);
  element.classList.toggle("paused", paused);
}

/** @param {Frame} frame */
function applyEffects(frame) {
  if (frame.settle) strays.settle(frame.settle);
  if (frame.countdown) showCountdown(frame.countdown);
  // The address first (a result link's #r=... cleaned), then the app's entry above it:
  // Back to an entry with the link's fragment would open the link again.
  if (frame.replaceUrl) history.replaceState(history.state, "", frame.replaceUrl);
  if (frame.history === "push") history.pushState(APP_ENTRY, "");
  else if (frame.history === "back") history.back();
  if ("inGame" in frame) html.dataset.inGame = frame.inGame ? "true" : "false";
  if ("awake" in frame) boot.keepScreenAwake(Boolean(frame.awake));
  if (frame.lang && html.lang !== frame.lang) boot.translateShell(frame.lang); // sets html.lang
  const dialog = root.querySelector("dialog");
  if (dialog && !dialog.open) dialog.showModal();
  for (const [name, ms] of frame.timers ?? []) later(name, ms);
  if ("bot" in frame) {
    clearTimeout(timers.bot ?? undefined);
    const step = () => send({ type: "timer", name: "bot-step" });
    timers.bot = frame.bot == null ? null : setTimeout(step, frame.bot);
  }
  if ("tick" in frame) {
    clearInterval(timers.tick ?? undefined);
    const tick = () => send({ type: "tick" });
    timers.tick = frame.tick == null ? null : setInterval(tick, frame.tick);
  }
  if (frame.persist) boot.persistStorage();
  if (frame.title) document.title = frame.title;
  if (frame.scrollTop) scrollTo(0, 0);
  if (frame.focus && !dialog) {
    const element = root.querySelector(frame.focus);
    if (element instanceof HTMLElement || element instanceof SVGElement) {
      element.focus();
      if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: "start" });
    }
  }
  if (frame.share) boot.share(...frame.share); // within the tap's user activation
  if (frame.saveFile) boot.saveFile(...frame.saveFile);
  if (frame.sharePicture) boot.sharePicture(frame.sharePicture);
  if (frame.vibrate) boot.vibrate(frame.vibrate);
}

/** The page shows `frame`'s screen and state now.
 * @param {Frame} frame */
function shows(frame) {
  view = frame.view;
  ahead.shows(frame.epoch, frame.likely);
}

/** Apply a frame (JSON) that answers the event numbered `number`.
 * @param {string} json @param {number} number */
function applyFrame(json, number) {
  /** @type {Frame | Failure} */
  const answer = JSON.parse(json);
  if ("error" in answer) {
    console.error(`${answer.error}\n${answer.details ?? ""}`);
    return;
  }
  const frame = answer;
  let refused;
  try {
    if (frame.rebuilt) {
      // (Python lost the page it had answered a tap ahead on: it sends the whole screen.)
      for (const child of [...root.childNodes]) forget(child);
      root.replaceChildren();
    }
    applyOps(frame.ops, number);
  } finally {
    refused = applyWrites(frame.writes); // (also should the ops fail: a reload shows it all)
  }
  shows(frame);
  batch = frame.batch ?? batch;
  // (Not behind a waiting tap: what storage holds is settled first.)
  if (refused) post({ type: "write-failed", batch: frame.batch ?? 0, ...refused });
  applyEffects(frame);
}

// --- events ----------------------------------------------------------------------------

/** An element's `data-<name>` ("" when it has none).
 * @param {Element} element @param {string} name */
const data = (element, name) => element.getAttribute(`data-${name}`) ?? "";

const press = new DiePress((die, target) =>
  tap({ type: "action", name: "hold-face", arg: die }, /** @type {HTMLElement} */ (target)), // (deliberate)
);

/** @param {PointerEvent} event */
function onClick(event) {
  const target = /** @type {HTMLButtonElement | null} */ (
    /** @type {Element} */ (event.target).closest("[data-action]")
  );
  if (!target || target.disabled) return;
  const words = label(target);
  if (strays.isStray(event.pointerType, words)) return;
  strays.lastWords = words;
  const name = target.dataset.action ?? "";
  if (name === "reload-page") {
    location.reload(); // take over from another tab
    return;
  }
  // (a key press is a click of detail 0: never the end of a long press)
  const made = press.click(name, data(target, "arg"), event.detail === 0);
  if (made) tap({ type: "action", name: made[0], arg: made[1] }, target, event.pointerType);
}

/** A finger (or the main button) down on a die: held long enough, it is a long press.
 * @param {PointerEvent} event */
function onPress(event) {
  const target = /** @type {HTMLButtonElement | null} */ (
    /** @type {Element} */ (event.target).closest('[data-action="toggle-die"]')
  );
  const die = target && !target.disabled && event.button === 0 ? target : null;
  press.down(die, die ? data(die, "arg") : "");
}

/** The pointer left the pressed die (not for a part of it): no long press.
 * @param {PointerEvent} event */
function onPressOut(event) {
  press.left(/** @type {Node | null} */ (event.relatedTarget));
}

/** @param {InputEvent} event */
function onEdit(event) {
  const target = /** @type {HTMLInputElement} */ (event.target);
  const field = data(target, "field");
  if (!field) return;
  if (field === "backup-file") {
    // Import backup: the file is read here, its text goes to Python (balut:file-read)
    if (event.type === "change") boot.readFile(target, MAX_BACKUP_CHARS);
    return;
  }
  const toggle = target.type === "checkbox";
  const checked = toggle || target.type === "radio" ? target.checked : undefined;
  const value = toggle ? (target.checked ? "on" : "off") : String(target.value);
  const node = ids.get(target);
  /** @type {import("./contract.js").EditEvent} */
  const edit = { type: "edit", field, arg: data(target, "arg"), value, node, checked };
  typed.set(target, send({ ...edit, shown: String(target.value) }));
}

/** @param {EventTarget} target @param {string} type @param {(event: any) => void} handler
 * @param {boolean} [capture] */
function listen(target, type, handler, capture = false) {
  target.addEventListener(type, handler, capture);
}

function listenAll() {
  listen(root, "click", onClick);
  listen(root, "pointerdown", onPress);
  // (a release anywhere, or the finger off the die, ends the press)
  listen(window, "pointerup", () => press.end());
  listen(root, "pointercancel", () => press.end());
  listen(root, "pointerout", onPressOut);
  listen(root, "contextmenu", (event) => {
    // A long press on a die holds its face: no context menu over it.
    if (event.target.closest('[data-action="toggle-die"]')) event.preventDefault();
  });
  listen(root, "input", onEdit);
  listen(root, "change", onEdit);
  listen(
    root,
    "cancel",
    (event) => {
      event.preventDefault(); // Escape: the state closes the dialog on the next frame
      tap({ type: "action", name: "cancel", arg: "" }, null);
    },
    true,
  );
  // Chromium lets a repeated Escape (or Back) close a modal even when its cancel is
  // refused: a dialog the state still holds opens again at once.
  listen(root, "close", () => send({ type: "paint" }), true);
  listen(root, "keydown", (event) => {
    // Enter in a player's name field (not while an input method composes a word)
    const target = event.target;
    if (event.key === "Enter" && !event.isComposing && data(target, "field") === "name") {
      event.preventDefault();
      tap({ type: "action", name: "name-entered", arg: data(target, "arg") }, target);
    }
  });
  listen(window, "balut:before-update", () => send({ type: "save" }));
  const outcome = (/** @type {string} */ name) => (/** @type {CustomEvent} */ event) => send({ type: "action", name, arg: String(event.detail) });
  listen(window, "balut:shared", outcome("shared"));
  listen(window, "balut:file", outcome("file-saved"));
  listen(window, "balut:file-read", (/** @type {CustomEvent} */ { detail }) =>
    send({ type: "file-read", text: typeof detail === "string" ? detail : null }),
  );
  // The iOS reminder's Export backup (shell, static/js/install-hint.js).
  listen(window, "balut:export", () => send({ type: "export" }));
  listen(window, "popstate", (/** @type {PopStateEvent} */ { state }) =>
    send({ type: "popstate", state: typeof state === "string" ? state : null }),
  );
  // A result link opened in this tab while the app runs (the page stays).
  listen(window, "hashchange", () => send({ type: "hash", hash: location.hash }));
  listen(document, "visibilitychange", () =>
    send({ type: "visibility", visible: !document.hidden }),
  );
  listen(window, "pagehide", () => send({ type: "leave" }));
  // The saves' journal stopped or runs again (save-journal.js): Home says so.
  listen(window, "balut:crash-protection", (/** @type {CustomEvent<JournalOff | null>} */ { detail }) =>
    send({ type: "journal", off: detail }),
  );
}

// --- start -----------------------------------------------------------------------------

/** Every `balut:*` value (the journal's notes aside) and the characters of the rest;
 * null when localStorage is blocked. */
function readSaves() {
  try {
    /** @type {Record<string, string>} */
    const saves = {};
    let other = 0;
    for (let i = 0; i < localStorage.length; i++) {
      const key = /** @type {string} */ (localStorage.key(i));
      const value = localStorage.getItem(key) ?? "";
      if (key.startsWith(KEY_PREFIX) && key !== JOURNAL_KEY) saves[key] = value;
      else other += key.length + value.length;
    }
    return { saves, other };
  } catch {
    return { saves: null, other: 0 };
  }
}

// Another tab of this site wrote localStorage (never this one's own writes): a save of
// the app's, or all cleared (key null). Listened to from the moment the saves are read for
// Python, and held until its first frame is on screen, so no such write is missed (nor
// is a chunk of the archive stored meanwhile).
/** @type {PageEvent[]} */
const writtenElsewhere = [];

/** Send `event` to Python, or hold it until its first frame is on screen.
 * @param {PageEvent} event */
function tell(event) {
  if (started) send(event);
  else writtenElsewhere.push(event);
}

/** @param {StorageEvent} event */
function onStorage({ key, newValue }) {
  if (key !== null && (!key.startsWith(KEY_PREFIX) || key === JOURNAL_KEY)) return;
  tell({ type: "storage", key, value: newValue });
}

function testHooks() {
  try {
    return localStorage.getItem(TEST_HOOKS_KEY);
  } catch {
    return null; // storage blocked: no hooks
  }
}

/** @param {unknown} reason @returns {[string, string]} */
function describe(reason) {
  if (reason instanceof Error) return [reason.message, reason.stack || reason.message];
  return [String(reason), String(reason)];
}

function startWorker() {
  // (No wait for PyScript's plugins: their hooks add the full `pyscript` package to a
  // worker, which python-runtime.js replaces with the `pyscript.sync` main.py uses.)
  // (`version`: the interpreter module; PyScript reads pyscript.toml's `interpreter`
  // for its main-thread scripts only, a worker would load Pyodide from a CDN)
  const options = { config: "./pyscript.toml", version: RUNTIME };
  return PyWorker("./balut/web/main.py", options);
}

async function start() {
  openArchive(); // (read below)
  const [xworker] = await Promise.all([
    startWorker(),
    window.balutSavesReady, // what a killed browser lost comes back from the journal first
  ]);
  worker = /** @type {Python} */ (xworker.sync);
  boot.stage("shell.stage.rules");
  /** @type {Frame} */
  let frame;
  let refused;
  let limit = null; // the room localStorage has, once a first frame's writes did not fit
  /** @type {JournalOff | null | undefined} the journal's standing Python was told */
  let journalOff;
  listen(window, "storage", onStorage);
  for (let attempt = 1; ; attempt++) {
    writtenElsewhere.length = 0; // (what came before is in the saves read now)
    const { saves, other } = readSaves();
    // The history's oldest games, read after localStorage: a game another tab moves to
    // the archive meanwhile is in the chunk it stored first, or still in localStorage.
    const archive = await readArchive();
    /** @type {import("./contract.js").StartEvent} */
    const message = {
      type: "start",
      saves: saves && { ...saves, ...archive.chunks },
      otherChars: other,
      limit,
      lang: html.lang,
      pageUrl: `${location.origin}${location.pathname}`,
      hash: location.hash,
      search: location.search,
      testHooks: testHooks(),
      historyState: history.state,
      visible: !document.hidden,
      journalOff: window.balutSaves.off,
      archiveOff: archive.off,
      now: Date.now(),
      zone: -new Date().getTimezoneOffset(),
      monotonic: performance.now(),
    };
    journalOff = message.journalOff;
    /** @type {Frame | Failure} */
    const answer = JSON.parse(await worker.handle(JSON.stringify(message)));
    if (answer.python) html.dataset.python = answer.python;
    if ("error" in answer) {
      boot.fail(answer.error, answer.details);
      return;
    }
    frame = answer;
    // The first frame's writes (backups of damaged values, the tab's claim) did not all
    // fit: they are undone and Python starts again knowing the room there is, so each
    // value it cannot back up stays in place, as storage.py decides.
    const last = attempt === 5;
    refused = applyWrites(frame.writes, !last);
    if (!refused || last) break;
    limit = refused.limit;
  }
  root.replaceChildren(); // the skeleton goes
  started = true;
  listenAll();
  applyOps(frame.ops);
  shows(frame);
  batch = frame.batch ?? batch;
  if (refused) post({ type: "write-failed", batch: frame.batch ?? 0, ...refused }); // (as later on)
  for (const event of writtenElsewhere.splice(0)) send(event);
  const { off } = window.balutSaves;
  if (off !== journalOff) send({ type: "journal", off }); // (it changed while Python started)
  applyEffects(frame);
  boot.ready();
  html.dataset.ready = "true";
  dispatchEvent(new Event("balut:ready"));
  setTimeout(prepareLikelyTaps, 0);
  if (frame.python === "fresh") {
    import("./python-snapshot-later.js").then(({ makeSnapshotLater }) =>
      makeSnapshotLater(frame.snapshot),
    );
  }
}

start().catch((error) => {
  // The worker could not start (its Python, the app's files): it may have restored the
  // Python snapshot first, so the next start (Retry) boots Python normally; a bad
  // snapshot can never fail every start.
  import("./python-snapshot.js").then(({ dropSnapshot }) => dropSnapshot(), () => {});
  boot.fail(...describe(error));
});
