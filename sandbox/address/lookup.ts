/**
 * The sandbox's address-lookup provider (001 §2, §5 Address typeahead): suggestions for typed text
 * and verification of an entered address, over the addresses of sandbox/data/addresses.json. Pure:
 * the route reads the file and hands its list in.
 *
 * Words are compared in a canonical spelling, as a postal service does: "Av", "Ave" and "Avenue"
 * are one suffix, "N" is "North", "5th" is "Fifth". Suggestions match when every typed word begins
 * a word of the address (street, city, state or zipcode). Verification finds the listed address
 * with the same house number and street name (and suffix, when one is typed) in the entered state;
 * when what was entered spells it differently or names another city or zipcode, the listed address
 * is offered as the correction, with the entered apartment or suite kept.
 */

export interface ListedAddress { street1: string; city: string; zip: string }
export interface AddressBook { addresses: Record<string, ListedAddress[]> }
export interface LookupAddress { street1: string; street2?: string; city: string; state: string; zip: string; fullAddress: string }
export interface EnteredAddress { street1?: string; street2?: string; city?: string; state?: string; zip?: string }
export type VerificationResult =
  | { result: 'VERIFIED'; address: LookupAddress }
  | { result: 'CORRECTED'; address: LookupAddress; changed: ('street1' | 'city' | 'state' | 'zip')[] }
  | { result: 'NOT_FOUND' };

export const MAX_SUGGESTIONS = 5;
export const MIN_QUERY_CHARS = 3;

const SUFFIXES: Record<string, string> = {
  av: 'avenue', ave: 'avenue', aven: 'avenue', avn: 'avenue', avenue: 'avenue',
  st: 'street', str: 'street', street: 'street',
  rd: 'road', road: 'road', dr: 'drive', drv: 'drive', drive: 'drive',
  blvd: 'boulevard', boul: 'boulevard', boulevard: 'boulevard',
  ln: 'lane', lane: 'lane', ct: 'court', court: 'court', pl: 'place', place: 'place',
  pkwy: 'parkway', parkway: 'parkway', hwy: 'highway', highway: 'highway',
  ter: 'terrace', terrace: 'terrace', cir: 'circle', circle: 'circle',
  sq: 'square', square: 'square', ctr: 'center', center: 'center', way: 'way', trl: 'trail', trail: 'trail',
};
const OTHER_WORDS: Record<string, string> = {
  n: 'north', s: 'south', e: 'east', w: 'west', ne: 'northeast', nw: 'northwest', se: 'southeast', sw: 'southwest',
  '1st': 'first', '2nd': 'second', '3rd': 'third', '4th': 'fourth', '5th': 'fifth',
  '6th': 'sixth', '7th': 'seventh', '8th': 'eighth', '9th': 'ninth', '10th': 'tenth',
};
const SUFFIX_WORDS = new Set(Object.values(SUFFIXES));

/** Lower-case words without punctuation ("1200 Oak Av." → ["1200", "oak", "av"]). */
export const words = (text: string | undefined): string[] =>
  (text ?? '').toLowerCase().replace(/[.,#]/g, ' ').split(/\s+/).filter(Boolean);

/** One word in its canonical spelling. */
export const canonical = (word: string): string => SUFFIXES[word] ?? OTHER_WORDS[word] ?? word;

interface StreetParts { number: string; name: string[]; suffix: string | undefined }

/** House number, street name and suffix of a street line, canonically spelled. */
export function streetParts(street1: string | undefined): StreetParts {
  const list = words(street1).map(canonical);
  const number = list[0] && /^\d+[a-z]?$/.test(list[0]) ? list.shift()! : '';
  const last = list[list.length - 1];
  const suffix = list.length > 1 && last && SUFFIX_WORDS.has(last) ? list.pop() : undefined;
  return { number, name: list, suffix };
}

const full = (a: Omit<LookupAddress, 'fullAddress'>): string =>
  [a.street1, a.street2, a.city, `${a.state} ${a.zip}`].filter(Boolean).join(', ');

const shaped = (state: string, a: ListedAddress, street2?: string): LookupAddress => {
  const base = { street1: a.street1, ...(street2 ? { street2 } : {}), city: a.city, state, zip: a.zip };
  return { ...base, fullAddress: full(base) };
};

const listed = (book: AddressBook): { state: string; address: ListedAddress }[] =>
  Object.entries(book.addresses).flatMap(([state, list]) => list.map((address) => ({ state, address })));

/** Up to five addresses whose words each typed word begins; the entered state's first, then by house number match. */
export function suggest(book: AddressBook, query: string, state?: string): LookupAddress[] {
  const typed = words(query);
  if (query.trim().length < MIN_QUERY_CHARS || typed.length === 0) return [];
  const wanted = state?.toUpperCase();
  const scored = listed(book).flatMap(({ state: st, address }) => {
    const own = [...words(address.street1), ...words(address.city), st.toLowerCase(), address.zip];
    const ownCanonical = own.map(canonical);
    const matches = typed.every((t) => own.some((w) => w.startsWith(t)) || ownCanonical.some((w) => w.startsWith(canonical(t))));
    if (!matches) return [];
    const numberExact = words(address.street1)[0] === typed[0];
    return [{ rank: [st === wanted ? 0 : 1, numberExact ? 0 : 1], address: shaped(st, address) }];
  });
  scored.sort((a, b) => a.rank[0]! - b.rank[0]! || a.rank[1]! - b.rank[1]! || a.address.fullAddress.localeCompare(b.address.fullAddress));
  return scored.slice(0, MAX_SUGGESTIONS).map((s) => s.address);
}

const sameWords = (a: string[], b: string[]) => a.length === b.length && a.every((w, i) => w === b[i]);
const sameText = (a: string | undefined, b: string | undefined) => words(a).join(' ') === words(b).join(' ');

/**
 * The entered address checked against the list: VERIFIED when it is a listed address as listed,
 * CORRECTED with the listed address when it is one spelled differently or with another city or
 * zipcode (`changed` names what differs), NOT_FOUND when no listed address in its state has its
 * number and street, or when several do and neither its city nor its zipcode tells them apart.
 */
export function verify(book: AddressBook, entered: EnteredAddress): VerificationResult {
  const state = (entered.state ?? '').toUpperCase();
  const street = streetParts(entered.street1);
  if (!street.number || street.name.length === 0) return { result: 'NOT_FOUND' };
  const candidates = listed(book).filter(({ state: st, address }) => {
    if (state && st !== state) return false;
    const own = streetParts(address.street1);
    return own.number === street.number && sameWords(own.name, street.name) && (!street.suffix || own.suffix === street.suffix);
  });
  const byZip = candidates.filter((c) => c.address.zip === entered.zip);
  const byCity = candidates.filter((c) => sameText(c.address.city, entered.city));
  const found = candidates.length === 1 ? candidates[0] : byZip.length === 1 ? byZip[0] : byCity.length === 1 ? byCity[0] : undefined;
  if (!found) return { result: 'NOT_FOUND' };
  const address = shaped(found.state, found.address, entered.street2?.trim() || undefined);
  const changed: ('street1' | 'city' | 'state' | 'zip')[] = [];
  if (!sameText(entered.street1, address.street1)) changed.push('street1');
  if (!sameText(entered.city, address.city)) changed.push('city');
  if (state !== address.state) changed.push('state');
  if ((entered.zip ?? '').trim() !== address.zip) changed.push('zip');
  return changed.length === 0 ? { result: 'VERIFIED', address } : { result: 'CORRECTED', address, changed };
}
