"""Copy the runtime files the browser fetches from node_modules into static/vendor/.

Only what a page load needs is copied (no Node-only files): Pyodide's loader, wasm,
stdlib and lock file, and PyScript's `dist` bundle; plus, beside them, the source maps
their `sourceMappingURL` comments name (`*.map`), which only developer tools fetch
(scripts/build.py leaves them out of the precache, service-worker.js never caches them);
and the packages' own type declarations (`*.d.ts`, `*.d.mts`) beside the scripts they
describe, for TypeScript's checker (tsconfig.json): an import of a vendored script from
static/js resolves to its declarations, so the bundles themselves are never checked. The
page never fetches them; they are neither precached nor published.
Versions come from package-lock.json through `npm ci`; static/vendor/ is git-ignored.

One patch is applied (PATCHES): pyodide.asm.mjs builds a 64 KiB shared
`WebAssembly.Memory` when it is evaluated, for a `syncSleep` that only a stdin read
answering EAGAIN ever calls. Without cross-origin isolation Chromium reports every shared
memory as the deprecation "SharedArrayBuffer will require cross-origin isolation"
(Lighthouse's `deprecations` audit), so the patch builds it on the first such call instead.

A destination is replaced (written aside, then renamed), never written in place: a
vendored file may be a hard link shared with another checkout.
"""

from __future__ import annotations

import os
import re
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
SOURCE_MAP = re.compile(rb"//# sourceMappingURL=([\w.-]+\.map)\s*$")

# (file, pattern, replacement): the shared memory of Pyodide's syncSleep, made lazily.
LAZY_SHARED_MEMORY = (
    "pyodide.asm.mjs",
    re.compile(
        rb"var (\w+)=(new Int32Array\(new WebAssembly\.Memory\(\{shared:!0,initial:1,maximum:1\}"
        rb"\)\.buffer\));function (\w+)\((\w+)\)\{try\{return Atomics\.wait\(\1,0,0,\4\),!0\}"
        rb"catch\{return!1\}\}"
    ),
    rb"var \1;function \3(\4){try{return \1??=\2,Atomics.wait(\1,0,0,\4),!0}catch{return!1}}",
)
PATCHES = (LAZY_SHARED_MEMORY,)


def source_map(source: Path) -> Path | None:
    """The map a vendored script's last line names, when the package ships it."""
    if source.suffix not in (".js", ".mjs"):
        return None
    tail = source.read_bytes()[-300:].splitlines()
    found = SOURCE_MAP.search(tail[-1]) if tail else None
    if not found:
        return None
    candidate = source.parent / found.group(1).decode()
    return candidate if candidate.is_file() else None


def runtime_files() -> list[tuple[Path, Path]]:
    """(source, destination) pairs of every vendored file, source maps included."""
    pairs = [(NODE_MODULES / "pyodide" / name, VENDOR / "pyodide" / name) for name in PYODIDE_FILES]
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    for source in sorted(dist.iterdir()):
        if source.suffix in PYSCRIPT_SUFFIXES and source.stat().st_size > 1:
            # dist/service-worker.js is an empty placeholder (1 byte): skip it.
            pairs.append((source, VENDOR / "pyscript" / source.name))
    maps = []
    for source, destination in pairs:
        found = source_map(source) if source.is_file() else None
        if found:
            maps.append((found, destination.parent / found.name))
    return pairs + maps + declarations()


def declarations() -> list[tuple[Path, Path]]:
    """(source, destination) of the type declarations: Pyodide's for its `.mjs` loader,
    PyScript's `types/` tree over its `dist`."""
    pairs = [(NODE_MODULES / "pyodide" / "pyodide.d.ts", VENDOR / "pyodide" / "pyodide.d.mts")]
    types = NODE_MODULES / "@pyscript" / "core" / "types"
    pairs += [
        (source, VENDOR / "pyscript" / source.relative_to(types))
        for source in sorted(types.rglob("*.d.ts"))
    ]
    return pairs


def patched(name: str, content: bytes) -> bytes:
    """`content` of the vendored file `name` with PATCHES applied (each must match once)."""
    for file, pattern, replacement in PATCHES:
        if file != name:
            continue
        content, count = pattern.subn(replacement, content)
        if count != 1:
            raise SystemExit(f"vendor: patch for {file} matched {count} times: review PATCHES")
    return content


def replace(destination: Path, content: bytes) -> None:
    """Write `destination` as a new file (never through a hard link it may share)."""
    destination.parent.mkdir(parents=True, exist_ok=True)
    aside = destination.with_name(destination.name + ".tmp")
    aside.write_bytes(content)
    os.replace(aside, destination)


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
        content = patched(destination.name, source.read_bytes())
        if destination.is_file() and destination.read_bytes() == content:
            continue
        replace(destination, content)
        copied += 1
    return copied


if __name__ == "__main__":
    count = vendor()
    print(f"vendor: {count} file(s) updated in {VENDOR.relative_to(ROOT)}", file=sys.stderr)
