"""Score a paper sheet (balut/web/paper_draft.py, paper_screen.py), browser-free: sheets
typed box by box score as the core scores them, the core's refusals show on their fields,
the scored table goes to history and comes back the same, and every word comes from the
catalogs."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Iterator, Mapping

import pytest
from fakes import FakeDocument, FakeLocalStorage, FakeNode, new_controller, page_html, words_read
from fakes import play as tap

import balut
from balut import RULESETS, Category, Game
from balut.paper import score_paper_sheets
from balut.rules import possible_box_scores, possible_jackpot_scores
from balut.stats import Line
from balut.web import i18n
from balut.web.locales import CATALOGS
from balut.web.paper_draft import PaperDraft, paper_entry
from balut.web.paper_screen import paper_body, paper_history_body
from balut.web.state import Screen
from balut.web.vdom import El, Mount

ENGLISH = CATALOGS["en"]
NAMES = ("Ann", "Bo", "Cy")


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.use("en")
    yield
    i18n.use("en")


# --- helpers ---------------------------------------------------------------------------------


def page(tree: El | list[El]) -> FakeNode:
    """The tree mounted on a fake DOM, as the app paints it."""
    root = FakeNode("main")
    Mount(FakeDocument(), root).render(tree if isinstance(tree, list) else [tree])
    return root


def nodes(node: FakeNode) -> Iterator[FakeNode]:
    yield node
    for kid in node.kids:
        yield from nodes(kid)


def by_id(root: FakeNode, field_id: str) -> FakeNode:
    return next(n for n in nodes(root) if n.attrs.get("id") == field_id)


def text(node: FakeNode) -> str:
    return "".join(n.data for n in nodes(node) if n.tag is None)


def ranking(root: FakeNode) -> list[tuple[str, ...]]:
    """The ranking table's rows as (place, player, deciding number[, dice total])."""
    table = next(n for n in nodes(root) if n.tag == "table" and n.attrs.get("class") == "points")
    body = next(n for n in table.kids if n.tag == "tbody")
    return [
        tuple(text(cell.kids[0]) if cell.tag == "th" else text(cell) for cell in row.kids)
        for row in body.kids
    ]


def play(rules: balut.RuleSet, players: int, seed: int) -> Game:
    """A seeded game to the end: each turn holds the most common face and fills a random
    open box (the jackpot box with the dice while the row is open, else crossed out)."""
    game = Game(list(NAMES[:players]), rules=rules, seed=seed)
    pick = random.Random(seed)
    while not game.is_over():
        if game.needs_prediction:
            game.predict(game.current_index, pick.randint(0, 60))
            continue
        dice = game.roll()
        for _ in range(pick.randint(0, 2)):
            face = Counter(dice).most_common(1)[0][0]
            dice = game.roll([i for i, d in enumerate(dice) if d == face])
        sheet = game.sheet(game.current_index)
        category, jackpot = pick.choice(sheet.open_slots())
        crossed = pick.random() < 0.1 or (jackpot and not sheet.open_boxes(category))
        game.fill(category, jackpot=jackpot, crossed=crossed)
    return game


def typed(game: Game, options: Mapping[str, str] | None = None) -> PaperDraft:
    """A draft with the game's rule set, the house `options` (form values) and its finished
    sheets typed in, box by box, as a club would."""
    draft = PaperDraft()
    draft.perform("paper-ruleset", game.rules.name)
    for key, value in (options or {}).items():
        draft.edit(f"option:{key}", value)
    for seat, player in enumerate(game.players):
        if seat:
            draft.perform("paper-add-player", "")
        draft.edit(f"name:{seat}", player)
        data = game.sheet(seat).to_dict()
        for row, values in data["rows"].items():
            for box, value in enumerate(values):
                draft.edit(f"box:{seat}:{row}:{box}", str(value))
        for row, value in data["jackpots"].items():
            draft.edit(f"box:{seat}:{row}:j", str(value))
    return draft


def asked(draft: PaperDraft) -> list[str]:
    """The data-args of the extra fields the screen shows (what the core asks for)."""
    return [
        n.attrs["data-arg"]
        for n in nodes(page(paper_body(draft)))
        if n.attrs.get("data-arg", "").startswith("extra:")
    ]


def fill_sheet(draft: PaperDraft, player: int, rows: Mapping[str, list[int]]) -> None:
    for row, values in rows.items():
        for box, value in enumerate(values):
            draft.edit(f"box:{player}:{row}:{box}", str(value))


