"""PyScript entry point: start the UI, then mark the page ready or show the start-up error."""

from __future__ import annotations

import traceback

from pyscript import document, window


def run() -> None:
    """Render the app; on any failure hand the error to the page's start-up error panel."""
    boot = window.balutBoot
    boot.stage("shell.stage.rules")
    try:
        from balut.web import app

        app.start()
    except Exception as error:  # every start-up failure must reach the user
        boot.fail(f"{type(error).__name__}: {error}", traceback.format_exc())
        return
    boot.ready()
    document.documentElement.setAttribute("data-ready", "true")


run()
