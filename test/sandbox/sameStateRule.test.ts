/**
 * A state's home-equity behaviour comes from its rule in the config, never from its name in code:
 * a test copy of the sandbox's data (sandbox/data) gives New Mexico the rule Texas has
 * (sandbox/data/pricing.json stateRules.TX, with the clauses of sandbox/data/stateTerms.json), and a
 * New Mexico home on the real server then behaves as a Texas one: the minimum advance is refused
 * in the same words, the agreement and the deed state the same clauses, the fair-market-value
 * acknowledgment is served and listed, the home is valued by a broker price opinion (journeys/heloc.json
 * condition brokerPriceOpinionState) and the line closes in person. No file of code names either state.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeForStatus, screenText } from '../../engine/index.ts';
import type { Screen } from '../../engine/types/screen.ts';
import { config, heloc } from '../helpers/config.ts';
import { APP, client, newApplicant, start, type Running } from './helpers.js';
import { getApp, happySteps, status, step } from './walk.js';

const real = join(config.root, 'sandbox', 'data');
const dataDir = mkdtempSync(join(tmpdir(), 'same-state-rule-'));
cpSync(real, dataDir, { recursive: true });
const pricing = JSON.parse(readFileSync(join(real, 'pricing.json'), 'utf8'));
writeFileSync(join(dataDir, 'pricing.json'), JSON.stringify({ ...pricing, stateRules: { ...pricing.stateRules, NM: { ...pricing.stateRules.TX } } }));
const reserveManual = JSON.parse(readFileSync(join(config.root, 'schemas/application/notary/reserve-manual.json'), 'utf8')) as Screen;

let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => { server = await start({ dataDir, delays: { stepMs: 0, holdMs: 0 } }); api = client(server); });
afterAll(() => server.close());

const blocksOf = async (token: string, uuid: string, kind: string) => {
  const res = await api('GET', `${APP}/${uuid}/documents/${kind}.json`, { token });
  return res.status === 200 ? (res.body.blocks as { kind: string; text?: string }[]) : null;
};
const headings = (blocks: { kind: string; text?: string }[] | null) => (blocks ?? []).filter((b) => b.kind === 'heading').map((b) => String(b.text).replace(/^\d+\. /, ''));

describe('a second state given the Texas rule in a copy of the config', () => {
  it('the real config gives New Mexico no rule: what follows comes from the copy', () => {
    expect(pricing.stateRules.NM).toBeUndefined();
  });

  it('behaves as Texas: minimum advance, agreement and deed clauses, fair-market-value acknowledgment, broker price opinion, in-person closing', async () => {
    const nm = await newApplicant(api, 'Happy', { state: 'NM', zip: '87501' });
    const tx = await newApplicant(api, 'Happy', { state: 'TX', zip: '75001' });
    for (const a of [nm, tx]) {
      await step(api, a.token, a.uuid, 'soft-credit-consent', { consent: true });
      await step(api, a.token, a.uuid, 'state-notice', { readToEnd: true, acknowledged: true });
    }
    const [nmApp, txApp] = [await getApp(api, nm.token, nm.uuid), await getApp(api, tx.token, tx.uuid)];
    const facts = (law: Record<string, unknown>) => ({ brokerPriceOpinion: law['brokerPriceOpinion'], minAdvance: law['minAdvance'], minAdvanceLaw: law['minAdvanceLaw'], fairMarketValueAcknowledgment: law['fairMarketValueAcknowledgment'], agreementTerms: law['agreementTerms'], inPersonClosing: law['inPersonClosing'], noticeWaitDays: law['noticeWaitDays'] });
    expect(facts(nmApp.stateLaw)).toEqual(facts(txApp.stateLaw));
    expect(nmApp.stateLaw).toMatchObject({ state: 'NM', minAdvance: 4000, brokerPriceOpinion: true, fairMarketValueAcknowledgment: true });

    // The same refusal of a $3,000 draw.
    const refusal = async (a: typeof nm, offers: { uuid: string }[]) => (await api('POST', `${APP}/${a.uuid}/offer`, { token: a.token, body: { offerUuid: offers[1]!.uuid, amount: 3000 } })).body.errors;
    const nmRefused = await refusal(nm, nmApp.offers);
    expect(nmRefused).toEqual(await refusal(tx, txApp.offers));
    expect(nmRefused[0].message).toMatch(/must be at least \$4,000/);

    // The same clauses in the agreement and the deed; the acknowledgment served for both.
    for (const a of [nm, tx]) for (const [path, body] of happySteps.slice(1, happySteps.findIndex(([p]) => p === 'identity-documents'))) await step(api, a.token, a.uuid, path, body);
    for (const kind of ['closing', 'deed']) {
      const nmHeadings = headings(await blocksOf(nm.token, nm.uuid, kind));
      expect(nmHeadings).toEqual(headings(await blocksOf(tx.token, tx.uuid, kind)));
      expect(nmHeadings).toContain('Texas home equity line: no personal liability');
    }
    expect(headings(await blocksOf(nm.token, nm.uuid, 'closing'))).toEqual(expect.arrayContaining(['Fair market value of your home', 'Advances only at your request, each at least $4,000', 'No advance past 80% of your home\'s value']));
    expect(headings(await blocksOf(nm.token, nm.uuid, 'fairMarketValue'))).toEqual(['Acknowledgment', 'Signatures']);

    // Valued by a broker price opinion after the identity documents, as a Texas home is.
    await step(api, nm.token, nm.uuid, 'identity-documents', happySteps.find(([p]) => p === 'identity-documents')![1]);
    expect(await status(api, nm.token, nm.uuid)).toBe('BPO_ORDER_REQUEST');
    const atBpo = await getApp(api, nm.token, nm.uuid);
    expect(routeForStatus(heloc, { status: 'BPO_ORDER_REQUEST', app: atBpo }).result.routePattern).toBe('/:uuid/bpo/condition');
    // Listed with the deed before the in-person closing.
    expect(screenText(reserveManual, { app: atBpo }, { conditions: heloc.conditions }).documents.map((d) => d.label)).toContain('Acknowledgment of fair market value of your home');
    expect(atBpo.status.manualNotary).toBe(true);
  });
});
