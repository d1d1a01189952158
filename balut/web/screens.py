"""The render function: `render(state)` describes the whole page as `El` trees.

Pure Python (no `js`): every number shown comes from the rules core; this module only words
and lays them out. Taps are declared as `data-action`/`data-arg` attributes that
`balut.web.app` turns into actions on the game.
"""

from __future__ import annotations

from typing import Any

import balut
from balut.seating import name_key

from . import core_words
from . import screens_rules as variants
from .archive_screens import (
    backup_section,
    bests_section,
    continue_button,
    picture_button,
    unfinished_badge,
    unfinished_who,
)
from .bots import bot_filled_last, bot_panel, bot_playing, level_picker
from .coach import coach_note, hint_button, hint_card, review
from .core_words import category_label, date_words, items_list, names_list, seat_size
from .i18n import Msg, number, t, word
from .language_picker import language_picker
from .match_screens import (
    entry_winners,
    history_body,
    history_line,
    history_standings,
    is_match_entry,
    match_section,
    progress_words,
)
from .paper_sheet import paper_history_body, paper_screen
from .proof import copy_dialog, proof_section, verdict, verify_form
from .real_dice import (
    correction_form,
    corrections,
    dice_entry,
    opener_picker,
    tiebreak_picker,
    value_dialog,
)
from .rules_screen import rules_screen
from .setup import MAX_PLAYERS, NAME_FIELD_LENGTH
from .setup_summary import house_notes, setup_summary
from .sheet_grid import sheet_grid
from .speed import fill_arg, slot_label
from .speed_screens import countdown, time_up_body
from .stakes import settle_section
from .state import HISTORY_PAGE, LastFill, Screen, UiState
from .stats_screen import render_stats
from .team import handoff_note, pick_body, turn_bar, turn_words
from .variant_setup import play_section
from .vdom import Children, El, action, h
from .widgets import (
    PALETTE,
    box_cell,
    die_face,
    modal,
    offer_chip,
    player_badge,
    screen,
    seat_colours,
    title,
    toggle_choice,
    toolbar,
)

CATEGORIES: tuple[balut.Category, ...] = tuple(balut.Category)


def render(state: UiState) -> list[El]:
    """The whole page for this state: warnings, the screen, the live region, a dialog."""
    return [
        _warnings(state.warnings),
        _SCREENS[state.screen](state),
        h(
            "div",
            {"class": "sr-only", "role": "status", "aria-live": "polite"},
            word(state.announcement) if state.announcement else "",
            key="live",
        ),
        _dialog(state),
    ]


# --- building blocks -------------------------------------------------------------------------


def _warnings(warnings: list[Msg]) -> El:
    if not warnings:
        return h("div", {"hidden": True}, key="warnings")
    return h(
        "div",
        {"class": "warnings", "role": "alert"},
        [h("p", None, word(text)) for text in warnings],
        action(t("nav.dismiss"), "dismiss-warnings", cls="secondary small"),
        key="warnings",
    )


def _dialog(state: UiState) -> El:
    if state.elsewhere:
        return _modal(
            "elsewhere",  # its own element: a question open before is replaced, not patched
            t("elsewhere.title"),
            t("elsewhere.message"),
            action(t("elsewhere.take_over"), "reload-page", cls="primary"),
        )
    if state.copy_text is not None:
        return copy_dialog(state.copy_text)
    if state.value_entry is not None and state.game is not None:
        return value_dialog(state, state.game)
    confirm = state.confirm
    if confirm is None:
        return h("div", {"hidden": True}, key="no-dialog")
    return _modal(
        "dialog",
        word(confirm.title),
        word(confirm.message),
        action(word(confirm.cancel), "cancel", cls="secondary"),
        action(word(confirm.button), "confirm", cls="primary danger"),
    )


def _modal(key: str, title_text: str, message: str, *buttons: El) -> El:
    """The one dialog: a question (Cancel, Confirm) or a notice with its one way on."""
    return modal(key, title_text, message, None, *buttons)


# --- home, setup, rules ----------------------------------------------------------------------


