// @ts-check
/**
 * The timing of taps, in one place (screen.js and saved-screen.js use it; unit tests in
 * tests/js/taps.test.js). No DOM of its own: it is handed elements, clocks and timers.
 *
 * - A die held down (`DiePress`, LONG_PRESS_MS) or tapped twice (DOUBLE_TAP_MS) holds
 *   every die of its face: `hold-face`.
 * - A finger's tap just after the screen changed under it (a frame's `settle`) is the
 *   stray second tap of a double tap (`StrayTaps`): not made, unless on the same words
 *   as the tap before (Back, Back). Mouse and keyboard clicks are always made.
 * - A tap made while Python still answers an earlier event waits (`WaitingTaps`), then is
 *   made again on the element there now with the same action, argument and words
 *   (`reaim`), or dropped when there is none.
 * - The taps a player is likely to make next are answered ahead (`TapsAhead`), each for
 *   the state it was made on (`epoch`).
 *
 * The numbers come from Python (balut/web/protocol.py, through contract.js).
 */
import { DOUBLE_TAP_MS, LONG_PRESS_MS } from "./contract.js";

/** @typedef {import("./contract.js").ActionEvent} ActionEvent */
/** @typedef {import("./contract.js").PageEvent} PageEvent */
/** @typedef {import("./contract.js").PrepareRequest} PrepareRequest */
/** @typedef {{selector: string, words: string}} Like what finds a tapped element again */

/** The words of the element tapped: its text, else its label.
 * @param {Element} element */
export function label(element) {
  return (element.textContent || element.getAttribute("aria-label") || "").trim();
}

/** @param {string} text */
const escape = (text) => CSS.escape(text);

/** What finds `element`'s like on the next screen: its action or field and argument (a
 * selector), and its words.
 * @param {HTMLElement} element
 * @returns {Like} */
export function likeOf(element) {
  const [kind, name] = element.dataset.action
    ? ["action", element.dataset.action]
    : ["field", element.dataset.field ?? ""];
  const arg = element.getAttribute("data-arg");
  const argument = arg === null ? ":not([data-arg])" : `[data-arg="${escape(arg)}"]`;
  return { selector: `[data-${kind}="${escape(name)}"]${argument}`, words: label(element) };
}

/** @param {Element | null} element @param {string} words */
function usable(element, words) {
  const disabled = /** @type {HTMLButtonElement | null} */ (element)?.disabled;
  return element !== null && !disabled && label(element) === words;
}

/** The enabled element in `root` like the one tapped (`like`): null when there is none.
 * @param {ParentNode} root @param {Like} like
 * @returns {HTMLElement | null} */
export function sameAs(root, like) {
  const same = [...root.querySelectorAll(like.selector)].find((one) => usable(one, like.words));
  return /** @type {HTMLElement | undefined} */ (same) ?? null;
}

/** The tap `event` made again on the screen in `root` now: on the element like the one
 * tapped (`like`), else on the one action with the same words (Back on another screen is
 * another action); a tap with nothing to find again (`like` null: a dialog's Escape) only
 * while a dialog is open; null when there is none.
 * @param {ParentNode} root @param {ActionEvent} event @param {Like | null} like
 * @returns {ActionEvent | null} */
export function reaim(root, event, like) {
  if (like === null) return root.querySelector("dialog") ? event : null;
  if (sameAs(root, like)) return event;
  const named = like.words
    ? [...root.querySelectorAll("[data-action]")].filter((element) => usable(element, like.words))
    : [];
  if (named.length !== 1) return null;
  const element = /** @type {HTMLElement} */ (named[0]);
  const arg = element.getAttribute("data-arg") ?? "";
  return { type: "action", name: element.dataset.action ?? "", arg };
}

