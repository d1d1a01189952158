"""What keeping the start screen (balut/web/start_screen.py) costs a paint: a game of
three seats played by random taps on the page's buttons, each tap painted as the app does
(render, then `keep`), timed in CPython and in Pyodide under Node.

    python3 bench/start_screen.py [--taps 400]

Prints, per interpreter, the median, p95 and mean time of `keep` per paint, beside the
median time of `render` itself; after how many paints it was made again (something was
stored) and its median time then; and how many paints wrote the start screen.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyodide_node import LOCAL_STORAGE, run_in_cpython, run_in_pyodide  # noqa: E402

SCRIPT = (
    LOCAL_STORAGE
    + """
import json, random, statistics, sys, time
from balut.web import i18n
from balut.web.controller import Controller
from balut.web.screens import render
from balut.web.start_screen import keep
from balut.web.storage import Storage

SKIPPED = {"reload-page", "share-result", "make-proof", "export-backup", "picture"}

def buttons(node):
    if isinstance(node, str):
        return
    if "data-action" in node.attrs and "disabled" not in node.attrs:
        yield node.attrs["data-action"], node.attrs.get("data-arg", "")
    for child in node.children:
        yield from buttons(child)

i18n.use("en")
local = Local()
controller = Controller(Storage(local), seed=3)
kept, drawn, writes, made = [], [], [], []

def paint():
    start = time.perf_counter()
    page = render(controller.state)
    middle = time.perf_counter()
    before = local.get("balut:start-screen")
    made.append(controller.storage.start_screen_due())
    keep(controller.storage, controller.state)
    kept.append(time.perf_counter() - middle)
    drawn.append(middle - start)
    writes.append(local.get("balut:start-screen") != before)

controller.paint = paint
controller.perform("new-game")
for seat, name in enumerate(["Ann", "Bo", "Cy"]):
    if seat:
        controller.perform("add-player")
    controller.edit("name", str(seat), name)
controller.perform("start-game")
rng = random.Random(7)
for _ in range(int(sys.argv[1])):
    choices = [b for node in render(controller.state) for b in buttons(node) if b[0] not in SKIPPED]
    controller.perform(*rng.choice(choices))
ms = sorted(1000 * t for t in kept)
print(json.dumps({
    "paints": len(ms),
    "keep_median_ms": statistics.median(ms),
    "keep_p95_ms": ms[int(0.95 * len(ms))],
    "keep_mean_ms": statistics.mean(ms),
    "render_median_ms": 1000 * statistics.median(drawn),
    "made": sum(made),
    "made_median_ms": statistics.median(1000 * t for t, m in zip(kept, made) if m),
    "writes": sum(writes),
}))
"""
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=400)
    args = parser.parse_args()
    for name, run in (("CPython", run_in_cpython), ("Pyodide", run_in_pyodide)):
        figures = json.loads(run(SCRIPT, str(args.taps)))
        print(
            f"{name}: {figures['paints']} paints, keep median {figures['keep_median_ms']:.2f} ms,"
            f" p95 {figures['keep_p95_ms']:.2f} ms, mean {figures['keep_mean_ms']:.2f} ms"
            f" (render median {figures['render_median_ms']:.2f} ms); made again after"
            f" {figures['made']} paints (median {figures['made_median_ms']:.2f} ms),"
            f" written {figures['writes']} times"
        )


if __name__ == "__main__":
    main()
