"""Every word on the game screens comes from the catalog: rendered under a catalog whose
every entry is marked ("⟦key …⟧"), no text node or accessible name keeps a word outside
a mark except a player's name (or a language's own name). The English screens still read
as before, history entries store data (rule set, winners) and entries saved as text still
show."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator, Mapping

import pytest
from fakes import words_read

import balut
from balut import Category, Game, Match, ScriptedDice, puzzle
from balut.web import i18n, records
from balut.web.i18n import Msg
from balut.web.locales import CATALOGS
from balut.web.locales import NAMES as LANGUAGE_NAMES
from balut.web.puzzle_screen import PUZZLE
from balut.web.screens import render
from balut.web.state import (
    Confirm,
    HistoryView,
    LastFill,
    PuzzleView,
    Screen,
    TurnView,
    UiState,
)
from balut.web.vdom import El

ENGLISH = CATALOGS["en"]
NAMES = {
    "Ann",
    "Bo",
    "Cy",
    "Di",
    "Reds",
    "Blues",
    # The language picker names each language in itself.
    *LANGUAGE_NAMES.values(),
}
MARK = re.compile("\u27e6[^\u27e6\u27e7]*\u27e7")


def _marked(key: str, entry: str | Mapping[str, str]) -> str | dict[str, str]:
    """The entry as "⟦key {value} …⟧": every value still appears, inside the mark."""
    forms = entry.values() if isinstance(entry, Mapping) else (entry,)
    names = sorted({name for form in forms for name in i18n.placeholders(form)})
    text = "\u27e6" + key + "".join(f" {{{name}}}" for name in names) + "\u27e7"
    return {"one": text, "other": text} if isinstance(entry, Mapping) else text


@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every `t` call, in every module, answers from the marked catalog (English, marked
    entry by entry for the test)."""
    i18n.use("en")
    for key, entry in list(ENGLISH.items()):
        monkeypatch.setitem(ENGLISH, key, _marked(key, entry))
    yield


def _left_over(text: str) -> str:
    """What is left of a text once marks (innermost first) and names are taken out."""
    while MARK.search(text):
        text = MARK.sub("", text)
    for name in sorted(NAMES, key=len, reverse=True):
        text = text.replace(name, "")
    return text


# --- the states every screen is drawn in -------------------------------------------------


def _play_out(game: Game, *, crossed: bool = True) -> None:
    """Every turn rolls once and fills the first open box (crossed out or scored)."""
    while not game.is_over():
        if game.rules.prediction and game.current_seat not in game.predictions:
            game.predict(game.current_seat, 3)
        game.roll()
        sheet = game.sheet(game.current_index)
        category, jackpot = next(s for s in sheet.open_slots())
        game.fill(category, jackpot=jackpot, crossed=crossed)


def _rolled(game: Game) -> Game:
    game.roll()
    game.toggle_hold(0)
    return game


HOUSE_RULES = balut.STANDARD.derive(
    prediction=True,
    speed_seconds=20,
    per_balut_bonus=5,
    first_roll_balut_bonus=5,
    tiebreak="roll_off",
)


def _opening_states() -> Iterator[tuple[str, UiState]]:
    """Home, setup, the roll-off for the opener and a turn before its first roll."""
    tie_off = Game(
        ["Ann", "Bo", "Cy"], dice=ScriptedDice([5, 5, 2, 6, 3], then=balut.RandomDice(1))
    )
    yield "home", UiState()
    yield "setup", UiState(screen=Screen.SETUP, remembered_names=["Di"])
    yield "roll-off", UiState(screen=Screen.ROLL_OFF, game=tie_off)
    yield "home resume", UiState(game=Game(["Ann", "Bo"], seed=3))
    yield (
        "turn before roll",
        UiState(
            screen=Screen.TURN,
            game=Game(["Ann", "Bo"], seed=3),
            warnings=[Msg.of("storage.memory_only")],
            announcement=Msg.of("play.turn", player="Ann"),
        ),
    )


