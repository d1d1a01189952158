"""A finished game's proof: its check code and result link (made by `balut.record`), the
text Share result hands on, and the verdict of Verify a result, in words.

Making a proof replays the game once (tens of milliseconds in CPython, a few times that
in Pyodide), so it is made in a task of its own after the screen that shows it is painted
(the `MakeProof` effect, the `make-proof` action) and kept in the state.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import balut
from balut.record import Verification, check_code, decode_link, encode_link, record_of, verify

from .core_words import amount_words
from .i18n import LANGUAGES, Msg, in_language, t


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
    return t(
        "proof.share_text",
        ranking="\n".join([*ranking_lines(game), *settled]),
        dice=dice_words(game),
        code=proof.code,
    )


def ranking_lines(game: balut.Game) -> list[str]:
    """The shared text's ranking: "1. Ann: 14 points", one line per seat."""
    return [
        t(
            "proof.share_line",
            place=s.place,
            player=s.player,
            result=amount_words(game.rules, s.result.points),
        )
        for s in game.standings()
    ]


def dice_words(game: balut.Game) -> str:
    """How the record's dice came: rolled on a phone, or typed from real dice."""
    return t("proof.dice.typed" if isinstance(game, balut.RealDiceGame) else "proof.dice.rolled")


@dataclass(frozen=True, slots=True)
class Checked:
    """What Verify a result found: the verdict, and the replayed game to show (if any)."""

    ok: bool
    verdict: Msg
    game: balut.Game | None = None


def check_link(pasted: str, code: str) -> Checked:
    """Replay the record pasted in the rules core (offline): a result link alone, or the
    whole text Share result gave (`share_text` and its link). Its check code line and the
    code typed in `code` are compared with the record's, its ranking and dice lines with
    what the record replays to; any difference is refused, saying what differs."""
    text = read_pasted(pasted)
    if not text.link:
        return Checked(False, Msg.of("verify.error.empty"))
    try:
        facts = decode_link(text.link)
    except balut.InvalidInputError as error:
        return Checked(False, Msg.of(_LINK_ERRORS.get(error.code, "verify.error.damaged")))
    codes = [c for c in (code.strip(), *text.codes) if c]
    found = verify(facts, codes[0] if codes else None)
    if not found.ok:
        return Checked(False, Msg.of("verify.bad", why=_problem(found)), found.game)
    game = found.game
    assert game is not None  # (a record that checks out replays to its game)
    wrong = next((c for c in codes[1:] if _code_symbols(c) != _code_symbols(found.code)), None)
    if wrong is not None:
        why = Msg.of("verify.problem.code_mismatch", code=found.code, expected=wrong.upper())
        return Checked(False, Msg.of("verify.bad", why=why), game)
    differs = _text_difference(game, text.lines)
    if differs is not None:
        return Checked(False, Msg.of("verify.bad", why=differs), game)
    return Checked(True, Msg.of("verify.ok", code=found.code), game)


@dataclass(frozen=True, slots=True)
class Pasted:
    """A pasted text read: the line with the result link, the codes of its check code
    lines (in any of the languages), and its other lines."""

    link: str
    codes: tuple[str, ...]
    lines: tuple[str, ...]


def read_pasted(text: str) -> Pasted:
    """The parts of a pasted result: the link is the last line with a "#" (the page
    address), or the last line when none has one (a fragment alone)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines:
        return Pasted("", (), ())
    at = max((i for i, line in enumerate(lines) if "#" in line), default=len(lines) - 1)
    codes: list[str] = []
    others: list[str] = []
    for line in lines[:at] + lines[at + 1 :]:
        code = _code_of_line(line)
        if code is None:
            others.append(line)
        else:
            codes.append(code)
    return Pasted(lines[at], tuple(codes), tuple(others))


def _code_of_line(line: str) -> str | None:
    """The code of a "Check code: ..." line in any language, else None."""
    for language in LANGUAGES:
        with in_language(language):
            before = t("proof.code", code="\0").partition("\0")[0]
        if line.startswith(before):
            return line.removeprefix(before).strip()
    return None


def _code_symbols(code: str) -> str:
    """A code as compared: the dash and spaces left out, any case."""
    return re.sub(r"[\s-]", "", code).upper()


def _text_difference(game: balut.Game, lines: tuple[str, ...]) -> Msg | None:
    """What a shared text's ranking and dice lines say that the replayed game does not
    (and the ranking lines it leaves out), read in the language they were written in;
    None when they agree. The settle-up lines, which no record holds, are not read."""
    if not lines:
        return None
    best: tuple[int, list[str], list[str]] | None = None
    for language in LANGUAGES:
        with in_language(language):
            ranking = ranking_lines(game)
            dice = [t("proof.dice.rolled"), t("proof.dice.typed")]
            own = dice_words(game)
        said = [line for line in lines if _is_ranking_line(line) or line in dice]
        changed = [line for line in said if line not in (*ranking, own)]
        missing = [line for line in ranking if line not in said]
        agreeing = len(said) - len(changed)
        if best is None or agreeing > best[0]:
            best = (agreeing, changed, missing)
    assert best is not None
    _, changed, missing = best
    if not changed and not missing:
        return None
    if not changed:
        return Msg.of("verify.problem.text_missing", given=_quoted(missing))
    if not missing:
        return Msg.of("verify.problem.text_extra", said=_quoted(changed))
    return Msg.of("verify.problem.text", said=_quoted(changed), given=_quoted(missing))


def _is_ranking_line(line: str) -> bool:
    """A line of the shared ranking: "2. Bo: 12 points" (a place, a dot, a space)."""
    return re.match(r"\d+\. ", line) is not None


def _quoted(lines: list[str]) -> str:
    """Lines quoted the language's way, one after the other."""
    return ", ".join(t("verify.quoted", line=line) for line in lines)


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
