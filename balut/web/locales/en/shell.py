"""The start-up shell, the install hint and the service worker's messages.

These are read by the page's scripts before Python runs: `scripts/build.py` writes them
for every language into static/js/strings.js and the manifest's localized fields.
"""

from __future__ import annotations

ENTRIES = {
    "shell.description": "Balut, the five-dice game: pass-and-play or solo, works offline.",
    "shell.manifest_description": (
        "Balut, the five-dice game: pass-and-play for 1-8 players or solo, works offline."
    ),
    "shell.stage.download": "Downloading the game…",
    "shell.stage.python": "Starting Python…",
    "shell.stage.rules": "Setting up the game…",
    "shell.stage.bytes": "{stage} {done} of {total} MB",
    "shell.rules.open": "Read the rules while Balut loads",
    "shell.rules.ready": "Balut is ready: Back opens the app.",
    "shell.stage.starting": "Starting…",
    "shell.saved.queued": "“{action}” will happen as soon as Balut has started.",
    "shell.saved.refused": "Balut is still starting: that works in a moment.",
    "shell.saved.not_applied": (
        "“{action}” was not done: the screen changed as Balut started. Tap it again if you "
        "still want it."
    ),
    "shell.error.title": "Balut could not start",
    "shell.error.message": "Something went wrong while starting. Retry; if that does not help, Start fresh: it keeps a copy of everything saved and opens the app without it.",
    "shell.error.stopped_title": "Balut stopped",
    "shell.error.stopped": "Something went wrong while the app ran. Retry reloads it: your game is saved. If that does not help, Start fresh keeps a copy of everything saved and opens the app without it.",
    "shell.error.details": "Technical details",
    "shell.error.retry": "Retry",
    "shell.error.fresh": "Start fresh",
    "shell.error.fresh_failed": "Start fresh could not run (the app's files did not load). Reload the page and try again.",
    "shell.install.title": "Install Balut",
    "shell.install.steps": ("Tap {share}, then {add} to play offline from your home screen."),
    "shell.install.share": "Share",
    "shell.install.add": "Add to Home Screen",
    "shell.install.dismiss": "Not now",
    "shell.install.wipe": (
        "In a Safari tab, iOS may wipe this site's games after a week unused: install the "
        "app, or keep a backup."
    ),
    "shell.install.export": "Export backup",
    "shell.toast.dismiss": "Dismiss",
    "shell.toast.update_available": "Update available",
    "shell.toast.update": "Update",
}
