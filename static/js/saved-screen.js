// @ts-check
/**
 * The saved Home at once: a returning player sees Home with its real content (the
 * Continue card with the saved game's summary, the menu, the settings) before Python
 * runs, instead of the skeleton.
 *
 * balut/web/start_screen.py keeps, after every paint that changes it, the page the next
 * start paints first under localStorage `balut:start-screen`:
 * `{"schema": 1, "data": {"lang": "en", "tree": [<node>, ...]}}` (nodes as
 * `balut.web.vdom.to_data` writes them). `paintSavedScreen()` rebuilds it into
 * `<main id="app">` with createElement/textContent (tree.js) as soon as this module loads
 * (index.html preloads its few small modules first and runs it right after `<main>`, so
 * neither boot.js's graph nor PyScript's delays it), marks
 * `performance.mark("balut:saved-screen")` and sets `<html data-saved-screen>`. A value
 * of another shape or schema, in another language than the shell's, or one tree.js
 * refuses leaves the skeleton, silently: a damaged value never breaks a start. Python's
 * first render (vdom.Mount) replaces the painted page in one task.
 *
 * Until Python is up the header's stage line says "Starting…" (in the header's own
 * space: no layout shift) and taps are never lost or misapplied: the last tap on a
 * `data-action` button is queued (the button shows as pending, the stage line says it
 * will happen) and, once `<html data-ready>`, the real button with the same action,
 * argument and words is clicked; when there is none, a toast says the tap was not done.
 * Any other tap (a setting's switch, a link) is refused and the stage line says to wait.
 */
import { SCHEMA_VERSION, START_SCREEN_KEY } from "./contract.js";
import { buildTree } from "./tree.js";
import { text, translateShell } from "./shell-i18n.js";
import { likeOf, sameAs } from "./taps.js";

const MARK = "balut:saved-screen";

const html = document.documentElement;
/** The page's `<main id="app">`. */
const appRoot = () => /** @type {HTMLElement} */ (document.getElementById("app"));
/** @type {string | null} the stored text on screen (null: the skeleton) */
let paintedText = null;
/** @type {ChildNode[] | null} the skeleton's nodes, to put back if a later check refuses */
let skeleton = null;
/** @type {import("./taps.js").Like | null} the tap to make once Python is up */
let queued = null;
/** @type {MutationObserver | null} */
let observer = null;

/** The nodes stored in `raw` if they are a start screen for `language`, else null.
 * @param {string} raw @param {string} language @returns {unknown[] | null} */
export function startScreenNodes(raw, language) {
  try {
    const envelope = JSON.parse(raw);
    const data = envelope?.data;
    if (envelope?.schema !== SCHEMA_VERSION || !data || typeof data !== "object") return null;
    if (data.lang !== language || !Array.isArray(data.tree) || !data.tree.length) return null;
    return data.tree;
  } catch {
    return null;
  }
}

/** The page built from `raw`, or null when it is not a start screen with a screen in it.
 * @param {string | null} raw */
function build(raw) {
  const nodes = raw === null ? null : startScreenNodes(raw, html.lang);
  if (!nodes) return null;
  try {
    const fragment = buildTree(nodes, { root: appRoot() });
    return fragment.querySelector("section.screen") ? fragment : null;
  } catch {
    return null; // refused by tree.js (a script, a handler, a foreign link, bad shape)
  }
}

function storedText() {
  try {
    return localStorage.getItem(START_SCREEN_KEY);
  } catch {
    return null; // storage blocked
  }
}

/** @param {string} message */
function status(message) {
  const line = document.getElementById("boot-stage");
  if (!line) return;
  line.removeAttribute("data-i18n"); // (boot.js's translateShell leaves it as it is)
  line.textContent = message;
}

/** The stage line while the saved screen shows (boot.js asks before it words a stage). */
export function holdsStatus() {
  return paintedText !== null;
}

