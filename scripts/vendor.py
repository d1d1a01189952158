"""Copy the runtime files the browser fetches from node_modules into static/vendor/.

Only what a page load needs is copied (no source maps, no Node-only files):
Pyodide's loader, wasm, stdlib and lock file, and PyScript's `dist` bundle.
Versions come from package-lock.json through `npm ci`; static/vendor/ is git-ignored.
"""

from __future__ import annotations

import filecmp
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "static" / "vendor"

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
PYSCRIPT_SUFFIXES = (".js", ".css")


def runtime_files() -> list[tuple[Path, Path]]:
    """(source, destination) pairs of every vendored file."""
    pairs = [(NODE_MODULES / "pyodide" / name, VENDOR / "pyodide" / name) for name in PYODIDE_FILES]
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    for source in sorted(dist.iterdir()):
        if source.suffix in PYSCRIPT_SUFFIXES and source.stat().st_size > 1:
            # dist/service-worker.js is an empty placeholder (1 byte): skip it.
            pairs.append((source, VENDOR / "pyscript" / source.name))
    return pairs


def vendor() -> int:
    """Mirror the runtime files into static/vendor/; return how many were (re)copied."""
    pairs = runtime_files()
    missing = [str(source) for source, _ in pairs if not source.is_file()]
    if missing:
        raise SystemExit(f"missing {missing}: run `npm ci` first")
    wanted = {destination for _, destination in pairs}
    for stale in VENDOR.rglob("*"):
        if stale.is_file() and stale not in wanted:
            stale.unlink()
    copied = 0
    for source, destination in pairs:
        if destination.is_file() and filecmp.cmp(source, destination, shallow=False):
            continue
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, destination)
        copied += 1
    return copied


if __name__ == "__main__":
    count = vendor()
    print(f"vendor: {count} file(s) updated in {VENDOR.relative_to(ROOT)}", file=sys.stderr)