def _home(state: UiState) -> El:
    game = state.game
    resume = None
    if state.game_in_progress() and game is not None:
        where: dict[str, str | int] = {
            "round": game.round,
            "rounds": game.total_rounds,
            "player": game.current_player,
        }
        if game.tiebreak_contenders:  # real dice: a tie waits for the table's throws
            names = names_list([game.players[seat] for seat in game.tiebreak_contenders])
            line = t("home.resume_tiebreak", players=names)
        elif state.match is None:
            line = t("home.resume_game", **where)
        elif game.is_over():
            line = t("home.resume_match_standings", progress=progress_words(state.match))
        else:
            line = t("home.resume_match_game", progress=progress_words(state.match), **where)
        resume = h(
            "div",
            {"class": "resume"},
            h("p", None, line),
            action(t("nav.continue"), "continue", cls="primary big"),
        )
    return screen(
        Screen.HOME,
        h(
            "div",
            {"class": "hero"},
            h(
                "div",
                {"class": "hero-dice", "aria-hidden": "true"},
                [h("span", {"class": "die mini"}, die_face(v)) for v in (5, 5, 5, 5, 5)],
            ),
            title(t("home.title")),
            h("p", {"class": "tagline"}, t("home.tagline")),
        ),
        resume,
        h(
            "div",
            {"class": "menu"},
            action(t("nav.new_game"), "new-game", cls="secondary big" if resume else "primary big"),
            action(t("nav.history"), "history", cls="secondary big"),
            action(t("nav.stats"), "stats", cls="secondary big"),
            action(t("nav.rules"), "rules", cls="secondary big"),
            action(t("nav.paper"), "paper", cls="secondary big"),
            action(t("nav.verify"), "verify", cls="secondary big"),
        ),
        # (under the buttons: Install or the offline line showing up moves none of them)
        _platform(),
        language_picker(),
        h(
            "div",
            {"class": "settings"},
            toggle_choice(
                t("home.vibration"), t("home.vibration.hint"), state.vibration, field="vibration"
            ),
            toggle_choice(t("bot.fast"), t("bot.fast.hint"), state.fast_bots, field="fast-bots"),
            toggle_choice(
                t("coach.setting"), t("coach.setting.hint"), state.coach_on, field="coach"
            ),
            toggle_choice(
                t("home.confirm_fills"),
                t("home.confirm_fills.hint"),
                state.confirm_fills,
                field="confirm-fills",
            ),
        ),
    )


def _platform() -> El:
    """The app works offline, and Install where the browser offers it: each shown by CSS
    once the shell says so (`html[data-offline-ready]`, `html[data-installable]`, set by
    static/js/service-worker-client.js and install-hint.js, which also handles the tap)."""
    return h(
        "div",
        {"class": "platform"},
        h("p", {"class": "offline-line"}, t("home.offline")),
        h(
            "button",
            {"type": "button", "class": "secondary small install", "data-shell": "install"},
            t("home.install"),
        ),
        key="platform",
    )


