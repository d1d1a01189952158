"""A tiny virtual DOM: screens describe the page as `El` trees; `Mount` patches a DOM (in
the worker, dom_patch.ShadowDocument, whose changes the page replays on the real one).

Only the nodes whose description changed are touched, so a roll updates five dice and a few
numbers instead of rebuilding the page (fast on a phone, and keyboard focus stays put).
User text always reaches the DOM as text nodes or attribute values, never as HTML.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from balut.web.protocol import SVG_NAMESPACE as SVG_NS

# Attributes that live as DOM properties once the user can change them.
_PROPERTIES = frozenset({"value", "checked"})


@dataclass(frozen=True, slots=True)
class El:
    """One element: tag, attributes (strings; None or False drops one) and children."""

    tag: str
    attrs: Mapping[str, str] = field(default_factory=dict)
    children: tuple[El | str, ...] = ()
    key: str | None = None


# What a screen may pass as children: nodes, text, None (skipped) and nested lists of them.
Children = El | str | None | Iterable["Children"]


def h(
    tag: str,
    attrs: Mapping[str, str | bool | int | None] | None = None,
    *children: Children,
    key: str | None = None,
) -> El:
    """Build an `El`; `True` attributes become present-and-empty, nested lists are flattened."""
    clean: dict[str, str] = {}
    for name, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        clean[name] = "" if value is True else str(value)
    return El(tag, clean, tuple(_flatten(children)), key)


def action(
    label: str | El | Sequence[El | str],
    name: str,
    arg: str | int = "",
    *,
    cls: str = "",
    aria_label: str | None = None,
    disabled: bool = False,
    pressed: bool | None = None,
    key: str | None = None,
) -> El:
    """A button that triggers the app action `name` with `arg` when pressed (the app reads
    `data-action`/`data-arg` on a tap; see `balut.web.app`)."""
    return h(
        "button",
        {
            "type": "button",
            "class": cls or None,
            "data-action": name,
            "data-arg": str(arg) if arg != "" else None,
            "aria-label": aria_label,
            "aria-pressed": None if pressed is None else ("true" if pressed else "false"),
            "disabled": disabled,
        },
        label,
        key=key,
    )


TreeData = str | list[Any]


def to_data(node: El | str) -> TreeData:
    """`node` as JSON-ready data the shell can rebuild without Python (static/js/tree.js):
    text stays a string, an element is `[tag, {attributes}, *children]`."""
    if isinstance(node, str):
        return node
    return [node.tag, dict(node.attrs), *(to_data(child) for child in node.children)]


def _flatten(children: Iterable[Children]) -> Iterable[El | str]:
    for child in children:
        if child is None:
            continue
        if isinstance(child, El | str):
            if child != "":
                yield child
        else:
            yield from _flatten(child)


class _Node:
    """A mounted description paired with its DOM node."""

    __slots__ = ("children", "dom", "vnode")

    def __init__(self, vnode: El | str, dom: Any, children: list[_Node]) -> None:
        self.vnode = vnode
        self.dom = dom
        self.children = children


class Mount:
    """Keeps the real children of `root` equal to the last rendered description."""

    def __init__(self, document: Any, root: Any) -> None:
        self._document = document
        self._root = root
        self._children: list[_Node] = []
        while root.firstChild is not None:
            root.removeChild(root.firstChild)

    def render(self, tree: Iterable[El | str]) -> None:
        """Patch the DOM under the root to match `tree`."""
        self._children = self._patch_children(self._root, self._children, list(tree))

    def fork(self, document: Any, copy_of: Callable[[Any], Any]) -> Mount:
        """This mount on `document`, a copy of its DOM: `copy_of(node)` is a node's copy
        there. (The descriptions are immutable and shared.)"""

        def fork_node(node: _Node) -> _Node:
            return _Node(node.vnode, copy_of(node.dom), [fork_node(c) for c in node.children])

        twin = Mount.__new__(Mount)
        twin._document = document
        twin._root = copy_of(self._root)
        twin._children = [fork_node(node) for node in self._children]
        return twin

    def _create(self, vnode: El | str, svg: bool = False) -> _Node:
        """A new DOM node; `svg`: inside an `<svg>`, whose elements live in its namespace."""
        if isinstance(vnode, str):
            return _Node(vnode, self._document.createTextNode(vnode), [])
        svg = svg or vnode.tag == "svg"
        if svg:
            dom = self._document.createElementNS(SVG_NS, vnode.tag)
        else:
            dom = self._document.createElement(vnode.tag)
        for name, value in vnode.attrs.items():
            _set_attr(dom, name, value)
        children = [self._create(child, svg) for child in vnode.children]
        for child in children:
            dom.appendChild(child.dom)
        return _Node(vnode, dom, children)

    def _patch(self, node: _Node, vnode: El | str) -> _Node:
        """Update a node in place; `_patch_children` only pairs compatible nodes with the
        same key (text with text, elements of one tag)."""
        old = node.vnode
        if old is vnode or old == vnode:
            return node
        if isinstance(vnode, str) or isinstance(old, str):
            node.dom.data = vnode
            node.vnode = vnode
            return node
        if old.attrs != vnode.attrs:
            for name in old.attrs.keys() - vnode.attrs.keys():
                _remove_attr(node.dom, name)
            for name, value in vnode.attrs.items():
                if old.attrs.get(name) != value or name in _PROPERTIES:
                    _set_attr(node.dom, name, value)
        if old.children != vnode.children:
            node.children = self._patch_children(node.dom, node.children, list(vnode.children))
        node.vnode = vnode
        return node

    @staticmethod
    def _take(keyed: dict[str, _Node], unkeyed: list[_Node], key: str | None) -> _Node | None:
        """The old node a new child reuses: same key, or the next unkeyed one."""
        if key is not None:
            return keyed.pop(key, None)
        return unkeyed.pop(0) if unkeyed else None

    def _patch_children(self, parent: Any, old: list[_Node], new: list[El | str]) -> list[_Node]:
        """Match children by key (or position), patch them and fix their order."""
        keyed = {k: n for n in old if (k := _key(n.vnode)) is not None}
        unkeyed = [n for n in old if _key(n.vnode) is None]
        result: list[_Node] = []
        for vnode in new:
            key = _key(vnode)
            match = self._take(keyed, unkeyed, key)
            if match is not None and _compatible(match.vnode, vnode):
                result.append(self._patch(match, vnode))
            else:
                if match is not None:
                    parent.removeChild(match.dom)
                result.append(self._create(vnode, _in_svg(parent)))
        for leftover in [*keyed.values(), *unkeyed]:
            parent.removeChild(leftover.dom)
        current = parent.firstChild
        for node in result:
            if current is None or not current.isSameNode(node.dom):
                parent.insertBefore(node.dom, current)
            else:
                current = current.nextSibling
        return result


def _in_svg(parent: Any) -> bool:
    """True when `parent` is an SVG element (its new children go in its namespace)."""
    return getattr(parent, "namespaceURI", None) == SVG_NS


def _key(vnode: El | str) -> str | None:
    return None if isinstance(vnode, str) else vnode.key


def _compatible(old: El | str, new: El | str) -> bool:
    if isinstance(old, str) or isinstance(new, str):
        return isinstance(old, str) and isinstance(new, str)
    return old.tag == new.tag


def _set_attr(dom: Any, name: str, value: str) -> None:
    if name == "value":
        if dom.value != value:
            dom.value = value
    elif name == "checked":
        dom.checked = True
    dom.setAttribute(name, value)


def _remove_attr(dom: Any, name: str) -> None:
    if name == "checked":
        dom.checked = False
    elif name == "value":
        dom.value = ""
    dom.removeAttribute(name)
