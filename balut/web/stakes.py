"""The stake a table plays for, and the payments that settle it up at game over (worded;
`game_over_screen.settle_section` draws them).

A stake is typed as an amount per point with up to two decimals ("0.50", "2", "1,5")
and kept as whole hundredths, so every payment is exact; the unit is whatever the table
writes after it ("€", "kr", "chips"). The core (`balut.settle`) nets every pairwise
difference and finds the fewest payments; this module only words them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import balut
from balut.limits import STAKE
from balut.settle import loser, scores_of, settle

from .core_words import deciding_key, names_list
from .i18n import t

#: Characters of the unit field ("chips", "kr.", "€").
UNIT_LENGTH = 8
#: Characters of the amount field: the largest stake with its decimals.
AMOUNT_LENGTH = len(f"{STAKE.high // 100}.00")
_AMOUNT = re.compile(r"(\d{1,7})(?:[.,](\d{1,2}))?")


def parse_amount(text: str) -> int | None:
    """A typed amount per point as hundredths ("0.50" -> 50, "2" -> 200), None when it is
    not an amount with at most two decimals within the core's bounds; "" is no stake."""
    text = text.strip()
    if not text:
        return 0
    found = _AMOUNT.fullmatch(text)
    if found is None or not text.isascii():
        return None
    whole, cents = found.group(1), (found.group(2) or "").ljust(2, "0")
    hundredths = int(whole) * 100 + int(cents)
    return hundredths if hundredths in STAKE else None


def money(hundredths: int, unit: str) -> str:
    """An amount as the table reads it: "1.50 €", "3 chips" ("," in da/nb/de)."""
    whole, cents = divmod(hundredths, 100)
    amount = str(whole) if not cents else f"{whole}{t('number.decimal')}{cents:02d}"
    return t("settle.amount", amount=amount, unit=unit).strip()


#: What the bots (and the Hint) play for without a stake: the setup's choice.
PLAYS_FOR = ("points", "win")


@dataclass(frozen=True, slots=True)
class Stake:
    """What a table plays for: hundredths of `unit` per point, whether the bottom place
    buys the next round, and without either what the bots play for (`PLAYS_FOR`)."""

    per_point: int = 0
    unit: str = ""
    loser_buys: bool = False
    plays_for: str = PLAYS_FOR[0]

    @property
    def settles(self) -> bool:
        """Whether game over has anything to settle."""
        return self.per_point > 0 or self.loser_buys

    @property
    def aim(self) -> str:
        """The table's aim (`balut.strategy.AIMS`), which the bots play and the Hint
        weighs: not to be last when the loser buys the round, the point difference under
        a stake per point, else the setup's choice."""
        if self.loser_buys:
            return "not_last"
        return "stake" if self.per_point else self.plays_for

    def to_dict(self) -> dict[str, Any]:
        return {
            "per_point": self.per_point,
            "unit": self.unit,
            "loser_buys": self.loser_buys,
            "plays_for": self.plays_for,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Stake:
        """The saved stake; anything damaged or missing is no stake (the game goes on);
        a save from before the choice plays for the default."""
        if not isinstance(data, dict):
            return cls()
        per_point, unit = data.get("per_point"), data.get("unit")
        if type(per_point) is not int or per_point not in STAKE or not isinstance(unit, str):
            return cls()
        plays_for = data.get("plays_for")
        return cls(
            per_point,
            unit[:UNIT_LENGTH],
            data.get("loser_buys") is True,
            plays_for if plays_for in PLAYS_FOR else PLAYS_FOR[0],
        )


def settle_lines(play: balut.Game | balut.Match, stake: Stake) -> list[str]:
    """Who pays whom (on a match's totals) and who buys the round, one line each; none
    without a stake or a table to settle."""
    if not stake.settles or len(play.players) < 2:
        return []
    scores = scores_of(play)
    lines: list[str] = []
    if stake.per_point:
        payments = settle(scores, stake.per_point)
        lines += [
            t("settle.pays", payer=p.payer, payee=p.payee, amount=money(p.amount, stake.unit))
            for p in payments
        ] or [t("settle.square")]
    if stake.loser_buys:
        # The bottom place of the ranking buys, the rule set's tiebreak included (level on
        # points but lower on dice total is last, as the table above shows); seats that
        # share the bottom place share the round.
        bottom = loser([(seat.player, -seat.place) for seat in play.standings()])
        if len(bottom) == 1:
            lines.append(t("settle.buys", player=bottom[0]))
        elif bottom:
            lines.append(t("settle.buys_tied", players=names_list(list(bottom))))
        else:
            lines.append(t("settle.buys_nobody"))
    return lines


def stake_line(stake: Stake) -> str | None:
    """ "Stake: 0.50 € a point" (none without a stake per point)."""
    return t("settle.stake", amount=money(stake.per_point, stake.unit)) if stake.per_point else None


def rule_line(play: balut.Game | balut.Match, stake: Stake) -> str | None:
    """How `settle_lines` came about, in one line: every pair's difference in the deciding
    number (a match's totals) times the stake, the lower paying the higher, netted into the
    fewest payments (`balut.settle`); none without a stake per point."""
    if not stake.per_point:
        return None
    if isinstance(play, balut.Match):
        return t("settle.rule.match")
    return t(f"settle.rule.{deciding_key(play.rules.deciding)}")


def settle_picture(play: balut.Game | balut.Match, stake: Stake) -> tuple[str, ...]:
    """Settle up on the result picture: the heading, the stake and `settle_lines` (none
    without a stake or a table to settle)."""
    lines = settle_lines(play, stake)
    if not lines:
        return ()
    stake_words = stake_line(stake)
    return (t("settle.title"), *((stake_words,) if stake_words else ()), *lines)
