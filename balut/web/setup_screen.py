"""New game: the seats (names, colours, bots), the rule set and house options, Start."""

from __future__ import annotations

from balut.seating import name_key

from . import screens_rules as variants
from .bots import level_picker
from .colours import PALETTE, seat_colours
from .i18n import t
from .setup import MAX_PLAYERS, NAME_FIELD_LENGTH, SetupDraft
from .setup_summary import house_notes, setup_summary
from .state import Screen, UiState
from .variant_setup import dice_section, play_section, seating_section
from .vdom import El, action, h
from .widgets import player_badge, screen, screen_head


def setup_screen(state: UiState) -> El:
    """New game: the seats (unless teams are played), names played before, the rule set
    and house options, the way the game is played, and Start."""
    draft = state.setup
    return screen(
        Screen.SETUP,
        screen_head(t("nav.new_game"), action(t("nav.back"), "home", cls="secondary small")),
        _reused_options(state),
        None if state.play.teams else _seats(draft),
        None if state.play.teams else _name_offers(state),
        seating_section(state.play, draft.tried_start),
        dice_section(state.play),
        variants.ruleset_picker(draft),
        _more_options(state),
        _start_bar(state),
    )


def _more_options(state: UiState) -> El:
    """Turn order, ties, the house options, the timer, a match and the stake,
    folded away (the players open and close them; a setup of four screens at 360 px took
    two): a first game plays them as the rule set says. The summary says what is set,
    and what is marked once the players tried to start opens it. (A Balut club sets
    these once and keeps them; the last game's come back named above the seats.)"""
    draft, play = state.setup, state.play
    notes = house_notes(draft, play, dice=False)  # (the dice are chosen above the fold)
    return h(
        "details",
        {"class": "card setup-more", "open": True if draft.options_open else None},
        h(
            "summary",
            None,
            h(
                "span",
                {"class": "choice-text"},
                h("span", None, t("setup.more")),
                h("small", None, " \u00b7 ".join(notes) if notes else t("setup.more.defaults")),
            ),
        ),
        variants.option_sections(draft),
        play_section(play),
        key="setup-more",
    )


def _seats(draft: SetupDraft) -> list[El]:
    """The seats in order (name, colour, moves, a bot's level), then Add player, Add bot."""
    errors = draft.name_errors()
    count = len(draft.names)
    colours = seat_colours(count, draft.colours)
    rows = [
        _seat_row(
            draft,
            index,
            colours[index],
            errors[index] if (draft.tried_start or name) else "",
        )
        for index, name in enumerate(draft.names)
    ]
    return [
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
    ]


def _seat_row(draft: SetupDraft, index: int, colour: int, error: str) -> El:
    """One seat: its colour, its name field, Up, Down and Remove, a bot's level, the
    name's error."""
    seat = index + 1
    name = draft.names[index]
    count = len(draft.names)
    field_id = f"player-{seat}"
    return h(
        "li",
        {"class": "player-row"},
        h("label", {"for": field_id}, t("setup.player", number=seat)),
        h(
            "div",
            {"class": "player-edit"},
            _colour_button(index, name, colour),
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
        h("p", {"id": f"{field_id}-error", "class": "field-error"}, error) if error else None,
        key=f"p{index}",
    )


def _name_offers(state: UiState) -> El | None:
    """Names played before, not seated yet (up to eight), each a tap to seat it."""
    draft = state.setup
    taken = {name_key(n.strip()) for n in draft.names}
    offers = [n for n in state.remembered_names if name_key(n) not in taken][:8]
    if not offers or len(draft.names) >= MAX_PLAYERS:
        return None
    return h(
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
