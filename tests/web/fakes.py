"""The one set of stand-ins the browser-free glue tests share: a fake DOM for `Mount`,
a dict-backed localStorage, the storage's and the page's clocks, and a tap helper."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from balut.web.controller import Controller
from balut.web.effects import Effect, Focus
from balut.web.protocol import ARCHIVE_PREFIX
from balut.web.screens import render
from balut.web.storage import Storage
from balut.web.vdom import El, Mount

# --- a fake DOM with just what Mount uses ---------------------------------------------------


class FakeNode:
    def __init__(self, tag: str | None = None, text: str = "") -> None:
        self.tag, self.data = tag, text
        self.attrs: dict[str, str] = {}
        self.kids: list[FakeNode] = []
        self.parentNode: FakeNode | None = None
        self.value = ""
        self.checked = False
        self.namespaceURI = "http://www.w3.org/1999/xhtml"

    @property
    def firstChild(self) -> FakeNode | None:
        return self.kids[0] if self.kids else None

    @property
    def nextSibling(self) -> FakeNode | None:
        assert self.parentNode is not None
        siblings = self.parentNode.kids
        index = siblings.index(self)
        return siblings[index + 1] if index + 1 < len(siblings) else None

    def isSameNode(self, other: FakeNode) -> bool:
        return self is other

    def setAttribute(self, name: str, value: str) -> None:
        self.attrs[name] = value

    def removeAttribute(self, name: str) -> None:
        self.attrs.pop(name, None)

    def _adopt(self, node: FakeNode) -> None:
        if node.parentNode is not None:
            node.parentNode.kids.remove(node)
        node.parentNode = self

    def appendChild(self, node: FakeNode) -> None:
        self._adopt(node)
        self.kids.append(node)

    def removeChild(self, node: FakeNode) -> None:
        self.kids.remove(node)
        node.parentNode = None

    def insertBefore(self, node: FakeNode, ref: FakeNode | None) -> None:
        self._adopt(node)
        self.kids.insert(len(self.kids) if ref is None else self.kids.index(ref), node)

    def replaceChild(self, new: FakeNode, old: FakeNode) -> None:
        self._adopt(new)
        self.kids[self.kids.index(old)] = new
        old.parentNode = None

    def html(self) -> str:
        if self.tag is None:
            return self.data
        attrs = "".join(f' {k}="{v}"' for k, v in sorted(self.attrs.items()))
        return f"<{self.tag}{attrs}>{''.join(k.html() for k in self.kids)}</{self.tag}>"


class FakeDocument:
    def createElement(self, tag: str) -> FakeNode:
        return FakeNode(tag)

    def createElementNS(self, namespace: str, tag: str) -> FakeNode:
        node = FakeNode(tag)
        node.namespaceURI = namespace
        return node

    def createTextNode(self, text: str) -> FakeNode:
        return FakeNode(None, text)


def page_html(controller: Controller) -> str:
    """The page the controller's state paints, as HTML text."""
    root = FakeNode("main")
    Mount(FakeDocument(), root).render(render(controller.state))
    html: str = root.html()
    return html


# --- storage and clocks ---------------------------------------------------------------------


class FakeLocalStorage:
    """Dict-backed stand-in for ``js.localStorage`` with an optional size quota."""

    def __init__(self, quota: int | None = None) -> None:
        self.items: dict[str, str] = {}
        self.quota = quota
        self.set_calls = 0

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.set_calls += 1
        used = sum(len(k) + len(str(v)) for k, v in self.items.items() if k != key)
        if self.quota is not None and used + len(key) + len(value) > self.quota:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        self.items[key] = str(value)

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)

    def key(self, index: int) -> str | None:
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None

    @property
    def length(self) -> int:
        return len(self.items)

    def room(self) -> int | None:
        """Characters free under the quota (None: no quota)."""
        if self.quota is None:
            return None
        return self.quota - sum(len(k) + len(v) for k, v in self.items.items())

    def backups(self) -> dict[str, str]:
        return {k: v for k, v in self.items.items() if k.startswith("balut:backup:")}


class FakePageStorage(FakeLocalStorage):
    """localStorage with a quota and the page's history archive behind one backend, as
    the worker's copy of the saves is (balut.web.saves_mirror): archive keys take none of
    the quota."""

    def setItem(self, key: str, value: str) -> None:
        if key.startswith(ARCHIVE_PREFIX):
            self.items[key] = value
            return
        self.set_calls += 1
        used = sum(len(k) + len(v) for k, v in self.local().items() if k != key)
        if self.quota is not None and used + len(key) + len(value) > self.quota:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        self.items[key] = value

    def room(self) -> int | None:
        if self.quota is None:
            return None
        return self.quota - sum(len(k) + len(v) for k, v in self.local().items())

    def local(self) -> dict[str, str]:
        """What localStorage holds (the archive's chunks aside)."""
        return {k: v for k, v in self.items.items() if not k.startswith(ARCHIVE_PREFIX)}

    def chunks(self) -> dict[str, str]:
        return {k: v for k, v in self.items.items() if k.startswith(ARCHIVE_PREFIX)}


class BlockedLocalStorage:
    """Every access throws, like localStorage with site data blocked."""

    def getItem(self, key: str) -> str | None:
        raise RuntimeError("SecurityError: access denied")

    def setItem(self, key: str, value: str) -> None:
        raise RuntimeError("SecurityError: access denied")

    def removeItem(self, key: str) -> None:
        raise RuntimeError("SecurityError: access denied")


class StorageClock:
    """Storage's seconds clock: one second later at every reading (distinct backup stamps)."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


class PageClock:
    """The page's millisecond clock, moved by hand (`ms += ...`)."""

    def __init__(self) -> None:
        self.ms = 1_000_000.0

    def __call__(self) -> float:
        return self.ms


# --- taps -----------------------------------------------------------------------------------


def new_controller(
    backend: FakeLocalStorage | None = None, seed: int | None = None, clock: PageClock | None = None
) -> Controller:
    """A controller on fake storage (a fresh one unless given) and, if given, a page clock."""
    storage = Storage(FakeLocalStorage() if backend is None else backend)
    if clock is None:
        return Controller(storage, seed=seed)
    return Controller(storage, seed=seed, clock=clock)


def play(controller: Controller, action: str, arg: str = "") -> list[Effect]:
    """One tap as the app does it: dispatch, save, render; its effects."""
    return controller.perform(action, arg)


def focused(effects: list[Effect]) -> str | None:
    """The element these effects focus (the last asked for), if any."""
    return next((e.selector for e in reversed(effects) if isinstance(e, Focus)), None)


def set_up_and_start(
    controller: Controller, names: list[str], fields: Mapping[str, str] | None = None
) -> None:
    """New game, the players' names typed, fields of the table's section set (by their
    `data-arg`, e.g. "stake" or "match-games"), then Start game (a setup left with Back,
    which New game shows again, down to one seat first)."""
    play(controller, "new-game")
    while len(controller.state.setup.names) > 1:
        play(controller, "remove-player", "1")
    for index, name in enumerate(names):
        if index:
            play(controller, "add-player")
        controller.edit("name", str(index), name)
    for key, value in (fields or {}).items():
        controller.edit("play", key, value)
    play(controller, "start-game")


def words_read(tree: El | str) -> Iterator[str]:
    """Text nodes of a rendered tree and the attributes a player reads or hears."""
    if isinstance(tree, str):
        yield tree
        return
    for name in ("aria-label", "placeholder", "title"):
        if name in tree.attrs:
            yield tree.attrs[name]
    for child in tree.children:
        yield from words_read(child)
