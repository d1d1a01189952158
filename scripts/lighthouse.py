"""One Lighthouse run (npm, pinned in package-lock.json) of a page as a phone loads it
(mobile preset: simulated slow 4G and 4x CPU) in Debian's Chromium: the parsed JSON
report. Used by the Lighthouse test (accessibility, best practices, SEO) and by
bench/lighthouse.py (performance, measured on a quiet machine)."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from scripts.chromium import CHROMIUM, CHROMIUM_FLAGS

ROOT = Path(__file__).resolve().parent.parent
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"


def run_lighthouse(
    url: str,
    report: Path,
    categories: Sequence[str],
    chrome_flags: Sequence[str] = (),
    audits: Sequence[str] = (),
) -> dict[str, Any]:
    """Audit `url` for `categories` (and the extra `audits`); the report, also written
    to `report`."""
    subprocess.run(
        [
            str(LIGHTHOUSE),
            url,
            "--quiet",
            "--output=json",
            f"--output-path={report}",
            "--form-factor=mobile",
            "--max-wait-for-load=90000",
            f"--only-categories={','.join(categories)}",
            *([f"--only-audits={','.join(audits)}"] if audits else []),
            "--disable-full-page-screenshot",
            f"--chrome-flags={' '.join([*CHROMIUM_FLAGS, *chrome_flags])}",
        ],
        check=True,
        timeout=240,
        env={**os.environ, "CHROME_PATH": CHROMIUM},
    )
    result: dict[str, Any] = json.loads(report.read_text())
    return result
