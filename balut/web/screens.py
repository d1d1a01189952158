"""The render function: `render(state)` describes the whole page as `El` trees.

Pure Python (no `js`): every number shown comes from the rules core; this module only words
and lays them out. Taps are declared as `data-action`/`data-arg` attributes that
`balut.web.app` turns into actions on the game.
"""

from __future__ import annotations

from datetime import datetime

import balut

from . import core_words
from . import screens_rules as variants
from .i18n import Msg, t, word
from .language_picker import language_picker
from .match_screens import (
    history_body,
    history_line,
    is_match_entry,
    match_section,
    progress_words,
)
from .rules_screen import rules_screen
from .setup import MAX_NAME_LENGTH, MAX_PLAYERS, OPTIONS
from .speed import fill_arg
from .speed_screens import countdown, time_up_body
from .state import LastFill, Screen, UiState
from .team import handoff_note, pick_body, turn_bar, turn_words
from .variant_setup import play_section
from .vdom import Children, El, action, h
from .widgets import box_cell, box_text, die_face, offer_chip, screen, title, toolbar

CATEGORIES: tuple[balut.Category, ...] = tuple(balut.Category)


def render(state: UiState) -> list[El]:
    """The whole page for this state: warnings, the screen, the live region, a dialog."""
    return [
        _warnings(state.warnings),
        _SCREENS[state.screen](state),
        h("div", {"class": "sr-only", "role": "status", "aria-live": "polite"},
          word(state.announcement) if state.announcement else "", key="live"),
        _dialog(state),
    ]


# --- building blocks -------------------------------------------------------------------------


def _warnings(warnings: list[Msg]) -> El:
    if not warnings:
        return h("div", {"hidden": True}, key="warnings")
    return h("div", {"class": "warnings", "role": "alert"},
             [h("p", None, word(text)) for text in warnings],
             action("Dismiss", "dismiss-warnings", cls="secondary small"), key="warnings")


def _dialog(state: UiState) -> El:
    confirm = state.confirm
    if confirm is None:
        return h("div", {"hidden": True}, key="no-dialog")
    return h("dialog", {"class": "confirm", "aria-labelledby": "dialog-title",
                        "aria-describedby": "dialog-message"},
             h("h2", {"id": "dialog-title"}, word(confirm.title)),
             h("p", {"id": "dialog-message"}, word(confirm.message)),
             h("div", {"class": "dialog-buttons"},
               action("Cancel", "cancel", cls="secondary"),
               action("Confirm", "confirm", cls="primary danger")),
             key="dialog")


# --- home, setup, rules ----------------------------------------------------------------------


def _home(state: UiState) -> El:
    game = state.game
    resume = None
    if state.game_in_progress() and game is not None:
        where = f"Round {game.round} of {game.total_rounds}: {game.current_player} to play"
        if state.match is not None:
            where = f"Match, {progress_words(state.match)}: " + (
                "see the standings" if game.is_over() else where)
        resume = h("div", {"class": "resume"},
                   h("p", None, where),
                   action("Continue", "continue", cls="primary big"))
    return screen(
        Screen.HOME,
        h("div", {"class": "hero"},
          h("div", {"class": "hero-dice", "aria-hidden": "true"},
            [h("span", {"class": "die mini"}, die_face(v)) for v in (5, 5, 5, 5, 5)]),
          title("Play Balut"),
          h("p", {"class": "tagline"}, "Five dice, seven rows, 28 rounds. Pass the phone.")),
        resume,
        h("div", {"class": "menu"},
          action("New game", "new-game", cls="secondary big" if resume else "primary big"),
          action("History", "history", cls="secondary big"),
          action("Rules", "rules", cls="secondary big")),
        language_picker(),
    )


