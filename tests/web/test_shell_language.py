"""The shell's language (static/js/shell-i18n.js) under Node with a stub page: at start-up
it is picked from storage or the browser; afterwards it is the one the app passes in, also
when storage is blocked (the choice then lives in the app's memory only)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

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
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is needed to run the shell's script")
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
    result = subprocess.run(
        [node, "--experimental-default-type=module", "--input-type=module", "-e", script],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    languages: list[str] = json.loads(result.stdout)
    return languages


def test_the_shell_keeps_the_language_the_app_passes_when_storage_is_blocked() -> None:
    assert shell_languages([None, "da", "da", "nb"]) == ["en", "da", "da", "nb"]
