// @ts-check
/**
 * Start-up shell: shows which stage the boot is in, turns any start-up failure into a
 * readable message with a Retry button, and registers the service worker once the app
 * is up (`balut:ready`, from screen.js) so it does not compete with the runtime downloads.
 *
 * The page's half of the app (static/js/screen.js, for Python's frames) uses it through
 * `window.balutBoot`:
 *   stage(key)              show the current stage (a `shell.stage.*` catalog key)
 *   ready()                 remove the progress bar (Python then sets html[data-ready])
 *   fail(message, details)  show the start-up error panel (the technical message and
 *                           details go under "Technical details")
 *   stopped(message, details)  the same panel once the app ran: it broke (Retry reloads)
 *   keepScreenAwake(on), vibrate(pattern)   the device at the table (device.js)
 *   share(title, text, url)  Share result (share.js); the outcome comes back as a
 *                           `balut:shared` event whose detail is "shared", "copied", ...
 *   saveFile(name, type, text), sharePicture(json)  a backup, a result picture (files.js):
 *                           the outcome comes back as `balut:file` ("shared", "saved", ...)
 *   readFile(input, maxChars)  the file chosen in `input`: its text comes back as
 *                           `balut:file-read` (detail null: too big or unreadable)
 *   persistStorage()        ask the browser to keep this site's data
 *
 * and saves through `window.balutSaves` (save-journal.js: localStorage, journaled).
 */
import { afterJournal, holdsStatus } from "./saved-screen.js"; // (painted when it loaded)
import { keepScreenAwake, vibrate } from "./device.js";
import { registerServiceWorker } from "./service-worker-client.js";
import { shareResult } from "./share.js";
import { drawPicture, readFile, saveFile } from "./files.js";
import { offerInstall, showInstallHintOnIOS } from "./install-hint.js";
import { reconcile, saves } from "./save-journal.js";
import { text, translateShell } from "./shell-i18n.js";
import {
  bytesLine,
  closeRules,
  countDownload,
  isFirstVisit,
  offerRules,
  rulesReaderReady,
  showProgress,
} from "./first-visit.js";

translateShell();
offerInstall();

// What a killed browser lost from localStorage comes back from the journal before Python
// reads a save (python-runtime.js waits for it); the app then saves through `balutSaves`.
window.balutSaves = saves;
window.balutSavesReady = reconcile();
window.balutSavesReady.then(afterJournal);

const fileOutcome = (/** @type {string} */ outcome) =>
  dispatchEvent(new CustomEvent("balut:file", { detail: outcome }));

/** An element of index.html's shell. */
const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const progress = byId("boot-progress");
const progressBar = /** @type {HTMLProgressElement} */ (byId("boot-progress-bar"));
const stageText = byId("boot-stage");
const errorPanel = byId("boot-error");

let settled = false;
let stageKey = "shell.stage.download";
/** @type {import("./first-visit.js").Bytes | null} a first visit: the bytes so far */
let download = null;
/** @type {Promise<(() => void) | void> | null} a first visit: the function that stops the count */
let stopCounting = null;

function stageLine() {
  return download ? bytesLine(stageKey, download) : text(stageKey);
}

/** @param {string} key @param {number} [percent] */
function stage(key, percent) {
  if (settled) return;
  stageKey = key;
  if (!holdsStatus()) stageText.textContent = stageLine(); // (else "Starting…" or a queued tap)
  showProgress(stageLine());
  // A first visit's bar shows the bytes (startFirstVisit); the stages only move the words.
  if (percent !== undefined && !download?.total) progressBar.value = Math.max(progressBar.value, percent);
}

/** A first visit: the bar and the stage line count the bytes, and the Rules are offered. */
function startFirstVisit() {
  offerRules(stageLine);
  stopCounting = countDownload((bytes) => {
    download = bytes;
    if (settled) return;
    // Up to 95: the last step, Python starting, has no bytes to count.
    if (bytes.total) {
      progressBar.value = Math.max(progressBar.value, Math.round((95 * bytes.done) / bytes.total));
    }
    // The runtime is in: Python starts (in its worker, which reports no steps of its own).
    if (!bytes.downloading && stageKey === "shell.stage.download") stageKey = "shell.stage.python";
    stage(stageKey);
  }).catch((error) => console.warn("No download progress:", error));
}

/** The start is over (ready or failed): stop counting the bytes. */
function stopDownloadCount() {
  stopCounting?.then((stop) => /** @type {(() => void) | undefined} */ (stop)?.());
}

if (isFirstVisit()) startFirstVisit();

