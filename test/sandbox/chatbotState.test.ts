/**
 * The chatbot answers a signed-in applicant about their own application (sandbox/routes/chat.ts,
 * engine/chatbot.ts): the fees and the notary as the home's state has them (engine/pricing.ts
 * statedFigures, sandbox/data/pricing.json stateRules), the chosen offer's own fee once there is
 * one (engine/pricing.ts applicationFinance, engine/fees.ts), and the lender-wide answer, saying
 * that it depends on the state, before an application names the home. Real server, real SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newApplicant, start, type Running } from './helpers.js';
import { throughOffer } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => { server = await start(); api = client(server); });
afterAll(() => server.close());

const BOT = '/service-chat-chatbot/external/api/v1/message/chatWithAutobot';
const ask = async (message: string, who: { token?: string; applicationId?: string | null } = {}) => {
  const res = await api('POST', BOT, { ...(who.token ? { token: who.token } : {}), body: { message, applicationId: who.applicationId ?? null, senderType: 'APPLICANT' } });
  expect(res.status).toBe(200);
  const answer = res.body.responseStr as string;
  expect(answer).not.toContain('{{');
  return answer;
};

describe('the chatbot knows the applicant\'s application', () => {
  it('a Texas home: the Texas fee limit and in-person closing at the title office, not the online notary', async () => {
    const tx = await newApplicant(api, 'Happy', { state: 'TX', zip: '75201' });
    const who = { token: tx.token, applicationId: tx.uuid };
    const fees = await ask('What fees do I pay at closing?', who);
    expect(fees).toContain('For your home in Texas:');
    expect(fees).toContain('Texas law keeps them together within 2% of your line; where they would pass that, we pay the rest.');
    expect(fees).toContain('We pay your county\'s recording fees, and Texas levies no recording tax.');
    expect(fees).not.toContain('4.99%');
    const notary = await ask('Do I sign with an online notary?', who);
    expect(notary).toContain('In Texas a home equity line closes only in person: you sign your agreement and your deed of trust before a notary at the office of Sandbox Title Company, 1601 Elm Street, Suite 200, Dallas, TX 75201.');
    expect(notary).toContain('Online notarization is not available for your home.');
    expect(notary).toContain('12-day wait Texas law sets before closing');
    expect(notary).not.toMatch(/You meet a licensed notary online/);
    // Asked on a page outside the application, the bot answers about the applicant's latest one.
    expect(await ask('Do I sign with an online notary?', { token: tx.token })).toBe(notary);
  });

  it('a California home: the lender\'s fees with the county\'s recording costs, and the online notary', async () => {
    const ca = await newApplicant(api, 'Happy', { state: 'CA', zip: '94105' });
    const who = { token: ca.token, applicationId: ca.uuid };
    const fees = await ask('What fees do I pay at closing?', who);
    expect(fees).toMatch(/^An origination fee of up to 4\.99% is deducted from your initial draw\./);
    expect(fees).toContain('Your county\'s recording fees ($0 to $315) and recording taxes (up to $1,400 per $100,000 of your line) are set by the county and deducted at closing once known.');
    expect(fees).not.toMatch(/Texas|depend on the state/);
    const notary = await ask('Do I sign with an online notary?', who);
    expect(notary).toBe('You meet a licensed notary online by video to sign your deed, at no charge. If you need an in-person notary instead, we arrange one for a $300 fee.');
  });

  it('a chosen offer: its own origination fee, from the figures the summary states', async () => {
    const tx = await throughOffer(api, 'TX', '75201');
    const fees = await ask('What are the fees?', { token: tx.token, applicationId: tx.uuid });
    expect(fees).toMatch(/^On the line you chose \(\$15,000\) the origination fee is \$\d+\.\d\d, deducted from your initial draw/);
    expect(fees).toContain('Texas law keeps the fees you pay to get your line within 2% of it ($300.00); where they would pass that, we pay the rest.');
    expect(fees).toContain('nothing more is deducted at closing');
    const oh = await throughOffer(api, 'OH', '43004');
    const ohFees = await ask('What are the fees?', { token: oh.token, applicationId: oh.uuid });
    expect(ohFees).toMatch(/^On the line you chose \(\$15,000\) the origination fee is \$\d+\.\d\d \(\d+\.\d+%\), deducted from your initial draw\./);
    expect(ohFees).toContain('recording taxes (up to $1,400 per $100,000 of your line) are set by the county and deducted at closing once known');
  });

  it('before an application, or about someone else\'s: the lender-wide answer, which says it depends on the state', async () => {
    const fees = await ask('What fees do I pay at closing?');
    expect(fees).toContain('These depend on the state your home is in: in Texas, its own law changes the fees and how a line closes.');
    const notary = await ask('Do I sign with an online notary?');
    expect(notary).toContain('How a line closes depends on the state your home is in: in Texas it closes only in person, before a notary at a title company\'s office.');
    // A page's application id names nothing to a visitor who does not own it, signed in or not.
    const tx = await newApplicant(api, 'Happy', { state: 'TX', zip: '75201' });
    expect(await ask('Do I sign with an online notary?', { applicationId: tx.uuid })).toBe(notary);
    const other = await newApplicant(api, 'Happy', { state: 'CA', zip: '94105' });
    expect(await ask('Do I sign with an online notary?', { token: other.token, applicationId: tx.uuid })).toBe(notary);
  });
});
