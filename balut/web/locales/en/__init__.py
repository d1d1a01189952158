"""English, the reference catalog: every other language has exactly its keys."""

from __future__ import annotations

from . import (
    common,
    core,
    errors,
    history,
    paper,
    play,
    proficiency,
    puzzle,
    records,
    rules,
    screens,
    setup,
    shell,
    storage,
    variants,
)

AREAS = (
    common,
    shell,
    play,
    storage,
    rules,
    setup,
    variants,
    errors,
    screens,
    history,
    core,
    paper,
    records,
    proficiency,
    puzzle,
)
