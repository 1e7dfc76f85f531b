/** The shell's pure decisions (001 §2, §4, §8): relative times, the notification list, banners, originator, public paths, footer lines, toasts. */
import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../renderer/shell/relativeTime.ts';
import { notificationList, type Notification } from '../../../renderer/shell/notificationList.ts';
import { BANNER_FORMAT_ERROR, bannerHoursDepartments, fillBannerHours, selectBanners, type Banner } from '../../../renderer/shell/banners.ts';
import { displayName, isBrokerOnly, originatorIdFor, telHref } from '../../../renderer/shell/originator.ts';
import { isPublicPath, loginUrl } from '../../../renderer/shell/access.ts';
import { isSessionEnded } from '../../../renderer/api/client.ts';
import { pluralText, shell, shows, visibleLinks, type ShellContext } from '../../../renderer/shell/shellConfig.ts';
import { pushToast, type Toast } from '../../../renderer/shell/ShellServices.tsx';
import { licensedStatesLine, newYorkNotice } from '../../../renderer/shell/Footer.tsx';
import { allJourneys, BASE_PATH } from '../../../renderer/app/journeys.ts';
import { readFileSync } from 'node:fs';
import { deepMerge, type Brand } from '../../../engine/index.ts';
import { brands as brandFiles, config } from '../../helpers/config.ts';

