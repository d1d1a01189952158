// @ts-check
/**
 * The shell's words before Python runs, in the player's language.
 *
 * The language is the one chosen in the app (localStorage `balut:language`, written by
 * balut/web/storage.py), else the first of `navigator.languages` we have a catalog for,
 * else English. It is put on `<html lang>`, which the Python UI reads when it starts: this
 * is the one place the language is picked. Afterwards the UI passes its language in, so the
 * shell follows it even when storage is blocked and the choice lives in memory only. The words come from static/js/strings.js,
 * generated from the same catalogs as the app's (balut/web/locales).
 */
import { LANGUAGE_KEY, SCHEMA_VERSION } from "./contract.js";
import { SHELL_TEXT } from "./strings.js";

// Every Norwegian tag reads Bokmål.
/** @type {Record<string, string>} */
const ALIASES = { no: "nb", nn: "nb" };
/** @type {Record<string, Record<string, string>>} language -> key -> words */
const CATALOGS = SHELL_TEXT;

/** The language chosen in the app: storage.py keeps it as `{"schema": 1, "data": "da"}`. */
function storedLanguage() {
  try {
    const saved = JSON.parse(/** @type {string} */ (localStorage.getItem(LANGUAGE_KEY)));
    // Another schema is not read (Python backs it up): the next visit would differ.
    return saved?.schema === SCHEMA_VERSION && typeof saved.data === "string" ? saved.data : null;
  } catch {
    return null; // storage blocked or damaged: follow the browser
  }
}

function chooseLanguage() {
  const stored = storedLanguage();
  if (stored && Object.hasOwn(SHELL_TEXT, stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = String(tag).toLowerCase().split(/[-_]/)[0];
    const language = ALIASES[primary] ?? primary;
    if (Object.hasOwn(SHELL_TEXT, language)) return language;
  }
  return "en";
}

/** The shell sentence `key` in the page's current language, with `{name}` values put in.
 * @param {string} key @param {Record<string, string | number>} [values] */
export function text(key, values = {}) {
  const words = CATALOGS[document.documentElement.lang] ?? CATALOGS.en;
  const template = words[key] ?? CATALOGS.en[key];
  return template.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}

/** Put `language` (at start-up: the one chosen as above) on `<html lang>` and word every
 * `data-i18n` element in it. */
export function translateShell(language = chooseLanguage()) {
  document.documentElement.lang = language;
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-i18n]"))) {
    element.textContent = text(element.dataset.i18n ?? "");
  }
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (
    document.querySelectorAll("[data-i18n-label]")
  )) {
    element.setAttribute("aria-label", text(element.dataset.i18nLabel ?? ""));
  }
  /** @type {HTMLMetaElement} */ (document.querySelector('meta[name="description"]')).content =
    text("shell.description");
  const steps = /** @type {HTMLElement} */ (document.getElementById("ios-install-hint-steps"));
  const strong = (/** @type {string} */ key) => {
    const element = document.createElement("strong");
    element.textContent = text(key);
    return element;
  };
  // (two control characters mark where the buttons' names go: no catalog has them)
  // eslint-disable-next-line no-control-regex
  const parts = text("shell.install.steps", { share: "\u0000", add: "\u0001" }).split(/([\u0000\u0001])/);
  steps.replaceChildren(
    ...parts.map((part) =>
      part === "\u0000" ? strong("shell.install.share")
        : part === "\u0001" ? strong("shell.install.add")
          : document.createTextNode(part),
    ),
  );
}