def _setup(state: UiState) -> El:
    draft = state.setup
    errors = draft.name_errors()
    count = len(draft.names)
    colours = seat_colours(count, draft.colours)
    rows = []
    for index, name in enumerate(draft.names):
        seat = index + 1
        error = errors[index] if (draft.tried_start or name) else ""
        field_id = f"player-{seat}"
        rows.append(
            h(
                "li",
                {"class": "player-row"},
                h("label", {"for": field_id}, t("setup.player", number=seat)),
                h(
                    "div",
                    {"class": "player-edit"},
                    _colour_button(index, name, colours[index]),
                    h(
                        "input",
                        {
                            "id": field_id,
                            "type": "text",
                            "value": name,
                            "autocomplete": "off",
                            "maxlength": str(NAME_FIELD_LENGTH),
                            "data-field": "name",
                            "data-arg": str(index),
                            "enterkeyhint": "next",  # Enter: the next name, then Start
                            "aria-invalid": "true" if error else None,
                            "aria-describedby": f"{field_id}-error" if error else None,
                        },
                    ),
                    action(
                        "\u2191",
                        "move-player",
                        f"{index}:-1",
                        cls="icon",
                        aria_label=t("setup.move_up", number=seat),
                        disabled=index == 0,
                    ),
                    action(
                        "\u2193",
                        "move-player",
                        f"{index}:1",
                        cls="icon",
                        aria_label=t("setup.move_down", number=seat),
                        disabled=index == count - 1,
                    ),
                    action(
                        "\u2715",
                        "remove-player",
                        index,
                        cls="icon",
                        aria_label=t("setup.remove", number=seat),
                        disabled=count == 1,
                    ),
                ),
                level_picker(index, level) if (level := draft.bots[index]) is not None else None,
                h("p", {"id": f"{field_id}-error", "class": "field-error"}, error)
                if error
                else None,
                key=f"p{index}",
            )
        )
    taken = {name_key(n.strip()) for n in draft.names}
    offers = [n for n in state.remembered_names if name_key(n) not in taken][:8]
    return screen(
        Screen.SETUP,
        toolbar(action(t("nav.back"), "home", cls="secondary small")),
        title(t("nav.new_game")),
        _reused_options(state),
        None
        if state.play.teams
        else [
            h("ol", {"class": "players"}, rows),
            h(
                "div",
                {"class": "add-seats"},
                action(
                    t("setup.add_player"),
                    "add-player",
                    cls="secondary",
                    disabled=count >= MAX_PLAYERS,
                ),
                action(t("bot.add"), "add-bot", cls="secondary", disabled=count >= MAX_PLAYERS),
            ),
            h(
                "p",
                {"class": "hint"},
                t(
                    "setup.players_hint" if count < MAX_PLAYERS else "setup.players_full",
                    count=MAX_PLAYERS,
                ),
            ),
        ],
        h(
            "div",
            {"class": "offers"},
            h("h2", None, t("setup.played_before")),
            h(
                "ul",
                None,
                [
                    h(
                        "li",
                        None,
                        action(
                            name,
                            "use-name",
                            name,
                            cls="chip",
                            aria_label=t("setup.add_name", name=name),
                        ),
                    )
                    for name in offers
                ],
            ),
        )
        if offers and count < MAX_PLAYERS and not state.play.teams
        else None,
        variants.setup_options(draft),
        play_section(state.play, draft.tried_start),
        _start_bar(state),
    )


def _reused_options(state: UiState) -> El | None:
    """A second new game: the last house options are named, with Reset to defaults."""
    notes = house_notes(state.setup, state.play) if state.setup_reused else []
    if not notes:
        return None
    return h(
        "div",
        {"class": "card reused-options"},
        h("p", None, t("setup.reused_options", options=" \u00b7 ".join(notes))),
        action(t("setup.reset_options"), "reset-options", cls="secondary"),
        key="reused-options",
    )


def _start_bar(state: UiState) -> El:
    """Start game, always in view at the bottom, under a line of what it starts."""
    draft = state.setup
    return h(
        "div",
        {"class": "start-bar"},
        h(
            "p",
            {"class": "field-error", "role": "alert"},
            t("bot.needs_phone_dice" if state.bots_refused() else "setup.fix_marked"),
        )
        if draft.tried_start and not state.controls_valid()
        else None,
        h("p", {"class": "start-summary"}, setup_summary(draft, state.play)),
        action(t("setup.start"), "start-game", cls="primary big"),
        key="start-bar",
    )


def _colour_button(index: int, name: str, colour: int) -> El:
    """A seat's colour on the setup screen: its badge; a tap gives it the next colour."""
    seat = index + 1
    return h(
        "button",
        {
            "type": "button",
            "class": f"colour-pick colour-{colour}",
            "data-action": "next-colour",
            "data-arg": str(index),
            "aria-label": t("setup.colour", number=seat, colour=t(f"colour.{PALETTE[colour]}")),
        },
        player_badge(name.strip() or str(seat), colour),
        key=f"colour{index}",
    )


# --- in the game -----------------------------------------------------------------------------


def _game(state: UiState) -> balut.Game:
    assert state.game is not None, "an in-game screen needs a game"
    return state.game


def _roll_off(state: UiState) -> El:
    game = _game(state)
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
    return screen(
        Screen.ROLL_OFF,
        title(t("screen.roll_off")),
        h("p", None, t("rolloff.intro")),
        rounds,
        h(
            "section",
            {"class": "card"},
            h("h2", None, t("rolloff.order")),
            h("ol", {"class": "order"}, [h("li", None, name) for name in game.opening_order]),
        ),
        # (in view however many roll-off rounds there were: the one way on)
        h(
            "div",
            {"class": "start-bar"},
            action(t("nav.continue"), "roll-off-done", cls="primary big"),
        ),
    )


