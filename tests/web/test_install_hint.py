"""The iOS install hint (static/js/install-hint.js) under Node: shown on an iPhone's Safari
until dismissed, never again once dismissed, never in the installed app or elsewhere.
(That it shows on a phone-sized page and passes axe is a browser test: tests/e2e.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from node_pyodide import run_node_module

SCRIPT = Path(__file__).resolve().parents[2] / "static" / "js" / "install-hint.js"
IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1"
ANDROID = "Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36"


def shown(agent: str, stored: dict[str, str], standalone: bool = False) -> dict[str, object]:
    """Whether the hint shows, the events its Export backup sends, and what is stored after
    tapping Not now (when it shows)."""
    script = f"""
const listeners = {{}};
const element = (id) => ({{ id, hidden: true,
  addEventListener: (kind, handler) => {{ listeners[id] = handler; }} }});
const elements = {{}};
globalThis.document = {{ getElementById: (id) => (elements[id] ??= element(id)) }};
Object.defineProperty(globalThis, "navigator", {{
  value: {{ userAgent: {json.dumps(agent)}, platform: "iPhone", maxTouchPoints: 5,
           standalone: {json.dumps(standalone)} }} }});
globalThis.matchMedia = () => ({{ matches: false }});
const events = [];
globalThis.dispatchEvent = (event) => events.push(event.type);
const items = new Map(Object.entries({json.dumps(stored)}));
globalThis.localStorage = {{
  getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, v) }};
const {{ showInstallHintOnIOS }} = await import({json.dumps(SCRIPT.as_uri())});
showInstallHintOnIOS();
const hint = document.getElementById("ios-install-hint");
const visible = !hint.hidden;
if (visible) listeners["ios-install-hint-export"]();
if (visible) listeners["ios-install-hint-dismiss"]();
const stored = Object.fromEntries(items);
console.log(JSON.stringify({{ visible, events, hidden_after: hint.hidden, stored }}));
"""
    outcome: dict[str, object] = run_node_module(script)
    return outcome


def test_an_iphone_sees_the_hint_its_export_and_not_now_remembers_it() -> None:
    first = shown(IPHONE, {})
    assert first == {
        "visible": True,
        "events": ["balut:export"],  # the app makes the backup within the tap
        "hidden_after": True,
        "stored": {"balut.install-hint-dismissed": "1"},
    }
    assert shown(IPHONE, {"balut.install-hint-dismissed": "1"})["visible"] is False


@pytest.mark.parametrize(
    ("agent", "standalone"), [(ANDROID, False), (IPHONE, True)], ids=["android", "installed"]
)
def test_no_hint_elsewhere_or_in_the_installed_app(agent: str, standalone: bool) -> None:
    assert shown(agent, {}, standalone)["visible"] is False
