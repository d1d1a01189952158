// @ts-check
/**
 * The phone at the table: the screen kept awake while a game is played, and a short
 * vibration on a roll. Python asks through `window.balutBoot` (see boot.js).
 *
 * The browser drops a wake lock whenever the page is hidden, so it is taken again when
 * the page shows while a game still wants it. Everything fails soft: no Wake Lock or
 * Vibration API, a refusal (battery saver) or no user gesture yet simply does nothing.
 */
let wanted = false;
/** @type {WakeLockSentinel | null} */
let sentinel = null;
let requesting = false;

async function acquire() {
  if (!wanted || sentinel || requesting || document.hidden || !navigator.wakeLock) return;
  requesting = true;
  try {
    const lock = await navigator.wakeLock.request("screen");
    lock.addEventListener("release", () => {
      if (sentinel === lock) sentinel = null;
    });
    sentinel = lock;
    if (!wanted) release(); // the game ended while the request was pending
  } catch {
    // Refused or not allowed here: the screen just follows the phone's own timeout.
  } finally {
    requesting = false;
  }
}

function release() {
  const lock = sentinel;
  sentinel = null;
  lock?.release().catch(() => {});
}

/** Keep the screen on (`true`, during a game) or let it sleep again (`false`).
 * @param {boolean} on */
export function keepScreenAwake(on) {
  wanted = Boolean(on);
  if (wanted) acquire();
  else release();
}

document.addEventListener("visibilitychange", () => {
  if (!document.hidden) acquire();
});

/** A short buzz (`pattern` in ms, as navigator.vibrate takes it); never under reduced motion.
 * @param {number | number[]} pattern */
export function vibrate(pattern) {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches || !navigator.vibrate) return;
  try {
    navigator.vibrate(pattern);
  } catch {
    // Not allowed before the first tap, or not here: nothing to do.
  }
}