def _turn_states() -> Iterator[tuple[str, UiState]]:
    """A turn under way: undo offered, dice rolled under each rule set, a prediction due, a
    cross-out to confirm, the hand-off to the next player and the scoreboard."""
    last = LastFill("Bo", Category.SIXES, 18, crossed=False)
    undoable = Game(["Ann"], rules=balut.JACKPOT, seed=5)
    undoable.roll()
    undoable.fill(Category.SIXES)
    yield (
        "turn with undo",
        UiState(screen=Screen.TURN, game=undoable, turn=TurnView(last_fill=last)),
    )
    for name in ("standard", "jackpot", "quick", "extended"):
        yield (
            f"turn rolled {name}",
            UiState(
                screen=Screen.TURN,
                game=_rolled(Game(["Ann", "Bo"], rules=balut.RULESETS[name], seed=2)),
                turn=TurnView(celebrate=True),
            ),
        )
    yield (
        "turn with prediction",
        UiState(screen=Screen.TURN, game=Game(["Ann", "Bo"], HOUSE_RULES)),
    )
    yield (
        "confirm",
        UiState(
            screen=Screen.TURN,
            game=_rolled(Game(["Ann"], seed=2)),
            confirm=Confirm(
                Msg.of("confirm.cross.title", box=Msg.of("category.fours")),
                Msg.of("confirm.cross.message", box=Msg.of("category.fours")),
                "fill",
                "fours:r:x",
            ),
        ),
    )
    yield (
        "hand-off",
        UiState(
            screen=Screen.HANDOFF,
            game=Game(["Ann", "Bo"], seed=3),
            turn=TurnView(last_fill=LastFill("Bo", Category.FOURS, 0, crossed=True)),
        ),
    )
    for name in ("standard", "jackpot", "quick"):
        rules = balut.RULESETS[name]
        yield (
            f"scoreboard {name}",
            UiState(screen=Screen.SCOREBOARD, game=_rolled(Game(["Ann", "Bo"], rules, seed=4))),
        )


def _finished_states() -> Iterator[tuple[str, UiState]]:
    """Games played to the end: game over in each kind of game and match, Home with a match
    on, and the history of those games."""
    for name, rules in (
        ("shared", balut.STANDARD),
        ("house", HOUSE_RULES),
        ("jackpot", balut.JACKPOT),
        ("quick", balut.QUICK),
    ):
        tied = Game(["Ann", "Bo", "Cy"], rules, seed=6)
        _play_out(tied)
        yield f"game over {name}", UiState(screen=Screen.GAME_OVER, game=tied)
    solo = Game(["Ann"], balut.EXTENDED, seed=6)
    _play_out(solo, crossed=False)
    yield "game over solo", UiState(screen=Screen.GAME_OVER, game=solo)
    match = Match(["Ann", "Bo"], games=2, seed=8)
    _play_out(match.current_game)
    yield "match game over", UiState(screen=Screen.GAME_OVER, game=match.current_game, match=match)
    yield "home match", UiState(game=match.current_game, match=match)
    open_match = Match(["Ann", "Bo"], games=None, seed=8)
    _play_out(open_match.current_game, crossed=False)
    open_match.new_game()
    yield "home open match", UiState(game=open_match.current_game, match=open_match)
    _play_out(open_match.current_game, crossed=False)
    yield (
        "open match over",
        UiState(screen=Screen.GAME_OVER, game=open_match.current_game, match=open_match),
    )
    entries = [
        {**records.game_entry(solo, {"id": "m", "game": 1, "of": 2}), "id": "g1"},
        {**records.game_entry(tied), "id": "g2"},
        {**records.match_entry(match, "m"), "id": "m1"},
        {**records.match_entry(open_match, "o"), "id": "m2"},
    ]
    yield "history", UiState(screen=Screen.HISTORY, history=HistoryView(entries=entries))
    yield "history empty", UiState(screen=Screen.HISTORY)
    yield (
        "history game",
        UiState(
            screen=Screen.HISTORY_GAME, history=HistoryView(entries=entries, open="g2", game=tied)
        ),
    )
    yield (
        "history match",
        UiState(screen=Screen.HISTORY_GAME, history=HistoryView(entries=entries, open="m1")),
    )
    yield (
        "history unreadable",
        UiState(
            screen=Screen.HISTORY_GAME,
            history=HistoryView(entries=[{"id": "x", "finished": "soon"}], open="x"),
        ),
    )


