/**
 * Stands in for fast-uri inside @rjsf/utils in the browser build (renderer/build/libraryPatches.ts),
 * about 8 KB gzipped on the first screen (issue 13). The library needs it only to follow a schema's
 * `$ref` (findSchemaDefinition), and no schema reaches the browser with one: the screens ship with
 * their references inlined and the build refuses a screen that still has one (screensPlugin.ts).
 * Reached anyway, it says so rather than resolving a reference wrongly.
 */
const unreachable = (): never => {
  throw new Error('A schema in the browser has a $ref: screens ship with their references inlined (renderer/build/screensPlugin.ts)');
};

export default { equal: unreachable, resolve: unreachable };
