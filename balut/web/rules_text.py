"""The in-app Rules page as plain data, worded in the current language.

Written from ``RULES.md``; every sentence is a catalog template (area ``rules``) and every
number in it comes from the rules core, so the page cannot drift from scoring. Each
section renders as: its title, its paragraphs, its tables, then its bullets (render every
string with textContent). ``anchor`` is the section's stable id on the page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from balut.dice import DICE_COUNT, Category
from balut.limits import BAND_COUNT, BAND_LOWEST, PLAYERS, TEAM_COUNT, TEAM_SIZE
from balut.rules import (
    DEFAULT_SPEED_SECONDS,
    EXTENDED,
    JACKPOT,
    QUICK,
    ROW_CONDITIONS,
    STANDARD,
    RuleSet,
    box_score,
    jackpot_requirement,
    max_box_score,
)
from balut.turn import ROLLS_PER_TURN

from .core_words import category_label
from .i18n import signed, t
from .setup import OPTIONS

SMALL_STRAIGHT = (1, 2, 3, 4, 5)
LARGE_STRAIGHT = (2, 3, 4, 5, 6)
#: The rows that add up one face, and that face.
FACE_ROWS = {Category.FOURS: 4, Category.FIVES: 5, Category.SIXES: 6}
#: The throw the rows section uses as its example, and a full house to score.
EXAMPLE_THROW = (6, 6, 6, 4, 4)
#: A sheet for the final-points example: its category points and dice total.
EXAMPLE_POINTS, EXAMPLE_DICE_TOTAL = 10, 480


@dataclass(frozen=True)
class RulesTable:
    """A small table: caption, column headers and rows of cell text."""

    caption: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class RulesSection:
    """One titled part of the Rules page."""

    anchor: str
    title: str
    paragraphs: tuple[str, ...] = ()
    tables: tuple[RulesTable, ...] = ()
    bullets: tuple[str, ...] = ()


def dice_words(dice: Sequence[int]) -> str:
    """Dice as the page writes them: 2-3-4-5-6."""
    return "-".join(str(value) for value in dice)


# --- tables from the core ---------------------------------------------------------------


def box_score_row(rules: RuleSet, category: Category) -> str:
    """What one box of ``category`` scores under ``rules``, in words with the numbers."""
    if category in FACE_ROWS:
        return t("rules.box.face", face=FACE_ROWS[category], highest=max_box_score(rules, category))
    if category is Category.STRAIGHT:
        small = box_score(SMALL_STRAIGHT, category, rules)
        large = box_score(LARGE_STRAIGHT, category, rules)
        if small == large:
            return t(
                "rules.box.straight_any",
                points=small,
                small=dice_words(SMALL_STRAIGHT),
                large=dice_words(LARGE_STRAIGHT),
            )
        return t(
            "rules.box.straight",
            small_points=small,
            large_points=large,
            small=dice_words(SMALL_STRAIGHT),
            large=dice_words(LARGE_STRAIGHT),
        )
    if category is Category.FULL_HOUSE:
        extra = box_score(EXAMPLE_THROW, category, rules) - sum(EXAMPLE_THROW)
        if extra:
            return t("rules.box.full_house_plus", extra=extra)
        return t("rules.box.full_house")
    if category is Category.CHOICE:
        return t("rules.box.choice")
    lowest = box_score((1,) * DICE_COUNT, category, rules)
    highest = box_score((6,) * DICE_COUNT, category, rules)
    if lowest == highest:
        return t("rules.box.balut_flat", points=lowest)
    return t("rules.box.balut", bonus=lowest - DICE_COUNT, lowest=lowest, highest=highest)


def box_score_table(rules: RuleSet) -> RulesTable:
    return RulesTable(
        caption=t("rules.table.box_scores"),
        header=(t("rules.header.row"), t("rules.header.box_scores")),
        rows=tuple((category_label(c), box_score_row(rules, c)) for c in Category),
    )


def balut_row_points(rules: RuleSet) -> tuple[str, str]:
    """The Balut row's points cell and its condition cell."""
    first, further = rules.balut_row_points
    if first == further:
        return t("rules.points.each", points=first), t("rules.when.balut")
    return (
        t("rules.points.first_further", first=first, further=further),
        t("rules.when.balut_first_further"),
    )