def _turn(state: UiState) -> El:
    game = _game(state)
    bot = bot_playing(state) is not None  # the phone plays this seat: nothing to tap
    player = game.current_player
    dice = game.dice
    rolled = dice is not None
    rolls_left = game.rolls_left
    held = game.held
    if not rolled:
        roll_label = t("turn.roll")
    elif rolls_left:
        roll_label = t("turn.roll_again", count=rolls_left)
    else:
        roll_label = t("turn.roll_none_left")
    dice_buttons = [
        action(
            die_face(dice[i] if dice else None, t("turn.held") if held[i] else None),
            "toggle-die",
            i,
            cls="die" + (" held" if held[i] else ""),
            pressed=held[i],
            aria_label=t("turn.die", number=i + 1, value=dice[i])
            if dice
            else t("turn.die_blank", number=i + 1),
            # Under locked holds a held die stays held: its button is off, not refused.
            disabled=bot or not rolled or rolls_left == 0 or game.locked[i],
            key=f"die{i}",
        )
        for i in range(5)
    ]
    predicting = game.needs_prediction
    if predicting:
        hint = t("turn.hint.predict")
    elif not rolled:
        hint = t("turn.hint.start")
    elif rolls_left:
        hint = t("turn.hint.hold")
    else:
        hint = t("turn.hint.score")
    team_words = turn_words(game)
    if team_words is not None:
        roll_label, hint = team_words
    real = game.real_dice
    if real and not predicting:
        hint = t("real.hint.score" if rolled else "real.hint.start")
    undo = toast = None
    if game.can_undo() and not rolled and state.last_fill is not None and not bot:
        fill = state.last_fill
        toasted = state.toast_at is not None and not bot_filled_last(state, game)
        undo = h(
            "div",
            {"class": "undo-bar"},
            h("span", None, _fill_line(fill)),
            None  # what a bot did stands
            if bot_filled_last(state, game)
            else action(t("nav.undo"), "undo", cls="secondary small"),
            key="undo-bar",
        )
        if toasted:  # the toast says it; the bar keeps its place, empty (nothing moves)
            undo = h("div", {"class": "undo-bar toasted", "aria-hidden": "true"}, key="undo-bar")
            toast = _undo_toast(fill)
    multiplayer = len(game.players) > 1
    since = _moves_since(state.moves, game.current_seat)
    if undo is not None and since and since[-1] == state.last_fill:
        since = since[:-1]  # (the last one stands in the undo bar)
    moves = (
        h(
            "p",
            {"class": "moves"},
            t("turn.since", moves=" \u00b7 ".join(_fill_line(f) for f in since)),
        )
        if state.bots and since and not bot  # (a person's screen: "your last turn")
        else None
    )
    # One screen per turn: the banner (whose turn, in their colour) replaces the app's
    # title; the dice and controls, then the sheet (side by side from 700 px wide); the
    # hint and the round's order under the sheet. The rule set is on the scoreboard.
    return screen(
        Screen.TURN,
        _banner(
            state,
            game,
            t("turn.title", player=player),
            t("real.meta", round=game.round, rounds=game.total_rounds)
            if real
            else t(
                "turn.meta",
                round=game.round,
                rounds=game.total_rounds,
                left=rolls_left_words(rolls_left),
            ),
        ),
        h(
            "div",
            {"class": "turn-play"},
            h("div", {"class": "balut-burst", "aria-hidden": "true"}, t("turn.burst"))
            if state.celebrate
            else None,
            variants.prediction_prompt(state, game) if predicting else None,
            countdown() if game.rules.speed_seconds else None,
            dice_entry(state, game)
            if real
            else h(
                "div",
                {
                    "class": "dice" + (" balut" if state.celebrate else ""),
                    "role": "group",
                    "aria-label": t("turn.dice"),
                },
                dice_buttons,
            ),
            None
            if real
            else h(
                "div",
                {"class": "roll-line"},
                bot_panel(state, game)
                if bot
                else action(
                    roll_label,
                    "roll",
                    cls="primary big roll",
                    disabled=rolls_left == 0 or predicting,
                ),
                None if bot else _hold_all(game),
                None if bot else hint_button(state, game),
            ),
            None if real else turn_bar(game, bot=bool(bot)),
            None if bot else hint_card(state, game),
            moves,
            coach_note(state, player),
            undo,
        ),
        h(
            "div",
            {"class": "turn-sheet"},
            _sheet(game, game.current_seat, playable=not bot),
            h(
                "div",
                {"class": "turn-notes"},
                None
                if bot
                else h(
                    "div",
                    {"class": "hint-line"},
                    h("p", {"class": "hint"}, hint),
                    hint_button(state, game) if real else None,  # (else beside Roll)
                ),
                h(
                    "p",
                    {"class": "order-line"},
                    t("turn.order", order=t("turn.order_separator").join(game.round_order)),
                )
                if multiplayer
                else None,
                variants.sheet_words(game.sheet(game.current_seat), game.rules),
            ),
        ),
        toast,
    )


