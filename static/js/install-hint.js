// @ts-check
/**
 * Install where the browser offers it (`beforeinstallprompt`: Chromium, Android): the
 * event is kept and `<html data-installable="true">` shows Home's Install button
 * (`[data-shell="install"]`, drawn by the app), whose tap shows the browser's prompt.
 *
 * iOS never offers an install prompt, so Safari users get a one-time hint to use
 * Share > Add to Home Screen, and a reminder that Safari may wipe a tab's site data after
 * a week unused, with Export backup. Hidden when already running from the home screen.
 */
const DISMISSED_KEY = "balut.install-hint-dismissed";

function isIOS() {
  const iPadOS = navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1;
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || iPadOS;
}

function isStandalone() {
  return navigator.standalone === true || matchMedia("(display-mode: standalone)").matches;
}

function wasDismissed() {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function showInstallHintOnIOS() {
  if (!isIOS() || isStandalone() || wasDismissed()) return;
  const hint = /** @type {HTMLElement} */ (document.getElementById("ios-install-hint"));
  hint.hidden = false;
  // Within the tap: the app's Export backup hands the file to the share sheet.
  /** @type {HTMLElement} */ (document.getElementById("ios-install-hint-export")).addEventListener("click", () => {
    dispatchEvent(new Event("balut:export"));
  });
  /** @type {HTMLElement} */ (document.getElementById("ios-install-hint-dismiss")).addEventListener("click", () => {
    hint.hidden = true;
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Storage full or blocked: the hint just comes back next visit.
    }
  });
}

/** @type {(Event & {prompt(): Promise<unknown>}) | null} the browser's install offer */
let installPrompt = null;

/** @param {boolean} on */
function installable(on) {
  if (on) document.documentElement.dataset.installable = "true";
  else delete document.documentElement.dataset.installable;
}

/** Keep the browser's install offer for Home's Install button (from the start: the event
 * may come before the app draws Home). A prompt can be shown once: the button hides on
 * the tap, and when the app is installed. */
export function offerInstall() {
  addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // no mini-infobar: the Install button asks instead
    if (isStandalone()) return;
    installPrompt = /** @type {Event & {prompt(): Promise<unknown>}} */ (event);
    installable(true);
  });
  addEventListener("appinstalled", () => {
    installPrompt = null;
    installable(false);
  });
  document.addEventListener("click", (event) => {
    if (!installPrompt || !(/** @type {Element} */ (event.target).closest?.('[data-shell="install"]'))) return;
    const offer = installPrompt;
    installPrompt = null;
    installable(false);
    Promise.resolve(offer.prompt()).catch((error) => console.warn("Install prompt failed:", error));
  });
}
