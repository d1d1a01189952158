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

async function restore(options, bytes) {
  const pyodide = await bootPyodide({ ...options, indexURL: PYODIDE, _loadSnapshot: bytes });
  pyodide.runPython("import random\nrandom.seed()");
  return pyodide;
}

export async function loadPyodide(options = {}) {
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
