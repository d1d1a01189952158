"""A finished game's proof on screen: the check code and Share result, Verify a result's
form and verdict, and the result to copy by hand."""

from __future__ import annotations

from .i18n import Msg, t, word
from .proof import Checked, Proof
from .vdom import El, action, h
from .widgets import modal


def proof_section(proof: Proof | None, shared: Msg | None = None) -> El | None:
    """The check code under the results, and Share result (`shared`: what became of it,
    "Result and link copied", in sight beside the button)."""
    if proof is None:
        return None
    return h(
        "section",
        {"class": "proof", "aria-labelledby": "proof-code"},
        h("p", {"id": "proof-code", "class": "check-code"}, t("proof.code", code=proof.code)),
        action(t("proof.share"), "share-result", cls="secondary"),
        h("p", {"class": "note-line", "role": "status"}, word(shared)) if shared else None,
        key="proof",
    )


def verify_form(link: str, code: str) -> El:
    """The link (and optional check code) to verify, and Verify."""
    return h(
        "div",
        {"class": "verify-form"},
        h("p", {"class": "hint"}, t("verify.hint")),
        h("label", {"for": "verify-link"}, t("verify.link")),
        h(
            "textarea",
            {
                "id": "verify-link",
                "rows": "3",
                "value": link,
                "autocomplete": "off",
                "spellcheck": "false",
                "data-field": "verify-link",
            },
        ),
        h("label", {"for": "verify-code"}, t("verify.code")),
        h(
            "input",
            {
                "id": "verify-code",
                "type": "text",
                "class": "short code",
                "value": code,
                "maxlength": "12",
                "size": "12",
                "autocomplete": "off",
                "autocapitalize": "characters",
                "spellcheck": "false",
                "data-field": "verify-code",
            },
        ),
        action(t("verify.check"), "check-result", cls="primary"),
        key="verify-form",
    )


def verdict(checked: Checked | None) -> El | None:
    """Result verified, or why not."""
    if checked is None:
        return None
    return h(
        "p",
        {"class": "verdict " + ("ok" if checked.ok else "bad"), "id": "verdict"},
        ("\u2713 " if checked.ok else "\u2715 ") + word(checked.verdict),
        key="verdict",
    )


def copy_dialog(text: str) -> El:
    """No share sheet and no clipboard here: the result to copy by hand."""
    return modal(
        "copy",
        t("proof.copy_title"),
        t("proof.copy_message"),
        h(
            "textarea",
            {
                "class": "copy-text",
                "rows": "6",
                "readonly": True,
                "aria-label": t("proof.copy_title"),
            },
            text,
        ),
        action(t("dialog.close"), "cancel", cls="primary"),
    )
