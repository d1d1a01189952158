"""Generate what the static site needs from the source tree.

1. static/balut.zip (git-ignored): every balut/**/*.py in one archive, which pyscript.toml
   unpacks into the Pyodide filesystem (one request instead of one per module), so a
   new module is there (and in the precache) without anyone editing the config.
2. static/js/strings.js (git-ignored): the shell's words (`shell.*` keys) in every
   language, from the catalogs in balut/web/locales, for the scripts that run before Python;
   and the manifest's localized name and description (static/manifest.webmanifest, committed).
3. static/js/python-snapshot-plan.js (git-ignored): what the Python memory snapshot holds
   (every balut module that never imports the browser, and the stdlib the others import)
   and its key, a hash of those sources and of the Pyodide runtime files.
4. precache-manifest.js (git-ignored): `{url, revision, size}` for every file a cold load
   fetches, revision = content hash, plus a version hash that names the service
   worker's cache and the total bytes a start downloads (the first visit's progress).
5. static/rules/<lang>.json (git-ignored, precached): the app's Rules screen in every
   language as data (`balut.web.vdom.to_data`), which a first visit's shell paints while
   the runtime downloads (static/js/first-visit.js).
6. static/js/contract.js (git-ignored): the protocol between the page and Python
   (balut/web/protocol.py): its names, numbers and lists of names as constants, its
   messages as JSDoc typedefs for TypeScript's checker.
7. With `--site DIR`: a publishable copy of the site (the precache files plus the
   service worker) in DIR, to upload to any static host.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import io
import json
import re
import shutil
import sys
import types
import typing
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON_BUNDLE = ROOT / "static" / "balut.zip"
MANIFEST = ROOT / "precache-manifest.js"
SERVICE_WORKER = ROOT / "service-worker.js"
SHELL_STRINGS = ROOT / "static" / "js" / "strings.js"
CONTRACT = ROOT / "static" / "js" / "contract.js"
SNAPSHOT_PLAN = ROOT / "static" / "js" / "python-snapshot-plan.js"
SNAPSHOT_WORKER = ROOT / "static" / "js" / "python-snapshot-worker.js"
# Modules bound to the page: whatever imports them cannot be snapshotted. (Pyodide's own
# `pyodide` package is imported while Python boots, so it is in every snapshot already.)
BROWSER_MODULES = frozenset({"js", "pyscript"})
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
WEB_MANIFEST = ROOT / "static" / "manifest.webmanifest"
EARLY_RULES = ROOT / "static" / "rules"

# PyScript chunks every start-up fetches: the core, its TOML parser and the six plugin
# chunks (PyScript loads them for its `mpy` type even when pyscript.toml disables them
# for `py`). File names carry a content hash, so match on the stem before it. The
# unused editor/terminal bundles (codemirror*, xterm*) are vendored but not precached.
PYSCRIPT_STARTUP_CHUNKS = (
    "core",
    "toml",
    "deprecations-manager",
    "donkey",
    "error",
    "py-editor",
    "py-game",
    "py-terminal",
)

# index.html's <script type="py"> fetches the entry module by URL (it is in the bundle too).
SHELL_FILES = ("index.html", "pyscript.toml", "balut/web/main.py")
SHELL_GLOBS = (
    "static/css/*.css",
    "static/js/*.js",
    "static/icons/*",
    "static/*.webmanifest",
    "static/rules/*.json",
)
# Precached, but a start never fetches them: the Rules a first visit reads on request, the
# module a failed start loads for "Start fresh". Not in the first visit's total (`bytes`).
ON_DEMAND_GLOBS = ("static/rules/*.json", "static/js/start-fresh.js")


def python_sources(root: Path = ROOT) -> list[str]:
    """Every module of the balut package, as site-relative POSIX paths."""
    return sorted(
        path.relative_to(root).as_posix()
        for path in (root / "balut").rglob("*.py")
        if "__pycache__" not in path.parts
    )


def python_bundle(root: Path = ROOT) -> bytes:
    """The balut package as a zip, byte for byte the same for the same sources."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as bundle:
        for source in python_sources(root):
            entry = zipfile.ZipInfo(source, date_time=(1980, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            bundle.writestr(entry, (root / source).read_bytes())
    return buffer.getvalue()


def write_python_bundle(root: Path = ROOT) -> None:
    path = root / PYTHON_BUNDLE.relative_to(ROOT)
    bundle = python_bundle(root)
    if not path.is_file() or path.read_bytes() != bundle:
        path.write_bytes(bundle)


def is_declaration(name: str) -> bool:
    """A type declaration scripts/vendor.py puts beside a vendored script."""
    return name.endswith((".d.ts", ".d.mts"))


def is_startup_chunk(name: str) -> bool:
    stem = name.rsplit(".", 1)[0]
    return re.sub(r"-[A-Za-z0-9_-]{8}$", "", stem) in PYSCRIPT_STARTUP_CHUNKS


def precache_files(root: Path = ROOT) -> list[str]:
    """Site-relative paths of every file a cold load fetches."""
    vendor = root / "static" / "vendor"
    if not (vendor / "pyodide").is_dir():
        raise SystemExit("static/vendor/ is missing: run `python scripts/vendor.py` (make does)")
    files = set(SHELL_FILES) | {PYTHON_BUNDLE.relative_to(ROOT).as_posix()}
    for pattern in SHELL_GLOBS:
        files |= {path.relative_to(root).as_posix() for path in root.glob(pattern)}
    files |= {
        path.relative_to(root).as_posix()
        for path in (vendor / "pyodide").iterdir()
        # source maps are for developer tools only, type declarations for the checker
        if path.suffix != ".map" and not is_declaration(path.name)
    }
    files |= {
        path.relative_to(root).as_posix()
        for path in (vendor / "pyscript").iterdir()
        if path.suffix == ".js" and is_startup_chunk(path.name)
    }
    return sorted(files)


def source_maps(root: Path = ROOT) -> list[str]:
    """Site-relative paths of the vendored source maps: published beside their scripts
    for developer tools, never precached (a player never needs them)."""
    vendor = root / "static" / "vendor"
    return sorted(path.relative_to(root).as_posix() for path in vendor.rglob("*.map"))


def content_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def precache_manifest(root: Path = ROOT) -> dict[str, object]:
    """The `{version, bytes, entries: [{url, revision, size}]}` the service worker
    precaches. `size` (bytes of the file) and `bytes` (the total of those a start
    downloads, the page's boot and the precache together, not ON_DEMAND_GLOBS) are for the
    start-up progress (static/js/first-visit.js), which reads this file too."""
    names = precache_files(root)
    sizes = [(root / name).stat().st_size for name in names]
    on_demand = {p.relative_to(root).as_posix() for g in ON_DEMAND_GLOBS for p in root.glob(g)}
    start = [size for name, size in zip(names, sizes, strict=True) if name not in on_demand]
    entries = [
        {"url": f"./{name}", "revision": content_hash(root / name), "size": size}
        for name, size in zip(names, sizes, strict=True)
    ]
    fingerprint = json.dumps(entries) + content_hash(root / SERVICE_WORKER.name)
    version = hashlib.sha256(fingerprint.encode()).hexdigest()[:12]
    return {"version": version, "bytes": sum(start), "entries": entries}


def write_precache_manifest(root: Path = ROOT) -> dict[str, object]:
    """Write `root`/precache-manifest.js (for the service worker) and return the manifest."""
    manifest = precache_manifest(root)
    script = (
        "// Generated by scripts/build.py from content hashes; do not edit.\n"
        f"self.BALUT_PRECACHE = {json.dumps(manifest, indent=1)};\n"
    )
    write_if_changed(root / MANIFEST.name, script)
    return manifest


def module_name(source: str) -> str:
    """`balut/web/app.py` -> `balut.web.app`; a package's `__init__.py` -> the package."""
    parts = source.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_names(source: str, root: Path = ROOT) -> set[str]:
    """Absolute names of every module `source` imports, anywhere in the file."""
    name = module_name(source)
    package = name if source.endswith("__init__.py") else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse((root / source).read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1]
            start = ".".join(base) if node.level else ""
            target = ".".join(part for part in (start, node.module or "") if part)
            found.add(target)
            found |= {f"{target}.{alias.name}" for alias in node.names}
    return found


def snapshot_plan(root: Path = ROOT) -> dict[str, object]:
    """The balut modules (and stdlib) the snapshot imports, and its key."""
    sources = python_sources(root)
    modules = {module_name(source): source for source in sources}
    imports = {name: imported_names(source, root) for name, source in modules.items()}
    # A module is safe to import in the snapshot when it, its packages and everything
    # it imports from balut never import a browser-only module.
    unsafe = {
        name
        for name, names in imports.items()
        if any(imported.split(".")[0] in BROWSER_MODULES for imported in names)
    }
    changed = True
    while changed:
        changed = False
        for name, names in imports.items():
            parents = {name.rsplit(".", depth)[0] for depth in range(1, name.count(".") + 1)}
            if name not in unsafe and (names | parents) & unsafe:
                unsafe.add(name)
                changed = True
    stdlib = {
        imported.split(".")[0]
        for name in unsafe
        for imported in imports[name]
        if imported.split(".")[0] not in BROWSER_MODULES | {"balut", "__future__"}
    }
    plan_modules = sorted(stdlib) + sorted(name for name in modules if name not in unsafe)
    vendor = root / "static" / "vendor" / "pyodide"
    fingerprint = json.dumps(
        [
            [content_hash(vendor / name) for name in PYODIDE_RUNTIME],
            [content_hash(root / source) for source in sources],
            content_hash(root / SNAPSHOT_WORKER.relative_to(ROOT)),
            plan_modules,
        ]
    )
    key = hashlib.sha256(fingerprint.encode()).hexdigest()[:16]
    return {"key": key, "modules": plan_modules}


def write_snapshot_plan(root: Path = ROOT) -> None:
    plan = snapshot_plan(root)
    script = (
        "// @ts-check\n"
        "// Generated by scripts/build.py from the balut sources; do not edit.\n"
        f"export const SNAPSHOT_PLAN = {json.dumps(plan, indent=1)};\n"
    )
    write_if_changed(root / SNAPSHOT_PLAN.relative_to(ROOT), script)


def shell_strings() -> dict[str, dict[str, str]]:
    """Per language, the catalog entries the shell's scripts show (`shell.*`, the name)."""
    sys.path.insert(0, str(ROOT))
    from balut.web.locales import CATALOGS

    return {
        language: {
            key: entry
            for key, entry in sorted(catalog.items())
            if isinstance(entry, str) and (key.startswith("shell.") or key == "app.name")
        }
        for language, catalog in CATALOGS.items()
    }


def write_shell_strings(root: Path = ROOT) -> None:
    """static/js/strings.js and the manifest's localized fields, from the catalogs."""
    strings = shell_strings()
    script = (
        "// @ts-check\n"
        "// Generated by scripts/build.py from balut/web/locales; do not edit.\n"
        f"export const SHELL_TEXT = {json.dumps(strings, indent=1, ensure_ascii=False)};\n"
    )
    write_if_changed(root / SHELL_STRINGS.relative_to(ROOT), script)
    path = root / WEB_MANIFEST.relative_to(ROOT)
    manifest = json.loads(path.read_text(encoding="utf-8"))
    english = strings["en"]
    manifest["lang"] = "en"
    manifest["description"] = english["shell.manifest_description"]
    # The W3C manifest-localization members; browsers without them use the English.
    manifest["name_localized"] = {
        lang: {"value": words["app.name"], "lang": lang}
        for lang, words in strings.items()
        if lang != "en"
    }
    manifest["description_localized"] = {
        lang: {"value": words["shell.manifest_description"], "lang": lang}
        for lang, words in strings.items()
        if lang != "en"
    }
    text = json.dumps(manifest, indent=2, ensure_ascii=False) + "\n"
    if write_if_changed(path, text):
        print("build: static/manifest.webmanifest updated; commit it", file=sys.stderr)


def jsdoc_type(hint: object) -> str:
    """A Python type hint of balut/web/protocol.py as a JSDoc (TypeScript) type."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is typing.Any:
        return "any"
    if hint is type(None):
        return "null"
    scalars: dict[object, str] = {str: "string", int: "number", float: "number", bool: "boolean"}
    if hint in scalars:
        return scalars[hint]
    if typing.is_typeddict(hint):
        return str(hint.__name__)  # type: ignore[attr-defined]
    if origin in (typing.NotRequired, typing.Required):
        return jsdoc_type(args[0])
    if origin is typing.Literal:
        return "|".join(json.dumps(arg) for arg in args)
    if origin in (typing.Union, types.UnionType):
        return "(" + "|".join(jsdoc_type(arg) for arg in args) + ")"
    if origin is list:
        return f"Array<{jsdoc_type(args[0])}>"
    if origin is tuple:
        return "[" + ", ".join(jsdoc_type(arg) for arg in args) + "]"
    if origin is dict:
        return f"Object<{jsdoc_type(args[0])}, {jsdoc_type(args[1])}>"
    raise TypeError(f"protocol.py: no JSDoc type for {hint!r}")


def contract_script() -> str:
    """static/js/contract.js: protocol.py's constants and its types as JSDoc typedefs."""
    sys.path.insert(0, str(ROOT))
    from balut.web import protocol

    lines = [
        "// @ts-check",
        "// Generated by scripts/build.py from balut/web/protocol.py; do not edit.",
        "",
    ]
    for name, value in vars(protocol).items():
        if name.isupper() and isinstance(value, (str, int)):
            lines.append(f"export const {name} = {json.dumps(value)};")
        elif name.isupper() and isinstance(value, tuple):
            lines.append(f"export const {name} = Object.freeze({json.dumps(list(value))});")
    for name, value in vars(protocol).items():
        if name.startswith("_") or not (
            typing.is_typeddict(value) or typing.get_origin(value) is not None
        ):
            continue
        if typing.is_typeddict(value):
            lines += ["", "/**", f" * @typedef {{Object}} {name}"]
            hints = typing.get_type_hints(value, include_extras=True)
            for key, hint in hints.items():
                optional = key in value.__optional_keys__ or typing.get_origin(hint) in (
                    typing.NotRequired,
                )
                field = f"[{key}]" if optional else key
                lines.append(f" * @property {{{jsdoc_type(hint)}}} {field}")
            lines.append(" */")
        else:
            lines += ["", f"/** @typedef {{{jsdoc_type(value)}}} {name} */"]
    lines += ["", "export {};"]
    return "\n".join(lines) + "\n"


def write_contract(root: Path = ROOT) -> None:
    write_if_changed(root / CONTRACT.relative_to(ROOT), contract_script())


def early_ids(node: object) -> object:
    """`node` (vdom data) with every id and id reference prefixed `early-`: the shell's
    Rules stay on screen while Python paints its own screens, which use the same ids."""
    if not isinstance(node, list):
        return node
    tag, attrs, *children = node
    renamed = {
        name: f"early-{value}" if name in ("id", "aria-labelledby", "for") else value
        for name, value in attrs.items()
    }
    return [tag, renamed, *(early_ids(child) for child in children)]


def early_rules() -> dict[str, list[object]]:
    """Per language, the Rules screen as the app renders it from Home, as data."""
    sys.path.insert(0, str(ROOT))
    from balut.web import i18n
    from balut.web.rules_screen import rules_screen
    from balut.web.state import Screen, UiState
    from balut.web.vdom import to_data

    before = i18n.current()
    try:
        pages = {}
        for language in i18n.LANGUAGES:
            i18n.use(language)
            pages[language] = [early_ids(to_data(rules_screen(UiState(screen=Screen.RULES))))]
        return pages
    finally:
        i18n.use(before)


def write_early_rules(root: Path = ROOT) -> None:
    folder = root / EARLY_RULES.relative_to(ROOT)
    folder.mkdir(exist_ok=True)
    for language, page in early_rules().items():
        text = json.dumps(page, ensure_ascii=False, separators=(",", ":")) + "\n"
        write_if_changed(folder / f"{language}.json", text)


def write_if_changed(path: Path, text: str) -> bool:
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return False
    path.write_text(text, encoding="utf-8")
    return True


def build() -> dict[str, object]:
    """Regenerate the Python bundle, the shell's strings, the page's contract, the early
    Rules, the snapshot plan and precache-manifest.js."""
    write_python_bundle(ROOT)
    write_shell_strings(ROOT)
    write_contract(ROOT)
    write_early_rules(ROOT)
    write_snapshot_plan(ROOT)
    return write_precache_manifest(ROOT)


def assemble_site(destination: Path) -> None:
    """Copy the publishable site (precache files + service worker) into `destination`."""
    if destination.exists():
        shutil.rmtree(destination)
    for name in [*precache_files(), *source_maps(), SERVICE_WORKER.name, MANIFEST.name]:
        target = destination / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / name, target)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="also assemble the publishable site here")
    args = parser.parse_args()
    manifest = build()
    entries = manifest["entries"]
    assert isinstance(entries, list)
    print(f"build: precache version {manifest['version']}, {len(entries)} files", file=sys.stderr)
    if args.site:
        assemble_site(args.site)
        print(f"build: site assembled in {args.site}", file=sys.stderr)


if __name__ == "__main__":
    main()
