/**
 * The applicant's side of a question added to the contact screen (application/start/contact): it
 * is answered with the rest of the screen and submitted, and the review page lists it under its
 * title (renderer/screens/AnswerList.tsx).
 */
import type { Page } from 'playwright-core';

/** On the contact screen: sole owner, unmarried, `bestTime` as the best time to call, an SSN, consent; then Continue. */
export async function answerContact(page: Page, bestTime: string): Promise<void> {
  await page.locator('h1', { hasText: 'A few more details' }).waitFor({ timeout: 15_000 });
  await page.getByLabel('In my name only').check();
  await page.getByLabel('Unmarried (single, divorced or widowed)').check();
  await page.getByLabel(bestTime).check();
  await page.getByLabel('Social Security number').fill('123-45-6789');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/start/contact'), { timeout: 30_000 });
}

/** The review page's answer list: its heading, and the title and answer of one answer. */
export async function reviewedAnswer(page: Page, name: string): Promise<{ heading: string; title: string; answer: string; all: string }> {
  const list = page.locator('.screen__answers');
  await list.waitFor({ timeout: 15_000 });
  const row = list.locator(`[data-answer="${name}"]`);
  return { heading: await list.locator('h2').innerText(), title: await row.locator('dt').innerText(), answer: await row.locator('dd').innerText(), all: await list.innerText() };
}
