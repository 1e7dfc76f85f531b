/**
 * Each screen its own document title with the brand, from config: the screen's `copy.pageTitle`,
 * else its `title` ("What is your annual income? · GoodLeap"); "Error: " first while the error
 * summary shows, so a screen-reader user hears it on arrival.
 */
import { useEffect } from 'react';

export function documentTitle(pageTitle: string, brand: Record<string, unknown> | undefined, hasErrors = false): string {
  const names = (brand?.names ?? {}) as { companyNameShort?: unknown; companyName?: unknown };
  const company = typeof names.companyNameShort === 'string' && names.companyNameShort ? names.companyNameShort : typeof names.companyName === 'string' ? names.companyName : '';
  const title = [pageTitle.trim(), company].filter(Boolean).join(' · ');
  return hasErrors ? `Error: ${title}` : title;
}

export function useDocumentTitle(pageTitle: string | undefined, brand: Record<string, unknown> | undefined, options: { enabled?: boolean; hasErrors?: boolean } = {}): void {
  const { enabled = true, hasErrors = false } = options;
  const title = pageTitle ? documentTitle(pageTitle, brand, hasErrors) : '';
  useEffect(() => {
    if (enabled && title) document.title = title;
  }, [enabled, title]);
}
