/** The studio's brand creator (/studio/brands) filled in as staff would: a partner lender, Harbor Home. */
import type { Page } from 'playwright-core';

export const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40"><rect width="40" height="40" rx="8" fill="#7A1F5C"/><text x="50" y="27" font-family="sans-serif" font-size="20" fill="#7A1F5C">Harbor</text></svg>';
export const ANSWERS: [string, string][] = [
  ['Org code', 'HARBOR_HOME'],
  ['Company name (legal)', 'Harbor Home Credit, Inc.'],
  ['Short name', 'Harbor Home'],
  ['Product name', 'Harbor Home Equity Line'],
  ['NMLS number', '7654321'],
  ['Company address', '1 Harbor Way, Portland, OR 97201'],
  ['Website', 'https://harborhome.test'],
  ['Support phone (10 digits)', '5035550147'],
  ['Support e-mail', 'help@harborhome.test'],
  ['Terms of use', 'https://harborhome.test/terms'],
  ['Electronic communications consent', 'https://harborhome.test/esign'],
  ['Privacy policy', 'https://harborhome.test/privacy'],
  ['State licences', 'https://harborhome.test/licences'],
  ['Legal', 'https://harborhome.test/legal'],
];

/** A new brand's answers, and its licensed states chosen from the usual list (none is chosen for it). */
export async function fillIn(page: Page, answers: [string, string][]) {
  for (const [label, value] of answers) await page.getByLabel(label, { exact: true }).fill(value);
  const usual = page.getByRole('button', { name: /^Choose the usual \d+ states$/ });
  if (await usual.count()) await usual.click();
}
export const problems = (page: Page) => page.getByTestId('brand-problems').textContent();
