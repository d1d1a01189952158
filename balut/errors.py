"""Errors raised by the rules core.

Both are ``ValueError`` subclasses, so callers may catch ``ValueError``. The message is
for developers (English, says what was wrong and, for game actions, in which state);
players are told through ``code`` (a short snake_case string) and ``params`` (the
numbers and names that go with it, e.g. the bounds of a range), which the UI words.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["BalutError", "IllegalActionError", "InvalidInputError"]


class BalutError(ValueError):
    """Base class of every error the rules core raises on purpose."""

    default_code = "balut_error"

    def __init__(
        self, message: str = "", code: str | None = None, params: Mapping[str, object] | None = None
    ) -> None:
        super().__init__(message)
        self.code: str = code or self.default_code
        self.params: dict[str, object] = dict(params or {})


class IllegalActionError(BalutError):
    """A well-formed action that the rules do not allow in the current state."""

    default_code = "illegal_action"


class InvalidInputError(BalutError):
    """Malformed input: a die of 7, four dice, an unknown name, corrupt saved data."""

    default_code = "invalid_input"
