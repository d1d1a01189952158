// The first visit's Python snapshot (static/js/python-snapshot-later.js) waits for the
// player, under Node's test runner with a fake page and worker: it starts only after
// QUIET_MS with no tap or key, then runs to its end. node --test tests/js/
import assert from "node:assert/strict";
import { mock, test } from "node:test";

/** The workers started, each with its `terminated` flag and a way to answer. */
const workers = [];
const listeners = new Map();
const dataset = {};

globalThis.document = { documentElement: { dataset } };
globalThis.window = globalThis;
globalThis.addEventListener = (type, listener) => listeners.set(type, listener);
globalThis.removeEventListener = (type) => listeners.delete(type);
globalThis.Worker = class {
  constructor() {
    this.terminated = false;
    workers.push(this);
  }
  terminate() {
    this.terminated = true;
  }
};

test("the snapshot waits for a quiet stretch, then runs to its end", async () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  const { QUIET_MS, makeSnapshotLater } = await import("../../static/js/python-snapshot-later.js");
  makeSnapshotLater("missing");
  assert.equal(workers.length, 0); // (not while the page has just started)
  mock.timers.tick(QUIET_MS - 1);
  listeners.get("pointerdown")(); // a tap: the quiet stretch starts again
  mock.timers.tick(QUIET_MS - 1);
  listeners.get("keydown")(); // a key, alike
  mock.timers.tick(QUIET_MS - 1);
  assert.equal(workers.length, 0);
  mock.timers.tick(1);
  mock.timers.tick(0); // (no requestIdleCallback here: the next turn of the loop)
  assert.equal(workers.length, 1);
  assert.equal(dataset.pythonSnapshot, "making");
  assert.equal(listeners.size, 0); // (taps are no longer watched: it runs to its end)
  workers[0].onmessage({ data: { ok: true, bytes: 1 } });
  assert.equal(dataset.pythonSnapshot, "saved");
  assert.equal(workers[0].terminated, true);
  mock.timers.tick(10 * QUIET_MS);
  assert.equal(workers.length, 1);
  mock.timers.reset();
});
