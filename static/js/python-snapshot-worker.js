// @ts-check
/**
 * Makes the Python memory snapshot off the page's thread: boots the vendored Pyodide
 * with `_makeSnapshot`, imports every module of the build's plan (the stdlib the app
 * uses and each balut module that never touches the browser, scripts/build.py), and
 * stores the heap (python-snapshot.js). The page starts it when idle after a normal
 * boot; it answers one message: `{ok: true, bytes}` or `{ok: false, error}`.
 */
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
import { SNAPSHOT_PLAN } from "./python-snapshot-plan.js";
import { MAX_SNAPSHOT_BYTES, writeSnapshot } from "./python-snapshot.js";

const PYODIDE = new URL("../vendor/pyodide/", import.meta.url).href;
// The same archive pyscript.toml unpacks into Pyodide's working directory.
const BUNDLE = new URL("../balut.zip", import.meta.url);

async function makeSnapshot() {
  const pyodide = await loadPyodide({ indexURL: PYODIDE, _makeSnapshot: true });
  const bundle = await fetch(BUNDLE);
  if (!bundle.ok) throw new Error(`${BUNDLE} answered ${bundle.status}`);
  // Unzipped and imported by Python alone: a JavaScript object handed to Python now
  // would be a reference the snapshot cannot carry to the page.
  pyodide.FS.writeFile("/tmp/balut.zip", new Uint8Array(await bundle.arrayBuffer()));
  pyodide.runPython(
    "import importlib, zipfile\n" +
      "with zipfile.ZipFile('/tmp/balut.zip') as bundle:\n" +
      "    bundle.extractall()\n" +
      // A JSON list of strings is a Python literal. A module the runtime lacks is left out.
      `for name in ${JSON.stringify(SNAPSHOT_PLAN.modules)}:\n` +
      "    try:\n" +
      "        importlib.import_module(name)\n" +
      "    except ImportError:\n" +
      "        pass\n" +
      // Leave __main__ as a normal start has it: the app's main.py runs there.
      "del importlib, zipfile, bundle, name\n",
  );
  const bytes = pyodide.makeMemorySnapshot();
  if (bytes.length > MAX_SNAPSHOT_BYTES) {
    throw new Error(`snapshot of ${bytes.length} bytes outgrows Pyodide's default heap`);
  }
  await writeSnapshot(/** @type {Uint8Array} */ (bytes));
  return bytes.length;
}

makeSnapshot().then(
  (bytes) => postMessage({ ok: true, bytes }),
  (error) => postMessage({ ok: false, error: String(error?.stack || error) }),
);
