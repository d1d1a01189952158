"""Backup files for tests: a good one, and bad ones of many kinds with the error code
each must get (``backup.error.<code>``)."""

from __future__ import annotations

import json
from typing import Any

from balut.web.backup import backup_text, checksum
from balut.web.controller import Controller
from balut.web.storage import Storage
from tests.histories import history

CREATED = "2026-12-01T20:00:00+00:00"


def good_backup() -> dict[str, Any]:
    """A backup of two finished games, as parsed JSON."""
    storage = Storage(None)  # in memory
    storage.replace_history(history([["Ann", "Bo"], ["Cy"]], seed=8))
    data: dict[str, Any] = json.loads(backup_text(storage, CREATED))
    return data


def read_file(controller: Controller, text: str) -> None:
    """Import backup of `text`: the file read, then checked a step at each upkeep timer,
    as the page drives it."""
    controller.perform("backup-read", text)
    while controller.state.backup.checking is not None:
        controller.upkeep()


def resealed(top: dict[str, Any]) -> str:
    """The file text of `top` with its checksum made again (an edit that the checksum
    does not give away)."""
    return json.dumps({**top, "checksum": checksum(top["data"])})


def with_entry(change: dict[str, Any]) -> str:
    """A good backup whose first game has `change` made to it, resealed."""
    top = good_backup()
    top["data"]["history"][0] = {**top["data"]["history"][0], **change}
    return resealed(top)


BAD_FILES = {
    "empty": ("", "empty"),
    "not JSON": ("{not json", "not_json"),
    "deep": ("[" * 500 + "]" * 500, "not_json"),
    "a list": ("[1, 2, 3]", "foreign"),
    "another app's JSON": (json.dumps({"kind": "other", "version": 1}), "foreign"),
    "a newer version": (resealed({**good_backup(), "version": 2}), "newer"),
    "edited by hand": (
        json.dumps({**good_backup(), "created": "2026-12-02T00:00:00+00:00"}).replace(
            '"points": ', '"points": 1'
        ),
        "damaged",
    ),
    "data keys missing": (
        resealed({**good_backup(), "data": {"history": []}}),
        "malformed",
    ),
    "a game without an id": (with_entry({"id": "../../x"}), "bad_game"),
    "a game with a bad date": (with_entry({"finished": "yesterday"}), "bad_game"),
    "a game with a bad record": (with_entry({"record": "r=1!!"}), "bad_game"),
    "a game with a hostile name": (with_entry({"players": ["\u202eevil"]}), "bad_game"),
    "a game with a hostile name in its standings": (
        with_entry(
            {
                "standings": [
                    {**good_backup()["data"]["history"][0]["standings"][0], "player": "\u202eevil"}
                ]
            }
        ),
        "bad_game",
    ),
    "a game with broken standings": (with_entry({"standings": [{"player": 3}]}), "bad_game"),
    "a game with unknown rules": (with_entry({"rules": {"name": "poker"}}), "bad_game"),
    "a game with a figure of someone not at the table": (
        with_entry(
            {"proficiency": [{"player": "Eve", "decisions": 9, "mean_loss": 0.1, "costly": 0}]}
        ),
        "bad_game",
    ),
    "a game with a figure beyond bounds": (
        with_entry(
            {"proficiency": [{"player": "Cy", "decisions": 10**12, "mean_loss": 0.1, "costly": 0}]}
        ),
        "bad_game",
    ),
    "a game with figures not a list": (with_entry({"proficiency": {"Ann": 1}}), "bad_game"),
    "names not text": (
        resealed({**good_backup(), "data": {**good_backup()["data"], "names": [1]}}),
        "malformed",
    ),
    "NaN": ('{"kind": "balut.backup", "version": NaN}', "malformed"),
    "cut short": ('{"kind": "balut.backup", "version": 1, "data": {"hist', "malformed"),
}
