"""A turn: the roll-off, the dice and the sheet of the seat playing, the captain's pick
(teams), the pass to the next player."""

from __future__ import annotations

import balut

from . import core_words
from . import screens_rules as variants
from .bots import bot_filled_last, bot_panel, bot_playing
from .boxes import fill_arg, slot_label
from .coach import coach_note, hint_button, hint_card
from .colours import seat_colours
from .core_words import category_label, items_list, names_list, seat_size
from .game_parts import banner, fill_line, game_toolbar, in_game, round_of
from .i18n import number, t
from .real_dice import dice_entry, opener_picker
from .speed_screens import countdown
from .state import LastFill, Screen, UiState
from .team import handoff_note, pick_body, turn_bar, turn_words
from .vdom import El, action, h
from .widgets import box_cell, die_face, offer_chip, player_badge, screen, title

CATEGORIES: tuple[balut.Category, ...] = tuple(balut.Category)


def roll_off_screen(state: UiState) -> El:
    """Who starts: each roll-off round's throws (or, with real dice, the opener picker),
    then the order of play and Continue."""
    game = in_game(state)
    if game.needs_opener:
        return screen(Screen.ROLL_OFF, title(t("screen.roll_off")), opener_picker(state, game))
    rounds = []
    for attempt, throws in enumerate(game.roll_off, start=1):
        best = max(throws.values())
        tied = [p for p, v in throws.items() if v == best]
        rounds.append(
            h(
                "section",
                {"class": "card", "aria-labelledby": f"roll-off-{attempt}"},
                h(
                    "h2",
                    {"id": f"roll-off-{attempt}"},
                    t("rolloff.first") if attempt == 1 else t("rolloff.again", number=attempt),
                ),
                h(
                    "ul",
                    {"class": "rolloff"},
                    [
                        h(
                            "li",
                            {"class": "top" if value == best else None},
                            h(
                                "span",
                                {
                                    "class": "die small",
                                    "role": "img",
                                    "aria-label": t("rolloff.rolled", player=player, value=value),
                                },
                                die_face(value),
                            ),
                            h("span", {"class": "name"}, player),
                        )
                        for player, value in throws.items()
                    ],
                ),
                h(
                    "p",
                    None,
                    t("rolloff.tie", players=names_list(tied))
                    if len(tied) > 1
                    else t("play.starts", player=tied[0], count=seat_size(game, tied[0])),
                ),
            )
        )
    order = game.rules.turn_order  # "leader": from round 2 the highest box leads
    return screen(
        Screen.ROLL_OFF,
        title(t("screen.roll_off")),
        h("p", None, t("rolloff.intro"), " ", t(f"rolloff.then.{order}")),
        rounds,
        h(
            "section",
            {"class": "card"},
            h("h2", None, t("rolloff.order.leader" if order == "leader" else "rolloff.order")),
            h("ol", {"class": "order"}, [h("li", None, name) for name in game.opening_order]),
        ),
        # (in view however many roll-off rounds there were: the one way on)
        h(
            "div",
            {"class": "start-bar"},
            action(t("nav.continue"), "roll-off-done", cls="primary big"),
        ),
    )


def turn_screen(state: UiState) -> El:
    """One screen per turn: the banner (whose turn, in their colour) replaces the app's
    title; the dice and controls, then the sheet (side by side from 700 px wide); the
    hint and the round's order under the sheet. The rule set is on the scoreboard."""
    game = in_game(state)
    bot = bot_playing(state) is not None  # the phone plays this seat: nothing to tap
    roll_label, hint = _turn_words(game)
    undo, toast = _undo_parts(state, game, bot=bot)
    return screen(
        Screen.TURN,
        banner(state, game, t("turn.title", player=game.current_player), _turn_meta(game)),
        h(
            "div",
            {"class": "turn-play"},
            h("div", {"class": "balut-burst", "aria-hidden": "true"}, t("turn.burst"))
            if state.turn.celebrate
            else None,
            variants.prediction_prompt(state, game) if game.needs_prediction else None,
            countdown() if game.rules.speed_seconds else None,
            dice_entry(state, game) if game.real_dice else _dice(state, game, bot=bot),
            None if game.real_dice else _roll_line(state, game, roll_label, bot=bot),
            None if game.real_dice else turn_bar(game, bot=bot),
            None if bot else hint_card(state, game),
            _moves_line(state, game, undo, bot=bot),
            coach_note(state, game.current_player),
            undo,
        ),
        _turn_sheet(state, game, hint, bot=bot),
        toast,
    )


