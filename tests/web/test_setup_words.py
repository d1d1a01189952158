"""The setup screen and the core's errors are worded from the catalogs: every error code
has a key (or is listed as falling back), field errors follow the core's bounds, and no
word on the setup screen is typed in the glue."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fakes import words_read

import balut
from balut import limits, seating
from balut.web import i18n, play_draft, reasons, screens_rules, setup, variant_setup, widgets
from balut.web.locales import CATALOGS
from balut.web.play_draft import PlayDraft
from balut.web.setup import PLAYABLE_RULESETS, SetupDraft
from balut.web.variant_setup import play_section, seating_section
from balut.web.vdom import El

ENGLISH = CATALOGS["en"]
CORE = Path(balut.__file__).parent


def play_trees(play: PlayDraft) -> list[El]:
    """The table's part of the setup: seating (and teams, names marked), then the rest."""
    return [tree for tree in seating_section(play, True) if tree is not None] + [play_section(play)]


def _core_codes() -> set[str]:
    """Every code the core raises: error constructors' code argument, check_bounds' code
    and the error classes' default codes."""
    codes: set[str] = set()
    for path in CORE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                position = {"InvalidInputError": 1, "IllegalActionError": 1, "check_bounds": 3}.get(
                    name
                )
                args = [*node.args[position : position + 1]] if position is not None else []
                args += [k.value for k in node.keywords if k.arg == "code"]
                codes |= {
                    a.value
                    for a in args
                    if isinstance(a, ast.Constant) and isinstance(a.value, str)
                }
            elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "default_code" for t in node.targets
            ):
                assert isinstance(node.value, ast.Constant)
                codes.add(node.value.value)
    return codes


def test_the_scan_finds_the_core_codes() -> None:
    assert {
        "name_too_long",
        "option_out_of_range",
        "band_not_increasing",
        "game_over",
        "illegal_action",
    } <= _core_codes()


def test_every_core_error_code_is_worded_or_falls_back_on_purpose() -> None:
    codes = _core_codes()
    unworded = {c for c in codes if f"error.{c}" not in ENGLISH}
    on_purpose = reasons.WORDED_BY_SETUP | reasons.WORDED_BY_VERIFY | reasons.FALLS_BACK
    assert unworded - on_purpose == set()
    assert on_purpose - codes == set(), "stale list"
    assert {f"setup.band.{c}" for c in reasons.WORDED_BY_SETUP} <= ENGLISH.keys()
    worded_keys = {k.removeprefix("error.") for k in ENGLISH if k.startswith("error.")}
    assert worded_keys - codes == {"save_format"}  # raised by the glue's storage


def test_a_code_without_an_entry_falls_back() -> None:
    error = balut.InvalidInputError("x", "dice_exhausted")
    assert reasons.reason(error, "error.invalid_input") == i18n.Msg.of("error.invalid_input")


def test_an_option_error_names_the_option_as_the_setup_screen_does() -> None:
    with pytest.raises(balut.InvalidInputError) as raised:
        limits.check_option("prediction_bonus", 999)
    assert i18n.word(reasons.reason(raised.value)) == (
        "Bonus for an exact prediction: enter a whole number from 0 to 50."
    )


def test_a_jackpot_error_names_the_row() -> None:
    with pytest.raises(balut.InvalidInputError) as raised:
        balut.rules.jackpot_requirement(balut.Category.BALUT)
    assert i18n.word(reasons.reason(raised.value)) == "Balut has no jackpot box."


# --- field errors follow the core's bounds ----------------------------------------------------


def test_a_number_error_follows_the_core_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(
        limits.HOUSE_OPTION_LIMITS,
        "prediction_bonus",
        limits.OptionLimit("number", bounds=limits.Bounds(1, 7)),
    )
    draft = SetupDraft(names=["A"])
    draft.options.update(prediction="on", prediction_bonus="9")
    assert draft.option_errors() == {"prediction_bonus": "Enter a whole number from 1 to 7"}


@pytest.mark.parametrize(
    ("most", "message"), [(1, "Use at most 1 character"), (3, "Use at most 3 characters")]
)
def test_a_name_error_follows_the_core_length(
    monkeypatch: pytest.MonkeyPatch, most: int, message: str
) -> None:
    monkeypatch.setattr(seating, "MAX_NAME_LENGTH", most)
    assert SetupDraft(names=["Anne"]).name_errors() == [message]


