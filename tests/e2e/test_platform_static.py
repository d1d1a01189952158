"""Platform checks that need no browser: config, layout, CSP, manifest, vendored runtime."""

from __future__ import annotations

import ast
import json
import re
import shutil
import struct
import tomllib
import zipfile
from pathlib import Path

from scripts.build import PYTHON_BUNDLE, ROOT, precache_manifest, python_sources, snapshot_plan

BROWSER_MODULES = {"js", "pyscript", "pyodide"}


def test_pyscript_toml_puts_every_balut_module_in_the_pyodide_filesystem(site: Path) -> None:
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["files"] == {"./static/balut.zip": "./*"}  # unpacked in the working dir
    with zipfile.ZipFile(site / PYTHON_BUNDLE.relative_to(ROOT)) as bundle:
        assert sorted(bundle.namelist()) == python_sources()
        assert all(bundle.read(name) == (ROOT / name).read_bytes() for name in python_sources())
    assert config["interpreter"] == "./static/js/python-runtime.js"
    assert "packages" not in config  # micropip stays off the start-up path


def test_the_snapshot_holds_every_module_that_never_imports_the_page() -> None:
    modules = snapshot_plan()["modules"]
    assert isinstance(modules, list)
    assert {"balut", "balut.game", "balut.web.controller", "balut.web.screens"} <= set(modules)
    assert "traceback" in modules  # the stdlib of the modules left out
    # The app's glue runs DOM-free in the worker (static/js/screen.js has the page): only
    # its PyScript entry imports `js` or `pyscript`.
    assert {"balut.web.app", "balut.web.dom_patch", "balut.web.speed_clock"} <= set(modules)
    assert "balut.web.main" not in modules


def test_rules_core_never_imports_browser_modules() -> None:
    core = [path for path in (ROOT / "balut").rglob("*.py") if "web" not in path.parts]
    assert core, "the rules core is missing"
    for path in core:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            roots = {name.split(".")[0] for name in names}
            assert not roots & BROWSER_MODULES, f"{path.relative_to(ROOT)} imports {roots}"


def test_index_html_loads_nothing_from_other_origins_and_sets_a_strict_csp() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert not re.search(r"""(src|href)=["'](https?:)?//""", html)
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html)
    assert csp
    directives = dict(part.strip().split(" ", 1) for part in csp[1].split(";"))
    assert directives["default-src"] == "'self'"
    assert directives["script-src"] == "'self' 'wasm-unsafe-eval' 'unsafe-eval'"
    assert directives["object-src"] == "'none'"
    assert all("*" not in value and "http" not in value for value in directives.values())


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_manifest_describes_an_installable_app_in_any_orientation() -> None:
    path = ROOT / "static" / "manifest.webmanifest"
    manifest = json.loads(path.read_text(encoding="utf-8"))
    for key in ("name", "short_name", "description", "theme_color", "background_color"):
        assert manifest[key]
    assert manifest["display"] == "standalone"
    assert manifest["orientation"] == "any"  # a phone on its side, a tablet
    assert (path.parent / manifest["start_url"]).resolve() == ROOT
    assert (path.parent / manifest["scope"]).resolve() == ROOT
    icons = {
        (icon["sizes"], icon["purpose"]): path.parent / icon["src"] for icon in manifest["icons"]
    }
    assert png_size(icons["192x192", "any"]) == (192, 192)
    assert png_size(icons["512x512", "any"]) == (512, 512)
    assert png_size(icons["512x512", "maskable"]) == (512, 512)
    assert icons["any", "any"].read_text(encoding="utf-8").startswith("<svg")
    assert png_size(ROOT / "static" / "icons" / "apple-touch-icon.png") == (180, 180)


def test_vendored_runtime_matches_the_pinned_versions_with_its_source_maps_beside_it(
    site: Path,
) -> None:
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    assert package["dependencies"] == {"@pyscript/core": "0.7.31", "pyodide": "314.0.7"}
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    assert lock["packages"]["node_modules/pyodide"]["version"] == "314.0.7"
    assert lock["packages"]["node_modules/@pyscript/core"]["version"] == "0.7.31"
    vendor = ROOT / "static" / "vendor"
    loader = (vendor / "pyodide" / "pyodide.mjs").read_text(encoding="utf-8")
    assert '="314.0.7"' in loader  # the loader checks the runtime against its own version
    # Every map a vendored script names is published beside it, and only developer tools
    # fetch it: not one is precached (the service worker leaves *.map to the network).
    named = {
        script.with_name(found[1])
        for script in vendor.rglob("*.*js")
        if (found := re.search(r"//# sourceMappingURL=(\S+)\s*$", script.read_text("utf-8")))
    }
    assert vendor / "pyodide" / "pyodide.mjs.map" in named
    assert {path for path in vendor.rglob("*.map")} == named
    for path in named:
        published = site / path.relative_to(ROOT)
        assert json.loads(published.read_text(encoding="utf-8"))["version"] == 3
    urls = [entry["url"] for entry in precache_manifest(site)["entries"]]
    assert not [url for url in urls if url.endswith(".map")]
    worker = (ROOT / "service-worker.js").read_text(encoding="utf-8")
    assert 'if (url.pathname.endsWith(".map")) return;' in worker


def test_pyodide_makes_no_shared_memory_until_it_needs_one() -> None:
    """Chromium reports a SharedArrayBuffer made without cross-origin isolation as a
    deprecation (Lighthouse best practices): scripts/vendor.py's patch makes the one
    Pyodide builds at start-up lazily, in the one function that uses it."""
    runtime = (ROOT / "static" / "vendor" / "pyodide" / "pyodide.asm.mjs").read_text("utf-8")
    shared = [found.start() for found in re.finditer(r"shared:!0", runtime)]
    assert len(shared) == 1
    before = runtime[shared[0] - 120 : shared[0]]
    lazy = r"function \w+\(\w+\)\{try\{return \w+\?\?=new Int32Array\(new WebAssembly\.Memory\(\{$"
    assert re.search(lazy, before)


def test_precache_revisions_follow_content_and_version_follows_any_change(
    site: Path, tmp_path: Path
) -> None:
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    before = precache_manifest(copy)
    entries = {entry["url"]: entry["revision"] for entry in before["entries"]}
    assert "./index.html" in entries and "./static/vendor/pyodide/pyodide.asm.wasm" in entries

    bundle = copy / PYTHON_BUNDLE.relative_to(ROOT)
    with zipfile.ZipFile(bundle, "a") as archive:
        archive.writestr("balut/web/late_addition.py", "LATE = True\n")
    after = precache_manifest(copy)
    changed = {entry["url"]: entry["revision"] for entry in after["entries"]}
    assert changed["./static/balut.zip"] != entries.pop("./static/balut.zip")
    assert after["version"] != before["version"]
    assert {url: changed[url] for url in entries} == entries  # unchanged files keep revisions
