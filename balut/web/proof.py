"""A finished game's proof: its check code and result link (made by `balut.record`), the
text Share result hands on, and the verdict of Verify a result, in words.

Making a proof replays the game once (tens of milliseconds in CPython, a few times that
in Pyodide), so it is made in a task of its own after the screen that shows it is painted
(the `MakeProof` effect, the `make-proof` action) and kept in the state.
"""

from __future__ import annotations

from dataclasses import dataclass

import balut
from balut.record import Verification, check_code, decode_link, encode_link, record_of, verify

from .core_words import amount_words
from .i18n import Msg, t


@dataclass(frozen=True, slots=True)
class Proof:
    """A finished game's check code ("XXXX-XXXX") and its result link's fragment."""

    code: str
    fragment: str


def proof_of(game: balut.Game) -> Proof | None:
    """The finished game's proof; None for a game too long for a link (its record is
    checked when made: a game a bug left unreplayable has none either)."""
    try:
        facts = record_of(game)
        return Proof(check_code(facts), encode_link(facts))
    except balut.BalutError:
        return None


def share_text(game: balut.Game, proof: Proof, settled: list[str]) -> str:
    """The result as a short text: the ranking, one line per seat, how the table settles
    (`settled`: `stakes.settle_lines`), and the check code."""
    ranking = "\n".join(
        t(
            "proof.share_line",
            place=s.place,
            player=s.player,
            result=amount_words(game.rules, s.result.points),
        )
        for s in game.standings()
    )
    return t(
        "proof.share_text",
        ranking="\n".join([ranking, *settled]),
        dice=dice_words(game),
        code=proof.code,
    )


def dice_words(game: balut.Game) -> str:
    """How the record's dice came: rolled on a phone, or typed from real dice."""
    return t("proof.dice.typed" if isinstance(game, balut.RealDiceGame) else "proof.dice.rolled")


@dataclass(frozen=True, slots=True)
class Checked:
    """What Verify a result found: the verdict, and the replayed game to show (if any)."""

    ok: bool
    verdict: Msg
    game: balut.Game | None = None


def check_link(link: str, code: str) -> Checked:
    """Replay the record in `link` in the rules core (offline), comparing its check code
    with `code` when one is typed."""
    if not link.strip():
        return Checked(False, Msg.of("verify.error.empty"))
    try:
        facts = decode_link(link.strip())
    except balut.InvalidInputError as error:
        return Checked(False, Msg.of(_LINK_ERRORS.get(error.code, "verify.error.damaged")))
    found = verify(facts, code.strip() or None)
    if found.ok:
        return Checked(True, Msg.of("verify.ok", code=found.code), found.game)
    return Checked(False, Msg.of("verify.bad", why=_problem(found)), found.game)


# What a link that cannot be read says: cut short, from a newer app, or changed/damaged.
_LINK_ERRORS = {
    "link_malformed": "verify.error.link",
    "link_truncated": "verify.error.link",
    "link_too_long": "verify.error.link",
    "link_version": "verify.error.version",
}


def _problem(found: Verification) -> Msg:
    """Why a record does not check out."""
    params = found.params
    where = {
        name: value for name, value in params.items() if name in ("action", "round", "expected")
    }
    if found.problem in ("replay_failed", "replay_mismatch", "not_finished", "code_mismatch"):
        values = {k: v for k, v in where.items() if isinstance(v, (int, str))}
        if found.problem == "code_mismatch":
            values["code"] = found.code
        return Msg.of(f"verify.problem.{found.problem}", **values)
    if found.problem == "code_malformed":
        return Msg.of("verify.problem.code_malformed")
    return Msg.of("verify.problem.record")