def _setup(state: UiState) -> El:
    draft = state.setup
    errors = draft.name_errors()
    count = len(draft.names)
    rows = []
    for index, name in enumerate(draft.names):
        number = index + 1
        error = errors[index] if (draft.tried_start or name) else ""
        field_id = f"player-{number}"
        rows.append(h("li", {"class": "player-row"},
            h("label", {"for": field_id}, f"Player {number}"),
            h("div", {"class": "player-edit"},
              h("input", {"id": field_id, "type": "text", "value": name, "autocomplete": "off",
                          "maxlength": str(MAX_NAME_LENGTH + 10), "data-field": "name",
                          "data-arg": str(index), "enterkeyhint": "next",
                          "aria-invalid": "true" if error else None,
                          "aria-describedby": f"{field_id}-error" if error else None}),
              action("\u2191", "move-player", f"{index}:-1", cls="icon",
                     aria_label=f"Move player {number} up", disabled=index == 0),
              action("\u2193", "move-player", f"{index}:1", cls="icon",
                     aria_label=f"Move player {number} down", disabled=index == count - 1),
              action("\u2715", "remove-player", index, cls="icon",
                     aria_label=f"Remove player {number}", disabled=count == 1)),
            h("p", {"id": f"{field_id}-error", "class": "field-error"}, error) if error else None,
            key=f"p{index}"))
    taken = {n.strip().casefold() for n in draft.names}
    offers = [n for n in state.remembered_names if n.casefold() not in taken][:8]
    return screen(
        Screen.SETUP,
        toolbar(action("Back", "home", cls="secondary small")),
        title("New game"),
        None if state.play.teams else [
        h("ol", {"class": "players"}, rows),
        action("Add player", "add-player", cls="secondary", disabled=count >= MAX_PLAYERS),
        h("p", {"class": "hint"}, f"Up to {MAX_PLAYERS} players; one player plays solo."
          if count < MAX_PLAYERS else f"{MAX_PLAYERS} players is the most.")],
        h("div", {"class": "offers"},
          h("h2", None, "Played before"),
          h("ul", None, [h("li", None, action(name, "use-name", name, cls="chip",
                                               aria_label=f"Add {name}")) for name in offers]))
        if offers and count < MAX_PLAYERS and not state.play.teams else None,
        variants.setup_options(draft),
        play_section(state.play, draft.tried_start),
        h("p", {"class": "field-error", "role": "alert"},
          "Fix what is marked above to start.")
        if draft.tried_start and not state.controls_valid() else None,
        action("Start game", "start-game", cls="primary big"),
    )


# --- in the game -----------------------------------------------------------------------------


def _game(state: UiState) -> balut.Game:
    assert state.game is not None, "an in-game screen needs a game"
    return state.game


def _roll_off(state: UiState) -> El:
    game = _game(state)
    rounds = []
    for number, throws in enumerate(game.roll_off, start=1):
        best = max(throws.values())
        tied = [p for p, v in throws.items() if v == best]
        rounds.append(h("section", {"class": "card", "aria-labelledby": f"roll-off-{number}"},
            h("h2", {"id": f"roll-off-{number}"},
              "Opening roll" if number == 1 else f"Tie: roll {number}"),
            h("ul", {"class": "rolloff"},
              [h("li", {"class": "top" if value == best else None},
                 h("span", {"class": "die small", "role": "img",
                            "aria-label": f"{player} rolled {value}"}, die_face(value)),
                 h("span", {"class": "name"}, player))
               for player, value in throws.items()]),
            h("p", None, f"{' and '.join(tied)} tie and roll again." if len(tied) > 1
              else f"{tied[0]} starts.")))
    return screen(
        Screen.ROLL_OFF,
        title("Who starts?"),
        h("p", None, "Everyone rolled one die; the highest starts and play goes round "
                     "the table in seating order."),
        rounds,
        h("section", {"class": "card"}, h("h2", None, "Order of play"),
          h("ol", {"class": "order"}, [h("li", None, name) for name in game.opening_order])),
        action("Continue", "roll-off-done", cls="primary big"),
    )


def _turn(state: UiState) -> El:
    game = _game(state)
    player = game.current_player
    dice = game.dice
    rolled = dice is not None
    rolls_left = game.rolls_left
    held = game.held
    if not rolled:
        roll_label = "Roll"
    elif rolls_left:
        roll_label = f"Roll again - {rolls_left} left"
    else:
        roll_label = "Roll - none left, choose a box"
    dice_buttons = [
        action(die_face(dice[i] if dice else None), "toggle-die", i,
               cls="die" + (" held" if held[i] else ""), pressed=held[i],
               aria_label=f"Die {i + 1}: {dice[i]}" if dice else f"Die {i + 1}: blank",
               # Under locked holds a held die stays held: its button is off, not refused.
               disabled=not rolled or rolls_left == 0 or game.locked[i], key=f"die{i}")
        for i in range(5)
    ]
    predicting = variants.needs_prediction(game)
    if predicting:
        hint = "Save your prediction, then roll."
    elif not rolled:
        hint = "Roll to start your turn."
    elif rolls_left:
        hint = "Tap dice to hold them, roll again, or tap a row to score."
    else:
        hint = "Tap a row to score your dice."
    team_words = turn_words(game)
    if team_words is not None:
        roll_label, hint = team_words
    undo = None
    if game.can_undo() and not rolled and state.last_fill is not None:
        fill = state.last_fill
        undo = h("div", {"class": "undo-bar"},
                 h("span", None, _fill_line(fill)),
                 action("Undo", "undo", cls="secondary small"))
    multiplayer = len(game.players) > 1
    return screen(
        Screen.TURN,
        h("header", {"class": "turn-head"},
          h("div", {"class": "turn-title"},
            title(f"{player}'s turn"),
            h("p", {"class": "meta"},
              f"Round {game.round}/{game.total_rounds} \u00b7 {rolls_left_words(rolls_left)}")),
          toolbar(action("Scoreboard", "scoreboard", cls="secondary small"),
                   action("Home", "home", cls="secondary small"))),
        h("p", {"class": "rules-line"}, variants.rules_summary(game.rules)),
        h("div", {"class": "balut-burst", "aria-hidden": "true"}, "Balut!")
        if state.celebrate else None,
        variants.prediction_prompt(state, game) if predicting else None,
        countdown() if game.rules.speed_seconds else None,
        h("div", {"class": "dice" + (" balut" if state.celebrate else ""), "role": "group",
                  "aria-label": "Dice"}, dice_buttons),
        action(roll_label, "roll", cls="primary big roll",
               disabled=rolls_left == 0 or predicting),
        turn_bar(game),
        h("p", {"class": "hint"}, hint),
        h("p", {"class": "order-line"}, "This round: " + " \u2192 ".join(game.round_order))
        if multiplayer else None,
        undo,
        _sheet(game, game.current_seat),
    )


