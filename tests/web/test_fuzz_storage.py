"""Fuzz, browser-free and seeded: whatever a stored save, history or setup holds, the
loaders take it or refuse it with the app's own message, and never raise.

Real values are made by playing the core with seeded dice: saves of every rule set and
mode (teams, real dice, speed with its countdown, bots, stakes, a match rolled and one
typed in), histories of both layouts, the setup's settings. Each is mutated one to three
times where a random walk into its JSON stops (inside storage's own wrapping, or 1 time
in 50 the wrapping): numbers changed (off by one, negative, huge, fractional, ``1e400``
written in the text, more digits than Python reads), types swapped, keys deleted, added,
renamed or written twice in the text, list items deleted, repeated or swapped, strings
emptied, lengthened or made invisible, values nested (past storage's depth limit too).

- 4,000 mutated saves (two tests of 2,000, which two workers share) go through
  ``saved_play.restore`` (storage's parse with its limits, then ``unwrap``, which
  replays every game from its log). A save that loads is
  the stored one, and each of its games passes ``Game.replay``; one that does not is
  kept (backed up, or left in place) and named in a warning.
- 4,000 mutated histories go through storage's history reader and the stats' reader of
  games, 200 of them through every other reader too (bringing layout 1 on, reading games
  for the stats, each entry's game, a replay); 10,000 mutated settings through the
  setup's reader.
- The app's start-up path (a controller on fake storage holding the mutated value, Home
  painted; Continue and its screen for a save that loads, the records' upkeep for a
  history, New game's screen for settings) is driven with 200 saves, 100 histories and
  100 settings made the same way: a start-up with its paints takes about 3 ms, so
  10,000 would take over 30 s, three times this file's budget of about 10 s on one core.

Found on the way: a number JSON reads as infinite (``1e400``) in a history entry made
the whole history unwritable; such an entry is now set aside like any damaged one.
"""

from __future__ import annotations

import contextlib
import json
import marshal
import math
import random
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fakes import FakeLocalStorage, new_controller, page_html, play

import balut
from balut import Category, stats
from balut.web import records, saved_play
from balut.web.controller import Controller
from balut.web.effects import Upkeep
from balut.web.i18n import Msg
from balut.web.play_draft import PlayDraft
from balut.web.setup import SetupDraft
from balut.web.speed import TurnTimer
from balut.web.stakes import Stake
from balut.web.state import LastFill
from balut.web.storage import Storage
from tests.histories import history

SEED = 14
SAVES, HISTORIES, SETTINGS = 4_000, 4_000, 10_000
# Histories also read by everything that reads one (upkeep, stats, each entry's game).
HISTORIES_READ_THROUGH = 200
STARTS = {"save": 200, "history": 100, "settings": 100}
FIXTURES = Path(__file__).parent.parent / "fixtures"

# --- real values, played with seeded dice ----------------------------------------------


def take_turns(game: balut.Game, turns: int, rng: random.Random) -> None:
    """`turns` turns of a random legal player (teams: every member rolls, a pick)."""
    for _ in range(turns):
        first_roll(game, rng)
        if game.teams is not None:
            while not game.picking:
                game.finish_member()
                if not game.picking:
                    game.roll()
            game.pick(rng.randrange(len(game.teams[game.current_index])))
        elif rng.random() < 0.5:
            game.roll([i for i in range(5) if rng.random() < 0.5])
        category, jackpot = rng.choice(game.sheet(game.current_index).open_slots())
        game.fill(category, jackpot=jackpot, crossed=rng.random() < 0.2)


def first_roll(game: balut.Game, rng: random.Random) -> None:
    """The turn's first roll (the prediction first, under that option). A save that ends
    on one has no undo step, whose snapshot of every sheet would double its size (and the
    time of 10,000 replays)."""
    if game.needs_prediction:
        game.predict(game.current_index, rng.randrange(10))
    game.roll()


def real_dice_game(rng: random.Random) -> balut.Game:
    """Two seats at a table: opener chosen, dice typed and filled, a value typed, a box
    corrected, the last fill left to undo."""
    game = balut.RealDiceGame(["Ann", "Bo"], balut.QUICK, seed=5)
    game.set_opener(1)
    game.enter_dice([6, 6, 6, 4, 4])
    game.score(Category.FULL_HOUSE)
    game.enter_value(Category.CHOICE, 21)
    game.correct(1, Category.FULL_HOUSE, 0, 0)
    game.enter_dice([rng.randint(1, 6) for _ in range(5)])
    game.scratch(Category.FOURS)
    return game


