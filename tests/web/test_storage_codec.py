"""The stored text's envelope: the nesting check that keeps Pyodide's parser alive."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from balut.web.storage_codec import nests_deeper_than

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(alphabet='[]{}"\\ab\u00e9'),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=30,
)


def nesting(value: Any) -> int:
    if isinstance(value, list):
        return 1 + max(map(nesting, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(nesting, value.values()), default=0)
    return 0


@given(value=JSON_VALUES, limit=st.integers(0, 8), ascii_only=st.booleans())
def test_the_nesting_check_counts_brackets_outside_strings_only(
    value: Any, limit: int, ascii_only: bool
) -> None:
    text = json.dumps(value, ensure_ascii=ascii_only)
    assert nests_deeper_than(text, limit) == (nesting(value) > limit)
