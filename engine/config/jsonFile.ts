import fs from 'node:fs';

const cache = new Map<string, { mtimeMs: number; size: number; value: unknown }>();

/**
 * Reads an editable JSON file, re-reading it whenever it changes on disk, so staff can edit
 * flags, banners, FAQ answers or hours while the sandbox runs. A missing file gives `fallback`.
 */
export function readJsonFile<T>(file: string, fallback: T): T {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return fallback;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.value as T;
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, value });
  return value;
}
