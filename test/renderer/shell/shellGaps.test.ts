/**
 * The shell's smaller rules (001 §2, §3, §6, §7): the Illinois community reinvestment notice under a
 * build flag, banners from separate staging and production files, the Dashboard item for a
 * co-deeder who is a broker, the credit union administration logo from publicFeatureToggles, and
 * the operating hours of the phone line (OPS_PHONE) and the chat's week.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deepMerge, hoursLines, mergeBrand, type Brand } from '../../../engine/index.ts';
import { shell, shows, visibleLinks, type ShellContext } from '../../../renderer/shell/shellConfig.ts';
import { bannerUrl } from '../../../renderer/shell/banners.ts';
import { buildFlags, environment } from '../../../renderer/app/buildFlags.ts';
import { CHAT_DEPARTMENT, fetchHours } from '../../../renderer/api/hours.ts';
import { PHONE_DEPARTMENT } from '../../../renderer/shell/PhoneHours.tsx';
import { brands } from '../../helpers/config.ts';
import { client, newApplicant, start, type Running } from '../../sandbox/helpers.ts';
import { walkUntil } from '../../sandbox/walk.ts';
import { SIGNER_PASSWORD } from '../../../sandbox/simulator/personas.js';

let server: Running;
const realFetch = globalThis.fetch;
const calls: string[] = [];
beforeAll(async () => {
  server = await start({});
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  vi.stubGlobal('window', { location: { origin: server.url } });
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => { calls.push(url); return realFetch(url.startsWith('http') ? url : `${server.url}${url}`, init); });
});
afterAll(async () => { vi.unstubAllGlobals(); await server.close(); });

const figure = mergeBrand(brands, 'FIGURE');
const ctx = (over: Partial<ShellContext> = {}): ShellContext => ({ brand: figure, flags: {}, profile: {}, signedIn: true, path: '/x', query: {}, ...over });

describe('the Illinois community reinvestment notice (001 §2)', () => {
  it('shows only in a build made with its flag', () => {
    const notice = shell.footer.illinoisNotice!;
    expect(shows(notice.when, ctx())).toBe(false);
    expect(shows(notice.when, ctx({ build: buildFlags }))).toBe(false);
    expect(shows(notice.when, ctx({ build: { illinoisCommunityReinvestmentNotice: true } }))).toBe(true);
    expect(notice.title).toBe('Illinois Community Reinvestment Notice');
  });
});

describe('banners from separate staging and production files (001 §7)', () => {
  it('production reads the production file, every other build the staging one; both are served', async () => {
    expect(environment).toBe('production');
    expect(bannerUrl(shell.banners, 'production')).toBe('/banners/banners.json');
    expect(bannerUrl(shell.banners, 'staging')).toBe('/banners/staging.json');
    expect(bannerUrl(shell.banners, 'development')).toBe('/banners/staging.json');
    const staging = await (await realFetch(`${server.url}/banners/staging.json`)).json();
    const production = await (await realFetch(`${server.url}/banners/banners.json`)).json();
    expect(staging[0].message).toMatch(/^Staging/);
    expect(production.some((b: { message: string }) => /^Staging/.test(b.message))).toBe(false);
  });
});

describe('the Dashboard item for an additional signer (001 §6)', () => {
  const dashboardShown = (profile: Record<string, unknown>) => visibleLinks(shell.navigation, ctx({ profile })).some((l) => l.id === 'dashboard');
  it('hides it from a co-deeder unless they are a broker', () => {
    expect(dashboardShown({ type: 'BORROWER' })).toBe(true);
    expect(dashboardShown({ type: 'CO_DEEDER' })).toBe(false);
    expect(dashboardShown({ type: 'CO_DEEDER', isBroker: true })).toBe(true);
  });
  it('the profile says whether the identity is a broker; staff set it', async () => {
    const api = client(server);
    const borrower = await newApplicant(api, 'Cosigner');
    await walkUntil(api, borrower.token, borrower.uuid, 'closing-signature');
    const login = await api('POST', '/identity/api/v1/heloc-signer/login', { body: { email: `cosigner+${borrower.uuid.slice(0, 8)}@sandbox.test`, password: SIGNER_PASSWORD } });
    const signer = login.body.jwt as string;
    const before = (await api('GET', '/service-profile/api/v1/profile', { token: signer })).body;
    expect(before).toMatchObject({ type: 'CO_DEEDER', isBroker: false });
    expect((await api('PATCH', `/ops/identities/${before.uuid}`, { body: { isBroker: 'yes' } })).body.errors).toEqual([{ pointer: '/isBroker', message: 'Use true or false' }]);
    await api('PATCH', `/ops/identities/${before.uuid}`, { body: { isBroker: true } });
    const after = (await api('GET', '/service-profile/api/v1/profile', { token: signer })).body;
    expect(dashboardShown(after)).toBe(true);
  });
});

describe('publicFeatureToggles: the credit union administration logo (001 §3)', () => {
  it('is off by default and shows for an organisation that turns it on', () => {
    const logo = shell.footer.creditUnionLogo!;
    expect(shows(logo.when, ctx())).toBe(false);
    const creditUnion = deepMerge(figure, { publicFeatureToggles: { creditUnionAdministrationLogo: true } }) as Brand;
    expect(shows(logo.when, ctx({ brand: creditUnion }))).toBe(true);
    expect(logo.src).toMatch(/credit-union-administration\.svg$/);
  });
});

describe('operating hours (001 §7)', () => {
  it('the phone line reads OPS_PHONE, grouped for display', async () => {
    calls.length = 0;
    const phone = await fetchHours(PHONE_DEPARTMENT);
    expect(hoursLines(phone.weekdays, 'Closed').map(({ days, hours }) => ({ days, hours }))).toEqual([
      { days: 'Monday-Friday', hours: '6:00 AM – 6:00 PM PT' },
      { days: 'Saturday', hours: '8:00 AM – 5:00 PM PT' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
    expect(calls).toEqual(['/service-operating-hours/external/api/v1/hours/OPS_PHONE?display=true']);
  });
  it("the chat reads its week (seven days), grouped as the other departments' hours are", async () => {
    calls.length = 0;
    const chat = await fetchHours(CHAT_DEPARTMENT);
    expect(chat.weekdays).toHaveLength(7);
    expect(calls).toEqual(['/service-operating-hours/external/api/v1/hours/OPS_CHAT/week?display=true']);
    // The week groups into the same lines as the department's display call.
    const display = await (await fetch('/service-operating-hours/external/api/v1/hours/OPS_CHAT?display=true')).json() as { weekdays: Parameters<typeof hoursLines>[0] };
    expect(hoursLines(chat.weekdays, 'Closed')).toEqual(hoursLines(display.weekdays, 'Closed'));
  });
});
