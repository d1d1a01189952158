"""Run a Python script in Pyodide under Node (the browser's interpreter, vendored in
node_modules/pyodide), with the ``balut`` package (and ``tests/histories.py``) copied in;
the script's last printed line is its answer."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

NODE_SCRIPT = r"""
import { readFileSync, readdirSync, statSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [pyodideDir, root] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const lines = [];
const py = await loadPyodide({ indexURL: pyodideDir + "/", stdout: (l) => lines.push(l) });
function copy(dir) {
  py.FS.mkdirTree("/home/pyodide/" + dir);
  for (const name of readdirSync(root + "/" + dir)) {
    const path = dir + "/" + name;
    if (statSync(root + "/" + path).isDirectory()) {
      if (name !== "__pycache__") copy(path);
    } else if (name.endsWith(".py")) {
      py.FS.writeFile("/home/pyodide/" + path, readFileSync(root + "/" + path, "utf8"));
    }
  }
}
copy("balut");
py.FS.mkdirTree("/home/pyodide/tests");
py.FS.writeFile("/home/pyodide/tests/__init__.py", "");
const histories = "tests/histories.py";
py.FS.writeFile("/home/pyodide/" + histories, readFileSync(root + "/" + histories, "utf8"));
py.pyimport("sys").argv = py.toPy(["script", ...process.argv.slice(4)]);
py.runPython(readFileSync(0, "utf8"));
console.log(lines[lines.length - 1]);
"""

# A dict-backed localStorage (`Local`) for scripts that run in CPython and in Pyodide.
LOCAL_STORAGE = """
class Local(dict):
    def getItem(self, key): return self.get(key)
    def setItem(self, key, value): self[key] = value
    def removeItem(self, key): self.pop(key, None)
    def key(self, i): return list(self)[i]
    @property
    def length(self): return len(self)
"""


def run_in_pyodide(script: str, *args: str) -> str:
    """The last line `script` prints in Pyodide (``sys.argv[1:]`` are `args`)."""
    with tempfile.TemporaryDirectory() as tmp:
        loader = Path(tmp) / "run.mjs"
        loader.write_text(NODE_SCRIPT)
        result = subprocess.run(
            ["node", str(loader), str(ROOT / "node_modules" / "pyodide"), str(ROOT), *args],
            input=script,
            capture_output=True,
            text=True,
            check=True,
        )
    return result.stdout.strip().splitlines()[-1]


def run_in_cpython(script: str, *args: str) -> str:
    """The last line `script` prints here, run as `run_in_pyodide` runs it there."""
    lines: list[str] = []
    argv = sys.argv
    sys.argv = ["measure", *args]
    try:
        exec(script, {"print": lines.append})  # our own script, the one Pyodide runs
    finally:
        sys.argv = argv
    return lines[-1]
