/**
 * Drawing the app's own components on the server with React's prerender, shared by the drawing of
 * a studio save (renderer/server/renderCheck.tsx) and the prerendered public pages
 * (renderer/server/pagePrerender.tsx): a fixed location for wouter, the screens' validator when the
 * screens are given at call time, and one element drawn to HTML with what it logged as an error.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import type { ScreenModule } from 'virtual:screens';
import { formLibraryOptions } from '../../engine/config/ajv.ts';
import type { Screen } from '../../engine/index.ts';
import { BASE_PATH } from '../app/routeTables.ts';

/** A fixed location: the tile's route, which never moves (wouter's own hooks read the browser's). */
export function staticLocation(pathAndQuery: string) {
  const [path = '/', search = ''] = `${BASE_PATH}${pathAndQuery}`.split('?');
  const navigate = () => undefined;
  const hook = () => [path, navigate] as [string, typeof navigate];
  const searchHook = () => search;
  return { hook, searchHook };
}

/**
 * The validator every screen is drawn with: the form library's own, compiling at run time with the
 * one Ajv set-up (engine/config/ajv.ts) the browser's precompiled validators are compiled with
 * (renderer/build/screensPlugin.ts).
 * One for all: a new one per screen costs more than drawing it.
 */
let validator: ValidatorType | null = null;

/** Each screen's module as the build makes it: the screen and, when it has a schema, its validator. */
export function screenModules(screens: Record<string, Screen>): Map<string, ScreenModule> {
  validator ??= customizeValidator(formLibraryOptions) as ValidatorType;
  return new Map(Object.entries(screens).map(([id, screen]) => [id, { screen, ...(screen.schema ? { validator: validator! } : {}) }]));
}

export const messageOf = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try { return JSON.stringify(error); } catch { return String(error); }
};

/** Formats console.error's arguments as React does (its first argument may hold %s). */
function logged(args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(messageOf).join(' ');
  let i = 0;
  const text = first.replace(/%[sdoO]/g, () => (i < rest.length ? messageOf(rest[i++]) : ''));
  return [text, ...rest.slice(i).map(messageOf)].join(' ');
}

/** Draws `element` with React's prerender (every lazy part waited for): its HTML and what it logged as an error, within `timeoutMs`. */
export async function drawOne(element: ReactNode, timeoutMs: number): Promise<{ html: string; errors: string[] }> {
  const errors: string[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => { errors.push(logged(args)); };
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`it did not finish drawing within ${timeoutMs / 1000} s`)), timeoutMs);
  try {
    // Every part in place in the markup: a large one is never left to an inline script to move in
    // (React outlines a boundary past progressiveChunkSize), which the page's CSP would block.
    const { prelude } = await prerenderToNodeStream(element, { signal: abort.signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => { errors.push(messageOf(error)); } });
    let html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    return { html, errors };
  } catch (error) {
    errors.push(messageOf(error));
    return { html: '', errors };
  } finally {
    clearTimeout(timer);
    console.error = log;
  }
}

