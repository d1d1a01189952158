"""Every word a player reads: one catalog per language, plural forms, the chosen language.

A catalog maps a key to a template (``"{player} scored {score} in {box}."``) or, for a
sentence that depends on a number, to its plural forms (``{"one": ..., "other": ...}``)
picked by the ``count`` value. Values are inserted with ``str.format``, so a player's
name is always a value, never part of a template. Screens call ``t(key, **values)``;
state that outlives a paint (announcements, warnings, questions) keeps a ``Msg`` and is
worded when drawn, so a change of language rewords it too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from string import Formatter
from typing import Union

from .locales import CATALOGS, Entry
from .locales import LANGUAGES as LANGUAGES

DEFAULT_LANGUAGE = "en"


def _one_other(count: int) -> str:
    return "one" if abs(count) == 1 else "other"


# CLDR plural categories for whole numbers, from the absolute value (minus one takes "one");
# all four languages have "one" and "other".
PLURAL_RULES: dict[str, Callable[[int], str]] = {lang: _one_other for lang in LANGUAGES}

Value = Union[str, int, "Msg"]

# A name's possessive, by language: the suffix a template writes after a value, the
# endings of a value that take the short form, and that form. A club's names end in s as
# often as not (a team "Reds", a player "Lars"): "Reds' sheet", not "Reds's sheet";
# Danish and Norwegian "Lars' slag", not "Larss slag" (Retskrivningsordbogen, Bokmål's
# rule). English keeps "'s" after x and z ("Max's turn"); German templates say "von".
GENITIVES: dict[str, tuple[tuple[str, str, str], ...]] = {
    "en": (("'s", "s", "'"), ("\u2019s", "s", "\u2019")),
    "da": (("s", "sxz", "'"),),
    "nb": (("s", "sxz", "'"),),
}


@dataclass(frozen=True, slots=True)
class Msg:
    """A sentence to word later: a catalog key and its values (which may be messages)."""

    key: str
    values: tuple[tuple[str, Value], ...] = ()

    @classmethod
    def of(cls, key: str, **values: Value) -> Msg:
        return cls(key, tuple(values.items()))


# The start-up shell picks the language (static/js/shell-i18n.js) and the app calls `use`.
_current = DEFAULT_LANGUAGE


def use(language: str) -> None:
    """Make `language` (one of LANGUAGES) the language of every following `t` call."""
    global _current
    if language not in CATALOGS:
        raise ValueError(f"no catalog for {language!r}")
    _current = language


def current() -> str:
    return _current


@contextmanager
def in_language(language: str) -> Iterator[None]:
    """`t` words in `language` inside the block (e.g. to read a text shared in another
    language), the current language again after it."""
    before = _current
    use(language)
    try:
        yield
    finally:
        use(before)


def t(key: str, **values: Value) -> str:
    """The sentence `key` in the current language with `values` put in."""
    entry = CATALOGS[_current].get(key)
    if entry is None:
        entry = CATALOGS[DEFAULT_LANGUAGE][key]  # KeyError: a key no catalog has
    if isinstance(entry, Mapping):
        count = values.get("count")
        if not isinstance(count, int):
            raise TypeError(f"{key} has plural forms and needs an int count")
        entry = entry.get(PLURAL_RULES[_current](count), entry["other"])
    shown = {name: _shown(v) for name, v in values.items()}
    rules = GENITIVES.get(_current, ())
    if not any(suffix in entry for suffix, _ends, _short in rules):
        return entry.format_map(shown)
    return _with_genitives(entry, shown, rules)


@lru_cache(maxsize=512)
def _parsed(template: str) -> tuple[tuple[str, str | None, str | None, str | None], ...]:
    return tuple(Formatter().parse(template))


def _with_genitives(
    template: str, shown: Mapping[str, str], rules: tuple[tuple[str, str, str], ...]
) -> str:
    """`template` filled in, a possessive after a value that ends in s (or as the
    language's rule says) in its short form: "Reds' sheet", "Ann's sheet"."""
    parts: list[str] = []
    before = ""  # the value just put in, "" after a literal
    for literal, name, spec, conversion in _parsed(template):
        for suffix, endings, short in rules:
            rest = literal[len(suffix) :]
            if (
                before
                and before[-1].lower() in endings
                and literal.startswith(suffix)
                and not rest[:1].isalpha()
            ):
                literal = short + rest
                break
        parts.append(literal)
        if name is None:
            before = ""
            continue
        field = name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")
        before = ("{" + field + "}").format_map(shown)
        parts.append(before)
    return "".join(parts)


def number(value: int) -> str:
    """A number as players read it: a real minus ("\u22122") for a negative one."""
    return "\u2212" + str(-value) if value < 0 else str(value)


def signed(value: int) -> str:
    """A number with its sign: "+3", "\u22122" (a real minus) or "0"."""
    return f"+{value}" if value > 0 else number(value)


def decimal(value: float, places: int = 1) -> str:
    """A number to one decimal (or `places`) as players read it: the language's decimal
    mark ("0,9") and a real minus."""
    text = f"{abs(value):.{places}f}".replace(".", t("number.decimal_mark"))
    return ("\u2212" if round(value, places) < 0 else "") + text


def _shown(value: Value) -> str:
    """A value as players read it: a message worded, a number with a real minus."""
    if isinstance(value, Msg):
        return word(value)
    return number(value) if isinstance(value, int) else value


def word(message: Msg | str) -> str:
    """A message in the current language (plain strings, such as names, pass through)."""
    if isinstance(message, str):
        return message
    return t(message.key, **dict(message.values))


def placeholders(entry: Entry) -> frozenset[str]:
    """The value names a template (or each of its plural forms) uses."""
    forms = entry.values() if isinstance(entry, Mapping) else (entry,)
    return frozenset(
        name for form in forms for _text, name, _spec, _conv in Formatter().parse(form) if name
    )
