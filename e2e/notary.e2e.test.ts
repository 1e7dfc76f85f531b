/**
 * The notary session for real (000 §2 notary/session, schedule-manual, reserve-manual), in one
 * Chromium with its fake camera and microphone: the applicant's page and the notary console see and
 * hear each other over WebRTC (signalling through the sandbox), the notary checks the ID on file,
 * watches the deed being signed and completes the session, and the applicant moves on to insurance.
 * In person: a time slot is booked, rescheduled, cancelled and booked again; the notary reports the
 * deed signed (before the booked time only once they confirm they met early) and the applicant's page
 * moves on by itself; its confirmation uses the shared tooltip, copy and popover
 * components with their timings (001 §9). axe-clean, no CSP violation, screenshots kept.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { applicationOf, createApplicant, signIn, statusOf, walkThrough } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;

useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, {}, { fakeMedia: true });

/** A playing video with frames (the other side's camera arrived). */
const videoPlays = (page: Page, label: string) =>
  expect.poll(() => page.getByLabel(label, { exact: true }).evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && v.readyState >= 2 && !v.paused), { timeout: 20_000 }).toBe(true);

/** The other side's microphone is heard: the level meter moves (Chromium's fake microphone beeps). */
const heard = (page: Page, selector: string) =>
  expect.poll(() => page.locator(selector).evaluate((m: HTMLMeterElement) => m.value), { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);

describe('the remote notary session', () => {
  it('applicant and notary console: admit, see and hear, check the ID, witness the signature, complete, move on', async () => {
    const applicant = await createApplicant(sandbox.url);
    await walkThrough(sandbox.url, applicant, 'closing-signature');
    await expect.poll(() => statusOf(sandbox.url, applicant.uuid, applicant.token), { timeout: 20_000 }).toBe('NOTARY_DISCLOSURE');

    const person = await openPage(browser, { width: 1280, height: 1000, media: true });
    const notary = await openPage(browser, { width: 1280, height: 1000, media: true });
    await signIn(person.page, applicant.token);
    await person.page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}/notary/session?org=GOODLEAP_LLC`);
    await person.page.locator('h1', { hasText: 'Your notary session' }).waitFor();
    expect(await seriousA11yViolations(person.page)).toEqual([]);
    await person.page.getByRole('button', { name: 'Turn on camera and microphone' }).click();
    await videoPlays(person.page, 'You');
    await person.page.getByRole('button', { name: 'Join the waiting room' }).click();
    await person.page.getByRole('heading', { name: "You're in the waiting room" }).waitFor();
    await screenshot(person.page, 'notary-waiting');
    // Telemetry on an application's pages (001 §7): the experiment decided for this visitor, the tracker and the session-replay link are saved on it.
    await expect.poll(async () => (await applicationOf(sandbox.url, applicant.uuid, applicant.token)).experiments?.map((e: { name: string }) => e.name), { timeout: 15_000 }).toContain('fe-heloc-notary-intro-steps');
    const saved = await applicationOf(sandbox.url, applicant.uuid, applicant.token);
    expect(saved.trackerUuid).toEqual(expect.any(String));
    expect(saved.fullStoryLink).toMatch(/\/ops\/telemetry\/sessions\/[0-9a-f-]{36}$/);

    // The notary sees the applicant waiting and admits them.
    await notary.page.goto(`${sandbox.url}/ops/notary?notary=Morgan%20Lee`);
    await notary.page.getByText('Connected as Morgan Lee').waitFor();
    await notary.page.getByRole('button', { name: 'Admit: Pat Happy' }).click();
    await person.page.getByText("You're with Morgan Lee.").waitFor({ timeout: 20_000 });
    await notary.page.locator('#call-state', { hasText: 'Connected' }).waitFor({ timeout: 20_000 });
    // Both see and hear each other.
    await videoPlays(notary.page, "The applicant's camera");
    await videoPlays(person.page, 'Your notary');
    await heard(notary.page, '#remote-level');
    await heard(person.page, '#notary-level');

    // The ID on file, checked against the person on camera.
    const id = notary.page.getByRole('img', { name: /Identity document on file: drivers license front/ });
    await id.waitFor();
    await expect.poll(() => id.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect.poll(() => notary.page.getByRole('button', { name: 'Confirm ID' }).isDisabled()).toBe(true);
    await notary.page.getByLabel('The person on camera matches this ID').check();
    await notary.page.getByRole('button', { name: 'Confirm ID' }).click();
    await person.page.getByText('Your notary has checked your ID.').waitFor();

    // The signature, witnessed.
    await notary.page.getByRole('button', { name: 'Ask for the signature' }).click();
    const form = person.page.locator('.notary__sign');
    await form.getByRole('heading', { name: 'Sign your mortgage (deed of trust)' }).waitFor();
    await form.getByRole('button', { name: 'Sign the deed' }).click();
    await form.getByText('Confirm that you are signing the mortgage of your own free will').first().waitFor();
    await form.getByRole('checkbox', { name: /I am signing the mortgage/ }).check();
    await form.getByLabel(/Type your full legal name/).fill('Somebody Else');
    await form.getByRole('button', { name: 'Sign the deed' }).click();
    await form.getByText('Type your full legal name as it appears on your application').first().waitFor();
    expect(await seriousA11yViolations(person.page)).toEqual([]);
    await screenshot(person.page, 'notary-signing');
    await form.getByLabel(/Type your full legal name/).fill('Pat Happy');
    await form.getByRole('button', { name: 'Sign the deed' }).click();
    await person.page.getByText('You signed your mortgage (deed of trust).').waitFor();
    await notary.page.locator('#signature', { hasText: 'Pat Happy' }).waitFor();
    await notary.page.getByText(/Signed by Pat Happy at/).waitFor();
    expect(await seriousA11yViolations(notary.page)).toEqual([]);
    await screenshot(notary.page, 'notary-console');

    // Complete: the applicant moves on to insurance.
    await notary.page.getByRole('button', { name: 'Complete session' }).click();
    await person.page.getByRole('heading', { name: 'Your notarization is complete' }).waitFor();
    await person.page.waitForURL((u) => /\/insurance\//.test(u.pathname), { timeout: 30_000 });
    expect(await statusOf(sandbox.url, applicant.uuid, applicant.token)).toBe('TRUST_AND_INSURANCE');
    await person.page.locator('h1').first().waitFor();
    await screenshot(person.page, 'notary-after');
    expect(person.csp).toEqual([]);
    expect(notary.csp).toEqual([]);
    await person.context.close();
    await notary.context.close();
  }, 150_000);
});

describe('the in-person notary', () => {
  it('books, reschedules, cancels and books again on a phone; the notary reports the deed signed', async () => {
    const applicant = await createApplicant(sandbox.url, 'Notary');
    await walkThrough(sandbox.url, applicant, 'closing-signature');
    await expect.poll(() => statusOf(sandbox.url, applicant.uuid, applicant.token), { timeout: 20_000 }).toBe('MANUAL_DEED_SIGNING');
    const { page, context, csp } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}?org=LAKEVIEW`);
    await page.locator('h1', { hasText: 'Sign with a notary in person' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Choose a date and time' }).click();
    await page.locator('h1', { hasText: 'Schedule your notary appointment' }).waitFor();

    // Nothing chosen: the schema's message.
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.getByText('Select a time').first().waitFor();
    const times = page.getByRole('radiogroup', { name: 'Time' });
    await times.getByRole('radio').first().waitFor();
    const firstTime = (await times.getByRole('radio').first().locator('xpath=..').innerText()).trim();
    await times.getByRole('radio').first().check();
    await page.getByLabel(/Where should we meet you/).fill('Side door, 12 Main Street');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'notary-schedule-375');
    await page.getByRole('button', { name: 'Book appointment' }).click();

    await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor({ timeout: 20_000 });
    const details = page.locator('.appointment__details');
    expect(await details.innerText()).toContain(firstTime);
    expect(await details.innerText()).toContain('Side door, 12 Main Street');
    expect(await details.innerText()).toMatch(/N-[0-9A-F]{8}/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'notary-booked-375');

    // Shared components (001 §9): the tooltip opens 200 ms after the pointer rests, at once on focus;
    // the copy confirmation lasts 1 s; the popover closes on Escape with focus back on its button.
    const since = (selector: string, shown: boolean) => page.evaluate(([sel, want]) => new Promise<number>((resolve) => {
      const el = document.querySelector(sel as string)!;
      const done = () => (want ? !el.hasAttribute('hidden') && (el.textContent ?? '') !== '' : (el.textContent ?? '') === '');
      const obs = new MutationObserver(() => { if (done()) { obs.disconnect(); resolve(performance.now()); } });
      obs.observe(el, { attributes: true, childList: true, characterData: true, subtree: true });
    }), [selector, shown] as const);
    const now = () => page.evaluate(() => performance.now());
    const tip = page.getByRole('button', { name: 'About the confirmation number' });
    const tipShown = since('.tooltip__bubble', true);
    const t0 = await now();
    await tip.hover();
    expect(await tipShown - t0).toBeGreaterThanOrEqual(190);
    await page.getByRole('tooltip').filter({ hasText: 'Give this number if you call us about your appointment.' }).waitFor();
    await page.mouse.move(0, 0);
    await expect.poll(() => page.getByRole('tooltip').isVisible()).toBe(false);
    await tip.focus();
    await page.getByRole('tooltip').waitFor({ timeout: 150 });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('tooltip').isVisible()).toBe(false);
    const copied = since('.copy__status', true);
    const cleared = copied.then(() => since('.copy__status', false));
    await page.getByRole('button', { name: 'Copy' }).click();
    const [shownAt, goneAt] = [await copied, await cleared];
    expect(goneAt - shownAt).toBeGreaterThanOrEqual(950);
    expect(goneAt - shownAt).toBeLessThan(3000);
    await page.getByRole('button', { name: 'What to bring' }).click();
    await page.getByRole('region', { name: 'What to bring' }).getByText(/The photo ID you uploaded/).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('region', { name: 'What to bring' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('What to bring');
    // A reload keeps the confirmation.
    await page.reload();
    await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor({ timeout: 20_000 });

    // Reschedule to another day.
    await page.getByRole('link', { name: 'Reschedule' }).click();
    await page.locator('h1', { hasText: 'Schedule your notary appointment' }).waitFor();
    const day = page.getByLabel('Day');
    await day.waitFor();
    const days = await day.locator('option').allInnerTexts();
    await day.selectOption({ index: 1 });
    await times.getByRole('radio').nth(2).check();
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor({ timeout: 20_000 });
    expect(await details.innerText()).toContain(days[1]!);

    // Cancel, after a confirmation.
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel appointment' });
    await dialog.getByText(new RegExp(`Cancel your appointment on ${days[1]}`)).waitFor();
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByText('Your appointment is cancelled.').waitFor();
    await page.getByRole('link', { name: 'Choose a date and time' }).click();
    await times.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor({ timeout: 20_000 });

    // The appointment is still to come: the console's report is refused, saying when it is, and
    // nothing moves; the notary confirms they met early, and the applicant's page moves on by itself.
    const console = await openPage(browser, { width: 1100, height: 800 });
    await console.page.goto(`${sandbox.url}/ops/notary`);
    await console.page.getByRole('button', { name: /^Deed signed: appointment N-/ }).click();
    await console.page.getByText(/^Appointment N-[0-9A-F]{8} is booked for .*; it has not started yet\. Report the deed signed after you meet the applicant, or confirm that you met them early\.$/).waitFor();
    expect(await statusOf(sandbox.url, applicant.uuid, applicant.token)).toBe('MANUAL_DEED_SIGNING');
    await screenshot(console.page, 'notary-console-early');
    await console.page.getByRole('button', { name: /^We met early: deed signed, appointment N-/ }).click();
    await console.page.getByText(/reported signed/).waitFor();
    await expect.poll(() => statusOf(sandbox.url, applicant.uuid, applicant.token), { timeout: 20_000 }).toBe('TRUST_AND_INSURANCE');
    await page.waitForURL((u) => /\/insurance\//.test(u.pathname), { timeout: 30_000 });
    expect(csp).toEqual([]);
    expect(console.csp).toEqual([]);
    await context.close();
    await console.context.close();
  }, 150_000);
});
