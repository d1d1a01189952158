"""A game's record, its check code and its result link (issue 10, item 4).

A *record* is the whole game as JSON-safe data, as small as it can be while a replay
still proves every number on the sheets::

    {"kind": "balut.record", "schema": 1,
     "setup": {"players": ["Ann", "Bo"], "teams": null,
               "rules": {"name": "standard", "options": {}}, "seed": 7},
     "log": [{"action": "roll", "seat": 1, "member": 0, "keep": []},
             {"action": "roll", "seat": 1, "member": 0, "keep": [0, 3]},
             {"action": "score", "seat": 1, "category": "fours", "value": 8}, ...]}

``setup`` is the game's saved setup (``Game.to_dict()["setup"]``) and ``log`` its action
log (``balut.log`` schema) with what does not count folded away:

* an undone fill and its ``undo`` (an undone box is not part of the result);
* ``hold`` taps followed by a roll or a fill (a roll's ``keep`` says what was held);
* a prediction the same seat stated again later (only the last one counts);
* the ``dice`` of every ``roll`` when the dice come from the game's seed (``RandomDice``):
  the seed and the keeps imply them, and the replay re-derives them. Games with other
  dice keep them (``record_of(game, dice=True)`` keeps them always).

Folding only looks across the actions it knows; entries of any other action of the log
schema (``LOG_FIELDS``) are kept as they are and replayed through the game's own dispatch
(``Game.apply``), so a new action needs no change here. ``record_of`` proves its
compact log by replaying it; should a log ever fold wrongly, or the dice not come from
the seed, the record holds the game's whole log instead, dice included.

``check_code`` is "XXXX-XXXX", 40 bits of the SHA-256 of the record's canonical JSON
(sorted keys, no white space, ASCII) in ``CODE_ALPHABET``: any change to the rules, an
option, a name, the seed, a keep or a box changes it. ``encode_link`` packs the record
into a URL fragment, ``"r=1"`` + base64url(zlib(canonical JSON of the setup, then the log
as a few bytes an entry)): 800-900 characters for a 4-player standard game.
``decode_link`` takes a whole link, the fragment, or the payload, and checks it strictly.
``verify`` replays a record in the rules core.

Errors carry codes: ``link_malformed``, ``link_too_long`` (``max``), ``link_too_large``
(``max``, unpacked bytes), ``link_version`` (``version``), ``link_corrupt``,
``link_truncated`` for the link; ``record_malformed`` (``field``, maybe ``reason``) and
``record_schema`` (``schema``, ``supported``) for the record inside it.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import zlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .dice import DICE_COUNT, FACES
from .dice_source import MAX_SEED, RandomDice
from .errors import BalutError, InvalidInputError
from .game import Game
from .limits import MAX_PLAYERS, TEAM_COUNT, TEAM_SIZE
from .log import LOG_FIELDS
from .rules import RuleSet

__all__ = [
    "CODE_ALPHABET",
    "LINK_KEY",
    "LINK_ROOM",
    "LINK_VERSION",
    "MAX_LINK_CHARS",
    "MAX_RECORD_BYTES",
    "RECORD_KIND",
    "RECORD_SCHEMA",
    "Verification",
    "check_code",
    "check_record",
    "decode_link",
    "encode_link",
    "record_of",
    "verify",
]

RECORD_KIND = "balut.record"
#: Version of the record layout.
RECORD_SCHEMA = 1
#: Version character of the link encoding (after ``LINK_KEY``).
LINK_VERSION = "1"
#: What a result link's fragment starts with: ``https://.../#r=1...``.
LINK_KEY = "r="
#: Longest link payload accepted (base64 characters), checked before anything is decoded.
MAX_LINK_CHARS = 32_000
#: Characters a pasted link may have around its record: the page address in front, or
#: the shared text's lines.
LINK_ROOM = 4096
#: Most bytes a link may unpack to (the canonical JSON of its record).
MAX_RECORD_BYTES = 1 << 20
#: Most log entries a record may hold (a long 8-player game has a few thousand).
MAX_LOG_ENTRIES = 20_000
#: Symbols of a check code: no 0/O, 1/I.
CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

_SETUP_KEYS = ("players", "teams", "rules", "seed")
_RECORD_KEYS = ("kind", "schema", "setup", "log")
# The actions of a game rolled on the phone that fill a box and take an undo step.
_FILLS = frozenset({"score", "scratch", "score_jackpot", "scratch_jackpot", "timeout"})
_MAX_TEXT = 200  # a seat name is at most 4 names of 32 and their " & "
_MAX_LOG_INT = 1_000_000
_MAX_LOG_LIST = 16
_MAX_DEPTH_ROUNDS = 8  # a record nests 6 deep (setup.rules.options.adjustment_bands)
_FLAG_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")
_PAYLOAD = re.compile(r"[A-Za-z0-9_-]*")
# A JSON string, or the rest of the text after an unclosed quote: it never fails to match,
# so it never backtracks (a lone backslash at the very end matches too).
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\[\s\S]?)*(?:"|\Z)')
_NOT_BRACKET = re.compile(r"[^\[\]{}]")
_CODE_SHAPE = re.compile(rf"[{CODE_ALPHABET}]{{8}}")


# --- the record ------------------------------------------------------------------------


def record_of(game: Game, *, dice: bool = False) -> dict[str, Any]:
    """The record of ``game`` (finished or not: ``verify`` says ``not_finished``), JSON-safe.

    ``dice=True`` keeps every roll's dice even when the seed implies them (a longer
    record that can be read without a replay)."""
    saved = game.to_dict()
    setup, log = saved["setup"], saved["log"]
    source = game.dice_source
    seeded = isinstance(source, RandomDice) and source.seed == game.seed
    if seeded:
        record = _record(setup, _without_dice(_compact(log), keep=dice))
        replayed = _try_replay(record)
        if replayed is not None and replayed.to_dict()["state"] == saved["state"]:
            return record
    # Not provable by a replay from the seed: the whole log, dice and all.
    return _record(setup, _without_dice(log, keep=True))


def _record(setup: dict[str, Any], log: list[dict[str, Any]]) -> dict[str, Any]:
    return {"kind": RECORD_KIND, "schema": RECORD_SCHEMA, "setup": setup, "log": log}


def _compact(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The log without what does not count (module docstring). Conservative: it folds
    only across the actions it knows, and ``record_of`` proves the result."""
    folded: list[dict[str, Any]] = []
    for entry in log:
        if entry["action"] == "undo":
            # An undo takes back the last fill; predictions since then are kept.
            at = len(folded) - 1
            while at >= 0 and folded[at]["action"] == "predict":
                at -= 1
            if at >= 0 and folded[at]["action"] in _FILLS:
                del folded[at]
                continue
        folded.append(entry)
    kept: list[dict[str, Any]] = []
    taps: list[dict[str, Any]] = []
    for entry in folded:
        if entry["action"] == "hold":
            taps.append(entry)
            continue
        if entry["action"] != "roll" and entry["action"] not in _FILLS:
            kept.extend(taps)
        taps = []
        kept.append(entry)
    kept.extend(taps)
    last = {e["seat"]: i for i, e in enumerate(kept) if e["action"] == "predict"}
    return [e for i, e in enumerate(kept) if e["action"] != "predict" or last[e["seat"]] == i]


