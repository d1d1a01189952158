"""Team Balut in the UI: who rolls, the hand-off between members, the captain's pick.

Everything comes from the core's team play (`Game.member_index`, `team_dice`, `picking`,
`pick`); this module only words and lays it out.
"""

from __future__ import annotations

import balut

from .boxes import slot_label
from .core_words import items_list
from .i18n import number, t
from .vdom import El, action, h
from .widgets import die_face

# How many of a member's best boxes the pick screen lists next to their dice.
OFFERS_SHOWN = 3


def _dice_words(dice: tuple[int, ...]) -> str:
    return items_list([str(v) for v in dice])


def turn_bar(game: balut.Game, *, bot: bool = False) -> El | None:
    """On a team turn: which member rolls and the button to stand on the dice, or, once
    the captain picked, whose dice are used (with a way back to the pick). A bot's team
    is shown the same, without the buttons (the bot plays them), and nothing while its
    captain picks."""
    teams = game.teams
    if teams is None or (game.picking and game.picked is None):
        return None
    team = teams[game.current_index]
    if game.picked is not None:
        return h(
            "div",
            {"class": "team-bar"},
            h(
                "p",
                None,
                t(
                    "team.uses_dice",
                    captain=team[0],
                    member=team[game.picked],
                    team=game.current_seat,
                ),
            ),
            None if bot else action(t("team.change_dice"), "team-repick", cls="secondary small"),
        )
    member = game.member_index
    last = member == len(team) - 1
    done = t("team.done_captain") if last else t("team.done_pass", member=team[member + 1])
    return h(
        "div",
        {"class": "team-bar"},
        h(
            "p",
            None,
            t(
                "team.member_rolls" if bot else "team.member",
                team=game.current_seat,
                number=member + 1,
                size=len(team),
            ),
        ),
        None
        if bot
        else action(done, "finish-member", cls="primary big", disabled=game.dice is None),
    )


def handoff_note(game: balut.Game) -> El | None:
    """On a hand-off inside a team turn: the dice the members stood on so far."""
    teams = game.teams
    if teams is None or not game.team_dice:
        return None
    team = teams[game.current_index]
    return h(
        "div",
        {"class": "card done"},
        [
            h("p", None, t("team.stands_on", member=team[i], dice=_dice_words(d)))
            for i, d in enumerate(game.team_dice)
        ],
    )


def pick_body(game: balut.Game) -> list[El]:
    """One card per member: their final dice, their best boxes, 'Use <name>'s dice'."""
    teams = game.teams
    assert teams is not None
    team = teams[game.current_index]
    sheet = game.sheet(game.current_index)
    cards = []
    for index, dice in enumerate(game.team_dice):
        name = team[index]
        offers = sorted(sheet.potential(dice).items(), key=lambda item: -item[1])
        # The boxes these dice would score most in, by the box's own score: what the
        # dice make, not advice (a row's points, jackpots and the rest are the captain's).
        best = items_list(
            [
                t("team.offer", box=slot_label((cat, False)), score=number(score))
                for cat, score in offers[:OFFERS_SHOWN]
                if score > 0
            ]
        )
        chosen = game.picked == index
        cards.append(
            h(
                "li",
                {"class": "card member-dice" + (" chosen" if chosen else "")},
                h("h2", None, t("team.captain_name", member=name) if index == 0 else name),
                h(
                    "div",
                    {
                        "class": "dice mini-dice",
                        "role": "img",
                        "aria-label": t("team.member_dice", member=name, dice=_dice_words(dice)),
                    },
                    [h("span", {"class": "die small"}, die_face(v)) for v in dice],
                ),
                h(
                    "p",
                    {"class": "hint"},
                    t("team.scores_most", offers=best) if best else t("team.nothing"),
                ),
                action(
                    t("team.use_dice", member=name),
                    "pick",
                    index,
                    cls="primary" if not chosen else "secondary",
                ),
                key=f"member{index}",
            )
        )
    return [
        h("p", None, t("team.all_rolled", team=game.current_seat, captain=team[0])),
        h("ol", {"class": "member-dice-list"}, cards),
    ]


def turn_words(game: balut.Game) -> tuple[str, str] | None:
    """The Roll button's label and the hint on a team turn (None outside team play):
    members stand on their dice with Done; after the pick the captain only fills a box."""
    if game.teams is None or game.dice is None:
        return None
    if game.picked is not None:
        return t("team.picked"), t("team.hint.picked")
    if game.rolls_left:
        return t("turn.roll_again", count=game.rolls_left), t("team.hint.hold")
    return t("team.roll_none_left"), t("team.hint.none_left")