def _team_and_time_up_states() -> Iterator[tuple[str, UiState]]:
    """A team game through a member's turn, the hand-off, the pick of the team's dice and
    the clock running out; then the clock running out for a single player."""
    teams = [["Ann", "Bo"], ["Cy", "Di"]]
    team_game = Game(
        ["Reds", "Blues"], balut.STANDARD.derive(speed_seconds=30), seed=9, teams=teams
    )
    yield "team turn", UiState(screen=Screen.TURN, game=_rolled(team_game))
    team_game.finish_member()
    yield "team hand-off", UiState(screen=Screen.HANDOFF, game=team_game)
    team_game.roll()
    team_game.finish_member()
    yield "team pick", UiState(screen=Screen.TEAM_PICK, game=team_game)
    team_game.pick(1)
    yield "team picked", UiState(screen=Screen.TURN, game=team_game)
    yield "time up team", UiState(screen=Screen.TIME_UP, game=team_game)
    speed = Game(["Ann", "Bo"], balut.STANDARD.derive(speed_seconds=10), seed=1)
    yield "time up", UiState(screen=Screen.TIME_UP, game=_rolled(speed))


def _puzzle_states() -> Iterator[tuple[str, UiState]]:
    """The puzzle of the day: Home's line, the question, the result (the day's and a
    practice one's)."""
    day = "2026-12-07"
    shown = puzzle.puzzle_for(day)
    record = {"days": {day: {"answer": "hold:", "loss": 1.25}}, "practice": [day, 1]}
    yield "home puzzle done", UiState(puzzle=PuzzleView(today=day, record=record))
    view = PuzzleView(today=day, shown=shown, game=shown.game())
    yield "puzzle", UiState(screen=PUZZLE, puzzle=view)
    row = next(o.fill for o in shown.options if o.fill is not None)
    answered = PuzzleView(
        today=day,
        record=record,
        shown=shown,
        game=shown.game(),
        answer=f"fill:{row.category.value}:r",
    )
    yield "puzzle answered", UiState(screen=PUZZLE, puzzle=answered)
    practice = puzzle.puzzle_for(day, 1)
    yield (
        "puzzle practice answered",
        UiState(
            screen=PUZZLE,
            puzzle=PuzzleView(
                today=day, record=record, shown=practice, game=practice.game(), answer="hold:"
            ),
        ),
    )


def _states() -> Iterator[tuple[str, UiState]]:
    """Every screen, in the states its words depend on."""
    yield from _opening_states()
    yield from _puzzle_states()
    yield from _turn_states()
    yield from _finished_states()
    yield from _team_and_time_up_states()


STATES = list(_states())


@pytest.mark.parametrize(("name", "state"), STATES, ids=[name for name, _ in STATES])
@pytest.mark.usefixtures("marked")
def test_no_word_on_a_screen_is_outside_the_catalog(name: str, state: UiState) -> None:
    words = [w for tree in render(state) for w in words_read(tree)]
    assert any(MARK.search(w) for w in words)
    left = [w for w in words if any(c.isalpha() for c in _left_over(w))]
    assert left == []


@pytest.mark.usefixtures("marked")
def test_screen_titles_come_from_the_catalog() -> None:
    for screen in Screen.every():
        assert not any(c.isalpha() for c in _left_over(screen.document_title)), screen
        assert screen.document_title.startswith(
            "\u27e6screen.home" if screen is Screen.HOME else "\u27e6screen.document_title"
        )


def _text(state: UiState) -> str:
    return " | ".join(w for tree in render(state) for w in words_read(tree))


def test_english_screens_read_as_before() -> None:
    assert Screen.HOME.document_title == "Balut"
    assert Screen.SCOREBOARD.document_title == "Scoreboard \u00b7 Balut"
    text = _text(dict(STATES)["roll-off"])
    assert "Ann and Bo tie and roll again." in text and "Ann starts." in text
    assert "Tie: roll 2" in text and "Bo rolled 5" in text
    text = _text(dict(STATES)["turn rolled standard"])
    assert "Roll again - 2 left" in text and "2 rolls left" in text
    assert "Cross out Fours" in text
    text = _text(dict(STATES)["game over shared"])
    assert "Ann, Bo and Cy share first place with" in text
    assert "tied on \u22122 points; dice total 0: shared place" in text
    text = _text(dict(STATES)["match game over"])
    assert "After 1 game: Ann and Bo lead." in text


