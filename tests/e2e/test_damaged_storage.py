"""No stored byte bricks the app: whatever any of its keys holds, it reaches Home.

A table of damaged data spread over every key the app reads (issue 14). Each kind ends
one of seven ways, and the test checks which: data that cannot be used is backed up under
`balut:backup:<name>:<stamp>` byte for byte, gone from its key and named in the alert
(`BACKED_UP`), or, when even its copy does not fit in storage, left in place and named
(`LEFT`); harmless damage (a saved game's screen fields, odd fields inside the setup)
is read past and play goes on (`PLAYS_ON`, `KEPT`); a game whose sheet alone was changed
plays on as its log makes it, a copy backed up and named (`REBUILT`); a history entry
that is no game is set aside, the whole history backed up and named (`SET_ASIDE`); the
tab marker, which holds no data of the player's, is simply claimed again (`REPLACED`).
History that survives a bad entry: damaged entries are listed as damaged, with Delete,
beside entries that open as usual.

Every page load boots Python, so kinds are batched: load `i` damages every key with its
`i`-th kind at once (the values are written on a blank page of the site, then the app
opens), and a handful of loads covers the table.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from itertools import zip_longest
from pathlib import Path
from typing import Any

import pytest
from helpers_game import game_save, match_save, roll, save_envelope
from playwright.sync_api import Page, expect

import balut
from balut.web.records import match_entry
from tests.histories import history

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"

BACKED_UP, LEFT, PLAYS_ON, KEPT, REPLACED = "backed up", "left", "plays on", "kept", "replaced"
REBUILT = "rebuilt"  # a game: backed up as it was, played on as its log makes it
SET_ASIDE = "set aside"  # history: the whole text backed up, the readable entries kept

# How the alert names each key's data ("Your saved <name> could not be ...").
NAMED = {
    "game": "game",
    "match": "match",
    "history": "game history",
    "names": "list of player names",
    "settings": "setup",
    "language": "language",
    "vibration": "vibration setting",
    "fast-bots": "fast bots setting",
    "coach": "coach setting",
    "aliases": "list of merged names",
    "persist-asked": "note on keeping your data",
}
DAMAGED = "could not be read (the data is damaged)"
FOREIGN = "could not be read (it is not in this app's format)"
NEWER = "could not be read (it was saved by a newer version of the app)"
FINISHED = "could not be resumed (it was already finished)"
# What the core says of a game it refuses is its own affair: any reason will do.
BREAKS_RULES = "could not be resumed (...)"
TAMPERED = (
    "could not be resumed (its saved moves cannot be played again: it was changed outside the app)"
)
REBUILT_GAME = (
    "Your saved game did not match its own moves (it was changed outside the app), so it was "
    "rebuilt from the moves. A backup was kept."
)
UNKNOWN_FORMAT = "could not be resumed (unknown save format)"

DEEP = 100_000  # levels of nesting that once killed Pyodide's JSON parser at every start
HUGE = 1_500_000  # characters: a value and its backup fit in the 5 Mi characters of storage
TOO_BIG_TO_COPY = 3_000_000  # characters: no room for a second copy
QUOTA_CHARS = 5 * 2**20  # Chromium's localStorage: 5 Mi UTF-16 characters, keys included


@dataclass(frozen=True)
class Kind:
    """One kind of damaged data: what is stored under `balut:<slot>` and how it ends."""

    name: str
    raw: str
    ends: str
    why: str = ""  # BACKED_UP and LEFT: what the alert says of it

    def sentence(self, slot: str) -> re.Pattern[str]:
        """What the alert says of it (`...` in `why`: any words; SET_ASIDE, REBUILT: all)."""
        if self.ends in (SET_ASIDE, REBUILT):
            return re.compile(re.escape(self.why))
        after = "A backup was kept." if self.ends == BACKED_UP else "It was left in place"
        words = re.escape(f"Your saved {NAMED[slot]} {self.why}. {after}")
        return re.compile(words.replace(re.escape("..."), ".+?"))


def envelope(data: Any, schema: Any = 1) -> str:
    return json.dumps({"schema": schema, "data": data})


E400 = "<1e400>"  # stands for the number 1e400 in data given to `with_1e400`


def with_1e400(data: Any) -> str:
    """The envelope of `data` with every `E400` written as the number 1e400 (too big for
    a float: JSON.parse and Python's json read it as infinity, json.dumps cannot write it)."""
    return envelope(data).replace(json.dumps(E400), "1e400")


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


# --- saved games and matches --------------------------------------------------------------


def solo_mid_turn() -> balut.Game:
    """Ann alone, one roll into her first turn: Continue shows 2 rolls left."""
    game = balut.Game(["Ann"], seed=5)
    game.roll()
    return game


def two_player_game() -> balut.Game:
    """Ann and Bo, two rounds played (Choice and Sixes each)."""
    game = balut.Game(["Ann", "Bo"], seed=7)
    for category in (balut.Category.CHOICE,) * 2 + (balut.Category.SIXES,) * 2:
        game.roll()
        game.fill(category)
    return game


def tampered_save() -> dict[str, Any]:
    """Ann's Choice box raised to 30 in the sheet; the log still says she scored 13."""
    save = game_save(two_player_game())
    tampered = copy.deepcopy(save)
    rows = tampered["game"]["state"]["sheets"][0]["rows"]
    assert rows["choice"] != [30]
    rows["choice"] = [30]
    balut.Game.from_dict(tampered["game"])  # well-formed: only replaying its log tells
    return tampered


def tampered_log() -> dict[str, Any]:
    """Ann's first roll in the log made a balut of sixes; the dice gave something else."""
    tampered = game_save(two_player_game())
    first = next(e for e in tampered["game"]["log"] if e["action"] == "roll")
    assert first["dice"] != [6] * 5
    first["dice"] = [6] * 5
    return tampered


def match_mid_turn() -> balut.Match:
    match = balut.Match(["Ann", "Bo"], games=2, seed=3)
    match.current_game.roll()
    return match


def finished_game() -> balut.Game:
    return balut.Game.from_dict(json.loads((FIXTURES / "finished.json").read_text()))


def rules_renamed(save: dict[str, Any], name: str) -> dict[str, Any]:
    save = copy.deepcopy(save)
    save["game"]["setup"]["rules"]["name"] = name
    return save


def match_with(**fields: Any) -> dict[str, Any]:
    """A good match's save with these fields of the match set."""
    save = match_save(match_mid_turn())
    save["match"].update(fields)
    return save


def match_rolls_left_1e400() -> str:
    save = match_save(match_mid_turn())
    save["match"]["games"][-1]["state"]["rolls_left"] = E400
    return with_1e400(save)


def screen_fields_damaged_game() -> str:
    """The screen fields around a good solo game: resume on a screen that does not exist,
    the last box scored 1e400 (which stopped start-up with OverflowError)."""
    save = {
        **game_save(solo_mid_turn()),
        "screen": "nowhere",
        "last_fill": {"player": "Ann", "category": "choice", "score": E400},
        "finished_id": ["not", "an", "id"],
    }
    return with_1e400(save)


def screen_fields_damaged_match() -> str:
    """The screen fields around a good match: the countdown's time left and the stake per
    point 1e400, bots seated nowhere, a number for the match id."""
    save = {
        **match_save(match_mid_turn()),
        "timer": {"key": [1, 0, 0, False], "left_ms": E400},
        "stake": {"per_point": E400, "unit": "kr", "loser_buys": "yes"},
        "bots": {"9": "expert", "x": "easy", "0": 5},
        "id": 12,
    }
    return with_1e400(save)


# --- history ------------------------------------------------------------------------------

# Newest first: Ann and Bo's game, then Cy and Di's, Ed and Flo's, Gus and Hal's.
ENTRIES = history([["Gus", "Hal"], ["Ed", "Flo"], ["Cy", "Di"], ["Ann", "Bo"]], seed=14)


def good_history() -> list[dict[str, Any]]:
    return copy.deepcopy(ENTRIES)


def history_with(entry: Any) -> str:
    return envelope([entry, *good_history()])


def match_entry_without_places() -> dict[str, Any]:
    """A finished match's entry whose table rows lost their place."""
    entry = match_entry(match_mid_turn(), "m1")
    entry["table"] = [{k: v for k, v in row.items() if k != "place"} for row in entry["table"]]
    return {**entry, "v": 2, "id": "m-no-place", "finished": "2026-01-09T19:00:00+00:00"}


def entries_damaged_one_by_one() -> list[dict[str, Any]]:
    """Newest first: Ann and Bo's game with malformed standings, Cy and Di's with a date
    that is no date, Ed and Flo's whose record is garbage, a match without places, and
    Gus and Hal's game as it was stored."""
    bad_standings, bad_date, bad_record, good = good_history()
    bad_standings["standings"] = [{"player": "Ann", "points": "five"}, 7]
    bad_date["finished"] = {"day": "Tuesday"}
    bad_record["record"] = "r=not-a-record"
    return [bad_standings, bad_date, bad_record, match_entry_without_places(), good]


# --- the table: each key's kinds, in load order -------------------------------------------

GOOD_NAMES = envelope(["Ann", "Bo"])

KINDS: dict[str, list[Kind | None]] = {
    "game": [
        Kind(
            "a saved game nested 100,000 levels deep",
            json.dumps({"schema": 1, "data": {"format": 1, "game": "deep"}}).replace(
                '"deep"', nested(DEEP)
            ),
            BACKED_UP,
            DAMAGED,
        ),
        Kind(
            "a finished game left in the game slot",
            save_envelope(game_save(finished_game())),
            BACKED_UP,
            FINISHED,
        ),
        Kind(
            "a tampered log: a roll the dice never gave",
            save_envelope(tampered_log()),
            BACKED_UP,
            TAMPERED,
        ),
        Kind(
            "a tampered sheet: it does not follow from the log, which plays",
            save_envelope(tampered_save()),
            REBUILT,
            REBUILT_GAME,
        ),
        Kind(
            "a game of unknown rules",
            save_envelope(rules_renamed(game_save(two_player_game()), "klondike")),
            BACKED_UP,
            BREAKS_RULES,
        ),
        None,  # (the load where a match plays on: a game beside it is set aside for it)
        Kind(
            "screen fields damaged (last box scored 1e400, unknown screen): the game goes on",
            screen_fields_damaged_game(),
            PLAYS_ON,
        ),
    ],
    "match": [
        Kind(
            "truncated JSON", save_envelope(match_save(match_mid_turn()))[:-9], BACKED_UP, DAMAGED
        ),
        Kind(
            "a fraction of games planned",
            save_envelope(match_with(planned_games=2.5)),
            BACKED_UP,
            BREAKS_RULES,
        ),
        Kind(
            "a save format from the future",
            save_envelope({**match_save(match_mid_turn()), "format": 2}),
            BACKED_UP,
            UNKNOWN_FORMAT,
        ),
        Kind("1e400 rolls left in its game", match_rolls_left_1e400(), BACKED_UP, BREAKS_RULES),
        Kind(
            "a newer schema around a good match",
            envelope(match_save(match_mid_turn()), schema=2),
            BACKED_UP,
            NEWER,
        ),
        Kind(
            "screen fields damaged (time left and stake 1e400, bots nowhere): the match goes on",
            screen_fields_damaged_match(),
            PLAYS_ON,
        ),
    ],
    "history": [
        Kind("the empty string", "", BACKED_UP, DAMAGED),
        Kind("an object where the list belongs", envelope({"g1": ENTRIES[0]}), BACKED_UP, FOREIGN),
        Kind(
            "an entry without an id (set aside, the others listed)",
            history_with({k: v for k, v in ENTRIES[0].items() if k != "id"}),
            SET_ASIDE,
            "1 game in your history could not be read and was left out. A backup of the "
            "whole history was kept.",
        ),
        Kind("schema 0", envelope(good_history(), schema=0), BACKED_UP, FOREIGN),
        Kind(
            "an Infinity literal in an entry",
            history_with({**ENTRIES[0], "id": "x", "finished": "inf"}).replace('"inf"', "Infinity"),
            BACKED_UP,
            DAMAGED,
        ),
        Kind(
            "entries damaged one by one: malformed standings and date, a garbage record, "
            "a match without places",
            envelope(entries_damaged_one_by_one()),
            KEPT,
        ),
    ],
    "names": [
        Kind("not JSON", "Ann, Bo", BACKED_UP, DAMAGED),
        Kind("numbers for names", envelope([1, 2.5, None]), BACKED_UP, FOREIGN),
        Kind(
            "names no one can play under (invisible, bidi, control, unpaired surrogate, "
            "a thousand letters)",
            envelope(["\u200d", "\u202eevil", "Ann\x07", "Bo\ud800", "x" * 1000, "Cy"]),
            KEPT,
        ),
        Kind("2 MB of text that is not JSON", "Ann " * 500_000, BACKED_UP, DAMAGED),
        Kind("a raw unpaired surrogate", "\udc00", BACKED_UP, DAMAGED),
        Kind("a JSON string", json.dumps(GOOD_NAMES), BACKED_UP, FOREIGN),
    ],
    "settings": [
        Kind(
            "wrong types in every field",
            with_1e400(
                {
                    "ruleset": ["standard"],
                    "options": {"jackpot": E400, "locked_holds": 1},
                    "play": {"dice": 6, "speed": "yes", "team_names": "AB", "members": [[1]]},
                },
            ),
            KEPT,
        ),
        Kind("an array", envelope([]), BACKED_UP, FOREIGN),
        Kind(
            f"{TOO_BIG_TO_COPY:,} characters where the setup belongs, too big to copy",
            envelope("s" * TOO_BIG_TO_COPY),
            LEFT,
            FOREIGN,
        ),
        Kind("JSON with text after it", envelope({}) + " and more", BACKED_UP, DAMAGED),
        Kind("null", "null", BACKED_UP, FOREIGN),
    ],
    "language": [
        Kind("a bare language code", "da", BACKED_UP, DAMAGED),
        Kind("a language there is no catalog for", envelope("xx"), BACKED_UP, FOREIGN),
        Kind("a number", envelope(3), BACKED_UP, FOREIGN),
        Kind(
            "nested 100,000 levels deep",
            envelope("deep").replace('"deep"', nested(DEEP)),
            BACKED_UP,
            DAMAGED,
        ),
        # (The start-up shell reads schema 1 only: the page stays in the browser's English.)
        Kind("a newer schema", envelope("de", schema=7), BACKED_UP, NEWER),
        Kind(
            "an unpaired surrogate in its JSON text",
            json.dumps({"schema": 1, "data": "d\ud800"}, ensure_ascii=False),
            BACKED_UP,
            FOREIGN,
        ),
    ],
    "vibration": [
        Kind("a string for a switch", envelope("yes"), BACKED_UP, FOREIGN),
        Kind("1e400 for a switch", envelope("x").replace('"x"', "1e400"), BACKED_UP, FOREIGN),
        Kind("no data field", json.dumps({"schema": 1}), BACKED_UP, FOREIGN),
        Kind("NaN", envelope("x").replace('"x"', "NaN"), BACKED_UP, DAMAGED),
    ],
    "fast-bots": [
        Kind("null data", envelope(None), BACKED_UP, FOREIGN),
        Kind("a schema that is a string", envelope(True, schema="1"), BACKED_UP, FOREIGN),
        Kind("a negative schema", envelope(True, schema=-1), BACKED_UP, FOREIGN),
        Kind("whitespace", " \n\t ", BACKED_UP, DAMAGED),
    ],
    "coach": [
        Kind(
            f"{HUGE:,} characters of JSON that never closes",
            '{"schema":1,"data":"' + "c" * HUGE,
            BACKED_UP,
            DAMAGED,
        ),
        Kind("a number for a switch", envelope(1), BACKED_UP, FOREIGN),
        Kind("a float schema", envelope(True, schema=1.5), BACKED_UP, FOREIGN),
    ],
    "aliases": [
        Kind("names merged into numbers", envelope({"ann": 1}), BACKED_UP, FOREIGN),
        Kind(
            "merges that go round in a circle",
            envelope({"ann": "bo", "bo": "cy", "cy": "ann"}),
            KEPT,
        ),
        Kind("a list of pairs", envelope([["ann", "bo"]]), BACKED_UP, FOREIGN),
        Kind("an escaped unpaired surrogate", envelope({"\ud800": "ann"}), KEPT),
    ],
    "persist-asked": [
        Kind("false (never written so)", envelope(False), BACKED_UP, FOREIGN),
        Kind("the string true", envelope("true"), BACKED_UP, FOREIGN),
        Kind("an object with neither schema nor data", '{"": 1}', BACKED_UP, FOREIGN),
        Kind("a big integer for true", envelope(10**300), BACKED_UP, FOREIGN),
    ],
    "tab": [
        Kind("not JSON", "tab 1", REPLACED),
        Kind("an object for the token", envelope({"token": 1}), REPLACED),
        Kind("nested 100,000 levels deep", nested(DEEP), REPLACED),
    ],
}
LOADS = [
    {slot: kind for slot, kind in zip(KINDS, kinds, strict=True) if kind is not None}
    for kinds in zip_longest(*KINDS.values())
]


def test_the_table_covers_every_key_with_over_35_kinds() -> None:
    assert set(KINDS) == {*NAMED, "tab"}
    assert sum(len(kinds) for kinds in KINDS.values()) >= 35
    for load in LOADS:
        assert not (ends(load, "match") == PLAYS_ON and "game" in load)  # (game unread)
        room = sum(len(kind.raw) * (2 if kind.ends == BACKED_UP else 1) for kind in load.values())
        assert room < QUOTA_CHARS - 100_000  # every backup fits, with room to play on


# --- the page -------------------------------------------------------------------------------

# Storage as the load has it, and nothing else (no journal in IndexedDB either).
WRITE = """async (items) => {
  localStorage.clear();
  for (const { name } of await indexedDB.databases()) {
    await new Promise((done) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = request.onerror = request.onblocked = done;
    });
  }
  for (const [key, value] of Object.entries(JSON.parse(items))) localStorage.setItem(key, value);
}"""
# Every key and value, through JSON.stringify (which escapes an unpaired surrogate).
READ = """JSON.stringify(
  Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))
)"""


def open_damaged(
    page: Page, wait_until_ready: Callable[[Page], None], load: dict[str, Kind]
) -> None:
    page.goto("/__test__/blank.html")
    # (json.dumps escapes unpaired surrogates; JSON.parse makes them code units again)
    page.evaluate(WRITE, json.dumps({f"balut:{slot}": kind.raw for slot, kind in load.items()}))
    page.goto("/")
    wait_until_ready(page)


BACKUP_KEY = re.compile(r"balut:backup:[a-z-]+:\d{8}T\d{6}Z(-\d+)?")


def ends(load: dict[str, Kind], slot: str) -> str:
    """How the kind of `slot` in this load ends ("" when the load leaves the key empty)."""
    kind = load.get(slot)
    return "" if kind is None else kind.ends


def stored(page: Page) -> dict[str, str]:
    values: dict[str, str] = json.loads(page.evaluate(READ))
    return values


@pytest.mark.parametrize(
    "number", range(len(LOADS)), ids=[f"load{i + 1}" for i in range(len(LOADS))]
)
def test_any_damaged_value_of_any_key_leaves_home_working(
    page: Page, wait_until_ready: Callable[[Page], None], number: int
) -> None:
    load = LOADS[number]
    open_damaged(page, wait_until_ready, load)
    expect(page.get_by_role("heading", name="Play Balut", level=1)).to_be_visible()

    said = (BACKED_UP, LEFT, SET_ASIDE, REBUILT)
    named = {slot: kind for slot, kind in load.items() if kind.ends in said}
    alert = page.get_by_role("alert")
    for slot, kind in named.items():
        expect(alert, kind.name).to_contain_text(kind.sentence(slot))
    expect(alert.locator("p")).to_have_count(len(named))

    values = stored(page)
    for slot, kind in load.items():
        key = f"balut:{slot}"
        backups = [v for k, v in values.items() if k.startswith(f"balut:backup:{slot}:")]
        assert all(BACKUP_KEY.fullmatch(k) for k in values if k.startswith("balut:backup:"))
        if kind.ends == BACKED_UP:
            assert key not in values and backups == [kind.raw], kind.name
        elif kind.ends == REBUILT:  # (the slot is saved again at the next move)
            assert backups == [kind.raw], kind.name
        elif kind.ends == SET_ASIDE:
            entries = json.loads(values[key])["data"]
            assert entries == good_history() and backups == [kind.raw], kind.name
        elif kind.ends == REPLACED:  # a new token of this tab's
            token = json.loads(values[key])["data"]
            assert re.fullmatch("[0-9a-f]{16}", token) and not backups, kind.name
        else:
            assert values.get(key) == kind.raw and not backups, kind.name

    if KEPT in (ends(load, "names"), ends(load, "settings")):
        page.get_by_role("button", name="New game").click()
        expect(page.get_by_role("textbox", name="Player 1")).to_be_visible()
        if ends(load, "names") == KEPT:  # only the name one can play under is offered
            expect(page.locator(".offers").get_by_role("button")).to_have_text(["Cy"])
        page.get_by_role("button", name="Back", exact=True).click()
    if ends(load, "aliases") == KEPT:
        page.get_by_role("button", name="Stats").click()
        expect(page.get_by_role("heading", name="Stats", level=1)).to_be_visible()
        page.get_by_role("button", name="Back", exact=True).click()
    if ends(load, "history") == KEPT:
        check_damaged_entries(page)
    if {PLAYS_ON, REBUILT} & {ends(load, "game"), ends(load, "match")}:
        page.get_by_role("button", name="Continue").click()
        turn = page.get_by_text(re.compile(r"\d rolls? left$")).inner_text()
        roll(page, int(re.findall(r"(\d) rolls? left$", turn)[0]) - 1)
        slot = "game" if ends(load, "game") in (PLAYS_ON, REBUILT) else "match"
        saved = stored(page)[f"balut:{slot}"]  # saved again, every field sound
        assert "1e400" not in saved and json.loads(saved)["data"]["screen"] == "turn"


def check_damaged_entries(page: Page) -> None:
    """History with `entries_damaged_one_by_one`: every entry listed, the one whose
    standings are damaged as damaged; each opens (as usual, or saying it cannot be read);
    a damaged one is deleted like any other."""
    page.get_by_role("button", name="History").click()
    listed = page.get_by_role("heading", name="History", level=1)
    cards = page.get_by_role("listitem")
    expect(cards).to_have_count(5)
    damaged = cards.filter(has_text="This game could not be read.")
    expect(damaged).to_have_count(1)
    expect(damaged.get_by_role("button", name=re.compile("^Delete game of "))).to_be_visible()

    def card_of(player: str) -> Any:
        """The card whose standings name `player` ("Cy 3, Di 0")."""
        return cards.filter(has=page.get_by_text(re.compile(rf"(^|, ){player} \d")))

    def opened(card: Any, says: str) -> None:
        card.get_by_role("button", name=re.compile("^Open ")).click()
        expect(page.get_by_role("region", name=re.compile("^Game of "))).to_contain_text(says)
        page.get_by_role("button", name="Back", exact=True).click()
        expect(listed).to_be_visible()

    # Cy and Di's date is no date, Gus and Hal's game as stored: both open as usual.
    for player, entry in (("Cy", ENTRIES[1]), ("Gus", ENTRIES[3])):
        opened(card_of(player), f"{entry['winners'][0]} wins")
    opened(card_of("Ed"), "This game could not be read.")  # (its record)
    opened(cards.filter(has_text="Match of"), "This match could not be read.")
    opened(damaged, f"{ENTRIES[0]['winners'][0]} wins")  # from its record, which is sound

    damaged.get_by_role("button", name=re.compile("^Delete game of ")).click()
    page.get_by_role("dialog").get_by_role("button", name="Confirm").click()
    expect(cards).to_have_count(4)
    expect(damaged).to_have_count(0)
    ids = [entry["id"] for entry in json.loads(stored(page)["balut:history"])["data"]]
    assert ids == [entry["id"] for entry in entries_damaged_one_by_one()[1:]]
    page.get_by_role("button", name="Back", exact=True).click()