def category_points_table(rules: RuleSet) -> RulesTable:
    """Each row's category points and what earns them (``ROW_CONDITIONS``)."""
    rows: list[tuple[str, ...]] = []
    for category in Category:
        condition = ROW_CONDITIONS.get(category)
        if condition is None:
            rows.append((category_label(category), *balut_row_points(rules)))
        elif condition.kind == "total":
            rows.append(
                (
                    category_label(category),
                    str(condition.points),
                    t("rules.when.total", target=condition.target),
                )
            )
        else:
            rows.append(
                (
                    category_label(category),
                    str(condition.points),
                    t("rules.when.all_real", count=rules.boxes_per_row),
                )
            )
    return RulesTable(
        caption=t("rules.table.category_points"),
        header=(t("rules.header.row"), t("rules.header.points"), t("rules.header.earned_when")),
        rows=tuple(rows),
    )


def adjustment_band_rows(bands: Sequence[tuple[int, int]]) -> tuple[tuple[str, str], ...]:
    """Rows like ("300-349", "-1") for bands given as (lowest dice total, points)."""
    rows = []
    for index, (lowest, points) in enumerate(bands):
        if index + 1 < len(bands):
            span = t("rules.band.range", lowest=lowest, highest=bands[index + 1][0] - 1)
        else:
            span = t("rules.band.open", lowest=lowest)
        rows.append((span, signed(points)))
    return tuple(rows)


def adjustment_table(bands: Sequence[tuple[int, int]]) -> RulesTable:
    return RulesTable(
        caption=t("rules.table.adjustment"),
        header=(t("rules.header.dice_total"), t("rules.header.points")),
        rows=adjustment_band_rows(bands),
    )


def jackpot_entry(category: Category) -> str:
    """The entry requirement of ``category``'s jackpot box, worded from its code."""
    _meets, need = jackpot_requirement(category)
    values = {"face": need.face, "minimum": need.minimum, "dice": dice_words(LARGE_STRAIGHT)}
    return t(
        f"rules.jackpot.{need.code}",
        **{name: value for name, value in values.items() if value is not None},
    )


def jackpot_table(rules: RuleSet) -> RulesTable:
    """Each jackpot row: what enters it and the bonus or penalty it swings."""
    return RulesTable(
        caption=t("rules.table.jackpot"),
        header=(
            t("rules.header.row"),
            t("rules.header.jackpot_entry"),
            t("rules.header.jackpot_swing"),
        ),
        rows=tuple(
            (
                category_label(c),
                jackpot_entry(c),
                t("rules.jackpot.swing", swing=ROW_CONDITIONS[c].jackpot_swing),
            )
            for c in rules.rows_with_jackpot
        ),
    )


def _option_on(key: str) -> int:
    """The value the setup screen's switch for house option ``key`` turns on."""
    [spec] = [spec for spec in OPTIONS if spec.key == key]
    value: int = spec.on
    return value


# --- the sections ---------------------------------------------------------------------------


def standard_rules() -> tuple[RulesSection, ...]:
    """The standard game, in reading order."""
    rules = STANDARD
    fours, sixes = Category.FOURS, Category.SIXES
    return (
        RulesSection(
            anchor="overview",
            title=t("rules.overview.title"),
            paragraphs=(
                t(
                    "rules.overview.sheet",
                    dice=DICE_COUNT,
                    rows=len(Category),
                    boxes=rules.boxes_per_row,
                    rounds=rules.rounds,
                ),
                t("rules.overview.players", low=PLAYERS.low, high=PLAYERS.high),
            ),
        ),
        RulesSection(
            anchor="turn",
            title=t("rules.turn.title"),
            bullets=(
                t("rules.turn.rolls", count=ROLLS_PER_TURN),
                t("rules.turn.hold"),
                t("rules.turn.stop"),
                t("rules.turn.fill"),
                t("rules.turn.order"),
            ),
        ),
        RulesSection(
            anchor="rows",
            title=t("rules.rows.title", count=len(Category)),
            paragraphs=(
                t(
                    "rules.rows.example",
                    dice=dice_words(EXAMPLE_THROW),
                    sixes=box_score(EXAMPLE_THROW, sixes, rules),
                    fours=box_score(EXAMPLE_THROW, fours, rules),
                    full_house=box_score(EXAMPLE_THROW, Category.FULL_HOUSE, rules),
                ),
            ),
            tables=(box_score_table(rules),),
        ),
        RulesSection(
            anchor="category-points",
            title=t("rules.points.title"),
            paragraphs=(t("rules.points.intro", count=rules.boxes_per_row),),
            tables=(category_points_table(rules),),
        ),
        _final_points_section(rules),
        RulesSection(
            anchor="order-and-ties",
            title=t("rules.order.title"),
            bullets=(
                t("rules.order.opening"),
                t("rules.order.leader"),
                t("rules.order.fixed"),
                t("rules.order.ties"),
            ),
        ),
    )