/** @param {MouseEvent} event */
function onTap(event) {
  if (html.dataset.ready === "true" || paintedText === null) return;
  const app = /** @type {HTMLElement} */ (event.currentTarget);
  const target = /** @type {Element} */ (event.target);
  if (target.closest?.("[data-shell]")) return; // the shell's own (Install)
  event.preventDefault(); // (a checkbox's click: it stays as it is)
  event.stopPropagation();
  const button = /** @type {HTMLButtonElement | null} */ (target.closest?.("[data-action]"));
  if (!button || !app.contains(button) || button.disabled) {
    status(text("shell.saved.refused"));
    toast(text("shell.saved.refused")); // (seen also when Home is scrolled past the line)
    return;
  }
  for (const pending of /** @type {NodeListOf<HTMLElement>} */ (app.querySelectorAll("[data-pending]"))) {
    delete pending.dataset.pending;
  }
  button.dataset.pending = "true";
  queued = likeOf(button);
  status(text("shell.saved.queued", { action: queued.words }));
}

/** The real page is in: make the queued tap on its button, or say it was not done. */
function takeOver() {
  if (html.dataset.ready !== "true") return;
  observer?.disconnect();
  appRoot().removeEventListener("click", onTap, true);
  paintedText = null;
  const tap = queued;
  queued = null;
  if (!tap) return;
  const button = sameAs(appRoot(), tap);
  if (button) {
    button.click();
    return;
  }
  toast(text("shell.saved.not_applied", { action: tap.words }));
}

/** @param {string} message */
function toast(message) {
  import("./service-worker-client.js").then(({ showToast }) => showToast(message));
}

/** @param {string} raw @param {DocumentFragment} fragment */
function show(raw, fragment) {
  const app = appRoot();
  skeleton ??= [...app.childNodes];
  app.replaceChildren(fragment);
  if (paintedText === null) {
    app.addEventListener("click", onTap, true);
    observer = new MutationObserver(takeOver);
    observer.observe(html, { attributes: true, attributeFilter: ["data-ready"] });
    status(text("shell.stage.starting"));
  }
  paintedText = raw;
  html.dataset.savedScreen = "painted";
}

function showSkeleton() {
  const app = appRoot();
  if (skeleton) app.replaceChildren(...skeleton);
  app.removeEventListener("click", onTap, true);
  observer?.disconnect();
  paintedText = null;
  queued = null;
  delete html.dataset.savedScreen;
}

/** Paint the stored start screen in place of the skeleton; true when it did. Call it
 * once the shell's language is on `<html lang>` (as this module does when it loads). */
export function paintSavedScreen() {
  const raw = storedText();
  const fragment = build(raw);
  if (!fragment) return false;
  try {
    show(/** @type {string} */ (raw), fragment); // (a fragment: there was a text)
  } catch {
    showSkeleton(); // whatever went wrong, the start goes on as on a first visit
    return false;
  }
  markPainted();
  return true;
}

/** Mark the saved screen painted in the frame that paints it: rendering waits for the
 * stylesheets, so the mark never comes before the page is drawn with its styles. */
function markPainted() {
  requestAnimationFrame(() => performance.mark(MARK));
}

/** The saves' journal may have put back a newer start screen (a killed browser lost the
 * last writes): paint that one instead, or the skeleton if it no longer reads. */
export function afterJournal() {
  if (html.dataset.ready === "true") return;
  const raw = storedText();
  if (raw === paintedText) return;
  const fragment = build(raw);
  const tap = queued;
  if (fragment) {
    const first = paintedText === null;
    show(/** @type {string} */ (raw), fragment);
    if (first) markPainted();
    const again = tap && sameAs(appRoot(), tap);
    if (again) again.dataset.pending = "true";
    else queued = null;
  } else if (paintedText !== null) {
    showSkeleton();
  }
  if (tap && !queued) status(text("shell.saved.not_applied", { action: tap.words }));
}

// index.html runs this module (async, right after <main>) before boot.js and PyScript:
// the shell's language first, as boot.js then picks it again, then the saved Home.
// A reload opens Home at its top, not where the last screen was scrolled (the app's first
// paint then leaves any scroll the player makes while it starts).
history.scrollRestoration = "manual";
translateShell();
paintSavedScreen();