def test_a_band_error_follows_the_core_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "BAND_POINTS", limits.Bounds(-3, 3))
    assert setup.bands_error("0 -2\n300 5") == "Line 2: points are \u22123 to 3"


def test_a_timer_error_follows_the_core_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(
        limits.HOUSE_OPTION_LIMITS,
        "speed_seconds",
        limits.OptionLimit("number", bounds=limits.Bounds(10, 20), off=0),
    )
    draft = PlayDraft(speed=True, speed_seconds="30")
    assert draft.field_errors()["speed-seconds"] == "Enter whole seconds from 10 to 20"


# --- every word on the setup screen comes from the catalog -------------------------------------

MARK = re.compile(r"\u27e6[^\u27e7]*\u27e7")


def _marked(key: str, **values: i18n.Value) -> str:
    inner = ",".join(
        f"{k}={i18n.word(v) if isinstance(v, i18n.Msg) else v}" for k, v in sorted(values.items())
    )
    return f"\u27e6{key}:{MARK.sub('', inner)}\u27e7"


def _every_option_shown(ruleset: str) -> tuple[SetupDraft, PlayDraft]:
    draft = SetupDraft(names=["Ann", "Ann", "x" * 40])
    draft.choose_ruleset(ruleset)
    draft.options.update(
        prediction="on",
        prediction_bonus="999",
        custom_bands="on",
        adjustment_bands="0 -2\n300 99",
        dice_total_only="off",
    )
    play = PlayDraft(
        seating="teams",
        speed=True,
        speed_seconds="1",
        match="fixed",
        match_games="99",
        team_names=["Reds", "x" * 40],
        members=[["Bo", "Bo"], ["", "Cy", "Di"]],
    )
    return draft, play


@pytest.mark.parametrize("ruleset", PLAYABLE_RULESETS)
def test_the_setup_screen_has_no_word_outside_the_catalog(
    monkeypatch: pytest.MonkeyPatch, ruleset: str
) -> None:
    for module in (i18n, setup, play_draft, variant_setup, screens_rules, widgets):
        monkeypatch.setattr(module, "t", _marked)
    draft, play = _every_option_shown(ruleset)
    trees = [*screens_rules.setup_options(draft), *play_trees(play)]
    words = [w for tree in trees for w in words_read(tree)]
    assert sum(w.count("\u27e6") for w in words) > 40
    names = {"Ann", "Reds", "Bo", "Cy", "Di"}
    left = [
        rest
        for w in words
        if (rest := MARK.sub("", w).strip())
        and any(c.isalpha() for c in rest)
        and rest not in names
    ]
    assert left == []


def test_the_setup_screen_words_its_errors_in_english() -> None:
    draft, play = _every_option_shown("standard")
    text = " ".join(
        w
        for tree in [*screens_rules.setup_options(draft), *play_trees(play)]
        for w in words_read(tree)
    )
    for message in (
        "Enter a whole number from 0 to 50",
        "Line 2: points are \u221250 to 50",
        "Same name as Team 1 member 1",
        "Enter a name",
        "Enter whole seconds from 5 to 600",
        f"Enter a number of games from {limits.MATCH_GAMES.low} to 50",
        f"Use at most {limits.MAX_NAME_LENGTH} characters",
    ):
        assert message in text


def _inputs(tree: El | str) -> Iterator[El]:
    if isinstance(tree, El):
        if tree.tag == "input" and "maxlength" in tree.attrs:
            yield tree
        for child in tree.children:
            yield from _inputs(child)


def test_number_fields_are_as_long_as_the_core_bounds_allow() -> None:
    draft, play = _every_option_shown("standard")
    fields = {
        f.attrs["id"]: int(f.attrs["maxlength"])
        for tree in [*screens_rules.setup_options(draft), *play_trees(play)]
        for f in _inputs(tree)
    }
    widest = {
        "option-prediction_bonus": limits.PREDICTION_BONUS,
        "speed-seconds": limits.SPEED_SECONDS,
        "match-games": limits.MATCH_GAMES,
    }
    for field_id, bounds in widest.items():
        assert fields[field_id] == max(len(str(bounds.low)), len(str(bounds.high)))
    assert fields["team-0"] > limits.MAX_NAME_LENGTH
    longest = max(len(str(limits.PREDICTION.low)), len(str(limits.PREDICTION.high)))
    assert longest == screens_rules.PREDICTION_LENGTH
