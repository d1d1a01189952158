"""Setup of the ways to play beyond one game of players, drawn: teams
(`seating_section`), the turn timer, a match, real dice and the stake (`play_section`),
over a `play_draft.PlayDraft`.
"""

from __future__ import annotations

from .colours import PALETTE, seat_colours
from .i18n import t
from .play_draft import (
    GAMES_LENGTH,
    MAX_MEMBERS,
    MIN_MEMBERS,
    SECONDS_LENGTH,
    PlayDraft,
)
from .setup import (
    NAME_FIELD_LENGTH,
)
from .stakes import AMOUNT_LENGTH, PLAYS_FOR, UNIT_LENGTH
from .vdom import El, action, h
from .widgets import (
    labelled_select,
    level_choices,
    player_badge,
    radio_choice,
    toggle_choice,
)

# --- rendering ------------------------------------------------------------------------------


def _played_by(team: int, bot: str | None) -> El:
    """Who plays a team: the people at the table, or a bot of a level."""
    return labelled_select(
        f"team-bot-{team}",
        t("variants.team.played_by"),
        [("", t("variants.team.people")), *level_choices()],
        bot or "",
        field="play",
        arg=f"team-bot:{team}",
    )


def _field(
    field_id: str,
    label: str,
    value: str,
    arg: str,
    error: str,
    *,
    digits: int = 0,
    button: El | None = None,
    inputmode: str = "numeric",
    placeholder: str | None = None,
) -> list[El | None]:
    """A labelled text field; `digits` > 0 makes it a short field of that length, for a
    number unless `inputmode` says otherwise ("decimal" for an amount, "text")."""
    attrs: dict[str, str | bool | None] = {
        "id": field_id,
        "type": "text",
        "value": value,
        "autocomplete": "off",
        "data-field": "play",
        "data-arg": arg,
        "aria-invalid": "true" if error else None,
        "aria-describedby": f"{field_id}-error" if error else None,
        "placeholder": placeholder,
    }
    if digits:
        attrs.update({"inputmode": inputmode, "maxlength": str(digits), "class": "short"})
    else:
        attrs["maxlength"] = str(NAME_FIELD_LENGTH)
    field = h("input", attrs)
    return [
        h("label", {"for": field_id}, label),
        h("div", {"class": "player-edit"}, field, button) if button else field,
        h("p", {"id": f"{field_id}-error", "class": "field-error"}, error) if error else None,
    ]


def _radio(group: str, value: str, key: str, checked: bool) -> El:
    """A radio choice worded by catalog `key` and its hint (`key`.hint)."""
    return radio_choice(group, value, t(key), t(f"{key}.hint"), checked, field="play", arg=group)


def _team_fields(draft: PlayDraft, errors: dict[str, str], tried: bool) -> El:
    cards = []
    team_colours = seat_colours(2, draft.team_colours)
    named = draft.team_lists()
    for ti, team in enumerate(draft.members):
        number = ti + 1
        bot = draft.team_bots[ti]
        rows = []
        for m, name in enumerate(team):
            field_id = f"member-{ti}-{m}"
            label = t(
                "variants.team.captain" if m == 0 else "variants.team.member",
                team=number,
                member=m + 1,
            )
            remove = action(
                "\u2715",
                "remove-member",
                f"{ti}:{m}",
                cls="icon",
                aria_label=t("variants.team.remove", team=number, member=m + 1),
                disabled=len(team) <= MIN_MEMBERS,
            )
            error = errors.get(field_id, "") if tried or name else ""
            fields: list[El | None] = (
                _field(field_id, label, name, f"member:{ti}:{m}", error, button=remove)
                if bot is None
                else [
                    h("p", {"class": "member-label"}, label),
                    h(
                        "div",
                        {"class": "player-edit"},
                        h("p", {"class": "bot-member"}, named[ti][m]),
                        remove,
                    ),
                ]
            )
            rows.append(h("li", {"class": "member-row"}, fields, key=f"m{ti}-{m}"))
        cards.append(
            h(
                "fieldset",
                {"class": "option team"},
                h("legend", None, t("variants.team", team=number)),
                _team_colour(ti, draft.team_names[ti] or str(number), team_colours[ti]),
                _field(
                    f"team-{ti}",
                    t("variants.team.name", team=number),
                    draft.team_names[ti],
                    f"team:{ti}",
                    errors.get(f"team-{ti}", ""),
                ),
                _played_by(ti, bot),
                h("ol", {"class": "members"}, rows),
                action(
                    t("variants.team.add", team=number),
                    "add-member",
                    ti,
                    cls="secondary",
                    disabled=len(team) >= MAX_MEMBERS,
                ),
                key=f"team{ti}",
            )
        )
    return h(
        "div",
        {"class": "teams"},
        h("p", {"class": "hint"}, t("variants.teams.hint", low=MIN_MEMBERS, high=MAX_MEMBERS)),
        cards,
    )


