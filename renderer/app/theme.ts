/** Brand colours → CSS custom properties on the document (CSSOM, so no inline style under the CSP). */
import type { Brand } from '../../engine/index.ts';

export function applyTheme(brand: Brand): void {
  const colors = (brand.colors ?? {}) as Record<string, string | undefined>;
  const style = document.documentElement.style;
  for (const [key, value] of Object.entries(colors)) if (value) style.setProperty(`--brand-${key}`, value);
  const names = brand.names as { companyName?: string } | undefined;
  document.title = names?.companyName ? `Home equity line of credit · ${names.companyName}` : 'Home equity line of credit';
  document.documentElement.dataset.org = brand.orgCode;
}
