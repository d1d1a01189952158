"""How the tests and benchmarks launch Chromium: Debian's binary, headless, no network noise."""

import os
import signal
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def kill_browser(profile: Path) -> None:
    """SIGKILL the Chromium running on the user-data-dir `profile`, as a phone's memory
    manager or a crash ends a browser: its renderers go with it, and whatever it had not
    yet written to disk is lost."""
    marker = f"--user-data-dir={profile}".encode()
    for entry in Path("/proc").iterdir():
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:  # not a process, or one that just ended
            continue
        if marker in argv and not any(arg.startswith(b"--type=") for arg in argv):
            os.kill(int(entry.name), signal.SIGKILL)
            return
    raise LookupError(f"no Chromium runs on {profile}")
