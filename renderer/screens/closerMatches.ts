/**
 * The address checks of a screen on continue (001 §2, §5 Address): each address field the screen
 * checks (engine/addressVerification.ts `verifiedAddressPaths`) is verified with the brand's lookup,
 * at once, and the engine's decision says which have a closer match to offer. An address verified,
 * not found, left unchecked by a failing service, or chosen by the applicant is settled: it is not
 * asked about again while the page is open (on this screen or on coming back to it).
 */
import { lookup } from '../../engine/template.ts';
import { ADDRESS_PARTS, verificationOffer, type AddressParts } from '../../engine/addressVerification.ts';
import type { AddressLookupService } from '../api/addressLookup.ts';
import type { CloserMatch } from './CloserMatchDialog.tsx';

type Data = Record<string, unknown>;
const isNode = (v: unknown): v is Data => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** The address parts of a stored address (other keys, such as occupancyType, left out). */
const partsOf = (v: unknown): AddressParts => Object.fromEntries(ADDRESS_PARTS.flatMap((k) => (isNode(v) && typeof v[k] === 'string' && v[k] !== '' ? [[k, v[k]]] : []))) as AddressParts;

/** One key per address, whatever its case and spacing. */
export const addressKey = (a: AddressParts): string => ADDRESS_PARTS.map((k) => (a[k] ?? '').trim().replace(/\s+/g, ' ').toLowerCase()).join('|');

const settled = new Set<string>();
/** The applicant chose this address (or the service had nothing to offer for it). */
export const settleAddress = (a: AddressParts): void => { settled.add(addressKey(a)); };

/** `data` with the address at `path` replaced by `address` (its other keys kept). */
export function withAddress(data: Data, path: string, address: AddressParts): Data {
  const [head, ...rest] = path.split('.');
  if (!head) return data;
  if (rest.length > 0) return { ...data, [head]: withAddress(isNode(data[head]) ? data[head] : {}, rest.join('.'), address) };
  const current = isNode(data[head]) ? data[head] : {};
  const next: Data = { ...current, ...address };
  if (!address.street2) delete next['street2'];
  return { ...data, [head]: next };
}

/** The field's title in the screen's schema ("Property address"), for the dialog's words. */
function titleAt(schema: unknown, path: string): string {
  const node = path.split('.').reduce<unknown>((cur, k) => (isNode(cur) && isNode(cur['properties']) ? cur['properties'][k] : undefined), schema);
  return isNode(node) && typeof node['title'] === 'string' ? node['title'] : 'address';
}

export async function closerMatches(service: AddressLookupService, paths: readonly string[], data: Data, schema: unknown): Promise<CloserMatch[]> {
  const checks = paths.map(async (path): Promise<CloserMatch | null> => {
    const entered = partsOf(lookup(data, path));
    if (!entered.street1 || settled.has(addressKey(entered))) return null;
    const answer = await service.verify(entered);
    const decision = verificationOffer(entered, answer).result;
    if (!decision.offer || !decision.suggested) { settleAddress(entered); return null; }
    return { path, label: titleAt(schema, path), entered, suggested: decision.suggested, changed: decision.changed };
  });
  return (await Promise.all(checks)).filter((m): m is CloserMatch => m !== null);
}
