import fs from 'node:fs';
import path from 'node:path';
import { readJsonFile } from './jsonFile.ts';
import { mergeBrand, type Brand, type BrandFile } from '../index.ts';

export type { Brand };

const ORG_CODE = /^[A-Z][A-Z0-9_]*$/;

/**
 * `_defaults.json` with `<ORG_CODE>.json` deep-merged over it (brands/README.md). A code without a
 * file has no organisation data: null, and the page then raises "No private label data found" (000 §1).
 */
export function loadBrand(brandsDir: string, orgCode: string): Brand | null {
  if (!ORG_CODE.test(orgCode)) return null;
  const file = path.join(brandsDir, `${orgCode}.json`);
  if (!fs.existsSync(file)) return null;
  const defaults = readJsonFile<BrandFile>(path.join(brandsDir, '_defaults.json'), { orgCode: '_defaults' });
  const org = readJsonFile<BrandFile>(file, { orgCode });
  return mergeBrand({ defaults, brands: { [orgCode]: org } }, orgCode);
}

export function orgCodes(brandsDir: string): string[] {
  if (!fs.existsSync(brandsDir)) return [];
  return fs
    .readdirSync(brandsDir)
    .filter((f) => f.endsWith('.json') && !f.startsWith('_'))
    .map((f) => f.slice(0, -5))
    .filter((code) => ORG_CODE.test(code))
    .sort();
}
