// @ts-check
/**
 * Rebuilds a screen from data, without Python: the shell paints the saved Home screen and
 * the Rules from it before the runtime is up. The data is what `balut.web.vdom.to_data`
 * writes: a text node is a string, an element is `[tag, {attributes}, ...children]`.
 *
 * Only elements and text are made (`createElement`, `textContent`), never HTML parsed;
 * data that is not of this shape, too big, too deep, or asks for a script, an event
 * handler or a foreign link throws a `TypeError` (the caller then keeps the skeleton).
 * Nor may it shadow the page: a `name` (which can replace a `document` method such as
 * getElementById) or an `id` that is a `document` property or already names an element of
 * the page outside `root` (the shell's error panel, its progress line) is refused too.
 */
const SVG_NS = "http://www.w3.org/2000/svg";
const MAX_NODES = 20_000;
const MAX_DEPTH = 40;
const REFUSED_TAGS = new Set(["script", "style", "iframe", "object", "embed", "link", "meta", "base", "template", "foreignobject"]);
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href"]);
// Never in a screen the app renders; each could fetch or shadow something.
const REFUSED_ATTRIBUTES = new Set(["name", "srcset", "poster", "ping", "background", "style"]);

/** @param {string} why @returns {never} */
function refuse(why) {
  throw new TypeError(`not a screen: ${why}`);
}

/** @param {string} value */
function safeUrl(value) {
  // Only this site's own pages and fragments: a stored "javascript:" or foreign link is refused.
  return new URL(value, location.href).origin === location.origin;
}

/** A tag a screen may have: none that runs or loads something.
 * @param {string} tag */
export function allowedTag(tag) {
  return /^[a-z][a-z0-9-]*$/i.test(tag) && !REFUSED_TAGS.has(tag.toLowerCase());
}

/** An attribute a screen may set: no event handler, no link off this site.
 * @param {string} name @param {string} value */
export function allowedAttribute(name, value) {
  const lower = name.toLowerCase();
  if (!/^[a-z][a-z0-9:_.-]*$/i.test(name) || lower.startsWith("on")) return false;
  return !URL_ATTRIBUTES.has(lower) || safeUrl(value);
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
    if (!allowedTag(tag)) refuse(`tag ${tag}`);
    if (attrs === null || typeof attrs !== "object" || Array.isArray(attrs)) refuse("attributes");
    const inSvg = svg || tag === "svg";
    const element = inSvg ? doc.createElementNS(SVG_NS, tag) : doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) {
      const lower = name.toLowerCase();
      if (typeof value !== "string" || !allowedAttribute(name, value) || REFUSED_ATTRIBUTES.has(lower)) {
        refuse(`attribute ${name}`);
      }
      if (lower === "id" && takenId(value)) refuse(`id ${value}`);
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
