"""The language buttons on Home: each language named in itself, the one in use pressed."""

from __future__ import annotations

from . import i18n
from .locales import NAMES
from .vdom import El, action, h


def language_picker() -> El:
    """A group of buttons, one per catalog; a tap runs the `language` action."""
    current = i18n.current()
    return h(
        "div",
        {"class": "languages", "role": "group", "aria-label": i18n.t("language.label")},
        [
            action(
                h("span", {"lang": language}, NAMES[language]),
                "language",
                language,
                cls="secondary small",
                pressed=language == current,
            )
            for language in i18n.LANGUAGES
        ],
        key="languages",
    )
