"""Write ``balut/strategy/solved.py``: the exact value tables of Quick and Extended
(``balut.strategy.exact.solve``, a few seconds), as micro-units in base64.

    python3 scripts/solve_exact.py
"""

from __future__ import annotations

import base64
import struct
import time
from pathlib import Path

from balut.rules import EXTENDED, QUICK
from balut.strategy.exact import solve, table_key

TARGET = Path(__file__).resolve().parent.parent / "balut" / "strategy" / "solved.py"

HEADER = '''"""Exact value tables (written by ``scripts/solve_exact.py``; do not edit).

Per ``exact.table_key``: ``V`` per sheet state (``exact.solve``) as little-endian
unsigned 32-bit micro-units, base64.
"""

from __future__ import annotations

import base64


def decode(text: str) -> tuple[float, ...]:
    """A table's values from its text."""
    raw = base64.b64decode("".join(text.split()))
    return tuple(
        int.from_bytes(raw[i : i + 4], "little") / 1e6 for i in range(0, len(raw), 4)
    )


'''


def main() -> None:
    lines = ["TABLES: dict[tuple[int, str, bool, int, int], str] = {"]
    for rules in (QUICK, EXTENDED):
        started = time.perf_counter()
        values = solve(rules)
        print(f"{rules.name}: {values[0]:.6f} in {time.perf_counter() - started:.2f} s")
        raw = struct.pack(f"<{len(values)}I", *(round(v * 1e6) for v in values))
        text = base64.b64encode(raw).decode()
        chunks = [text[i : i + 84] for i in range(0, len(text), 84)]
        boxes, scoring, bonus, per, first = table_key(rules)
        lines.append(f'    ({boxes}, "{scoring}", {bonus}, {per}, {first}): (')
        lines.extend(f'        "{c}"' for c in chunks)
        lines.append("    ),")
    lines.append("}")
    TARGET.write_text(HEADER + "\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
