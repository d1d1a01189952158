// @ts-check
/**
 * A first visit (no service worker controls the page yet, so everything comes from the
 * network): the start-up progress counts the bytes that have arrived, and the Rules can be
 * read while the runtime downloads.
 *
 * Bytes: scripts/build.py writes every precached file's size and the total a start
 * downloads (`bytes`: not the files fetched only on demand, such as the Rules) into
 * precache-manifest.js; this module loads it and adds a file's size each time the page has
 * received it whole (a `resource` PerformanceObserver entry, buffered, so what arrived
 * before this script counts too; the Python worker's downloads, which the page's timeline
 * does not list, are posted by python-runtime.js on a BroadcastChannel). Sizes are the files' own, so a host that compresses them
 * shows the same count. Until the runtime's two big files are in, the stage says
 * "Downloading"; once they are in and the boot has moved on, the line is the stage alone
 * (what is left is small, and some of it a browser may never fetch). A manifest without
 * sizes shows no byte count.
 *
 * Rules: scripts/build.py renders the app's Rules screen per language as data
 * (`balut.web.vdom.to_data`) into static/rules/<lang>.json; "Read the rules while Balut
 * loads" paints it with tree.js `buildTree` in a layer of its own over the page (its own
 * scroll, outside `<main id="app">`), so when Python is ready and paints the app
 * underneath, the reader keeps their place: the layer only says the game is ready, and
 * its Back (or Escape, or the phone's Back) goes to the app. While it is open the rest of
 * the page is inert (the layer is modal), and it has a history entry of its own (pushed
 * only before Python is ready, so always under the app's): this module's `popstate`
 * listener, added before the app's, takes every pop of that entry and stops it there, so
 * the app's own Back handling (balut/web/app.py) never sees it.
 */
import { GAME_KEY, MATCH_KEY } from "./contract.js";
import { buildTree } from "./tree.js";
import { text } from "./shell-i18n.js";

const MANIFEST_URL = "./precache-manifest.js";
// Where the Python worker (python-runtime.js) posts the URL of each file it downloaded.
export const DOWNLOADS_CHANNEL = "balut:downloads";
// The offer waits this long: a start that is quick anyway shows no button that vanishes.
const OFFER_DELAY_MS = 1000;
// The runtime's big downloads: until they are in, the stage is the download.
const RUNTIME_FILES = ["./static/vendor/pyodide/pyodide.asm.wasm", "./static/vendor/pyodide/python_stdlib.zip"];
// A stored game means someone has played here before.
const SAVED_GAME_KEYS = [GAME_KEY, MATCH_KEY];

/** True when this visit fetches everything from the network (no service worker yet). */
export function isFirstVisit() {
  return !navigator.serviceWorker?.controller;
}

