"""How honest the coach's numbers are on the standard game: positions drawn from real
Expert games, each rolled out to the end by the Expert, against ``advise``'s prices.

``collect`` plays Expert games (seeds from ``--first-seed``; even positions are the
training split, for ``scripts/fit_calibration.py``, odd ones held out), draws one
decision point per game (a turn uniformly, then one of the decisions the Expert meets
in it), prices its options with ``advise`` (raw, the correction taken off, and as
shipped) and plays ``--rollouts`` rollouts from it by the Expert. A held-out position
whose top two options are within ``CONTESTED`` points is contested: each of the two is
applied and rolled out ``--pair-rollouts`` times on the same dice seeds (common random
numbers), ``--long-rollouts`` when they are ``ABOUT_AS_GOOD`` apart or more (the coach
names the better one). One JSON line per position goes to ``--out`` as it is done (the
progress; a second run goes on after the last one); ``--minutes`` stops it. ``extend``
rolls the top two out further where the coach tells them apart and the rollouts do not
decide yet.

``report`` reads that file: bias (rollout mean minus the price), RMSE net of rollout
noise, sign agreement of the top two on contested positions, each with its standard
error, raw and with the shipped correction (``balut/strategy/calibrated.py``, the same
for the top two: it moves every price of a turn alike), and the first turn's price
against the positions drawn there (or ``--first-turn N`` fresh rollouts from an empty
sheet); ``--json`` writes them (``bench/strength.py`` prints them).

    nice -n 10 python3 bench/calibration.py collect --minutes 45 --out /tmp/calib.jsonl
    nice -n 10 python3 bench/calibration.py extend /tmp/calib.jsonl --out /tmp/long.jsonl
    python3 bench/calibration.py report /tmp/long.jsonl [--first-turn 200]
                                        [--json bench/calibration.json]
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from balut import Game, strategy  # noqa: E402
from balut.dice_source import RandomDice  # noqa: E402
from balut.strategy.value import correction  # noqa: E402

#: Top two options within this many points (by the raw prices): a contested position.
CONTESTED = 0.5
#: Options closer than this the coach calls about as good (``balut.web.coach.NOISE``):
#: it names no better one, so the sign is judged from this loss up.
ABOUT_AS_GOOD = 0.1
#: The figures ``bench/strength.py`` prints (written by ``report --json``).
FIGURES = ROOT / "bench" / "calibration.json"
#: A rollout's two outcomes: its points, and its points less the luck of its rolls.
POINTS, LUCK = 0, 1
#: The empty sheet's rollouts (``report --first-turn``) take their dice seeds from here.
FIRST_TURN_SEED = 50_000_000


def open_boxes(game: Game) -> int:
    """Boxes still open on the current seat's sheet."""
    sheet = game.sheet(game.current_index)
    return game.rules.boxes_per_row * 7 - sheet.filled_count()


def draw_position(seed: int) -> Game:
    """A decision point of the Expert's game on ``seed``: a turn drawn uniformly, then
    one of the decisions the Expert meets in that turn."""
    pick = random.Random(seed ^ 0x5EED)
    game = Game(["Solo"], seed=seed)
    bot = strategy.Bot("expert", seed)
    for _ in range(pick.randrange(open_boxes(game))):
        bot.play_turn(game)
    seen = [copy.deepcopy(game)]
    while not bot.play_step(game):
        seen.append(copy.deepcopy(game))
    return pick.choice(seen)


def roll_out(position: Game, seed: int, option: strategy.Option | None = None) -> list[float]:
    """The Expert's final points from ``position`` on dice seeded ``seed`` (after
    ``option`` when given; then ``advise``'s best, the move ``Bot("expert")`` makes),
    and the same less the luck of every roll: the best price after the roll minus the
    price of the move that rolled (zero on average, whatever the prices, so both are
    unbiased; the second varies far less)."""
    game = copy.deepcopy(position)
    game._dice_source = RandomDice(seed)  # fresh dice from here on: the one private reach
    luck = 0.0
    move = option
    while not game.is_over():
        if move is None:
            move = strategy.advise(game)[0]
        strategy.make_move(game, move)
        if move.kind != "fill":
            luck += strategy.advise(game)[0].expected - move.expected
        move = None
    points = game.result(0).points
    return [points, points - luck]


def measure(seed: int, held_out: bool, counts: tuple[int, int, int]) -> dict[str, Any]:
    """One position's record: its prices and rollouts (``counts``: how many from the
    position, of each of the top two when they are contested, and when they are
    ``ABOUT_AS_GOOD`` apart or more)."""
    rollouts, pair_rollouts, long_rollouts = counts
    position = draw_position(seed)
    options = strategy.advise(position)
    shift = correction(open_boxes(position) - 1)
    raw = [o.expected - shift for o in options[:2]]
    gap = raw[0] - raw[1] if held_out and len(options) > 1 else CONTESTED + 1
    pairs = long_rollouts if ABOUT_AS_GOOD <= gap <= CONTESTED else pair_rollouts
    contested = gap <= CONTESTED
    seeds = [seed * 1000 + i for i in range(max(rollouts, pairs if contested else 0))]
    first = [roll_out(position, s) for s in seeds]
    record: dict[str, Any] = {
        "seed": seed,
        "held_out": held_out,
        "open": open_boxes(position),
        "rolled": position.dice is not None,
        "raw": raw,
        "shift": shift,
        "first": first,
    }
    if contested:
        record["second"] = [roll_out(position, s, options[1]) for s in seeds]
    return record