def _final_points_section(rules: RuleSet) -> RulesSection:
    """The final points: the row points plus the dice total's adjustment, with an example
    (a large straight that moves the dice total into a better band)."""
    straight = ROW_CONDITIONS[Category.STRAIGHT]
    with_large = EXAMPLE_DICE_TOTAL + box_score(LARGE_STRAIGHT, Category.STRAIGHT, rules)
    adjustment = rules.adjustment(EXAMPLE_DICE_TOTAL)
    better_adjustment = rules.adjustment(with_large)
    return RulesSection(
        anchor="final-points",
        title=t("rules.final.title"),
        paragraphs=(t("rules.final.intro"),),
        tables=(adjustment_table(rules.adjustment_bands),),
        bullets=(
            t("rules.final.sum"),
            t(
                "rules.final.example",
                points=EXAMPLE_POINTS,
                total=EXAMPLE_DICE_TOTAL,
                adjustment=adjustment,
                result=EXAMPLE_POINTS + adjustment,
                dice=dice_words(LARGE_STRAIGHT),
                row_points=straight.points,
                better_total=with_large,
                better_adjustment=signed(better_adjustment),
                better_result=EXAMPLE_POINTS + straight.points + better_adjustment,
            ),
        ),
    )


#: The section of each house option (``RuleSet.options`` keys; the turn order's is part
#: of the standard game's "order-and-ties").
OPTION_SECTIONS: dict[str, str] = {
    "locked_holds": "locked-holds",
    "tiebreak": "tiebreaks",
    "turn_order": "order-and-ties",
    "prediction": "prediction",
    "prediction_bonus": "prediction",
    "dice_total_only": "dice-total-only",
    "adjustment_bands": "custom-bands",
    "balut_bonus": "balut-bonuses",
    "per_balut_bonus": "balut-bonuses",
    "first_roll_balut_bonus": "balut-bonuses",
    "jackpot_in_dice_total": "jackpot",
    "team_play": "team",
    "speed_seconds": "speed",
}


def game_sections(
    rules: RuleSet, *, teams: bool = False, match: bool = False, real_dice: bool = False
) -> tuple[str, ...]:
    """The anchors of the sections a game plays by: its rule set's first (the standard
    game's overview, or the other rule set's section), then its house options, team
    play, match play and real dice, each once."""
    first = "overview" if rules.name == STANDARD.name else rules.name
    found = [first, *(OPTION_SECTIONS[key] for key in rules.options())]
    if teams:
        found.append("team")
    if match:
        found.append("match")
    if real_dice:
        found.append("real-dice")
    return tuple(dict.fromkeys(found))


def rule_variants() -> tuple[RulesSection, ...]:
    """The other rule sets, then the house options (the setup screen links to these)."""
    return (*_other_rule_sets(), *_house_options(), *_ways_to_play())


def _balut_without_bonus(rules: RuleSet) -> int:
    """What a balut of sixes scores under `rules` without the balut bonus."""
    return box_score((6,) * DICE_COUNT, Category.BALUT, rules.derive(balut_bonus=False))