def match_of(rules: balut.RuleSet, rng: random.Random, *, real_dice: bool = False) -> balut.Match:
    """A match whose first game is over and second under way."""
    match = balut.Match(["Ann", "Bo"], rules, games=3, seed=9, real_dice=real_dice)
    for turns in (rules.rounds * 2, 2):
        game = match.current_game
        if real_dice:
            game.set_opener(0)
            for _ in range(turns):  # the opener takes the most of each row
                category = game.sheet(game.current_index).open_slots()[0][0]
                best = max(game.possible_values(category)) if game.current_index == 0 else 0
                game.enter_value(category, best)
        else:
            take_turns(game, turns, rng)
        if game.is_over():
            match.new_game()
    if not real_dice:
        first_roll(match.current_game, rng)
    return match


def stored(text: str) -> str:
    """A value's JSON text as storage keeps it."""
    return f'{{"schema": 1, "data": {text}}}'


def base_saves() -> list[tuple[str, str]]:
    """(slot, JSON text) of real saves: every rule set and mode, small enough that 10,000
    replays fit the budget."""
    rng = random.Random(SEED)
    timer = TurnTimer()
    timer.follow((1, 0, 0, False), 20, 0)
    plays = []
    game = balut.Game(["Ann", "Bo", "Cy"], balut.STANDARD, seed=1)
    take_turns(game, 7, rng)
    game.roll()
    game.toggle_hold(2)
    plays.append(
        saved_play.Play(
            game,
            last_fill=LastFill("Cy", Category.CHOICE, 22, False),
            stake=Stake(150, "kr", True),
            bots={2: "expert"},
        )
    )
    game = balut.Game(["Ann", "Bo"], balut.JACKPOT.derive(locked_holds=True), seed=2)
    take_turns(game, 6, rng)
    game.undo()
    take_turns(game, 1, rng)
    plays.append(saved_play.Play(game, last_fill=LastFill("Bo", Category.FIVES, 0, True, True)))
    game = balut.Game(["Ann", "Bo"], balut.QUICK.derive(prediction=True), seed=3)
    take_turns(game, 5, rng)
    first_roll(game, rng)
    plays.append(saved_play.Play(game))
    game = balut.Game(["Solo"], balut.EXTENDED.derive(speed_seconds=20), seed=4)
    take_turns(game, 3, rng)
    game.roll()
    game.timeout()
    plays.append(saved_play.Play(game, timer=timer))
    game = balut.Game(["Reds", "Blues"], teams=[["Ann", "Bo"], ["Cy", "Di", "Ed"]], seed=6)
    take_turns(game, 4, rng)
    first_roll(game, rng)
    plays.append(saved_play.Play(game))
    plays.append(saved_play.Play(real_dice_game(rng)))
    for match in (match_of(balut.QUICK, rng), match_of(balut.QUICK, rng, real_dice=True)):
        plays.append(saved_play.Play(match.current_game, match, "m1"))
    return [
        (play.kind, json.dumps(saved_play.envelope(play, play.timer.to_dict(5_000))))
        for play in plays
    ]


def base_histories() -> list[tuple[str, str]]:
    """Histories of layout 2 (games, a match, a paper sheet) and of layout 1 (a match, a
    paper sheet and a game's whole save: its quick game, the small one)."""
    old = json.loads((FIXTURES / "history-layout-1.json").read_text(encoding="utf-8"))["data"]
    match, paper = ({**entry, "v": records.ENTRY_VERSION} for entry in old[:2])
    games = history([["Ann", "Bo"], ["Ann", "Cy", "Di"]], seed=SEED, rules="quick")
    return [
        ("history", json.dumps([*games, match, paper])),
        ("history", json.dumps(old[:3])),
        ("history", json.dumps([*unfinished_entries(), games[0]])),
    ]


def unfinished_entries() -> list[dict[str, Any]]:
    """A game and a match left unfinished (a new one replaced them), as history keeps them."""
    rng = random.Random(SEED)
    game = balut.Game(["Ann", "Bo"], balut.QUICK, seed=7)
    take_turns(game, 3, rng)
    first_roll(game, rng)
    match = match_of(balut.QUICK, rng)
    plays = [saved_play.Play(game), saved_play.Play(match.current_game, match, "m2")]
    return [
        {**records.unfinished_entry(play, None), "id": f"u{number}"}
        for number, play in enumerate(plays)
    ]


