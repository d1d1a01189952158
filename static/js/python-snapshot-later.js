// @ts-check
/**
 * The Python memory snapshot for the next start, made once the page is up and idle
 * after a normal boot (static/js/python-runtime.js could not restore one): a worker
 * (python-snapshot-worker.js) boots a second Pyodide, imports the app's modules and
 * stores the heap. `<html data-python-snapshot>` is `making` while it runs, then
 * `saved` or `failed` (the start-up benchmark and tests read it).
 *
 * It waits for the player: it starts only after QUIET_MS with no tap or key (a second
 * Pyodide booting beside the app's slowed the first taps of a first visit), and once
 * started it runs to the end (stopping it mid-boot cost the tap that stopped it more
 * than letting it run: bench/first_taps.py). The snapshot only speeds up the next start.
 */
const WORKER = new URL("./python-snapshot-worker.js", import.meta.url);
const html = document.documentElement;
/** No tap or key for this long: the player is reading, or rolling at the table. */
export const QUIET_MS = 3000;
const ACTIVITY = /** @type {const} */ (["pointerdown", "keydown"]);

/** @param {() => void} callback */
function whenIdle(callback) {
  if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: 10_000 });
  else setTimeout(callback, 0);
}

/** @param {boolean} ok @param {unknown} [error] why not */
function snapshotMade(ok, error = "") {
  html.dataset.pythonSnapshot = ok ? "saved" : "failed";
  if (!ok) console.warn("No Python snapshot for the next start:", error);
}

function makeSnapshot() {
  let worker;
  try {
    worker = new Worker(WORKER, { type: "module" });
  } catch (error) {
    snapshotMade(false, error); // no module workers in this browser
    return;
  }
  html.dataset.pythonSnapshot = "making";
  worker.onmessage = ({ data }) => {
    worker.terminate();
    snapshotMade(data.ok, data.error);
  };
  worker.onerror = (event) => {
    worker.terminate();
    snapshotMade(false, event.message);
  };
}

/** After a boot without the snapshot (`reason`: why not), make one once the player has
 * been quiet for QUIET_MS.
 * @param {string | undefined} reason */
export function makeSnapshotLater(reason) {
  if (reason === "unavailable") return; // nowhere to keep one
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let quiet;
  let wait = 0; // the quiet stretch waited for (a tap starts another)
  function waitForQuiet() {
    clearTimeout(quiet);
    const mine = ++wait;
    quiet = setTimeout(() => whenIdle(() => mine === wait && start()), QUIET_MS);
  }
  function start() {
    for (const type of ACTIVITY) removeEventListener(type, waitForQuiet, true);
    makeSnapshot();
  }
  for (const type of ACTIVITY) {
    addEventListener(type, waitForQuiet, { capture: true, passive: true });
  }
  waitForQuiet();
}