def _without_dice(log: Iterable[dict[str, Any]], *, keep: bool) -> list[dict[str, Any]]:
    """Copies of the entries; without the ``dice`` of ``roll`` entries unless ``keep``."""
    return [
        {k: list(v) if type(v) is list else v for k, v in e.items()}
        if keep or e["action"] != "roll"
        else {k: list(v) if type(v) is list else v for k, v in e.items() if k != "dice"}
        for e in log
    ]


def _bad(field_name: str, message: str, reason: str | None = None) -> InvalidInputError:
    params: dict[str, object] = {"field": field_name}
    if reason is not None:
        params["reason"] = reason
    return InvalidInputError(f"record {field_name}: {message}", "record_malformed", params)


def check_record(record: object) -> dict[str, Any]:
    """``record`` if it is shaped like a record (``record_malformed``, ``record_schema``).

    This checks the layout, types and sizes; only ``verify`` (a replay) checks that the
    game it describes is legal and its numbers right."""
    if not isinstance(record, dict):
        raise _bad("record", f"must be an object, got {type(record).__name__}")
    if set(record) != set(_RECORD_KEYS):
        raise _bad("record", f"keys must be {', '.join(_RECORD_KEYS)}")
    if record["kind"] != RECORD_KIND:
        raise _bad("kind", f"not a Balut game record (kind {record['kind']!r:.50})")
    schema = record["schema"]
    if type(schema) is not int or schema != RECORD_SCHEMA:
        raise InvalidInputError(
            f"record has schema {schema!r:.20}; this version reads schema {RECORD_SCHEMA}",
            "record_schema",
            {"schema": schema if type(schema) is int else None, "supported": RECORD_SCHEMA},
        )
    _check_setup(record["setup"])
    log = record["log"]
    if not isinstance(log, list) or len(log) > MAX_LOG_ENTRIES:
        raise _bad("log", f"must be a list of at most {MAX_LOG_ENTRIES} entries")
    for entry in log:
        _check_entry(entry)
    return record


