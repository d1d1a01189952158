// The page's globals (static/js/boot.js, screen.js), for TypeScript's checker (tsconfig.json).

interface Window {
  /** The shell's services to the app's page script (boot.js). */
  balutBoot: import("../static/js/boot.js").Boot;
  /** localStorage's calls, journaled (save-journal.js). */
  balutSaves: typeof import("../static/js/save-journal.js").saves;
  /** Settles once the journal put back what a killed browser lost. */
  balutSavesReady: Promise<unknown>;
  /** For tests and benchmarks (screen.js). */
  balutScreen: {
    settled(): Promise<void>;
    answeredAhead(name: string, arg?: string): boolean;
  };
}

interface Navigator {
  /** iOS Safari: the page runs from the Home Screen. */
  standalone?: boolean;
}

/** How the worker's Python started (static/js/python-runtime.js; read by balut/web/main.py). */
declare var balutPython: { boot: "snapshot" | "fresh"; reason: string } | undefined;

/** precache-manifest.js, once first-visit.js has loaded it as a script. */
declare var BALUT_PRECACHE: BalutPrecache | undefined;
