"""The shadow document: `Mount` patches it, the ops it records rebuild the same page when
replayed the way static/js/screen.js does (a map of ids to nodes)."""

from __future__ import annotations

import json

from fakes import new_controller, play, set_up_and_start

from balut.web.dom_patch import ROOT_ID, Op, ShadowDocument
from balut.web.screens import render
from balut.web.vdom import SVG_NS, El, Mount, TreeData, h, to_data


class Node:
    """The page's side: a node built from ops only."""

    def __init__(self, tag: str, ns: str = "", data: str = "") -> None:
        self.tag, self.ns, self.data = tag, ns, data
        self.attrs: dict[str, str] = {}
        self.kids: list[Node] = []
        self.parent: Node | None = None
        self.value = ""
        self.checked = False

    def to_data(self) -> TreeData:
        if self.tag == "#text":
            return self.data
        return [self.tag, dict(self.attrs), *(kid.to_data() for kid in self.kids)]


class Page:
    """Replays ops on a map of ids, as the main thread does; refuses ops that make no sense
    there (an unknown id, a `before` that is not a child, text ops on elements)."""

    def __init__(self) -> None:
        self.root = Node("main")
        self.nodes: dict[int, Node] = {ROOT_ID: self.root}

    def apply(self, ops: list[Op]) -> None:
        for op in json.loads(json.dumps(ops)):  # (what crosses to the page is JSON)
            kind, node_id, *rest = op
            if kind == "el":
                assert node_id not in self.nodes
                self.nodes[node_id] = Node(rest[0], rest[1])
            elif kind == "text":
                assert node_id not in self.nodes
                self.nodes[node_id] = Node("#text", data=rest[0])
            elif kind == "attr":
                self.nodes[node_id].attrs[rest[0]] = rest[1]
            elif kind == "rmattr":
                self.nodes[node_id].attrs.pop(rest[0], None)
            elif kind == "prop":
                setattr(self.nodes[node_id], rest[0], rest[1])
            elif kind == "data":
                assert self.nodes[node_id].tag == "#text"
                self.nodes[node_id].data = rest[0]
            elif kind == "insert":
                parent, child = self.nodes[node_id], self.nodes[rest[0]]
                if child.parent is not None:
                    child.parent.kids.remove(child)
                before = None if rest[1] is None else self.nodes[rest[1]]
                index = len(parent.kids) if before is None else parent.kids.index(before)
                parent.kids.insert(index, child)
                child.parent = parent
            elif kind == "remove":
                parent, child = self.nodes[node_id], self.nodes.pop(rest[0])
                parent.kids.remove(child)
                child.parent = None
            else:
                raise AssertionError(f"unknown op {op}")

    def to_data(self) -> list[TreeData]:
        return [kid.to_data() for kid in self.root.kids]


def mounted() -> tuple[ShadowDocument, Mount, Page]:
    shadow = ShadowDocument()
    return shadow, Mount(shadow, shadow.root), Page()


def show(shadow: ShadowDocument, mount: Mount, page: Page, tree: list[El | str]) -> list[Op]:
    mount.render(tree)
    ops = shadow.take_ops()
    page.apply(ops)
    assert page.to_data() == [to_data(node) for node in tree]
    return ops


def item(key: str, text: str) -> El:
    return h("li", {"data-k": key}, text, key=key)


def test_ops_replayed_build_and_patch_the_same_page_as_the_tree() -> None:
    shadow, mount, page = mounted()
    first = [h("h1", {"id": "t"}, "Home"), h("p", {"class": "a"}, "one", h("b", {}, "two"))]
    show(shadow, mount, page, first)
    second = [h("h1", {"id": "t"}, "Game"), h("p", {"title": "x"}, "one"), "tail"]
    ops = show(shadow, mount, page, second)
    assert ["data", 2, "Game"] in ops  # the title's text node changed in place
    assert any(op[0] == "rmattr" and op[2] == "class" for op in ops)
    assert show(shadow, mount, page, second) == []  # nothing changed: no ops


def test_keyed_children_move_instead_of_being_rebuilt() -> None:
    shadow, mount, page = mounted()
    show(shadow, mount, page, [h("ul", {}, [item(k, k.upper()) for k in "abcd"])])
    ops = show(shadow, mount, page, [h("ul", {}, [item(k, k.upper()) for k in "dbae"])])
    created = [op for op in ops if op[0] in ("el", "text")]
    assert len(created) == 2  # only `e` (its <li> and its text) is new
    assert sum(op[0] == "remove" for op in ops) == 1  # `c`


def test_svg_elements_are_made_in_the_svg_namespace() -> None:
    shadow, mount, page = mounted()
    ops = show(shadow, mount, page, [h("svg", {"viewBox": "0 0 2 2"}, h("circle", {"r": "1"}))])
    assert [op[3] for op in ops if op[0] == "el"] == [SVG_NS, SVG_NS]
    ops = show(shadow, mount, page, [h("div", {}, h("span", {}))])
    assert [op[3] for op in ops if op[0] == "el"] == ["", ""]


def test_value_and_checked_are_set_as_properties_unless_the_page_shows_them_already() -> None:
    shadow, mount, page = mounted()
    field = h("input", {"data-field": "name", "value": "An"})
    box = h("input", {"type": "checkbox", "checked": ""})
    show(shadow, mount, page, [field, box])
    name, tick = page.root.kids
    assert (name.value, tick.checked) == ("An", True)
    # The player typed "Ann" (the page reports it with the edit): no op types over it.
    shadow.shown(1, value="Ann")
    typed = [h("input", {"data-field": "name", "value": "Ann"}), box]
    assert show(shadow, mount, page, typed) == [["attr", 1, "value", "Ann"]]
    ops = show(shadow, mount, page, [h("input", {"data-field": "name", "value": "Bo"}), box])
    assert ["prop", 1, "value", "Bo"] in ops
    unticked = [h("input", {"data-field": "name", "value": "Bo"}), h("input", {"type": "checkbox"})]
    assert ["prop", 2, "checked", False] in show(shadow, mount, page, unticked)
    assert (page.root.kids[0].value, page.root.kids[1].checked) == ("Bo", False)


def test_whole_screens_of_a_game_replay_to_what_they_render() -> None:
    controller = new_controller(seed=7)
    shadow, mount, page = mounted()
    show(shadow, mount, page, render(controller.state))
    set_up_and_start(controller, ["Ann", "Bo"])
    show(shadow, mount, page, render(controller.state))
    for action, arg in [
        ("roll-off-done", ""),
        ("start-turn", ""),
        ("roll", ""),
        ("toggle-die", "0"),
        ("roll", ""),
        ("rules", ""),
        ("back", ""),
    ]:
        play(controller, action, arg)
        show(shadow, mount, page, render(controller.state))
