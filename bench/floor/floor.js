// Benchmark floor: the same vendored Pyodide as the app, no PyScript, no app code.
import { loadPyodide } from "./static/vendor/pyodide/pyodide.mjs";

const pyodide = await loadPyodide();
pyodide.runPython("import sys");
document.documentElement.dataset.ready = "true";

// Same service worker as the app (with this folder's precache), registered the same way.
const registration = await navigator.serviceWorker.register("./service-worker.js", {
  updateViaCache: "none",
});
const worker = registration.installing || registration.waiting || registration.active;
const markOfflineReady = () => {
  if (worker.state === "activated" && navigator.serviceWorker.controller) {
    document.documentElement.dataset.offlineReady = "true";
  }
};
worker.addEventListener("statechange", markOfflineReady);
navigator.serviceWorker.addEventListener("controllerchange", markOfflineReady);
markOfflineReady();
