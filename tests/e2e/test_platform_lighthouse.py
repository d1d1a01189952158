"""Lighthouse (npm, pinned in package-lock.json) audits the app as a phone would load it.

Accessibility and SEO must be perfect. Best practices may fail only the two audits that
come from the vendored Pyodide itself: its SharedArrayBuffer deprecation notice and the
source maps we leave out of static/vendor on purpose. Performance is not audited here
(bench/startup.py measures start-up); only its network-requests audit runs, to check that
every request stays on our own origin.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from conftest import TEST_ONLY_FLAGS

from scripts.chromium import CHROMIUM, CHROMIUM_FLAGS

ROOT = Path(__file__).resolve().parents[2]
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
PYODIDE_ONLY_FAILURES = {"deprecations", "valid-source-maps"}


def run_lighthouse(url: str, report: Path) -> dict[str, Any]:
    """One mobile Lighthouse run of `url` in Debian's Chromium; the parsed JSON report."""
    subprocess.run(
        [
            str(LIGHTHOUSE),
            url,
            "--quiet",
            "--output=json",
            f"--output-path={report}",
            "--form-factor=mobile",
            "--max-wait-for-load=90000",
            "--only-categories=accessibility,best-practices,seo",
            "--only-audits=network-requests",
            "--disable-full-page-screenshot",
            f"--chrome-flags={' '.join([*CHROMIUM_FLAGS, *TEST_ONLY_FLAGS])}",
        ],
        check=True,
        timeout=240,
        env={**os.environ, "CHROME_PATH": CHROMIUM},
    )
    result: dict[str, Any] = json.loads(report.read_text())
    return result


def failing(report: dict[str, Any], category: str) -> set[str]:
    """Ids of the scored audits of a category that did not pass."""
    audits = report["audits"]
    return {
        ref["id"]
        for ref in report["categories"][category]["auditRefs"]
        if audits[ref["id"]]["score"] is not None and audits[ref["id"]]["score"] < 1
    }


def test_lighthouse_audit(app_server: Any, tmp_path: Path) -> None:
    report = run_lighthouse(app_server.url + "/", tmp_path / "lighthouse.json")
    assert report.get("runtimeError") is None
    scores = {name: cat["score"] for name, cat in report["categories"].items()}
    print("lighthouse scores:", scores)
    assert scores["accessibility"] == 1, failing(report, "accessibility")
    assert scores["seo"] == 1, failing(report, "seo")
    assert failing(report, "best-practices") <= PYODIDE_ONLY_FAILURES
    hosts = {
        urlsplit(item["url"]).hostname
        for item in report["audits"]["network-requests"]["details"]["items"]
    }
    assert hosts == {"127.0.0.1"}
