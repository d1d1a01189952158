"""Check codes and result links: a finished game's proof made after its paint, the
result shared, and Verify a result (typed, or opened from a link)."""

from __future__ import annotations

from types import MappingProxyType

import balut
from balut.record import LINK_ROOM, MAX_LINK_CHARS

from .. import i18n
from ..effects import Share
from ..feature import Feature, Handler
from ..i18n import Msg
from ..proof import check_link, proof_of, share_text
from ..proof_screens import copy_dialog
from ..stakes import settle_lines
from ..state import Screen, UiState
from ..vdom import El
from ..verify_screen import verify_screen


class Proofs(Feature):
    """A finished game's proof and sharing; the Verify screen."""

    views = MappingProxyType({Screen.VERIFY: verify_screen})

    @staticmethod
    def dialog(state: UiState) -> El | None:
        """The result to copy by hand (no share sheet, no clipboard)."""
        text = state.proofs.copy_text
        return None if text is None else copy_dialog(text)

    def actions(self) -> dict[str, Handler]:
        return {
            "make-proof": lambda _arg: self._make_proof(),
            "share-result": lambda _arg: self._share_result(),
            "shared": self._shared,
            "verify": lambda _arg: self._show_verify(),
            "check-result": lambda _arg: self._check_result(),
            "open-link": self._open_link,
        }

    def edit(self, field: str, arg: str, value: str) -> bool:
        if field == "verify-link":  # a link, or the whole shared text with its link
            self.state.proofs.verify_link = value[: MAX_LINK_CHARS + LINK_ROOM]
        elif field == "verify-code":
            self.state.proofs.verify_code = value[:40]
        else:
            return False
        return True

    def dismiss(self) -> bool:
        """The copy-by-hand notice closed: focus back on Share result."""
        if self.state.proofs.copy_text is None:
            return False
        self.state.proofs.copy_text = None
        self.session.focus('[data-action="share-result"]')
        return True

    def _game(self) -> balut.Game | None:
        """The finished game on screen (game over, or a history game)."""
        state = self.state
        return state.history.game if state.screen is Screen.HISTORY_GAME else state.game

    def _make_proof(self) -> None:
        """The check code and link of the finished game on screen (the `MakeProof` effect's
        timer, after the paint that showed it)."""
        game = self._game()
        if self.state.proofs.proof is None and game is not None and game.is_finished():
            self.state.proofs.proof = proof_of(game)
            self.state.proofs.shared = None  # (that of another game's proof)

    def _share_result(self) -> None:
        """Share result: the ranking, check code and link go to the phone's share sheet."""
        state = self.state
        game = self._game()
        if game is None or state.proofs.proof is None:
            return
        url = f"{self.session.page_url}#{state.proofs.proof.fragment}"
        # The stake settles at game over (a match on its totals); a history game has none.
        table = state.match or game
        settled = settle_lines(table, state.table.stake) if state.screen is Screen.GAME_OVER else []
        text = share_text(game, state.proofs.proof, settled)
        state.proofs.sharing = Share(i18n.t("proof.share_title"), text, url)
        state.proofs.shared = None
        self.session.emit(state.proofs.sharing)

    def _shared(self, outcome: str) -> None:
        """What became of a shared result: "shared", "copied", "cancelled" or "failed"
        (then the text and link are shown to copy by hand)."""
        shared, self.state.proofs.sharing = self.state.proofs.sharing, None
        if outcome in ("shared", "copied"):
            self.session.say(f"proof.{outcome}")
            if outcome == "copied":  # (no share sheet came up: say it where the eyes are)
                self.state.proofs.shared = Msg.of("proof.copied")
        elif outcome == "failed" and shared is not None:
            self.state.proofs.copy_text = f"{shared.text}\n{shared.url}"

    def _show_verify(self) -> None:
        self.state.proofs.checked = None
        self.state.screen = Screen.VERIFY

    def _check_result(self) -> None:
        state = self.state
        state.proofs.checked = check_link(state.proofs.verify_link, state.proofs.verify_code)
        state.announcement = state.proofs.checked.verdict

    def _open_link(self, fragment: str) -> None:
        """A result link opened the app: verify it at once (the game in progress waits)."""
        self.state.proofs.verify_link = fragment[:MAX_LINK_CHARS]
        self.state.proofs.verify_code = ""
        self.state.screen = Screen.VERIFY
        self._check_result()
