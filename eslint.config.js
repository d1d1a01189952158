// ESLint's recommended rules for the page's JavaScript (make test).
import js from "@eslint/js";
import globals from "globals";

export default [
  {
    ignores: [
      "static/vendor/",
      "node_modules/",
      "_site/",
      "artifacts/",
      "test-results/",
      "bench/",
      "precache-manifest.js",
    ],
  },
  js.configs.recommended,
  {
    files: ["static/js/**/*.js", "tests/js/**/*.js", "eslint.config.js"],
    languageOptions: { sourceType: "module", globals: { ...globals.browser } },
  },
  {
    files: ["service-worker.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.serviceworker } },
  },
  {
    files: ["static/js/python-snapshot-worker.js"],
    languageOptions: { globals: { ...globals.worker } },
  },
  { files: ["tests/js/**/*.js"], languageOptions: { globals: { ...globals.node } } },
];