def _check_setup(setup: object) -> None:
    if not isinstance(setup, dict) or not all(k in setup for k in _SETUP_KEYS):
        raise _bad("setup", f"must be an object with {', '.join(_SETUP_KEYS)}")
    players = setup["players"]
    if not isinstance(players, list) or not 1 <= len(players) <= MAX_PLAYERS:
        raise _bad("setup.players", f"must be a list of 1..{MAX_PLAYERS} names")
    _check_names(players, "setup.players")
    teams = setup["teams"]
    if teams is not None:
        if not isinstance(teams, list) or len(teams) != TEAM_COUNT:
            raise _bad("setup.teams", f"must be null or {TEAM_COUNT} teams")
        for team in teams:
            if not isinstance(team, list) or not TEAM_SIZE.low <= len(team) <= TEAM_SIZE.high:
                raise _bad("setup.teams", f"a team has {TEAM_SIZE.low}..{TEAM_SIZE.high} names")
            _check_names(team, "setup.teams")
    try:
        rules = RuleSet.from_dict(setup["rules"])
    except InvalidInputError as error:
        raise _bad("setup.rules", str(error), error.code) from None
    if _canonical(rules.to_dict()) != _canonical(setup["rules"]):
        raise _bad("setup.rules", "not in canonical form (an option at its default?)")
    seed = setup["seed"]
    if type(seed) is not int or not 0 <= seed < MAX_SEED:
        raise _bad("setup.seed", "must be a whole number 0..2**128-1")
    # Other setup keys are flags naming the kind of game (``Game.kind_of``), e.g. real dice.
    for key in setup.keys() - set(_SETUP_KEYS):
        if not isinstance(key, str) or key == "dice" or not _FLAG_NAME.fullmatch(key):
            raise _bad("setup", f"unexpected key {key!r:.50}")
        if not isinstance(setup[key], bool):
            raise _bad(f"setup.{key}", "a setup flag must be true or false")


def _check_names(names: list[Any], where: str) -> None:
    if not all(isinstance(n, str) and len(n) <= _MAX_TEXT for n in names):
        raise _bad(where, f"names must be text of at most {_MAX_TEXT} characters")


def _check_entry(entry: object) -> None:
    """An entry of a known action (``LOG_FIELDS``) with exactly its fields, each of its
    type (a roll may leave out its dice); flat lists of small whole numbers."""
    if not isinstance(entry, dict):
        raise _bad("log", "entries must be objects")
    action = entry.get("action")
    if not isinstance(action, str) or action not in LOG_FIELDS:
        raise _bad("log.action", f"unknown action {action!r:.50}")
    spec = LOG_FIELDS[action]
    optional = {"dice"} if action == "roll" else set()
    if not set(spec) - optional <= entry.keys() <= {"action", *spec}:
        raise _bad(f"log.{action}", f"fields must be {', '.join(spec)}")
    for key, kind in spec.items():
        if key not in entry:
            continue
        item = entry[key]
        if type(item) is not kind:
            raise _bad(f"log.{action}.{key}", f"must be {kind.__name__}")
        if isinstance(item, int) and not -_MAX_LOG_INT <= item <= _MAX_LOG_INT:
            raise _bad(f"log.{action}.{key}", "out of range")
        if isinstance(item, str) and len(item) > _MAX_TEXT:
            raise _bad(f"log.{action}.{key}", "too long")
        if isinstance(item, list) and (
            len(item) > _MAX_LOG_LIST
            or not all(type(i) is int and -_MAX_LOG_INT <= i <= _MAX_LOG_INT for i in item)
        ):
            raise _bad(f"log.{action}.{key}", "must be a short list of whole numbers")