def _banner(state: UiState, game: balut.Game, heading: str, meta: str | None = None) -> El:
    """The top of a game screen: whose turn it is, in the seat's colour with its initial,
    and the way out (the scoreboard, Home)."""
    seat = game.current_index
    colour = seat_colours(len(game.players), state.colours)[seat]
    return h(
        "header",
        {"class": f"turn-banner colour-{colour}"},
        player_badge(game.current_player, colour, big=True),
        h(
            "div",
            {"class": "turn-title"},
            title(heading),
            h("p", {"class": "meta"}, meta) if meta else None,
        ),
        _game_toolbar(),
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
        h("p", {"id": "undo-toast-text"}, _fill_line(fill)),
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


def _fill_line(fill: LastFill) -> str:
    if fill.crossed:
        return t("fill.crossed", player=fill.player, box=fill.box)
    return t("fill.scored", player=fill.player, score=number(fill.score), box=fill.box)


def _game_toolbar() -> El:
    """The in-game screens' way out: the scoreboard, the rules (of this game; their Back
    returns here) and Home."""
    return toolbar(
        action(t("nav.scoreboard"), "scoreboard", cls="secondary small"),
        action(t("nav.rules"), "rules", cls="secondary small"),
        action(t("nav.home"), "home", cls="secondary small"),
    )


def _sheet(game: balut.Game, player: str, *, playable: bool = True) -> El:
    """The current player's sheet: once rolled, rows are tappable and offer their scores
    (not while a bot plays it: ``playable`` False)."""
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
            jackpot=variants.jackpot_row(
                sheet, cat, dice, crossable=typing, crossed=(cat, None) in crossed
            ),
        )
        for cat in CATEGORIES
    ]
    return h(
        "div",
        {"class": "sheet" + (" jackpot-sheet" if game.rules.jackpot else "")},
        h("h2", {"class": "sr-only"}, t("game.sheet_of", player=player)),
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
    offer = potential if is_open and rolled else None
    if offer is not None:
        spoken = t("sheet.said.offer", offer=number(offer), **said)
    else:
        spoken = t("sheet.said.open" if is_open else "sheet.said.full", **said)
    row = h(
        "button",
        {
            "type": "button",
            "class": f"row-main boxes-{len(boxes)} status-{progress.status}",
            "data-action": "ask-value" if typing else "fill",
            "data-arg": cat.value if typing else fill_arg(cat),
            "disabled": not ((rolled or typing) and is_open),
        },
        h(
            "span",
            {"class": "row-name"},
            h("span", {"class": "cat"}, category_label(cat)),
            h("span", {"class": "progress", "aria-hidden": "true"}, _progress_short(progress)),
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
        "fill",
        fill_arg(cat, crossed=True),
        cls="icon cross",
        aria_label=t("sheet.cross", box=slot_label((cat, False))),
        disabled=not ((rolled or typing) and is_open),
    )
    return h("div", {"class": "sheet-row"}, row, cross, jackpot, key=cat.value)


def _progress_short(progress: balut.RowProgress) -> str:
    """The row's short progress ("42 of 78"), or whether it pays or is lost."""
    if progress.status == "paid":
        return t("sheet.pays")
    if progress.status == "lost":
        return t("sheet.lost")
    return core_words.progress_summary(progress)


def _handoff(state: UiState) -> El:
    game = _game(state)
    fill = state.last_fill
    nxt = game.current_player
    colour = seat_colours(len(game.players), state.colours)[game.current_index]
    return screen(
        Screen.HANDOFF,
        _game_toolbar(),
        h(
            "div",
            {"class": "card done"},
            h("p", None, _fill_line(fill)),
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
            h("p", {"class": "pass-round"}, _round_of(game)),
            h(
                "div",
                {"class": "pass-who"},
                player_badge(nxt, colour, big=True),
                title(t("handoff.pass", player=nxt)),
            ),
            action(t("handoff.start", player=nxt), "start-turn", cls="primary huge"),
        ),
    )


def _scoreboard(state: UiState) -> El:
    game = _game(state)
    return screen(
        Screen.SCOREBOARD,
        toolbar(
            action(t("scoreboard.back"), "back", cls="primary small"),
            action(t("nav.rules"), "rules", cls="secondary small"),
        ),
        title(t("screen.scoreboard")),
        countdown() if game.rules.speed_seconds else None,
        h("p", {"class": "meta"}, _round_of(game)),
        _rules_line(game),
        _points_table(game, final=False, colours=state.colours),
        sheet_grid(game, colours=state.colours),
        correction_form(state, game),
        corrections(game),
        variants.sheet_words(game.sheet(game.current_seat), game.rules),
    )


def _round_of(game: balut.Game) -> str:
    return t("game.round_of", round=game.round, rounds=game.total_rounds)


def _points_table(game: balut.Game, *, final: bool, colours: list[int] | None = None) -> El:
    """Points and dice totals: final standings with tie notes, or the provisional order;
    each seat's name with its badge (`colours`: the seats' colours, else seat order)."""
    palette = seat_colours(len(game.players), colours)
    # During play the core's standings are the provisional order (ties not yet settled).
    rows = [
        (str(s.place), s.player, s.result, core_words.tiebreak_note(s.tiebreak) if final else "")
        for s in game.standings()
    ]
    # The dice total is its own column when it is not itself the deciding number.
    dice_column = game.rules.uses_points_table
    return h(
        "table",
        {"class": "points"},
        h("caption", {"class": "sr-only"}, t("scoreboard.caption")),
        h(
            "thead",
            None,
            h(
                "tr",
                None,
                h("th", {"scope": "col"}, t("table.place")) if final else None,
                h("th", {"scope": "col"}, t("table.team" if game.teams else "table.player")),
                h("th", {"scope": "col", "class": "num"}, variants.deciding_header(game.rules)),
                h("th", {"scope": "col", "class": "num"}, t("scoreboard.dice_total"))
                if dice_column
                else None,
            ),
        ),
        h(
            "tbody",
            None,
            [
                h(
                    "tr",
                    {"class": "current" if not final and p == game.current_seat else None},
                    h("td", None, place) if final else None,
                    h(
                        "th",
                        {"scope": "row", "class": "seat-name"},
                        player_badge(p, palette[game.players.index(p)]),
                        action(p, "stats", p, cls="link-button") if final and not game.teams else p,
                        h("small", {"class": "note"}, note) if note else None,
                    ),
                    h("td", {"class": "num"}, number(r.points)),
                    h("td", {"class": "num"}, number(r.dice_total)) if dice_column else None,
                )
                for place, p, r, note in rows
            ],
        ),
    )


def _sheets_disclosure(game: balut.Game, colours: list[int]) -> El:
    """Game over: every box of every sheet, one tap away (the table checks each other)."""
    return h(
        "details",
        {"class": "card sheets"},
        h("summary", None, t("grid.show")),
        sheet_grid(game, final=True, colours=colours),
        key="sheets",
    )


def _game_over(state: UiState) -> El:
    game = _game(state)
    # Real dice: a tie the table must throw for comes first; the result waits for it.
    final = game.is_finished()
    return screen(
        Screen.GAME_OVER,
        title(t("screen.game_over")),
        tiebreak_picker(state, game),
        _winner_line(game) if final else None,
        _points_table(game, final=final, colours=state.colours),
        _sheets_disclosure(game, state.colours),
        bests_section(state, game) if final else None,
        match_section(state.match) if state.match is not None else None,
        settle_section(state.match or game, state.stake) if final else None,
        proof_section(state.proof),
        picture_button() if final else None,
        review(state) if final else None,
        corrections(game),
        _tiebreak_rule(game),
        _rules_line(game),
        variants.ranking_note(game),
        [variants.breakdown(game, s.player) for s in game.standings()],
        h(
            "div",
            {"class": "menu"},
            None
            if not final or (state.match is not None and not state.match.is_over())
            else action(t("gameover.play_again"), "play-again", cls="primary big"),
            action(t("nav.undo"), "undo", cls="secondary") if game.can_undo() else None,
            action(t("nav.history"), "history", cls="secondary"),
            action(t("nav.home"), "home", cls="secondary"),
        ),
    )


def _winner_line(game: balut.Game) -> El:
    standings = game.standings()
    winners = game.winners
    result = core_words.amount_words(game.rules, standings[0].result.points)
    if len(game.players) == 1:
        line = t("gameover.solo", player=winners[0], result=result)
    elif len(winners) > 1:
        line = t("gameover.shared", players=names_list(winners), result=result)
    else:
        line = t(
            "gameover.wins", player=winners[0], result=result, count=seat_size(game, winners[0])
        )
    return h("p", {"class": "winner"}, line)


def _rules_line(game: balut.Game) -> El:
    """The rule set and the house options that differ from it, in the core's words."""
    return h("p", {"class": "hint"}, t("gameover.rules", rules=variants.rules_summary(game.rules)))


def _tiebreak_rule(game: balut.Game) -> El | None:
    """How ties are settled in this game."""
    if len(game.players) < 2:
        return None
    return h("p", {"class": "hint"}, t(f"gameover.ties.{game.rules.tiebreak}"))


# --- history ---------------------------------------------------------------------------------


def _history(state: UiState) -> El:
    items = []
    for entry in state.history[: state.history_shown]:
        when = date_words(entry.get("finished"))
        kind = "match" if is_match_entry(entry) else "game"
        unfinished = entry.get("kind") == "unfinished"
        if unfinished:
            kind = "unfinished_match" if entry.get("of") == "match" else "unfinished_game"
        rows = history_standings(entry)
        standings = (
            t(f"history.unreadable_{kind.removeprefix('unfinished_')}")
            if rows is None
            else unfinished_who(entry)
            if unfinished
            else items_list(
                [t("history.standing", player=player, points=points) for player, points in rows]
            )
        )
        winners = entry_winners(entry)
        rules = _entry_rules(entry)
        items.append(
            h(
                "li",
                {"class": "card history-item"},
                h("p", {"class": "when"}, when),
                h("p", {"class": "who"}, standings),
                unfinished_badge(entry) if unfinished else None,
                history_line(entry),
                h("p", {"class": "rules-note"}, rules) if rules else None,
                h("p", {"class": "rules-note"}, t("paper.history.note"))
                if entry.get("kind") == "paper"
                else None,
                h("p", {"class": "winner"}, t("history.winner", winner=winners))
                if winners
                else None,
                h(
                    "div",
                    {"class": "row-buttons"},
                    action(
                        t("history.open"),
                        "open-history",
                        entry["id"],
                        cls="secondary small",
                        aria_label=t(f"history.open_{kind}", when=when),
                    ),
                    action(
                        t("history.delete"),
                        "delete-history",
                        entry["id"],
                        cls="secondary small danger",
                        aria_label=t(f"history.delete_{kind}", when=when),
                    ),
                ),
                key=str(entry["id"]),
            )
        )
    return screen(
        Screen.HISTORY,
        toolbar(action(t("nav.back"), "home", cls="secondary small")),
        title(t("screen.history")),
        h("ol", {"class": "history"}, items)
        if items
        else h("p", {"class": "empty"}, t("history.empty")),
        action(
            t("history.more", count=min(HISTORY_PAGE, len(state.history) - state.history_shown)),
            "more-history",
            cls="secondary",
        )
        if len(state.history) > state.history_shown
        else None,
        action(t("history.clear_all"), "clear-history", cls="secondary danger") if items else None,
        backup_section(state),
    )


def _entry_rules(entry: dict[str, Any]) -> str | None:
    """The rules an entry was played by: stored as a rule set (worded now), or, in entries
    saved before, as the English line itself."""
    rules = entry.get("rules")
    if isinstance(rules, str):
        return rules
    try:
        return variants.rules_summary(balut.RuleSet.from_dict(rules))
    except balut.BalutError:
        return None


def _history_game(state: UiState) -> El:
    game = state.history_game
    entry = next((e for e in state.history if e["id"] == state.history_open), None)
    when = date_words(entry.get("finished")) if entry else ""
    body: list[Children] = [h("p", {"class": "empty"}, t("history.unreadable_game"))]
    paper = entry is not None and entry.get("kind") == "paper"
    if entry is not None and is_match_entry(entry):
        body = history_body(entry)
    elif entry is not None and paper:
        body = [*paper_history_body(entry)]
    elif entry is not None and entry.get("kind") == "unfinished":
        body = [h("p", {"class": "empty"}, t(f"history.unreadable_{entry.get('of')}"))]
        if game is not None:
            body = [
                h("p", {"class": "who"}, unfinished_who(entry)),
                unfinished_badge(entry),
                history_line(entry),
                continue_button(entry),
                _points_table(game, final=False),
                _rules_line(game),
                sheet_grid(game),
            ]
    elif game is not None:
        body = [
            _winner_line(game),
            _points_table(game, final=True),
            proof_section(state.proof),
            picture_button(),
            corrections(game),
            _rules_line(game),
            sheet_grid(game, final=True),
        ]
    return screen(
        Screen.HISTORY_GAME,
        toolbar(action(t("nav.back"), "history", cls="secondary small")),
        title(
            t(
                "paper.history.title"
                if paper
                else "history.unfinished_of"
                if entry is not None and entry.get("kind") == "unfinished"
                else "history.game_of",
                when=when,
            )
            if when
            else t("screen.history_game")
        ),
        body,
    )


def _team_pick(state: UiState) -> El:
    game = _game(state)
    return screen(
        Screen.TEAM_PICK,
        _banner(state, game, t("team.pick_title", captain=game.current_player)),
        countdown() if game.rules.speed_seconds else None,
        hint_button(state, game),
        hint_card(state, game),
        pick_body(game),
    )


def _time_up(state: UiState) -> El:
    game = _game(state)
    return screen(
        Screen.TIME_UP,
        title(t("speed.title", player=game.current_player)),
        time_up_body(game, game.current_player, state.bust_choice),
    )


def _paper(state: UiState) -> El:
    """Score a paper sheet: a game played on paper, typed in and scored by the core."""
    return screen(
        Screen.PAPER,
        toolbar(action(t("nav.home"), "home", cls="secondary small")),
        title(t("screen.paper")),
        paper_screen(state.paper),
    )


def _verify(state: UiState) -> El:
    """Verify a result: a result link (and its code) replayed in the rules core."""
    checked = state.checked
    game = checked.game if checked is not None else None
    return screen(
        Screen.VERIFY,
        toolbar(action(t("nav.home"), "home", cls="secondary small")),
        title(t("screen.verify")),
        verify_form(state.verify_link, state.verify_code),
        verdict(checked),
        [
            _winner_line(game),
            _points_table(game, final=True),
            _rules_line(game),
            sheet_grid(game, final=True),
        ]
        if game is not None and game.is_over()
        else None,
    )


_SCREENS = {
    Screen.TEAM_PICK: _team_pick,
    Screen.TIME_UP: _time_up,
    Screen.HOME: _home,
    Screen.SETUP: _setup,
    Screen.ROLL_OFF: _roll_off,
    Screen.TURN: _turn,
    Screen.HANDOFF: _handoff,
    Screen.SCOREBOARD: _scoreboard,
    Screen.GAME_OVER: _game_over,
    Screen.HISTORY: _history,
    Screen.HISTORY_GAME: _history_game,
    Screen.RULES: rules_screen,
    Screen.VERIFY: _verify,
    Screen.STATS: render_stats,
    Screen.PAPER: _paper,
}
