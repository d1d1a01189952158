"""Fit the standard game's calibration: ``balut/strategy/calibrated.py``.

Reads the training positions of ``bench/calibration.py collect`` (its even positions,
seeds from 30,000,000: the odd ones are held out for the report) and fits the error of
the box-by-box estimate, the mean of the Expert's rollouts (points less luck) minus the
raw price, as ``a * n + b * n * n`` of the boxes ``n`` still open after the turn at hand
(no error on a full sheet), by least squares over the positions, ``a`` and ``b`` not
below zero. Prints the fit and the error left per stage of the game; ``--write``
rewrites the shipped table.

    python3 scripts/fit_calibration.py /tmp/calib.jsonl [--write]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CALIBRATED = ROOT / "balut" / "strategy" / "calibrated.py"
#: Boxes on a standard sheet: ``SHIFT`` has one entry per number of open boxes.
BOXES = 28

HEADER = '''"""The calibration of the standard game's sheet value (written by
``scripts/fit_calibration.py``; do not edit).

``SHIFT[n]``: points added to the box-by-box estimate of a standard sheet with ``n``
boxes open (the Expert's rollouts reach more than the estimate's floor).
"""
'''


def training(path: Path) -> list[tuple[int, float]]:
    """Per training position: (boxes open after its turn, rollout mean minus raw price)."""
    found = []
    with path.open() as lines:
        for line in lines:
            row: dict[str, Any] = json.loads(line)
            if not row["held_out"]:
                gap = statistics.fmean(luckless for _, luckless in row["first"]) - row["raw"][0]
                found.append((row["open"] - 1, gap))
    return found


def fit(points: list[tuple[int, float]]) -> tuple[float, float]:
    """Least squares ``(a, b)`` of ``gap = a * n + b * n * n``, both held at zero or
    more (the shift then grows with the open boxes)."""
    s11 = sum(n**2 for n, _ in points)
    s12 = sum(n**3 for n, _ in points)
    s22 = sum(n**4 for n, _ in points)
    t1 = sum(n * g for n, g in points)
    t2 = sum(n * n * g for n, g in points)
    det = s11 * s22 - s12 * s12
    a, b = (t1 * s22 - t2 * s12) / det, (s11 * t2 - s12 * t1) / det
    if a < 0:
        return 0.0, max(0.0, t2 / s22)
    if b < 0:
        return max(0.0, t1 / s11), 0.0
    return a, b


def table(a: float, b: float) -> tuple[float, ...]:
    """The shipped shifts, per number of open boxes."""
    return tuple(round(a * n + b * n * n, 3) for n in range(BOXES + 1))


def render(shift: tuple[float, ...]) -> str:
    """The text of ``calibrated.py`` for ``shift``."""
    rows = "".join(f"    {v!r},  # {n} open\n" for n, v in enumerate(shift))
    return f"{HEADER}\nSHIFT: tuple[float, ...] = (\n{rows})\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", type=Path)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    points = training(args.path)
    a, b = fit(points)
    shift = table(a, b)
    print(f"{len(points)} training positions: shift = {a:.4f} n + {b:.5f} n^2")
    for low in range(0, BOXES, 7):
        stage = [g - shift[n] for n, g in points if low <= n < low + 7]
        raw = [g for n, g in points if low <= n < low + 7]
        if len(stage) > 1:
            print(
                f"  {low:>2}-{low + 6:<2} open: {len(stage):>3} positions, raw gap "
                f"{statistics.fmean(raw):+.2f}, after {statistics.fmean(stage):+.2f} "
                f"(SE {statistics.stdev(stage) / len(stage) ** 0.5:.2f})"
            )
    if args.write:
        CALIBRATED.write_text(render(shift))


if __name__ == "__main__":
    main()
