// @ts-check
/**
 * IndexedDB that does not answer is given up after a while (a blocked or wedged database
 * must not hold a start or a save): the saves' journal (save-journal.js) and the
 * history's archive (archive.js) both wait on it this way.
 */

/** `promise`, or a rejection once `ms` have passed without its answer.
 * @template T @param {Promise<T>} promise @param {number} ms @returns {Promise<T>} */
export function patiently(promise, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("IndexedDB did not answer")), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