def rolls_left_words(count: int) -> str:
    """The rolls left in words: "2 rolls left", "1 roll left"."""
    return t("play.rolls_left", count=count)


def _fill_line(fill: LastFill) -> str:
    box = word(fill.box)
    what = f"crossed out {box}" if fill.crossed else f"{fill.score} in {box}"
    return f"{fill.player}: {what}"


def _sheet(game: balut.Game, player: str) -> El:
    """The current player's sheet: once rolled, rows are tappable and offer their scores."""
    sheet = game.sheet(player)
    # Team play: members roll, but only the captain's picked dice can fill a box.
    dice = game.dice if game.teams is None or game.picked is not None else None
    potential = sheet.potential(balut.Dice.of(dice)) if dice is not None else {}
    rows = [(_sheet_row(sheet, cat, potential.get(cat), rolled=dice is not None),
             variants.jackpot_row(sheet, cat, dice)) for cat in CATEGORIES]
    return h("div", {"class": "sheet"}, h("h2", {"class": "sr-only"}, f"{player}'s sheet"),
             rows, variants.totals(sheet.result(), game.rules), key=f"sheet-{player}")


def _sheet_row(sheet: balut.ScoreSheet, cat: balut.Category, potential: int | None, *,
               rolled: bool) -> El:
    """One row. Its name comes from its content: the visible row name, then a spoken summary
    ("Sixes scores 18 here. Boxes ..."); the boxes and numbers are visual only."""
    boxes = sheet.boxes(cat)
    progress = sheet.row_progress(cat)
    is_open = sheet.open_boxes(cat) > 0
    box_words = ", ".join("open" if b is None else str(b) for b in boxes)
    offer = potential if is_open and rolled else None
    if offer is not None:
        opening = f"scores {offer} here."
    else:
        opening = "has open boxes." if is_open else "is full."
    spoken = f"{opening} Boxes {box_words}. {core_words.progress_text(progress)}."
    row = h("button", {
        "type": "button", "class": f"row-main boxes-{len(boxes)} status-{progress.status}",
        "data-action": "fill", "data-arg": fill_arg(cat),
        "disabled": not (rolled and is_open),
    },
        h("span", {"class": "row-name"}, h("span", {"class": "cat"}, cat.label),
          h("span", {"class": "progress", "aria-hidden": "true"},
            _progress_short(progress))),
        h("span", {"class": "sr-only"}, spoken),
        h("span", {"class": "boxes", "aria-hidden": "true"}, [box_cell(b) for b in boxes]),
        h("span", {"class": "row-total", "aria-hidden": "true"}, str(progress.total)),
        offer_chip(offer),
    )
    cross = action("\u2715", "fill", fill_arg(cat, crossed=True), cls="icon cross",
                   aria_label=f"Cross out {cat.label}", disabled=not (rolled and is_open))
    return h("div", {"class": "sheet-row"}, row, cross, key=cat.value)


def _progress_short(progress: balut.RowProgress) -> str:
    """The row's short progress ("42 of 78"), or whether it pays or is lost."""
    if progress.status == "paid":
        return "\u2713 pays"
    if progress.status == "lost":
        return "\u2717 lost"
    return core_words.progress_summary(progress)


