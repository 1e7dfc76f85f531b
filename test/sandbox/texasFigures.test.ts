/**
 * The ranges a Texas applicant's documents state are Texas's (engine/pricing.ts statedFigures): the
 * application summary and the line agreement's §3 give the APRs of lines on a Texas home (8.45% to
 * 10.27%, the origination fee capped so the fees are at most 2%), which contain the applicant's own
 * offers, and the summary words the in-person closing as the way a Texas line closes (stateRules.TX
 * inPersonClosing), not as an option. An applicant with a home in a state with no rule still reads
 * the lender's range. Real server, real SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, client, start, type Running } from './helpers.js';
import { getApp, throughOffer } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => { server = await start({ delays: { stepMs: 0, holdMs: 0 } }); api = client(server); });
afterAll(() => server.close());

const text = async (uuid: string, kind: string, token: string) => {
  const res = await api('GET', `${APP}/${uuid}/documents/${kind}.json`, { token });
  expect(res.status).toBe(200);
  return JSON.stringify(res.body.blocks);
};

describe('the ranges a document states', () => {
  it('a Texas application: the summary and the agreement\'s §3 state the Texas range, which holds its offers; in-person is how it closes', async () => {
    const tx = await throughOffer(api, 'TX', '75201');
    const app = await getApp(api, tx.token, tx.uuid);
    const aprs = (app.offers as { apr: number }[]).map((o) => o.apr);
    expect(Math.min(...aprs)).toBeGreaterThanOrEqual(8.45);
    expect(Math.max(...aprs)).toBeLessThanOrEqual(10.27);

    const summary = await text(tx.uuid, 'summary', tx.token);
    expect(summary).toContain('["Annual percentage rates (APR)","8.45% to 10.27%"]');
    expect(summary).toContain('["Origination fee","Up to 1.88% of the initial draw"]');
    expect(summary).toContain('Figures that apply to every line we offer for a home in Texas');
    expect(summary).not.toContain('8.67% to 11.67%');
    expect(summary).not.toContain('4.99%');
    expect(summary).toContain('In Texas a line closes only in person: you sign them, with the lien on your home, before a notary at a title company\'s office, and the in-person notarization fee of $300 applies.');
    expect(summary).not.toContain('or in person, for a fee of');
    expect(summary).toContain('When your funds can be sent: funding follows the 12-day wait Texas law sets before closing, your closing in person at a title company\'s office and the 3-business-day right to cancel.');
    expect(summary).not.toContain('5 business days');

    const closing = await text(tx.uuid, 'closing', tx.token);
    expect(closing).toContain('APRs on lines we offer range from 8.45% to 10.27%.');
    expect(closing).not.toContain('8.67% to 11.67%');
  });

  it('a home in a state with no rule: the lender\'s range, the online notary with in-person as an option', async () => {
    const oh = await throughOffer(api, 'OH', '43004');
    const summary = await text(oh.uuid, 'summary', oh.token);
    expect(summary).toContain('["Annual percentage rates (APR)","8.67% to 11.67%"]');
    expect(summary).toContain('["Origination fee","Up to 4.99% of the initial draw"]');
    expect(summary).toContain('meet a notary online (or in person, for a fee of $300)');
    expect(summary).toContain('funding in as little as 5 business days is possible but not guaranteed');
    expect(await text(oh.uuid, 'closing', oh.token)).toContain('APRs on lines we offer range from 8.67% to 11.67%.');
  });
});