def test_history_entries_store_data_and_are_worded_when_drawn() -> None:
    entries = list(dict(STATES)["history"].history.entries)
    game_entry, _quick, match_entry, _open = entries
    assert game_entry["rules"] == {"name": "extended", "options": {}}
    assert game_entry["winners"] == ["Ann"]
    assert match_entry["winners"] == ["Ann", "Bo"] and "winner" not in match_entry
    shared = Game(["Ann", "Bo", "Cy"], seed=6)
    _play_out(shared)
    entries.append({**records.game_entry(shared), "id": "g3"})
    assert entries[-1]["winners"] == ["Ann", "Bo", "Cy"]
    text = _text(UiState(screen=Screen.HISTORY, history=HistoryView(entries=entries)))
    assert "Winner: Ann, Bo and Cy" in text and "Winner: Ann and Bo |" in text
    assert "Extended Balut" in text and "Match game 1 of 2" in text
    assert "Match of 1 game" in text


def test_entries_saved_as_text_still_show() -> None:
    old = {
        "id": "old",
        "finished": "2024-03-05T14:30:00+00:00",
        "rules": "Quick Balut",
        "players": ["Ann", "Bo"],
        "winner": "Ann and Bo",
        "standings": [
            {"place": 1, "player": "Ann", "points": -3},
            {"place": 1, "player": "Bo", "points": -3},
        ],
    }
    old_match = {
        "id": "om",
        "kind": "match",
        "finished": "bad date",
        "games": 2,
        "rules": "Standard 1979 \u00b7 Ties: shared place",
        "winner": "Bo",
        "table": [{"place": 1, "player": "Bo", "points": [3, 4], "total": 7}],
    }
    text = _text(UiState(screen=Screen.HISTORY, history=HistoryView(entries=[old, old_match])))
    assert "Winner: Ann and Bo" in text and "Quick Balut" in text
    assert "Ann \u22123, Bo \u22123" in text
    assert "Standard 1979 \u00b7 Ties: shared place" in text and "Match of 2 games" in text
    assert "Open match of bad date" in text
    opened = _text(
        UiState(screen=Screen.HISTORY_GAME, history=HistoryView(entries=[old_match], open="om"))
    )
    assert "Winner: Bo" in opened and "G2" in opened


