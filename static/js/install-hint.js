/**
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
  const hint = document.getElementById("ios-install-hint");
  hint.hidden = false;
  // Within the tap: the app's Export backup hands the file to the share sheet.
  document.getElementById("ios-install-hint-export").addEventListener("click", () => {
    dispatchEvent(new Event("balut:export"));
  });
  document.getElementById("ios-install-hint-dismiss").addEventListener("click", () => {
    hint.hidden = true;
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Storage full or blocked: the hint just comes back next visit.
    }
  });
}