def _turn_meta(game: balut.Game) -> str:
    """The banner's line under the name: the round, and the rolls left (phone dice)."""
    if game.owed:  # real dice: a box cleared by agreement is thrown for first
        return t("game.make_up", player=game.current_seat)
    if game.real_dice:
        return t("real.meta", round=game.round, rounds=game.total_rounds)
    return t(
        "turn.meta",
        round=game.round,
        rounds=game.total_rounds,
        left=rolls_left_words(game.rolls_left),
    )


def _turn_words(game: balut.Game) -> tuple[str, str]:
    """The Roll button's label and the hint under the sheet, for where the turn stands."""
    rolled = game.dice is not None
    rolls_left = game.rolls_left
    predicting = game.needs_prediction
    if not rolled:
        roll_label = t("turn.roll")
    elif rolls_left:
        roll_label = t("turn.roll_again", count=rolls_left)
    else:
        roll_label = t("turn.roll_none_left")
    if predicting:
        hint = t("turn.hint.predict")
    elif not rolled:
        hint = t("turn.hint.start")
    elif rolls_left and all(game.held):
        hint = t("turn.hint.all_held")  # why Roll is off: it would throw nothing
    elif rolls_left:
        hint = t("turn.hint.hold")
    else:
        hint = t("turn.hint.score")
    team_words = turn_words(game)
    if team_words is not None:
        roll_label, hint = team_words
    if game.real_dice and not predicting:
        hint = t("real.hint.score" if rolled else "real.hint.start")
    return roll_label, hint


def _dice(state: UiState, game: balut.Game, *, bot: bool) -> El:
    """The five dice of the turn, each a button that holds or releases it."""
    off = bot or game.dice is None or game.rolls_left == 0
    return dice_buttons(game.dice, game.held, game.locked, off=off, balut=state.turn.celebrate)


def dice_buttons(
    dice: tuple[int, ...] | None,
    held: tuple[bool, ...],
    locked: tuple[bool, ...] = (False,) * 5,
    *,
    off: bool = False,
    balut: bool = False,
    verb: str = "toggle-die",
) -> El:
    """Five dice, each a button (tap `verb`, its index) that holds or releases it; `off`:
    none can be tapped; `balut`: the dice celebrate."""
    return h(
        "div",
        {
            "class": "dice" + (" balut" if balut else ""),
            "role": "group",
            "aria-label": t("turn.dice"),
        },
        [
            action(
                die_face(dice[i] if dice else None, t("turn.held") if held[i] else None),
                verb,
                i,
                cls="die" + (" held" if held[i] else ""),
                pressed=held[i],
                aria_label=t("turn.die", number=i + 1, value=dice[i])
                if dice
                else t("turn.die_blank", number=i + 1),
                # Under locked holds a held die stays held: its button is off, not refused.
                disabled=off or locked[i],
                key=f"die{i}",
            )
            for i in range(5)
        ],
    )


def _roll_line(state: UiState, game: balut.Game, roll_label: str, *, bot: bool) -> El:
    """Roll, Hold all and the coach's hint button; the bot's panel while a bot plays."""
    return h(
        "div",
        {"class": "roll-line"},
        bot_panel(state, game)
        if bot
        else action(
            roll_label,
            "roll",
            cls="primary big roll",
            disabled=not game.can_roll,
        ),
        None if bot else _hold_all(game),
        None if bot else hint_button(state, game),
    )


def _undo_parts(state: UiState, game: balut.Game, *, bot: bool) -> tuple[El | None, El | None]:
    """The undo bar under the dice and, for a few seconds after a fill, the toast over the
    foot of the sheet (the bar then keeps its place, empty: nothing moves)."""
    fill = state.turn.last_fill
    if not game.can_undo() or game.dice is not None or fill is None or bot:
        return None, None
    if state.turn.toast_at is not None and not bot_filled_last(state, game):
        empty = h("div", {"class": "undo-bar toasted", "aria-hidden": "true"}, key="undo-bar")
        return empty, _undo_toast(fill)
    bar = h(
        "div",
        {"class": "undo-bar"},
        h("span", None, fill_line(fill)),
        None  # what a bot did stands
        if bot_filled_last(state, game)
        else action(t("nav.undo"), "undo", cls="secondary small"),
        key="undo-bar",
    )
    return bar, None


def _moves_line(state: UiState, game: balut.Game, undo: El | None, *, bot: bool) -> El | None:
    """With bots at the table, a person's screen: the boxes filled since their last turn."""
    since = _moves_since(state.turn.moves, game.current_seat)
    if undo is not None and since and since[-1] == state.turn.last_fill:
        since = since[:-1]  # (the last one stands in the undo bar)
    if not (state.table.bots and since and not bot):
        return None
    return h(
        "p",
        {"class": "moves"},
        t("turn.since", moves=" \u00b7 ".join(fill_line(f) for f in since)),
    )


