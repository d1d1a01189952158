/**
 * A first visit (no service worker controls the page yet, so everything comes from the
 * network): the start-up progress counts the bytes that have arrived, and the Rules can be
 * read while the runtime downloads.
 *
 * Bytes: scripts/build.py writes every precached file's size and their total (`bytes`,
 * what a first visit downloads: the page's own start and then the service worker's
 * precache) into precache-manifest.js; this module loads it and adds a file's size each
 * time the page has received it whole (a `resource` PerformanceObserver entry, buffered,
 * so what arrived before this script counts too). Sizes are the files' own, so a host
 * that compresses them shows the same count.
 *
 * Rules: scripts/build.py renders the app's Rules screen per language as data
 * (`balut.web.vdom.to_data`) into static/rules/<lang>.json; "Read the rules while Balut
 * loads" paints it with tree.js `buildTree` in a layer of its own over the page (its own
 * scroll, outside `<main id="app">`), so when Python is ready and paints the app
 * underneath, the reader keeps their place: the layer only says the game is ready, and
 * its Back (or Escape) goes to the app.
 */
import { buildTree } from "./tree.js";
import { text } from "./shell-i18n.js";

const MANIFEST_URL = "./precache-manifest.js";
// The offer waits this long: a start that is quick anyway shows no button that vanishes.
const OFFER_DELAY_MS = 1000;
// A stored game means someone has played here before (storage.py's keys).
const SAVED_GAME_KEYS = ["balut:game", "balut:match"];

/** True when this visit fetches everything from the network (no service worker yet). */
export function isFirstVisit() {
  return !navigator.serviceWorker?.controller;
}

function loadManifest() {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = MANIFEST_URL;
    script.onload = () => {
      script.remove();
      resolve(globalThis.BALUT_PRECACHE);
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${MANIFEST_URL} did not load`));
    };
    document.head.append(script);
  });
}

/** Megabytes with one decimal, in the page's language ("12.3", "12,3"). */
export function megabytes(bytes, language = document.documentElement.lang) {
  const format = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return format.format(Math.floor(bytes / 1e5) / 10);
}

/**
 * Count the bytes of the precached files as they arrive; `onBytes({done, total})` after
 * each. Returns a function that stops counting.
 */
export async function countDownload(onBytes) {
  const manifest = await loadManifest();
  const sizes = new Map(manifest.entries.map(({ url, size }) => [new URL(url, document.baseURI).href, size]));
  const received = new Set();
  const total = manifest.bytes;
  let done = 0;
  const add = (url) => {
    if (received.has(url) || !sizes.has(url)) return false;
    received.add(url);
    done += sizes.get(url);
    return true;
  };
  add(new URL("./index.html", document.baseURI).href); // this page: it is here
  const observer = new PerformanceObserver((list) => {
    let changed = false;
    for (const entry of list.getEntries()) changed = add(entry.name.split("#")[0]) || changed;
    if (changed) onBytes({ done, total });
  });
  observer.observe({ type: "resource", buffered: true });
  onBytes({ done, total });
  return () => observer.disconnect();
}

/** The stage line with the bytes: "Downloading runtime… 12.3 of 13.9 MB". */
export function bytesLine(stage, { done, total }) {
  return text("shell.stage.bytes", { stage, done: megabytes(done), total: megabytes(total) });
}

// --- the Rules while Balut loads ---------------------------------------------------------

let reader = null; // the open layer, if any
let opening = null; // the layer being fetched
let pythonReady = false;

async function rulesData(language) {
  const response = await fetch(`./static/rules/${language}.json`);
  if (!response.ok) throw new Error(`rules ${language}: ${response.status}`);
  return response.json();
}

function readyWords() {
  return text("shell.rules.ready");
}

/** Close the Rules layer (its Back, Escape, or a start-up failure to show). */
export function closeRules() {
  if (!reader) return;
  reader.remove();
  reader = null;
  const app = document.getElementById("app");
  app.hidden = false;
  const offer = document.getElementById("early-rules-open");
  const focus = offer?.isConnected && !offer.hidden ? offer : app.querySelector("#screen-title");
  focus?.focus();
}

/** Open the Rules layer; `stageLine()` is the current progress words. */
export function openRules(stageLine) {
  opening ??= showRules(stageLine).finally(() => {
    opening = null;
  });
  return opening;
}

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
  // The header's status line announces the progress; this copy is for the eyes.
  progress.setAttribute("aria-hidden", "true");
  progress.textContent = pythonReady ? "" : stageLine();
  const status = document.createElement("p");
  status.className = "early-rules-ready";
  status.setAttribute("role", "status");
  status.textContent = pythonReady ? readyWords() : "";
  bar.append(progress, status);
  const content = document.createElement("div");
  content.className = "early-rules-content";
  content.append(buildTree(data));
  layer.append(bar, content);
  layer.addEventListener("click", (event) => {
    if (event.target.closest('[data-action="back"]')) closeRules();
  });
  layer.addEventListener("keydown", (event) => {
    if (event.key === "Escape") closeRules();
  });
  document.getElementById("app").hidden = true;
  document.body.append(layer);
  reader = layer;
  layer.querySelector("h1")?.focus();
}

/** The progress words changed: the open layer shows them too. */
export function showProgress(line) {
  const progress = reader?.querySelector("#early-rules-progress");
  if (progress && !pythonReady) progress.textContent = line;
}

/** Python is up and has painted the app underneath: say so, keep the reader's place. */
export function rulesReaderReady() {
  pythonReady = true;
  if (!reader) return;
  reader.querySelector("#early-rules-progress").textContent = "";
  reader.querySelector(".early-rules-ready").textContent = readyWords();
}

function pythonFailed() {
  return !document.getElementById("boot-error").hidden;
}

function hasSavedGame() {
  try {
    return SAVED_GAME_KEYS.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false; // storage blocked: nothing was saved here
  }
}

/** Offer the Rules on a first visit (the button lives in the header's progress block,
 * which goes when Python is ready); not to someone with a game stored. */
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
