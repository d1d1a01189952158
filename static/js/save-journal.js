// @ts-check
/**
 * Saves that survive a killed browser. localStorage stays what the app reads, but the
 * browser writes it to disk seconds after the page believes it saved (Chromium batches
 * its writes), so a browser killed by the phone's memory manager reopened the game up to
 * 18 taps back. Every write through `saves` therefore also goes to a journal in
 * IndexedDB, in a transaction with durability "strict" (on disk once it completes), with
 * a sequence number; the number each key last got is kept beside the values in
 * localStorage (JOURNAL_KEY). At start-up `reconcile()` puts back every value whose
 * journal entry is newer than what localStorage holds: the newest write wins.
 *
 * The journal keeps one entry per key, its latest value (or its removal), so it never
 * holds more than localStorage does. Without IndexedDB (some private modes) `saves` is
 * localStorage alone.
 *
 * Python reads and writes through `window.balutSaves` (the Web Storage calls
 * balut/web/storage.py uses, plus `settled()`: a promise for every journal write so far).
 */
import { JOURNAL_KEY, START_SCREEN_KEY } from "./contract.js";

const DATABASE = "balut-saves";
const STORE = "journal";
// In JOURNAL_KEY's notes: entries up to this number never come back (Start fresh).
const FLOOR = "*";
// IndexedDB that does not answer in this time is given up for this visit: a start-up
// never waits on it for longer.
const PATIENCE_MS = 3000;

/** @typedef {{key: string, text: string | null, seq: number}} Entry one key's latest write */
/** @typedef {Record<string, number>} Seqs key (or FLOOR) -> sequence number */

/** @type {IDBDatabase | null} */
let database = null;
let lastSeq = 0;
/** @type {Promise<unknown>} */
let pending = Promise.resolve();

/** `promise`, or a rejection after PATIENCE_MS.
 * @template T @param {Promise<T>} promise @returns {Promise<T>} */
function patiently(promise) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("IndexedDB did not answer")), PATIENCE_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** @returns {Promise<IDBDatabase>} */
function open() {
  return patiently(
    /** @type {Promise<IDBDatabase>} */ (new Promise((resolve, reject) => {
      const opening = indexedDB.open(DATABASE, 1);
      opening.onupgradeneeded = () =>
        opening.result.createObjectStore(STORE, { keyPath: "key" });
      opening.onsuccess = () => {
        const opened = opening.result;
        opened.onversionchange = () => opened.close(); // never block a newer version
        resolve(opened);
      };
      opening.onerror = () => reject(opening.error);
      opening.onblocked = () => reject(new Error("IndexedDB is blocked by another tab"));
    })),
  );
}

/** Run `work(store)` in one transaction; resolves when it is committed, with the result
 * of the request `work` returns (if any).
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore) => IDBRequest | void} work
 * @param {IDBTransactionOptions} [options]
 * @returns {Promise<any>} */