def _canonical(value: object) -> bytes:
    """Canonical JSON: sorted keys, no white space, ASCII only."""
    return json.dumps(
        value, sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False
    ).encode("ascii")


# --- the check code ----------------------------------------------------------------------


def check_code(record: object) -> str:
    """The record's check code, "XXXX-XXXX" in ``CODE_ALPHABET`` (``InvalidInputError``
    if ``record`` is not shaped like a record)."""
    digest = hashlib.sha256(_canonical(check_record(record))).digest()
    number = int.from_bytes(digest[:5], "big")
    symbols = "".join(CODE_ALPHABET[(number >> (35 - 5 * i)) & 31] for i in range(8))
    return f"{symbols[:4]}-{symbols[4:]}"


def _code_from_text(text: object) -> str | None:
    """A typed check code in the "XXXX-XXXX" form, or None if it cannot be one (any case,
    the dash and spaces optional)."""
    if not isinstance(text, str) or len(text) > 40:
        return None
    symbols = re.sub(r"[\s-]", "", text).upper()
    if not _CODE_SHAPE.fullmatch(symbols):
        return None
    return f"{symbols[:4]}-{symbols[4:]}"


# --- the link ----------------------------------------------------------------------------


def encode_link(record: object) -> str:
    """The record as a URL fragment (without the "#"): ``LINK_KEY`` + ``LINK_VERSION`` +
    base64url (no padding) of zlib(canonical JSON of the record without its log, a
    newline, the log in bytes). ``link_too_long`` if the link would not decode."""
    checked = check_record(record)
    header = {key: value for key, value in checked.items() if key != "log"}
    data = _canonical(header) + b"\n" + _pack_log(checked["log"])
    payload = base64.urlsafe_b64encode(zlib.compress(data, 9)).rstrip(b"=").decode("ascii")
    if len(data) > MAX_RECORD_BYTES or len(payload) > MAX_LINK_CHARS:
        raise InvalidInputError(
            f"record too long for a link ({len(payload)} characters)",
            "link_too_long",
            {"max": MAX_LINK_CHARS},
        )
    return f"{LINK_KEY}{LINK_VERSION}{payload}"


def decode_link(text: object) -> dict[str, Any]:
    """The record in a result link: a whole link, its fragment (with or without "#" and
    ``LINK_KEY``) or just the payload. Strict: sizes are checked before decoding and
    unpacking, the data must be exactly what ``encode_link`` writes for the record, the
    record well shaped; every failure is an ``InvalidInputError`` (codes in the module
    docstring)."""
    if not isinstance(text, str):
        raise InvalidInputError("a link must be text", "link_malformed")
    if len(text) > MAX_LINK_CHARS + LINK_ROOM:
        raise _too_long()
    fragment = text.partition("#")[2] if "#" in text else text
    fragment = fragment.strip().removeprefix(LINK_KEY)
    if not fragment:
        raise InvalidInputError("the link holds no record", "link_malformed")
    version, payload = fragment[0], fragment[1:]
    if version != LINK_VERSION:
        if version in "0123456789":
            raise InvalidInputError(
                f"link version {version!r}; this version reads {LINK_VERSION!r}",
                "link_version",
                {"version": version},
            )
        raise InvalidInputError("not a result link", "link_malformed")
    if len(payload) > MAX_LINK_CHARS:
        raise _too_long()
    if not _PAYLOAD.fullmatch(payload) or len(payload) % 4 == 1:
        raise InvalidInputError("the link has characters a link cannot have", "link_malformed")
    packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    unpacker = zlib.decompressobj()
    try:
        data = unpacker.decompress(packed, MAX_RECORD_BYTES + 1)
    except zlib.error:
        raise InvalidInputError("the link is damaged", "link_corrupt") from None
    if len(data) > MAX_RECORD_BYTES:
        raise InvalidInputError(
            f"the link unpacks to more than {MAX_RECORD_BYTES} bytes",
            "link_too_large",
            {"max": MAX_RECORD_BYTES},
        )
    if not unpacker.eof:
        raise InvalidInputError("the link is cut off", "link_truncated")
    if unpacker.unused_data:
        raise InvalidInputError("the link has data after its record", "link_malformed")
    head, newline, body = data.partition(b"\n")
    header = _parse(head)
    if not newline or "log" in header:
        raise _malformed("the link's record has no log")
    record = {**header, "log": _unpack_log(body)}
    check_record(record)
    if _canonical(header) != head or _pack_log(record["log"]) != body:
        raise _malformed("the link's record is not in canonical form")
    return record