def random_rows(rules: balut.RuleSet, pick: random.Random) -> dict[str, list[int]]:
    return {
        cat.value: [pick.choice(sorted(possible_box_scores(rules, cat))) for _ in range(4)][
            : rules.boxes_per_row
        ]
        for cat in Category
    }


# --- a played game typed in scores as played --------------------------------------------------


@pytest.mark.parametrize("name", sorted(RULESETS))
@pytest.mark.parametrize("seed", [3, 11])
def test_a_played_game_typed_in_gives_its_standings(name: str, seed: int) -> None:
    # No roll-off to throw on paper: the dice total where it can decide a tie, else shared.
    tiebreak = "dice_total" if "dice_total" in RULESETS[name].tiebreaks else "shared"
    rules = RULESETS[name].derive(tiebreak=tiebreak)
    game = play(rules, 3, seed)
    draft = typed(game, {"tiebreak": tiebreak})
    assert draft.rules() == game.rules
    assert draft.errors() == {}
    assert draft.standings() == game.standings()


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_the_rule_sets_own_tiebreak_ranks_as_the_core_does(name: str) -> None:
    game = play(RULESETS[name], 2, 5)
    draft = typed(game)
    sheets = [(p, s["rows"], s["jackpots"] or None) for p, s in _sheet_data(game)]
    assert draft.standings() == score_paper_sheets(game.rules, sheets)


def _sheet_data(game: Game) -> list[tuple[str, dict[str, object]]]:
    return [(p, game.sheet(p).to_dict()) for p in game.players]


def test_the_core_asks_for_what_the_boxes_cannot_show() -> None:
    """Under +2 per balut and +5 for a first-roll balut, a sheet whose boxes leave the
    count open gets fields for the tallies; the played ones give the played result."""
    draft = PaperDraft()
    draft.perform("paper-ruleset", "quick")
    draft.edit("option:per_balut_bonus", "on")
    draft.edit("option:first_roll_balut_bonus", "on")
    draft.edit("name:0", "Ann")
    rows = {
        "fours": [20],  # only five 4s score 20: a balut
        "fives": [15],
        "sixes": [0],
        "straight": [25],
        "full_house": [0],
        "choice": [25],  # five 5s, or not
        "balut": [50],  # a balut in the Balut row: on a first roll?
    }
    fill_sheet(draft, 0, rows)
    assert draft.standings() is None
    assert asked(draft) == ["extra:0:baluts", "extra:0:first_roll_baluts"]
    screen = page(paper_body(draft))
    assert "These boxes hold 2 to 3 baluts" in text(by_id(screen, "paper-extra-0-baluts-hint"))
    draft.perform("paper-score", "")
    assert draft.errors()["paper-extra-0-baluts"] == "Enter a whole number"
    draft.edit("extra:0:baluts", "9")
    assert draft.errors()["paper-extra-0-baluts"].startswith("Enter 2 to 3")
    draft.edit("extra:0:baluts", "3")
    draft.edit("extra:0:first_roll_baluts", "1")
    standings = draft.standings()
    assert standings is not None
    expected = balut.paper.sheet_from_boxes(draft.rules(), rows, None, 3, first_roll_baluts=1)
    assert standings[0].result == expected.result()
    assert expected.result().balut_bonus_extra == 6


def test_house_options_played_reach_the_standings() -> None:
    rules = RULESETS["quick"].derive(prediction=True, per_balut_bonus=2, tiebreak="dice_total")
    game = play(rules, 3, 21)
    options = {"prediction": "on", "per_balut_bonus": "on", "tiebreak": "dice_total"}
    draft = typed(game, options)
    assert draft.rules() == rules
    assert draft.standings() is None  # the predictions are on the paper, not in the boxes
    for arg in asked(draft):
        _, seat, kind = arg.split(":")
        draft.edit(arg, str(game.sheet(int(seat)).to_dict()[kind]))
    assert draft.standings() == game.standings()


# --- what the core refuses ----------------------------------------------------------------


def test_an_impossible_value_is_named_on_its_field_and_blocks_scoring() -> None:
    game = play(RULESETS["standard"], 1, 2)
    draft = typed(game)
    assert draft.standings() is not None
    draft.edit("box:0:fours:1", "13")
    draft.edit("box:0:choice:3", "31")
    errors = draft.errors()
    assert errors == {
        "paper-box-0-fours-1": "Box 2: Fours cannot score 13. Possible: 0, 4, 8, 12, 16, 20.",
        "paper-box-0-choice-3": "Box 4: Choice cannot score 31. Possible: 0, 5\u201330.",
    }
    assert draft.standings() is None
    draft.perform("paper-score", "")
    screen = page(paper_body(draft))
    box = by_id(screen, "paper-box-0-fours-1")
    assert box.attrs["aria-invalid"] == "true"
    assert text(by_id(screen, box.attrs["aria-describedby"])) == errors["paper-box-0-fours-1"]
    assert "Fix what is marked above to score the sheets." in text(screen)
    assert not any(n.attrs.get("data-action") == "paper-save" for n in nodes(screen))
    draft.edit("box:0:fours:1", str(game.sheet(0).boxes("fours")[1]))
    draft.edit("box:0:choice:3", "x")
    assert draft.errors() == {"paper-box-0-choice-3": "Box 4: Choice: enter a whole number."}
    draft.edit("box:0:choice:3", str(game.sheet(0).boxes("choice")[3]))
    assert draft.errors() == {}
    assert draft.standings() == game.standings()


