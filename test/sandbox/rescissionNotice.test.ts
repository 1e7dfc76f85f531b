/**
 * GET {app}/{uuid}/documents/rescission.pdf and .json: the notice of the right to cancel
 * (sandbox/documents/rescissionNotice.ts, Regulation Z §1026.15(b), Appendix G form G-5), on the real
 * sandbox server. Each owner whose home the lien reaches gets their own, naming them: the applicant,
 * and the spouse who owns the home with them and signs in her own area (engine/requiredSigners.ts,
 * journeys/signer.json). Before signing it says how the last day is counted; once everyone has
 * signed it names the day, which is the engine's one decision (engine/closingDates.ts). The server's
 * clock starts on Friday 20 November 2026, so the window holds a Sunday: Sat 21, Mon 23, Tue 24.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { closingDates, formatDisplayDate } from '../../engine/index.ts';
import { SIGNER_PASSWORD } from '../../sandbox/simulator/personas.js';
import { APP, client, newApplicant, start, upload, type Running } from './helpers.js';
import { acknowledgeStateNotice, callWith, getApp, happySteps, NOTARY_SESSION, notarise, status, step } from './walk.js';
import figure from '../../brands/FIGURE.json' with { type: 'json' };

let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => { server = await start({ startAt: Date.parse('2026-11-20T18:00:00Z') }); api = client(server); });
afterAll(() => server.close());

const sam = { firstName: 'Sam', lastName: 'Rivera', email: `sam.rivera.${process.pid}.${Date.now()}@example.com` };

async function pdfText(url: string, token: string) {
  const res = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const pdf = await getDocument({ data: new Uint8Array(await res.arrayBuffer()), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) pages.push((await (await pdf.getPage(i)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '));
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** What every notice states (§1026.15(b); G-5's parts, in its words). */
const REQUIRED = [
  'Notice of Right to Cancel',
  // the retention of a security interest in the home
  'you have agreed to give us a deed of trust on your home as security for the account',
  // the right to rescind
  'You have a legal right under federal law to cancel the account, without cost, within three business days after the latest of the following events',
  'the date you received your Truth in Lending disclosures', 'the date you received this notice of your right to cancel the account',
  // how to exercise it, with the creditor's address and a form for it
  'How to cancel', `notifying us in writing, at ${figure.names.companyName}, ${figure.companyAddress}`, 'you may use this notice by dating and signing below', 'I wish to cancel',
  // the effects of rescission (§1026.15(d))
  'If you cancel the account, the deed of trust on your home is also cancelled', 'Within 20 calendar days of receiving your notice',
  'We must return to you any money or property you have given to us', 'you must then offer to return the money or property',
];

const notice = async (uuid: string, token: string) => {
  const json = await api('GET', `${APP}/${uuid}/documents/rescission.json`, { token });
  expect(json.status).toBe(200);
  const rows = Object.fromEntries((json.body.blocks as { kind: string; rows?: [string, string][] }[]).find((b) => b.kind === 'table')!.rows!);
  return { title: json.body.title as string, rows, text: await pdfText(`${APP}/${uuid}/documents/rescission.pdf`, token) };
};