def _turn_sheet(state: UiState, game: balut.Game, hint: str, *, bot: bool) -> El:
    """The seat's sheet, and under it the hint, the round's order and the sheet's words."""
    return h(
        "div",
        {"class": "turn-sheet"},
        play_sheet(game, game.current_seat, playable=not bot),
        h(
            "div",
            {"class": "turn-notes"},
            None
            if bot
            else h(
                "div",
                {"class": "hint-line"},
                h("p", {"class": "hint"}, hint),
                hint_button(state, game) if game.real_dice else None,  # (else beside Roll)
            ),
            h(
                "p",
                {"class": "order-line"},
                t("turn.order", order=t("turn.order_separator").join(game.round_order)),
            )
            if len(game.players) > 1
            else None,
            variants.sheet_words(game.sheet(game.current_seat), game.rules),
        ),
    )


def _hold_all(game: balut.Game) -> El:
    """`Hold all`, or `Release all` once every die is held (a die the rules lock stays
    held): one small button beside Roll."""
    held = game.held
    release = all(held)
    can = game.dice is not None and game.rolls_left > 0 and game.picked is None
    if release:
        can = can and not all(game.locked)
    return action(
        t("turn.release_all" if release else "turn.hold_all"),
        "hold-all",
        cls="secondary hold-all",
        disabled=not can,
        key="hold-all",
    )


def _undo_toast(fill: LastFill) -> El:
    """The box just filled and Undo, for a few seconds over the foot of the sheet."""
    return h(
        "div",
        {"class": "undo-toast", "role": "group", "aria-labelledby": "undo-toast-text"},
        h("p", {"id": "undo-toast-text"}, fill_line(fill)),
        action(t("nav.undo"), "undo", cls="primary small"),
        key="undo-toast",
    )


def _moves_since(moves: list[LastFill], seat: str) -> list[LastFill]:
    """The boxes the others filled since ``seat`` filled its last one."""
    own = [i for i, fill in enumerate(moves) if fill.player == seat]
    return moves[own[-1] + 1 :] if own else moves


def rolls_left_words(count: int) -> str:
    """The rolls left in words: "2 rolls left", "1 roll left"."""
    return t("play.rolls_left", count=count)


def play_sheet(
    game: balut.Game,
    player: str,
    *,
    playable: bool = True,
    verb: str = "fill",
    heading: str | None = None,
) -> El:
    """The current player's sheet: once rolled, rows are tappable (tap `verb`, the box as
    `fill_arg`) and offer their scores (not while a bot plays it: ``playable`` False);
    `heading`, its name read out (else "Sheet of <player>")."""
    sheet = game.sheet(player)
    # Team play: members roll, but only the captain's picked dice can fill a box (with
    # real dice the team's turn is its final dice).
    picked = game.teams is None or game.real_dice or game.picked is not None
    dice = game.dice if picked and playable else None
    potential = sheet.potential(balut.Dice.of(dice)) if dice is not None else {}
    # Real dice not typed in: a row asks for its box's value, and crosses out as ever.
    typing = game.real_dice and dice is None and not game.needs_prediction
    crossed = game.crossed_boxes(player)
    # A row's jackpot box sits beside it (so the whole sheet fits a phone's screen).
    rows = [
        _sheet_row(
            sheet,
            cat,
            potential.get(cat),
            rolled=dice is not None,
            typing=typing,
            crossed=crossed,
            verb=verb,
            jackpot=variants.jackpot_row(
                sheet, cat, dice, crossable=typing, crossed=(cat, None) in crossed
            ),
        )
        for cat in CATEGORIES
    ]
    return h(
        "div",
        {"class": "sheet" + (" jackpot-sheet" if game.rules.jackpot else "")},
        h("h2", {"class": "sr-only"}, heading or t("game.sheet_of", player=player)),
        rows,
        variants.totals(sheet.result(), game.rules),
        key=f"sheet-{player}",
    )


