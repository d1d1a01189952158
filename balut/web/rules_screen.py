"""The Rules screen: the standard game as cards, the other rule sets and options folded away.

The words and tables come from `rules_text` in the current language. Opened from a game,
it names the game's rules, opens the sections the game plays by (the controller focuses
the first) and its Back returns to the game.
"""

from __future__ import annotations

from balut.real_dice import RealDiceGame

from .i18n import t
from .rules_text import RulesSection, game_sections, rule_variants, standard_rules
from .screens_rules import rules_summary
from .state import Screen, UiState
from .vdom import El, action, h
from .widgets import screen, screen_head, title, toolbar


def game_rules_sections(state: UiState) -> tuple[str, ...]:
    """The anchors of the sections the game Rules was opened from plays by; none when it
    was opened elsewhere (Home)."""
    game = state.game
    if game is None or not state.nav.rules_from.in_game:
        return ()
    return game_sections(
        game.rules,
        teams=game.teams is not None,
        match=state.match is not None,
        real_dice=isinstance(game, RealDiceGame),
    )


def rules_screen(state: UiState) -> El:
    played = game_rules_sections(state)
    game = state.game if played else None
    return screen(
        Screen.RULES,
        # From a game, Back to the game stays in view while the page scrolls.
        h(
            "div",
            {"class": "rules-back"},
            toolbar(action(t("rules.page.back_game"), "back", cls="primary small")),
        )
        if game is not None
        else None,
        title(t("rules.page.title"))
        if game is not None
        else screen_head(
            t("rules.page.title"), action(t("rules.page.back"), "back", cls="secondary small")
        ),
        h("p", {"class": "rules-game"}, t("rules.page.this_game", rules=rules_summary(game.rules)))
        if game is not None
        else None,
        [_section(section, section.anchor in played) for section in standard_rules()],
        h("h2", {"class": "subhead"}, t("rules.page.more")),
        [
            h(
                "details",
                {
                    "class": "card" + (" this-game" if section.anchor in played else ""),
                    "id": f"rules-{section.anchor}",
                    "open": section.anchor in played,
                    "tabindex": "-1" if section.anchor in played else None,
                },
                h("summary", None, section.title),
                _body(section),
            )
            for section in rule_variants()
        ],
    )


def _section(section: RulesSection, played: bool = False) -> El:
    return h(
        "section",
        {
            "class": "card" + (" this-game" if played else ""),
            "id": f"rules-{section.anchor}",
            "tabindex": "-1" if played else None,
        },
        h("h2", None, section.title),
        _body(section),
    )


def _body(section: RulesSection) -> list[El]:
    return [
        *[h("p", None, text) for text in section.paragraphs],
        *[
            h(
                "table",
                {"class": "rules-table"},
                h("caption", None, table.caption),
                h(
                    "thead",
                    None,
                    h("tr", None, [h("th", {"scope": "col"}, c) for c in table.header]),
                ),
                h(
                    "tbody",
                    None,
                    [h("tr", None, [h("td", None, c) for c in row]) for row in table.rows],
                ),
            )
            for table in section.tables
        ],
        *(
            [h("ul", None, [h("li", None, text) for text in section.bullets])]
            if section.bullets
            else []
        ),
    ]