def seating_section(draft: PlayDraft, tried: bool) -> list[El | None]:
    """Seating (players or two teams) and, for teams, their names and members; empty
    names are marked once the players tried to start."""
    return [
        h(
            "fieldset",
            {"class": "option seating"},
            h("legend", None, t("variants.seating")),
            _radio("seating", "players", "variants.seating.players", not draft.teams),
            _radio("seating", "teams", "variants.seating.teams", draft.teams),
            key="seating",
        ),
        _team_fields(draft, draft.field_errors(), tried) if draft.teams else None,
    ]


#: The fields of `play_section` that can be marked (the rest are the seating's).
PLAY_SECTION_FIELDS = frozenset({"speed-seconds", "match-games", "stake"})


def dice_section(draft: PlayDraft) -> El:
    """The dice: rolled on this phone, or the table's own (the phone keeps the score): a
    pub table's first choice, in sight beside the players, never folded away."""
    return h(
        "fieldset",
        {"class": "card option dice-choice"},
        h("legend", None, t("variants.dice")),
        _radio("dice", "phone", "variants.dice.phone", not draft.real_dice),
        _radio("dice", "real", "variants.dice.real", draft.real_dice),
        key="dice-choice",
    )


def play_section(draft: PlayDraft) -> El:
    """The turn timer, match play and the stake (their fields marked as typed)."""
    errors = draft.field_errors()
    return h(
        "section",
        {"class": "option-section play-options", "aria-labelledby": "options-table"},
        h("h2", {"id": "options-table"}, t("setup.section.table")),
        h(
            "fieldset",
            {"class": "option"},
            h("legend", None, t("variants.timer")),
            _radio("speed", "off", "variants.timer.off", not draft.speed),
            _radio("speed", "on", "variants.timer.on", draft.speed),
            _field(
                "speed-seconds",
                t("setup.option.speed_seconds"),
                draft.speed_seconds,
                "speed-seconds",
                errors.get("speed-seconds", ""),
                digits=SECONDS_LENGTH,
            )
            if draft.speed
            else None,
        ),
        h(
            "fieldset",
            {"class": "option"},
            h("legend", None, t("variants.games")),
            _radio("match", "single", "variants.games.single", draft.match == "single"),
            _radio("match", "fixed", "variants.games.fixed", draft.match == "fixed"),
            _radio("match", "open", "variants.games.open", draft.match == "open"),
            _field(
                "match-games",
                t("variants.games.count"),
                draft.match_games,
                "match-games",
                errors.get("match-games", ""),
                digits=GAMES_LENGTH,
            )
            if draft.match == "fixed"
            else None,
        ),
        _stake_fields(draft, errors),
        key="play-options",
    )


def _stake_fields(draft: PlayDraft, errors: dict[str, str]) -> El:
    """The stake per point and its unit, and whether the loser buys the round."""
    return h(
        "fieldset",
        {"class": "option stakes"},
        h("legend", None, t("variants.stakes")),
        h("p", {"class": "hint"}, t("variants.stakes.hint")),
        h(
            "div",
            {"class": "stake-fields"},
            h(
                "div",
                None,
                _field(
                    "stake",
                    t("variants.stakes.amount"),
                    draft.stake,
                    "stake",
                    errors.get("stake", ""),
                    digits=AMOUNT_LENGTH,
                    inputmode="decimal",
                ),
            ),
            h(
                "div",
                None,
                _field(
                    "stake-unit",
                    t("variants.stakes.unit"),
                    draft.stake_unit,
                    "stake-unit",
                    "",
                    digits=UNIT_LENGTH,
                    inputmode="text",
                    placeholder=t("variants.stakes.unit.example"),
                ),
            ),
        ),
        toggle_choice(
            t("variants.stakes.loser_buys"),
            t("variants.stakes.loser_buys.hint"),
            draft.loser_buys,
            field="play",
            arg="loser-buys",
        ),
        _plays_for(draft),
    )


def _plays_for(draft: PlayDraft) -> El:
    """What the bots (and the Hint) play for: the stake's aim when it has one, else the
    choice between points and the win."""
    aim = draft.aim()
    if aim not in PLAYS_FOR:
        return h("p", {"class": "hint plays-for"}, t(f"variants.plays_for.{aim}"), key="plays-for")
    return h(
        "fieldset",
        {"class": "option plays-for"},
        h("legend", None, t("variants.plays_for")),
        [_radio("plays-for", a, f"variants.plays_for.{a}", a == aim) for a in PLAYS_FOR],
        key="plays-for",
    )


def _team_colour(team: int, name: str, colour: int) -> El:
    """A team's colour on the setup screen: its badge; a tap gives it the next colour."""
    return h(
        "button",
        {
            "type": "button",
            "class": f"colour-pick team-colour colour-{colour}",
            "data-action": "next-team-colour",
            "data-arg": str(team),
            "aria-label": t(
                "variants.team.colour", team=team + 1, colour=t(f"colour.{PALETTE[colour]}")
            ),
        },
        player_badge(name.strip() or str(team + 1), colour),
        key=f"team-colour{team}",
    )