/** Stray second taps: a finger's tap within a frame's `settle` of its change. */
export class StrayTaps {
  /** @param {() => number} now a monotonic clock (ms) */
  constructor(now = () => performance.now()) {
    this.now = now;
    this.until = 0; // a finger's tap before this is a stray one
    /** @type {string | null | undefined} the words of the element last tapped */
    this.lastWords = null;
  }

  /** The screen changed under the finger: taps in the next `ms` are strays.
   * @param {number} ms */
  settle(ms) {
    this.until = this.now() + ms;
  }

  /** Whether a tap by `pointerType` on `words` is a stray one (not to be made).
   * @param {string | undefined} pointerType @param {string | undefined} words */
  isStray(pointerType, words) {
    const finger = pointerType === "touch" || pointerType === "pen";
    return finger && this.now() < this.until && words !== this.lastWords;
  }
}

/** A die pressed: held LONG_PRESS_MS it holds its face (`onHold(die, target)`); two taps
 * on it within DOUBLE_TAP_MS do the same. */
export class DiePress {
  /**
   * @param {(die: string, target: Element) => void} onHold
   * @param {{now?: () => number, setTimeout?: typeof setTimeout,
   *   clearTimeout?: typeof clearTimeout}} [clock] a clock and timers (tests pass their own)
   */
  constructor(onHold, clock = {}) {
    this.onHold = onHold;
    this.now = clock.now ?? (() => Date.now());
    this.setTimeout = clock.setTimeout ?? ((handler, ms) => setTimeout(handler, ms));
    this.clearTimeout = clock.clearTimeout ?? ((id) => clearTimeout(id));
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.timer = null;
    /** @type {Element | null} */
    this.target = null;
    this.long = false; // the press held its face already
    /** @type {[string, number] | null} the last tap on a die: which, when */
    this.lastTap = null;
  }

  /** A finger or the main button down: on a die (`target`, `die`), or elsewhere (null).
   * @param {Element | null} target @param {string} die */
  down(target, die) {
    this.end();
    this.long = false;
    if (target === null) return;
    this.target = target;
    this.timer = this.setTimeout(() => {
      this.timer = null;
      this.long = true;
      this.lastTap = null;
      this.onHold(die, target);
    }, LONG_PRESS_MS);
  }

  /** The pointer left the pressed die for `into` (not a part of it): no long press.
   * @param {Node | null} into */
  left(into) {
    if (this.timer === null || !this.target) return;
    if (!into || !this.target.contains(into)) this.end();
  }

  /** The press ends (released, cancelled): no long press. */
  end() {
    if (this.timer !== null) this.clearTimeout(this.timer);
    this.timer = null;
  }

  /** A click of `name`/`arg` (`keyboard`: a key press, never the end of a long press):
   * the action to make, or null when the long press made it already.
   * @param {string} name @param {string} arg @param {boolean} keyboard
   * @returns {[string, string] | null} */
  click(name, arg, keyboard) {
    if (name !== "toggle-die") {
      this.lastTap = null; // (a double tap is two taps in a row on one die)
      return [name, arg];
    }
    const pressed = this.long;
    this.long = false;
    if (pressed && !keyboard) return null;
    const now = this.now();
    const last = this.lastTap;
    this.lastTap = [arg, now];
    if (last && last[0] === arg && now - last[1] < DOUBLE_TAP_MS) {
      this.lastTap = null;
      return ["hold-face", `${arg}:again`]; // (the first tap is taken back)
    }
    return [name, arg];
  }
}

/**
 * @typedef {Object} Waiting an event held behind a tap still waiting
 * @property {PageEvent} event
 * @property {Like | null} [like] a tap's: what finds its element again (undefined: not a tap)
 * @property {string} [pointerType] a tap's
 */

/** Taps made while a frame is on its way, and the events sent after them, in order. */
export class WaitingTaps {
  constructor() {
    /** @type {Waiting[]} */
    this.queue = [];
  }

  get length() {
    return this.queue.length;
  }