def base_settings() -> list[tuple[str, str]]:
    """The setup as the controller remembers it, every field of the table's section set."""
    setup = SetupDraft.from_settings({"ruleset": "jackpot"}, [])
    draft = PlayDraft.from_settings(
        {
            "dice": "real",
            "seating": "teams",
            "match": "fixed",
            "match_games": "5",
            "speed": True,
            "speed_seconds": "30",
            "stake": "1.50",
            "stake_unit": "kr",
            "loser_buys": True,
            "team_names": ["Reds", "Blues"],
            "members": [["Ann", "Bo"], ["Cy", "Di"]],
        }
    )
    return [("settings", json.dumps({**setup.to_settings(), "play": draft.to_settings()}))]


# --- mutations -------------------------------------------------------------------------

QUOTA_CHARS = 5 * 1024 * 1024  # localStorage holds no more
RAW = "@@raw{}@@"  # a value written into the text as it is (not JSON Python writes)


class Mutator:
    """One to three mutations of a JSON text, each where a random walk into it stops."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        # Each text parsed once, kept as marshal bytes: a fresh copy loads 3x faster.
        self.parsed: dict[str, bytes] = {}

    def __call__(self, text: str) -> str:
        """A mutation of `text` that a browser's storage could hold (its 5 MiB)."""
        if text not in self.parsed:
            self.parsed[text] = marshal.dumps(json.loads(text))
        while True:
            root: Any = marshal.loads(self.parsed[text])
            raws: list[str] = []
            for _ in range(self.rng.choice((1, 1, 1, 2, 3))):
                root = self._mutate(root, raws)
            result = json.dumps(root)
            for number, raw in enumerate(raws):
                result = result.replace(json.dumps(RAW.format(number)), raw, 1)
            if len(result) <= QUOTA_CHARS:
                return result

    def _raw(self, raws: list[str], text: str) -> str:
        raws.append(text)
        return RAW.format(len(raws) - 1)

    def _mutate(self, root: Any, raws: list[str]) -> Any:
        rng = self.rng
        parent: Any = None
        key: Any = None
        node = root
        while isinstance(node, (dict, list)) and node and rng.random() > 0.2:
            keys = list(node) if isinstance(node, dict) else range(len(node))
            inner = [k for k in keys if isinstance(node[k], (dict, list)) and node[k]]
            key = rng.choice(inner if inner and rng.random() < 0.7 else keys)
            parent, node = node, node[key]
        if isinstance(parent, dict) and rng.random() < 0.3:
            self._change_keys(parent, key, raws)
        elif isinstance(parent, list) and rng.random() < 0.3:
            self._change_items(parent, key)
        elif parent is None:
            return self._other(node, raws)
        else:
            parent[key] = self._other(node, raws)
        return root

    def _change_keys(self, parent: dict[str, Any], key: str, raws: list[str]) -> None:
        rng = self.rng
        choice = rng.randrange(4)
        if choice == 0:
            del parent[key]
        elif choice == 1:
            parent[key + rng.choice(("_", "X", " "))] = parent.pop(key)
        elif choice == 2:
            parent[rng.choice(("extra", "", "__proto__", key.upper()))] = parent[key]
        else:  # the key written twice in the text: the second one counts
            other = self._other(parent[key], raws)
            head = json.dumps(parent)[:-1]
            twice = f"{head}, {json.dumps(key)}: {json.dumps(other)}}}"
            parent.clear()
            parent["@"] = self._raw(raws, twice)

    def _change_items(self, parent: list[Any], index: int) -> None:
        rng = self.rng
        choice = rng.randrange(4)
        if choice == 0:
            del parent[index]
        elif choice == 1:
            parent.insert(index, parent[index])
        elif choice == 2:
            other = rng.randrange(len(parent))
            parent[index], parent[other] = parent[other], parent[index]
        else:
            parent.append(rng.choice((None, 0, "", [], {})))

    def _other(self, node: Any, raws: list[str]) -> Any:
        """A value to put in place of `node`."""
        rng = self.rng
        if rng.random() < 0.25:  # of another type
            return rng.choice((None, True, 0, -1, 2.5, "", "x", [], {}, [node], {"x": node}))
        if type(node) is int:
            if rng.random() < 0.15:  # a number as Python never writes one
                return self._raw(raws, rng.choice(("1e400", "-1e400", "1e-400", "1" + "0" * 5000)))
            return rng.choice(
                (
                    node + 1,
                    node - 1,
                    -node,
                    0,
                    node * 1000,
                    2**63,
                    -(10**30),
                    node + 0.5,
                    float(node),
                    str(node),
                )
            )
        if isinstance(node, float):
            return rng.choice((-node, 0.0, int(node)))
        if isinstance(node, bool):
            return rng.choice((not node, int(node), str(node).lower()))
        if isinstance(node, str):
            return rng.choice(
                (
                    "",
                    node * 200,
                    node + "\u200d",
                    "\u202e" + node,
                    node.upper(),
                    node[::-1],
                    "x" * 100_000,
                    rng.choice(("roll", "score", "undo", "choice", "game", "match", "turn")),
                )
            )
        if isinstance(node, list):
            if rng.random() < 0.25:
                return self._raw(raws, self._deep(node))
            return rng.choice((node[::-1], node * 2, [node]))
        if isinstance(node, dict):
            return rng.choice(({}, [node], {"x": node}, list(node.values())))
        return rng.choice((0, "", [], {}, False))

    def _deep(self, node: Any) -> str:
        """`node` nested in lists, within storage's depth limit or past it."""
        depth = self.rng.choice((10, 60, 70, 1_000))
        return "[" * depth + json.dumps(node) + "]" * depth


