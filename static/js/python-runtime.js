/**
 * The `interpreter` module PyScript loads (pyscript.toml): Pyodide, started from the
 * memory snapshot when this build has one, else booted normally.
 *
 * - Snapshot boot: the heap saved by python-snapshot-worker.js is restored instead of
 *   initialising Python and importing the app's modules again (about 10x faster). A
 *   snapshot freezes `random`'s state, so it is reseeded from the system source at once.
 *   If the restore fails the snapshot is dropped and Python boots normally.
 * - Normal boot: once the page is up and idle, a worker makes the snapshot for next time.
 *
 * `<html data-python="snapshot|fresh">` says which boot ran; `data-python-snapshot` is
 * `saved` or `failed` when this visit made one (start-up benchmark and tests read them).
 */
import { loadPyodide as bootPyodide, version } from "../vendor/pyodide/pyodide.mjs";
import { dropSnapshot, readSnapshot } from "./python-snapshot.js";

export { version };

const PYODIDE = new URL("../vendor/pyodide/", import.meta.url).href;
const WORKER = new URL("./python-snapshot-worker.js", import.meta.url);
const html = document.documentElement;

async function restore(options, bytes) {
  const pyodide = await bootPyodide({ ...options, indexURL: PYODIDE, _loadSnapshot: bytes });
  pyodide.runPython("import random\nrandom.seed()");
  return pyodide;
}

function whenIdle(callback) {
  if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: 10_000 });
  else setTimeout(callback, 3_000);
}

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

function makeSnapshotLater() {
  addEventListener("py:all-done", () => whenIdle(makeSnapshot), { once: true });
}

async function startPython(options) {
  const { bytes, reason } = await readSnapshot();
  if (bytes) {
    try {
      const pyodide = await restore(options, bytes);
      html.dataset.python = "snapshot";
      return pyodide;
    } catch (error) {
      console.warn("The Python snapshot did not restore; starting normally:", error);
      await dropSnapshot();
    }
  } else if (reason !== "missing") {
    console.info(`Python snapshot ${reason}; starting normally`);
  }
  const pyodide = await bootPyodide({ ...options, indexURL: PYODIDE });
  html.dataset.python = "fresh";
  if (reason !== "unavailable") makeSnapshotLater(); // nowhere to keep one otherwise
  return pyodide;
}

export async function loadPyodide(options = {}) {
  // The app reads its saves first thing: they are brought up to date with their journal
  // (save-journal.js, started by boot.js) while Python starts.
  const [pyodide] = await Promise.all([startPython(options), window.balutSavesReady]);
  return pyodide;
}
