"""The records' own taps: the stats screen, merging names, backup and restore, the result
picture, and bringing older history entries on."""

from __future__ import annotations

from datetime import UTC, datetime
from types import MappingProxyType

from balut import stats

from ..backup import (
    Backup,
    BackupError,
    backup_text,
    fingerprint,
    merge_backup,
    new_entries,
    read_backup,
)
from ..backup_check import BackupCheck
from ..core_words import date_words, deciding_key, ruleset_label
from ..effects import SaveFile, SharePicture, Upkeep
from ..feature import Feature, Handler
from ..i18n import Msg, number, t
from ..proof import proof_of
from ..records import finished_games
from ..session import Session
from ..stakes import settle_picture
from ..state import BackupPreview, Screen
from ..stats_screen import render_stats, stats_rules_of

# What became of a file handed to the page ("shared", "saved", ...): what is said.
FILE_OUTCOMES = ("shared", "saved", "failed")


class Archive(Feature):
    """Stats, backups and the history's upkeep on the app's state and storage."""

    views = MappingProxyType({Screen.STATS: render_stats})

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.storage = session.storage
        self.records = session.records
        self._backup: Backup | None = None  # the file checked, waiting for Add
        self._check: BackupCheck | None = None  # the file being checked, a step a time
        self._added: Backup | None = None  # the file last added (the page may refuse it)
        session.emit(Upkeep())  # the records' upkeep runs after the first paint

    def shared(self) -> tuple[object, ...]:
        """The stats' games, the backup file read and checked, waiting for Add, the one
        being checked (stepped by the upkeep timer of this app, never by a copy) and the
        one last added."""
        return (self.state.stats.games, self._backup, self._check, self._added)

    def actions(self) -> dict[str, Handler]:
        return {
            "stats": self.show_stats,
            "merge-names": lambda _arg: self._merge(),
            "separate-name": self._separate,
            "export-backup": lambda _arg: self._export(),
            "file-saved": self._file_saved,
            "backup-read": self._read,
            "backup-unreadable": lambda _arg: self._refuse(BackupError("unreadable")),
            "add-backup": lambda _arg: self._add(),
            "cancel-backup": lambda _arg: self._cancel(),
            "share-picture": lambda _arg: self._picture(),
        }

    def edit(self, field: str, arg: str, value: str) -> bool:
        """A stats field changed; False when `field` is not one of them."""
        state = self.state
        if field == "stats-player":
            self._choose(value)
        elif field == "stats-rules":
            state.stats.rules = value
        elif field == "stats-versus":
            state.stats.versus = value
        elif field == "stats-merge":
            state.stats.merge = value
        else:
            return False
        return True

    # --- stats ----------------------------------------------------------------------------

    def show_stats(self, player: str = "") -> None:
        """The stats screen, of `player` when given (a name on a results table)."""
        state = self.state
        state.stats.aliases = self.storage.aliases()
        state.stats.games = self.records.finished()
        state.stats.figures = self.records.figures()
        names = stats.players(state.stats.games, state.stats.aliases)
        wanted = stats.identity(player, state.stats.aliases) if player else None
        chosen = next((n for n in names if stats.identity(n, state.stats.aliases) == wanted), None)
        self._choose(chosen or (names[0] if names else ""))
        state.stats.note = None
        if state.screen is not Screen.STATS:
            state.nav.return_to = state.screen  # Back returns there (a game's results)
        state.screen = Screen.STATS

    def _choose(self, player: str) -> None:
        """Show `player`, under the rule set shown if they have games in it."""
        state = self.state
        state.stats.player = player
        state.stats.merge = ""
        rules = stats_rules_of(state, player)
        if state.stats.rules not in rules:
            state.stats.rules = rules[0] if rules else ""

    def _merge(self) -> None:
        """Count the picked spelling's games as the shown player's (undone by Separate)."""
        state = self.state
        if not state.stats.merge:
            return
        into = stats.identity(state.stats.player, state.stats.aliases)
        merged = stats.identity(state.stats.merge, state.stats.aliases)
        if merged == into:
            return
        if any(
            {into, merged} <= {stats.identity(ln.player, state.stats.aliases) for ln in g.lines}
            for g in state.stats.games
        ):  # two people at one table are not one player
            state.announcement = state.stats.note = Msg.of(
                "stats.merge.together", name=state.stats.merge, player=state.stats.player
            )
            return
        aliases = {k: (into if v == merged else v) for k, v in state.stats.aliases.items()}
        aliases[merged] = into
        state.stats.aliases = aliases
        self.storage.save_aliases(aliases)
        state.announcement = state.stats.note = Msg.of(
            "stats.merge.done", name=state.stats.merge, player=state.stats.player
        )
        # Shown under the spelling written most often now.
        names = stats.players(state.stats.games, aliases)
        self._choose(next(n for n in names if stats.identity(n, aliases) == into))

    def _separate(self, key: str) -> None:
        state = self.state
        if key in state.stats.aliases:
            state.stats.aliases = {k: v for k, v in state.stats.aliases.items() if k != key}
            self.storage.save_aliases(state.stats.aliases)
            state.announcement = state.stats.note = Msg.of("stats.merge.separated")

    # --- backup ---------------------------------------------------------------------------

    def _export(self) -> None:
        """Export backup: the file goes to the page within the tap (share or download);
        entries not yet brought on go as they are (an import brings them on)."""
        now = datetime.now(UTC)
        self.session.emit(
            SaveFile(
                f"balut-backup-{now:%Y-%m-%d}.json",
                "application/json",
                backup_text(self.storage, now.isoformat(timespec="seconds")),
            )
        )

    def _file_saved(self, outcome: str) -> None:
        if outcome in FILE_OUTCOMES:
            self.state.announcement = self.state.backup.note = Msg.of(f"backup.file.{outcome}")

    def _read(self, text: str) -> None:
        """A file was chosen for Import backup: read, then its entries checked against
        their records a step at a time (`_check_some`), then shown before anything
        changes."""
        try:
            backup = read_backup(text)
            check = BackupCheck(backup, {fingerprint(e) for e in self.storage.history()})
        except BackupError as error:
            self._refuse(error)
            return
        self._cancel()
        self.state.backup.note = None
        self._check = check
        self._check_some()

    def _check_some(self) -> None:
        """A step of the file's check: the progress line while entries wait (the next
        step after the paint), the preview once all passed, the refusal at the first that
        does not."""
        check = self._check
        if check is None:
            return
        try:
            left = check.step()
        except BackupError as error:
            self._refuse(error)
            return
        if left:  # (the player waits: the next step without a pause)
            self.state.backup.checking = (check.done, check.total)
            self.session.emit(Upkeep(awaited=True))
            return
        self._check = None
        self.state.backup.checking = None
        self._offer(check.backup(), check.new)

    def _offer(self, backup: Backup, new: int) -> None:
        """The checked file's preview, with Add (`new`: its entries new here)."""
        span = backup.span()
        self._backup = backup
        self.state.backup.error = None
        self.state.backup.preview = BackupPreview(
            backup.created,
            len(backup.history),
            new,
            span[0] if span else None,
            span[1] if span else None,
            len(stats.players(finished_games(backup.history))),
        )
        self.session.focus("#backup-preview")

    def _refuse(self, error: BackupError, again: Backup | None = None) -> None:
        """Say why a file is not taken. One that did not fit while the archive makes room
        (`again`, "no_room_yet") stays offered: Add may fit in a moment."""
        self._cancel()
        if again is not None and error.code == "no_room_yet":
            self._offer(again, new_entries(self.storage, again))
        self.state.backup.note = None
        values: dict[str, int | Msg] = {**error.values}
        if error.part is not None:
            values["part"] = Msg.of(f"backup.part.{error.part}")
        self.state.backup.error = Msg.of(f"backup.error.{error.code}", **values)
        self.state.announcement = self.state.backup.error
        self.session.focus("#backup-error")  # (brought into view: the file's answer)

    def _add(self) -> None:
        backup = self._backup
        if backup is None:
            return
        try:
            merged = merge_backup(self.storage, backup)
        except BackupError as error:  # no room: undone, the history is as it was
            self._refuse(error, backup)
            return
        self._cancel()
        self._added = backup
        self.state.history.entries = self.storage.history()
        self.session.emit(Upkeep())  # what came is read for the stats ahead of need
        self.state.announcement = self.state.backup.note = Msg.of(
            "backup.added", count=merged.added, here=merged.already_here
        )
        self.session.focus("#backup-note")

    def writes_refused(self) -> None:
        """The page refused writes: if they were an import's, it was undone, and its
        "Added" gives way to "No room: nothing changed" with the figures."""
        shortfall = self.storage.take_import_undone()
        if shortfall is None:
            return
        self._refuse(BackupError.no_room(shortfall), self._added)
        self.state.history.entries = self.storage.history()

    def _cancel(self) -> None:
        """Cancel: the file waiting for Add, or being checked, is dropped."""
        self._backup = None
        self._check = None
        self.state.backup.checking = None
        self.state.backup.preview = None
        self.state.backup.error = None

    # --- the history's upkeep -------------------------------------------------------------

    def upkeep(self) -> None:
        """A step of the records' background work (a file's check, `Records.upkeep`);
        another to come while entries wait."""
        self._check_some()
        if self.records.upkeep():
            self.session.emit(Upkeep())
        if self.state.screen is Screen.HISTORY:  # entries brought on show as such
            self.state.history.entries = self.storage.history()

    # --- the result as a picture ----------------------------------------------------------

    def _picture(self) -> None:
        """Share as picture: the final table for the page to draw (within the tap)."""
        state = self.state
        game = state.history.game if state.screen is Screen.HISTORY_GAME else state.game
        if game is None or not game.is_finished():
            return
        rules = game.rules
        header = (
            t("table.place"),
            t("table.team" if game.teams else "table.player"),
            t(f"stats.deciding.{deciding_key(rules.deciding)}"),
        )
        dice = rules.uses_points_table
        rows = tuple(
            (
                number(s.place),
                s.player,
                number(s.result.points),
                *((number(s.result.dice_total),) if dice else ()),
            )
            for s in game.standings()
        )
        entry = next((e for e in state.history.entries if e["id"] == state.history.open), None)
        when = entry.get("finished") if entry and state.screen is Screen.HISTORY_GAME else None
        try:
            moment = datetime.fromisoformat(str(when)).astimezone() if when else None
        except (ValueError, OverflowError):  # not a moment this calendar shows
            moment = None
        moment = moment or datetime.now().astimezone()  # (at game over: now)
        # The check code (made now if its task has not run yet), and at game over how the
        # table settles up (a match on its totals; a history game has no stake).
        proofs = state.proofs
        proofs.proof = proofs.proof or proof_of(game)
        code = t("proof.code", code=proofs.proof.code) if proofs.proof else ""
        over = state.screen is Screen.GAME_OVER
        settle = settle_picture(state.match or game, state.table.stake) if over else ()
        picture = SharePicture(
            f"balut-{moment:%Y-%m-%d}.png",
            t("picture.title"),
            ((*header, *((t("scoreboard.dice_total"),) if dice else ())), *rows),
            t(
                "picture.footer",
                rules=ruleset_label(rules),
                date=date_words(moment.isoformat()),
            ),
            settle,
            code,
        )
        self.session.emit(picture)
