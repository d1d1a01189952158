"""The proficiency figure in words: a card per person at game over and the figure over a
player's games on the stats screen (the review's reasons are the coach's, `coach.py`).
The numbers are the core's (`balut.strategy.proficiency`); this module words them."""

from __future__ import annotations

from collections.abc import Sequence

import balut
from balut import stats
from balut.strategy import proficiency
from balut.strategy.proficiency import Figure

from .core_words import date_words
from .i18n import t
from .state import Judged, UiState
from .vdom import El, h

__all__ = ["game_figures", "loss_words", "player_figures", "proficiency_cards", "progress_section"]

#: The stats screen lists a player's last games' figures, newest first.
LISTED_GAMES = 10


def game_figures(game: balut.Game, review: Sequence[Judged]) -> tuple[Figure, ...]:
    """Each person's figure in this game, from every move of theirs the coach judged (in
    seating order; a bot's moves are never judged, nor moves with real dice)."""
    order = dict.fromkeys([*game.players, *(j.player for j in review)])
    return proficiency.figures(((j.player, j.loss) for j in review), list(order))


def loss_words(value: float, rules: balut.RuleSet) -> str:
    """A mean loss per decision to the precision it has: points-table losses are some
    ten times smaller (`proficiency.POINTS_SCALE`), so one decimal place more."""
    places = 3 if rules.uses_points_table else 2
    return f"{value:.{places}f}".replace(".", t("number.decimal_mark"))


def _figure_card(figure: Figure, rules: balut.RuleSet) -> El:
    band = proficiency.band(figure.mean_loss, rules)
    costly = t("prof.costly", count=figure.costly) if figure.costly else t("prof.costly_none")
    return h(
        "section",
        {"class": "card proficiency", "aria-label": t("prof.title", player=figure.player)},
        h("h2", None, t("prof.title", player=figure.player)),
        h("p", {"class": "prof-band"}, t(f"prof.band.{band}")),
        h(
            "p",
            None,
            t(
                "prof.mean",
                loss=loss_words(figure.mean_loss, rules),
                count=figure.decisions,
            ),
        ),
        h("p", None, costly),
        key=f"prof-{figure.player}",
    )


def proficiency_cards(state: UiState, game: balut.Game) -> list[El]:
    """Game over: a card per person whose moves were judged (none with real dice)."""
    return [_figure_card(f, game.rules) for f in game_figures(game, state.turn.review)]


def player_figures(state: UiState) -> list[tuple[str, Figure]]:
    """The stats screen's player's figures under its rule set: when, figure, oldest first."""
    who = stats.identity(state.stats.player, state.stats.aliases)
    found = [
        (finished, figure)
        for finished, rules, figures in state.stats.figures
        if rules == state.stats.rules
        for figure in figures
        if stats.identity(figure.player, state.stats.aliases) == who
    ]
    return sorted(found, key=lambda pair: pair[0])


def progress_section(state: UiState) -> El | None:
    """Stats: the player's figure over their games by the rule set shown: the latest
    games' figure against the earlier ones, and the last games one by one."""
    figures = player_figures(state)
    rules = balut.RULESETS.get(state.stats.rules)
    if rules is None or not figures:
        return None
    found = proficiency.progress([f for _, f in figures], rules)
    assert found is not None
    band = proficiency.band(found.recent, rules)
    lines = [
        t(
            "prof.stats.recent",
            count=min(found.games, proficiency.RECENT),
            loss=loss_words(found.recent, rules),
            band=t(f"prof.band_short.{band}"),
        )
    ]
    if found.earlier is not None and found.trend is not None:
        lines.append(
            t(
                f"prof.stats.trend.{found.trend}",
                before=loss_words(found.earlier, rules),
                count=found.games - proficiency.RECENT,
            )
        )
    rows = [
        h(
            "tr",
            None,
            h("th", {"scope": "row"}, date_words(finished, time=False)),
            h("td", {"class": "num"}, loss_words(figure.mean_loss, rules)),
            h("td", None, t(f"prof.band_short.{proficiency.band(figure.mean_loss, rules)}")),
        )
        for finished, figure in list(figures)[-LISTED_GAMES:][::-1]
    ]
    headers = ("stats.date", "prof.stats.loss", "prof.stats.band")
    return h(
        "section",
        {"class": "card stats-proficiency", "aria-labelledby": "prof-stats-title"},
        h("h2", {"id": "prof-stats-title"}, t("prof.stats.title")),
        [h("p", None, line) for line in lines],
        h(
            "table",
            {"class": "chart-table"},
            h("caption", {"class": "sr-only"}, t("prof.stats.last")),
            h("thead", None, h("tr", None, [h("th", {"scope": "col"}, t(k)) for k in headers])),
            h("tbody", None, rows),
        ),
        key="prof-stats",
    )
