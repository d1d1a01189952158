"""Placeholder UI (replaced by the game UI): a home screen whose button is Python-backed."""

from __future__ import annotations

from typing import Any

from pyscript import document
from pyodide.ffi import create_proxy

_handlers: list[Any] = []


def start() -> None:
    """Render the home screen into <main id="app">."""
    root = document.getElementById("app")
    root.innerHTML = ""
    button = document.createElement("button")
    button.type = "button"
    button.textContent = "New game"
    handler = create_proxy(lambda _event: _show_player_entry(root))
    _handlers.append(handler)
    button.addEventListener("click", handler)
    root.append(button)


def _show_player_entry(root: Any) -> None:
    label = document.createElement("label")
    label.textContent = "Player 1"
    field = document.createElement("input")
    field.type = "text"
    label.append(field)
    root.append(label)
