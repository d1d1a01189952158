"""Serve a folder as a static site, the way any static host would.

Used by `make serve` and by the browser tests. Everything is sent with
`Cache-Control: no-cache` so the only long-lived cache is the service worker's
precache, which is what we want to test.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
import threading
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parent.parent

CONTENT_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".toml": "application/toml",
    ".py": "text/x-python",
    ".svg": "image/svg+xml",
}


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with correct module/wasm types and revalidation on every load."""

    extensions_map = {  # noqa: RUF012 (stdlib declares it as a plain class attribute)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **CONTENT_TYPES,
    }
    quiet: ClassVar[bool] = False

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class QuietHandler(StaticHandler):
    """StaticHandler without the per-request log lines (for tests and benchmarks)."""

    quiet = True


class _ThreadingServer(http.server.ThreadingHTTPServer):
    allow_reuse_address = True
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that goes away mid-download (a closed test page) is not an error."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class StaticServer:
    """A threaded static server on 127.0.0.1 that can be stopped and started again."""

    def __init__(self, root: Path, port: int = 0, *, quiet: bool = True) -> None:
        self.root = root
        self.port = port
        self.quiet = quiet
        self._httpd: http.server.ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def start(self) -> StaticServer:
        handler = functools.partial(
            QuietHandler if self.quiet else StaticHandler, directory=str(self.root)
        )
        self._httpd = _ThreadingServer(("127.0.0.1", self.port), handler)
        self.port = self._httpd.server_address[1]
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None
        if self._thread is not None:
            self._thread.join()
            self._thread = None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--root", type=Path, default=ROOT)
    args = parser.parse_args()
    handler = functools.partial(StaticHandler, directory=str(args.root))
    with _ThreadingServer(("127.0.0.1", args.port), handler) as httpd:
        print(f"Serving {args.root} at http://127.0.0.1:{args.port}/ (Ctrl+C to stop)", flush=True)
        httpd.serve_forever()


if __name__ == "__main__":
    main()