# The log in bytes, frozen for link version 1: an entry is its op byte (its index here)
# and its fields in this order; one that does not fit (an action or a value unknown in
# version 1) is _JSON_OP, two bytes of length and its canonical JSON.
_CATEGORIES = ("fours", "fives", "sixes", "straight", "full_house", "choice", "balut")
_FILL_FIELDS = (("seat", "u8"), ("category", "category"), ("value", "u8"))
_LINK_OPS: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("predict", (("seat", "u8"), ("value", "i16"))),
    ("hold", (("seat", "u8"), ("die", "u8"), ("held", "bool"))),
    ("roll", (("seat", "u8"), ("member", "u8"), ("keep", "keep"))),
    ("roll", (("seat", "u8"), ("member", "u8"), ("keep", "keep"), ("dice", "dice"))),
    ("finish_member", (("seat", "u8"), ("member", "u8"))),
    ("pick", (("seat", "u8"), ("member", "u8"))),
    ("score", _FILL_FIELDS),
    ("scratch", _FILL_FIELDS),
    ("score_jackpot", _FILL_FIELDS),
    ("scratch_jackpot", _FILL_FIELDS),
    ("timeout", (("seat", "u8"), ("category", "category"), ("jackpot", "bool"))),
    ("undo", ()),
    # Real-dice games (``RealDiceGame``).
    ("set_opener", (("seat", "u8"),)),
    ("enter_roll_off", (("totals", "u8_list"),)),
    ("enter_dice", (("seat", "u8"), ("dice", "dice"), ("first_roll", "bool"))),
    ("enter_value", (*_FILL_FIELDS, ("first_roll", "bool"))),
    ("correct", (("seat", "u8"), ("category", "category"), ("box", "u8"), ("value", "u8"))),
    ("enter_tiebreak", (("totals", "u8_list"),)),
)
_JSON_OP = 0xFF
# Bytes of each kind of field; a "u8_list" is its length, then that many u8 values.
_WIDTHS = {"u8": 1, "bool": 1, "category": 1, "i16": 2, "keep": 1, "dice": 5, "u8_list": 1}


def _pack_log(log: list[dict[str, Any]]) -> bytes:
    return b"".join(_pack_entry(entry) for entry in log)


def _pack_entry(entry: dict[str, Any]) -> bytes:
    for op, (action, fields) in enumerate(_LINK_OPS):
        if entry["action"] != action or entry.keys() != {"action", *(k for k, _ in fields)}:
            continue
        parts = [_pack_field(kind, entry[key]) for key, kind in fields]
        if all(part is not None for part in parts):
            return bytes([op]) + b"".join(part for part in parts if part is not None)
    data = _canonical(entry)
    return bytes([_JSON_OP]) + len(data).to_bytes(2, "big") + data


def _pack_field(kind: str, value: Any) -> bytes | None:
    """``value`` as ``kind`` bytes, or None if it does not fit."""
    if kind == "u8" and _is_u8(value):
        return bytes([value])
    if kind == "bool" and type(value) is bool:
        return bytes([value])
    if kind == "category" and type(value) is str and value in _CATEGORIES:
        return bytes([_CATEGORIES.index(value)])
    if kind == "i16" and type(value) is int and -0x8000 <= value < 0x8000:
        return value.to_bytes(2, "big", signed=True)
    if kind == "keep" and _is_keep(value):
        return bytes([sum(1 << i for i in value)])
    if kind == "dice" and len(value) == DICE_COUNT and all(_is_die(d) for d in value):
        return bytes(value)
    if kind == "u8_list" and len(value) <= _MAX_LOG_LIST and all(_is_u8(i) for i in value):
        return bytes([len(value), *value])
    return None


