/**
 * One text of a screen changed by its key (engine/strings.ts), as the studio's click-to-edit asks:
 * for one brand (its file's `copy` map, brands/<ORG>.json) or for every brand (the screen file, at
 * the place the text is written). Returns the file and its new text; saving it is the editor's
 * save (sandbox/studio/configChange.ts), so it is checked, written and committed the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiError } from '../http/errors.js';
import { loadConfig, posix, type ConfigSet } from '../../engine/config/loadConfig.ts';
import { formatJson } from '../../engine/config/formatJson.ts';
import { screenOfKey, unknownStringKey } from '../../engine/config/checkBrands.ts';
import { mergeBrand, type BrandFile } from '../../engine/brand.ts';
import { brandSources } from '../../engine/config/loadConfig.ts';
import { stringsByKey, screenStrings, type ScreenString } from '../../engine/strings.ts';
import { pointerSegments } from '../../engine/pointer.ts';

export type StringScope = 'brand' | 'all';

export interface StringRow extends Pick<ScreenString, 'key' | 'text' | 'kind'> {
  variants?: string[];
  /** The brand's own words for it (its file, or the defaults' copy), when it has them. */
  brandText?: string;
  /** The file "all brands" writes, or why it cannot be changed there from this screen. */
  file?: string;
  shared?: string;
  /** The brands whose own file has words for it: a change for "all brands" does not reach them. */
  ownWordsIn?: string[];
}


/** Where a text of the resolved screen is written: this screen file, or the shared file a `$ref` brought it from. */
function writtenAt(set: ConfigSet, screenId: string, pointer: string): { file: string; pointer: string } {
  const loaded = set.screens[screenId]!;
  const origin = (loaded.origins ?? [])
    .filter((o) => pointer === o.at || pointer.startsWith(`${o.at}/`))
    .sort((a, b) => b.at.length - a.at.length)[0];
  if (!origin) return { file: loaded.file, pointer };
  return { file: posix(path.relative(set.root, origin.file)), pointer: `${origin.pointer}${pointer.slice(origin.at.length)}` };
}

/** Every string of a screen with the brand's words beside it, for the studio. */
export function stringRows(root: string, screenId: string, orgCode: string): StringRow[] {
  const set = loadConfig(root);
  const screen = set.screens[screenId];
  if (!screen) throw new ApiError(404, `No screen "${screenId}".`);
  const sources = brandSources(set);
  const copy = (mergeBrand(sources, orgCode).copy ?? {}) as Record<string, unknown>;
  const ownWordsIn = (key: string) => Object.entries(sources.brands).filter(([, b]) => typeof (b.copy as Record<string, unknown> | undefined)?.[key] === 'string').map(([code]) => code).sort();
  return screenStrings(screen.data).map((s) => {
    const at = writtenAt(set, screenId, s.pointer);
    const owners = ownWordsIn(s.key);
    return {
      ...(owners.length > 0 ? { ownWordsIn: owners } : {}),
      key: s.key, text: s.text, kind: s.kind,
      ...(s.variants ? { variants: s.variants } : {}),
      ...(typeof copy[s.key] === 'string' ? { brandText: copy[s.key] as string } : {}),
      ...(at.file === screen.file ? { file: at.file } : { shared: at.file }),
    };
  });
}

/** Sets `value` at `pointer` in `doc`; the path must exist up to its last step. */
function setAt(doc: unknown, pointer: string, value: string): boolean {
  const parts = pointerSegments(pointer);
  let node = doc as Record<string, unknown>;
  for (const p of parts.slice(0, -1)) {
    const next = node?.[p];
    if (next === null || typeof next !== 'object') {
      node[p] = {};
    }
    node = node[p] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
  return true;
}

/** The file and text a change of one string makes. */
export function stringChange(root: string, change: { key: string; text: string; scope: StringScope; brand?: string }): { file: string; text: string } {
  const set = loadConfig(root);
  const problem = unknownStringKey(set, change.key);
  if (problem) throw new ApiError(422, problem, { errors: [{ pointer: '/key', message: problem }] });
  if (change.text.trim() === '') throw new ApiError(400, 'Write the words: an empty text would show nothing.', { errors: [{ pointer: '/text', message: 'Write the words: an empty text would show nothing.' }] });
  const screenId = screenOfKey(change.key);
  if (change.scope === 'brand') {
    const brand = change.brand ?? '';
    const loaded = set.brands[brand];
    if (!loaded || brand === '_defaults') throw new ApiError(404, `No brand "${brand}".`);
    const file = loaded.file;
    const json = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as BrandFile & { copy?: Record<string, string> };
    json.copy = { ...(json.copy ?? {}), [change.key]: change.text };
    return { file, text: formatJson(json) };
  }
  const entry = stringsByKey(set.screens[screenId]!.data).get(change.key)!;
  // A copy key, a rule's words, a field text: where the screen writes it now. A text the uiSchema
  // does not have yet (a title from the schema) is given as the schema's own title.
  const at = writtenAt(set, screenId, entry.pointer);
  if (at.file !== set.screens[screenId]!.file) {
    throw new ApiError(422, `"${change.key}" is written in ${at.file}, which other screens use too: change it there for all of them, or word it for one brand.`, { errors: [{ pointer: '/scope', message: `written in ${at.file}` }] });
  }
  const json = JSON.parse(fs.readFileSync(path.join(root, at.file), 'utf8')) as unknown;
  setAt(json, at.pointer, change.text);
  return { file: at.file, text: formatJson(json) };
}
