/**
 * Calls shaped by who the visitor is, against the real sandbox (001 §2, §7): utm_source=cloc marks a
 * crypto HELOC visitor whose application gets isCrypto and whose chat asks for the CLOC_HELOC skill
 * with the loan number; the referrer's licensed states come from /lo/{uuid}/licensed-states.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationAnswers, registration, start, uniqueEmail, type Running } from '../sandbox/helpers.ts';
import { isCryptoVisitor, noteVisitor, utmSourceFor } from '../../renderer/state/visitorMarks.ts';
import { finishRegistration } from '../../renderer/api/registration.ts';
import { CRYPTO_SKILL, initWebChatBody } from '../../renderer/chat/initBody.ts';
import { fetchOriginator } from '../../renderer/api/originator.ts';
import { stepSchemas } from '../helpers/config.ts';

let server: Running;
const realFetch = globalThis.fetch;
const calls: string[] = [];
let override: ((url: string) => Response | null) | null = null;

function storage() {
  const store = new Map<string, string>();
  return { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => { store.set(k, String(v)); }, removeItem: (k: string) => { store.delete(k); }, clear: () => store.clear() };
}

beforeAll(async () => { server = await start({}); });
afterAll(async () => { vi.unstubAllGlobals(); await server.close(); });
beforeEach(() => {
  calls.length = 0;
  override = null;
  vi.stubGlobal('localStorage', storage());
  vi.stubGlobal('sessionStorage', storage());
  vi.stubGlobal('window', { location: { origin: server.url, hostname: '127.0.0.1', pathname: '/account/heloc/register-v2', search: '' } });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.startsWith('http')) return realFetch(url, init);
    calls.push(url);
    return override?.(url) ?? realFetch(`${server.url}${url}`, init);
  });
});

describe('a crypto HELOC visitor (001 §2 utm_source=cloc)', () => {
  it('is marked on any page and keeps the mark for the way to registration', () => {
    expect(isCryptoVisitor()).toBe(false);
    noteVisitor({ utm_source: 'mail' });
    expect(utmSourceFor({})).toBeUndefined();
    noteVisitor({ utm_source: 'cloc' });
    expect(isCryptoVisitor()).toBe(true);
    expect(utmSourceFor({})).toBe('cloc');
    expect(utmSourceFor({ utm_source: 'partner' })).toBe('partner');
  });

  it('gets an application with isCrypto, and a chat with the CLOC_HELOC skill and the loan number', async () => {
    noteVisitor({ utm_source: 'cloc' });
    // The mark was noted on an earlier page: this page's query no longer carries it.
    const answers = { ...registration(uniqueEmail('crypto')), ...(applicationAnswers('Happy') as Record<string, unknown>) };
    const app = (await finishRegistration(answers, { query: {} }, stepSchemas)) as unknown as { uuid: string; loanNumber: string; isCrypto: boolean };
    expect(app).toMatchObject({ isCrypto: true });
    const body = initWebChatBody({
      form: { friendlyName: 'Casey', emailAddress: '' }, brand: { orgCode: 'FIGURE', behaviour: { chatSkill: 'FHEL' } }, identityUuid: null,
      application: app, applicationUuid: app.uuid, cryptoVisitor: false, welcomeMessage: null, pageUrl: 'http://x', nonce: null,
    });
    expect(body).toMatchObject({ skill: CRYPTO_SKILL, tag: 'HELOC', additionalAttributes: { prodType: 'HELOC', loanNumber: app.loanNumber } });
    expect((body.additionalAttributes as { loanNumber: string }).loanNumber).toMatch(/^HEL/);
    const init = await realFetch(`${server.url}/service-omni-proxy/insecure/api/v1/stream/init-web-chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await init.json()).skill).toBe(CRYPTO_SKILL);
  });

  it('anyone else keeps the brand\'s skill', () => {
    const body = initWebChatBody({ form: { friendlyName: 'Pat' }, brand: { behaviour: { chatSkill: 'White Label' } }, identityUuid: null, application: { isCrypto: false, loanNumber: 'HEL1' }, applicationUuid: null, cryptoVisitor: false, welcomeMessage: null, pageUrl: 'x', nonce: null });
    expect(body).toMatchObject({ skill: 'White Label', additionalAttributes: { loanNumber: 'HEL1' } });
  });
});

describe('the referrer\'s licensed states (001 §7)', () => {
  const LENA = '11111111-2222-4333-8444-555555555555';
  it('come from /lo/{uuid}/licensed-states, with the lookup\'s enforcement and display info', async () => {
    const o = await fetchOriginator(LENA, 'FIGURE');
    expect(calls).toEqual([`/service-lead-portal/api/lo/${LENA}?organization=FIGURE`, `/service-lead-portal/api/lo/${LENA}/licensed-states`]);
    expect(o).toMatchObject({ enforceLicensedStatesForReferral: true, licensedStates: ['CA', 'OR', 'WA', 'TX'], originatorDisplayInfo: { originatorName: 'Lena Officer' } });
    // The list is the licensed-states call's, not the lookup's.
    override = (url) => (url.endsWith('/licensed-states') ? new Response(JSON.stringify([{ abbrev: 'nv' }])) : null);
    expect((await fetchOriginator(LENA, 'FIGURE')).licensedStates).toEqual(['NV']);
  });
});
