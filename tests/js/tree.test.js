// The screen allowlist (static/js/tree.js), under Node's test runner: node --test tests/js/
// (static/js/contract.js first: python3 scripts/build.py, as make does). buildTree runs on
// a tiny fake document that records what it was asked to make.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { SCREEN_ATTRIBUTES, SCREEN_TAGS, SVG_NAMESPACE } from "../../static/js/contract.js";
import { allowedAttribute, allowedElement, buildTree } from "../../static/js/tree.js";

class FakeNode {
  constructor(tag, namespace = null) {
    this.tag = tag;
    this.namespace = namespace;
    this.attributes = {};
    this.childNodes = [];
  }

  setAttribute(name, value) {
    this.attributes[name] = value;
  }

  appendChild(child) {
    this.childNodes.push(child);
    return child;
  }
}

const fakeDocument = {
  createElement: (tag) => new FakeNode(tag),
  createElementNS: (namespace, tag) => new FakeNode(tag, namespace),
  createTextNode: (text) => Object.assign(new FakeNode("#text"), { text }),
  createDocumentFragment: () => new FakeNode("#fragment"),
  getElementById: () => null,
};

/** What buildTree makes of `nodes` on the fake document, or "refused". */
function built(nodes) {
  try {
    return buildTree(nodes, { doc: /** @type {any} */ (fakeDocument) });
  } catch (error) {
    if (error instanceof TypeError) return "refused";
    throw error;
  }
}

// What the adversarial run tried: SVG animation rewriting a link after its check ...
const ANIMATION = ["animate", "set", "animateMotion", "animateTransform", "discard"];
// ... and every attribute that can name a URL (or rewrite one), with one of ours as value.
const URL_ATTRIBUTES = [
  "href",
  "xlink:href",
  "src",
  "action",
  "formaction",
  "poster",
  "data",
  "codebase",
  "cite",
  "background",
  "ping",
  "srcset",
  "style",
  "attributeName",
  "from",
  "to",
  "values",
  "by",
];
const LOADING_TAGS = ["script", "a", "img", "image", "use", "iframe", "object", "embed", "link"];

describe("tree.js builds only what the app's screens are made of", () => {
  test("SVG animation elements are refused, in the chart's svg or on their own", () => {
    for (const tag of ANIMATION) {
      assert.equal(allowedElement(tag, SVG_NAMESPACE), false, tag);
      assert.equal(built([["svg", {}, [tag, { attributeName: "class", to: "x" }]]]), "refused", tag);
      assert.equal(built([[tag, {}]]), "refused", tag);
    }
  });

  test("a link rewritten by <set> after its check is refused (the run's javascript: link)", () => {
    const link = ["a", { href: "/" }, ["set", { attributeName: "href", to: "javascript:alert(1)" }]];
    assert.equal(built([["svg", {}, link]]), "refused");
  });

  test("every attribute that can name a URL is refused, even with this site's address", () => {
    for (const name of URL_ATTRIBUTES) {
      assert.equal(allowedAttribute(name), false, name);
      for (const value of ["/", "#top", "javascript:alert(1)", "https://elsewhere.example/"]) {
        assert.equal(built([["div", { [name]: value }]]), "refused", `${name}=${value}`);
        assert.equal(built([["svg", {}, ["rect", { [name]: value }]]]), "refused", name);
      }
    }
  });

  test("elements that run or load something are refused, in any case", () => {
    for (const tag of [...LOADING_TAGS, "foreignObject", "SCRIPT", "Div", "math"]) {
      assert.equal(allowedElement(tag), false, tag);
      assert.equal(built([[tag, {}]]), "refused", tag);
    }
  });

  test("handlers and attributes spelled otherwise are refused", () => {
    for (const name of ["onclick", "onload", "onbegin", "onend", "HREF", "Class", "VIEWBOX"]) {
      assert.equal(allowedAttribute(name), false, name);
      assert.equal(built([["div", { [name]: "x" }]]), "refused", name);
    }
  });

  test("an element is made in HTML's namespace or SVG's only", () => {
    assert.equal(allowedElement("div", null), true);
    assert.equal(allowedElement("div", ""), true);
    assert.equal(allowedElement("rect", SVG_NAMESPACE), true);
    assert.equal(allowedElement("div", "http://www.w3.org/1998/Math/MathML"), false);
    assert.equal(allowedElement("div", "http://www.w3.org/1999/xhtml"), false);
  });

  test("a `name` is refused in a stored screen (it could shadow a document method)", () => {
    assert.equal(allowedAttribute("name"), true); // (a radio group's, in the worker's ops)
    assert.equal(built([["input", { name: "getElementById" }]]), "refused");
  });

  test("every element and attribute of the app's screens is built, SVG in its namespace", () => {
    const attributes = Object.fromEntries(
      SCREEN_ATTRIBUTES.filter((name) => name !== "name").map((name) => [name, "1"]),
    );
    const fragment = built([
      ...SCREEN_TAGS.filter((tag) => tag !== "svg").map((tag) => [tag, attributes, "words"]),
      ["svg", {}, ["polyline", { points: "0,0 1,1" }]],
    ]);
    assert.notEqual(fragment, "refused");
    const made = fragment.childNodes;
    assert.deepEqual(
      made.map((node) => node.tag),
      [...SCREEN_TAGS.filter((tag) => tag !== "svg"), "svg"],
    );
    assert.deepEqual(made[0].attributes, attributes);
    assert.equal(made.at(-1).childNodes[0].namespace, SVG_NAMESPACE);
  });
});
