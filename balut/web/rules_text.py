"""The in-app Rules page as plain data (render every string with textContent).

Written from ``RULES.md`` in the app's own words. Each section renders as: its
title, its paragraphs, its tables, then its bullets. ``anchor`` is a stable
slug for links such as "rules for this rule set" from the setup screen. The
dice-total table comes from the core, so the page cannot drift from scoring.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from balut.rules import DEFAULT_ADJUSTMENT_BANDS


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


def adjustment_band_rows(bands: Sequence[tuple[int, int]]) -> tuple[tuple[str, str], ...]:
    """Rows like ("300-349", "-1") for bands given as (lowest dice total, points)."""
    rows = []
    for index, (lowest, points) in enumerate(bands):
        if index + 1 < len(bands):
            span = f"{lowest}-{bands[index + 1][0] - 1}"
        else:
            span = f"{lowest} or more"
        rows.append((span, f"{points:+d}" if points else "0"))
    return tuple(rows)


_BOX_SCORES = RulesTable(
    caption="What one box scores",
    header=("Row", "A box scores"),
    rows=(
        ("Fours", "The 4s added up (0 to 20)"),
        ("Fives", "The 5s added up (0 to 25)"),
        ("Sixes", "The 6s added up (0 to 30)"),
        ("Straight", "15 for 1-2-3-4-5, 20 for 2-3-4-5-6, otherwise 0"),
        (
            "Full House",
            "Three of one number and two of another: all five dice added; otherwise 0 "
            "(five of a kind is not a full house)",
        ),
        ("Choice", "All five dice added, whatever they show"),
        ("Balut", "Five of a kind: 20 plus the five dice (25 to 50); otherwise 0"),
    ),
)

_CATEGORY_POINTS = RulesTable(
    caption="Category points at the end of the game",
    header=("Row", "Points", "Earned when"),
    rows=(
        ("Fours", "2", "the row adds up to 52 or more"),
        ("Fives", "2", "the row adds up to 65 or more"),
        ("Sixes", "2", "the row adds up to 78 or more"),
        ("Straight", "4", "all four boxes hold a straight (no zero)"),
        ("Full House", "3", "all four boxes hold a full house (no zero)"),
        ("Choice", "2", "the row adds up to 100 or more"),
        ("Balut", "2 each", "for every balut in the row"),
    ),
)

_ADJUSTMENT = RulesTable(
    caption="Adjustment for the dice total",
    header=("Dice total", "Points"),
    rows=adjustment_band_rows(DEFAULT_ADJUSTMENT_BANDS),
)

_JACKPOT_ENTRY = RulesTable(
    caption="Jackpot boxes",
    header=("Row", "To enter a jackpot", "Bonus or penalty"),
    rows=(
        ("Fours", "At least four 4s", "+4 or -4"),
        ("Fives", "At least four 5s", "+4 or -4"),
        ("Sixes", "At least four 6s", "+4 or -4"),
        ("Straight", "2-3-4-5-6 only", "+8 or -8"),
        ("Full House", "A full house worth 22 or more", "+6 or -6"),
        ("Choice", "Dice adding up to 25 or more", "+4 or -4"),
    ),
)

#: The standard game, in reading order.
STANDARD_RULES: tuple[RulesSection, ...] = (
    RulesSection(
        anchor="overview",
        title="The game (Standard 1979)",
        paragraphs=(
            "Balut is played with five dice on a score sheet of seven rows with four "
            "boxes each. Every round each player takes one turn and fills one box, so a "
            "game lasts 28 rounds. At the end each sheet is turned into points and the "
            "most points win.",
            "Pass the phone around the table (1 to 8 players), or play alone and see "
            "how many points you can put together.",
        ),
    ),
    RulesSection(
        anchor="turn",
        title="Your turn",
        bullets=(
            "You get up to three rolls. The first roll throws all five dice.",
            "Before rolling again, tap the dice you want to keep: they are held and only "
            "the others are thrown. A held die can be released again while you still "
            "have a roll left.",
            "You may stop after the first or second roll. After the last roll you must "
            "fill a box; a turn cannot be passed.",
            "Fill exactly one open box. Either enter your dice (the box gets what they "
            "are worth in that row, which may be 0) or cross the box out for 0, even "
            "when the dice would score there.",
            "Every row is open from the start and may be used in any order; its boxes "
            "fill from left to right. A filled box stays as it is, but Undo takes your "
            "choice back until the next player rolls.",
        ),
    ),
    RulesSection(
        anchor="rows",
        title="The seven rows",
        paragraphs=(
            "There is no row for ones, twos or threes: they only count inside Straight, "
            "Full House, Choice and Balut. For example 6-6-6-4-4 is worth 18 as Sixes, "
            "8 as Fours, 26 as Full House or Choice and 0 anywhere else.",
        ),
        tables=(_BOX_SCORES,),
    ),
    RulesSection(
        anchor="category-points",
        title="Category points",
        paragraphs=(
            "When every box is filled, each row's four boxes are added into its row "
            "total, and a row that reached its goal earns category points. A single zero "
            "in Straight or Full House, crossed out or not the real thing, loses that "
            "row's points.",
        ),
        tables=(_CATEGORY_POINTS,),
    ),
    RulesSection(
        anchor="final-points",
        title="Dice total and final points",
        paragraphs=(
            "Your dice total is all the boxes on your sheet added together. It moves "
            "your result up or down by the adjustment in this table.",
        ),
        tables=(_ADJUSTMENT,),
        bullets=(
            "Final points are your category points plus the adjustment, and the most points win.",
            "Example: 10 category points and a dice total of 480 make 10 + 2 = 12 points. "
            "Had the one zero in its Straight row been a 2-3-4-5-6, the row would pay 4 "
            "more and the dice total of 500 would lift the adjustment to +3: 17 points.",
        ),
    ),
    RulesSection(
        anchor="order-and-ties",
        title="Turn order and ties",
        bullets=(
            "Opening roll-off: everyone rolls one die and the highest starts; players "
            "who tie roll again among themselves.",
            "From round 2 on, the player who entered the highest box value in the "
            "previous round leads; if two entered the same, the one who played earlier "
            "in that round leads. Play then goes around in seating order.",
            "Fixed turn order (option): the opener leads every round and play always "
            "goes around in seating order.",
            "Players level on points are separated by the higher dice total; still "
            "level, they share the place. See Tiebreaks for the other choices.",
        ),
    ),
)

#: The other rule sets, then the house options (the setup screen links to these anchors).
RULE_VARIANTS: tuple[RulesSection, ...] = (
    RulesSection(
        anchor="jackpot",
        title="Jackpot Balut",
        paragraphs=(
            "Every row except Balut has one extra jackpot box, so the sheet has 34 "
            "boxes and the game 34 rounds.",
        ),
        tables=(_JACKPOT_ENTRY,),
        bullets=(
            "You may enter dice as a row's jackpot only while that row still has an "
            "open regular box. After that the jackpot box can only be crossed out, "
            "which means no jackpot for that row.",
            "Dice that do not meet the entry requirement score 0 in the jackpot box, "
            "the same as crossing it out.",
            "The jackpot value stands apart: it is not part of the row total or the "
            "dice total (a house option can count it in the dice total).",
            "With a jackpot entered, the row's usual goal, judged on its four regular "
            "boxes only, adds the bonus when reached and takes off the penalty when "
            "missed, on top of the normal category points. Example: a Fives jackpot "
            "with 65 in the regular boxes gives 2 + 4 = 6 points; with only 60 it "
            "gives 0 - 4 = -4.",
            "The Balut row pays 3 points for the first balut and 5 for each further one.",
        ),
    ),
    RulesSection(
        anchor="quick",
        title="Quick Balut (seven boxes)",
        paragraphs=(
            "One box per row: 7 rounds. There are no category points and no "
            "adjustment table; the highest grand total (all boxes added) wins.",
        ),
        bullets=(
            "Fours, Fives, Sixes and Choice score as usual.",
            "Any straight scores 25.",
            "A full house scores its five dice plus 5.",
            "A balut scores 50 (30 if the table plays without the balut bonus).",
            "Ties are settled by a roll-off: the tied players each throw all five dice "
            "once and the highest sum wins; level again, they throw again.",
        ),
    ),
    RulesSection(
        anchor="extended",
        title="Extended Balut (fourteen boxes)",
        paragraphs=(
            "Quick Balut with two boxes per row: 14 rounds, the same box scores, and "
            "the highest grand total wins.",
        ),
    ),
    RulesSection(
        anchor="locked-holds",
        title="Locked holds",
        paragraphs=(
            "A stricter house rule: once a die is held it stays held for the rest of the turn.",
        ),
    ),
    RulesSection(
        anchor="tiebreaks",
        title="Tiebreaks",
        bullets=(
            "Dice total (the default for Standard and Jackpot): the higher dice total "
            "wins; still level, the place is shared.",
            "Shared: players level on the result share the place.",
            "Roll-off: the tied players each throw all five dice once, the highest sum "
            "wins, and they throw again while level.",
        ),
    ),
    RulesSection(
        anchor="prediction",
        title="Prediction",
        paragraphs=(
            "Before their first roll each player predicts their final result. The "
            "prediction stays on screen during play, because steering towards it is "
            "the fun. An exact hit earns a bonus the table agrees on (2 unless you "
            "change it). Crossing out a box on purpose to land on the number is fair "
            "play.",
        ),
    ),
    RulesSection(
        anchor="dice-total-only",
        title="Dice total only",
        paragraphs=("Skip the conversion into points: the highest dice total wins.",),
    ),
    RulesSection(
        anchor="custom-bands",
        title="Custom adjustment bands",
        paragraphs=(
            "The table may agree its own dice-total table, for example more points for "
            "high totals up to a limit. Each band starts at a dice total and gives its "
            "points up to the start of the next band; the first band starts at 0 and "
            "each next one starts higher (at most 20 bands).",
        ),
    ),
    RulesSection(
        anchor="balut-bonuses",
        title="Balut bonuses",
        bullets=(
            "No balut bonus: casual groups drop the 20 extra for a balut (in Quick and "
            "Extended Balut a balut then scores 30).",
            "Per balut: every balut rolled earns extra points (usually 2), counted "
            "separately from the sheet.",
            "First-roll balut: five of a kind on the first roll of a turn earns extra "
            "points (usually 5).",
        ),
    ),
    RulesSection(
        anchor="team",
        title="Team Balut",
        paragraphs=(
            "Two teams of 2 to 4 players, each with one shared sheet. On a team's turn "
            "every member plays a full turn of up to three rolls; then the team captain "
            "picks one member's final dice and the box to fill. Teams are ranked like "
            "players.",
            "In the app each member taps Done to stand on their dice and passes the "
            "phone on; the captain then sees every member's dice side by side, with "
            "their best boxes, and picks. The captain may change the pick until a box "
            "is filled.",
        ),
    ),
    RulesSection(
        anchor="speed",
        title="Speed Balut",
        paragraphs=(
            "Every turn has a countdown (20 seconds unless you change it). When it "
            "runs out the turn is busted and a box is crossed out: the app suggests the "
            "open box where a zero costs least, and the other players confirm it or "
            "pick another. The countdown pauses while the app is in the background.",
            "The clock starts when the player taps Start on the hand-off screen, so "
            "passing the phone costs no time; Home and the rules page pause it too. In "
            "a team game every member's rolls, and the captain's pick, get the full "
            "time; running out at any point busts the team's turn. Reopening the app "
            "continues with the time that was left.",
        ),
    ),
    RulesSection(
        anchor="match",
        title="Match play",
        paragraphs=(
            "A match is a series of games with the same players, either a fixed number "
            "of games or open-ended. The results of the games are added up; the "
            "standings show each game's result and the running sum. A match in "
            "progress is saved and can be continued like a game.",
        ),
    ),
)

RULES_SECTIONS: tuple[RulesSection, ...] = STANDARD_RULES + RULE_VARIANTS