def _sheet_row(
    sheet: balut.ScoreSheet,
    cat: balut.Category,
    potential: int | None,
    *,
    rolled: bool,
    typing: bool = False,
    crossed: frozenset[tuple[balut.Category, int | None]] = frozenset(),
    jackpot: El | None = None,
    verb: str = "fill",
) -> El:
    """One row. Its name comes from its content: the visible row name, then a spoken summary
    ("Sixes scores 18 here. Boxes ..."); the boxes and numbers are visual only."""
    boxes = sheet.boxes(cat)
    progress = sheet.row_progress(cat)
    is_open = sheet.open_boxes(cat) > 0
    marks = [(cat, i) in crossed for i in range(len(boxes))]
    box_words = items_list(
        [
            t("sheet.box_open") if b is None else t("sheet.box_crossed") if mark else number(b)
            for b, mark in zip(boxes, marks, strict=True)
        ]
    )
    said: dict[str, str | int] = {
        "boxes": box_words,
        "progress": core_words.progress_text(progress),
    }
    status = progress.status if progress.pays else "open"
    offer = potential if is_open and rolled else None
    if offer is not None:
        spoken = t("sheet.said.offer", offer=number(offer), **said)
    else:
        spoken = t("sheet.said.open" if is_open else "sheet.said.full", **said)
    row = h(
        "button",
        {
            "type": "button",
            # (paid or lost in colour only where rows pay points: a full Quick row is not)
            "class": f"row-main boxes-{len(boxes)} status-{status}",
            "data-action": "ask-value" if typing else verb,
            "data-arg": cat.value if typing else fill_arg(cat),
            "disabled": not ((rolled or typing) and is_open),
        },
        h(
            "span",
            {"class": "row-name"},
            h("span", {"class": "cat"}, category_label(cat)),
            h("span", {"class": "progress", "aria-hidden": "true"}, progress_short(progress)),
        ),
        h("span", {"class": "sr-only"}, spoken),
        h(
            "span",
            {"class": "boxes", "aria-hidden": "true"},
            [box_cell(b, mark) for b, mark in zip(boxes, marks, strict=True)],
        ),
        h("span", {"class": "row-total", "aria-hidden": "true"}, number(progress.total)),
        offer_chip(offer),
    )
    cross = action(
        "\u2715",
        verb,
        fill_arg(cat, crossed=True),
        cls="icon cross",
        aria_label=t("sheet.cross", box=slot_label((cat, False))),
        disabled=not ((rolled or typing) and is_open),
    )
    return h("div", {"class": "sheet-row"}, row, cross, jackpot, key=cat.value)


def progress_short(progress: balut.RowProgress) -> str:
    """The row's short progress ("42 of 78"), or the points it earned ("+2 points") or
    that it can earn none: only under rules whose rows pay points (``pays``)."""
    if progress.pays and progress.status == "paid":
        return t("sheet.pays", count=progress.points)
    if progress.pays and progress.status == "lost":
        return t("sheet.lost")
    return core_words.progress_summary(progress)


def handoff_screen(state: UiState) -> El:
    """Between turns: the box just filled (with Undo), and the pass to the next player."""
    game = in_game(state)
    fill = state.turn.last_fill
    nxt = game.current_player
    colour = seat_colours(len(game.players), state.table.colours)[game.current_index]
    return screen(
        Screen.HANDOFF,
        game_toolbar(),
        h(
            "div",
            {"class": "card done"},
            h("p", None, fill_line(fill)),
            action(t("nav.undo"), "undo", cls="secondary")
            if game.can_undo() and not bot_filled_last(state, game)
            else None,
        )
        if fill is not None
        else None,
        handoff_note(game),
        coach_note(state),
        h(
            "div",
            {"class": f"pass colour-{colour}"},
            h("p", {"class": "pass-round"}, round_of(game)),
            lead_note(game),
            h(
                "div",
                {"class": "pass-who"},
                player_badge(nxt, colour, big=True),
                title(t("handoff.pass", player=nxt)),
            ),
            action(t("handoff.start", player=nxt), "start-turn", cls="primary huge"),
        ),
    )


def lead_note(game: balut.Game) -> El | None:
    """Why this seat plays next: it owes a box cleared by agreement (a make-up turn, real
    dice), or it leads the round (from round 2 under turn order ``leader``: the core's
    ``round_lead``), said at every round's first hand-off, also when the leader is the
    next seat anyway (a tie for the highest box is when the table asks)."""
    if game.owed:
        return h("p", {"class": "pass-lead"}, t("handoff.owed", player=game.current_seat))
    lead = game.round_lead
    if lead is None:
        return None
    words = t(
        f"handoff.lead.{lead.reason}",
        player=game.players[lead.seat],
        round=lead.round,
        previous=lead.round - 1,
    )
    return h("p", {"class": "pass-lead"}, words)


def team_pick_screen(state: UiState) -> El:
    """Team play: the captain picks the team's dice from the members' rolls."""
    game = in_game(state)
    return screen(
        Screen.TEAM_PICK,
        banner(state, game, t("team.pick_title", captain=game.current_player)),
        countdown() if game.rules.speed_seconds else None,
        hint_button(state, game),
        hint_card(state, game),
        pick_body(game),
    )