def _handoff(state: UiState) -> El:
    game = _game(state)
    fill = state.last_fill
    nxt = game.current_player
    return screen(
        Screen.HANDOFF,
        toolbar(action("Scoreboard", "scoreboard", cls="secondary small"),
                 action("Home", "home", cls="secondary small")),
        h("div", {"class": "card done"},
          h("p", None, _fill_line(fill)),
          action("Undo", "undo", cls="secondary") if game.can_undo() else None)
        if fill is not None else None,
        handoff_note(game),
        h("div", {"class": "pass"},
          h("p", {"class": "pass-round"}, f"Round {game.round} of {game.total_rounds}"),
          title(f"Pass to {nxt}"),
          action(f"Start {nxt}'s turn", "start-turn", cls="primary huge")),
    )


def _scoreboard(state: UiState) -> El:
    game = _game(state)
    return screen(
        Screen.SCOREBOARD,
        toolbar(action("Back to game", "back", cls="primary small")),
        title("Scoreboard"),
        countdown() if game.rules.speed_seconds else None,
        h("p", {"class": "meta"}, f"Round {game.round} of {game.total_rounds}"),
        _rules_line(game),
        _points_table(game, final=False),
        [_sheet_card(game, player) for player in game.players],
    )


def _points_table(game: balut.Game, *, final: bool) -> El:
    """Points and dice totals: final standings with tie notes, or the provisional order."""
    if final:
        rows = [(str(s.place), s.player, s.result, core_words.tiebreak_note(s.tiebreak))
                for s in game.standings()]
    else:
        results = sorted(((p, game.sheet(p).result()) for p in game.players),
                         key=lambda pr: -pr[1].points)
        rows = [("", p, r, "") for p, r in results]
    # The dice total is its own column when it is not itself the deciding number.
    dice_column = game.rules.uses_points_table
    return h("table", {"class": "points"},
             h("caption", {"class": "sr-only"}, "Points per player"),
             h("thead", None, h("tr", None,
               h("th", {"scope": "col"}, "Place") if final else None,
               h("th", {"scope": "col"}, "Player"),
               h("th", {"scope": "col", "class": "num"}, variants.deciding_header(game.rules)),
               h("th", {"scope": "col", "class": "num"}, "Dice total") if dice_column else None)),
             h("tbody", None, [h("tr", {"class": "current" if not final and p == game.current_player
                                         else None},
                                  h("td", None, place) if final else None,
                                  h("th", {"scope": "row"}, p,
                                    h("small", {"class": "note"}, note) if note else None),
                                  h("td", {"class": "num"}, str(r.points)),
                                  h("td", {"class": "num"}, str(r.dice_total))
                                  if dice_column else None)
                               for place, p, r, note in rows]))


def _sheet_card(game: balut.Game, player: str) -> El:
    sheet = game.sheet(player)
    result = sheet.result()
    jackpot = game.rules.jackpot
    points = game.rules.uses_points_table
    return h("section", {"class": "card sheet-card"},
             h("h2", None, player),
             h("table", {"class": "full-sheet"},
               h("caption", {"class": "sr-only"}, f"{player}'s sheet"),
               h("thead", None, h("tr", None, h("th", {"scope": "col"}, "Row"),
                                  [h("th", {"scope": "col", "class": "num"}, str(i + 1))
                                   for i in range(len(sheet.boxes(CATEGORIES[0])))],
                                  h("th", {"scope": "col", "class": "num"}, "J")
                                  if jackpot else None,
                                  h("th", {"scope": "col", "class": "num"}, "Total"),
                                  h("th", {"scope": "col", "class": "num"}, "Pts")
                                  if points else None)),
               h("tbody", None, [
                   h("tr", {"class": f"status-{sheet.row_progress(cat).status}"},
                     h("th", {"scope": "row"}, cat.label),
                     [h("td", {"class": "num"}, "\u2013" if b is None else str(b))
                      for b in sheet.boxes(cat)],
                     h("td", {"class": "num"}, box_text(sheet.jackpot_box(cat))
                       if sheet.has_jackpot(cat) else "") if jackpot else None,
                     h("td", {"class": "num"}, str(sheet.row_progress(cat).total)),
                     h("td", {"class": "num"}, str(result.category_points.get(cat, 0)))
                     if points else None)
                   for cat in CATEGORIES])),
             variants.totals(result, game.rules))


