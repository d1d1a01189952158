// The history's archive (static/js/archive.js) where the browser has no IndexedDB, under
// Node's test runner (which has none): node --test tests/js/ (static/js/contract.js first:
// python3 scripts/build.py). A frame's archive writes never reach localStorage, and each
// is answered; with no archive, as refused, so that Python trims nothing.
import assert from "node:assert/strict";
import { test } from "node:test";

import { ARCHIVE_PREFIX, KEY_PREFIX } from "../../static/js/contract.js";
import { archiveWrites, readArchive, setArchiveAside, storeChunk } from "../../static/js/archive.js";

test("archive writes go to the archive, each answered, the others stay in order", async () => {
  const chunk = `${ARCHIVE_PREFIX}1.ab`;
  const writes = [
    [`${KEY_PREFIX}history`, "h"],
    [chunk, "old games"],
    [`${KEY_PREFIX}game`, null],
    [`${ARCHIVE_PREFIX}2.ab`, null],
  ];
  const told = [];
  let answered;
  const all = new Promise((resolve) => {
    answered = resolve;
  });
  const local = archiveWrites(writes, (event) => {
    told.push(event);
    if (told.length === 2) answered();
  });
  assert.deepEqual(local, [
    [`${KEY_PREFIX}history`, "h"],
    [`${KEY_PREFIX}game`, null],
  ]);
  await all;
  assert.deepEqual(told, [
    { type: "archived", key: chunk, stored: false },
    { type: "archived", key: `${ARCHIVE_PREFIX}2.ab`, stored: false },
  ]);
});

test("without IndexedDB the archive is off and stores nothing", async () => {
  assert.deepEqual(await readArchive(), { chunks: {}, off: "unsupported" });
  assert.equal(await storeChunk(`${ARCHIVE_PREFIX}1.ab`, "x"), false);
});

test("without IndexedDB Start fresh has no chunk to set aside", async () => {
  assert.equal(await setArchiveAside("20261201T162600Z"), 0);
});