def _other_rule_sets() -> tuple[RulesSection, ...]:
    """The jackpot, quick and extended rule sets."""
    fives = ROW_CONDITIONS[Category.FIVES]
    missed = fives.target - 5
    first, further = JACKPOT.balut_row_points
    quick_plain_balut = _balut_without_bonus(QUICK)
    return (
        RulesSection(
            anchor="jackpot",
            title=t("rules.jackpot.title"),
            paragraphs=(t("rules.jackpot.intro", count=JACKPOT.rounds),),
            tables=(jackpot_table(JACKPOT),),
            bullets=(
                t("rules.jackpot.open_row"),
                t("rules.jackpot.missed"),
                t("rules.jackpot.apart"),
                t("rules.jackpot.swing_rule"),
                t(
                    "rules.jackpot.example",
                    target=fives.target,
                    points=fives.points,
                    swing=fives.jackpot_swing,
                    bonus_result=fives.points + fives.jackpot_swing,
                    missed=missed,
                    penalty_result=-fives.jackpot_swing,
                ),
                t("rules.jackpot.balut_row", first=first, further=further),
            ),
        ),
        RulesSection(
            anchor="quick",
            title=t("rules.quick.title", count=QUICK.rounds),
            paragraphs=(t("rules.quick.intro", count=QUICK.rounds),),
            tables=(box_score_table(QUICK),),
            bullets=(
                t("rules.quick.no_bonus", points=quick_plain_balut),
                t("rules.quick.ties"),
            ),
        ),
        RulesSection(
            anchor="extended",
            title=t("rules.extended.title", count=EXTENDED.rounds),
            paragraphs=(
                t("rules.extended.intro", boxes=EXTENDED.boxes_per_row, count=EXTENDED.rounds),
            ),
        ),
    )


def _house_options() -> tuple[RulesSection, ...]:
    """The house options: locked holds, tiebreaks, the prediction, the dice total alone,
    custom bands and the balut bonuses."""
    balut_extra = box_score((6,) * DICE_COUNT, Category.BALUT) - _balut_without_bonus(STANDARD)
    quick_plain_balut = _balut_without_bonus(QUICK)
    return (
        RulesSection(
            anchor="locked-holds",
            title=t("rules.locked.title"),
            paragraphs=(t("rules.locked.text"),),
        ),
        RulesSection(
            anchor="tiebreaks",
            title=t("rules.tiebreaks.title"),
            bullets=(
                t("rules.tiebreaks.dice_total"),
                t("rules.tiebreaks.shared"),
                t("rules.tiebreaks.roll_off"),
            ),
        ),
        RulesSection(
            anchor="prediction",
            title=t("rules.prediction.title"),
            paragraphs=(t("rules.prediction.text", bonus=STANDARD.prediction_bonus),),
        ),
        RulesSection(
            anchor="dice-total-only",
            title=t("rules.dice_total_only.title"),
            paragraphs=(t("rules.dice_total_only.text"),),
        ),
        RulesSection(
            anchor="custom-bands",
            title=t("rules.bands.title"),
            paragraphs=(t("rules.bands.text", first=BAND_LOWEST.low, count=BAND_COUNT.high),),
        ),
        RulesSection(
            anchor="balut-bonuses",
            title=t("rules.bonuses.title"),
            bullets=(
                t("rules.bonuses.none", extra=balut_extra, points=quick_plain_balut),
                t("rules.bonuses.per_balut", points=_option_on("per_balut_bonus")),
                t("rules.bonuses.first_roll", points=_option_on("first_roll_balut_bonus")),
            ),
        ),
    )


def _ways_to_play() -> tuple[RulesSection, ...]:
    """Teams, Speed Balut, matches, stakes, real dice and the result codes."""
    return (
        RulesSection(
            anchor="team",
            title=t("rules.team.title"),
            paragraphs=(
                t(
                    "rules.team.text",
                    teams=TEAM_COUNT,
                    low=TEAM_SIZE.low,
                    high=TEAM_SIZE.high,
                    rolls=ROLLS_PER_TURN,
                ),
                t("rules.team.app"),
            ),
        ),
        RulesSection(
            anchor="speed",
            title=t("rules.speed.title"),
            paragraphs=(
                t("rules.speed.text", count=DEFAULT_SPEED_SECONDS),
                t("rules.speed.app"),
            ),
        ),
        RulesSection(
            anchor="match",
            title=t("rules.match.title"),
            paragraphs=(t("rules.match.text"),),
        ),
        RulesSection(
            anchor="stakes",
            title=t("rules.stakes.title"),
            paragraphs=(t("rules.stakes.text"),),
        ),
        RulesSection(
            anchor="real-dice",
            title=t("rules.real.title"),
            paragraphs=(t("rules.real.text"), t("rules.real.correct")),
        ),
        RulesSection(
            anchor="check-codes",
            title=t("rules.codes.title"),
            paragraphs=(t("rules.codes.text"),),
            bullets=(t("rules.codes.proves"), t("rules.codes.cannot")),
        ),
    )
