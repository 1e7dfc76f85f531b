/**
 * A typed signature is the signer's legal name (the deed, the closing documents, the application
 * summary): the first name, then any middle names or initials, then the last name and an optional
 * suffix, as on the application; case, accents' marks, punctuation and spacing do not matter.
 */
const normalise = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z\s'-]/g, ' ').replace(/\s+/g, ' ').trim();

export interface LegalName {
  firstName?: unknown;
  lastName?: unknown;
  suffix?: unknown;
}

export function isLegalName(typed: unknown, name: unknown): boolean {
  if (typeof typed !== 'string') return false;
  const t = normalise(typed);
  const n = (name && typeof name === 'object' ? name : {}) as LegalName;
  const first = typeof n.firstName === 'string' ? normalise(n.firstName) : '';
  const last = typeof n.lastName === 'string' ? normalise(n.lastName) : '';
  // Without a name on file there is nothing to compare with: a name of two letters or more.
  if (!first || !last) return t.length >= 2;
  const suffix = typeof n.suffix === 'string' ? normalise(n.suffix) : '';
  const ends = [last, ...(suffix ? [`${last} ${suffix}`] : [])];
  return t.startsWith(`${first} `) && ends.some((e) => t === `${first} ${e}` || t.endsWith(` ${e}`));
}
