"""Player statistics (balut.stats): numbers worked out by hand on small histories."""

from __future__ import annotations

import pytest

from balut import stats
from balut.errors import InvalidInputError
from balut.stats import Finished, Line

ROWS = (0, 0, 0, 0, 0, 0, 0)


def line(player: str, place: int, points: int, **kw: object) -> Line:
    return Line(
        player,
        place,
        points,
        int(kw.get("dice_total", 300)),  # type: ignore[call-overload]
        int(kw.get("baluts", 0)),  # type: ignore[call-overload]
        tuple(kw.get("rows", (16, 25, 30, 15, 60, 100, 25))),  # type: ignore[arg-type]
        tuple(kw.get("row_points", ROWS)),  # type: ignore[arg-type]
    )


def game(day: int, *lines: Line, rules: str = "standard") -> Finished:
    return Finished(f"2026-03-{day:02d}T20:00:00+00:00", rules, "points", True, 4, lines)


HISTORY = [
    game(1, line("Ann", 1, 10, baluts=1, row_points=(2, 0, 0, 4, 0, 0, 2)), line("Bo", 2, 4)),
    game(2, line("ann", 2, 3), line("Bo", 1, 8, dice_total=350)),
    game(3, line("Ann", 1, 12, baluts=2, row_points=(2, 0, 0, 0, 0, 0, 4))),  # solo
    game(4, line("Ann", 1, 7), line("Cy", 1, 7)),  # a shared first place is a win
    game(5, line("Ann", 3, 0, rules=None), rules="jackpot"),
]


def test_a_players_record_counts_spellings_alike_and_wins_only_against_others() -> None:
    record = stats.player_stats(HISTORY, "ANN", "standard")
    assert record.player == "Ann"  # as written most often
    assert record.games == 4
    assert record.games_with_opponents == 3
    assert record.wins == 2  # days 1 and 4; day 3 was solo
    assert record.win_rate == pytest.approx(2 / 3)
    assert record.average == pytest.approx((10 + 3 + 12 + 7) / 4)
    assert (record.best, record.worst) == (12, 3)
    assert record.baluts_per_game == pytest.approx(3 / 4)
    assert record.recent == (10, 3, 12, 7)
    assert record.distribution == ((3, 1), (7, 1), (10, 1), (12, 1))
    assert record.row_pay_rates is not None
    assert record.row_pay_rates[0] == pytest.approx(2 / 4)  # fours paid twice in four
    assert record.row_pay_rates[3] == pytest.approx(1 / 4)
    assert record.average_boxes[0] == pytest.approx(16 / 4)
    assert record.longest_streak == 1  # won, lost, (solo), won


def test_games_of_other_rules_and_other_players_do_not_count() -> None:
    assert stats.player_stats(HISTORY, "Ann", "jackpot").games == 1
    assert stats.player_stats(HISTORY, "Di", "standard").games == 0
    assert stats.player_stats(HISTORY, "Di", "standard").average == 0.0


def test_rows_that_earn_no_points_have_no_pay_rate() -> None:
    quick = [Finished("2026-01-01T00:00:00", "quick", "grand_total", False, 1, (line("A", 1, 90),))]
    assert stats.player_stats(quick, "A", "quick").row_pay_rates is None


def test_aliases_merge_two_names_and_players_lists_the_most_games_first() -> None:
    history = [*HISTORY, game(6, line("Anne", 1, 20), line("Bo", 2, 1))]
    assert stats.players(history) == ["Ann", "Bo", "Anne", "Cy"]
    aliases = {"anne": "ann"}
    assert stats.players(history, aliases) == ["Ann", "Bo", "Cy"]  # the usual spelling
    assert stats.player_stats(history, "Ann", "standard", aliases).best == 20


def test_head_to_head_counts_who_placed_ahead() -> None:
    duel = stats.head_to_head(HISTORY, "Ann", "Bo", "standard")
    assert (duel.games, duel.first_ahead, duel.second_ahead, duel.level) == (2, 1, 1, 0)
    level = stats.head_to_head(HISTORY, "Ann", "Cy", "standard")
    assert (level.games, level.level) == (1, 1)


def test_personal_bests_beat_earlier_games_and_a_first_game_sets_none() -> None:
    new = game(9, line("Ann", 1, 15, baluts=3, dice_total=360), line("Di", 2, 2))
    bests = stats.personal_bests(HISTORY, new)
    assert [(b.player, b.kind, b.value) for b in bests] == [
        ("Ann", "points", 15),
        ("Ann", "dice_total", 360),
        ("Ann", "baluts", 3),
        ("Ann", "streak", 2),  # day 4's win and this one
    ]
    assert stats.personal_bests([], new) == []


def test_a_streak_is_a_best_only_when_longer_than_before() -> None:
    wins = [game(d, line("A", 1, 5), line("B", 2, 1)) for d in (1, 2, 3)]
    history = [*wins, game(4, line("A", 2, 1), line("B", 1, 5))]
    again = game(5, line("A", 1, 1), line("B", 2, 0))
    assert [b.kind for b in stats.personal_bests(history, again)] == []
    three = [*history, again, game(6, line("A", 1, 1), line("B", 2, 0))]  # 3 in a row again
    assert [
        b.kind
        for b in stats.personal_bests(
            [*three, game(7, line("A", 1, 1), line("B", 2, 0))],
            game(8, line("A", 1, 1), line("B", 2, 0)),
        )
    ] == ["streak"]  # four in a row beats three


def test_lines_round_trip_and_damaged_ones_are_refused() -> None:
    original = line("Ann", 1, 10, row_points=(2, 0, 0, 4, 0, 0, 2))
    assert Line.from_dict(original.to_dict()) == original
    for damaged in (
        {**original.to_dict(), "place": 0},
        {**original.to_dict(), "points": True},
        {**original.to_dict(), "rows": [1, 2]},
        {**original.to_dict(), "baluts": 10**9},
        {**original.to_dict(), "player": None},
        "Ann",
    ):
        with pytest.raises(InvalidInputError):
            Line.from_dict(damaged)
