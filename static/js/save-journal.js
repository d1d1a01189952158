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
 * Sequence numbers never come from the clock: each is one above every number noted in
 * JOURNAL_KEY (which this site's tabs share, so their writes stay in order) and every one
 * the journal held at start-up.
 *
 * The journal keeps one entry per key, its latest value (or its removal), so it never
 * holds more than localStorage does.
 *
 * It never switches off in silence. Its database lost (deleted or upgraded by another
 * page: `versionchange`, or closed by the browser) is opened again, its store made again
 * if it is gone, and the latest value of every key it may lack is written into it again;
 * an open that another page blocks goes on once that page lets go. While it cannot run
 * (no IndexedDB, an open that is blocked, fails or does not answer, writes that fail),
 * `saves.off` says why (`JournalOff`) and the page hears `balut:crash-protection` (its detail the
 * reason, null once it runs again): Home says crash protection is off. Saves then go to
 * localStorage alone (the page has no other store that a killed browser keeps in more
 * cases), and each later save tries the journal again (at most every RETRY_MS).
 *
 * Python reads and writes through `window.balutSaves` (the Web Storage calls
 * balut/web/storage.py uses, plus `settled()`: a promise for every journal write so far).
 */
import { JOURNAL_KEY, START_SCREEN_KEY } from "./contract.js";
import { patiently } from "./patience.js";

/** @typedef {import("./contract.js").JournalOff} JournalOff */

const DATABASE = "balut-saves";
const STORE = "journal";
// In JOURNAL_KEY's notes: entries up to this number never come back (Start fresh).
const FLOOR = "*";
// IndexedDB that does not answer in this time is given up for now: a start-up never
// waits on it for longer (it is used once it answers).
const PATIENCE_MS = 3000;
// A journal that could not run is tried again at a save this long after the last try.
const RETRY_MS = 2000;

/** @typedef {{key: string, text: string | null, seq: number}} Entry one key's latest write */
/** @typedef {Record<string, number>} Seqs key (or FLOOR) -> sequence number */

/** @type {IDBDatabase | null} */
let database = null;
/** @type {Promise<void> | null} an open of the journal under way */
let reopening = null;
let lastTry = -Infinity; // performance.now() of the last open tried
/** @type {JournalOff | null} */
let off = null;
let lastSeq = 0;
/** @type {Promise<unknown>} */
let pending = Promise.resolve();
/** @type {Map<string, number>} keys whose latest write the journal may not hold: its number */
const unconfirmed = new Map();

/** Say whether the journal runs (null) or why not; the page hears of each change.
 * @param {JournalOff | null} reason */
function setOff(reason) {
  if (off === reason) return;
  off = reason;
  dispatchEvent(new CustomEvent("balut:crash-protection", { detail: reason }));
}

/** Open the database at `version` (none: the version it has), making the store if it is
 * missing. A blocked open says so and goes on: it succeeds once the other page lets go.
 * @param {number} [version] @returns {Promise<IDBDatabase>} */
function request(version) {
  return new Promise((resolve, reject) => {
    const opening = version ? indexedDB.open(DATABASE, version) : indexedDB.open(DATABASE);
    opening.onupgradeneeded = () => {
      const made = opening.result;
      if (!made.objectStoreNames.contains(STORE)) made.createObjectStore(STORE, { keyPath: "key" });
    };
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
    opening.onblocked = () => {
      console.warn("The saves' journal waits for another page of this site to close it");
      setOff("blocked");
    };
  });
}

/** The journal's database, whatever version another page left it at, with its store
 * (made again at the next version when a deletion or another page's upgrade took it).
 * Lost later, it is opened again. @returns {Promise<IDBDatabase>} */
async function connect() {
  let opened = await request();
  if (!opened.objectStoreNames.contains(STORE)) {
    const version = opened.version + 1;
    opened.close();
    opened = await request(version);
  }
  const gone = opened;
  gone.onversionchange = () => {
    gone.close(); // never block another page's deletion or upgrade; open again after it
    lose(gone);
  };
  gone.onclose = () => lose(gone); // closed by the browser (site data cleared)
  return gone;
}

/** Run `work(store)` in one transaction of `on`; resolves when it is committed, with the
 * result of the request `work` returns (if any).
 * @param {IDBDatabase} on
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore) => IDBRequest | void} work
 * @param {IDBTransactionOptions} [options]
 * @returns {Promise<any>} */
function transactOn(on, mode, work, options = {}) {
  return new Promise((resolve, reject) => {
    const transaction = on.transaction(STORE, mode, options);
    const call = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(/** @type {IDBRequest | undefined} */ (call)?.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** The connection `gone` is lost (or failed a write): open the journal again. @param {IDBDatabase} gone */
function lose(gone) {
  if (database !== gone) return;
  database = null;
  gone.close();
  reopen();
}

/** Open the journal again and write into it the latest value of every key it may lack
 * (all those noted: a deleted database lost them all), unless an open is under way or the
 * last one failed less than RETRY_MS ago. */
function reopen() {
  if (reopening || off === "unsupported") return;
  if (off && performance.now() - lastTry < RETRY_MS) return;
  lastTry = performance.now();
  const attempt = connect().then(
    (opened) => {
      database = opened; // (later writes queue behind the rewrite: same store, in order)
      return rewrite(opened).then(
        () => setOff(null),
        (error) => {
          console.warn("The saves' journal could not be written again:", error);
          setOff("failing");
          lose(opened);
        },
      );
    },
    (error) => {
      console.warn("The saves' journal could not be opened:", error);
      setOff("failing");
    },
  );
  reopening = attempt.finally(() => {
    reopening = null;
  });
  // (`settled()` waits for it, but never long: a blocked open may last)
  pending = Promise.all([pending, patiently(attempt, PATIENCE_MS).catch(() => setOff(off ?? "failing"))]);
}

/** Write localStorage's value of every key the journal may lack, with the number it last
 * got, where the journal holds no entry or an older one. @param {IDBDatabase} on */
function rewrite(on) {
  const seqs = readSeqs();
  /** @type {Map<string, number>} */
  const latest = new Map(unconfirmed);
  for (const [key, seq] of Object.entries(seqs)) {
    if (key !== FLOOR) latest.set(key, Math.max(Number(seq) || 0, latest.get(key) ?? 0));
  }
  const texts = new Map([...latest.keys()].map((key) => [key, localStorage.getItem(key)]));
  return transactOn(
    on,
    "readwrite",
    (store) => {
      for (const [key, seq] of latest) {
        const call = store.get(key);
        call.onsuccess = () => {
          if (!(call.result?.seq >= seq)) store.put({ key, text: texts.get(key) ?? null, seq });
        };
      }
    },
    { durability: "strict" },
  ).then(() => {
    for (const [key, seq] of latest) if (unconfirmed.get(key) === seq) unconfirmed.delete(key);
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

/** The next sequence number: above every one this tab gave or saw and every one noted
 * in `seqs` (by any tab, the floor among them). @param {Seqs} seqs */
function nextSeq(seqs) {
  for (const seq of Object.values(seqs)) lastSeq = Math.max(lastSeq, Number(seq) || 0);
  lastSeq += 1;
  return lastSeq;
}

/** @param {string} key @param {string | null} text */
function journal(key, text) {
  const seqs = readSeqs();
  const seq = nextSeq(seqs);
  seqs[key] = seq;
  writeSeqs(seqs);
  unconfirmed.set(key, seq);
  const into = database;
  if (!into) {
    reopen(); // (it writes this value too)
    return;
  }
  const write = transactOn(into, "readwrite", (store) => store.put({ key, text, seq }), {
    durability: "strict",
  }).then(
    () => {
      if (unconfirmed.get(key) === seq) unconfirmed.delete(key);
    },
    (error) => {
      console.warn("A save was not journaled (the journal is opened again):", error);
      lose(into);
    },
  );
  pending = Promise.all([pending, write]);
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
  settled: () => pending.then(() => undefined),
  /** Why the journal does not run (null: it runs). */
  get off() {
    return off;
  },
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
 * Never rejects: without a journal, or with storage blocked, localStorage is as it is
 * (and `off` says why); a journal that answers too late starts then, written again from
 * localStorage. */
export async function reconcile() {
  if (typeof indexedDB === "undefined" || !indexedDB) {
    setOff("unsupported");
    return;
  }
  lastTry = performance.now();
  const opening = connect();
  try {
    const opened = await patiently(opening, PATIENCE_MS);
    const entries = await patiently(transactOn(opened, "readonly", (store) => store.getAll()), PATIENCE_MS);
    database = opened;
    catchUp(entries);
  } catch (error) {
    console.warn("Saves are not journaled for now:", error);
    setOff(off ?? "failing");
    reopening = opening
      .then(
        (opened) => {
          database = opened;
          return rewrite(opened).then(() => setOff(null));
        },
        () => undefined, // (tried again at a later save)
      )
      .catch((late) => console.warn("The saves' journal could not be written:", late))
      .finally(() => {
        reopening = null;
      });
  }
}

/** Put back each entry newer than localStorage's note of its key; forget the entries
 * that are spent (removals applied, those under the floor). The numbers go on above all
 * of them and the notes, an empty journal's floor too.
 * @param {Entry[]} entries */
function catchUp(entries) {
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
  if (entries.length) writeSeqs(seqs);
  if (spent.length && database) {
    transactOn(database, "readwrite", (store) => {
      for (const { key, seq } of spent) {
        const call = store.get(key); // (another tab may have written it since)
        call.onsuccess = () => call.result?.seq === seq && store.delete(key);
      }
    }).catch((error) => console.warn("Spent journal entries stay:", error));
  }
}

/** Empty the journal (Start fresh, a test's cleared site data): localStorage alone
 * counts. A floor is noted first (the next number, whatever the clock says), so that what
 * the journal holds never comes back even if emptying it fails. */
export async function forgetJournal() {
  writeSeqs({ [FLOOR]: nextSeq(readSeqs()) });
  unconfirmed.clear();
  if (typeof indexedDB === "undefined" || !indexedDB) return;
  database ??= await patiently(connect(), PATIENCE_MS).catch(() => null);
  if (database) {
    const emptied = database;
    await patiently(
      transactOn(emptied, "readwrite", (store) => store.clear(), { durability: "strict" }),
      PATIENCE_MS,
    );
  }
}