describe('the notice of the right to cancel', () => {
  it('is each owner\'s own: the applicant\'s and the spouse\'s name them, state every part, and after signing end on the engine\'s day', async () => {
    const a = await newApplicant(api, 'Happy', { state: 'OH', zip: '43215' });
    await step(api, a.token, a.uuid, 'soft-credit-consent', { consent: true });
    await acknowledgeStateNotice(api, a.token, a.uuid);
    await step(api, a.token, a.uuid, 'offer', happySteps[1]![1]);
    await step(api, a.token, a.uuid, 'more-info', { ownership: 'JOINT_WITH_SPOUSE', maritalStatus: 'MARRIED', ssn: '123-45-6789', hardCreditConsent: true });
    expect((await api('POST', `${APP}/${a.uuid}/title-holders`, { token: a.token, body: { spouse: sam } })).status).toBe(200);
    const from = happySteps.findIndex(([p]) => p === 'hmda');
    const to = happySteps.findIndex(([p]) => p === 'closing-signature');
    for (const [path, body] of happySteps.slice(from, to + 1)) await step(api, a.token, a.uuid, path, body);
    expect(await status(api, a.token, a.uuid)).toBe('CO_DEED_REQUIRED');
    const home = (await getApp(api, a.token, a.uuid)).property.fullAddress as string;

    // The applicant's, before the deed is signed: every part, her name, the home; the day not known yet, so how it is counted.
    const mine = await notice(a.uuid, a.token);
    expect(mine.title).toBe('Notice of Right to Cancel');
    for (const words of [...REQUIRED, 'Pat Happy', home]) expect(mine.text, words).toContain(words);
    expect(mine.rows['Notice to (an owner of the home)']).toBe('Pat Happy');
    expect(mine.rows['Your right to cancel ends']).toMatch(/third business day after the latest of the three events below; the date is filled in when the account is signed/);
    expect(mine.text).toContain('midnight of the third business day following the latest of the three events listed above');

    // The spouse signs in her own area and reads what she signs, and her own notice, before her notary.
    const login = await api('POST', '/identity/api/v1/heloc-signer/login', { body: { email: sam.email, password: SIGNER_PASSWORD } });
    expect(login.status).toBe(200);
    const spouse = login.body.jwt as string;
    const hers = await notice(a.uuid, spouse);
    for (const words of [...REQUIRED, 'Sam Rivera', home]) expect(hers.text, words).toContain(words);
    expect(hers.rows['Notice to (an owner of the home)']).toBe('Sam Rivera');
    expect(hers.text).not.toContain('Pat Happy');
    expect((await api('GET', `${APP}/${a.uuid}/documents/deed.json`, { token: spouse })).body.title).toBe('Deed of Trust');
    expect((await api('GET', `${APP}/${a.uuid}/documents/closing.json`, { token: spouse })).status).toBe(200);
    // Only what she signs and her notice; nothing of another application.
    expect((await api('GET', `${APP}/${a.uuid}/documents/summary.json`, { token: spouse })).status).toBe(404);
    const other = await newApplicant(api, 'Happy');
    expect((await api('GET', `${APP}/${other.uuid}/documents/rescission.json`, { token: spouse })).status).toBe(404);
    expect((await api('GET', `${APP}/${a.uuid}/documents/rescission.json`, { token: other.token })).status).toBe(403);

    // Everyone signs: the spouse before her notary, then the applicant before hers.
    await api('POST', `${APP}/co-deed/identity-documents`, { token: spouse, body: upload('DRIVERS_LICENSE_FRONT') });
    await notarise(callWith(api), spouse, a.uuid);
    expect(await status(api, a.token, a.uuid)).toBe('NOTARY_DISCLOSURE');
    await step(api, a.token, a.uuid, NOTARY_SESSION, {});

    // The day is the engine's decision on the signed application: Friday's signing, Sunday not counted.
    const decided = closingDates(await getApp(api, a.token, a.uuid)).result!;
    expect(decided).toMatchObject({ signedOn: '2026-11-20', rescissionEndsOn: '2026-11-24' });
    const ends = formatDisplayDate(decided.rescissionEndsOn);
    for (const [token, name] of [[a.token, 'Pat Happy'], [spouse, 'Sam Rivera']] as const) {
      const signed = await notice(a.uuid, token);
      expect(signed.rows['Notice to (an owner of the home)']).toBe(name);
      expect(signed.rows['Your right to cancel ends']).toBe(`Midnight of ${ends}`);
      expect(signed.rows['Account opening date (the day the account is signed)']).toBe(formatDisplayDate(decided.signedOn));
      expect(signed.text).toContain(`you must send the notice no later than midnight of ${ends}`);
    }
    // The deed names her and carries her signature beside the applicant's, both acknowledged before the notary.
    const deed = (await api('GET', `${APP}/${a.uuid}/documents/deed.json`, { token: a.token })).body.blocks as any[];
    expect(deed.filter((b) => b.kind === 'signature').map((b) => [b.name, b.role, b.signedName, b.signedOn])).toEqual([
      ['Pat Happy', 'Borrower', 'Pat Happy', formatDisplayDate(decided.signedOn)],
      ['Sam Rivera', 'Co-owner', 'Sam Rivera', formatDisplayDate(decided.signedOn)],
    ]);
    expect(JSON.stringify(deed)).toContain('Co-owner (grantor): also gives the lien');
    expect(JSON.stringify(deed)).toContain('signed and acknowledged before me by Pat Happy and Sam Rivera, each of whom proved their identity to me.');
    // Her area reads the same decision for the screen's note.
    expect((await api('GET', `${APP}/co-deed/status`, { token: spouse })).body.closing).toEqual(decided);
  });
});
