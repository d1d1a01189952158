"""The rules core runs unchanged on Pyodide (Python 3.14) and plays exactly as on CPython:
the same saves, standings, check codes and result links, and the same puzzle of the day."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from node_pyodide import REPO, run_in_node_pyodide

# Runs on both interpreters; prints one JSON line.
PLAY = r"""
import dataclasses, json, random, sys
import balut
from balut import record

def play(game, seed):
    policy = random.Random(seed)
    while not game.is_over():
        seat = game.current_index
        sheet = game.sheet(seat)
        if game.rules.prediction and sheet.prediction is None:
            game.predict(seat, 10)
        if game.picking:
            game.pick(policy.randrange(len(game.team_dice)))
        elif game.dice is None or (game.rolls_left and policy.random() < 0.6):
            held = [game.locked[i] or policy.random() < 0.5 for i in range(5)]
            game.roll([i for i in range(5) if game.dice and held[i]])
            continue
        elif game.teams is not None:
            game.finish_member()
            continue
        category, jackpot = policy.choice(sheet.open_slots())
        if jackpot:
            game.scratch_jackpot(category)
        else:
            game.score(category)
        if policy.random() < 0.05 and game.can_undo():
            game.undo()
    return game

out = {"python": list(sys.version_info[:2]), "games": []}
setups = [
    (["Ann", "Bo", "Cy"], None, balut.STANDARD),
    (["Ann", "Bo"], None, balut.JACKPOT.derive(prediction=True, locked_holds=True)),
    (["Ann"], None, balut.QUICK.derive(per_balut_bonus=2, first_roll_balut_bonus=5)),
    (None, [["A", "B"], ["C", "D"]], balut.EXTENDED.derive(tiebreak="roll_off")),
]
for number, (players, teams, rules) in enumerate(setups):
    game = play(balut.Game(players, rules=rules, seed=number, teams=teams), number)
    saved = game.to_dict()
    assert balut.Game.from_dict(json.loads(json.dumps(saved))) == game
    facts = record.record_of(game)
    link = record.encode_link(facts)
    assert record.verify(record.decode_link(link)).ok
    out["games"].append({
        "save": saved,
        "check_code": record.check_code(facts),
        "link": link,
        "standings": [
            [s.place, s.player, s.result.to_dict(), s.tiebreak and dataclasses.asdict(s.tiebreak)]
            for s in game.standings()
        ],
    })
unseeded = play(balut.Game(["Ann"]), 1)
out["unseeded_over"] = unseeded.is_over()
# The puzzle of the day: the same position, and its options, on every phone.
from balut import puzzle
shown = puzzle.puzzle_for("2026-12-07")
out["puzzle"] = {
    "save": shown.save,
    "options": [[o.kind, list(o.keep), repr(o.fill), round(o.loss, 9)] for o in shown.options],
}
print(json.dumps(out))
"""

NODE_SCRIPT = r"""
import { readFileSync, readdirSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [pyodideDir, coreDir, playFile] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const py = await loadPyodide({ indexURL: pyodideDir + "/", stdout: (line) => console.log(line) });
for (const dir of ["", "/strategy"]) {  // the core and its strategy (the puzzle's)
  py.FS.mkdirTree("/home/pyodide/balut" + dir);
  for (const name of readdirSync(coreDir + dir).filter((n) => n.endsWith(".py"))) {
    const path = dir + "/" + name;
    py.FS.writeFile("/home/pyodide/balut" + path, readFileSync(coreDir + path, "utf8"));
  }
}
py.runPython(readFileSync(playFile, "utf8"));
"""


def test_core_plays_identically_on_pyodide_and_cpython(tmp_path: Path) -> None:
    play_file = tmp_path / "play.py"
    play_file.write_text(PLAY)
    in_browser = run_in_node_pyodide(NODE_SCRIPT, [str(REPO / "balut"), str(play_file)], tmp_path)
    cpython = subprocess.run(
        [sys.executable, str(play_file)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert cpython.returncode == 0, cpython.stderr[-3000:]
    native = json.loads(cpython.stdout.strip().splitlines()[-1])
    assert in_browser["python"][0] == 3 and in_browser["python"][1] >= 12
    assert in_browser["unseeded_over"] and native["unseeded_over"]
    assert in_browser["games"] == native["games"]
    assert in_browser["puzzle"] == native["puzzle"]