function ready() {
  settled = true;
  stopDownloadCount();
  rulesReaderReady();
  progress.remove();
  showInstallHintOnIOS();
}

/** @param {string} message @param {string} [details] */
function fail(message, details = "") {
  if (settled) return;
  settled = true;
  stopDownloadCount();
  showError("shell.error.title", "shell.error.message", message, details);
}

/** The app ran and then broke (a frame the page could not apply, a worker that died):
 * the same panel, saying so; Retry reloads (every save was made with its frame).
 * @param {string} message @param {string} [details] */
function stopped(message, details = "") {
  if (!errorPanel.hidden) return;
  console.error(`${message}\n${details}`);
  showError("shell.error.stopped_title", "shell.error.stopped", message, details);
}

/** @param {string} titleKey @param {string} messageKey @param {string} message @param {string} details */
function showError(titleKey, messageKey, message, details) {
  // A start from the Python snapshot that then failed: the next one (Retry) boots
  // Python normally, so a bad snapshot can never fail every start. (Imported here, not
  // up top: this panel must show even when the snapshot's modules cannot load.)
  if (document.documentElement.dataset.python === "snapshot") {
    import("./python-snapshot.js").then(({ dropSnapshot }) => dropSnapshot(), () => {});
  }
  closeRules();
  progress.remove();
  // The player reads a sentence in their language; the cause is for whoever helps them.
  const title = byId("boot-error-title");
  title.dataset.i18n = titleKey;
  title.textContent = text(titleKey);
  byId("boot-error-message").textContent = text(messageKey);
  byId("boot-error-details").textContent =
    details && details !== message ? `${message}\n\n${details}` : message;
  errorPanel.hidden = false;
  byId("boot-retry").focus();
}

/** @param {unknown} reason @returns {[string, string]} */
function describe(reason) {
  if (reason instanceof Error) return [reason.message, reason.stack || reason.message];
  return [String(reason), String(reason)];
}

addEventListener("error", (event) => fail(...describe(event.error ?? event.message)));
addEventListener("unhandledrejection", (event) => {
  // A browser without IndexedDB (some private modes; `indexedDB` missing, undefined or
  // null) runs the app all the same, crash protection off (Home says so): only
  // PyScript's file store, which the app does not use, fails then, as it loads.
  const noDatabase = typeof indexedDB === "undefined" || indexedDB === null;
  const { reason } = event;
  if (noDatabase && (reason instanceof ReferenceError || reason instanceof TypeError)) {
    event.preventDefault();
    console.warn("No IndexedDB:", reason.message);
    return;
  }
  fail(...describe(event.reason));
});
addEventListener(
  "balut:ready",
  () => {
    // Offline or on a host without HTTPS the app still works, just not installed offline.
    registerServiceWorker().catch((error) => console.warn("No offline support:", error));
  },
  { once: true },
);
byId("boot-retry").addEventListener("click", () => location.reload());
byId("boot-fresh").addEventListener("click", () => {
  import("./start-fresh.js").then(
    ({ startFresh }) => startFresh(),
    () => {
      byId("boot-error-message").textContent = text("shell.error.fresh_failed");
    },
  );
});

const balutBoot = {
  stage: (/** @type {string} */ key) => stage(key, 90),
  ready,
  fail,
  stopped,
  translateShell,
  keepScreenAwake,
  vibrate,
  share: (/** @type {string} */ title, /** @type {string} */ text, /** @type {string} */ url) =>
    shareResult(title, text, url).then((outcome) =>
      dispatchEvent(new CustomEvent("balut:shared", { detail: outcome })),
    ),
  saveFile: (/** @type {string} */ name, /** @type {string} */ type, /** @type {string} */ text) => saveFile(new File([text], name, { type })).then(fileOutcome),
  sharePicture: (/** @type {string} */ json) => {
    const picture = JSON.parse(json);
    drawPicture(picture)
      .then((blob) => saveFile(new File([blob], picture.name, { type: "image/png" })))
      .then(fileOutcome, () => fileOutcome("failed"));
  },
  readFile: (/** @type {HTMLInputElement} */ input, /** @type {number} */ maxChars) => {
    const file = input.files?.[0];
    input.value = ""; // the same file may be chosen again
    if (!file) return;
    const done = (/** @type {string | null} */ text) => dispatchEvent(new CustomEvent("balut:file-read", { detail: text }));
    readFile(file, maxChars).then(done, () => done(null));
  },
  persistStorage: () => navigator.storage?.persist?.().catch(() => false),
};
/** @typedef {typeof balutBoot & {checkForUpdate?: () => Promise<unknown>}} Boot */
window.balutBoot = balutBoot;