def _game_over(state: UiState) -> El:
    game = _game(state)
    return screen(
        Screen.GAME_OVER,
        title("Game over"),
        _winner_line(game),
        _points_table(game, final=True),
        match_section(state.match) if state.match is not None else None,
        _tiebreak_rule(game),
        _rules_line(game),
        variants.ranking_note(game),
        [variants.breakdown(game, s.player) for s in game.standings()],
        h("div", {"class": "menu"},
          None if state.match is not None and not state.match.is_over() else
          action("Play again", "play-again", cls="primary big"),
          action("Undo", "undo", cls="secondary")
          if game.can_undo() else None,
          action("History", "history", cls="secondary"),
          action("Home", "home", cls="secondary")),
    )


def _winner_line(game: balut.Game) -> El:
    standings = game.standings()
    winners = [s.player for s in standings if s.place == 1]
    result = variants.amount(game.rules, standings[0].result.points)
    if len(game.players) == 1:
        return h("p", {"class": "winner"}, f"{winners[0]} finished with {result}.")
    if len(winners) > 1:
        return h("p", {"class": "winner"}, f"{' and '.join(winners)} share first place "
                                           f"with {result}.")
    return h("p", {"class": "winner"}, f"{winners[0]} wins with {result}.")


def _rules_line(game: balut.Game) -> El:
    """The rule set and the house options that differ from it, in the core's words."""
    return h("p", {"class": "hint"}, f"Rules: {variants.rules_summary(game.rules)}")


def _tiebreak_rule(game: balut.Game) -> El | None:
    """How ties are settled in this game, in the setup screen's words."""
    if len(game.players) < 2:
        return None
    spec = next(o for o in OPTIONS if o.key == "tiebreak")
    choice = next((c for c in spec.choices if c.value == game.rules.tiebreak), None)
    return h("p", {"class": "hint"}, f"Ties: {choice.hint.lower()}.") if choice else None


# --- history ---------------------------------------------------------------------------------


def _history(state: UiState) -> El:
    entries = state.history
    items = []
    for entry in entries:
        when = _date_words(str(entry.get("finished", "")))
        players = ", ".join(f"{s['player']} {s['points']}" for s in entry.get("standings", []))
        winner = entry.get("winner", "")
        kind = "match" if is_match_entry(entry) else "game"
        items.append(h("li", {"class": "card history-item"},
            h("p", {"class": "when"}, when),
            h("p", {"class": "who"}, players),
            history_line(entry),
            h("p", {"class": "rules-note"}, str(entry["rules"]))
            if isinstance(entry.get("rules"), str) else None,
            h("p", {"class": "winner"}, f"Winner: {winner}") if winner else None,
            h("div", {"class": "row-buttons"},
              action("Open", "open-history", entry["id"], cls="secondary small",
                     aria_label=f"Open {kind} of {when}"),
              action("Delete", "delete-history", entry["id"], cls="secondary small danger",
                     aria_label=f"Delete {kind} of {when}")),
            key=str(entry["id"])))
    return screen(
        Screen.HISTORY,
        toolbar(action("Back", "home", cls="secondary small")),
        title("History"),
        h("ol", {"class": "history"}, items) if items else
        h("p", {"class": "empty"}, "No finished games yet."),
        action("Clear all", "clear-history", cls="secondary danger") if items else None,
    )


def _history_game(state: UiState) -> El:
    game = state.history_game
    entry = next((e for e in state.history if e["id"] == state.history_open), None)
    when = _date_words(str(entry.get("finished", ""))) if entry else ""
    body: list[Children] = [h("p", {"class": "empty"}, "This game could not be read.")]
    if entry is not None and is_match_entry(entry):
        body = history_body(entry)
    elif game is not None:
        body = [_winner_line(game), _points_table(game, final=True), _rules_line(game),
                [_sheet_card(game, player) for player in game.players]]
    return screen(
        Screen.HISTORY_GAME,
        toolbar(action("Back", "history", cls="secondary small")),
        title(f"Game of {when}" if when else "Finished game"),
        body,
    )


def _date_words(iso: str) -> str:
    try:
        # Stored in UTC; shown in the phone's time zone (Pyodide's localtime is the browser's).
        return datetime.fromisoformat(iso).astimezone().strftime("%d %b %Y, %H:%M")
    except ValueError:
        return iso or "unknown date"


def _team_pick(state: UiState) -> El:
    game = _game(state)
    return screen(
        Screen.TEAM_PICK,
        toolbar(action("Scoreboard", "scoreboard", cls="secondary small"),
                 action("Home", "home", cls="secondary small")),
        title(f"{game.current_player}, pick the dice"),
        countdown() if game.rules.speed_seconds else None,
        pick_body(game),
    )


def _time_up(state: UiState) -> El:
    game = _game(state)
    return screen(
        Screen.TIME_UP,
        title(f"Time's up for {game.current_player}"),
        time_up_body(game, game.current_player, state.bust_choice),
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
}