def mutated(bases: list[tuple[str, str]], count: int, seed: int) -> Iterator[tuple[str, str]]:
    """`count` (slot, stored text) pairs, the bases in turn, each mutated: its value, or
    1 time in 50 storage's own wrapping of it."""
    mutate = Mutator(seed)
    for number in range(count):
        slot, text = bases[number % len(bases)]
        yield slot, mutate(stored(text)) if number % 50 == 49 else stored(mutate(text))


# --- what every loader must do ---------------------------------------------------------


def backend_with(slot: str, text: str) -> FakeLocalStorage:
    backend = FakeLocalStorage()
    backend.items[f"balut:{slot}"] = text
    return backend


def check_restored(
    play_back: saved_play.Play | None,
    slot: str,
    text: str,
    backend: FakeLocalStorage,
    real: set[str],
) -> str:
    """What became of a stored play: "loaded" (exactly what its logs give), "rebuilt"
    (its state alone did not follow from its logs: what the logs make, the text backed up)
    or "refused" (kept: backed up or left in place). `real`: the JSON texts of the
    unmutated games (replayed once), so only the games a mutation changed are replayed."""
    if play_back is None:
        assert text in backend.items.values()
        return "refused"
    assert play_back.kind == slot
    # (a number of more digits than Python reads is read as infinity, as storage does;
    # json refuses the text for one, and only then is it read number by number)
    try:
        core = json.loads(text)
    except ValueError:
        core = json.loads(text, parse_int=lambda d: int(d) if len(d) < 4000 else math.inf)
    core = core["data"][slot]
    loaded = play_back.game if play_back.match is None else play_back.match
    if loaded.to_dict() != core:
        rebuilt = balut.Match.rebuild(core) if slot == "match" else balut.Game.rebuild(core)
        assert loaded.to_dict() == rebuilt.to_dict()
        assert text in backend.backups().values()
        return "rebuilt"
    for game in core["games"] if slot == "match" else [core]:
        if json.dumps(game) not in real:
            balut.Game.replay(game)  # JSON types and all
    return "loaded"


def upkeep_to_its_end(step: Callable[[], bool], storage: Storage) -> None:
    """Run the records' upkeep (`step`: True while some is left) to its end: a step per
    old entry at most, and one for the stats."""
    for _ in range(len(storage.history()) + 2):
        if not step():
            return
    raise AssertionError("the records' upkeep never ends")


def read_history(storage: Storage) -> None:
    """Everything that reads the history, as start-up, the stats and History do."""
    upkeep_to_its_end(records.Records(storage).upkeep, storage)
    games = records.finished_games(storage.history())
    for player in stats.players(games):
        stats.player_stats(games, player, "standard")
    for entry in storage.history():
        records.migrated(entry)
        records.entry_game(entry)
        if records.is_unfinished(entry):  # replayed from its log, or refused
            with contextlib.suppress(
                balut.BalutError, KeyError, TypeError, ValueError, OverflowError
            ):
                records.unfinished_play(entry)


def read_settings(storage: Storage) -> None:
    """New game's reading of the settings: what it keeps, it would keep again."""
    settings = storage.load_settings()
    setup = SetupDraft.from_settings(settings, []).to_settings()
    play_fields = PlayDraft.from_settings(settings.get("play")).to_settings()
    assert SetupDraft.from_settings(setup, []).to_settings() == setup
    assert PlayDraft.from_settings(play_fields).to_settings() == play_fields


