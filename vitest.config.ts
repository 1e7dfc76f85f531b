import { defineConfig } from 'vitest/config';
import { journeyRoutesJson } from './renderer/build/journeyRoutesPlugin.ts';
import { localesModuleInline } from './renderer/build/localesPlugin.ts';

export default defineConfig({
  // `journeys/<id>.json?routes` as the browser build makes it (renderer/app/routeTables.ts).
  plugins: [
    { name: 'journey-routes', load: (id) => (id.endsWith('.json?routes') ? `export default ${journeyRoutesJson(id.slice(0, -'?routes'.length))};` : undefined) },
    // The build's screen chunks (renderer/build/screensPlugin.ts) do not exist here: renderer tests give a
    // screen's data directly, so a component that can load another screen (the answer list) finds none.
    // The languages and their words (renderer/build/localesPlugin.ts), inline.
    { name: 'locales', resolveId: (id) => (id === 'virtual:locales' ? '\0virtual:locales' : undefined), load: (id) => (id === '\0virtual:locales' ? localesModuleInline() : undefined) },
    { name: 'no-screen-chunks', resolveId: (id) => (id === 'virtual:screens' ? '\0virtual:screens' : undefined), load: (id) => (id === '\0virtual:screens' ? 'export const screens = {};' : undefined) },
  ],
  test: {
    include: ['test/**/*.test.ts'],
    // Renderer tests draw screens without loadScreen: their late parts are loaded first.
    setupFiles: ['test/setup/screenParts.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
