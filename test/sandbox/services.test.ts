import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../host/http/securityHeaders.ts';
import { client, count, newApplicant, start, upload, type Running } from './helpers.js';
import { status } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start({ opsToken: 'ops-secret' });
  api = client(server);
});
afterAll(() => server.close());

const ops = { 'x-ops-token': 'ops-secret' };

describe('shared services', () => {
  it('answers flags from the flags file, with per-org overrides', async () => {
    const f = await api('POST', '/service-optimize/external/api/v1/feature', { body: { featureKey: 'fe-heloc-maintenance', optimizeUser: { attributes: { organization: 'FIGURE' } } } });
    expect(f.body).toMatchObject({ key: 'fe-heloc-maintenance', enabled: false, flagEnabled: false, variables: { pageTitle: 'Scheduled Maintenance', routes: [] } });
    const ny = await api('POST', '/service-optimize/external/api/v2/decision', { body: { flagKey: 'fe-heloc-regulator-review', optimizeUser: { attributes: { organization: 'FIGURE_NY' } } } });
    expect(ny.body).toMatchObject({ flagKey: 'fe-heloc-regulator-review', enabled: true, variationKey: 'on' });
    const all = await api('POST', '/service-optimize/external/api/v1/features', { body: {}, headers: { 'x-org': 'FIGURE' } });
    const keys = all.body.map((x: { key: string }) => x.key);
    expect(keys).toEqual(expect.arrayContaining(['fe-heloc-redesign-2025', 'fe-heloc-disaster-zips', 'fe-heloc-web-chat', 'fe-heloc-ny-fcra']));
    expect(all.body.find((x: { key: string }) => x.key === 'fe-heloc-redesign-2025').enabled).toBe(true);
    expect((await api('POST', '/service-optimize/external/api/v1/feature', { body: {} })).status).toBe(400);
  });

  it('answers licences, originators, banners and hours', async () => {
    const ny = await api('GET', '/service-application/external/api/v1/heloc/state-licenses?orgCode=FIGURE_NY');
    expect(ny.body).toEqual([{ abbrev: 'NY' }]);
    const lo = await api('GET', '/service-lead-portal/api/lo/11111111-2222-4333-8444-555555555555?organization=FIGURE');
    expect(lo.body).toMatchObject({ enforceLicensedStatesForReferral: true, licensedStates: ['CA', 'OR', 'WA', 'TX'], originatorDisplayInfo: { nmls: '0001001' } });
    expect((await api('GET', '/service-lead-portal/api/lo/11111111-2222-4333-8444-555555555555/licensed-states')).body).toContainEqual({ abbrev: 'CA' });
    expect((await api('GET', '/service-lead-portal/api/lo/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const banners = await api('GET', '/banners/banners.json');
    expect(banners.body[0]).toMatchObject({ apps: ['heloc'], variant: 'info', active: true });
    const week = await api('GET', '/service-operating-hours/external/api/v1/hours/OPS_CHAT/week?display=true', { headers: { 'x-org': 'FIGURE' } });
    expect(week.body.weekdays).toHaveLength(7);
    expect(week.body.weekdays[0]).toMatchObject({ weekday: 'MONDAY', weekdayValue: 1, isOpen: true, startTime: '06:00' });
    expect(week.body.weekdays[6]).toMatchObject({ weekday: 'SUNDAY', weekdayValue: 7, isOpen: false });
    // The test clock is Friday 2026-11-20 18:00 UTC = 10:00 Pacific.
    expect((await api('GET', '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus')).body).toMatchObject({ isOpen: true, openStatus: 'OPEN', localTime: '10:00' });
    expect((await api('GET', '/service-operating-hours/external/api/v1/hours/OPS_PHONE?display=true')).body.weekdays[0].weekday).toBe('Monday - Friday');
  });

  it('answers the chatbot from the FAQ file, keeps history and feedback', async () => {
    const first = await api('POST', '/service-chat-chatbot/external/api/v1/message/chatWithAutobot', { body: { message: 'What is the interest rate?', senderType: 'APPLICANT' } });
    // The range the lender's pricing gives this brand's offers in every state (engine/pricing.ts statedFigures: the chat does not know
    // the home's state, so the range contains Texas's 8.45% too), filled into the FAQ answer; no placeholder left.
    expect(first.body.responseStr).toMatch(/APRs range from 8\.45% to 11\.67%/);
    expect(first.body.responseStr).not.toContain('{{');
    const second = await api('POST', '/service-chat-chatbot/external/api/v1/message/chatWithAutobot', { body: { message: 'purple elephants', conversationId: first.body.conversationId } });
    // What the bot cannot answer, it hands to a person: the brand's phone and the team's hours.
    expect(second.body.responseStr).toMatch(/^I can't answer that one myself\. A person can: call us at \(\d{3}\) \d{3}-\d{4}, Monday-Friday \d/);
    expect(second.body.responseStr).not.toContain('{{');
    const ask = async (message: string) => (await api('POST', '/service-chat-chatbot/external/api/v1/message/chatWithAutobot', { body: { message } })).body.responseStr as string;
    expect(await ask('Why was I declined?')).toMatch(/notice that states the main reasons/);
    expect(await ask('I want to talk to a real person')).toMatch(/^Our team answers at \(\d{3}\) \d{3}-\d{4}, Monday-Friday/);
    expect(await ask("What's the difference between APR and interest rate?")).toMatch(/The APR \(annual percentage rate\) is the yearly cost/);
    const history = await api('GET', `/service-chat-chatbot/external/api/v1/message/getChatHistory/${first.body.conversationId}`);
    expect(history.body.map((h: { questionStr: string }) => h.questionStr)).toEqual(['What is the interest rate?', 'purple elephants']);
    const fb = await api('POST', '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback', { body: { questionId: second.body.questionId, feedbackMessage: 'x'.repeat(141) } });
    expect(fb.body.errors).toEqual([{ pointer: '/feedbackMessage', message: 'Response must be 140 characters or fewer' }]);
    expect((await api('POST', '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback', { body: { questionId: second.body.questionId, rating: 'DOWN', feedbackMessage: 'Answer too vague' } })).status).toBe(200);
    expect(count(server.databasePath, 'chat_feedback')).toBe(1);
  });

  it('stores telemetry sessions and events and CEO feedback', async () => {
    const s = await api('POST', '/ft/external/session', { body: { platform: 'WEB', libVersion: '1' } });
    expect(s.body.sessionKey).toMatchObject({ uuid: expect.any(String), epoch: Date.parse('2026-11-20T18:00:00Z'), trackerUuid: expect.any(String) });
    const e = await api('POST', '/ft/external/event', { body: { event: 'PAGE_VIEW', productType: 'HELOC', pagePath: '/account/heloc/register-v2' } });
    expect(e.body.accepted).toBe(true);
    const seen = await api('GET', '/ops/telemetry', { headers: ops });
    expect(seen.body[0]).toMatchObject({ event: 'PAGE_VIEW', body: { productType: 'HELOC' } });
    const { token } = await newApplicant(api, 'Happy');
    const bad = await api('POST', '/service-profile/api/v1/feedback/ceo', { token, body: { topic: 'IMPROVE', message: 'short' } });
    expect(bad.body.errors).toEqual([{ pointer: '/message', message: 'Message must be 10 characters or more' }, { pointer: '/marketingConsent', message: 'Select whether we may use your feedback in our marketing' }]);
    expect(count(server.databasePath, 'feedback')).toBe(0);
    const ok = await api('POST', '/service-profile/api/v1/feedback/ceo', { token, body: { topic: 'COMPLIMENT', message: 'Lovely experience overall.', marketingConsent: false } });
    expect(ok.status).toBe(200);
    expect(count(server.databasePath, 'feedback')).toBe(1);
    expect((await api('POST', '/service-profile/api/v1/feedback/ceo', { body: {} })).status).toBe(401);
  });

  it('lets staff set any status, patch fields and add condition cards, behind the ops token', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy');
    expect((await api('GET', '/ops/applications')).status).toBe(401);
    expect((await api('GET', '/ops/applications', { headers: ops })).body.some((a: { uuid: string }) => a.uuid === uuid)).toBe(true);
    const set = await api('POST', `/ops/applications/${uuid}/status`, { headers: ops, body: { status: 'NOTE_SIGNING', patch: { status: { disclosurelistClosingReady: true } } } });
    expect(set.body.application).toMatchObject({ serverStatus: 'NOTE_SIGNING', status: { disclosurelistClosingReady: true } });
    expect(await status(api, token, uuid)).toBe('NOTE_SIGNING');
    expect((await api('POST', `/ops/applications/${uuid}/status`, { headers: ops, body: { status: 'NOT_A_STATUS' } })).body.errors[0].pointer).toBe('/status');
    const patched = await api('PATCH', `/ops/applications/${uuid}`, { headers: { ...ops, 'content-type': 'application/merge-patch+json' }, body: { status: { waitingOnFloodCert: true }, isCrypto: true } });
    expect(patched.body.application).toMatchObject({ isCrypto: true, status: { waitingOnFloodCert: true, disclosurelistClosingReady: true } });
    const cond = await api('POST', `/ops/applications/${uuid}/conditions`, { headers: ops, body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Please upload a utility bill.' } });
    expect(cond.status).toBe(200);
    const list = await api('GET', `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`, { token });
    expect(list.body).toEqual([expect.objectContaining({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST', actionNeeded: true, xtraData: { numDocsRequired: 1 } })]);
    const other = await newApplicant(api, 'Happy');
    expect((await api('GET', `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`, { token: other.token })).status).toBe(403);
    const up = await api('POST', `/service-conditions/external/api/v1/applications/${uuid}/conditions/${cond.body.uuid}/documents`, { token, body: upload('SUPPORT') });
    expect(up.body.actionNeeded).toBe(false);
    expect((await api('GET', `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`, { token })).body).toEqual([]);
    const page = await api('GET', '/ops?token=ops-secret');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('<script src="/ops/ops.js"></script>');
    expect((await api('GET', '/ops/ops.js')).status).toBe(200);
  });

  it('serves the app with organisation info, strict headers on every response, JSON 404s', async () => {
    const notBuilt = await api('GET', '/account/heloc/register-v2');
    expect(notBuilt.status).toBe(503);
    expect(notBuilt.body).toContain('npm run build');
    expect(notBuilt.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const dist = path.join(server.dir, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/account/heloc/assets/app.js"></script></head><body></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    const page = await api('GET', '/account/heloc/register-v2?org=GOODLEAP_LLC');
    expect(page.status).toBe(200);
    const info = JSON.parse(/<script type="application\/json" id="org-info">(.*?)<\/script>/.exec(page.body)![1]!);
    expect(info).toMatchObject({ orgCode: 'GOODLEAP_LLC', canonicalOrgCode: 'GOODLEAP_LLC', orgMetaData: { defaultProduct: 'heloc', companyInfo: { companyName: 'GoodLeap, LLC' } } });
    expect(info.orgMetaData.products.heloc).toBeDefined();
    expect(Array.isArray(info.orgPricingData)).toBe(true);
    const deep = await api('GET', '/account/heloc/0b0e4c1e-3b1a-4c6e-9a53-2d7f1f0e9a11/start/profile');
    expect(JSON.parse(/id="org-info">(.*?)<\/script>/.exec(deep.body)![1]!).orgCode).toBe('FIGURE');
    const unknownOrg = await api('GET', '/account/heloc/register-v2?org=NOPE_CO');
    expect(unknownOrg.body).not.toContain('org-info');
    const asset = await api('GET', '/account/heloc/assets/app.js');
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await api('GET', '/service-nothing/here');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(missing.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await api('GET', '/dashboard')).body).toContain('<script src="/site/dashboard.js"></script>');
  });
});