# --- the tests ---------------------------------------------------------------------------


@pytest.mark.parametrize("half", [0, 1])
def test_mutated_saves_load_only_as_their_logs_say_and_never_raise(half: int) -> None:
    outcomes: Counter[str] = Counter()
    bases = base_saves()
    cores = [json.loads(text)[slot] for slot, text in bases]
    real = {json.dumps(g) for core in cores for g in core.get("games", [core])}
    for game in real:
        balut.Game.replay(json.loads(game))
    for number, (slot, text) in enumerate(mutated(bases, SAVES // 2, 100 * SEED + half)):
        if number % 20 == 19:  # now and then in the other play's slot
            slot = "match" if slot == "game" else "game"
        backend = backend_with(slot, text)
        storage = Storage(backend)
        ended = check_restored(saved_play.restore(storage), slot, text, backend, real)
        if ended == "loaded":
            outcomes["loaded"] += 1
            continue
        [warning] = storage.take_warnings()  # rebuilt, or moved aside (or left), and named
        values = dict(warning.values)
        assert values["what"] == Msg.of(f"storage.slot.{slot}")
        if ended == "rebuilt":
            assert warning.key == "storage.rebuilt_kept"
            outcomes["rebuilt"] += 1
            continue
        reason = values["reason"]
        assert isinstance(reason, Msg)
        outcomes[reason.key] += 1
    # Every end is exercised: many mutations still load (a screen field, a stake, a
    # bot's level), some are rebuilt from their logs (a state changed alone), most are
    # refused, dozens of them as logs changed outside the app.
    assert outcomes["loaded"] > 500 and outcomes["rebuilt"] > 1, outcomes
    assert outcomes["error.replay_mismatch"] > 20, outcomes
    assert outcomes.total() == SAVES // 2


def test_mutated_histories_are_read_without_raising() -> None:
    for number, (slot, text) in enumerate(mutated(base_histories(), HISTORIES, SEED + 1)):
        backend = backend_with(slot, text)
        storage = Storage(backend)
        entries = storage.history()
        assert text in backend.items.values()  # read as it is, or backed up
        assert all(isinstance(e, dict) and isinstance(e["id"], str) for e in entries)
        records.finished_games(entries)
        if number % (HISTORIES // HISTORIES_READ_THROUGH) == 0:
            read_history(storage)


def test_mutated_settings_are_read_without_raising() -> None:
    for slot, text in mutated(base_settings(), SETTINGS, SEED + 2):
        read_settings(Storage(backend_with(slot, text)))


def start_up(slot: str, text: str, then: Callable[[Controller], None]) -> None:
    """The app's start on storage holding `text`: Home painted with the value kept (in
    place or backed up, and then named), then `then` and its screen."""
    backend = backend_with(slot, text)
    controller = new_controller(backend, seed=1)
    assert 'data-action="new-game"' in page_html(controller)
    assert text in backend.items.values()
    assert f"balut:{slot}" in backend.items or controller.state.warnings
    then(controller)
    page_html(controller)


def resume(controller: Controller) -> None:
    if controller.state.game_in_progress():
        play(controller, "continue")


def bring_history_on(controller: Controller) -> None:
    def step() -> bool:
        return Upkeep() in controller.upkeep()

    upkeep_to_its_end(step, controller.storage)
    for entry in controller.storage.history():  # History lists it; an unfinished one opens
        if records.is_unfinished(entry):
            play(controller, "history")
            play(controller, "open-history", entry["id"])
            play(controller, "continue-unfinished", entry["id"])


def new_game(controller: Controller) -> None:
    play(controller, "new-game")


START_PATHS = {
    "save": (base_saves, resume),
    "history": (base_histories, bring_history_on),
    "settings": (base_settings, new_game),
}


@pytest.mark.parametrize("kind", STARTS)
def test_the_app_starts_and_paints_whatever_is_stored(kind: str) -> None:
    bases, then = START_PATHS[kind]
    for slot, text in mutated(bases(), STARTS[kind], SEED + 3):
        start_up(slot, text, then)


def test_a_number_too_big_for_a_float_never_blocks_the_history() -> None:
    [(slot, text), *_] = base_histories()
    backend = backend_with(slot, stored(text.replace('"place": 2', '"place": 1e400', 1)))
    storage = Storage(backend)
    entry = {**json.loads(text)[0], "finished": "2026-12-03T20:00:00+00:00"}
    new_id = storage.add_to_history(entry)  # a game finishes
    assert new_id in {e["id"] for e in Storage(backend).history()}
