"""Everything the screens draw from: which screen, the game, the setup draft, messages.

Sentences for the player (announcements, warnings, questions) are kept as `Msg` and worded
when the screens draw them, so they follow the chosen language."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, ClassVar, get_args

import balut
from balut import strategy
from balut.puzzle import Puzzle
from balut.stats import Best, Finished
from balut.strategy import proficiency

from .boxes import slot_name
from .effects import Share
from .i18n import Msg, t
from .paper_draft import PaperDraft
from .play_draft import PlayDraft
from .proof import Checked, Proof
from .setup import SetupDraft
from .speed import TurnTimer
from .stakes import Stake


class Screen:
    """One of the app's screens, by its name. The screens of the game and its records are
    declared below; a feature may declare its own in its module (`Screen("settings")`),
    so a new screen needs no line here. `in_game`: the screen is part of playing a game
    (it keeps the platform's update prompt waiting and the phone awake)."""

    __slots__ = ("in_game", "value")
    _named: ClassVar[dict[str, Screen]] = {}

    HOME: ClassVar[Screen]
    SETUP: ClassVar[Screen]
    ROLL_OFF: ClassVar[Screen]
    TURN: ClassVar[Screen]
    HANDOFF: ClassVar[Screen]
    SCOREBOARD: ClassVar[Screen]
    GAME_OVER: ClassVar[Screen]
    HISTORY: ClassVar[Screen]
    HISTORY_GAME: ClassVar[Screen]
    RULES: ClassVar[Screen]
    VERIFY: ClassVar[Screen]
    PAPER: ClassVar[Screen]
    TEAM_PICK: ClassVar[Screen]
    TIME_UP: ClassVar[Screen]
    STATS: ClassVar[Screen]

    def __init__(self, value: str, *, in_game: bool = False) -> None:
        if value in Screen._named:
            raise ValueError(f"the screen {value!r} is declared twice")
        self.value = value
        self.in_game = in_game
        Screen._named[value] = self

    @classmethod
    def named(cls, value: object) -> Screen:
        """The screen declared as `value`; ValueError for any other (a damaged save)."""
        screen = cls._named.get(value) if isinstance(value, str) else None
        if screen is None:
            raise ValueError(f"no screen {value!r:.40}")
        return screen

    @classmethod
    def every(cls) -> tuple[Screen, ...]:
        """Every screen declared so far, in the order declared."""
        return tuple(cls._named.values())

    def __repr__(self) -> str:
        return f"Screen({self.value!r})"

    def __copy__(self) -> Screen:
        return self  # one object a screen: compared with `is`

    def __deepcopy__(self, memo: dict[int, Any]) -> Screen:
        return self

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return Screen.named, (self.value,)

    @property
    def title(self) -> str:
        """The screen's name in the current language ("Scoreboard")."""
        return t(f"screen.{self.value}")

    @property
    def document_title(self) -> str:
        """The browser tab's title: "Scoreboard \u00b7 Balut", just "Balut" at home."""
        if self is Screen.HOME:
            return self.title
        return t("screen.document_title", screen=self.title)


Screen.HOME = Screen("home")
Screen.SETUP = Screen("setup")
Screen.ROLL_OFF = Screen("roll_off", in_game=True)
Screen.TURN = Screen("turn", in_game=True)
Screen.HANDOFF = Screen("handoff", in_game=True)
Screen.SCOREBOARD = Screen("scoreboard", in_game=True)
Screen.GAME_OVER = Screen("game_over")
Screen.HISTORY = Screen("history")
Screen.HISTORY_GAME = Screen("history_game")
Screen.RULES = Screen("rules")
Screen.VERIFY = Screen("verify")
Screen.PAPER = Screen("paper")
Screen.TEAM_PICK = Screen("team_pick", in_game=True)
Screen.TIME_UP = Screen("time_up", in_game=True)
Screen.STATS = Screen("stats")


@dataclass(frozen=True, slots=True)
class Confirm:
    """A pending question about the tap `action`/`arg`: Confirm runs it, confirmed."""

    title: Msg
    message: Msg
    action: str
    arg: str = ""
    button: Msg = field(default_factory=lambda: Msg.of("dialog.confirm"))
    cancel: Msg = field(default_factory=lambda: Msg.of("dialog.cancel"))


@dataclass(slots=True)
class LastFill:
    """What the previous player just did, shown on the hand-off screen next to Undo."""

    player: str
    category: balut.Category
    score: int
    crossed: bool
    jackpot: bool = False

    @property
    def box(self) -> Msg:
        """The box's name: "Fives" or "Jackpot Fives"."""
        return slot_name((self.category, self.jackpot))

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, saved with the game or match."""
        return {
            "player": self.player,
            "category": self.category.value,
            "score": self.score,
            "crossed": self.crossed,
            "jackpot": self.jackpot,
        }

    @classmethod
    def from_dict(cls, data: Any) -> LastFill | None:
        """The saved form back; None when nothing was saved or the save is damaged (it is
        only what the hand-off screen shows, so the game goes on without it)."""
        try:
            score = data["score"]
            if type(score) is not int:
                raise ValueError(score)
            return cls(
                str(data["player"]),
                balut.Category(data["category"]),
                score,
                data["crossed"] is True,
                data.get("jackpot") is True,
            )
        except (KeyError, TypeError, ValueError, AttributeError):
            return None


@dataclass(frozen=True, slots=True)
class BackupPreview:
    """A backup file read and checked, waiting for Add: what it holds."""

    created: str
    games: int
    new: int
    first: str | None
    last: str | None
    names: int


@dataclass(frozen=True, slots=True)
class Judged:
    """A person's move as the coach priced it: who, in which round, the move and the
    best one (worded when shown), the points it cost against the best, and why it was
    worse (for a move the review lists; saves made before reasons have none)."""

    player: str
    round: int
    chosen: strategy.Option
    best: strategy.Option
    loss: float
    reason: proficiency.Reason | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, saved with the game (the review outlives a reload)."""
        why = self.reason
        return {
            "player": self.player,
            "round": self.round,
            "chosen": _option_data(self.chosen),
            "best": _option_data(self.best),
            "loss": self.loss,
            **({} if why is None else {"reason": [why.code, _row(why.row), _row(why.best_row)]}),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Judged | None:
        """The saved form back; None when it is damaged (the review goes on without it)."""
        try:
            loss, number = data["loss"], data["round"]
            if not (isinstance(loss, float) and math.isfinite(loss) and loss >= 0):
                raise ValueError(loss)
            if type(number) is not int:
                raise ValueError(number)
            chosen, best = _option_from(data["chosen"]), _option_from(data["best"])
            why = _reason_from(data.get("reason"))
            return cls(str(data["player"]), number, chosen, best, loss, why)
        except (KeyError, TypeError, ValueError, AttributeError):
            return None


def _row(row: balut.Category | None) -> str | None:
    return None if row is None else row.value


def _reason_from(data: Any) -> proficiency.Reason | None:
    """A saved reason back (None when none was saved); ValueError when it is damaged."""
    if data is None:
        return None
    code, row, best_row = data
    if code not in proficiency.REASONS:
        raise ValueError(code)
    return proficiency.Reason(
        code,
        None if row is None else balut.Category(row),
        None if best_row is None else balut.Category(best_row),
    )


def _option_data(option: strategy.Option) -> dict[str, Any]:
    """An option as a move is worded: what it is, not what it is worth."""
    fill = option.fill
    return {
        "kind": option.kind,
        "keep": list(option.keep),
        "fill": None if fill is None else [fill.category.value, fill.jackpot, fill.crossed],
        "value": option.value,
        "member": option.member,
    }


def _option_from(data: Any) -> strategy.Option:
    kind, keep, value, member = data["kind"], data["keep"], data["value"], data.get("member")
    if kind not in get_args(strategy.search.Kind) or type(value) is not int:
        raise ValueError(kind)
    if not isinstance(keep, list) or len(keep) > 5 or any(d not in range(1, 7) for d in keep):
        raise ValueError(keep)
    if member is not None and (type(member) is not int or not 0 <= member < balut.MAX_PLAYERS):
        raise ValueError(member)
    fill = None
    if kind == "fill":
        category, jackpot, crossed = data["fill"]
        fill = strategy.Fill(balut.Category(category), jackpot is True, crossed is True)
    return strategy.Option(kind, 0.0, keep=tuple(keep), fill=fill, value=value, member=member)


#: History lists the newest entries a page at a time (thousands fit in storage).
HISTORY_PAGE = 50
#: Milliseconds the undo toast stays after a box filled in one tap.
TOAST_MS = 5000


# --- the features' slices (each a feature's own: balut.web.features) ----------------------


@dataclass(slots=True)
class Places:
    """Where Back and Continue lead (navigation)."""

    return_to: Screen = Screen.TURN  # what the scoreboard (or stats) was opened over
    rules_from: Screen = Screen.HOME  # where the Rules screen was opened: its Back returns there
    resume: Screen = Screen.TURN  # where Continue on Home leads


@dataclass(slots=True)
class Table:
    """Who sits at the game in play besides its players: bots, colours, stake, match id."""

    bots: dict[int, str] = field(default_factory=dict)  # the game's bot seats: level
    colours: list[int] = field(default_factory=list)  # each seat's colour (colours.PALETTE)
    stake: Stake = field(default_factory=Stake)  # what the table plays for
    match_id: str | None = None  # names the match's games in history


@dataclass(slots=True)
class TurnView:
    """The turn beyond the game itself (the turn feature): the last box, the toast, the
    coach, the prediction typed, the Speed Balut clock, the bests just set."""

    last_fill: LastFill | None = None  # shown on the hand-off screen next to Undo
    # The last boxes filled (two rounds' worth at most), oldest first: with bots, what
    # the others did since a seat last played is shown on its turn.
    moves: list[LastFill] = field(default_factory=list)
    celebrate: bool = False  # the dice just rolled are a balut: the turn screen celebrates
    hint_open: bool = False  # the coach's hint shows on the turn screen (until the box)
    # When (page's monotonic clock, ms) the undo toast of the box just filled was shown: on the turn
    # that follows straight on (no hand-off), until the roll, an undo or `TOAST_MS`.
    toast_at: float | None = None
    coach_note: Judged | None = None  # the last move's cost, when the Coach names it
    review: list[Judged] = field(default_factory=list)  # this game's moves, priced
    prediction_text: str = ""  # the prediction being typed before a first roll
    prediction_error: Msg | None = None
    bust_choice: str = ""  # box the others chose to cross out after a timeout
    timer: TurnTimer = field(default_factory=TurnTimer)  # Speed Balut countdown
    bests: list[Best] = field(default_factory=list)  # personal bests the game just set


@dataclass(slots=True)
class DiceEntry:
    """Real dice typed (the real-dice feature): the turn's dice (a face "1".."6" or ""),
    a box's value in its dialog, the roll-off or tiebreak throws."""

    dice: list[str] = field(default_factory=lambda: [""] * 5)
    first_roll: bool = False
    value_row: balut.Category | None = None  # the row whose value dialog is open
    value_jackpot: bool = False  # the dialog is for the row's jackpot box
    value_text: str = ""
    value_first_roll: bool = False
    value_error: Msg | None = None
    throws: dict[int, str] = field(default_factory=dict)  # the throws typed, by seat
    throws_error: Msg | None = None
    throws_refused: set[int] = field(default_factory=set)  # seats whose throw is refused

    def clear(self) -> None:
        """A new turn: no dice typed, no value dialog, no throws."""
        self.dice = [""] * 5
        self.first_roll = False
        self.value_row = None
        self.value_jackpot = False
        self.value_text = ""
        self.value_first_roll = False
        self.value_error = None
        self.throws = {}
        self.throws_error = None
        self.throws_refused = set()


#: How a box is put right: a new value, moved to another row (``to``), or cleared (owed).
CORRECTION_WAYS = ("value", "move", "clear")


@dataclass(slots=True)
class Correction:
    """Correct a box (real dice, on the scoreboard): the form open, what is picked, typed."""

    open: bool = False
    seat: int = 0
    box: str = ""  # "<category>:<box index>"
    how: str = "value"  # one of CORRECTION_WAYS: a new value, moved to another row, cleared
    to: str = ""  # moved: the row's category
    text: str = ""
    error: Msg | None = None


@dataclass(slots=True)
class HistoryView:
    """The history list as shown and the entry opened."""

    entries: list[dict[str, Any]] = field(default_factory=list)
    shown: int = HISTORY_PAGE  # History lists this many of the newest entries
    open: str | None = None  # the entry opened
    game: balut.Game | None = None  # its game, replayed


@dataclass(slots=True)
class ProofView:
    """Check codes and result links: the finished game's proof, a result being shared or
    to copy by hand, and Verify a result as typed and found."""

    proof: Proof | None = None  # check code and link of the finished game on screen
    sharing: Share | None = None  # a result handed to the share sheet, its outcome awaited
    copy_text: str | None = None  # a result to copy by hand (no share sheet, no clipboard)
    shared: Msg | None = None  # what became of the last share ("copied"), under its button
    verify_link: str = ""  # Verify a result: the link and the check code as typed
    verify_code: str = ""
    checked: Checked | None = None


@dataclass(slots=True)
class StatsView:
    """Stats: the history as statistics read it, who and what is shown, merged spellings."""

    games: list[Finished] = field(default_factory=list)
    # Each finished game's proficiency figures: when, rule set's name, figures.
    figures: list[tuple[str, str, tuple[proficiency.Figure, ...]]] = field(default_factory=list)
    player: str = ""
    rules: str = ""
    versus: str = ""
    merge: str = ""
    aliases: dict[str, str] = field(default_factory=dict)
    note: Msg | None = None  # what the last merge did, shown on the stats screen


@dataclass(slots=True)
class BackupView:
    """Backup and restore on the stats screen."""

    preview: BackupPreview | None = None  # an import checked, waiting for Add
    checking: tuple[int, int] | None = None  # an import being checked: entries done, of
    error: Msg | None = None
    note: Msg | None = None  # what the last export or import did, shown on the card


@dataclass(slots=True)
class Switches:
    """Home's settings, kept in storage."""

    vibration: bool = True  # a roll buzzes the phone
    fast_bots: bool = False  # bots play at speed
    coach: bool = False  # the Coach: a costly move is named after it is made
    confirm_fills: bool = False  # a cross-out or a zero asks first


def no_puzzle_record() -> dict[str, Any]:
    """The puzzle's record before any attempt (storage_slots.PUZZLE's shape)."""
    return {"days": {}, "practice": ["", 0]}


@dataclass(slots=True)
class PuzzleView:
    """The puzzle of the day: the page's date, the record of attempts (each day's move
    and the points it lost; the practice positions drawn today), the position on screen,
    the dice held on it and the move made there (a tap's argument: "hold:5 5",
    "fill:fives:r"); `game`, the position as a game (what the sheet is drawn from)."""

    today: str = ""
    record: dict[str, Any] = field(default_factory=no_puzzle_record)
    shown: Puzzle | None = None
    game: balut.Game | None = None
    held: tuple[bool, ...] = (False,) * 5
    answer: str | None = None


@dataclass(slots=True)
class UiState:
    """The whole state the one render function draws: the screen, the game in play, the
    drafts, what is said and asked, and each feature's slice."""

    screen: Screen = Screen.HOME
    game: balut.Game | None = None
    match: balut.Match | None = None  # the match in progress (its current game is `game`)
    setup: SetupDraft = field(default_factory=SetupDraft)
    play: PlayDraft = field(default_factory=PlayDraft)  # teams, timer, match in setup
    paper: PaperDraft = field(default_factory=PaperDraft)  # Score a paper sheet, as typed
    remembered_names: list[str] = field(default_factory=list)
    setup_reused: bool = False  # the setup opened with the last game's house options
    confirm: Confirm | None = None
    announcement: Msg | None = None  # for the live region
    warnings: list[Msg] = field(default_factory=list)
    elsewhere: bool = False  # another tab changed what is saved: this one stops saving
    journal_off: str | None = None  # why crash protection (the saves' journal) is off
    nav: Places = field(default_factory=Places)
    table: Table = field(default_factory=Table)
    turn: TurnView = field(default_factory=TurnView)
    entry: DiceEntry = field(default_factory=DiceEntry)
    correction: Correction = field(default_factory=Correction)
    history: HistoryView = field(default_factory=HistoryView)
    proofs: ProofView = field(default_factory=ProofView)
    stats: StatsView = field(default_factory=StatsView)
    backup: BackupView = field(default_factory=BackupView)
    settings: Switches = field(default_factory=Switches)
    puzzle: PuzzleView = field(default_factory=PuzzleView)

    def controls_valid(self) -> bool:
        """Everything on the setup screen can start a game (teams replace the players)."""
        if self.play.field_errors() or self.setup.option_errors() or self.bots_refused():
            return False
        return self.play.teams or self.setup.is_valid()

    def bots_refused(self) -> bool:
        """Bots (seated, or playing a team) at a table of real dice."""
        levels = self.play.team_bot_levels() if self.play.teams else self.setup.bot_levels()
        return bool(levels) and self.play.real_dice

    def playing_screen(self) -> Screen:
        """The screen shown, or the one Rules or the scoreboard was opened from (the
        scoreboard: what it covers)."""
        screen = self.nav.rules_from if self.screen is Screen.RULES else self.screen
        return self.nav.return_to if screen is Screen.SCOREBOARD else screen

    def game_in_progress(self) -> bool:
        """A game is being played, or a match waits for its next game."""
        if self.match is not None and not self.match.is_over():
            return True
        return self.game is not None and not self.game.is_finished()
