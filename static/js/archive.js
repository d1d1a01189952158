// @ts-check
/**
 * The history's archive: its oldest games, beyond localStorage's room, in an IndexedDB
 * database of its own (not the saves' journal's). Python (balut/web/storage_archive.py)
 * writes them as chunks under ARCHIVE_PREFIX keys in a frame's `writes`; screen.js hands
 * those writes here instead of to localStorage, and tells Python when each is on disk
 * (durability "strict") or refused, by the `archived` event: only then do its games leave
 * localStorage. At start-up every chunk is read and sent with the `start` event's saves.
 * The page never reads a chunk's text, nor removes one Python did not remove; Start
 * fresh sets every chunk aside (`setArchiveAside`), kept under a backup key.
 */
import { ARCHIVE_PREFIX, BACKUP_PREFIX, KEY_PREFIX } from "./contract.js";
import { patiently } from "./patience.js";

/** @typedef {import("./contract.js").ArchiveOff} ArchiveOff */
/** @typedef {import("./contract.js").Write} Write */
/** @typedef {import("./contract.js").ArchivedEvent} ArchivedEvent */

const DATABASE = "balut-archive";
const STORE = "chunks";
// IndexedDB that does not answer in this time is given up: a start-up never waits on it
// longer, and a write that takes longer is refused (its games stay in localStorage).
const PATIENCE_MS = 5000;

/** @type {Promise<IDBDatabase> | null} the database, opened once (again, once lost) */
let opened = null;

/** The archive's database (made at the first visit); lost (deleted, upgraded elsewhere,
 * closed by the browser), it is opened again at the next use. @returns {Promise<IDBDatabase>} */
function database() {
  opened ??= new Promise((resolve, reject) => {
    const opening = indexedDB.open(DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onsuccess = () => {
      const db = opening.result;
      const lose = () => {
        db.close();
        opened = null;
      };
      db.onversionchange = lose;
      db.onclose = lose;
      resolve(db);
    };
    opening.onerror = () => reject(opening.error);
  });
  opened.catch(() => {
    opened = null; // (tried again at the next use)
  });
  return opened;
}

/** One transaction on the store; resolves, once it is committed, to what `work` returned
 * (its requests, done).
 * @template T @param {IDBTransactionMode} mode @param {(store: IDBObjectStore) => T} work
 * @returns {Promise<T>} */
async function transact(mode, work) {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode, { durability: "strict" });
    const made = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(made);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** Start opening the database ahead of the archive's first read (at start-up, while
 * Python starts). Never rejects. */
export function openArchive() {
  if (typeof indexedDB !== "undefined" && indexedDB) database().catch(() => {});
}

/** Every chunk (key -> text), and why there are none to send when the archive cannot be
 * read (null: it was read). Never rejects.
 * @returns {Promise<{chunks: Record<string, string>, off: ArchiveOff | null}>} */
export async function readArchive() {
  if (typeof indexedDB === "undefined" || !indexedDB) return { chunks: {}, off: "unsupported" };
  try {
    const { keys, texts } = await patiently(
      transact("readonly", (store) => ({ keys: store.getAllKeys(), texts: store.getAll() })),
      PATIENCE_MS,
    );
    /** @type {Record<string, string>} */
    const chunks = {};
    keys.result.forEach((key, i) => {
      const text = texts.result[i];
      if (typeof key === "string" && key.startsWith(ARCHIVE_PREFIX) && typeof text === "string") {
        chunks[key] = text;
      }
    });
    return { chunks, off: null };
  } catch (error) {
    console.warn("The history's archive could not be read:", error);
    return { chunks: {}, off: "failing" };
  }
}

/** Write a chunk (`text` null: remove it); resolves to true once it is on disk, false
 * when the archive refused it or did not answer. Never rejects.
 * @param {string} key @param {string | null} text @returns {Promise<boolean>} */
export async function storeChunk(key, text) {
  if (typeof indexedDB === "undefined" || !indexedDB) return false;
  try {
    await patiently(
      transact("readwrite", (store) => (text === null ? store.delete(key) : store.put(text, key))),
      PATIENCE_MS,
    );
    return true;
  } catch (error) {
    console.warn(`The history's archive refused a write (${key}):`, error);
    return false;
  }
}

/** Hand a frame's archive writes (ARCHIVE_PREFIX keys) to the archive, each answered by
 * `tell` once on disk or refused (screen.js adds the frames made by then); the others, for
 * localStorage, in their order.
 * @param {Write[]} writes @param {(answer: Omit<ArchivedEvent, "batch">) => void} tell
 * @returns {Write[]} */
export function archiveWrites(writes, tell) {
  /** @type {Write[]} */
  const local = [];
  for (const [key, text] of writes) {
    if (key.startsWith(ARCHIVE_PREFIX)) {
      storeChunk(key, text).then((stored) => tell({ type: "archived", key, stored }));
    } else {
      local.push([key, text]);
    }
  }
  return local;
}

/** Start fresh: every chunk moves to a backup key in the archive (as storage.py names
 * them, `balut:backup:archive:<n>.<tag>:<stamp>`), in one transaction: kept, never read
 * again at a start. Resolves to the number moved (0 without IndexedDB); rejects when the
 * archive refuses (then nothing moved).
 * @param {string} stamp @returns {Promise<number>} */
export async function setArchiveAside(stamp) {
  if (typeof indexedDB === "undefined" || !indexedDB) return 0;
  let moved = 0;
  await patiently(
    transact("readwrite", (store) => {
      const listing = store.openCursor();
      listing.onsuccess = () => {
        const cursor = listing.result;
        if (!cursor) return;
        const key = String(cursor.key);
        if (key.startsWith(ARCHIVE_PREFIX)) {
          store.put(cursor.value, `${BACKUP_PREFIX}${key.slice(KEY_PREFIX.length)}:${stamp}`);
          cursor.delete();
          moved += 1;
        }
        cursor.continue();
      };
    }),
    PATIENCE_MS,
  );
  return moved;
}
