"""How fast hostile result links are refused: each link of `tests/test_record.py`'s
HOSTILE table (a 10-million-character link, a link that unpacks to a megabyte of
brackets, quotes or escapes, a zip bomb, ...) decoded `--repeat` times in CPython; the
slowest refusal of each is printed, worst first. A link is opened on the page's main
thread, so every refusal must stay well under the 200 ms a task may take.

    python bench/hostile_links.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from balut.errors import InvalidInputError  # noqa: E402
from balut.record import decode_link  # noqa: E402
from tests.test_record import HOSTILE  # noqa: E402


def slowest_refusal(link: str, repeat: int) -> float:
    """The slowest of `repeat` refusals of `link`, in milliseconds."""
    worst = 0.0
    for _ in range(repeat):
        start = time.perf_counter()
        try:
            decode_link(link)
        except InvalidInputError:
            pass
        else:
            raise AssertionError(f"a hostile link was accepted: {link[:40]!r}")
        worst = max(worst, (time.perf_counter() - start) * 1000)
    return worst


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    times = sorted(
        ((slowest_refusal(link, args.repeat), code, len(link)) for link, code in HOSTILE),
        reverse=True,
    )
    print("| Refused as | Link characters | Slowest of runs (ms) |\n|---|---:|---:|")
    for ms, code, size in times:
        print(f"| {code} | {size:,} | {ms:.1f} |")


if __name__ == "__main__":
    main()
