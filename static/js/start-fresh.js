/**
 * Start fresh: the start-up error panel's way out when Retry does not help (stored data
 * the app cannot get past). Nothing is destroyed: every value the app keeps in
 * localStorage (`balut:*`, backups aside) moves to `balut:backup:<name>:<stamp>`, the keys
 * balut/web/storage.py backs damaged data up to; a value with no room for its copy is
 * downloaded as a file instead. Then the page reloads without them.
 */
const PREFIX = "balut:";
const BACKUP_PREFIX = "balut:backup:";

/** `20261201T162600Z`, as storage.py stamps its backups. */
function stamp(now) {
  return now.toISOString().replace(/\.\d+Z$/, "Z").replace(/[-:]/g, "");
}

function freeKey(storage, base) {
  let key = base;
  for (let n = 2; storage.getItem(key) !== null; n += 1) key = `${base}-${n}`;
  return key;
}

/** Move the app's values aside; returns those that could not be copied (key -> text). */
export function moveSavedDataAside(storage = localStorage, now = new Date()) {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  const notCopied = {};
  for (const key of keys) {
    if (!key?.startsWith(PREFIX) || key.startsWith(BACKUP_PREFIX)) continue;
    const value = storage.getItem(key);
    const name = key.slice(PREFIX.length);
    try {
      storage.setItem(freeKey(storage, `${BACKUP_PREFIX}${name}:${stamp(now)}`), value);
    } catch {
      notCopied[key] = value; // storage is full: the copy goes to a file
    }
    storage.removeItem(key);
  }
  return notCopied;
}

function download(values, now) {
  const file = new Blob([JSON.stringify(values)], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(file);
  link.download = `balut-saved-data-${stamp(now)}.json`;
  link.click();
}

export function startFresh() {
  const now = new Date();
  try {
    const notCopied = moveSavedDataAside(localStorage, now);
    if (Object.keys(notCopied).length) download(notCopied, now);
  } catch (error) {
    console.warn("Saved data could not be moved aside:", error); // blocked storage: nothing to move
  }
  location.reload();
}