def test_with_one_box_a_row_the_message_needs_no_box_number() -> None:
    draft = PaperDraft(names=["Ann"])
    draft.perform("paper-ruleset", "quick")
    draft.edit("box:0:full_house:0", "30")
    assert draft.errors() == {
        "paper-box-0-full_house-0": "Full House cannot score 30. Possible: 0, 12\u201314, "
        "16\u201329, 31\u201333."
    }
    draft.perform("paper-score", "")
    shown = text(page(paper_body(draft)))
    assert "Still empty: Fours, Fives, Sixes, Straight, Choice, Balut" in shown


def test_an_impossible_jackpot_names_what_that_box_can_hold() -> None:
    draft = PaperDraft()
    draft.perform("paper-ruleset", "jackpot")
    draft.edit("name:0", "Ann")
    draft.edit("box:0:fours:j", "12")
    allowed = sorted(possible_jackpot_scores(RULESETS["jackpot"], Category.FOURS))
    assert draft.errors() == {
        "paper-box-0-fours-j": "Jackpot Fours cannot hold 12. Possible: "
        + ", ".join(map(str, allowed))
        + "."
    }


def test_empty_boxes_are_marked_only_once_score_was_tapped() -> None:
    draft = PaperDraft(names=["Ann"])
    fill_sheet(draft, 0, {"fours": [16, 12, 16, 8]})
    screen = page(paper_body(draft))
    assert not any(n.attrs.get("aria-invalid") for n in nodes(screen))
    assert draft.errors() == {}
    draft.edit("box:0:fives:2", "")
    draft.perform("paper-score", "")
    errors = draft.errors()
    assert len(errors) == 24 and set(errors.values()) == {
        "Fill in this box (0 if it was crossed out)"
    }
    screen = page(paper_body(draft))
    empty = [n for n in nodes(screen) if n.attrs.get("aria-invalid") == "true"]
    assert len(empty) == 24
    assert {n.attrs["aria-describedby"] for n in empty} == {"paper-missing-0"}
    assert text(by_id(screen, "paper-missing-0")) == "24 boxes are still empty."
    fill_sheet(draft, 0, {**random_rows(balut.STANDARD, random.Random(1)), "balut": [0, 0, 0]})
    screen = page(paper_body(draft))
    assert text(by_id(screen, "paper-missing-0")) == "Still empty: Balut 4"


def test_names_are_checked_as_the_setup_checks_them() -> None:
    draft = PaperDraft(names=["Ann", "ann"])
    pick = random.Random(4)
    for seat in range(2):
        fill_sheet(draft, seat, random_rows(balut.STANDARD, pick))
    assert draft.errors() == {"paper-name-1": "Same name as player 1"}
    assert draft.standings() is None
    draft.edit("name:1", "Bo")
    assert draft.standings() is not None


# --- the table ---------------------------------------------------------------------------


def test_a_table_of_three_ranks_as_the_core_does() -> None:
    draft = PaperDraft()
    pick = random.Random(8)
    sheets = []
    for seat, name in enumerate(NAMES):
        if seat:
            draft.perform("paper-add-player", "")
        draft.edit(f"name:{seat}", name)
        rows = random_rows(balut.STANDARD, pick) if seat < 2 else sheets[0][1]  # Cy ties Ann
        fill_sheet(draft, seat, rows)
        sheets.append((name, rows, None))
    core = score_paper_sheets(balut.STANDARD, sheets)
    assert draft.standings() == core
    assert [s.place for s in core].count(core[[s.player for s in core].index("Ann")].place) == 2
    draft.perform("paper-score", "")
    screen = page(paper_body(draft))
    rows = ranking(screen)
    assert rows == [
        (str(s.place), s.player, str(s.result.points), str(s.result.dice_total)) for s in core
    ]
    notes = [text(n) for n in nodes(screen) if n.attrs.get("class") == "note" and n.tag == "small"]
    assert sum("shared place" in note for note in notes) == 2
    assert any(n.attrs.get("data-action") == "paper-save" for n in nodes(screen))
    breakdowns = [n for n in nodes(screen) if "paper-breakdown" in n.attrs.get("class", "")]
    assert [text(b.kids[0]).split(":")[0] for b in breakdowns] == [s.player for s in core]


