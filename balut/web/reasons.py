"""Why the rules core refused something, as a message a player can read.

A `BalutError` carries a `code` and `params` (see `balut.errors`); its English `str()` is
for developers and never reaches the page. The code names the catalog key
``error.<code>`` (locales/en/errors.py); a code without an entry falls back to the
generic key. Params become values: a row (``category``) and a house option (``option``)
are named as the screens name them (an option whose legend needs a value stays
its key).
"""

from __future__ import annotations

import balut

from .boxes import category_name
from .i18n import DEFAULT_LANGUAGE, Msg, Value, placeholders
from .locales import CATALOGS

GENERIC = "error.illegal_action"

#: Codes worded by the setup screen under the field they concern (``setup.band.<code>``,
#: with the line of the text box) and never raised once the setup has checked them.
WORDED_BY_SETUP: frozenset[str] = frozenset(
    {
        "band_count",
        "band_malformed",
        "band_first_not_zero",
        "band_lowest_out_of_range",
        "band_points_out_of_range",
        "band_not_increasing",
    }
)
#: Codes of a result link or record that Verify a result words itself (``verify.*``).
WORDED_BY_VERIFY: frozenset[str] = frozenset(
    {
        "link_corrupt",
        "link_malformed",
        "link_too_large",
        "link_too_long",
        "link_truncated",
        "link_version",
        "record_malformed",
        "record_schema",
    }
)
#: Codes that only a bug in the glue, a test's scripted dice or damaged saved data can
#: raise; a player reads the generic message (``error.illegal_action`` or the caller's).
FALLS_BACK: frozenset[str] = frozenset(
    {
        "balut_error",
        "illegal_action",
        "invalid_input",
        "dice_exhausted",
        "invalid_die",
        "teams_missing",
        "team_seat_count",
        "name_not_text",
        "unknown_option",
        # settling up: the glue hands the core a finished game's scores and a stake the
        # setup has checked
        "scores_malformed",
        "score_not_int",
        "stake_out_of_range",
        # a history entry's lines as the glue stored them: a damaged one is left out of
        # the stats, never shown
        "stats_line",
        # a saved match whose games disagree with its real-dice flag (damaged data)
        "match_real_dice_mismatch",
        # paper sheets: the glue hands the core every row with its boxes and names the
        # sheets its extras are for (paper_draft.py words what a player can meet)
        "boxes_missing",
        "box_count",
        "jackpots_unknown",
        "jackpots_missing",
        "sheets_malformed",
        "unknown_player",
        # a tiebreak thrown at the table: the game-over screen asks only the seats due
        # (``tiebreak_contenders``) and offers the next game once none is
        # the puzzle: the glue hands the core the page's calendar date and its own
        # practice counter, never a typed one
        "puzzle_bad_day",
        "puzzle_bad_number",
        "no_tiebreak_due",
        "tiebreak_due",
    }
)
#: Codes whose sentence depends on a number other than ``count``: that param is the count.
_COUNTED_BY = {"name_too_long": "max"}


def reason(error: balut.BalutError, fallback: str = GENERIC) -> Msg:
    """The error's catalog message with its params as values (`fallback` when unknown)."""
    key = f"error.{error.code}"
    if key not in CATALOGS[DEFAULT_LANGUAGE]:
        return Msg.of(fallback)
    values = {name: _value(name, v) for name, v in error.params.items()}
    if error.code in _COUNTED_BY:
        values["count"] = values[_COUNTED_BY[error.code]]
    return Msg.of(key, **values)


def _value(name: str, value: object) -> Value:
    if isinstance(value, balut.Category):
        return category_name(value)
    if name == "category" and value in {c.value for c in balut.Category}:
        return category_name(balut.Category(value))
    if name == "option" and not placeholders(
        CATALOGS[DEFAULT_LANGUAGE].get(f"setup.option.{value}", "{none}")
    ):
        return Msg.of(f"setup.option.{value}")
    if isinstance(value, (str, int, Msg)) and not isinstance(value, bool):
        return value
    return str(value)
