"""A shadow document: `vdom.Mount` patches it as it would the page, and every change is
recorded as data for the main thread to replay (static/js/screen.js).

Python runs in a web worker, which has no DOM. `ShadowDocument` gives `Mount` exactly the
part of the DOM API it uses (create nodes, walk and reorder children, attributes, text,
`value`/`checked`); each node carries a number, and each mutation becomes one op:

    ["el", id, tag, ns]           a new element (ns: "" for HTML, else its namespace)
    ["text", id, data]            a new text node
    ["attr", id, name, value]     setAttribute
    ["rmattr", id, name]          removeAttribute
    ["prop", id, name, value]     the `value` (a string) or `checked` (a bool) property
    ["insert", parent, id, before]  insertBefore (before: an id, or None = append)
    ["remove", parent, id]        removeChild
    ["data", id, text]            a text node's new text

The root (`<main id="app">`) is node 0. Ops are JSON-ready; `take_ops()` hands over what
was recorded since the last call. Pure Python: tested in CPython (tests/web).
"""

from __future__ import annotations

from typing import Any

ROOT_ID = 0
FIELD_TAGS = frozenset({"input", "textarea", "select"})

Op = list[Any]


class ShadowNode:
    """One node of the shadow tree (element or text)."""

    __slots__ = (
        "_checked",
        "_data",
        "_value",
        "attributes",
        "children",
        "document",
        "id",
        "namespaceURI",
        "parent",
        "tag",
    )

    def __init__(self, document: ShadowDocument, node_id: int, tag: str, ns: str | None) -> None:
        self.document = document
        self.id = node_id
        self.tag = tag  # "#text" for a text node
        self.namespaceURI = ns
        self.parent: ShadowNode | None = None
        self.children: list[ShadowNode] = []
        self.attributes: dict[str, str] = {}
        self._data = ""
        self._value = ""
        self._checked = False

    @property
    def data(self) -> str:
        return self._data

    @data.setter
    def data(self, text: str) -> None:
        self._data = text
        self.document.ops.append(["data", self.id, text])

    # --- tree ---------------------------------------------------------------------------

    @property
    def firstChild(self) -> ShadowNode | None:
        return self.children[0] if self.children else None

    @property
    def nextSibling(self) -> ShadowNode | None:
        parent = self.parent
        if parent is None:
            return None
        siblings = parent.children
        index = siblings.index(self) + 1
        return siblings[index] if index < len(siblings) else None

    def isSameNode(self, other: Any) -> bool:
        return self is other

    def _detach(self, child: ShadowNode) -> None:
        if child.parent is not None:
            child.parent.children.remove(child)
            child.parent = None

    def appendChild(self, child: ShadowNode) -> ShadowNode:
        return self.insertBefore(child, None)

    def insertBefore(self, child: ShadowNode, before: ShadowNode | None) -> ShadowNode:
        self._detach(child)
        if before is None:
            self.children.append(child)
        else:
            self.children.insert(self.children.index(before), child)
        child.parent = self
        self.document.ops.append(
            ["insert", self.id, child.id, None if before is None else before.id]
        )
        return child

    def removeChild(self, child: ShadowNode) -> ShadowNode:
        self.children.remove(child)
        child.parent = None
        self.document.ops.append(["remove", self.id, child.id])
        self.document.drop(child)
        return child

    # --- attributes and properties ------------------------------------------------------

    def setAttribute(self, name: str, value: str) -> None:
        self.attributes[name] = value
        self.document.ops.append(["attr", self.id, name, value])

    def removeAttribute(self, name: str) -> None:
        self.attributes.pop(name, None)
        self.document.ops.append(["rmattr", self.id, name])

    @property
    def value(self) -> str:
        # (what the page shows may differ once the player typed: Mount then sets it)
        return self._value

    @value.setter
    def value(self, value: str) -> None:
        self._value = value
        self.document.ops.append(["prop", self.id, "value", value])

    @property
    def checked(self) -> bool:
        return self._checked

    @checked.setter
    def checked(self, value: bool) -> None:
        self._checked = value
        self.document.ops.append(["prop", self.id, "checked", value])


class ShadowDocument:
    """Creates shadow nodes and records the ops that build and patch the page's copy."""

    def __init__(self) -> None:
        self.ops: list[Op] = []
        self._next_id = ROOT_ID + 1
        self.root = ShadowNode(self, ROOT_ID, "main", None)
        # Form fields by id, as long as they are on the page (`shown`).
        self._fields: dict[int, ShadowNode] = {}

    def _new(self, tag: str, ns: str | None) -> ShadowNode:
        node = ShadowNode(self, self._next_id, tag, ns)
        self._next_id += 1
        if tag in FIELD_TAGS:
            self._fields[node.id] = node
        return node

    def createElement(self, tag: str) -> ShadowNode:
        node = self._new(tag, None)
        self.ops.append(["el", node.id, tag, ""])
        return node

    def createElementNS(self, ns: str, tag: str) -> ShadowNode:
        node = self._new(tag, ns)
        self.ops.append(["el", node.id, tag, ns])
        return node

    def createTextNode(self, data: str) -> ShadowNode:
        node = self._new("#text", None)
        node._data = data
        self.ops.append(["text", node.id, data])
        return node

    def shown(self, node_id: int, value: str | None = None, checked: bool | None = None) -> None:
        """What the player made a form field show (reported with their edit): no op, and
        the next patch compares with it, so a frame never types over newer keystrokes."""
        node = self._fields.get(node_id)
        if node is None:
            return
        if value is not None:
            node._value = value
        if checked is not None:
            node._checked = checked

    def drop(self, node: ShadowNode) -> None:
        """A node taken out of the page for good (Mount never puts one back)."""
        self._fields.pop(node.id, None)
        for child in node.children:
            self.drop(child)

    def fork(self) -> tuple[ShadowDocument, dict[int, ShadowNode]]:
        """A copy of this document with the same node ids (no ops recorded), and its nodes
        by id: the app tries a tap on a copy (balut.web.app `App.prepare`)."""
        twin = ShadowDocument.__new__(ShadowDocument)
        twin.ops = []
        twin._next_id = self._next_id
        nodes: dict[int, ShadowNode] = {}

        def copy_of(node: ShadowNode, parent: ShadowNode | None) -> ShadowNode:
            copied = ShadowNode(twin, node.id, node.tag, node.namespaceURI)
            copied.parent = parent
            copied.attributes = dict(node.attributes)
            copied._data, copied._value, copied._checked = node._data, node._value, node._checked
            copied.children = [copy_of(child, copied) for child in node.children]
            nodes[node.id] = copied
            return copied

        twin.root = copy_of(self.root, None)
        twin._fields = {node_id: nodes[node_id] for node_id in self._fields if node_id in nodes}
        return twin, nodes

    def take_ops(self) -> list[Op]:
        """The ops recorded since the last call."""
        ops, self.ops = self.ops, []
        return ops
