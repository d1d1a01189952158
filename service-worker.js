// @ts-check
/**
 * Balut service worker (proxx / Workbox style):
 *  - precache every file a cold load fetches, as {url, revision} entries generated at
 *    build time from content hashes (precache-manifest.js, written by scripts/build.py);
 *  - one cache per version (`balut-precache-<version>`); unchanged files are copied from
 *    the previous version's cache instead of being downloaded again;
 *  - old caches are deleted on activate;
 *  - same-origin GETs are answered cache-first; a navigation without network falls back
 *    to the cached index.html;
 *  - source maps (`*.map`, fetched by developer tools only) are left to the network and
 *    never cached;
 *  - a new version waits until the page sends {type: "SKIP_WAITING"} (between games).
 */
importScripts("./precache-manifest.js");

/** This service worker's global scope, and precache-manifest.js's `BALUT_PRECACHE`. */
const worker = /** @type {ServiceWorkerGlobalScope & {BALUT_PRECACHE: BalutPrecache}} */ (
  /** @type {unknown} */ (self)
);

const { version, entries } = worker.BALUT_PRECACHE;
const CACHE_PREFIX = "balut-precache-";
const CACHE_NAME = `${CACHE_PREFIX}${version}`;
const SCOPE = worker.registration.scope;
const INDEX_URL = new URL("./index.html", SCOPE).href;
// Each cache also stores {url: revision} under this key, to reuse unchanged files.
const REVISIONS_URL = new URL("./__precache-revisions__", SCOPE).href;

const absolute = (/** @type {string} */ url) => new URL(url, SCOPE).href;

/** @typedef {Record<string, string>} Revisions url -> revision */

/** The caches of earlier versions, each with its revisions. */
async function previousRevisions() {
  /** @type {{cache: Cache, revisions: Revisions}[]} */
  const found = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX) || name === CACHE_NAME) continue;
    const cache = await caches.open(name);
    const stored = await cache.match(REVISIONS_URL);
    if (stored) found.push({ cache, revisions: await stored.json() });
  }
  return found;
}

/** @param {string} url */
async function download(url) {
  const response = await fetch(new Request(url, { cache: "no-cache" }));
  if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
  return response;
}

async function precache() {
  const cache = await caches.open(CACHE_NAME);
  const previous = await previousRevisions();
  /** @type {Revisions} */
  const revisions = {};
  await Promise.all(
    entries.map(async ({ url, revision }) => {
      const href = absolute(url);
      revisions[href] = revision;
      const reusable = previous.find((old) => old.revisions[href] === revision);
      const response = (reusable && (await reusable.cache.match(href))) || (await download(href));
      await cache.put(href, response);
    }),
  );
  await cache.put(REVISIONS_URL, new Response(JSON.stringify(revisions)));
}

async function deleteOldCaches() {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
      .map((name) => caches.delete(name)),
  );
}

/** @param {Request} request @param {URL} url */
function isAppNavigation(request, url) {
  return request.mode === "navigate" && url.origin + url.pathname === SCOPE;
}

/** @param {Request} request */
async function respond(request) {
  const url = new URL(request.url);
  const cache = await caches.open(CACHE_NAME);
  const key = isAppNavigation(request, url) ? INDEX_URL : request;
  const cached = await cache.match(key, { ignoreSearch: request.mode === "navigate" });
  if (cached) return cached;
  try {
    return await fetch(request);
  } catch (error) {
    const fallback = request.mode === "navigate" && (await cache.match(INDEX_URL));
    if (fallback) return fallback;
    throw error;
  }
}

worker.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(deleteOldCaches().then(() => worker.clients.claim()));
});

worker.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") worker.skipWaiting();
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== worker.location.origin) return;
  if (url.pathname.endsWith(".map")) return;
  event.respondWith(respond(request));
});
