"""The proficiency figure in the UI, under CPython: every person's move judged (Coach on
or off), a card per person at game over, the review's reasons, the figure kept in the
history entry and shown over the games in Stats."""

from __future__ import annotations

import json

from fakes import FakeLocalStorage, new_controller, page_html, set_up_and_start
from fakes import play as tap

from balut import Category, Game, strategy
from balut.strategy import proficiency
from balut.web import i18n, records
from balut.web.boxes import fill_arg
from balut.web.coach import reason_words
from balut.web.controller import Controller
from balut.web.state import Judged
from balut.web.storage import Storage
from tests.backups import read_file, with_entry


def best_move(controller: Controller, game: Game) -> bool:
    """The Expert's move by taps; True once it filled a box."""
    best = strategy.advise(game)[0]
    if best.kind == "roll":
        tap(controller, "roll")
        return False
    if best.kind == "hold":
        tap(controller, "hold-dice", " ".join(map(str, best.keep)))  # (as the Hint's button)
        tap(controller, "roll")
        return False
    assert best.fill is not None
    fill_box(controller, best)
    return True


def fill_box(controller: Controller, option: strategy.Option) -> None:
    fill = option.fill
    assert fill is not None
    tap(controller, "fill", fill_arg(fill.category, jackpot=fill.jackpot, crossed=fill.crossed))
    if controller.state.confirm is not None:
        tap(controller, "confirm")


def quick_game_with_a_costly_box(backend: FakeLocalStorage) -> Controller:
    """A Quick game alone, Coach off: the Expert's moves but the first box, the costliest."""
    controller = new_controller(backend, seed=4)
    tap(controller, "new-game")
    controller.edit("name", "0", "Solo")
    controller.edit("ruleset", "", "quick")
    tap(controller, "start-game")
    game = controller.session.game()
    assert game.rules.name == "quick"
    tap(controller, "roll")
    fill_box(controller, strategy.advise(game)[-1])
    while not game.is_over():
        while not best_move(controller, game):
            pass
    return controller


def test_every_move_is_judged_and_game_over_shows_each_person_s_figure() -> None:
    backend = FakeLocalStorage()
    controller = quick_game_with_a_costly_box(backend)
    review = controller.state.turn.review
    assert not controller.state.settings.coach
    decisions = len(review)
    assert decisions > 7 and review[0].loss > proficiency.COSTLY  # holds and boxes
    assert all(j.loss < 1e-9 for j in review[1:])  # (exact on Quick: the Expert loses 0)
    html = page_html(controller)
    assert "How Solo played" in html
    mean = review[0].loss / decisions
    shown = f"{mean:.2f} points lost per decision against the Expert bot's best, over "
    assert f"{shown}{decisions} decisions." in html
    assert "1 decision cost more than a point." in html
    band = proficiency.band(mean, controller.session.game().rules)
    assert i18n.t(f"prof.band.{band}") in html
    reason = reason_words(review[0])
    assert reason and reason in html  # the review says why


def test_the_history_entry_keeps_the_figure_and_stats_show_it() -> None:
    backend = FakeLocalStorage()
    controller = quick_game_with_a_costly_box(backend)
    (entry,) = [e for e in controller.storage.history() if e.get("proficiency")]
    (figure,) = records.read_figures(entry)
    assert figure.player == "Solo" and figure.costly == 1
    assert figure.decisions == len(controller.state.turn.review)
    tap(controller, "home")
    tap(controller, "stats")
    html = page_html(controller)
    assert "Proficiency" in html
    assert "The last game: " in html


def test_undo_of_a_box_takes_its_judgement_back() -> None:
    controller = new_controller(FakeLocalStorage(), seed=4)
    set_up_and_start(controller, ["Solo"])
    game = controller.session.game()
    tap(controller, "roll")
    fill_box(controller, strategy.advise(game)[-1])
    assert [j.chosen.kind for j in controller.state.turn.review] == ["fill"]
    tap(controller, "undo")
    assert controller.state.turn.review == []


def test_old_entries_without_figures_still_load_and_damaged_ones_are_left_out() -> None:
    game = Game(["Ann"], seed=1)
    while not game.is_over():
        strategy.Bot("expert").play_turn(game)
    entry = records.game_entry(game)
    assert "proficiency" not in entry and records.read_figures(entry) == ()
    good = proficiency.Figure("Ann", 40, 0.25, 2)
    kept = records.game_entry(game, figures=[good])
    assert records.read_figures(json.loads(json.dumps(kept))) == (good,)
    for damaged in (
        [{**good.to_dict(), "player": "Eve"}],  # not at the table
        [good.to_dict(), good.to_dict()],  # twice
        [{**good.to_dict(), "mean_loss": float("nan")}],
        "figures",
    ):
        assert records.figures_of({**kept, "proficiency": damaged}) == ()


def test_every_reason_is_a_short_sentence_in_every_language() -> None:
    def length(row: Category) -> int:
        return max(len(str(words[f"category.{row.value}"])) for words in i18n.CATALOGS.values())

    longest = max(Category, key=length)
    hold = strategy.Option("hold", 0.0, keep=(1, 2, 3, 4))
    box = strategy.Option("fill", 0.0, fill=strategy.Fill(longest, True, True), value=30)
    for language in i18n.CATALOGS:
        i18n.use(language)
        try:
            for code in proficiency.REASONS:
                for row in (longest, None):
                    for best in (hold, box):
                        why = proficiency.Reason(code, row, longest)
                        judged = Judged("A" * 24, 1, hold, best, 2.0, why)
                        words = reason_words(judged)
                        assert words and len(words) <= 280 and "{" not in words
        finally:
            i18n.use("en")


def test_a_box_reason_says_cross_out_when_the_best_was_a_cross_out() -> None:
    why = proficiency.Reason("box", Category.SIXES, Category.BALUT)
    chosen = strategy.Option("fill", 0.0, fill=strategy.Fill(Category.SIXES, False, False))
    for crossed, words in ((True, "Better to cross out Balut"), (False, "Better to fill Balut")):
        best = strategy.Option("fill", 0.0, fill=strategy.Fill(Category.BALUT, False, crossed))
        said = reason_words(Judged("Ann", 3, chosen, best, 1.5, why))
        assert said is not None and said.startswith(words), said


def test_a_backup_s_figures_come_in_and_show_in_stats() -> None:
    figure = {"player": "Cy", "decisions": 40, "mean_loss": 0.02, "costly": 0}
    controller = Controller(Storage(FakeLocalStorage()))
    read_file(controller, with_entry({"proficiency": [figure]}))
    tap(controller, "add-backup")
    assert any(e.get("proficiency") == [figure] for e in controller.storage.history())
    assert ("Cy", 40) in [
        (f.player, f.decisions)
        for _, _, figures in controller.session.records.figures()
        for f in figures
    ]


def test_a_team_game_s_entry_keeps_no_figures() -> None:
    game = Game(teams=[["Ann", "Bo"], ["Cy", "Di"]], seed=2)
    bot = strategy.Bot("beginner", 2)
    while not game.is_over():
        bot.play_step(game)
    figures = [proficiency.Figure("Ann", 30, 0.1, 0)]
    entry = records.game_entry(game, figures=figures)
    assert "proficiency" not in entry
