// @ts-check
/**
 * The Python memory snapshot for the next start, made once the page is up and idle
 * after a normal boot (static/js/python-runtime.js could not restore one): a worker
 * (python-snapshot-worker.js) boots a second Pyodide, imports the app's modules and
 * stores the heap. `<html data-python-snapshot>` becomes `saved` or `failed` (the
 * start-up benchmark and tests read it).
 */
const WORKER = new URL("./python-snapshot-worker.js", import.meta.url);
const html = document.documentElement;

/** @param {() => void} callback */
function whenIdle(callback) {
  if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: 10_000 });
  else setTimeout(callback, 3_000);
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
  worker.onmessage = ({ data }) => {
    worker.terminate();
    snapshotMade(data.ok, data.error);
  };
  worker.onerror = (event) => {
    worker.terminate();
    snapshotMade(false, event.message);
  };
}

/** After a boot without the snapshot (`reason`: why not), make one when idle.
 * @param {string | undefined} reason */
export function makeSnapshotLater(reason) {
  if (reason !== "unavailable") whenIdle(makeSnapshot); // nowhere to keep one otherwise
}
