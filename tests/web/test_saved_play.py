"""A save is a game only if its log says so: saves written by earlier code resume; a game
or match whose state alone does not follow from its log goes on as its log makes it, a
copy of it kept and named; one whose log cannot be played is moved aside with a message
naming why, and is never loaded."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from fakes import FakeLocalStorage, new_controller

import balut
from balut.web import saved_play
from balut.web.i18n import word
from balut.web.storage import Storage

SAVES = sorted((Path(__file__).parent.parent / "fixtures" / "saves").glob("*.json"))
REBUILT = (
    "Your saved {kind} did not match its own moves (it was changed outside the app), so it "
    "was rebuilt from the moves. A backup was kept."
)
CHANGED = (
    "Your saved {kind} could not be resumed (its saved moves cannot be played again: it was "
    "changed outside the app). A backup was kept."
)


def stored(kind: str, core: dict[str, Any]) -> str:
    """The text storage keeps for a play of `kind` whose core dict is `core`."""
    play = (
        saved_play.Play(balut.Match.from_dict(core).current_game, balut.Match.from_dict(core))
        if kind == "match"
        else saved_play.Play(balut.Game.from_dict(core))
    )
    return json.dumps({"schema": 1, "data": saved_play.envelope(play, None)})


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.stem)
def test_every_save_of_earlier_code_resumes(path: Path) -> None:
    core = json.loads(path.read_text(encoding="utf-8"))
    kind = "match" if core["kind"] == "balut.match" else "game"
    backend = FakeLocalStorage()
    backend.items[f"balut:{kind}"] = stored(kind, core)
    play = saved_play.restore(Storage(backend))
    if kind == "game" and balut.Game.from_dict(core).is_finished():
        assert play is None  # a finished game is never saved so: moved aside as finished
        return
    assert play is not None and play.kind == kind
    assert (play.match or play.game).to_dict() == core
    assert backend.backups() == {}


def box_changed(game: dict[str, Any]) -> None:
    """Change the first filled box of the first sheet to another score it could hold,
    in the game's state only (as a sheet edited in storage)."""
    rules = balut.RuleSet.from_dict(game["setup"]["rules"])
    rows = game["state"]["sheets"][0]["rows"]
    name, row = next((n, r) for n, r in rows.items() if r and n != "balut")
    scores = balut.rules.possible_box_scores(rules, balut.Category(name))
    row[0] = next(score for score in scores if score != row[0])


@pytest.mark.parametrize(
    ("kind", "fixture"), [("game", "jackpot_mid_game"), ("match", "match_in_progress")]
)
def test_a_save_whose_state_was_changed_is_rebuilt_from_its_moves_and_kept_aside(
    kind: str, fixture: str
) -> None:
    core = json.loads((SAVES[0].parent / f"{fixture}.json").read_text(encoding="utf-8"))
    changed = copy.deepcopy(core)
    box_changed(changed["games"][0] if kind == "match" else changed)
    text = stored(kind, changed)  # the core's loader alone takes it
    backend = FakeLocalStorage()
    backend.items[f"balut:{kind}"] = text
    controller = new_controller(backend)
    loaded = controller.state.match if kind == "match" else controller.state.game
    assert loaded is not None and loaded.to_dict() == core  # as its moves made it
    assert list(map(word, controller.state.warnings)) == [REBUILT.format(kind=kind)]
    assert list(backend.backups().values()) == [text]


def test_a_save_whose_moves_were_changed_is_moved_aside_never_loaded() -> None:
    core = json.loads((SAVES[0].parent / "jackpot_mid_game.json").read_text(encoding="utf-8"))
    rolls = [entry for entry in core["log"] if entry["action"] == "roll"]
    rolls[0]["dice"] = [6, 6, 6, 6, 6]  # a balut the dice never gave
    text = stored("game", core)
    backend = FakeLocalStorage()
    backend.items["balut:game"] = text
    controller = new_controller(backend)
    assert controller.state.game is None
    assert list(map(word, controller.state.warnings)) == [CHANGED.format(kind="game")]
    assert list(backend.backups().values()) == [text] and "balut:game" not in backend.items


def test_a_game_saved_beside_a_match_that_goes_on_is_backed_up_not_dropped() -> None:
    match = balut.Match(["Ann", "Bo"], games=2, seed=3)
    game = balut.Game(["Cy"], seed=4)
    backend = FakeLocalStorage()
    backend.items["balut:match"] = stored("match", match.to_dict())
    backend.items["balut:game"] = game_text = stored("game", game.to_dict())
    storage = Storage(backend)
    play = saved_play.restore(storage)
    assert play is not None and play.kind == "match"
    assert list(backend.backups().values()) == [game_text]
    assert "balut:game" not in backend.items
    assert [word(m) for m in storage.take_warnings()] == [
        "Your saved game could not be resumed (a match was in progress too, and it goes on). "
        "A backup was kept."
    ]


def test_a_save_the_core_refuses_for_another_reason_reads_that_it_breaks_the_rules() -> None:
    core = balut.Game(["Ann"], seed=1).to_dict()
    core["state"]["round"] = "three"  # (the core: invalid_input, worded for a move)
    backend = FakeLocalStorage()
    backend.items["balut:game"] = json.dumps(
        {"schema": 1, "data": {"format": 1, "game": core, "screen": "turn"}}
    )
    storage = Storage(backend)
    assert saved_play.restore(storage) is None
    assert [word(m) for m in storage.take_warnings()] == [
        "Your saved game could not be resumed (the game in it breaks the rules). A backup was kept."
    ]


def test_a_rebuilt_save_is_saved_as_rebuilt_so_the_next_start_finds_it_sound() -> None:
    core = json.loads((SAVES[0].parent / "jackpot_mid_game.json").read_text(encoding="utf-8"))
    changed = copy.deepcopy(core)
    box_changed(changed)
    backend = FakeLocalStorage()
    backend.items["balut:game"] = stored("game", changed)
    new_controller(backend)
    again = new_controller(backend)  # a reload before any move
    assert again.state.warnings == [] and len(backend.backups()) == 1
    assert again.state.game is not None and again.state.game.to_dict() == core
