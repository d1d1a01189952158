// @ts-check
/**
 * Rebuilds a screen from data, without Python: the shell paints the saved Home screen and
 * the Rules from it before the runtime is up. The data is what `balut.web.vdom.to_data`
 * writes: a text node is a string, an element is `[tag, {attributes}, ...children]`.
 *
 * Only elements and text are made (`createElement`, `textContent`), never HTML parsed;
 * and only the elements and attributes the app's screens are made of (`SCREEN_TAGS`,
 * `SCREEN_ATTRIBUTES` of balut/web/protocol.py, which the Python renders and no more): no
 * script, no SVG animation (an `<animate>` or `<set>` could rewrite an attribute after its
 * check), no event handler, no attribute that can name a URL. Data that is not of this
 * shape, too big or too deep throws a `TypeError` (the caller then keeps the skeleton).
 * Nor may it shadow the page: a `name` (which can replace a `document` method such as
 * getElementById) or an `id` that is a `document` property or already names an element of
 * the page outside `root` (the shell's error panel, its progress line) is refused too.
 * The worker's DOM ops (screen.js) are held to the same `allowedElement`/`allowedAttribute`.
 */
import { SCREEN_ATTRIBUTES, SCREEN_TAGS, SVG_NAMESPACE } from "./contract.js";

const MAX_NODES = 20_000;
const MAX_DEPTH = 40;
const TAGS = new Set(SCREEN_TAGS);
const ATTRIBUTES = new Set(SCREEN_ATTRIBUTES);

/** @param {string} why @returns {never} */
function refuse(why) {
  throw new TypeError(`not a screen: ${why}`);
}

/** An element a screen may have, made in HTML's namespace (`namespace` "", null or left
 * out) or SVG's.
 * @param {string} tag @param {string | null} [namespace] */
export function allowedElement(tag, namespace = null) {
  return TAGS.has(tag) && (!namespace || namespace === SVG_NAMESPACE);
}

/** An attribute a screen may set (its value is text: none of them names a URL).
 * @param {string} name */
export function allowedAttribute(name) {
  return ATTRIBUTES.has(name);
}

/** The DOM nodes of `nodes` (a list of nodes, as a screen renders) in a DocumentFragment,
 * to go into `root` (whose own elements' ids may come again).
 * @param {unknown} nodes @param {{root?: Node | null, doc?: Document}} [where] */
export function buildTree(nodes, { root = null, doc = document } = {}) {
  if (!Array.isArray(nodes)) refuse("a list of nodes");
  /** @param {string} id */
  function takenId(id) {
    if (id in doc) return true;
    const holder = doc.getElementById(id);
    return holder !== null && !root?.contains(holder);
  }
  let count = 0;
  /** @param {unknown} node @param {number} depth @param {boolean} svg @returns {Node} */
  function build(node, depth, svg) {
    if (++count > MAX_NODES) refuse("too many nodes");
    if (depth > MAX_DEPTH) refuse("too deep");
    if (typeof node === "string") return doc.createTextNode(node);
    if (!Array.isArray(node) || typeof node[0] !== "string") refuse("a node is text or [tag, attrs, ...]");
    const [tag, attrs, ...children] = node;
    if (!allowedElement(tag)) refuse(`tag ${tag}`);
    if (attrs === null || typeof attrs !== "object" || Array.isArray(attrs)) refuse("attributes");
    const inSvg = svg || tag === "svg";
    const element = inSvg ? doc.createElementNS(SVG_NAMESPACE, tag) : doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) {
      // (`name` too: here it could shadow a document method; forms of Home have none.)
      if (typeof value !== "string" || !allowedAttribute(name) || name === "name") {
        refuse(`attribute ${name}`);
      }
      if (name === "id" && takenId(value)) refuse(`id ${value}`);
      element.setAttribute(name, value);
      if (name === "value") /** @type {HTMLInputElement} */ (element).value = value;
      if (name === "checked") /** @type {HTMLInputElement} */ (element).checked = true;
    }
    for (const child of children) element.appendChild(build(child, depth + 1, inSvg));
    return element;
  }
  const fragment = doc.createDocumentFragment();
  for (const node of nodes) fragment.appendChild(build(node, 0, false));
  return fragment;
}
