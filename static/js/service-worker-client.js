// @ts-check
/**
 * Page side of the service worker: registration, the offline-ready flag (Home shows a
 * line for it) and the "Update available" offer.
 *
 * Contract with the game UI:
 *   - The UI sets `<html data-in-game="true">` while a game is in progress and
 *     removes it (or sets "false") between games. An update is only offered
 *     between games; if a game starts while the offer is shown, the offer is withdrawn.
 *   - Before the new version takes over, a `balut:before-update` event is dispatched
 *     on `window` so the UI can flush anything it has not saved yet; then the waiting
 *     worker is told to skip waiting and the page reloads on `controllerchange`.
 *   - `<html data-offline-ready="true">` is set once a service worker controls the page
 *     with a complete precache; `<html data-update-waiting="true">` while a new version
 *     waits. `window.balutBoot.checkForUpdate()` asks the server for a new version now
 *     (the browser tests do); the browser also checks on every page load.
 */
import { text } from "./shell-i18n.js";

const html = document.documentElement;
const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const toast = byId("toast");
const toastMessage = byId("toast-message");
const toastAction = /** @type {HTMLButtonElement} */ (byId("toast-action"));
const toastDismiss = byId("toast-dismiss");

/** @type {ReturnType<typeof setTimeout> | undefined} */
let toastTimer;

/** Show `message` in the toast, with a button for `action` (else it hides itself).
 * @param {string} message @param {{label: string, run: () => void}} [action] @param {string} [kind] */
export function showToast(message, action, kind = "info") {
  clearTimeout(toastTimer);
  toast.dataset.kind = kind;
  toastMessage.textContent = message;
  toastAction.hidden = !action;
  toastAction.onclick = null;
  if (action) {
    toastAction.textContent = action.label;
    toastAction.onclick = action.run;
  } else {
    toastTimer = setTimeout(hideToast, 8000);
  }
  toast.hidden = false;
}

function hideToast() {
  toast.hidden = true;
  delete toast.dataset.kind;
}

toastDismiss.addEventListener("click", hideToast);

const inGame = () => html.dataset.inGame === "true";

/** @param {ServiceWorkerRegistration} registration */
function applyUpdate(registration) {
  window.dispatchEvent(new Event("balut:before-update"));
  navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
    once: true,
  });
  registration.waiting?.postMessage({ type: "SKIP_WAITING" });
}

/** @type {ServiceWorkerRegistration | null} */
let pendingUpdate = null;

/** Show the update offer while a new version waits and no game is in progress. */
function refreshUpdateOffer() {
  if (!pendingUpdate?.waiting) return;
  if (inGame()) {
    if (toast.dataset.kind === "update") hideToast();
    return;
  }
  const action = { label: text("shell.toast.update"), run: () => applyUpdate(/** @type {ServiceWorkerRegistration} */ (pendingUpdate)) };
  showToast(text("shell.toast.update_available"), action, "update");
}

new MutationObserver(refreshUpdateOffer).observe(html, {
  attributes: true,
  attributeFilter: ["data-in-game"],
});

/** @param {ServiceWorkerRegistration} registration */
function offerUpdate(registration) {
  pendingUpdate = registration;
  html.dataset.updateWaiting = "true";
  refreshUpdateOffer();
}

const watched = new WeakSet();

/** Follow a newly installing worker: the first one makes us offline-ready, later ones are updates.
 * @param {ServiceWorkerRegistration} registration */
function watchInstalling(registration) {
  const worker = registration.installing;
  if (!worker || watched.has(worker)) return;
  watched.add(worker);
  const isUpdate = Boolean(registration.active);
  worker.addEventListener("statechange", () => {
    if (worker.state === "installed" && isUpdate) offerUpdate(registration);
    // Home says so (a line shown by this flag); no toast, which would cover the game.
    if (worker.state === "activated" && !isUpdate) html.dataset.offlineReady = "true";
  });
}

export async function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.register("./service-worker.js", {
    updateViaCache: "none",
  });
  if (registration.active && navigator.serviceWorker.controller) {
    html.dataset.offlineReady = "true";
  }
  if (registration.waiting) offerUpdate(registration);
  watchInstalling(registration);
  registration.addEventListener("updatefound", () => watchInstalling(registration));
  window.balutBoot.checkForUpdate = () =>
    registration.update().catch((error) => console.warn("Update check failed:", error));
}