function transact(mode, work, options = {}) {
  return new Promise((resolve, reject) => {
    const transaction = /** @type {IDBDatabase} */ (database).transaction(STORE, mode, options);
    const call = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(/** @type {IDBRequest | undefined} */ (call)?.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** The sequence number each key last got (damaged or missing: none known).
 * @returns {Seqs} */
function readSeqs() {
  try {
    const seqs = JSON.parse(/** @type {string} */ (localStorage.getItem(JOURNAL_KEY)));
    return seqs && typeof seqs === "object" && !Array.isArray(seqs) ? seqs : {};
  } catch {
    return {};
  }
}

/** @param {Seqs} seqs */
function writeSeqs(seqs) {
  try {
    localStorage.setItem(JOURNAL_KEY, JSON.stringify(seqs));
  } catch {
    // Full: the journal's entries are then newer than noted, and win at the next start
    // (they hold the same values localStorage got, or newer ones).
  }
}

/** @param {string} key @param {string | null} text */
function journal(key, text) {
  lastSeq = Math.max(lastSeq + 1, Date.now()); // ordered across this site's tabs too
  const seq = lastSeq;
  const seqs = readSeqs();
  seqs[key] = seq;
  writeSeqs(seqs);
  if (!database) return;
  const write = transact("readwrite", (store) => store.put({ key, text, seq }), {
    durability: "strict",
  });
  pending = Promise.all([pending, write]).then(
    () => undefined,
    (error) => console.warn("A save was not journaled:", error),
  );
}

/** Web Storage for the app's values: localStorage, each write also journaled. */
export const saves = {
  getItem: (/** @type {string} */ key) => localStorage.getItem(key),
  key: (/** @type {number} */ index) => localStorage.key(index),
  get length() {
    return localStorage.length;
  },
  /** @param {string} key @param {string} text */
  setItem(key, text) {
    localStorage.setItem(key, text); // a full storage throws here: nothing is journaled
    journal(key, text);
  },
  /** @param {string} key */
  removeItem(key) {
    localStorage.removeItem(key);
    journal(key, null);
  },
  /** Resolves once every write so far is on disk (or failed with a warning). */
  settled: () => pending,
};

/** Put a journaled value back; when storage is full, in the room of the value it
 * replaces and, if need be, of the saved Home the shell paints (made again at the next
 * paint, never worth a save); the old value stays if even then it does not fit.
 * @param {string} key @param {string | null} text */
function put(key, text) {
  const old = localStorage.getItem(key);
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
    return true;
  } catch {
    localStorage.removeItem(key);
  }
  if (fits(key, text)) return true;
  if (key !== START_SCREEN_KEY && localStorage.getItem(START_SCREEN_KEY) !== null) {
    localStorage.removeItem(START_SCREEN_KEY);
    if (fits(key, text)) return true;
  }
  if (old !== null) localStorage.setItem(key, old); // it fitted a moment ago
  console.warn(`A journaled save could not be put back (${key}): storage is full`);
  return false;
}

/** @param {string} key @param {string | null} text */
function fits(key, text) {
  try {
    localStorage.setItem(key, /** @type {string} */ (text));
    return true;
  } catch {
    return false;
  }
}

/** Bring localStorage up to the journal (newest wins); then forget applied removals.
 * Never rejects: without a journal, or with storage blocked, localStorage is as it is. */
export async function reconcile() {
  try {
    database = await open();
    const entries = await patiently(transact("readonly", (store) => store.getAll()));
    catchUp(entries);
  } catch (error) {
    database = null; // (writes then go to localStorage alone)
    console.warn("Saves are not journaled:", error);
  }
}

/** Put back each entry newer than localStorage's note of its key; forget the entries
 * that are spent (removals applied, those under the floor).
 * @param {Entry[]} entries */
function catchUp(entries) {
  if (!entries.length) return;
  entries.sort((a, b) => a.seq - b.seq); // as written: a trimmed history makes room first
  const seqs = readSeqs();
  const floor = Number(seqs[FLOOR]) || 0;
  /** @type {Entry[]} */
  const spent = [];
  for (const entry of entries) {
    const { key, text, seq } = entry;
    lastSeq = Math.max(lastSeq, seq);
    if (seq <= floor) {
      spent.push(entry);
      continue;
    }
    if (seq > (Number(seqs[key]) || 0) && put(key, text)) seqs[key] = seq;
    if (text === null && localStorage.getItem(key) === null) {
      spent.push(entry);
      delete seqs[key];
    }
  }
  for (const seq of Object.values(seqs)) lastSeq = Math.max(lastSeq, Number(seq) || 0);
  writeSeqs(seqs);
  if (spent.length) {
    transact("readwrite", (store) => {
      for (const { key, seq } of spent) {
        const call = store.get(key); // (another tab may have written it since)
        call.onsuccess = () => call.result?.seq === seq && store.delete(key);
      }
    }).catch((error) => console.warn("Spent journal entries stay:", error));
  }
}

/** Empty the journal (Start fresh, a test's cleared site data): localStorage alone
 * counts. A floor is noted first, so that what the journal holds never comes back even
 * if emptying it fails. */
export async function forgetJournal() {
  writeSeqs({ [FLOOR]: Math.max(lastSeq, Date.now()) });
  database ??= await open().catch(() => null);
  if (database) await patiently(transact("readwrite", (store) => store.clear()));
}
