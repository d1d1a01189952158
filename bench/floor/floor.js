// Benchmark floor: the same vendored Pyodide as the app, no PyScript, no app code. Booted
// on the page, or (`<html data-floor="worker">`, bench/startup.py's second floor) in a
// module worker, as the app's Python is: CPU throttling slows only the page's thread.
async function bootHere() {
  const { loadPyodide } = await import("./static/vendor/pyodide/pyodide.mjs");
  const pyodide = await loadPyodide();
  pyodide.runPython("import sys");
}

function bootInWorker() {
  return new Promise((resolve, reject) => {
    const worker = new Worker("./floor-worker.js", { type: "module" });
    worker.onmessage = resolve;
    worker.onerror = reject;
  });
}

await (document.documentElement.dataset.floor === "worker" ? bootInWorker() : bootHere());
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
