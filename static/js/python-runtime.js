// @ts-check
/**
 * The `interpreter` module PyScript loads (pyscript.toml), in the web worker the app's
 * Python runs in (static/js/screen.js starts it): Pyodide, started from the memory
 * snapshot when this build has one, else booted normally.
 *
 * - Snapshot boot: the heap saved by python-snapshot-worker.js is restored instead of
 *   initialising Python and importing the app's modules again (about 10x faster). A
 *   snapshot freezes `random`'s state, so it is reseeded from the system source at once.
 *   If the restore fails the snapshot is dropped and Python boots normally.
 * - Normal boot: the page makes the snapshot for next time once it is idle
 *   (python-snapshot-later.js; a worker has no idle callback and no page to watch).
 *
 * Which boot ran is left in `globalThis.balutPython` = `{boot: "snapshot"|"fresh",
 * reason}` (reason: why there was no snapshot: "missing", "stale", ..., "failed" when
 * one did not restore); balut/web/main.py hands it to the page with the first frame.
 * Nothing here touches `window` or `document`: there are none in a worker.
 */
import { loadPyodide as bootPyodide, version } from "../vendor/pyodide/pyodide.mjs";
import { dropSnapshot, readSnapshot } from "./python-snapshot.js";

export { version };

const PYODIDE = new URL("../vendor/pyodide/", import.meta.url).href;
const DOWNLOADS_CHANNEL = "balut:downloads"; // first-visit.js DOWNLOADS_CHANNEL

// PyScript runs `import pyscript` before our main.py: its whole Python package (context,
// display, web, fetch, storage, websocket, ... 32 KB of source compiled at every start)
// costs ~0.4 s of the worker's start at 1x, for the one name main.py uses, `sync`, which
// needs no SharedArrayBuffer. So `pyscript` is a module giving just that, in place before
// PyScript's import, which then finds it in sys.modules (the package's files are still
// written, unused). Nothing in balut imports `pyscript` but main.py.
const PYSCRIPT_SYNC_ONLY = `
import sys, types
def _only_sync(name):
    if name == "sync":
        import polyscript  # (registered by PyScript once the worker is up)
        return polyscript.xworker.sync
    raise AttributeError(f"pyscript.{name}: only pyscript.sync in Balut's worker")
sys.modules["pyscript"] = types.ModuleType("pyscript")
sys.modules["pyscript"].__getattr__ = _only_sync
del sys, types, _only_sync
`;

/** @typedef {Parameters<typeof bootPyodide>[0]} PyodideOptions */

/** @param {PyodideOptions} options @param {Uint8Array} bytes */
async function restore(options, bytes) {
  const pyodide = await bootPyodide({ ...options, indexURL: PYODIDE, _loadSnapshot: bytes });
  pyodide.runPython("import random\nrandom.seed()");
  return pyodide;
}

// A first visit's progress bar (first-visit.js, on the page) counts the files this worker
// downloads: the page's own resource timeline does not see a worker's.
// (Best effort: a browser without either API starts all the same, without the count.)
function reportDownloads() {
  try {
    const channel = new BroadcastChannel(DOWNLOADS_CHANNEL);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) channel.postMessage(entry.name);
    }).observe({ type: "resource", buffered: true });
  } catch (error) {
    console.info("No download progress from the worker:", error);
  }
}

/** PyScript's `loadPyodide` for the worker: from the snapshot when there is one.
 * @param {PyodideOptions} [options] */
export async function loadPyodide(options = {}) {
  reportDownloads();
  const pyodide = await bootEitherWay(options);
  pyodide.runPython(PYSCRIPT_SYNC_ONLY);
  return pyodide;
}

/** @param {PyodideOptions} options */
async function bootEitherWay(options) {
  const { bytes, reason } = await readSnapshot();
  if (bytes) {
    try {
      const pyodide = await restore(options, bytes);
      globalThis.balutPython = { boot: "snapshot", reason: "" };
      return pyodide;
    } catch (error) {
      console.warn("The Python snapshot did not restore; starting normally:", error);
      await dropSnapshot();
    }
  } else if (reason !== "missing") {
    console.info(`Python snapshot ${reason}; starting normally`);
  }
  const pyodide = await bootPyodide({ ...options, indexURL: PYODIDE });
  globalThis.balutPython = { boot: "fresh", reason: bytes ? "failed" : reason };
  return pyodide;
}