/** @returns {Promise<BalutPrecache>} */
function loadManifest() {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = MANIFEST_URL;
    script.onload = () => {
      script.remove();
      resolve(/** @type {BalutPrecache} */ (globalThis.BALUT_PRECACHE));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${MANIFEST_URL} did not load`));
    };
    document.head.append(script);
  });
}

/** Megabytes with one decimal, in the page's language ("12.3", "12,3").
 * @param {number} bytes @param {string} [language] */
export function megabytes(bytes, language = document.documentElement.lang) {
  const format = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return format.format(Math.floor(bytes / 1e5) / 10);
}

/** @typedef {{done: number, total: number, downloading: boolean}} Bytes a download's count */

/**
 * Count the bytes of the precached files as they arrive; `onBytes({done, total,
 * downloading})` after each (`downloading`: the runtime's big files are not all in).
 * Returns a function that stops counting.
 * @param {(bytes: Bytes) => void} onBytes
 */
export async function countDownload(onBytes) {
  const manifest = await loadManifest();
  const href = (/** @type {string} */ url) => new URL(url, document.baseURI).href;
  const known = manifest.entries.filter(({ size }) => Number.isFinite(size) && size >= 0);
  const sizes = new Map(known.map(({ url, size }) => [href(url), size]));
  const runtime = RUNTIME_FILES.map(href);
  const received = new Set();
  // No usable total (an older build's manifest): the line shows no byte count.
  const total = Number.isFinite(manifest.bytes) && manifest.bytes > 0 ? manifest.bytes : 0;
  let done = 0;
  const add = (/** @type {string} */ url) => {
    const size = sizes.get(url);
    if (received.has(url) || size === undefined) return false;
    received.add(url);
    done += size;
    return true;
  };
  const report = () =>
    onBytes({ done, total, downloading: runtime.some((url) => !received.has(url)) });
  add(href("./index.html")); // this page: it is here
  const observer = new PerformanceObserver((list) => {
    let changed = false;
    for (const entry of list.getEntries()) changed = add(entry.name.split("#")[0]) || changed;
    if (changed) report();
  });
  observer.observe({ type: "resource", buffered: true });
  const fromWorker = new BroadcastChannel(DOWNLOADS_CHANNEL);
  fromWorker.onmessage = ({ data }) => {
    if (typeof data === "string" && add(data.split("#")[0])) report();
  };
  report();
  return () => {
    observer.disconnect();
    fromWorker.close();
  };
}

/** The stage line with the bytes: "Downloading the game… 12.3 of 13.9 MB" (the download
 * stage while the runtime's big files are still coming, whatever PyScript reports); once
 * they are in and the stage has moved on, or without a total, the stage alone.
 * @param {string} stageKey @param {Bytes} bytes */
export function bytesLine(stageKey, { done, total, downloading }) {
  const key = downloading ? "shell.stage.download" : stageKey;
  if (!total || (!downloading && key !== "shell.stage.download")) return text(key);
  return text("shell.stage.bytes", { stage: text(key), done: megabytes(done), total: megabytes(total) });
}

// --- the Rules while Balut loads ---------------------------------------------------------

/** @type {HTMLElement | null} the open layer, if any */
let reader = null;
/** @type {Promise<void> | null} the layer being fetched */
let opening = null;
let pythonReady = false;
/** @type {HTMLElement[]} what opening the layer made inert, to restore */
let madeInert = [];
let entry = false; // the layer's history entry is there
let popping = false; // the layer went back off its own entry

const READER_ENTRY = "balut:early-rules"; // the state of the layer's history entry

/** @param {KeyboardEvent} event */
function onKey(event) {
  if (event.key === "Escape") closeRules();
}

addEventListener("popstate", (event) => {
  if (!entry || event.state === READER_ENTRY) return;
  entry = false; // off the layer's entry: the pop is the layer's, not the app's
  event.stopImmediatePropagation();
  if (popping) popping = false;
  else closeRules();
});

/** @param {string} language */
async function rulesData(language) {
  const response = await fetch(`./static/rules/${language}.json`);
  if (!response.ok) throw new Error(`rules ${language}: ${response.status}`);
  return response.json();
}

/** Python is ready: the bar says so and gets a Back of its own, in reach wherever the
 * reader is (the page's Back has scrolled away).
 * @param {HTMLElement} layer */
function sayReady(layer) {
  const part = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (layer.querySelector(selector));
  part("#early-rules-progress").textContent = "";
  part(".early-rules-ready").textContent = text("shell.rules.ready");
  const bar = part(".early-rules-bar");
  if (bar.querySelector("button")) return;
  const back = document.createElement("button");
  back.type = "button";
  back.dataset.action = "back";
  back.textContent = part('.early-rules-content [data-action="back"]').textContent;
  bar.append(back);
}

/** Close the Rules layer (its Back, Escape, or a start-up failure to show). */
export function closeRules() {
  if (!reader) return;
  document.removeEventListener("keydown", onKey);
  for (const element of madeInert) element.inert = false;
  madeInert = [];
  reader.remove();
  reader = null;
  if (entry) {
    popping = true;
    history.back();
  }
  const app = /** @type {HTMLElement} */ (document.getElementById("app"));
  app.hidden = false;
  const offer = document.getElementById("early-rules-open");
  const focus = offer?.isConnected && !offer.hidden ? offer : app.querySelector("#screen-title");
  if (!(focus instanceof HTMLElement)) return;
  focus.focus();
}

/** Open the Rules layer; `stageLine()` is the current progress words.
 * @param {() => string} stageLine */
export function openRules(stageLine) {
  opening ??= showRules(stageLine).finally(() => {
    opening = null;
  });
  return opening;
}

/** @param {() => string} stageLine */
async function showRules(stageLine) {
  if (reader) return;
  const data = await rulesData(document.documentElement.lang);
  if (pythonFailed()) return;
  const layer = document.createElement("div");
  layer.id = "early-rules";
  layer.className = "early-rules";
  const bar = document.createElement("div");
  bar.className = "early-rules-bar";
  const progress = document.createElement("p");
  progress.id = "early-rules-progress";
  progress.className = "early-rules-progress";
  // (The header, with its status line, is inert while the layer is open: this copy is read.)
  progress.textContent = stageLine();
  const status = document.createElement("p");
  status.className = "early-rules-ready";
  status.setAttribute("role", "status");
  bar.append(progress, status);
  const content = document.createElement("div");
  content.className = "early-rules-content";
  content.append(buildTree(data));
  layer.append(bar, content);
  layer.addEventListener("click", (event) => {
    if (/** @type {Element} */ (event.target).closest('[data-action="back"]')) closeRules();
  });
  if (pythonReady) sayReady(layer);
  /** @type {HTMLElement} */ (document.getElementById("app")).hidden = true;
  madeInert = [...document.body.children].filter(
    /** @returns {element is HTMLElement} */ (element) => element instanceof HTMLElement && !element.inert,
  );
  for (const element of madeInert) element.inert = true;
  document.body.append(layer);
  reader = layer;
  document.addEventListener("keydown", onKey);
  if (!pythonReady && !entry) {
    history.pushState(READER_ENTRY, "");
    entry = true;
  }
  layer.querySelector("h1")?.focus();
}

/** The progress words changed: the open layer shows them too.
 * @param {string} line */
export function showProgress(line) {
  const progress = reader?.querySelector("#early-rules-progress");
  if (progress && !pythonReady) progress.textContent = line;
}

/** Python is up and has painted the app underneath: say so, keep the reader's place. */
export function rulesReaderReady() {
  pythonReady = true;
  // The app's first paint put its own entry over the layer's: the app's Back rules now.
  if (entry && history.state !== READER_ENTRY) entry = false;
  if (reader) sayReady(reader);
}

function pythonFailed() {
  return !(/** @type {HTMLElement} */ (document.getElementById("boot-error")).hidden);
}

function hasSavedGame() {
  try {
    return SAVED_GAME_KEYS.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false; // storage blocked: nothing was saved here
  }
}

/** Offer the Rules on a first visit (the button lives in the header's progress block,
 * which goes when Python is ready); not to someone with a game stored.
 * @param {() => string} stageLine */
export function offerRules(stageLine) {
  const offer = document.getElementById("early-rules-open");
  if (!offer || hasSavedGame()) return;
  setTimeout(() => {
    offer.hidden = false;
  }, OFFER_DELAY_MS);
  offer.addEventListener("click", () => {
    openRules(stageLine).catch((error) => {
      console.warn("Rules not available yet:", error);
      offer.hidden = true;
    });
  });
}
