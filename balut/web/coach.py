"""The coach on the turn screen: `Hint` shows the best option now and the next ones with
what each would cost, in words ("Hold 6 6 6: best." "Score 18 in Sixes: 0.9 points
less."). The core prices the options (`balut.strategy.advise`); this module words them.
"""

from __future__ import annotations

from dataclasses import replace

import balut
from balut import strategy
from balut.strategy import proficiency

from .boxes import category_name, fill_arg
from .i18n import Msg, decimal, t
from .state import Judged, Screen, UiState
from .vdom import El, action, h

#: How many options the hint lists (the best first), and decisions the review lists.
SHOWN = 3
REVIEWED = 5
#: The Coach setting speaks up when a move cost at least this many points.
COSTLY = 0.5
#: The review lists moves that cost at least this much (each with why).
LISTED = 0.05
#: Options this close (in points, or the deciding number) are about as good: the prices
#: come from a model of the rest of the sheet (fitted slack per row, a normal
#: approximation of the dice total), not an exact search, so a tenth of a point is
#: below what it can tell apart, and the least a player could notice over some ten games.
NOISE = 0.1
#: The same for a chance (to win, not to be last): a point in a hundred, below what the
#: normal spread of each seat's final points tells apart.
CHANCE_NOISE = 0.01


def can_hint(game: balut.Game) -> bool:
    """The coach can price this moment: a seat rolling (or with its real dice typed in)."""
    if game.is_over() or game.needs_prediction or game.needs_opener:
        return False
    if game.real_dice:
        return game.dice is not None
    return True


def prepare_due(state: UiState) -> bool:
    """A person plays a turn the coach has not planned yet: plan it before their next move
    (which `judge` prices), not as they make it."""
    game = state.game
    return game is not None and can_hint(game) and not strategy.prepared(game)


def prepare(state: UiState) -> None:
    if state.game is not None and can_hint(state.game):
        strategy.prepare(state.game)


def judge(game: balut.Game, chosen: strategy.Option, aim: str = "points") -> Judged | None:
    """What a person's move (a hold then roll, or a box) cost in points against the
    best, priced before it is made; nothing when it is as good as the best for the
    table's ``aim`` (what the Hint advised); None when the coach cannot price it."""
    if not can_hint(game) or game.real_dice:
        return None
    picking = chosen.kind == "pick"
    options = _options(game, picking=picking)
    same = _find(options, chosen)
    if same is None:
        return None
    # The move as made: a 0 entered is said as entered, not as a cross-out.
    made = same if chosen.fill is None else replace(same, fill=chosen.fill)
    best, loss = _move(options[0]), same.loss
    if aim != "points" and loss:
        aimed = _find(_options(game, picking=picking, aim=aim), chosen)
        if aimed is not None and aimed.loss < _noise(game, aim):
            best, loss = _move(made), 0.0
    why = proficiency.reason(game, made, best) if loss >= LISTED else None
    return Judged(game.current_player, game.round, _move(made), best, loss, why)


def _find(options: list[strategy.Option], chosen: strategy.Option) -> strategy.Option | None:
    """The option that is the move chosen (a 0 scored is the box crossed out)."""
    same = next((o for o in options if _same(o, chosen, exact=True)), None)
    return same or next((o for o in options if _same(o, chosen, exact=False)), None)


def _noise(game: balut.Game, aim: str) -> float:
    """Options this close under ``aim`` are about as good: ``NOISE`` points (against
    each other seat for a stake), ``CHANCE_NOISE`` of a chance."""
    if aim in ("win", "not_last"):
        return CHANCE_NOISE
    return NOISE * (len(game.players) - 1 if aim == "stake" else 1)


def _move(option: strategy.Option) -> strategy.Option:
    """An option as the review keeps it: what the move is, not what it was worth."""
    return replace(option, expected=0.0, loss=0.0)


def _options(game: balut.Game, *, picking: bool, aim: str = "points") -> list[strategy.Option]:
    """The options now priced by ``aim``; on the captain's pick screen the members' dice
    (also when a pick made is being changed)."""
    return strategy.advise_pick(game, aim) if picking else strategy.advise(game, aim)


