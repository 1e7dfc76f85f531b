/**
 * What the landing URL says about a visitor, kept for the browser session so it survives the way to
 * registration (001 §2): `utm_source=cloc` marks a crypto HELOC visitor; their application is then
 * created with that source (the lender sets `isCrypto`) and their chat asks for the CLOC_HELOC skill.
 */
export const CRYPTO_SOURCE = 'cloc';
const CRYPTO_KEY = 'heloc_crypto_visitor';

type Store = Pick<Storage, 'getItem' | 'setItem'>;
const session = (): Store | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** Notes the marks of a page's query (call on every page). */
export function noteVisitor(query: Record<string, string | undefined>, store: Store | null = session()): void {
  if (query['utm_source'] === CRYPTO_SOURCE) store?.setItem(CRYPTO_KEY, '1');
}

export const isCryptoVisitor = (store: Store | null = session()): boolean => store?.getItem(CRYPTO_KEY) === '1';

/** The marketing source to create the application with: the page's, else the crypto mark's. */
export const utmSourceFor = (query: Record<string, string | undefined>, store: Store | null = session()): string | undefined =>
  query['utm_source'] ?? (isCryptoVisitor(store) ? CRYPTO_SOURCE : undefined);
