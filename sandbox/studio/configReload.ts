import fs from 'node:fs';
import type { Ctx } from '../context.js';
import { Validator } from '../validation/validator.js';

/**
 * Screen schemas are compiled once at start (validation/validator.ts); after a screen file changes
 * the sandbox compiles them again, so the API checks answers with the schema the app now shows,
 * without a restart. A schema that no longer compiles keeps the previous validator and says why.
 */
export function reloadValidator(ctx: Ctx): void {
  try {
    ctx.validator = new Validator(ctx.options.schemasDir);
  } catch (error) {
    console.error(`sandbox: schemas/ changed but do not compile, keeping the previous validator: ${(error as Error).message}`);
  }
}

/**
 * `npm run dev`: watch schemas/ and recompile the validator when a file changes (brands, flags and
 * data files are re-read on change already, files/jsonFile.ts). Returns a function that stops watching.
 */
export function watchSchemas(ctx: Ctx): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watcher = fs.watch(ctx.options.schemasDir, { recursive: true }, (_event, name) => {
    if (!name?.toString().endsWith('.json')) return;
    clearTimeout(timer);
    // Editors write a file in several steps: compile once they are done.
    timer = setTimeout(() => reloadValidator(ctx), 200);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
