"""The shell's language (static/js/shell-i18n.js) under Node with a stub page: at start-up
it is picked from storage or the browser; afterwards it is the one the app passes in, also
when storage is blocked (the choice then lives in the app's memory only)."""

from __future__ import annotations

import json
from pathlib import Path

from node_pyodide import run_node_module

SHELL = Path(__file__).resolve().parents[2] / "static" / "js" / "shell-i18n.js"

STUB_PAGE = """
const element = () => ({ textContent: "", dataset: {}, setAttribute() {},
                         replaceChildren() {} });
globalThis.document = {
  documentElement: { lang: "" },
  querySelectorAll: () => [],
  querySelector: () => ({ content: "" }),
  getElementById: () => element(),
  createElement: () => element(),
  createTextNode: (text) => text,
};
Object.defineProperty(globalThis, "navigator", { value: { languages: ["en-GB"] } });
globalThis.localStorage = { getItem() { throw new Error("blocked"); } };
"""


def shell_languages(calls: list[str | None]) -> list[str]:
    """`<html lang>` after each `translateShell(language)` call (None: no argument)."""
    script = (
        STUB_PAGE
        + f"""
const {{ translateShell }} = await import({json.dumps(SHELL.as_uri())});
const seen = [];
for (const language of {json.dumps(calls)}) {{
  language === null ? translateShell() : translateShell(language);
  seen.push(document.documentElement.lang);
}}
console.log(JSON.stringify(seen));
"""
    )
    languages: list[str] = run_node_module(script)
    return languages


def test_the_shell_keeps_the_language_the_app_passes_when_storage_is_blocked() -> None:
    assert shell_languages([None, "da", "da", "nb"]) == ["en", "da", "da", "nb"]
