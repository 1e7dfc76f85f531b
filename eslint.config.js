/**
 * Lint (`npm run lint`, run by `npm test` before the tests): a modest rule set whose main job is the
 * layer boundaries of docs/architecture.md "Layers":
 *   - engine/ imports only engine files and json-logic-js, and touches no DOM, network or storage;
 *     its config library (engine/config/: load, resolve, check, impact; used by the CLI, the build,
 *     the sandbox and the studio) may also use Node and the validation and graph libraries, and the
 *     staff CLI (engine/cli/journey.ts) is a command table over it;
 *   - renderer/ and sandbox/ do not import each other;
 *   - host/ (the production host: page module, gateway) imports the engine and its config library,
 *     never the sandbox or the renderer; the sandbox may use host/'s page module, the renderer not;
 *   - journeys/, schemas/ and brands/ hold data, never code;
 * plus the React hooks rules (so `eslint-disable` comments for them are true: unused ones fail) and
 * no code from strings (the app runs under a Content-Security-Policy without 'unsafe-eval').
 */
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const outsideEngine = ['**/renderer/**', '**/sandbox/**', '**/host/**', '**/e2e/**', '**/test/**'];

export default [
  { ignores: ['node_modules/**', 'dist/**', 'artifacts/**', 'data/**', 'test-results/**'] },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-debugger': 'error',
    },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['engine/cli/**', 'engine/config/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^(?!\\.{1,2}/|json-logic-js$)', message: 'engine/ is pure: it imports only engine files and json-logic-js (docs/architecture.md layers).' },
          { group: [...outsideEngine, '**/cli/**'], message: 'engine/ imports nothing from the renderer, the sandbox, tests or its own CLI (docs/architecture.md layers).' },
        ],
      }],
      'no-restricted-globals': ['error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'XMLHttpRequest', 'fetch', 'WebSocket'].map((name) => ({ name, message: 'engine/ touches no DOM, network or storage: take it as input instead.' })),
      ],
    },
  },
  {
    // The config library (engine/config/): engine files, Node and the libraries named here; nothing of
    // the UI, the server or the CLI's command table (the globals rule of engine/ does not apply: it
    // reads files).
    files: ['engine/config/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^(?!\\.{1,2}/|node:|ajv$|ajv-formats$|ajv-errors$|fastest-levenshtein$|jsonc-parser$|colord(/plugins/a11y)?$|@viz-js/viz$|json-schema-to-typescript$|recheck$)', message: 'engine/config uses engine files, Node, ajv, its graph library, the type generator, recheck (ReDoS analysis), jsonc-parser (errors by line and column) and colord (contrast) only.' },
          { group: [...outsideEngine, '**/cli/**'], message: 'engine/config imports nothing from the renderer, the sandbox, tests or the CLI (engine/cli/journey.ts uses it, not the other way).' },
        ],
      }],
    },
  },
  {
    files: ['engine/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^(?!\\.{1,2}/|node:)', message: 'the staff CLI is a command table over engine/config: it uses engine files and Node only.' },
          { group: outsideEngine, message: 'the staff CLI imports no UI or server code.' },
        ],
      }],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/sandbox/**', '**/host/**'], message: 'the renderer talks to the lender API over HTTP, never to sandbox or host code.' },
        // The bundler splits by file: through the index, every page would download all of the engine (issue 13).
        { group: ['**/engine/index.ts'], allowTypeImports: true, message: "import engine functions from their own module (engine/navigate.ts, ...), not the index: each page downloads only what it uses." },
      ] }],
    },
  },
  {
    files: ['host/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/sandbox/**', '**/renderer/**', '**/e2e/**', '**/test/**'], message: 'the production host stands on engine/ and engine/config only: it never imports the sandbox (the simulated lender) or the renderer (docs/architecture.md layers).' }] }] },
  },
  {
    files: ['sandbox/**/*.{ts,js}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/renderer/**'], message: 'the sandbox shares config through engine/, never renderer code.' }] }] },
  },
  {
    // The sign-in page's classic scripts: their top-level functions are globals for the page.
    files: ['sandbox/site/**/*.js'],
    languageOptions: { sourceType: 'script' },
    rules: { 'no-unused-vars': 'error' },
  },
  {
    files: ['{journeys,schemas,brands}/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: 'journeys/, schemas/ and brands/ hold data (JSON), never code.' }] },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
];
