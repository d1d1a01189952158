"""Words shared by every screen: the app's name, the language picker."""

from __future__ import annotations

ENTRIES = {
    "app.name": "Balut",
    "language.label": "Sprog",
    "number.decimal": ",",
}