const NOW = Date.parse('2026-11-20T18:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000, HOUR = 60 * MIN, DAY = 24 * HOUR;

describe('relativeTime (001 §4)', () => {
  it.each([
    [20_000, 'Just now'],
    [MIN, '1 minute ago'],
    [59 * MIN, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [27 * DAY, '3 weeks ago'],
    [28 * DAY, 'October 23'],
    [200 * DAY, 'May 4'],
  ])('%i ms ago reads "%s"', (ms, expected) => {
    expect(relativeTime(ago(ms), NOW)).toBe(expected);
  });
  it('a date in the future or invalid does not crash', () => {
    expect(relativeTime(new Date(NOW + HOUR).toISOString(), NOW)).toBe('Just now');
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});

describe('notificationList (001 §4)', () => {
  const n = (i: number, status = 'UNREAD'): Notification => ({ uuid: `n${i}`, created: ago(i * HOUR), title: `T${i}`, status });
  const opts = { maxUnread: 8, collapsed: 3 };
  it('shows 3 until expanded, unread first, at most 8 unread', () => {
    const all = [n(12, 'READ'), ...Array.from({ length: 10 }, (_, i) => n(i + 1))];
    const collapsed = notificationList(all, { ...opts, expanded: false });
    expect(collapsed.shown.map((x) => x.uuid)).toEqual(['n1', 'n2', 'n3']);
    expect(collapsed.canExpand).toBe(true);
    expect(collapsed.unreadCount).toBe(10);
    const expanded = notificationList(all, { ...opts, expanded: true });
    expect(expanded.shown.map((x) => x.uuid)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8']);
  });
  it('read notifications follow the unread ones; three or fewer need no View All', () => {
    const list = notificationList([n(1, 'READ'), n(2)], { ...opts, expanded: false });
    expect(list.shown.map((x) => x.uuid)).toEqual(['n2', 'n1']);
    expect(list.canExpand).toBe(false);
    expect(notificationList([], { ...opts, expanded: false }).shown).toEqual([]);
  });
});

describe('selectBanners (001 §3, §4, §8)', () => {
  const b = (uuid: string, createdAt: string, extra: object = {}) => ({ uuid, message: uuid, apps: ['heloc'], variant: 'info', active: true, metadata: { createdAt }, ...extra });
  it('keeps active banners for the app, newest first, at most 2', () => {
    const data = [b('old', '2026-01-01T00:00:00Z'), b('new', '2026-03-01T00:00:00Z'), b('mid', '2026-02-01T00:00:00Z'), b('off', '2026-04-01T00:00:00Z', { active: false }), b('pay', '2026-05-01T00:00:00Z', { apps: ['pay'] })];
    expect(selectBanners(data, 'heloc', 2).map((x) => x.uuid)).toEqual(['new', 'mid']);
    expect(selectBanners(data, 'heloc', 5).map((x) => x.uuid)).toEqual(['new', 'mid', 'old']);
  });
  it('the sandbox file serves the HELOC app name', () => {
    const file = config.root + '/sandbox/data/banners.json';
    const data = JSON.parse(readFileSync(file, 'utf8'));
    expect(selectBanners(data, shell.banners.app, shell.banners.max).length).toBeGreaterThan(0);
  });
  it.each([[{ banners: [] }], [[{ uuid: 'x' }]], [[b('x', '2026-01-01T00:00:00Z', { variant: 'error' })]], [null]])('rejects %j with the format message', (data) => {
    expect(() => selectBanners(data, 'heloc', 2)).toThrow(BANNER_FORMAT_ERROR);
  });
  it('fills a department\'s hours as the chat panel words them, or holds the banner back', () => {
    const chat = [
      { weekday: 'Monday - Friday', weekdayValue: 1, isOpen: true, startTime: '06:00', endTime: '18:00' },
      { weekday: 'Saturday', weekdayValue: 6, isOpen: true, startTime: '08:00', endTime: '17:00' },
      { weekday: 'Sunday', weekdayValue: 7, isOpen: false, startTime: null, endTime: null },
    ];
    const message = 'Our support team is available {{hours.OPS_CHAT}}.';
    expect(fillBannerHours(message, { OPS_CHAT: chat })).toBe('Our support team is available Monday-Friday 6:00 AM – 6:00 PM PT and Saturday 8:00 AM – 5:00 PM PT.');
    expect(fillBannerHours(message, {})).toBeNull();
    expect(fillBannerHours(message, { OPS_CHAT: chat.map((d) => ({ ...d, isOpen: false })) })).toBeNull();
    expect(fillBannerHours('No hours here.', {})).toBe('No hours here.');
    const banners = [message, 'Phone {{ hours.OPS_PHONE }} and chat {{hours.OPS_CHAT}}', '{{hours.lower}}'].map((m, i) => ({ ...b(`b${i}`, '2026-01-01T00:00:00Z'), message: m }) as Banner);
    expect(bannerHoursDepartments(banners)).toEqual(['OPS_CHAT', 'OPS_PHONE']);
    // The sandbox's banner names the chat department's hours, not a copy of them.
    const file = JSON.parse(readFileSync(config.root + '/sandbox/data/banners.json', 'utf8')) as Banner[];
    expect(bannerHoursDepartments(file)).toEqual(['OPS_CHAT']);
  });
});

describe('loan originator (001 §2, §7)', () => {
  const id = '11111111-2222-4333-8444-555555555555';
  const other = '66666666-7777-4888-9999-000000000000';
  it('takes the referrer query value, else the application referrer, else none', () => {
    expect(originatorIdFor({ referrer: id }, { referrer: { referrerUuid: other } })).toBe(id);
    expect(originatorIdFor({}, { referrer: { referrerUuid: other.toUpperCase() } })).toBe(other);
    expect(originatorIdFor({ referrer: 'not-a-uuid' }, null)).toBeUndefined();
    expect(originatorIdFor({}, { referrer: null })).toBeUndefined();
  });
  it('"Your broker" only when a broker name exists without an originator name', () => {
    expect(isBrokerOnly({ brokerName: 'B', originatorName: null })).toBe(true);
    expect(isBrokerOnly({ brokerName: 'B', originatorName: 'Lena' })).toBe(false);
    expect(isBrokerOnly({ originatorName: 'Lena' })).toBe(false);
    expect(displayName({ brokerName: 'Sample Brokerage' })).toBe('Sample Brokerage');
    expect(telHref('(555) 010-0101')).toBe('tel:5550100101');
  });
});

describe('public paths and login (001 §2, §8)', () => {
  it.each([
    ['/register-v2', true], ['/register-v2/birthdate', true], ['/register', true], ['/register/support', true],
    ['/heloc-signer/login', true], ['/terms', true], ['/privacy', true],
    ['/heloc-signer/resume', false], ['/plaid-oauth-success', false], ['/11111111-2222-4333-8444-555555555555/product/select', false], ['/nowhere', false],
  ])('%s public: %s', (path, expected) => {
    expect(isPublicPath(allJourneys, BASE_PATH, path)).toBe(expected);
  });
  it('signer paths go to the signer login, others to /auth/login with the way back', () => {
    expect(loginUrl(allJourneys, BASE_PATH, '/heloc-signer/resume')).toBe('/account/heloc/heloc-signer/login');
    expect(loginUrl(allJourneys, BASE_PATH, '/plaid-oauth-success', 'a=1')).toBe('/auth/login?next=%2Faccount%2Fheloc%2Fplaid-oauth-success%3Fa%3D1');
  });
  it('401, or 403 unauthenticated / invalid signature, ends the session', () => {
    expect(isSessionEnded(401, 'invalid token')).toBe(true);
    expect(isSessionEnded(403, 'unauthenticated')).toBe(true);
    expect(isSessionEnded(403, 'Invalid signature')).toBe(true);
    expect(isSessionEnded(403, 'This application belongs to someone else.')).toBe(false);
    expect(isSessionEnded(404, 'unauthenticated')).toBe(false);
  });
});

describe('shell config decisions (001 §2)', () => {
  const brand = (org: string): Brand => deepMerge(brandFiles.defaults, brandFiles.brands[org]!) as Brand;
  const ctx = (over: Partial<ShellContext> = {}): ShellContext => ({ brand: brand('FIGURE'), flags: {}, profile: {}, signedIn: true, path: '/register-v2', query: {}, ...over });
  const ids = (links: { id: string }[]) => links.map((l) => l.id);

  it('Portfolio Manager needs the brand switch and the flag', () => {
    const flag = { 'fe-heloc-portfolio-manager': { enabled: true } };
    expect(ids(visibleLinks(shell.navigation, ctx({ flags: flag })))).toEqual(['dashboard', 'marketplace', 'portfolio']);
    expect(ids(visibleLinks(shell.navigation, ctx()))).toEqual(['dashboard', 'marketplace']);
    expect(ids(visibleLinks(shell.navigation, ctx({ flags: flag, brand: brand('GOODLEAP_LLC') })))).toEqual(['dashboard']);
    expect(ids(visibleLinks(shell.navigation, ctx({ profile: { type: 'CO_DEEDER' } })))).toEqual(['marketplace']);
  });
  it("a partner shows none of Figure's ecosystem apps (brand.behaviour.ecosystemApps)", () => {
    expect(ids(visibleLinks(shell.apps, ctx()))).toEqual(['passport', 'group-manager', 'pay', 'exchange']);
    expect(ids(visibleLinks(shell.apps, ctx({ brand: brand('FIGURE_NY') })))).toEqual(['passport', 'group-manager', 'pay', 'exchange']);
    for (const org of ['GOODLEAP_LLC', 'LAKEVIEW', 'MOVEMENT', 'NEW_AMERICAN_FUNDING']) {
      expect(ids(visibleLinks(shell.apps, ctx({ brand: brand(org) }))), org).toEqual([]);
      expect(ids(visibleLinks(shell.profileMenu, ctx({ brand: brand(org) }))), org).toEqual(['support', 'settings', 'logout']);
    }
  });
  it('profile menu: signed in versus visitors (Dashboard not on signer paths)', () => {
    expect(ids(visibleLinks(shell.profileMenu, ctx()))).toEqual(['support', 'switch-accounts', 'settings', 'logout']);
    expect(ids(visibleLinks(shell.profileMenu, ctx({ signedIn: false })))).toEqual(['login', 'visitor-dashboard']);
    expect(ids(visibleLinks(shell.profileMenu, ctx({ signedIn: false, path: '/heloc-signer/login' })))).toEqual(['login']);
  });
  it('open condition cards: a navigation item with their count, only while some are open (001 §4, §9)', () => {
    const href = '/account/heloc/a1b2c3d4-0000-4000-8000-000000000000/conditions';
    const item = (c?: ShellContext['conditions']) => visibleLinks(shell.navigation, ctx({ brand: brand('GOODLEAP_LLC'), conditions: c })).find((l) => l.id === 'conditions');
    expect(item()).toBeUndefined();
    expect(item({ open: 0, href })).toBeUndefined();
    expect(item({ open: 2, href })).toMatchObject({ label: 'Items we need', href, badge: 2 });
    expect(ids(visibleLinks(shell.navigation, ctx({ brand: brand('GOODLEAP_LLC'), conditions: { open: 1, href } })))).toEqual(['dashboard', 'conditions']);
    expect(pluralText(shell.conditions.notice, 1, ctx({ conditions: { open: 1, href } }))).toBe('We need one more item from you to keep your application moving.');
    expect(pluralText(shell.conditions.notice, 3, ctx({ conditions: { open: 3, href } }))).toBe('We need 3 more items from you to keep your application moving.');
    expect(pluralText(shell.conditions.notification, 2, ctx({ conditions: { open: 2, href } }))).toBe('2 items need your attention');
  });
  it('CEO feedback only for the main brand signed in; chat when brand and flag allow', () => {
    expect(shows(shell.ceoFeedback.when, ctx())).toBe(true);
    expect(shows(shell.ceoFeedback.when, ctx({ signedIn: false }))).toBe(false);
    expect(shows(shell.ceoFeedback.when, ctx({ brand: brand('GOODLEAP_LLC') }))).toBe(false);
    expect(shows(shell.support.chatWhen, ctx({ flags: { 'fe-heloc-web-chat': { enabled: true } } }))).toBe(true);
    expect(shows(shell.support.chatWhen, ctx({ flags: { 'fe-heloc-web-chat': { enabled: false } } }))).toBe(false);
    expect(shows(shell.support.chatWhen, ctx({ brand: brand('LAKEVIEW'), flags: { 'fe-heloc-web-chat': { enabled: true } } }))).toBe(false);
  });
  it('privacy link: external URL or /privacy', () => {
    const privacy = (org: string) => visibleLinks(shell.footer.links, ctx({ brand: brand(org) })).find((l) => l.label === 'Privacy Policy')!.href;
    expect(privacy('FIGURE')).toBe('/account/heloc/privacy');
    expect(privacy('LAKEVIEW')).toBe((brand('LAKEVIEW').legal as { privacyPolicyUrl: string }).privacyPolicyUrl);
  });
  it('licensed states: "with more states to come" for the main brand under 50; the New York notice', () => {
    expect(licensedStatesLine(['CA', 'TX'], ctx())).toBe('Licensed to lend in CA, TX with more states to come.');
    expect(licensedStatesLine(['CA', 'TX'], ctx({ brand: brand('GOODLEAP_LLC') }))).toBe('Licensed to lend in CA, TX.');
    const fifty = Array.from({ length: 50 }, (_, i) => `S${i}`);
    expect(licensedStatesLine(fifty, ctx()).endsWith('S49.')).toBe(true);
    const review = { 'fe-heloc-regulator-review': { enabled: true } };
    expect(newYorkNotice(['NY'], ctx({ flags: review }))).toBe('Figure Lending LLC is a licensed mortgage banker with the New York State Department of Financial Services.');
    expect(newYorkNotice(['CA'], ctx({ flags: review }))).toBe('This site does not accept applications for properties in New York.');
    expect(newYorkNotice(['NY'], ctx())).toBe('This site does not accept applications for properties in New York.');
  });
  it('toasts keep the newest 5', () => {
    let list: Toast[] = [];
    for (let i = 1; i <= 7; i++) list = pushToast(list, { id: i, message: `m${i}`, variant: 'info' }, shell.toasts.max);
    expect(list.map((t) => t.id)).toEqual([3, 4, 5, 6, 7]);
  });
});
