"""The setup screen: who plays (names, bots, colours, teams), the rule set and the house
options, and Start game (a game or a match), and Play again."""

from __future__ import annotations

from types import MappingProxyType

import balut
from balut import strategy

from ..bots import DEFAULT_BOT_LEVEL
from ..colours import seat_colours
from ..feature import Feature, Handler
from ..i18n import Msg
from ..play_draft import PlayDraft, carry_names
from ..reasons import reason
from ..session import Seating
from ..setup import MAX_PLAYERS, SetupDraft, free_bot_name, name_error, normalised_name
from ..setup_screen import setup_screen
from ..setup_summary import house_notes, reset_options
from ..stakes import Stake
from ..state import Screen
from ..variant_setup import PLAY_SECTION_FIELDS


class Setup(Feature):
    """The setup draft's taps and fields, and the start of what it sets up."""

    views = MappingProxyType({Screen.SETUP: setup_screen})

    def actions(self) -> dict[str, Handler]:
        return {
            "new-game": lambda _arg: self._new_game(),
            "add-player": lambda _arg: self._add_name(""),
            "add-bot": lambda _arg: self._add_bot(),
            "remove-player": self._remove_player,
            "move-player": self._move_player,
            "next-colour": self._next_colour,
            "next-team-colour": lambda arg: self.state.play.next_team_colour(int(arg)),
            "use-name": self._add_name,
            "name-entered": self._name_entered,
            "add-member": lambda arg: self.state.play.add_member(int(arg)),
            "remove-member": self._remove_member,
            "start-game": lambda _arg: self._start_game(),
            "reset-options": lambda _arg: self._reset_options(),
            "play-again": lambda _arg: self._play_again(),
        }

    def confirmed(self) -> dict[str, Handler]:
        return {"new-game": lambda _arg: self._new_game(confirmed=True)}

    def edit(self, field: str, arg: str, value: str) -> bool:
        draft = self.state.setup
        if field == "play":
            before = self.state.play.teams
            self.state.play.edit(arg, value)
            draft.teams = self.state.play.teams
            if draft.teams != before:
                carry_names(draft, self.state.play)
        elif field == "name":
            if arg.isascii() and arg.isdigit() and int(arg) < len(draft.names):
                draft.names[int(arg)] = value
        elif field == "option":
            if arg in draft.options:
                draft.options[arg] = value
        elif field == "ruleset":
            draft.choose_ruleset(value)
        elif field == "bot-level":
            seat = int(arg) if arg.isascii() and arg.isdigit() else len(draft.bots)
            if seat < len(draft.bots) and value in strategy.LEVELS:
                draft.set_bot_level(seat, value)
        else:
            return False
        return True

    def _new_game(self, *, confirmed: bool = False) -> None:
        # Starting a new game replaces the running one (or match): never without asking.
        # It goes on until the new one starts, then to History as unfinished (`begin`).
        session, state = self.session, self.state
        if not confirmed and state.game_in_progress():
            session.ask("new_game", "new-game", button="nav.new_game", game=session.game_name())
            return
        storage = session.storage
        if not state.setup.kept:  # (a setup left with Back comes back as it was left)
            settings = storage.load_settings()
            state.setup = SetupDraft.from_settings(settings, [])
            state.setup.kept = True
            state.play = PlayDraft.from_settings(settings.get("play"))
            state.setup.teams = state.play.teams
            # The last game's house options come back, and the setup says so (with a reset).
            state.setup_reused = bool(house_notes(state.setup, state.play))
        # Names the setup would refuse now (saved by an older version) are not offered.
        state.remembered_names = [
            name for name in storage.remembered_names() if not name_error(normalised_name(name))
        ]
        state.screen = Screen.SETUP

    def _reset_options(self) -> None:
        """Reset to defaults: the house options of a first game (rule set and players stay)."""
        self.state.play = reset_options(self.state.setup, self.state.play)
        self.state.setup_reused = False
        self.session.say("setup.options_reset")
        self.session.focus('[data-action="start-game"]')

    def _add_name(self, name: str) -> None:
        """Add a player row (a remembered name fills the first empty row instead)."""
        names = self.state.setup.names
        empty = next((i for i, n in enumerate(names) if not n.strip()), None)
        if name and empty is not None:
            names[empty] = name
            return
        if len(names) < MAX_PLAYERS:
            self.state.setup.add_seat(name)
            self.session.focus(f"#player-{len(names)}")

    def _add_bot(self) -> None:
        """Add a bot seat (a club player, named "Club bot", "Club bot 2", ...)."""
        draft = self.state.setup
        if len(draft.names) >= MAX_PLAYERS:
            return
        name = free_bot_name(DEFAULT_BOT_LEVEL, draft.players())
        draft.add_seat(name, DEFAULT_BOT_LEVEL)
        # Not its name field (a phone's keyboard would open on a name nobody has to
        # type): its level, the one thing about a new bot a table usually changes.
        self.session.focus(f"#bot-level-{len(draft.names)}")

    def _name_entered(self, arg: str) -> None:
        """Enter in a name field: on to the next name, from the last one to Start game."""
        following = int(arg) + 2  # the next field's seat number
        if following <= len(self.state.setup.names):
            self.session.focus(f"#player-{following}")
        else:
            self.session.focus('[data-action="start-game"]')

    def _remove_player(self, arg: str) -> None:
        names = self.state.setup.names
        index = int(arg)
        if len(names) > 1 and 0 <= index < len(names):
            self.state.setup.remove_seat(index)
            self.session.focus("[data-action=add-player]")

    def _next_colour(self, arg: str) -> None:
        if arg.isdigit():
            self.state.setup.next_colour(int(arg))

    def _move_player(self, arg: str) -> None:
        names = self.state.setup.names
        index, step = (int(part) for part in arg.split(":"))
        target = index + step
        if 0 <= index < len(names) and 0 <= target < len(names):
            self.state.setup.swap_seats(index, target)
            self.session.focus(f'[data-action="move-player"][data-arg="{target}:{step}"]')

    def _remove_member(self, arg: str) -> None:
        team, _, index = arg.partition(":")
        self.state.play.remove_member(int(team), int(index))

    def _start_game(self) -> None:
        state, storage = self.state, self.session.storage
        draft = state.setup
        draft.tried_start = True
        if not state.controls_valid():
            # A mark in the folded options opens them (and they stay open till it goes).
            marked = set(state.play.field_errors()) & PLAY_SECTION_FIELDS
            draft.options_open = draft.options_open or bool(draft.option_errors() or marked)
            self.session.focus("[aria-invalid=true]")
            return
        try:
            rules = draft.rules().derive(**state.play.options())
        except balut.InvalidInputError as error:  # the core refused an option: say why
            why = reason(error, "error.invalid_input")
            self.session.warn(Msg.of("play.bad_options", reason=why))
            return
        teams = state.play.teams
        bots = state.play.team_bot_levels() if teams else draft.bot_levels()
        if not teams:  # (a team game remembers its members when it begins)
            storage.remember_names(
                [name for seat, name in enumerate(draft.players()) if seat not in bots]
            )
        # Teams: the two seats take the first two colours; players, what the setup picked.
        colours = (
            seat_colours(2, state.play.team_colours)
            if teams
            else seat_colours(len(draft.names), draft.colours)
        )
        storage.save_settings({**draft.to_settings(), "play": state.play.to_settings()})
        stake = state.play.stake_value() or Stake()  # checked: controls_valid
        self._begin(draft.players(), rules, Seating(bots, colours, stake))

    def _begin(self, players: list[str], rules: balut.RuleSet, seating: Seating) -> None:
        """Start what the setup asked for: a game or a match, of players or of teams. The
        core checks the setup first, so a refused start leaves a running match alone."""
        session, play = self.session, self.state.play
        teams = play.team_lists() if play.teams else None
        seats = (play.seat_names() if teams else players) or []
        match = None
        seed, real = session.next_seed(), play.real_dice
        if play.match == "single":
            kind = balut.RealDiceGame if real else balut.Game
            game = kind(seats, rules=rules, seed=seed, teams=teams)
        else:
            match = balut.Match(
                seats or None,
                rules=rules,
                games=play.planned_games(),
                seed=seed,
                teams=teams,
                real_dice=real,
            )
            game = match.current_game
        session.begin(game, match, seating)
        self.state.setup.kept = False  # the next New game starts afresh
        if teams:  # (a bot's team has none to remember)
            people = [team for seat, team in enumerate(teams) if seat not in seating.bots]
            session.storage.remember_names([n for team in people for n in team])

    def _play_again(self) -> None:
        game = self.state.game
        if game is not None:
            self.state.setup.kept = False
            self.state.match = None
            self.state.table.match_id = None
            self.session.open_game(
                type(game)(
                    list(game.players),
                    rules=game.rules,
                    seed=self.session.next_seed(),
                    teams=game.teams,
                )
            )
