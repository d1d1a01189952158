"""Errors raised by the rules core.

Both are ``ValueError`` subclasses, so callers may catch ``ValueError``; the
message always says what was wrong and, for game actions, in which state.
"""

from __future__ import annotations

__all__ = ["BalutError", "IllegalActionError", "InvalidInputError"]


class BalutError(ValueError):
    """Base class of every error the rules core raises on purpose."""


class IllegalActionError(BalutError):
    """A well-formed action that the rules do not allow in the current state."""


class InvalidInputError(BalutError):
    """Malformed input: a die of 7, four dice, an unknown name, corrupt saved data."""
