"""Score a paper sheet: the sheets typed in, scored by the core, saved to History."""

from __future__ import annotations

from types import MappingProxyType

from ..feature import Feature, Handler
from ..paper_draft import PaperDraft, paper_entry
from ..paper_screen import paper_screen
from ..state import Screen

# The paper sheets' screen's own taps (balut.web.paper_draft.PaperDraft.perform).
PAPER_TAPS = ("paper-add-player", "paper-remove-player", "paper-ruleset", "paper-score")


class Paper(Feature):
    """The paper sheets' screen."""

    views = MappingProxyType({Screen.PAPER: paper_screen})

    def actions(self) -> dict[str, Handler]:
        return {
            "paper": lambda _arg: self._show(),
            **{name: self._tap(name) for name in PAPER_TAPS},
            "paper-save": lambda _arg: self._save(),
        }

    def edit(self, field: str, arg: str, value: str) -> bool:
        if field != "paper":
            return False
        self.state.paper.edit(arg, value)
        return True

    def _show(self) -> None:
        """Score a paper sheet (what was typed before is kept until it is saved)."""
        if self.state.paper.saved:
            self.state.paper = PaperDraft()
        self.state.announcement = None  # nothing said on another screen carries over
        self.state.screen = Screen.PAPER

    def _tap(self, name: str) -> Handler:
        """A tap on the paper sheets' screen, handed to the draft."""

        def tap(arg: str) -> None:
            self.state.announcement = None  # "Saved to history" was about other sheets
            self.state.paper.perform(name, arg)

        return tap

    def _save(self) -> None:
        """The scored sheets go to history like a finished game."""
        draft = self.state.paper
        if draft.saved or draft.standings() is None:
            return
        self.session.records.add_paper(paper_entry(draft))
        draft.saved = True
        self.session.say("paper.saved")