def test_dates_are_worded_with_the_catalogs_month_names(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    try:
        entry = {"id": "d", "finished": "2024-03-05T14:30:00+00:00"}
        assert "Open game of 05 Mar 2024, 14:30" in _text(
            UiState(screen=Screen.HISTORY, history=HistoryView(entries=[entry]))
        )
    finally:
        monkeypatch.undo()
        time.tzset()


DAMAGED = [
    "Bo",
    None,
    3,
    {"player": "Bo"},
    {"points": 1},
    {"player": 2, "points": 1},
    {"player": "Bo", "points": "7"},
    {"player": "Bo", "points": None},
]
DAMAGED_ROWS = [
    None,
    {"place": 1, "player": "Bo", "points": [1]},
    {"player": "Bo", "points": [1], "total": 1},
    {"place": 1, "player": "Bo", "points": [None], "total": 1},
    {"place": "1", "player": "Bo", "points": [1], "total": 1},
    {"place": 1, "player": None, "points": [1], "total": 1},
]


def test_damaged_history_entries_show_as_unreadable_and_the_others_as_usual() -> None:
    good = {
        "id": "ok",
        "finished": "2024-03-05T14:30:00+00:00",
        "standings": [{"place": 1, "player": "Ann", "points": -3}],
    }
    damaged: list[dict[str, object]] = [
        {
            "id": f"g{n}",
            "standings": standings,
            "finished": finished,
            "rules": rules,
            "winners": winners,
            "match": info,
        }
        for n, (standings, finished, rules, winners, info) in enumerate(
            [
                (None, None, None, None, None),
                (3, 7, [], "Ann", []),
                ("Ann", [], 4, [1], {"game": "x"}),
                *(
                    ([row], "0001-01-01T00:00:00+14:00", {"name": 1}, None, {"game": 1, "of": "2"})
                    for row in DAMAGED
                ),
            ]
        )
    ]
    matches: list[dict[str, object]] = [
        {"id": f"m{n}", "kind": "match", "games": games, "table": table, "standings": []}
        for n, (games, table) in enumerate(
            [(None, None), ("2", 5), (2, {}), *((2, [row]) for row in DAMAGED_ROWS)]
        )
    ]
    entries = [good, *damaged, *matches]
    text = _text(UiState(screen=Screen.HISTORY, history=HistoryView(entries=entries)))
    assert "Ann \u22123" in text
    assert text.count("This game could not be read.") == len(damaged)
    for entry in matches:
        opened = _text(
            UiState(
                screen=Screen.HISTORY_GAME,
                history=HistoryView(entries=entries, open=str(entry["id"])),
            )
        )
        assert "This match could not be read." in opened


def _rows(tree: El | str, inside: bool = False) -> Iterator[El]:
    """Rows of the points table (not the sheets' tables)."""
    if isinstance(tree, El):
        inside = inside or tree.attrs.get("class") == "points"
        if tree.tag == "tr" and inside:
            yield tree
        for child in tree.children:
            yield from _rows(child, inside)


def _scoreboard_rows(game: Game) -> list[tuple[str, str | None]]:
    """(seat, class) of each body row of the scoreboard's points table."""
    rows = [
        r
        for tree in render(UiState(screen=Screen.SCOREBOARD, game=game))
        for r in _rows(tree)
        if any(isinstance(c, El) and c.attrs.get("scope") == "row" for c in r.children)
    ]
    return [  # the row's header: the seat's badge, then its name
        (
            next(
                x
                for x in next(c for c in r.children if isinstance(c, El)).children
                if isinstance(x, str)
            ),
            r.attrs.get("class"),
        )
        for r in rows
    ]


def test_the_scoreboard_marks_the_seat_to_play_in_the_cores_provisional_order() -> None:
    teams = Game(["Reds", "Blues"], seed=9, teams=[["Ann", "Bo"], ["Cy", "Di"]])
    assert teams.current_seat != teams.current_player  # a member rolls for the team
    assert [cls for seat, cls in _scoreboard_rows(teams) if seat == teams.current_seat] == [
        "current"
    ]
    game = Game(["Ann", "Bo", "Cy"], seed=3)
    for crossed in (True, False):
        game.roll()
        game.fill(Category.CHOICE, crossed=crossed)
    rows = _scoreboard_rows(game)
    assert [seat for seat, _ in rows] == [s.player for s in game.standings()]
    assert [seat for seat, cls in rows if cls == "current"] == [game.current_seat]


def _actions(tree: El | str) -> Iterator[str]:
    if isinstance(tree, El):
        if "data-action" in tree.attrs:
            yield tree.attrs["data-action"]
        for child in tree.children:
            yield from _actions(child)


def test_an_open_ended_match_at_its_cap_offers_no_next_game() -> None:
    match = Match(["Ann"], balut.QUICK, games=None, seed=2)
    _play_out(match.current_game)
    state = UiState(screen=Screen.GAME_OVER, game=match.current_game, match=match)
    assert "next-game" in {a for tree in render(state) for a in _actions(tree)}
    while match.can_start_game():
        _play_out(match.new_game())
    state = UiState(screen=Screen.GAME_OVER, game=match.current_game, match=match)
    actions = {a for tree in render(state) for a in _actions(tree)}
    assert "next-game" not in actions and "end-match" in actions
    assert f"A match has at most {len(match.games)} games" in _text(state)


def test_the_match_s_last_game_over_puts_the_match_winner_first() -> None:
    match = Match(["Ann", "Bo"], balut.QUICK, games=2, seed=4)
    _play_out(match.current_game, crossed=False)
    between = _text(UiState(screen=Screen.GAME_OVER, game=match.current_game, match=match))
    assert between.index(" wins with ") < between.index("Match standings")  # the game first
    _play_out(match.new_game(), crossed=False)
    assert match.is_over()
    text = _text(UiState(screen=Screen.GAME_OVER, game=match.current_game, match=match))
    [winner] = match.winners
    won = text.index(f"{winner} wins the match with ")
    assert won < text.index("Last game: game 2") < text.index(" wins with ")
    assert text.index("Game over") < won < text.index("Match standings")
