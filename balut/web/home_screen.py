"""Home: the menu, a game to continue, and what the features put under it."""

from __future__ import annotations

from .core_words import names_list
from .i18n import t
from .match_screens import progress_words
from .state import Screen, UiState
from .vdom import Children, El, action, h
from .widgets import die_face, screen, title


def home_screen(state: UiState, parts: Children) -> El:
    """Home: Install (top right), crash protection off (why), a game to continue, the
    menu, the `parts` the features put on it (`Feature.on_home`: the settings), and the
    offline line."""
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
        _install(),
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
        _crash_protection_off(state),
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
        parts,
        # (last: the offline line showing up moves nothing above it)
        _platform(),
    )


def _crash_protection_off(state: UiState) -> El | None:
    """While the saves' journal is off, Home says so and why, first thing under its name
    (seen without scrolling on a small phone)."""
    if state.journal_off is None:
        return None
    return h(
        "p",
        {"class": "crash-protection", "role": "status"},
        t(f"home.journal_off.{state.journal_off}"),
    )


def _install() -> El:
    """Install, where the browser offers it: shown by CSS once the shell says so
    (`html[data-installable]`, set by static/js/install-hint.js, which also handles the
    tap), a full-size button at the top right beside the app's name, out of the flow (first
    on Home, as it is seen first; nothing moves when the offer comes)."""
    return h(
        "button",
        {"type": "button", "class": "secondary install", "data-shell": "install"},
        t("home.install"),
        key="install",
    )


def _platform() -> El:
    """The app works offline: shown by CSS once the shell says so
    (`html[data-offline-ready]`, set by static/js/service-worker-client.js)."""
    return h(
        "div",
        {"class": "platform"},
        h("p", {"class": "offline-line"}, t("home.offline")),
        key="platform",
    )