def collect(args: argparse.Namespace) -> None:
    """Measure positions until ``--positions`` or ``--minutes``, one JSON line each."""
    done = 0
    if args.out.exists():
        done = sum(1 for _ in args.out.open())
    stop = time.monotonic() + 60 * args.minutes
    with args.out.open("a") as out:
        for i in range(done, args.positions):
            if time.monotonic() > stop:
                break
            counts = (args.rollouts, args.pair_rollouts, args.long_rollouts)
            record = measure(args.first_seed + i, i % 2 == 1, counts)
            out.write(json.dumps(record) + "\n")
            out.flush()


def pair_difference(row: dict[str, Any]) -> tuple[float, float]:
    """The rollouts' mean difference between the top two (points less luck), its SE."""
    pairs = zip(row["first"], row["second"], strict=True)
    return mean_se([a[LUCK] - b[LUCK] for a, b in pairs])


def undecided(row: dict[str, Any]) -> bool:
    """A position the coach tells apart whose rollouts do not decide the sign yet."""
    if not row["held_out"] or "second" not in row:
        return False
    diff, se = pair_difference(row)
    return ABOUT_AS_GOOD <= row["raw"][0] - row["raw"][1] <= CONTESTED and abs(diff) <= 2 * se


def extend(args: argparse.Namespace) -> None:
    """More rollouts of the top two, 16 a side at a time up to ``--most``, for the
    positions ``undecided`` (the rest copied as they are); the file is rewritten to
    ``--out`` after each position."""
    rows = list(records(args.path))
    stop = time.monotonic() + 60 * args.minutes
    for row in rows:
        if time.monotonic() > stop:
            break
        if not undecided(row):
            continue
        position = draw_position(row["seed"])
        best, second = strategy.advise(position)[:2]
        assert abs(best.expected - second.expected - (row["raw"][0] - row["raw"][1])) < 1e-9
        while undecided(row) and len(row["first"]) < args.most:
            seeds = [row["seed"] * 1000 + len(row["first"]) + i for i in range(16)]
            row["first"] += [roll_out(position, s) for s in seeds]
            row["second"] += [roll_out(position, s, second) for s in seeds]
        args.out.write_text("".join(json.dumps(r) + "\n" for r in rows))


def records(path: Path) -> Iterator[dict[str, Any]]:
    with path.open() as lines:
        for line in lines:
            yield json.loads(line)


def mean_se(values: list[float]) -> tuple[float, float]:
    """The mean and its standard error."""
    if len(values) < 2:
        return (values[0] if values else 0.0), 0.0
    return statistics.fmean(values), statistics.stdev(values) / len(values) ** 0.5


def errors(rows: list[dict[str, Any]], corrected: bool, series: int) -> dict[str, float]:
    """Bias and RMSE net of rollout noise (each with its SE) of the best option's price,
    against the rollouts' points (``series`` 0) or points less luck (1)."""
    gaps, excess = [], []
    for row in rows:
        outcomes = [pair[series] for pair in row["first"]]
        price = row["raw"][0] + (correction(row["open"] - 1) if corrected else 0.0)
        gap = statistics.fmean(outcomes) - price
        noise = statistics.variance(outcomes) / len(outcomes)
        gaps.append(gap)
        excess.append(gap * gap - noise)  # unbiased for the squared error of the price
    bias, bias_se = mean_se(gaps)
    square, square_se = mean_se(excess)
    rmse = max(square, 0.0) ** 0.5
    rmse_se = square_se / (2 * rmse) if rmse else 0.0
    return {"bias": bias, "bias_se": bias_se, "rmse": rmse, "rmse_se": rmse_se}


def agreement(rows: list[dict[str, Any]], low: float) -> dict[str, float]:
    """On contested positions whose top two are ``low`` points apart or more: the share
    where the rollouts (points less luck) rank the top two as the prices do (a tie
    counts half), over all of them and over those the rollouts decide (difference
    beyond two standard errors); and the error of the loss the coach names (the
    rollouts' difference minus the prices'): its mean and RMSE net of rollout noise."""
    agree, decided, gaps, excess = [], [], [], []
    for row in rows:
        if "second" not in row or row["raw"][0] - row["raw"][1] < low:
            continue
        loss = row["raw"][0] - row["raw"][1]
        diff, se = pair_difference(row)
        hit = 1.0 if diff > 0 else 0.5 if diff == 0 else 0.0
        agree.append(hit)
        if abs(diff) > 2 * se > 0:
            decided.append(hit)
        gaps.append(diff - loss)
        excess.append((diff - loss) ** 2 - se * se)
    share, share_se = mean_se(agree)
    sure, sure_se = mean_se(decided)
    loss_bias, loss_bias_se = mean_se(gaps)
    return {
        "contested": len(agree),
        "agree": share,
        "agree_se": share_se,
        "decided": len(decided),
        "agree_decided": sure,
        "agree_decided_se": sure_se,
        "loss_bias": loss_bias,
        "loss_bias_se": loss_bias_se,
        "loss_rmse": max(mean_se(excess)[0], 0.0) ** 0.5,
    }


