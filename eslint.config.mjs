// ESLint for the page (www/, plain ES modules in the browser) and the Node scripts, tests and
// benchmarks; run by ./scripts/test. The recommended rules, with each file's own globals.
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['dist/', 'target/', 'node_modules/', 'fuzz/', 'tests/e2e/screenshots/'] },
  js.configs.recommended,
  {
    files: ['www/**/*.js'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser } },
  },
  // The classic scripts: one says so when the module scripts cannot start, one asks for a
  // view's files before they run.
  { files: ['www/shell/start-check.js', 'www/shell/preload.js'], languageOptions: { sourceType: 'script' } },
  { files: ['www/worker.js'], languageOptions: { globals: { ...globals.browser, ...globals.worker } } },
  // The service worker's template (scripts/offline.mjs prepends its build's VERSION and FILES).
  { files: ['www/sw.js'], languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } } },
  // Node, with the page's globals for the code the tests run inside it (page.evaluate).
  {
    files: ['tests/**/*.mjs', 'benches/**/*.mjs', 'scripts/**/*.mjs', '*.mjs'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
  },
];
