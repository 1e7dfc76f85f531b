/**
 * Images a brand or the shell points at on this site (logo, favicon, footer image) exist: a path
 * under the app's assets (`/account/heloc/assets/...`, also served as `/assets/...`) is a file in
 * renderer/public/, which the build copies there. Images elsewhere (a lender's CDN) are not ours.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { didYouMean, pointer, type Problem } from './problems.ts';
import { configFileExists } from './loadConfig.ts';

export const PUBLIC_DIR = 'renderer/public';

/** The file in renderer/public/ a URL path names, or null when the path is not an app asset. */
export function assetFile(url: string, basePath: string): string | null {
  const path = url.split(/[?#]/)[0]!;
  for (const prefix of [`${basePath.replace(/\/+$/, '')}/assets/`, '/assets/']) {
    if (path.startsWith(prefix)) return `${PUBLIC_DIR}/${decodeURIComponent(path.slice(prefix.length))}`;
  }
  return null;
}

function filesUnder(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(root, `${dir}/${e.name}`) : [`${dir}/${e.name}`]));
}

/** Every string in `json` that names an app asset must be a file. */
export function checkAssets(root: string, file: string, json: unknown, basePath: string): Problem[] {
  const out: Problem[] = [];
  let known: string[] | null = null;
  const walk = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, [...path, i]));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
    else if (typeof node === 'string') {
      const asset = assetFile(node, basePath);
      if (!asset || configFileExists(join(root, asset))) return;
      known ??= filesUnder(root, PUBLIC_DIR);
      // A file of the same folder with a name close to the one written.
      const folder = asset.slice(0, asset.lastIndexOf('/') + 1);
      const name = asset.slice(folder.length);
      const stem = (f: string) => f.replace(/\.[^.]+$/, '');
      const siblings = known.filter((f) => f.startsWith(folder) && !f.slice(folder.length).includes('/')).map((f) => f.slice(folder.length));
      const near = /"([^"]+)"/.exec(didYouMean(stem(name), siblings.map(stem)))?.[1];
      const close = siblings.find((f) => stem(f) === near);
      const suggestion = close ? ` (did you mean "${node.slice(0, node.lastIndexOf('/') + 1)}${close}"?)` : '';
      out.push({ file, pointer: pointer(...path), message: `"${node}" is not a file: ${asset} does not exist${suggestion}` });
    }
  };
  walk(json, []);
  return out;
}
