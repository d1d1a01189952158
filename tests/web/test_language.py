"""The language: chosen in Settings, remembered in storage, the whole UI worded in it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fakes import FakeLocalStorage, new_controller, page_html, play

from balut.web import i18n
from balut.web.locales import NAMES
from balut.web.storage import Storage


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.use("en")


def test_settings_offer_every_language_named_in_itself() -> None:
    controller = new_controller()
    assert "Settings and language" in page_html(controller)  # Home's way there
    play(controller, "settings")
    html = page_html(controller)
    for language in i18n.LANGUAGES:
        assert f'data-arg="{language}"' in html
        assert NAMES[language] in html
    assert (
        'aria-pressed="true" class="secondary small" data-action="language" data-arg="en"' in html
    )


def test_choosing_a_language_rewords_the_screen_and_is_remembered() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend)
    play(controller, "settings")
    english = page_html(controller)
    controller.perform("language", "de")
    assert i18n.current() == "de"
    german = page_html(controller)
    assert german != english
    assert (
        'aria-pressed="true" class="secondary small" data-action="language" data-arg="de"' in german
    )
    assert Storage(backend).language() == "de"


def test_a_language_without_a_catalog_is_refused_and_not_saved() -> None:
    backend = FakeLocalStorage()
    controller = new_controller(backend)
    with pytest.raises(ValueError):
        controller.perform("language", "xx")
    assert Storage(backend).language() is None
    assert i18n.current() == "en"


def test_a_damaged_stored_language_is_backed_up_and_ignored() -> None:
    backend = FakeLocalStorage()
    backend.setItem("balut:language", '{"schema": 1, "data": "klingon"}')
    store = Storage(backend)
    assert store.language() is None
    assert store.take_warnings()
    assert any(key.startswith("balut:backup:language") for key in backend.items)
