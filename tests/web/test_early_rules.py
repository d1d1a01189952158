"""The Rules a first visit reads while the runtime downloads: scripts/build.py renders
the app's own Rules screen per language as data (static/rules/<lang>.json), which the shell
paints with static/js/tree.js next to the app's screens (static/js/first-visit.js)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from node_pyodide import run_node_module

from balut.web import i18n, rules_screen
from balut.web.locales import LANGUAGES
from balut.web.state import Screen, UiState
from balut.web.vdom import El
from scripts.build import early_rules

# What tree.js builds (it refuses scripts, handlers and foreign links).
TAGS = {"section", "div", "nav", "button", "h1", "h2", "p", "ul", "li", "details", "summary"}
TAGS |= {"table", "caption", "thead", "tbody", "tr", "th", "td"}


def nodes(node: Any) -> Iterator[list[Any]]:
    if isinstance(node, list):
        yield node
        for child in node[2:]:
            yield from nodes(child)


def data_text(node: Any) -> str:
    return node if isinstance(node, str) else "".join(data_text(child) for child in node[2:])


def el_text(node: El | str) -> str:
    return node if isinstance(node, str) else "".join(el_text(child) for child in node.children)


@pytest.fixture(scope="module")
def pages() -> dict[str, list[Any]]:
    i18n.use("da")
    built = early_rules()
    assert i18n.current() == "da"  # the build leaves the language as it found it
    i18n.use("en")
    return built


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_early_rules_are_the_apps_rules_page_word_for_word(
    pages: dict[str, list[Any]], language: str
) -> None:
    i18n.use(language)
    app_page = rules_screen.rules_screen(UiState(screen=Screen.RULES))
    [page] = pages[language]
    assert data_text(page) == el_text(app_page)
    elements = list(nodes(page))
    assert {element[0] for element in elements} <= TAGS
    assert all(isinstance(value, str) for element in elements for value in element[1].values())
    assert not [name for element in elements for name in element[1] if name.startswith("on")]
    # The one control is the Back the shell listens to.
    assert [(e[1].get("data-action"), data_text(e)) for e in elements if e[0] == "button"] == [
        ("back", i18n.t("rules.page.back"))
    ]
    i18n.use("en")


def test_the_early_rules_ids_never_clash_with_the_apps(pages: dict[str, list[Any]]) -> None:
    for [page] in pages.values():
        ids = [element[1]["id"] for element in nodes(page) if "id" in element[1]]
        assert ids and all(name.startswith("early-") for name in ids)
        assert len(ids) == len(set(ids))
        labels = [e[1]["aria-labelledby"] for e in nodes(page) if "aria-labelledby" in e[1]]
        assert labels == ["early-screen-title"] and labels[0] in ids


# first-visit.js's byte count under Node: the manifest script "loads" when appended, and
# the test hands the PerformanceObserver the files that arrived.
COUNT = """
globalThis.addEventListener = () => {};
globalThis.document = {
  baseURI: "https://balut.test/",
  documentElement: { lang: "en" },
  createElement: () => ({ remove() {} }),
  head: { append(script) { globalThis.BALUT_PRECACHE = MANIFEST; script.onload(); } },
};
let observer = null;
globalThis.PerformanceObserver = class {
  constructor(callback) { this.callback = callback; observer = this; }
  observe() { this.observing = true; }
  disconnect() { this.observing = false; }
};
const entry = (name) => ({ name: `https://balut.test/${name}` });
const arrive = (...names) => observer.callback({ getEntries: () => names.map(entry) });
const { bytesLine, countDownload } = await import(MODULE);
const lines = [];
let last = null;
const stop = await countDownload((bytes) => {
  last = bytes;
  lines.push(bytesLine(STAGE, bytes));
});
arrive("static/vendor/pyodide/pyodide.asm.wasm");
arrive("static/vendor/pyodide/python_stdlib.zip");
stop();
console.log(JSON.stringify({ lines, last, observing: observer.observing }));
"""


def count_download(manifest: dict[str, Any], stage: str) -> dict[str, Any]:
    module = json.dumps((Path(__file__).resolve().parents[2] / "static/js/first-visit.js").as_uri())
    script = f"const MANIFEST = {json.dumps(manifest)};\nconst MODULE = {module};\n"
    script += f"const STAGE = {json.dumps(stage)};\n" + COUNT
    outcome: dict[str, Any] = run_node_module(script)
    return outcome


def test_the_byte_count_ends_with_the_runtime_and_without_sizes_shows_none() -> None:
    entries = [
        {"url": "./index.html", "size": 100_000},
        {"url": "./static/vendor/pyodide/pyodide.asm.wasm", "size": 9_600_000},
        {"url": "./static/vendor/pyodide/python_stdlib.zip", "size": 2_500_000},
    ]
    outcome = count_download({"bytes": 12_200_000, "entries": entries}, "shell.stage.python")
    assert outcome["lines"] == [
        "Downloading the game… 0.1 of 12.2 MB",
        "Downloading the game… 9.7 of 12.2 MB",
        "Starting Python…",  # the runtime is in and the boot moved on: the stage alone
    ]
    assert outcome["observing"] is False  # stopped
    # Still the download stage: the bytes stay, up to the total.
    outcome = count_download({"bytes": 12_200_000, "entries": entries}, "shell.stage.download")
    assert outcome["lines"][-1] == "Downloading the game… 12.2 of 12.2 MB"
    # An older manifest (no sizes, no total) or a total of 0: no byte count, never NaN.
    for manifest in (
        {"entries": [{"url": e["url"]} for e in entries]},
        {"bytes": 0, "entries": entries},
    ):
        outcome = count_download(manifest, "shell.stage.download")
        assert set(outcome["lines"]) == {"Downloading the game…"}
        assert outcome["last"]["total"] == 0
        assert isinstance(outcome["last"]["done"], int)  # (NaN would read as null)