def figures(path: Path) -> dict[str, Any]:
    """Every figure of the report, from the collected positions."""
    rows = [r for r in records(path) if r["held_out"]]
    start = [r for r in rows if r["open"] == 28 and not r["rolled"]]
    return {
        "positions": len(rows),
        "rollouts": statistics.fmean(len(r["first"]) for r in rows),
        "raw": errors(rows, corrected=False, series=LUCK),
        "corrected": errors(rows, corrected=True, series=LUCK),
        "raw_points": errors(rows, corrected=False, series=POINTS),
        "corrected_points": errors(rows, corrected=True, series=POINTS),
        "first_turn": {
            "positions": len(start),
            "raw": start[0]["raw"][0] if start else None,
            "corrected": start[0]["raw"][0] + correction(27) if start else None,
            "reached": mean_se([x[LUCK] for r in start for x in r["first"]]),
        },
        "sign": agreement(rows, ABOUT_AS_GOOD),
        "sign_close": agreement(rows, 0.0),
    }


def first_turn(rollouts: int) -> dict[str, Any]:
    """The empty sheet's price, raw and corrected, against ``rollouts`` Expert games
    from it (points less luck; dice seeds from 50,000,000)."""
    game = Game(["Solo"], seed=FIRST_TURN_SEED)
    price = strategy.advise(game)[0].expected
    games = [roll_out(game, FIRST_TURN_SEED + i)[LUCK] for i in range(rollouts)]
    return {
        "positions": 1,
        "rollouts": rollouts,
        "raw": price - correction(27),
        "corrected": price,
        "reached": mean_se(games),
    }


def show(found: dict[str, Any]) -> str:
    """The figures as printed lines."""
    lines = [
        f"calibration: {found['positions']} held-out positions of Expert games, "
        f"{found['rollouts']:.1f} Expert rollouts each (points less luck; points alone)"
    ]
    for name in ("raw", "corrected"):
        e, p = found[name], found[f"{name}_points"]
        lines.append(
            f"  {name:<9} bias {e['bias']:+.2f} (SE {e['bias_se']:.2f}; {p['bias']:+.2f} SE "
            f"{p['bias_se']:.2f}), RMSE net of noise {e['rmse']:.2f} (SE {e['rmse_se']:.2f})"
        )
    first = found["first_turn"]
    if first["positions"]:
        games = first.get("rollouts", first["positions"])
        lines.append(
            f"  first turn: raw {first['raw']:.2f}, corrected {first['corrected']:.2f}, "
            f"reached {first['reached'][0]:.2f} (SE {first['reached'][1]:.2f}; "
            f"{games} {'rollouts' if 'rollouts' in first else 'positions'})"
        )
    for name, low in (("sign", ABOUT_AS_GOOD), ("sign_close", 0.0)):
        s = found[name]
        lines.append(
            f"  top two {low}-{CONTESTED} apart ({s['contested']} positions): sign agrees "
            f"{100 * s['agree']:.0f}% (SE {100 * s['agree_se']:.0f}); where the rollouts "
            f"decide ({s['decided']}): {100 * s['agree_decided']:.0f}% "
            f"(SE {100 * s['agree_decided_se']:.0f}); loss named off by {s['loss_bias']:+.2f} "
            f"(SE {s['loss_bias_se']:.2f}), RMSE net of noise {s['loss_rmse']:.2f}"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("collect")
    run.add_argument("--out", type=Path, required=True)
    run.add_argument("--positions", type=int, default=100_000)
    run.add_argument("--minutes", type=float, default=30.0)
    run.add_argument("--rollouts", type=int, default=4)
    run.add_argument("--pair-rollouts", type=int, default=8)
    run.add_argument("--long-rollouts", type=int, default=32)
    run.add_argument("--first-seed", type=int, default=30_000_000)
    more = sub.add_parser("extend")
    more.add_argument("path", type=Path)
    more.add_argument("--out", type=Path, required=True)
    more.add_argument("--most", type=int, default=128)
    more.add_argument("--minutes", type=float, default=20.0)
    read = sub.add_parser("report")
    read.add_argument("path", type=Path)
    read.add_argument("--json", type=Path)
    read.add_argument("--first-turn", type=int, default=0, metavar="ROLLOUTS")
    args = parser.parse_args()
    if args.command in ("collect", "extend"):
        (collect if args.command == "collect" else extend)(args)
        return
    found = figures(args.path)
    if args.first_turn:
        found["first_turn"] = first_turn(args.first_turn)
    print(show(found))
    if args.json:
        args.json.write_text(json.dumps(found, indent=2) + "\n")


if __name__ == "__main__":
    main()