def _same(option: strategy.Option, chosen: strategy.Option, *, exact: bool) -> bool:
    """The option is the move chosen (not ``exact``: a box that scores 0 is crossed out
    either way)."""
    if option.kind != chosen.kind:
        return False
    if option.kind == "hold":
        return option.keep == chosen.keep
    if option.kind in ("stand", "pick"):
        return option.member == chosen.member
    assert option.fill is not None and chosen.fill is not None
    ours, theirs = option.fill, chosen.fill
    same_box = (ours.category, ours.jackpot) == (theirs.category, theirs.jackpot)
    return same_box and (ours.crossed == theirs.crossed or (not exact and not option.value))


def coach_note(state: UiState, player: str | None = None) -> El | None:
    """The Coach setting: the last move's cost, when it was clearly not the best (on a
    turn screen only to the ``player`` who made it)."""
    judged = state.turn.coach_note
    if judged is None or (player is not None and judged.player != player):
        return None
    return h(
        "p",
        {"class": "coach-note"},
        t(
            "coach.note",
            player=judged.player,
            chosen=option_words(judged.chosen),
            loss=decimal(judged.loss),
            best=option_words(judged.best),
        ),
    )


def review(state: UiState) -> El | None:
    """After the game: the costliest moves of the people at the table, with the best
    (folded away when the Coach is off)."""
    if not state.turn.review:
        return None
    costly = [j for j in state.turn.review if j.loss >= LISTED]
    costliest = sorted(sorted(costly, key=lambda j: -j.loss)[:REVIEWED], key=costly.index)
    lines = [
        " ".join(
            filter(
                None,
                (
                    t(
                        "coach.review_line",
                        round=j.round,
                        player=j.player,
                        chosen=option_words(j.chosen),
                        loss=decimal(j.loss),
                        best=option_words(j.best),
                    ),
                    reason_words(j),
                ),
            )
        )
        for j in costliest
    ]
    body = (
        [
            h("p", None, t("coach.review_intro", count=len(lines))),
            h("ul", None, [h("li", None, line) for line in lines]),
        ]
        if lines
        else h("p", None, t("coach.review_none"))
    )
    if not state.settings.coach:  # (not asked for: one tap away, folded)
        return h(
            "details",
            {"class": "card coach"},
            h("summary", None, t("coach.review")),
            body,
            key="review",
        )
    return h(
        "section",
        {"class": "card coach", "aria-labelledby": "review-title"},
        h("h2", {"id": "review-title"}, t("coach.review")),
        body,
        key="review",
    )


#: Per reason code, its sentences with the rows each names, the first whose rows are known
#: (a hold may chase no row likely to score); else ``coach.reason.other``.
_REASON_KEYS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "chase": (("chase", ("row", "best_row")), ("chase_any", ("best_row",))),
    "keep": (("keep", ("best_row",)),),
    "stand": (("stand", ()),),
    "roll_on": (("roll_on", ("row", "best_row")), ("roll_on_any", ("row",))),
    "box": (("box", ("row", "best_row")),),
}


def reason_words(judged: Judged) -> str | None:
    """Why a reviewed move was worse, in a sentence (None when no reason was kept)."""
    why = judged.reason
    if why is None:
        return None
    rows = {"row": why.row, "best_row": why.best_row}
    if why.code == "roll_on" and why.row is not None and why.row == why.best_row:
        return t("coach.reason.roll_on_same", best_row=category_name(why.row))
    for key, named in _REASON_KEYS.get(why.code, ()):
        if all(rows[name] is not None for name in named):
            values = {name: category_name(row) for name, row in rows.items() if row is not None}
            if key == "box" and judged.best.fill is not None and judged.best.fill.crossed:
                key = "box_cross"  # (the best was to cross a box out, not to fill it)
            return t(f"coach.reason.{key}", best=option_words(judged.best), **values)
    return t("coach.reason.other", best=option_words(judged.best))