def _is_u8(value: object) -> bool:
    return type(value) is int and 0 <= value <= 0xFF


def _is_keep(value: list[Any]) -> bool:
    """Die indexes, ascending, each once (as the game logs a keep)."""
    ints = all(type(i) is int and 0 <= i < DICE_COUNT for i in value)
    return ints and value == sorted(set(value))


def _is_die(value: object) -> bool:
    return type(value) is int and value in FACES


def _unpack_log(body: bytes) -> list[dict[str, Any]]:
    log: list[dict[str, Any]] = []
    at = 0
    while at < len(body):
        if len(log) == MAX_LOG_ENTRIES:
            raise _bad("log", f"must be a list of at most {MAX_LOG_ENTRIES} entries")
        op = body[at]
        at += 1
        if op == _JSON_OP:
            size = int.from_bytes(body[at : at + 2], "big")
            chunk = body[at + 2 : at + 2 + size]
            if len(chunk) != size or size == 0:
                raise _malformed("the link's log is cut short")
            log.append(_parse(chunk))
            at += 2 + size
            continue
        if op >= len(_LINK_OPS):
            raise _malformed("the link's log has an unknown entry")
        action, fields = _LINK_OPS[op]
        entry: dict[str, Any] = {"action": action}
        for key, kind in fields:
            width = _WIDTHS[kind]
            if kind == "u8_list" and at < len(body):
                width += body[at]
            chunk = body[at : at + width]
            if len(chunk) != width:
                raise _malformed("the link's log is cut short")
            entry[key] = _unpack_field(kind, chunk)
            at += width
        log.append(entry)
    return log


def _unpack_field(kind: str, chunk: bytes) -> Any:
    byte = chunk[0]
    if kind == "u8":
        return byte
    if kind == "i16":
        return int.from_bytes(chunk, "big", signed=True)
    if kind == "bool" and byte < 2:
        return bool(byte)
    if kind == "category" and byte < len(_CATEGORIES):
        return _CATEGORIES[byte]
    if kind == "keep" and byte < 1 << DICE_COUNT:
        return [i for i in range(DICE_COUNT) if byte >> i & 1]
    if kind == "dice" and all(d in FACES for d in chunk):
        return list(chunk)
    if kind == "u8_list" and byte <= _MAX_LOG_LIST:
        return list(chunk[1:])
    raise _malformed("the link's log has a value out of range")


def _malformed(message: str) -> InvalidInputError:
    return InvalidInputError(message, "link_malformed")


def _too_long() -> InvalidInputError:
    return InvalidInputError(
        f"a link has at most {MAX_LINK_CHARS} characters", "link_too_long", {"max": MAX_LINK_CHARS}
    )


def _reject_number(text: str) -> Any:
    raise ValueError(f"no such numbers in a record: {text:.20}")


def _parse(data: bytes) -> dict[str, Any]:
    """Canonical JSON (ASCII, shallow) to an object, or ``link_malformed``."""
    try:
        text = data.decode("ascii")
    except UnicodeDecodeError:
        raise InvalidInputError("the link's record is not JSON", "link_malformed") from None
    # Nesting is bounded before the parser recurses: strip strings, keep the brackets and
    # take away the innermost pairs round by round (each round is one pass in C).
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    for _ in range(_MAX_DEPTH_ROUNDS):
        if not brackets:
            break
        brackets = brackets.replace("[]", "").replace("{}", "")
    if brackets:
        raise InvalidInputError("the link's record nests too deep", "link_malformed")
    try:
        value = json.loads(text, parse_float=_reject_number, parse_constant=_reject_number)
    except (ValueError, RecursionError):
        raise InvalidInputError("the link's record is not JSON", "link_malformed") from None
    if not isinstance(value, dict):
        raise InvalidInputError("the link's record is not an object", "link_malformed")
    return value


# --- verifying -------------------------------------------------------------------------


