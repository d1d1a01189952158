"""The standard game's calibration: the shipped table, its fit, and what it changes in
the prices (every price of a turn by the same amount, so never the choice)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from balut import JACKPOT, STANDARD, Game, strategy
from balut.strategy import calibrated, search, value
from balut.strategy.search import state_of
from scripts import fit_calibration

#: A correction to test with, whatever the shipped one: 0.1 per open box.
RAMP = tuple(0.1 * n for n in range(29))
ZERO = (0.0,) * 29


def prices(game: Game, shift: tuple[float, ...]) -> list[strategy.Option]:
    """``advise`` with the correction ``shift`` (plans rebuilt)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(value, "SHIFT", shift)
        patch.setattr(search, "_PLANS", type(search._PLANS)())
        patch.setattr(search, "_VALUES", {})
        return strategy.advise(game)


def test_shipped_table_is_the_fitting_scripts_output() -> None:
    text = fit_calibration.CALIBRATED.read_text()
    assert fit_calibration.render(calibrated.SHIFT) == text
    assert len(calibrated.SHIFT) == fit_calibration.BOXES + 1


def test_shift_is_zero_on_a_full_sheet_bounded_and_grows_with_open_boxes() -> None:
    shift = calibrated.SHIFT
    assert shift[0] == 0.0
    assert all(abs(s) <= 2.0 for s in shift)
    assert all(a <= b for a, b in pairwise(shift))


def test_fit_recovers_a_known_error_curve() -> None:
    points = [(n, 0.01 * n + 0.002 * n * n + e) for n in range(28) for e in (-0.5, 0.5)]
    a, b = fit_calibration.fit(points)
    assert a == pytest.approx(0.01)
    assert b == pytest.approx(0.002)
    assert fit_calibration.table(a, b)[10] == pytest.approx(0.3)


def test_fit_keeps_the_shift_growing_with_open_boxes() -> None:
    dipping = [(n, -0.02 * n + 0.002 * n * n) for n in range(28)]
    a, b = fit_calibration.fit(dipping)
    assert a == 0.0
    assert b > 0.0
    shrinking = [(n, 0.05 * n - 0.002 * n * n) for n in range(28)]
    assert fit_calibration.fit(shrinking)[1] == 0.0


def played(turns: int) -> Game:
    game = Game(["Solo"], seed=3)
    bot = strategy.Bot("expert", 3)
    for _ in range(turns):
        bot.play_turn(game)
    game.roll()
    return game


def test_the_standard_sheet_value_adds_the_shift_of_its_open_boxes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = state_of(played(5).sheet(0))  # 23 boxes open
    jackpot_state = state_of(Game(["Solo"], JACKPOT, seed=3).sheet(0))
    rules = (STANDARD, STANDARD.derive(tiebreak="shared"), STANDARD.derive(locked_holds=True))

    def values() -> list[float]:
        found = [value.SheetValue(r)(state) for r in rules]
        return [*found, value.SheetValue(JACKPOT)(jackpot_state)]

    monkeypatch.setattr(value, "SHIFT", RAMP)
    shifted = values()
    monkeypatch.setattr(value, "SHIFT", ZERO)
    gains = [a - b for a, b in zip(shifted, values(), strict=True)]
    # Standard, a house option that leaves the sheet's value alone, one that changes
    # play (locked holds), another rule set: fitted on the first two only.
    assert gains == pytest.approx([2.3, 2.3, 0.0, 0.0])


def test_the_spread_the_aims_use_has_the_calibrated_mean_and_the_same_variance(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = state_of(played(5).sheet(0))
    monkeypatch.setattr(value, "SHIFT", RAMP)
    mean, variance = value.SheetValue(STANDARD).moments(state)
    monkeypatch.setattr(value, "SHIFT", ZERO)
    raw_mean, raw_variance = value.SheetValue(STANDARD).moments(state)
    assert (mean - raw_mean, variance) == pytest.approx((2.3, raw_variance))


@pytest.mark.parametrize("turns", [0, 12, 27])
def test_the_correction_moves_every_price_of_a_turn_alike(turns: int) -> None:
    game = played(turns)
    shifted, raw = prices(game, RAMP), prices(game, ZERO)
    assert [(o.keep, o.fill) for o in shifted] == [(o.keep, o.fill) for o in raw]
    for a, b in zip(shifted, raw, strict=True):
        assert a.expected - b.expected == pytest.approx(RAMP[28 - turns - 1])
        assert a.loss == pytest.approx(b.loss)