def option_words(option: strategy.Option) -> str:
    """One option as a player says it."""
    if option.kind == "roll":
        return t("coach.roll")
    if option.kind == "hold":
        if not option.keep:
            return t("coach.reroll_all")
        return t("coach.hold", dice=" ".join(str(d) for d in option.keep))
    if option.kind == "stand":
        return t("coach.stand", dice=" ".join(str(d) for d in option.keep))
    if option.kind == "pick":
        return t("coach.take", dice=" ".join(str(d) for d in option.keep))
    fill = option.fill
    assert fill is not None
    box = (
        Msg.of("box.jackpot", category=category_name(fill.category))
        if fill.jackpot
        else category_name(fill.category)
    )
    if fill.crossed:
        return t("coach.cross", box=box)
    return t("coach.score", value=option.value, box=box)


def hint_button(state: UiState, game: balut.Game) -> El | None:
    if not can_hint(game):
        return None
    return action(
        t("coach.hint"),
        "hint",
        cls="secondary small hint-button",
        pressed=state.turn.hint_open,
        key="hint",
    )


def hint_card(state: UiState, game: balut.Game) -> El | None:
    """The best options now, each with its cost against the best (options within
    ``NOISE`` of each other are about as good), a hold with the row it chases; each
    option a button that makes that move."""
    if not state.turn.hint_open or not can_hint(game):
        return None
    aim = table_aim(state, game)
    picking = state.screen is Screen.TEAM_PICK
    options = _options(game, picking=picking, aim=aim)[:SHOWN]
    if options[0].kind == "roll":  # nothing to weigh before the dice
        items: list[El | str] = [t("coach.roll_first")]
    else:
        items = [
            _option_button(game, option, line)
            for option, line in zip(options, hint_lines(game, options, aim), strict=True)
        ]
    return h(
        "section",
        {
            "class": "card coach hint-card",
            "aria-labelledby": "coach-title",
            "aria-live": "polite",
        },
        h("h2", {"id": "coach-title", "class": "sr-only"}, t("coach.title")),
        h("p", {"class": "hint coach-aim"}, t(f"coach.for.{aim}")) if aim != "points" else None,
        h("ul", None, [h("li", None, item) for item in items]),
        key="coach",
    )


def table_aim(state: UiState, game: balut.Game) -> str:
    """What the Hint weighs, as the bots play: the table's aim (`Stake.aim`), points for
    a seat alone."""
    return state.table.stake.aim if len(game.players) > 1 else "points"


def hint_lines(game: balut.Game, options: list[strategy.Option], aim: str = "points") -> list[str]:
    """The hint's lines for ``options`` (best first) priced by ``aim``: the best, then
    each option's cost against the best, the same for options within ``NOISE`` (a
    chance: ``CHANCE_NOISE``) of the one that leads their group (not ranked by a
    difference the prices cannot tell)."""
    chance = aim in ("win", "not_last")
    noise = _noise(game, aim)
    cost = "coach.costs" if aim == "points" else f"coach.costs.{aim}"
    lines = []
    lead = options[0]
    for option in options:
        if lead.expected - option.expected >= noise:
            lead = option  # a new group: this option leads it
        words = aimed_words(game, option)
        if option is options[0]:
            lines.append(t("coach.best", option=words))
        elif lead is options[0]:
            lines.append(t("coach.as_good", option=words))
        else:
            loss = 100 * lead.loss if chance else lead.loss  # a chance in percentage points
            lines.append(t(cost, option=words, loss=decimal(loss)))
    return lines


def aimed_words(game: balut.Game, option: strategy.Option) -> str:
    """An option as a player says it, a hold with the row it chases ("Hold 5 5 for
    Fives")."""
    words = option_words(option)
    if option.kind != "hold":
        return words
    row = strategy.chased_row(game, option.keep)
    return words if row is None else t("coach.aims", option=words, row=category_name(row))


def _option_button(game: balut.Game, option: strategy.Option, line: str) -> El:
    """A hint's option as the tap that makes it, through the turn's own actions (a box
    asks first as a tap on it would)."""
    if option.kind == "hold":
        name, arg = "hold-dice", " ".join(str(d) for d in option.keep)
    elif option.kind == "stand":
        name, arg = "finish-member", ""
    elif option.kind == "pick":
        name, arg = "pick", str(option.member)
    else:
        fill = option.fill
        assert fill is not None
        name, arg = "fill", fill_arg(fill.category, jackpot=fill.jackpot, crossed=fill.crossed)
    return action(line, name, arg, cls="coach-option")
