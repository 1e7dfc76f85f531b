/**
 * The drawing of screens on the server before a studio save is accepted (renderer/server/renderCheck.tsx,
 * built to dist/server/renderCheck.mjs; called by sandbox/studio/renderCheck.ts): each screen under
 * each brand with its gallery fixture, drawn by the app's own renderer; a tile that throws, logs an
 * error, leaves template text or shows the error page is a problem.
 */
import type { OrgInfo } from '../brand.ts';
import type { FixtureFile, FixtureIndex } from '../fixtures.ts';
import type { Screen } from './screen.ts';

/** Where the build writes the drawing, under the dist folder (renderer/build/renderCheckBuild.ts; loaded by sandbox/studio/renderCheck.ts). */
export const RENDER_CHECK_FILE = 'server/renderCheck.mjs';

export interface RenderCheckInput {
  /** Every screen of the config, resolved (references inlined), as the change leaves it: a tile may draw another screen under its own (a dialog over its page). */
  screens: Record<string, Screen>;
  /** The screens to draw (ids of `screens`). */
  check: string[];
  /** The brands to draw each screen under, as the app's page gets them (sandbox/org/orgInfo.ts). */
  brands: OrgInfo[];
  /** fixtures/: the index (which fixture each screen is drawn with) and the fixture files by id. */
  fixtures: { index: FixtureIndex; files: Record<string, FixtureFile> };
  /** How long one tile may take to draw (ms); 10 s by default. */
  tileTimeoutMs?: number;
}

/** One tile that did not draw cleanly. */
export interface RenderProblem {
  screen: string;
  /** Org code. */
  brand: string;
  fixture: string;
  message: string;
}

export interface RenderCheckResult {
  /** Tiles drawn. */
  tiles: number;
  problems: RenderProblem[];
  /** How long the whole drawing took (ms). */
  ms: number;
}

export type RenderCheck = (input: RenderCheckInput) => Promise<RenderCheckResult>;

/** What the sandbox tells staff about the drawing of a save: done (with its problems), or skipped and why. */
export type RenderCheckOutcome =
  | ({ ran: true } & RenderCheckResult)
  | { ran: false; skipped: string };
