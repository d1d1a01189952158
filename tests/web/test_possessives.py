"""A name's possessive reads right when the name ends in s (issue 31: "Reds's sheet"):
the short form in English, Danish and Norwegian; other names keep theirs."""

from __future__ import annotations

from fakes import new_controller, page_html, play, set_up_and_start

from balut.web.i18n import in_language, t


def test_a_name_ending_in_s_takes_the_short_possessive() -> None:
    assert t("game.sheet_of", player="Reds") == "Reds' sheet"
    assert t("turn.title", player="Lars") == "Lars' turn"
    assert t("game.sheet_of", player="Ann") == "Ann's sheet"
    assert t("turn.title", player="Max") == "Max's turn"  # English: only after s
    assert t("team.use_dice", member="Jens") == "Use Jens' dice"
    assert t("stats.merge.done", name="Bo", player="Niels") == ("Bo's games now count as Niels'.")
    with in_language("da"):
        assert t("real.rolloff.throw", player="Lars") == "Lars' slag"
        assert t("real.rolloff.throw", player="Max") == "Max' slag"
        assert t("real.rolloff.throw", player="Ann") == "Anns slag"
        assert t("setup.error.look_alike", number=3).startswith("For lig spiller 3s navn")
    with in_language("nb"):
        assert t("real.rolloff.throw", player="Reds") == "Reds' kast"
    with in_language("de"):
        assert t("game.sheet_of", player="Reds") == "Block von Reds"


def test_a_team_called_reds_has_reds_sheet_on_its_turn() -> None:
    controller = new_controller(seed=5)
    members = {"member:0:0": "Ann", "member:0:1": "Bo", "member:1:0": "Cy", "member:1:1": "Di"}
    set_up_and_start(
        controller, [], {"seating": "teams", "team:0": "Reds", "team:1": "Blues", **members}
    )
    play(controller, "roll-off-done")
    html = page_html(controller)
    assert "Reds's" not in html and "Blues's" not in html
    assert "Reds' sheet" in html or "Blues' sheet" in html