@dataclass(frozen=True)
class Verification:
    """What ``verify`` found. ``ok``: the record is a finished game the rules core
    replays exactly (and, if asked, has the expected code). ``game``: the replayed game
    (also when it is not finished or the code differs; None when the replay could not
    be done). ``code``: the record's check code ("" if it is not a record at all).

    ``problem`` and its ``params``: ``record_malformed`` / ``record_schema`` (the
    ``check_record`` error's params, ``field`` and ``reason``; also for a setup that is
    not the game's own, reason ``setup_not_canonical``, or that ``Game`` refuses);
    ``replay_failed`` (the rules refuse logged action number ``action``, 1-based, in
    ``round``: ``reason`` is the error code); ``replay_mismatch`` (action ``action``
    gives other ``fields`` than logged, e.g. ``("value",)`` for an edited box);
    ``not_finished`` (``round``); ``code_malformed`` (the expected code cannot be a
    check code); ``code_mismatch`` (``expected``)."""

    ok: bool
    game: Game | None
    code: str
    problem: str | None = None
    params: dict[str, object] = field(default_factory=dict)


class _Problem(Exception):
    def __init__(self, code: str, params: dict[str, object]) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def verify(record: object, expected_code: str | None = None) -> Verification:
    """Replay ``record`` in the rules core from its setup: every action must be legal
    and give exactly the logged entry (seat, keep, box values and any dice logged), the
    game must end, and the code must be ``expected_code`` if one is given (any case,
    dash optional). Never raises for a bad record: see ``Verification``."""
    try:
        code = check_code(record)
    except InvalidInputError as error:
        return Verification(False, None, "", error.code, dict(error.params))
    assert isinstance(record, dict)
    try:
        game = _replay(record)
    except _Problem as problem:
        return Verification(False, None, code, problem.code, problem.params)
    if not game.is_finished():
        return Verification(False, game, code, "not_finished", {"round": game.round})
    if expected_code is not None:
        expected = _code_from_text(expected_code)
        if expected is None:
            return Verification(False, game, code, "code_malformed", {})
        if expected != code:
            return Verification(False, game, code, "code_mismatch", {"expected": expected})
    return Verification(True, game, code)


def _try_replay(record: dict[str, Any]) -> Game | None:
    try:
        return _replay(record)
    except _Problem:
        return None


def _fresh_game(setup: dict[str, Any]) -> Game:
    """A new game from a record's setup, checked to be the setup the game itself saves."""
    flags = {key: setup[key] for key in setup.keys() - set(_SETUP_KEYS)}
    try:
        kind = Game.kind_of(flags)
    except InvalidInputError:  # a flag of no kind of game this version knows
        raise _Problem("record_malformed", {"field": "setup", "reason": "setup_unknown"}) from None
    try:
        rules = RuleSet.from_dict(setup["rules"])
        game = kind(setup["players"], rules, setup["seed"], setup["teams"])
    except BalutError as error:
        raise _Problem("record_malformed", {"field": "setup", "reason": error.code}) from None
    if _canonical(game.to_dict()["setup"]) != _canonical(setup):
        raise _Problem("record_malformed", {"field": "setup", "reason": "setup_not_canonical"})
    return game


def _replay(record: dict[str, Any]) -> Game:
    """The record's game replayed entry by entry through ``Game.apply`` (the one
    dispatch of logged actions), each entry checked against what the game logs."""
    game = _fresh_game(record["setup"])
    for number, entry in enumerate(record["log"], 1):
        try:
            produced = game.apply(entry)
        except BalutError as error:
            raise _Problem(
                "replay_failed", {"action": number, "round": game.round, "reason": error.code}
            ) from None
        except (KeyError, TypeError, IndexError, ValueError, AttributeError):
            raise _Problem(
                "replay_failed", {"action": number, "round": game.round, "reason": "malformed"}
            ) from None
        if entry["action"] == "roll" and "dice" not in entry:
            produced = {k: v for k, v in produced.items() if k != "dice"}
        if produced != entry:
            fields = sorted(
                k for k in entry.keys() | produced.keys() if entry.get(k) != produced.get(k)
            )
            raise _Problem(
                "replay_mismatch", {"action": number, "round": game.round, "fields": tuple(fields)}
            )
    return game
