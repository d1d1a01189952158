"""The Rules a first visit reads while the runtime downloads: scripts/build.py renders
the app's own Rules screen per language as data (static/rules/<lang>.json), which the shell
paints with static/js/tree.js next to the app's screens (static/js/first-visit.js)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from balut.web import i18n, rules_screen
from balut.web.locales import LANGUAGES
from balut.web.state import Screen, UiState
from balut.web.vdom import El
from scripts.build import early_rules

# What tree.js builds (it refuses scripts, handlers and foreign links).
TAGS = {"section", "nav", "button", "h1", "h2", "p", "ul", "li", "details", "summary"}
TAGS |= {"table", "caption", "thead", "tbody", "tr", "th", "td"}


def nodes(node: Any) -> Iterator[list[Any]]:
    if isinstance(node, list):
        yield node
        for child in node[2:]:
            yield from nodes(child)


def data_text(node: Any) -> str:
    return node if isinstance(node, str) else "".join(data_text(child) for child in node[2:])


def el_text(node: El | str) -> str:
    return node if isinstance(node, str) else "".join(el_text(child) for child in node.children)


@pytest.fixture(scope="module")
def pages() -> dict[str, list[Any]]:
    i18n.use("da")
    built = early_rules()
    assert i18n.current() == "da"  # the build leaves the language as it found it
    i18n.use("en")
    return built


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_early_rules_are_the_apps_rules_page_word_for_word(
    pages: dict[str, list[Any]], language: str
) -> None:
    i18n.use(language)
    app_page = rules_screen.rules_screen(UiState(screen=Screen.RULES))
    [page] = pages[language]
    assert data_text(page) == el_text(app_page)
    elements = list(nodes(page))
    assert {element[0] for element in elements} <= TAGS
    assert all(isinstance(value, str) for element in elements for value in element[1].values())
    assert not [name for element in elements for name in element[1] if name.startswith("on")]
    # The one control is the Back the shell listens to.
    assert [(e[1].get("data-action"), data_text(e)) for e in elements if e[0] == "button"] == [
        ("back", i18n.t("rules.page.back"))
    ]
    i18n.use("en")


def test_the_early_rules_ids_never_clash_with_the_apps(pages: dict[str, list[Any]]) -> None:
    for [page] in pages.values():
        ids = [element[1]["id"] for element in nodes(page) if "id" in element[1]]
        assert ids and all(name.startswith("early-") for name in ids)
        assert len(ids) == len(set(ids))
        labels = [e[1]["aria-labelledby"] for e in nodes(page) if "aria-labelledby" in e[1]]
        assert labels == ["early-screen-title"] and labels[0] in ids
