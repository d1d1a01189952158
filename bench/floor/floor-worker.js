// The floor's Pyodide in a module worker (floor.js, `<html data-floor="worker">`).
import { loadPyodide } from "./static/vendor/pyodide/pyodide.mjs";

const pyodide = await loadPyodide({ indexURL: new URL("./static/vendor/pyodide/", import.meta.url).href });
pyodide.runPython("import sys");
postMessage("ready");
