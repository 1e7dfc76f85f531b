/**
 * The language the applicant reads. Which one is engine/locale.ts chooseLanguage's decision (the
 * address's `?lang=`, the choice kept in a cookie, the browser's preferences, among what the brand
 * offers); its words come from locales/ (renderer/build/localesPlugin.ts: one chunk per language,
 * loaded before the first render that needs it). The choice is kept in a cookie, so the next page,
 * a reload and the server's pages (host/page/pageLanguage.ts) read it too; `lang` on <html> and the
 * lender API's Accept-Language follow it.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { languages, strings } from 'virtual:locales';
import { chooseLanguage, dictionaryOf, LANGUAGE_COOKIE, SOURCE_LANGUAGE, translate, type Dictionary } from '../../engine/locale.ts';
import type { Brand } from '../../engine/index.ts';
import type { Decision } from '../../engine/types/logic.ts';
import { setRequestLanguage } from '../api/client.ts';

/** The cookie the choice is kept in (engine/locale.ts requestLanguage reads it on the servers). */
export { LANGUAGE_COOKIE };
const YEAR_S = 365 * 24 * 3600;

/** The languages the brand offers that this build has words for, in the brand's order. */
export const offeredBy = (brand: Brand): string[] => (brand.languages ?? [SOURCE_LANGUAGE]).filter((c) => c in languages);

function keptLanguage(): string | null {
  if (typeof document === 'undefined') return null;
  const kept = document.cookie.split(';').map((c) => c.trim().split('=')).find(([k]) => k === LANGUAGE_COOKIE);
  return kept?.[1] ? decodeURIComponent(kept[1]) : null;
}

function keepLanguage(code: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`;
}

/** The language this visit starts in (the decision and its trace). */
export function firstLanguage(brand: Brand): Decision<string> {
  return chooseLanguage({
    asked: new URLSearchParams(window.location.search).get('lang'),
    kept: keptLanguage(),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
    offered: offeredBy(brand),
  });
}

const loaded = new Map<string, Dictionary>();

/** The words of `code` for this brand (its own `translations` first); undefined for English, the config's own language. */
export async function loadDictionary(code: string, brand: Brand): Promise<Dictionary | undefined> {
  if (code === SOURCE_LANGUAGE || !(code in strings)) return undefined;
  const key = `${brand.orgCode} ${code}`;
  const hit = loaded.get(key);
  if (hit) return hit;
  const file = (await strings[code]!()).default;
  const { name, locale } = languages[code]!;
  const dict = dictionaryOf({ code, name, locale }, [file], brand.translations?.[code]);
  loaded.set(key, dict);
  return dict;
}

export interface LanguageState {
  language: string;
  /** The words of `language`; undefined in English. */
  dictionary: Dictionary | undefined;
  /** The languages the brand offers, as the switch names them, in the brand's order. */
  offered: { code: string; name: string }[];
  /** Reads the product in `code` from now on (this page, the next ones and reloads). */
  choose: (code: string) => Promise<void>;
}

const LanguageContext = createContext<LanguageState>({ language: SOURCE_LANGUAGE, dictionary: undefined, offered: [], choose: async () => {} });

export interface StartLanguage {
  language: string;
  dictionary: Dictionary | undefined;
}

/** Sets the page's language: `lang` on <html>, the lender API's Accept-Language, the kept choice when the address asked for it. */
export function applyLanguage(language: string, decidedBy?: string): void {
  document.documentElement.lang = language;
  setRequestLanguage(language);
  if (decidedBy === 'address') keepLanguage(language);
}

export function LanguageProvider({ brand, start, children }: { brand: Brand; start?: StartLanguage; children: ReactNode }) {
  const [current, setCurrent] = useState<StartLanguage>(start ?? { language: SOURCE_LANGUAGE, dictionary: undefined });
  useEffect(() => {
    document.documentElement.lang = current.language;
    setRequestLanguage(current.language, current.dictionary);
  }, [current.language, current.dictionary]);
  const choose = useCallback(async (code: string) => {
    const dictionary = await loadDictionary(code, brand);
    keepLanguage(code);
    setCurrent({ language: code, dictionary });
  }, [brand]);
  const value = useMemo<LanguageState>(() => ({
    ...current,
    offered: offeredBy(brand).map((code) => ({ code, name: languages[code]!.name })),
    choose,
  }), [current, brand, choose]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export const useLanguage = (): LanguageState => useContext(LanguageContext);

/** The applicant's words for a text the config writes in English (engine/locale.ts translate). */
export function useWords(): (text: string) => string {
  const { dictionary } = useLanguage();
  return useCallback((text: string) => translate(text, dictionary), [dictionary]);
}

/** The Intl locale dates and money are written in for the applicant (en-US in English). */
export function useLocale(): string {
  const { language } = useLanguage();
  return languages[language]?.locale ?? 'en-US';
}
