// The tap-timing policy (static/js/taps.js), under Node's test runner: node --test tests/js/
// (static/js/contract.js first: python3 scripts/build.py, as make does).
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { DOUBLE_TAP_MS, LONG_PRESS_MS } from "../../static/js/contract.js";
import {
  DiePress,
  StrayTaps,
  TapsAhead,
  WaitingTaps,
  label,
  likeOf,
  reaim,
  sameAs,
} from "../../static/js/taps.js";

// What of the DOM taps.js uses: elements with attributes, words and parts, and a root
// that finds them by the selectors likeOf writes.
globalThis.CSS ??= { escape: (text) => text.replace(/["\\]/g, "\\$&") };

class FakeElement {
  constructor(attributes = {}, words = "", { tag = "button", disabled = false } = {}) {
    this.attributes = attributes;
    this.textContent = words;
    this.tagName = tag;
    this.disabled = disabled;
    this.parts = [];
    this.dataset = {};
    for (const [name, value] of Object.entries(attributes)) {
      if (name.startsWith("data-")) {
        this.dataset[name.slice(5).replace(/-(\w)/g, (_, c) => c.toUpperCase())] = value;
      }
    }
  }

  getAttribute(name) {
    return this.attributes[name] ?? null;
  }

  contains(node) {
    return node === this || this.parts.includes(node);
  }
}

/** Whether `element` matches `selector`: `tag`, `[name]`, `[name="value"]`, `:not([name])`. */
function matches(element, selector) {
  const parts = selector.match(/:not\(\[[\w-]+\]\)|\[[\w-]+(?:="(?:[^"\\]|\\.)*")?\]|^\w+/g);
  return parts.every((part) => {
    if (part.startsWith(":not(")) return element.getAttribute(part.slice(6, -2)) === null;
    if (!part.startsWith("[")) return element.tagName === part;
    const [, name, value] = part.match(/^\[([\w-]+)(?:="(.*)")?\]$/);
    const found = element.getAttribute(name);
    return value === undefined ? found !== null : found === value.replace(/\\(.)/g, "$1");
  });
}

function page(...elements) {
  return {
    querySelectorAll: (selector) => elements.filter((element) => matches(element, selector)),
    querySelector: (selector) => elements.find((element) => matches(element, selector)) ?? null,
  };
}

/** A clock and timers that run only when told to. */
function manualTime() {
  const time = { now: 0, timers: new Map(), next: 1 };
  return {
    time,
    now: () => time.now,
    setTimeout: (handler, ms) => {
      time.timers.set(time.next, [time.now + ms, handler]);
      return time.next++;
    },
    clearTimeout: (id) => time.timers.delete(id),
    advance(ms) {
      time.now += ms;
      for (const [id, [at, handler]] of [...time.timers]) {
        if (at <= time.now) {
          time.timers.delete(id);
          handler();
        }
      }
    },
  };
}

describe("label and likeOf", () => {
  test("the words are the text, else the label, trimmed", () => {
    assert.equal(label(new FakeElement({}, "  Back \n")), "Back");
    assert.equal(label(new FakeElement({ "aria-label": "Close" }, "")), "Close");
    assert.equal(label(new FakeElement({}, "")), "");
  });

  test("an action with and without an argument, a field", () => {
    const roll = new FakeElement({ "data-action": "roll" }, "Roll");
    assert.deepEqual(likeOf(roll), { selector: '[data-action="roll"]:not([data-arg])', words: "Roll" });
    const fill = new FakeElement({ "data-action": "fill", "data-arg": 'a"b' }, "Aces");
    assert.equal(likeOf(fill).selector, '[data-action="fill"][data-arg="a\\"b"]');
    const name = new FakeElement({ "data-field": "name", "data-arg": "0" }, "");
    assert.equal(likeOf(name).selector, '[data-field="name"][data-arg="0"]');
  });
});

describe("sameAs and reaim: a waiting tap made again on the screen there is now", () => {
  const tapped = new FakeElement({ "data-action": "fill", "data-arg": "3" }, "Threes");
  const like = likeOf(tapped);
  const event = { type: "action", name: "fill", arg: "3" };

  test("the element like it, enabled and with the same words", () => {
    const again = new FakeElement({ "data-action": "fill", "data-arg": "3" }, "Threes");
    assert.equal(sameAs(page(again), like), again);
    assert.equal(reaim(page(again), event, like), event);
  });

  test("another like it with other words, or disabled, is not it", () => {
    const other = new FakeElement({ "data-action": "fill", "data-arg": "3" }, "Fours");
    const disabled = new FakeElement({ "data-action": "fill", "data-arg": "3" }, "Threes", { disabled: true });
    assert.equal(sameAs(page(other, disabled), like), null);
    assert.equal(reaim(page(other, disabled), event, like), null);
  });

  test("a later one like it is found past a first that is not usable", () => {
    const disabled = new FakeElement({ "data-action": "fill", "data-arg": "3" }, "Threes", { disabled: true });
    const usable = new FakeElement({ "data-action": "fill", "data-arg": "3" }, "Threes");
    assert.equal(sameAs(page(disabled, usable), like), usable);
  });

  test("else the one action with the same words (Back on another screen)", () => {
    const back = likeOf(new FakeElement({ "data-action": "back" }, "Back"));
    const otherBack = new FakeElement({ "data-action": "close-rules", "data-arg": "x" }, "Back");
    const made = reaim(page(otherBack), { type: "action", name: "back", arg: "" }, back);
    assert.deepEqual(made, { type: "action", name: "close-rules", arg: "x" });
    const two = page(otherBack, new FakeElement({ "data-action": "leave" }, "Back"));
    assert.equal(reaim(two, { type: "action", name: "back", arg: "" }, back), null);
  });

  test("a tap with nothing to find (Escape) only while a dialog is open", () => {
    const escape = { type: "action", name: "cancel", arg: "" };
    assert.equal(reaim(page(new FakeElement({}, "", { tag: "dialog" })), escape, null), escape);
    assert.equal(reaim(page(), escape, null), null);
  });
});

describe("StrayTaps: a finger's second tap on a screen just changed", () => {
  test("within the settle time, a finger's tap on other words is stray", () => {
    let now = 1000;
    const strays = new StrayTaps(() => now);
    strays.lastWords = "Start game";
    strays.settle(500);
    assert.equal(strays.isStray("touch", "Roll"), true);
    assert.equal(strays.isStray("pen", "Roll"), true);
    assert.equal(strays.isStray("touch", "Start game"), false, "the same words: Back, Back");
    assert.equal(strays.isStray("mouse", "Roll"), false, "a mouse's click is meant");
    assert.equal(strays.isStray(undefined, "Roll"), false, "a key's too");
    now = 1500;
    assert.equal(strays.isStray("touch", "Roll"), false, "settled");
  });
});

describe("DiePress: a long press or a double tap holds a die's face", () => {
  test("held LONG_PRESS_MS, the die's face is held; the click that ends it is not made", () => {
    const clock = manualTime();
    const held = [];
    const press = new DiePress((die, target) => held.push([die, target]), clock);
    const die = new FakeElement({ "data-action": "toggle-die", "data-arg": "2" });
    press.down(die, "2");
    clock.advance(LONG_PRESS_MS - 1);
    assert.deepEqual(held, []);
    clock.advance(1);
    assert.deepEqual(held, [["2", die]]);
    assert.equal(press.click("toggle-die", "2", false), null);
    assert.deepEqual(press.click("toggle-die", "2", false), ["toggle-die", "2"], "the next is");
  });

  test("a key press after a long press is made (never the end of a press)", () => {
    const clock = manualTime();
    const press = new DiePress(() => {}, clock);
    press.down(new FakeElement(), "1");
    clock.advance(LONG_PRESS_MS);
    assert.deepEqual(press.click("toggle-die", "1", true), ["toggle-die", "1"]);
  });

  test("released, cancelled, left for outside or down elsewhere: no long press", () => {
    const clock = manualTime();
    const held = [];
    const press = new DiePress((die) => held.push(die), clock);
    const die = new FakeElement();
    const pip = new FakeElement();
    die.parts.push(pip);
    press.down(die, "1");
    press.left(pip); // (a part of the die: still pressed)
    clock.advance(LONG_PRESS_MS);
    assert.deepEqual(held, ["1"]);
    press.down(die, "1");
    press.left(new FakeElement());
    press.down(die, "2");
    press.end();
    press.down(die, "3");
    press.left(null);
    press.down(die, "4");
    press.down(null, "");
    clock.advance(LONG_PRESS_MS);
    assert.deepEqual(held, ["1"]);
  });

  test("two taps on one die within DOUBLE_TAP_MS hold its face", () => {
    const clock = manualTime();
    const press = new DiePress(() => {}, clock);
    assert.deepEqual(press.click("toggle-die", "4", false), ["toggle-die", "4"]);
    clock.advance(DOUBLE_TAP_MS - 1);
    assert.deepEqual(press.click("toggle-die", "4", false), ["hold-face", "4:again"]);
    clock.advance(10);
    assert.deepEqual(press.click("toggle-die", "4", false), ["toggle-die", "4"], "a third starts anew");
  });

  test("not: slower, on two dice, or with another tap between", () => {
    const clock = manualTime();
    const press = new DiePress(() => {}, clock);
    press.click("toggle-die", "4", false);
    clock.advance(DOUBLE_TAP_MS);
    assert.deepEqual(press.click("toggle-die", "4", false), ["toggle-die", "4"]);
    clock.advance(DOUBLE_TAP_MS);
    press.click("toggle-die", "4", false);
    assert.deepEqual(press.click("toggle-die", "5", false), ["toggle-die", "5"]);
    press.click("roll", "", false);
    assert.deepEqual(press.click("toggle-die", "5", false), ["toggle-die", "5"]);
  });
});

describe("WaitingTaps: what is made once the frames on their way are applied", () => {
  const roll = new FakeElement({ "data-action": "roll" }, "Roll");

  test("in order, each tap made again, other events as they came, while idle", () => {
    const waiting = new WaitingTaps();
    const posted = [];
    waiting.tap({ type: "action", name: "roll", arg: "" }, likeOf(roll), "mouse");
    waiting.hold({ type: "edit", field: "name", arg: "0", value: "Ann" });
    waiting.tap({ type: "action", name: "gone", arg: "" }, likeOf(new FakeElement({ "data-action": "gone" }, "Gone")), "mouse");
    assert.equal(waiting.length, 3);
    let busy = false;
    const post = (event, tap) => {
      posted.push([event.type, event.name ?? event.field, tap]);
      busy = posted.length === 2; // (the edit's frame is on its way: the rest waits)
    };
    waiting.release(() => !busy, post, page(roll), new StrayTaps(() => 0));
    assert.deepEqual(posted, [
      ["action", "roll", true],
      ["edit", "name", false],
    ]);
    assert.equal(waiting.length, 1);
    busy = false;
    waiting.release(() => !busy, post, page(roll), new StrayTaps(() => 0));
    assert.equal(posted.length, 2, "no element like the one tapped: dropped");
    assert.equal(waiting.length, 0);
  });

  test("a finger's stray tap is dropped", () => {
    const waiting = new WaitingTaps();
    const strays = new StrayTaps(() => 0);
    strays.settle(500);
    waiting.tap({ type: "action", name: "roll", arg: "" }, likeOf(roll), "touch");
    const posted = [];
    waiting.release(() => true, (event) => posted.push(event), page(roll), strays);
    assert.deepEqual(posted, []);
  });
});

describe("TapsAhead: the likely taps answered ahead, for the state shown", () => {
  test("each likely tap asked once, kept for its epoch", async () => {
    const ahead = new TapsAhead();
    ahead.shows(3, [["roll", ""], ["fill", "1"]]);
    const asked = [];
    await ahead.prepare(() => true, async (request) => {
      asked.push(JSON.parse(request));
      return `3\n{"ops": ${asked.length}}`;
    });
    assert.deepEqual(asked, [["roll", ""], ["fill", "1"]]);
    assert.equal(ahead.answer("roll", ""), '{"ops": 1}');
    assert.equal(ahead.answer("fill", "1"), '{"ops": 2}');
    assert.equal(ahead.answer("fill", "2"), undefined);
    ahead.shows(4, [["roll", ""]]);
    assert.equal(ahead.answer("roll", ""), undefined, "another state: not that answer");
    await ahead.prepare(() => true, async () => '4\n{"ops": 9}');
    assert.equal(ahead.answer("roll", ""), '{"ops": 9}');
    ahead.clear();
    assert.equal(ahead.answer("roll", ""), undefined);
  });

  test("an answer for a state since changed is not kept; none asked while busy", async () => {
    const ahead = new TapsAhead();
    ahead.shows(1, [["roll", ""]]);
    await ahead.prepare(() => true, async () => {
      ahead.shows(2, [["roll", ""]]); // (a frame came meanwhile)
      return '1\n{"ops": 1}';
    });
    assert.equal(ahead.answer("roll", ""), undefined);
    let asked = 0;
    await ahead.prepare(() => false, async () => `${++asked}\n{}`);
    assert.equal(asked, 0);
  });

  test("asked again while preparing: once more after", async () => {
    const ahead = new TapsAhead();
    ahead.shows(1, [["roll", ""]]);
    let release;
    const asked = [];
    const ask = (request) => {
      asked.push(request);
      if (asked.length === 1) return new Promise((resolve) => (release = resolve));
      return Promise.resolve('2\n{"ops": 2}');
    };
    const first = ahead.prepare(() => true, ask);
    ahead.shows(2, [["fill", "1"]]); // (a frame came meanwhile, and asks again)
    await ahead.prepare(() => true, ask);
    assert.deepEqual(asked, ['["roll",""]'], "one call at a time");
    release('1\n{"ops": 1}'); // (an answer for the state before: dropped)
    await first;
    assert.deepEqual(asked, ['["roll",""]', '["fill","1"]']);
    assert.equal(ahead.answer("roll", ""), undefined);
    assert.equal(ahead.answer("fill", "1"), '{"ops": 2}');
  });

  test("a failure is logged and stops the preparing", async () => {
    const ahead = new TapsAhead();
    ahead.shows(1, [["roll", ""]]);
    const logged = [];
    const error = console.error;
    console.error = (message) => logged.push(message);
    try {
      await ahead.prepare(() => true, async () => JSON.stringify({ error: "Boom", details: "trace" }));
    } finally {
      console.error = error;
    }
    assert.deepEqual(logged, ["Boom\ntrace"]);
    assert.equal(ahead.answer("roll", ""), undefined);
  });
});
