// precache-manifest.js (scripts/build.py): what the service worker precaches and what a
// first visit counts (static/js/first-visit.js). For TypeScript's checker.

interface BalutPrecache {
  /** Names the service worker's cache. */
  version: string;
  /** What a start downloads, in bytes. */
  bytes: number;
  entries: { url: string; revision: string; size: number }[];
}
