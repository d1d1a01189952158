// @ts-check
/**
 * Where the Python memory snapshot lives: one entry in Cache Storage, named by the
 * build's snapshot key (runtime files + the Python it has imported, see
 * scripts/build.py), so a new Pyodide or a changed module can never restore an old heap.
 *
 * Shared by the page (python-runtime.js reads it) and the worker that makes it
 * (python-snapshot-worker.js writes it). Everything here fails soft: a missing, stale,
 * truncated or unreadable snapshot reads as "none" and the page boots normally.
 */
import { SNAPSHOT_PLAN } from "./python-snapshot-plan.js";

const CACHE_NAME = "balut-python-snapshot";
const ENTRY_URL = new URL("../../__python-snapshot__", import.meta.url).href;
const KEY_HEADER = "x-balut-snapshot-key";
const LENGTH_HEADER = "x-balut-snapshot-bytes";

/** Pyodide cannot restore a snapshot bigger than its default heap (30 MiB) plus header. */
export const MAX_SNAPSHOT_BYTES = 30 * 1024 * 1024 + 64 * 1024;

/**
 * The stored snapshot for this build as bytes, or null with the reason why not
 * (`missing`, `stale`, `damaged`, `unavailable`); a stale or damaged one is deleted.
 */
export async function readSnapshot() {
  try {
    const cache = await caches.open(CACHE_NAME);
    const stored = await cache.match(ENTRY_URL);
    if (!stored) return { bytes: null, reason: "missing" };
    if (stored.headers.get(KEY_HEADER) !== SNAPSHOT_PLAN.key) {
      await dropSnapshot();
      return { bytes: null, reason: "stale" };
    }
    const bytes = new Uint8Array(await stored.arrayBuffer());
    const expected = Number(stored.headers.get(LENGTH_HEADER));
    if (bytes.length !== expected || bytes.length > MAX_SNAPSHOT_BYTES) {
      await dropSnapshot();
      return { bytes: null, reason: "damaged" };
    }
    return { bytes, reason: "" };
  } catch {
    // No Cache Storage here (private mode, an insecure origin), or it failed to read.
    return { bytes: null, reason: "unavailable" };
  }
}

/** Store `snapshot` (a Uint8Array or a Blob) as this build's snapshot, replacing any other.
 * @param {Uint8Array | Blob} snapshot */
export async function writeSnapshot(snapshot) {
  const cache = await caches.open(CACHE_NAME);
  const bytes = String(/** @type {Blob} */ (snapshot).size ?? /** @type {Uint8Array} */ (snapshot).length);
  const headers = { [KEY_HEADER]: SNAPSHOT_PLAN.key, [LENGTH_HEADER]: bytes };
  await cache.put(ENTRY_URL, new Response(/** @type {BodyInit} */ (snapshot), { headers }));
}

/** Forget this site's snapshot (it failed, or belongs to another build). */
export async function dropSnapshot() {
  try {
    // Only this entry: another deployment on the same origin keeps its own.
    await (await caches.open(CACHE_NAME)).delete(ENTRY_URL);
  } catch {
    // Nothing stored, or storage is unavailable: nothing to drop.
  }
}