def test_adding_and_removing_sheets_keeps_each_players_boxes() -> None:
    draft = PaperDraft()
    for _ in range(9):
        draft.perform("paper-add-player", "")
    assert len(draft.names) == balut.MAX_PLAYERS
    draft.edit("name:2", "Cy")
    draft.edit("box:2:fours:0", "16")
    draft.edit("box:0:fours:0", "4")
    draft.perform("paper-remove-player", "1")
    assert draft.names[1] == "Cy"
    assert draft.boxes == {(0, "fours", 0): "4", (1, "fours", 0): "16"}
    draft.edit("box:9:fours:0", "4")  # no such sheet
    draft.edit("box:0:nines:0", "4")  # no such row
    draft.edit("box:0:fours:7", "4")  # no such box
    assert len(draft.boxes) == 2
    with pytest.raises(ValueError):
        draft.perform("paper-fly", "")


def test_every_box_is_a_short_labelled_number_field_in_a_grid() -> None:
    draft = PaperDraft(names=["Ann"])
    draft.perform("paper-ruleset", "jackpot")
    tree = paper_body(draft)
    screen = page(tree)
    grid = next(n for n in nodes(screen) if n.tag == "table")
    body = next(n for n in grid.kids if n.tag == "tbody")
    assert len(body.kids) == len(Category)
    boxes = [n for n in nodes(grid) if n.tag == "input"]
    assert len(boxes) == RULESETS["jackpot"].rounds
    assert all(b.attrs["inputmode"] == "numeric" and int(b.attrs["maxlength"]) <= 2 for b in boxes)
    labels = [b.attrs["aria-label"] for b in boxes]
    assert labels[:5] == [
        "Ann, Fours, box 1",
        "Ann, Fours, box 2",
        "Ann, Fours, box 3",
        "Ann, Fours, box 4",
        "Ann, Jackpot Fours",
    ]
    assert len(set(labels)) == len(labels)
    assert {b.attrs["data-field"] for b in boxes} == {"paper"}


# --- history ---------------------------------------------------------------------------------


def test_a_saved_table_shows_the_same_ranking_from_history() -> None:
    game = play(RULESETS["jackpot"], 3, 9)
    draft = typed(game)
    draft.perform("paper-score", "")
    entry = json.loads(json.dumps(paper_entry(draft)))  # stored as JSON
    assert entry["kind"] == "paper"
    assert entry["rules"] == game.rules.to_dict()
    assert entry["players"] == list(game.players)
    assert entry["winners"] == [s.player for s in game.standings() if s.place == 1]
    assert entry["standings"] == [Line.of(s).to_dict() for s in game.standings()]
    shown = page(paper_body(draft))
    again = page(paper_history_body(entry))
    assert ranking(again) == ranking(shown)
    cards = [n for n in nodes(again) if "paper-breakdown" in n.attrs.get("class", "")]
    assert len(cards) == 3


def test_a_damaged_history_entry_says_so() -> None:
    game = play(RULESETS["standard"], 1, 1)
    entry = paper_entry(typed(game))
    entry["sheets"][0]["sheet"]["rows"]["fours"][0] = 13
    assert text(page(paper_history_body(entry))) == "These paper sheets could not be read."
    assert text(page(paper_history_body({"kind": "paper"}))) == (
        "These paper sheets could not be read."
    )
    with pytest.raises(ValueError):
        paper_entry(PaperDraft())


# --- every word from the catalog ----------------------------------------------------------------

MARK = re.compile("\u27e6[^\u27e6\u27e7]*\u27e7")


def _marked(key: str, entry: str | Mapping[str, str]) -> str | dict[str, str]:
    forms = entry.values() if isinstance(entry, Mapping) else (entry,)
    names = sorted({name for form in forms for name in i18n.placeholders(form)})
    text = "\u27e6" + key + "".join(f" {{{name}}}" for name in names) + "\u27e7"
    return {"one": text, "other": text} if isinstance(entry, Mapping) else text


