/** Notifications of the signed-in user (001 §3, §4): added through the operations API, listed newest first, marked read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, applicationAnswers, client, count, newApplicant, registration, start, type Running } from './helpers.ts';

let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => { server = await start(); api = client(server); });
afterAll(async () => { await server.close(); });

const LIST = '/service-notification/secure/api/v1/notifications';

async function borrower() {
  const reg = registration();
  const { body } = await api<{ jwt: string; identity: { uuid: string } }>('POST', '/identity/api/v1/registration/register', { body: reg });
  return { token: body.jwt, email: reg.email };
}

describe('notifications', () => {
  it('lists only the signed-in identity\'s notifications, newest first, and marks one read', async () => {
    const me = await borrower();
    const other = await borrower();
    const older = await api('POST', '/ops/notifications', { body: { email: me.email, title: 'Documents received', created: '2026-11-01T10:00:00Z' } });
    expect(older.status).toBe(200);
    const newer = await api('POST', '/ops/notifications', { body: { email: me.email, title: 'Your line is funded', description: 'Funds are on their way.', walletAddress: 'tp1q2w3e4r5t6y7u8i9o0', ctas: [{ redirectPath: '/account/heloc/dashboard' }] } });
    await api('POST', '/ops/notifications', { body: { email: other.email, title: 'Someone else' } });

    const list = await api<any[]>('GET', LIST, { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.map((n) => n.title)).toEqual(['Your line is funded', 'Documents received']);
    expect(list.body[0]).toMatchObject({ uuid: newer.body.uuid, status: 'UNREAD', description: 'Funds are on their way.', walletAddress: 'tp1q2w3e4r5t6y7u8i9o0', ctas: [{ redirectPath: '/account/heloc/dashboard' }] });
    expect(list.body[1].created).toBe('2026-11-01T10:00:00.000Z');

    const read = await api('POST', `${LIST}/${older.body.uuid}/read`, { token: me.token });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('READ');
    const after = await api<any[]>('GET', LIST, { token: me.token });
    expect(after.body.map((n) => n.status)).toEqual(['UNREAD', 'READ']);
  });

  it('a decline sends the adverse action notice once, with its reference and the way to the decision (sandbox/data/notices.json)', async () => {
    const a = await newApplicant(api);
    expect((await api('POST', `/ops/applications/${a.uuid}/status`, { body: { status: 'DECLINED' } })).status).toBe(200);
    const app = await api('GET', `${APP}/${a.uuid}`, { token: a.token });
    const reference = app.body.adverseActionNotice.reference as string;
    const list = await api<any[]>('GET', LIST, { token: a.token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ title: 'Your adverse action notice', status: 'UNREAD', ctas: [{ title: 'Read your notice', redirectPath: `/account/heloc/${a.uuid}/notice/adverse-action` }] });
    // No consumer report was read (no soft pull consent): the notice gives its reasons and no credit score.
    expect(app.body.adverseActionNotice.reasons).toEqual(['Unable to verify the information in your application']);
    expect(app.body.adverseActionNotice.creditScore).toBeUndefined();
    expect(list.body[0].description).toContain(`reference ${reference}`);
    // Reaching the status again issues no second notice.
    await api('POST', `/ops/applications/${a.uuid}/status`, { body: { status: 'DECLINED' } });
    expect((await api<any[]>('GET', LIST, { token: a.token })).body).toHaveLength(1);
  });

  it('a credit-score decline stores its reasons and the credit score disclosure from the sandbox bureau (sandbox/data/credit.json)', async () => {
    const reg = await api('POST', '/identity/api/v1/registration/register', { body: registration() });
    const token = reg.body.jwt as string;
    const created = await api('POST', APP, { token, body: { ...applicationAnswers('Lowscore'), softCreditConsent: true } });
    expect(created.status).toBe(200);
    const uuid = created.body.uuid as string;
    let app = await api('GET', `${APP}/${uuid}`, { token });
    for (let i = 0; i < 100 && app.body.serverStatus !== 'DECLINED'; i++) { await new Promise((r) => setTimeout(r, 100)); app = await api('GET', `${APP}/${uuid}`, { token }); }
    const notice = app.body.adverseActionNotice;
    expect(notice.reasons).toEqual(['Credit score below our minimum for this line', 'Delinquent past or present credit obligations with others']);
    expect(notice.creditScore).toMatchObject({ score: 584, min: 300, max: 850, model: 'FICO Score 8', inquiries: 6, bureau: { name: 'Example Credit Reporting, LLC', phone: '(800) 555-0199' } });
    expect(notice.creditScore.keyFactors).toHaveLength(4);
    expect(notice.creditScore.scoredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reaching COMPLETE tells the borrower their line is open, once, with the amount, the dates and the way to the line', async () => {
    const a = await newApplicant(api);
    const signedAt = new Date().toISOString();
    const patch = { amount: 50000, disburseAccount: { mask: '****6789' }, signedDocuments: { closing: { signedAt } }, deedSignedAt: signedAt };
    expect((await api('POST', `/ops/applications/${a.uuid}/status`, { body: { status: 'COMPLETE', patch } })).status).toBe(200);
    const list = await api<any[]>('GET', LIST, { token: a.token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ title: 'Your line of credit is open', status: 'UNREAD', ctas: [{ title: 'See your line', redirectPath: `/account/heloc/${a.uuid}/line` }] });
    expect(list.body[0].description).toMatch(/^Your \$50,000 home equity line of credit is open\. Your right to cancel ends at midnight on \d\d\/\d\d\/\d{4}; the funds will be sent to your account ending in 6789 on \d\d\/\d\d\/\d{4}\.$/);
    await api('POST', `/ops/applications/${a.uuid}/status`, { body: { status: 'COMPLETE' } });
    expect((await api<any[]>('GET', LIST, { token: a.token })).body).toHaveLength(1);

    // Without the deed signed before a notary the dates are not known: the notice says what will happen.
    const b = await newApplicant(api);
    await api('POST', `/ops/applications/${b.uuid}/status`, { body: { status: 'COMPLETE', patch: { amount: 25000, disburseAccount: { mask: '****1234' } } } });
    const undated = await api<any[]>('GET', LIST, { token: b.token });
    expect(undated.body[0].description).toBe('Your $25,000 home equity line of credit is open. The funds will be sent to your account ending in 1234 on the first banking day after your right to cancel ends.');
  });

  it('needs a token, and nobody marks someone else\'s notification', async () => {
    const me = await borrower();
    const other = await borrower();
    const mine = await api('POST', '/ops/notifications', { body: { email: me.email, title: 'Hello' } });
    expect((await api('GET', LIST)).status).toBe(401);
    expect((await api('POST', `${LIST}/${mine.body.uuid}/read`, { token: other.token })).status).toBe(404);
    expect((await api<any[]>('GET', LIST, { token: me.token })).body[0].status).toBe('UNREAD');
  });

  it('refuses bad operations bodies with field errors and stores nothing', async () => {
    const before = count(server.databasePath, 'notifications');
    const bad = await api('POST', '/ops/notifications', { body: { email: 'not-an-email', ctas: [{ title: 'Go' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining([
      { pointer: '/title', message: 'Give a title' },
      { pointer: '/email', message: 'Enter an email address in the correct format, like name@example.com' },
    ]));
    const unknown = await api('POST', '/ops/notifications', { body: { email: 'nobody@example.com', title: 'Hi' } });
    expect(unknown.status).toBe(404);
    const neither = await api('POST', '/ops/notifications', { body: { title: 'Hi' } });
    expect(neither.status).toBe(400);
    expect(count(server.databasePath, 'notifications')).toBe(before);
  });

  it('serves the sign-in page the app sends visitors to', async () => {
    const page = await api<string>('GET', '/auth/login');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Sign in</h1>');
    expect(page.body).toContain('<script src="/site/login.js"></script>');
    expect((await api('GET', '/site/login.js')).status).toBe(200);
  });
});