  /** Hold an event that is not a tap until the taps before it are made.
   * @param {PageEvent} event */
  hold(event) {
    this.queue.push({ event });
  }

  /** Hold a tap (`like`: what finds its element again; null: nothing to find).
   * @param {ActionEvent} event @param {Like | null} like @param {string | undefined} pointerType */
  tap(event, like, pointerType) {
    this.queue.push({ event, like, pointerType });
  }

  /** Send what waits, in order, while `idle()`: a tap made again on `root` as it is now
   * (or dropped: a stray one, or none like it), anything else as it came.
   * @param {() => boolean} idle
   * @param {(event: PageEvent, tap: boolean) => void} post
   * @param {ParentNode} root
   * @param {StrayTaps} strays */
  release(idle, post, root, strays) {
    while (idle() && this.queue.length) {
      const { event, like, pointerType } = /** @type {Waiting} */ (this.queue.shift());
      if (like === undefined) {
        post(event, false);
        continue;
      }
      const tap = /** @type {ActionEvent} */ (event);
      const made = strays.isStray(pointerType, like?.words) ? null : reaim(root, tap, like);
      if (made) post({ ...made }, true);
    }
  }
}

/** @param {string} name @param {string} arg */
const tapKey = (name, arg) => `${name} ${arg}`;

/** The likely taps answered ahead by Python (balut/web/app.py `App.prepare`), each held
 * for the state it was answered on (`epoch`). */
export class TapsAhead {
  constructor() {
    this.epoch = 0; // the state the page shows: the last frame's
    /** @type {PrepareRequest[]} the taps worth answering ahead on it */
    this.likely = [];
    /** @type {Map<string, [number, string]>} "name arg" -> [epoch, the frame (JSON)] */
    this.answers = new Map();
    this.preparing = false;
    this.prepareAgain = false; // asked while preparing: once more after
  }

  /** The page shows the state `epoch`, on which the taps `likely` are likely.
   * @param {number} epoch @param {PrepareRequest[]} likely */
  shows(epoch, likely) {
    this.epoch = epoch;
    this.likely = likely;
  }

  /** The frame (JSON) answered ahead for a tap on `name`/`arg` on the state shown, if any.
   * @param {string} name @param {string} arg */
  answer(name, arg) {
    const [at, frame] = this.answers.get(tapKey(name, arg)) ?? [];
    return at === this.epoch ? frame : undefined;
  }

  /** A tap is made for real: it changes the state the answers were made on. */
  clear() {
    this.answers.clear();
  }

  /** Have Python answer the likely taps (`ask`: main.py `prepare`, JSON in and out), one
   * call each while `idle()`, so that a tap made meanwhile waits behind one at most.
   * @param {() => boolean} idle @param {(request: string) => Promise<string>} ask */
  async prepare(idle, ask) {
    if (this.preparing) {
      this.prepareAgain = true;
      return;
    }
    this.preparing = true;
    try {
      do {
        this.prepareAgain = false;
        await this.prepareUntilStale(idle, ask);
      } while (this.prepareAgain);
    } finally {
      this.preparing = false;
    }
  }

  /** @param {() => boolean} idle @param {(request: string) => Promise<string>} ask */
  async prepareUntilStale(idle, ask) {
    while (idle()) {
      for (const [key, [at]] of this.answers) if (at !== this.epoch) this.answers.delete(key);
      const next = this.likely.find(([name, arg]) => !this.answers.has(tapKey(name, arg)));
      if (!next) return;
      const answer = await ask(JSON.stringify(next));
      const newline = answer.indexOf("\n");
      if (newline < 0) {
        const { error, details } = JSON.parse(answer);
        console.error(`${error}\n${details}`);
        return;
      }
      const at = Number(answer.slice(0, newline));
      if (at !== this.epoch) return; // (an event went since: its frame starts this again)
      this.answers.set(tapKey(...next), [at, answer.slice(newline + 1)]);
    }
  }
}
