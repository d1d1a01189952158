"""Hypothesis strategies shared by the core's property tests."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from balut import RULESETS, RuleSet


def rule_sets(house_options: st.SearchStrategy[dict[str, Any]]) -> st.SearchStrategy[RuleSet]:
    """Any named rule set with some of `house_options` applied."""
    return st.builds(
        lambda name, options: RULESETS[name].derive(**options),
        st.sampled_from(sorted(RULESETS)),
        house_options,
    )


def players(high: int) -> st.SearchStrategy[dict[str, Any]]:
    """``{"players": [...]}`` of 1 to `high` seats."""
    return st.integers(1, high).map(lambda n: {"players": [f"P{i}" for i in range(n)]})
