"""The Rules screen: the standard game as cards, the other rule sets and options folded away.

The words and tables come from `rules_text` in the current language.
"""

from __future__ import annotations

from .i18n import t
from .rules_text import RulesSection, rule_variants, standard_rules
from .state import Screen, UiState
from .vdom import El, action, h
from .widgets import screen, title, toolbar


def rules_screen(_state: UiState) -> El:
    return screen(
        Screen.RULES,
        toolbar(action(t("rules.page.back"), "back", cls="secondary small")),
        title(t("rules.page.title")),
        [_section(section) for section in standard_rules()],
        h("h2", {"class": "subhead"}, t("rules.page.more")),
        [
            h(
                "details",
                {"class": "card", "id": f"rules-{section.anchor}"},
                h("summary", None, section.title),
                _body(section),
            )
            for section in rule_variants()
        ],
    )


def _section(section: RulesSection) -> El:
    return h(
        "section",
        {"class": "card", "id": f"rules-{section.anchor}"},
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
