"""Team Balut in the UI: who rolls, the hand-off between members, the captain's pick.

Everything comes from the core's team play (`Game.member_index`, `team_dice`, `picking`,
`pick`); this module only words and lays it out.
"""

from __future__ import annotations

import balut

from .vdom import El, action, h
from .widgets import die_face

# How many of a member's best boxes the pick screen lists next to their dice.
OFFERS_SHOWN = 3


def _dice_words(dice: tuple[int, ...]) -> str:
    return " ".join(str(v) for v in dice)


def turn_bar(game: balut.Game) -> El | None:
    """On a team turn: which member rolls and the button to stand on the dice, or, once
    the captain picked, whose dice are used (with a way back to the pick)."""
    teams = game.teams
    if teams is None:
        return None
    team = teams[game.current_index]
    if game.picked is not None:
        return h("div", {"class": "team-bar"},
                 h("p", None, f"Captain {team[0]} uses {team[game.picked]}'s dice: "
                              f"tap a row for {game.current_seat}."),
                 action("Change dice", "team-repick", cls="secondary small"))
    member = game.member_index
    last = member == len(team) - 1
    done = "Done - captain picks" if last else f"Done - pass to {team[member + 1]}"
    return h("div", {"class": "team-bar"},
             h("p", None, f"{game.current_seat}: member {member + 1} of {len(team)}. "
                          "Roll, then stand on your dice."),
             action(done, "finish-member", cls="primary big", disabled=game.dice is None))


def handoff_note(game: balut.Game) -> El | None:
    """On a hand-off inside a team turn: the dice the members stood on so far."""
    teams = game.teams
    if teams is None or not game.team_dice:
        return None
    team = teams[game.current_index]
    return h("div", {"class": "card done"},
             [h("p", None, f"{team[i]} stands on {_dice_words(d)}")
              for i, d in enumerate(game.team_dice)])


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
        best = ", ".join(f"{cat.label} {score}" for cat, score in offers[:OFFERS_SHOWN]
                         if score > 0)
        chosen = game.picked == index
        cards.append(h("li", {"class": "card member-dice" + (" chosen" if chosen else "")},
            h("h2", None, name + (" (captain)" if index == 0 else "")),
            h("div", {"class": "dice mini-dice", "role": "img",
                      "aria-label": f"{name}'s dice: {_dice_words(dice)}"},
              [h("span", {"class": "die small"}, die_face(v)) for v in dice]),
            h("p", {"class": "hint"}, f"Best: {best}" if best else "Scores nothing open"),
            action(f"Use {name}'s dice", "pick", index,
                   cls="primary" if not chosen else "secondary"),
            key=f"member{index}"))
    return [
        h("p", None, f"Every member of {game.current_seat} has rolled. Captain {team[0]} "
                     "picks whose dice go on the team's sheet, then the box."),
        h("ol", {"class": "member-dice-list"}, cards),
    ]


def turn_words(game: balut.Game) -> tuple[str, str] | None:
    """The Roll button's label and the hint on a team turn (None outside team play):
    members stand on their dice with Done; after the pick the captain only fills a box."""
    if game.teams is None or game.dice is None:
        return None
    if game.picked is not None:
        return "Dice picked", "Tap a row to score the picked dice."
    if game.rolls_left:
        return (f"Roll again - {game.rolls_left} left",
                "Tap dice to hold them and roll again, or tap Done to stand on them.")
    return "Roll - none left, tap Done", "No rolls left: tap Done to stand on these dice."