def _every_part_shown(ruleset: str) -> list[El]:
    """The screen with errors, the extras fields, the house options and a scored table,
    and a history entry."""
    scored = typed(play(RULESETS[ruleset], 3, 4))
    scored.perform("paper-score", "")
    trees = [paper_body(scored), *paper_history_body(paper_entry(scored))]
    broken = PaperDraft(names=["Ann", "Ann", ""])
    broken.perform("paper-ruleset", ruleset)
    for key, value in (
        ("prediction", "on"),
        ("prediction_bonus", "x"),
        ("per_balut_bonus", "on"),
        ("first_roll_balut_bonus", "on"),
        ("custom_bands", "on"),
        ("adjustment_bands", "0 -2\n300 99"),
    ):
        broken.edit(f"option:{key}", value)
    fill_sheet(broken, 0, {"fours": [13, 20, 20, 20], "choice": [25] * 4, "balut": [50] * 4})
    broken.edit("box:1:fours:j", "13")
    broken.edit("box:1:sixes:0", "x")
    broken.edit("extra:0:baluts", "99")
    broken.perform("paper-score", "")
    trees.append(paper_body(broken))
    trees.extend(paper_history_body({}))
    return trees


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_every_word_on_the_screen_comes_from_the_catalog(
    monkeypatch: pytest.MonkeyPatch, ruleset: str
) -> None:
    for key, entry in list(ENGLISH.items()):
        monkeypatch.setitem(ENGLISH, key, _marked(key, entry))
    words = [w for tree in _every_part_shown(ruleset) for w in words_read(tree)]
    assert sum(w.count("\u27e6") for w in words) > 200
    left = []
    for w in words:
        while MARK.search(w):
            w = MARK.sub("", w)
        for name in NAMES:
            w = w.replace(name, "")
        if any(c.isalpha() for c in w):
            left.append(w)
    assert left == []


def _english_only_phrases(language: str) -> set[str]:
    """Pieces of English entries (between their values) that no entry of `language` has."""
    own = " ".join(
        form
        for entry in CATALOGS[language].values()
        for form in (entry.values() if isinstance(entry, Mapping) else (entry,))
    )
    phrases = set()
    for entry in ENGLISH.values():
        for form in entry.values() if isinstance(entry, Mapping) else (entry,):
            for piece in re.split(r"\{\w+\}", form):
                piece = piece.strip(" .,:;()\u2013-")
                if sum(c.isalpha() for c in piece) >= 4 and piece not in own:
                    phrases.add(piece)
    return phrases


OWN_WORDS = {
    "da": ("Regn ud", "Scorekort 1", "Firere", "Placeringer", "Gem i historikken"),
    "nb": ("Regn ut", "Ark 1", "Firere", "Plasseringer", "Lagre i historikken"),
    "de": ("Auswerten", "Block 1", "Vierer", "Rangliste", "Im Verlauf speichern"),
}


@pytest.mark.parametrize("language", sorted(OWN_WORDS))
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_in_another_language_no_english_word_is_left(language: str, ruleset: str) -> None:
    phrases = _english_only_phrases(language)
    in_english = " \n ".join(w for tree in _every_part_shown(ruleset) for w in words_read(tree))
    assert sum(p in in_english for p in phrases) > 40  # the check sees the English words
    i18n.use(language)
    shown = " \n ".join(w for tree in _every_part_shown(ruleset) for w in words_read(tree))
    english = sorted(p for p in phrases if p in shown)
    assert english == []
    for own in OWN_WORDS[language]:
        assert own in shown


def test_home_scores_paper_sheets_and_history_keeps_them() -> None:
    """Through the controller: Home > Score a paper sheet, typed, scored, saved, reopened."""
    game = play(balut.STANDARD, 2, 7)
    controller = new_controller(FakeLocalStorage())
    assert "Score a paper sheet" in page_html(controller)
    tap(controller, "paper")
    assert controller.state.screen is Screen.PAPER
    for seat, player in enumerate(game.players):
        if seat:
            tap(controller, "paper-add-player")
        controller.edit("paper", f"name:{seat}", player)
        for row, values in game.sheet(seat).to_dict()["rows"].items():
            for box, value in enumerate(values):
                controller.edit("paper", f"box:{seat}:{row}:{box}", str(value))
    tap(controller, "paper-score")
    standings = controller.state.paper.standings()
    assert standings is not None
    assert [(s.player, s.result.points) for s in standings] == [
        (s.player, s.result.points) for s in game.standings()
    ]
    tap(controller, "paper-save")
    tap(controller, "history")
    entry = controller.state.history.entries[0]
    assert entry["kind"] == "paper" and "Scored from paper sheets" in page_html(controller)
    tap(controller, "open-history", entry["id"])
    assert controller.state.screen is Screen.HISTORY_GAME
    assert game.standings()[0].player in page_html(controller)
