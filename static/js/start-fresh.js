// @ts-check
/**
 * Start fresh: the start-up error panel's way out when Retry does not help (stored data
 * the app cannot get past). Nothing is destroyed: every value the app keeps in
 * localStorage (`balut:*`, backups aside) moves to `balut:backup:<name>:<stamp>`, the keys
 * balut/web/storage.py backs damaged data up to. A value storage has no room to move is
 * left where it is and also offered as a downloaded file. The saves' journal is emptied
 * first (it would put the values back; its note of what never comes back stays). The
 * history's archive sets its chunks aside the same way (archive.js). Then the page
 * reloads.
 */
import { BACKUP_PREFIX, JOURNAL_KEY, KEY_PREFIX, START_SCREEN_KEY } from "./contract.js";
import { setArchiveAside } from "./archive.js";
import { forgetJournal } from "./save-journal.js";

/** `20261201T162600Z`, as storage.py stamps its backups.
 * @param {Date} now */
function stamp(now) {
  return now.toISOString().replace(/\.\d+Z$/, "Z").replace(/[-:]/g, "");
}

/** @param {Storage} storage @param {string} base */
function freeKey(storage, base) {
  let key = base;
  for (let n = 2; storage.getItem(key) !== null; n += 1) key = `${base}-${n}`;
  return key;
}

/** Move `key`'s value to `target`: copied first, or (storage full) removed first and
 * put back if even then it does not fit. True when it moved.
 * @param {Storage} storage @param {string} key @param {string} target */
function move(storage, key, target) {
  const value = /** @type {string} */ (storage.getItem(key));
  try {
    storage.setItem(target, value);
    storage.removeItem(key);
    return true;
  } catch {
    storage.removeItem(key); // its own room is enough for it under the longer key
  }
  try {
    storage.setItem(target, value);
    return true;
  } catch {
    storage.setItem(key, value); // it fitted there a moment ago
    return false;
  }
}

/** Move the app's values aside; returns those left in place (key -> text).
 * @param {Storage} storage @param {Date} now */
export function moveSavedDataAside(storage = localStorage, now = new Date()) {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  /** @type {Record<string, string | null>} */
  const leftInPlace = {};
  for (const key of keys) {
    if (key === null) continue;
    const ours = key.startsWith(KEY_PREFIX) && !key.startsWith(BACKUP_PREFIX);
    if (!ours || key === JOURNAL_KEY) continue;
    if (key === START_SCREEN_KEY) {
      storage.removeItem(key); // Home as it was: a fresh start paints no old game's card
      continue;
    }
    const target = freeKey(storage, `${BACKUP_PREFIX}${key.slice(KEY_PREFIX.length)}:${stamp(now)}`);
    if (!move(storage, key, target)) leftInPlace[key] = storage.getItem(key);
  }
  return leftInPlace;
}

/** Offer `values` as a file; resolves once the browser had time to start the download.
 * @param {Record<string, string | null>} values @param {Date} now */
function download(values, now) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(values)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `balut-saved-data-${stamp(now)}.json`;
  link.click();
  return new Promise((resolve) => setTimeout(resolve, 1500)); // the page unloads next
}

export async function startFresh() {
  const now = new Date();
  try {
    await forgetJournal(); // else the next start would put the values back
  } catch (error) {
    console.warn("The saves' journal could not be emptied:", error);
  }
  try {
    await setArchiveAside(stamp(now));
  } catch (error) {
    console.warn("The history's archive could not be set aside:", error); // (it stays)
  }
  try {
    const leftInPlace = moveSavedDataAside(localStorage, now);
    if (Object.keys(leftInPlace).length) await download(leftInPlace, now);
  } catch (error) {
    console.warn("Saved data could not be moved aside:", error); // blocked storage: nothing to move
  }
  location.reload();
}
