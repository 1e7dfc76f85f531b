/**
 * What the app's downloaded scripts are made of: each file's bytes over the network shared out
 * among its inputs (packages, renderer folders, config) in proportion to their minified bytes in
 * esbuild's metafile (dist/meta.json, written by build.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';

interface Meta { outputs: Record<string, { bytes: number; inputs: Record<string, { bytesInOutput: number }> }> }

/** A readable owner for an input path: the npm package, the renderer or engine folder, or the config kind. */
export function ownerOf(input: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (pkg) return pkg[1]!;
  if (input.startsWith('screens:screen-validator')) return 'precompiled validators (screens)';
  if (input.startsWith('screens:')) return 'screen files (schemas/)';
  if (input.startsWith('journey-routes:')) return 'journeys (routing keys only)';
  const dir = /^(renderer\/[^/]+|engine|journeys|schemas|brands)/.exec(input);
  return dir ? dir[1]! : input;
}

export interface Share { owner: string; minified: number; transferred: number }

/** `files`: URL path inside the app's assets → bytes received for it. */
export function bundleShares(files: Map<string, number>, metaFile = 'dist/meta.json'): Share[] {
  if (!existsSync(metaFile)) return [];
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Meta;
  const shares = new Map<string, Share>();
  for (const [assetPath, received] of files) {
    const out = meta.outputs[`dist/assets/${assetPath}`];
    if (!out) continue;
    const total = Object.values(out.inputs).reduce((s, i) => s + i.bytesInOutput, 0) || 1;
    for (const [input, { bytesInOutput }] of Object.entries(out.inputs)) {
      const owner = ownerOf(input);
      const s = shares.get(owner) ?? { owner, minified: 0, transferred: 0 };
      s.minified += bytesInOutput;
      s.transferred += (received * bytesInOutput) / total;
      shares.set(owner, s);
    }
  }
  return [...shares.values()].sort((a, b) => b.transferred - a.transferred);
}
