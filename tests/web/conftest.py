"""Every frame the app makes in these tests, and every event they send it, must be one
balut/web/protocol.py declares (the page's code is checked against the same types)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from protocol_check import event_mismatches, frame_mismatches

from balut.web import app as web_app


def _checked_frame(frame: Any) -> Any:
    found = frame_mismatches(frame)
    assert not found, f"a frame the protocol does not declare: {found}"
    return frame


def _checking(method: Callable[..., Any], frame_of: Callable[[Any], Any]) -> Callable[..., Any]:
    @functools.wraps(method)
    def checked(*args: Any, **kwargs: Any) -> Any:
        result = method(*args, **kwargs)
        _checked_frame(frame_of(result))
        return result

    return checked


@pytest.fixture(autouse=True)
def protocol_checked(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """`App.handle`, `App.prepare` and `start` answer only declared frames, to declared
    events."""
    handle = web_app.App.handle

    def handle_checked(self: web_app.App, event: Any) -> Any:
        found = event_mismatches(event)
        assert not found, f"an event the protocol does not declare: {found}"
        return _checked_frame(handle(self, event))

    monkeypatch.setattr(web_app.App, "handle", handle_checked)
    monkeypatch.setattr(
        web_app.App, "prepare", _checking(web_app.App.prepare, lambda result: result[1])
    )
    monkeypatch.setattr(web_app, "start", _checking(web_app.start, lambda result: result[1]))
    yield
