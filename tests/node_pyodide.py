"""Run a Node.js script that loads the vendored Pyodide (node_modules/pyodide), for tests
that check our Python under the browser's interpreter without a browser."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
PYODIDE_DIR = REPO / "node_modules" / "pyodide"


def run_in_node_pyodide(script: str, args: list[str], tmp_path: Path) -> Any:
    """Run `script` (an ES module) as `node script PYODIDE_DIR *args`; it must print one
    JSON value on its last line, which is returned parsed."""
    node = shutil.which("node")
    if node is None or not (PYODIDE_DIR / "pyodide.mjs").is_file():
        pytest.fail("needs node and node_modules/pyodide: run `npm ci` (make test does)")
    path = tmp_path / "in_pyodide.mjs"
    path.write_text(script)
    result = subprocess.run(
        [node, str(path), str(PYODIDE_DIR), *args],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def run_node_module(script: str) -> Any:
    """Run `script` as an ES module under Node; it must print one JSON value on its last
    line, which is returned parsed (for the shell's scripts, tested without a browser)."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is needed to run the shell's scripts")
    result = subprocess.run(
        [node, "--input-type=module", "-e", script],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return json.loads(result.stdout.strip().splitlines()[-1])
