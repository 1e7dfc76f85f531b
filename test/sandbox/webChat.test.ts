import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { client, count, newApplicant, start, type Running } from './helpers.js';

let server: Running;
let api: ReturnType<typeof client>;
const ops = { 'x-ops-token': 'ops-secret' };

beforeAll(async () => {
  server = await start({ opsToken: 'ops-secret' });
  api = client(server);
});
afterAll(() => server.close());

/** A websocket that records every frame and can wait for one matching a predicate. */
async function connect(path: string) {
  const frames: any[] = [];
  const waiters: { test: (f: any) => boolean; resolve: (f: any) => void }[] = [];
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}`);
  let closed: { code: number } | null = null;
  socket.on('message', (raw) => {
    const f = JSON.parse(raw.toString());
    frames.push(f);
    for (const w of [...waiters]) if (w.test(f)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(f); }
  });
  socket.on('close', (code) => { closed = { code }; });
  await new Promise<void>((resolve, reject) => { socket.once('open', () => resolve()); socket.once('error', reject); });
  return {
    socket,
    frames,
    closed: () => closed,
    send: (data: unknown) => socket.send(JSON.stringify(data)),
    next: (test: (f: any) => boolean, ms = 3000) => {
      const seen = frames.find(test);
      if (seen) { frames.splice(frames.indexOf(seen), 1); return Promise.resolve(seen); }
      return new Promise<any>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching frame in ${ms} ms; got ${JSON.stringify(frames)}`)), ms);
        waiters.push({ test, resolve: (f) => { clearTimeout(timer); frames.splice(frames.indexOf(f), 1); resolve(f); } });
      });
    },
  };
}

const init = (body: Record<string, unknown> = {}) =>
  api('POST', '/service-omni-proxy/insecure/api/v1/stream/init-web-chat', { body: { name: 'Dana Applicant', email: 'dana@example.com', skill: 'FHEL', orgCode: 'FIGURE', welcomeMessage: 'Thanks for reaching out. An agent will be with you shortly.', ...body } });

describe('agent web chat', () => {
  it('validates the init body with the pre-chat limits', async () => {
    const missing = await api('POST', '/service-omni-proxy/insecure/api/v1/stream/init-web-chat', { body: { email: 'x@example.com' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({ pointer: '/name', message: 'Enter your name' });
    const long = await init({ name: 'x'.repeat(129), email: 'not-an-email' });
    expect(long.body.errors).toEqual(expect.arrayContaining([
      { pointer: '/name', message: 'Use 128 characters or fewer' },
      { pointer: '/email', message: 'Enter an email address in the correct format, like name@example.com' },
    ]));
  });

  it('delivers messages both ways over the websocket, stores them, and ends by the agent', async () => {
    const started = await init({ applicationUuid: '2b8f0c9e-4f4a-4c39-9a53-0c8c1f7d2e11' });
    expect(started.status).toBe(200);
    const { token, conversationSid, omniProxyChannelId } = started.body;
    expect(token).toEqual(expect.any(String));
    expect(new Date(started.body.expiration).getTime() - Date.parse('2026-11-20T18:00:00Z')).toBe(6 * 60 * 60 * 1000);

    const agent = await connect('/ops/agent/ws?token=ops-secret&agent=Jordan');
    const list = await agent.next((f) => f.type === 'conversations');
    // An anonymous chat's claimed application is dropped (chatIdentity.test.ts): only a proven identity's own one is kept.
    expect(list.conversations.find((c: any) => c.sid === conversationSid)).toMatchObject({ name: 'Dana Applicant', status: 'WAITING', applicationUuid: null });

    const applicant = await connect(`/service-omni-proxy/ws?token=${token}`);
    const hello = await applicant.next((f) => f.type === 'hello');
    expect(hello.conversation).toMatchObject({ conversationSid, status: 'WAITING', omniProxyChannelId });
    expect(hello.messages.map((m: any) => [m.author, m.body])).toEqual([['SYSTEM', 'Thanks for reaching out. An agent will be with you shortly.']]);

    // Ping every 10 s carrying the channel id (001 §7): answered with pong.
    applicant.send({ type: 'ping', channelId: omniProxyChannelId });
    expect(await applicant.next((f) => f.type === 'pong')).toMatchObject({ channelId: omniProxyChannelId, status: 'WAITING' });

    // Applicant → agent.
    applicant.send({ type: 'message', body: 'When will my line be funded?', clientId: 'c1' });
    const mine = await applicant.next((f) => f.type === 'message' && f.message.author === 'APPLICANT');
    expect(mine.message).toMatchObject({ body: 'When will my line be funded?', clientId: 'c1', authorName: 'Dana Applicant' });
    expect((await agent.next((f) => f.type === 'message' && f.sid === conversationSid)).message.body).toBe('When will my line be funded?');

    // Agent → applicant; answering a waiting chat takes it.
    agent.send({ type: 'message', sid: conversationSid, body: 'Hi Dana, usually within five business days after signing.' });
    const state = await applicant.next((f) => f.type === 'state');
    expect(state.conversation).toMatchObject({ status: 'ACTIVE', agentName: 'Jordan' });
    const reply = await applicant.next((f) => f.type === 'message' && f.message.author === 'AGENT');
    expect(reply.message).toMatchObject({ body: 'Hi Dana, usually within five business days after signing.', authorName: 'Jordan' });

    // Blank without files is refused; an attachment of an allowed type goes through, others are refused.
    applicant.send({ type: 'message', body: '   ', clientId: 'blank' });
    expect(await applicant.next((f) => f.type === 'error')).toMatchObject({ code: 'SEND_FAILED', clientId: 'blank', message: 'Type a message' });
    applicant.send({ type: 'message', body: '', clientId: 'exe', attachments: [{ name: 'tool.exe', content: Buffer.from('MZ').toString('base64') }] });
    expect(await applicant.next((f) => f.type === 'error')).toMatchObject({ clientId: 'exe', message: 'Attach JPG, PNG, AMR, MP3, MP4, PDF or TXT files' });
    applicant.send({ type: 'message', body: '', clientId: 'file', attachments: [{ name: 'paystub.txt', content: Buffer.from('Pay period 11/01').toString('base64') }] });
    const withFile = await applicant.next((f) => f.type === 'message' && f.message.clientId === 'file');
    expect(withFile.message.attachments[0]).toMatchObject({ name: 'paystub.txt', contentType: 'text/plain', size: 16 });
    const download = await fetch(`${server.url}/service-omni-proxy/insecure/api/v1/stream/attachments/${withFile.message.attachments[0].uuid}?userToken=${token}`);
    expect(await download.text()).toBe('Pay period 11/01');

    // History over HTTP (bearer token in userToken) and in SQLite.
    const history = await api('GET', `/service-omni-proxy/insecure/api/v1/stream/conversations/${conversationSid}/messages?userToken=${token}`);
    expect(history.body.messages.map((m: any) => m.author)).toEqual(['SYSTEM', 'APPLICANT', 'SYSTEM', 'AGENT', 'APPLICANT']);
    expect((await api('GET', `/service-omni-proxy/insecure/api/v1/stream/conversations/${conversationSid}/messages?userToken=wrong`)).status).toBe(401);
    expect(count(server.databasePath, 'chat_conversation_messages')).toBeGreaterThanOrEqual(5);

    // The agent ends it: the applicant is told, and sending is refused.
    agent.send({ type: 'end', sid: conversationSid });
    expect((await applicant.next((f) => f.type === 'state' && f.conversation.status === 'ENDED')).conversation.status).toBe('ENDED');
    applicant.send({ type: 'message', body: 'one more thing', clientId: 'late' });
    expect(await applicant.next((f) => f.type === 'error' && f.clientId === 'late')).toMatchObject({ code: 'SEND_FAILED' });

    // web-chat-info gives the survey contact.
    const info = await api('POST', '/service-csp/external/api/v1/twilio/web-chat-info', { body: { omniProxyChannelId } });
    expect(info.body).toMatchObject({ contactId: expect.any(String), status: 'ENDED' });
    applicant.socket.close();
    agent.socket.close();
  });

  it('refuses an unknown token, refreshes a live one and ends sessions after 6 hours', async () => {
    const bad = await connect('/service-omni-proxy/ws?token=nope');
    expect(await bad.next((f) => f.type === 'error')).toMatchObject({ code: 'TOKEN_INVALID' });
    await new Promise((r) => setTimeout(r, 100));
    expect(bad.closed()?.code).toBe(4401);

    const { token, conversationSid } = (await init()).body;
    server.advance(5 * 60 * 60 * 1000);
    const refreshed = await api('POST', '/service-csp/external/api/v1/twilio/refreshToken', { body: { token } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.token).not.toBe(token);
    expect((await api('POST', '/service-csp/external/api/v1/twilio/refreshToken', { body: { token } })).status).toBe(401);
    server.advance(5 * 60 * 60 * 1000); // 10 h after start, 5 h after the refresh: still open
    const detail = await api('GET', `/ops/chat/conversations/${conversationSid}`, { headers: ops });
    expect(detail.body.conversation.status).toBe('WAITING');
    server.advance(61 * 60 * 1000);
    const expired = await api('GET', `/ops/chat/conversations/${conversationSid}`, { headers: ops });
    expect(expired.body.conversation).toMatchObject({ status: 'ENDED', endedBy: 'EXPIRED' });
  });

  it('needs the operations token for the agent side, serves the console with its script', async () => {
    expect((await api('GET', '/ops/chat/conversations')).status).toBe(401);
    const page = await api('GET', '/ops/agent?token=ops-secret');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script src="/ops/agent.js"></script>');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    expect((await api('GET', '/ops/agent.js')).status).toBe(200);
    const refused = await connect('/ops/agent/ws?token=wrong');
    expect(await refused.next((f) => f.type === 'error')).toMatchObject({ code: 'TOKEN_INVALID' });
    await new Promise((r) => setTimeout(r, 100));
    expect(refused.closed()?.code).toBe(4401);
  });

  it('lets staff force the chat hours open or closed', async () => {
    const openStatus = () => api('GET', '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus');
    // 2026-11-20T18:00Z + 11 h is a Friday 21:00 in Los Angeles, after hours (the clock moved above).
    const byClock = (await openStatus()).body.isOpen;
    await api('PUT', '/ops/hours/OPS_CHAT', { headers: ops, body: { openStatus: byClock ? 'CLOSED' : 'OPEN' } });
    expect((await openStatus()).body).toMatchObject({ isOpen: !byClock, openStatus: byClock ? 'CLOSED' : 'OPEN' });
    await api('PUT', '/ops/hours/OPS_CHAT', { headers: ops, body: { openStatus: null } });
    expect((await openStatus()).body.isOpen).toBe(byClock);
    expect((await api('PUT', '/ops/hours/OPS_CHAT', { headers: ops, body: { openStatus: 'maybe' } })).status).toBe(400);
  });
});

describe('borrower authentication for chat (fe-heloc-borrower-authentication)', () => {
  let secured: Running;
  let sapi: ReturnType<typeof client>;
  let flagsFile: string;
  const AUTH = '/service-csp/customer/secure/api/v1/webchat';
  const setFlag = (enabled: boolean) => {
    const doc = JSON.parse(fs.readFileSync(path.resolve('sandbox/flags.json'), 'utf8'));
    doc.flags['fe-heloc-borrower-authentication'].enabled = enabled;
    fs.writeFileSync(flagsFile, JSON.stringify(doc));
  };
  const initWith = (body: Record<string, unknown>) =>
    sapi('POST', '/service-omni-proxy/insecure/api/v1/stream/init-web-chat', { body: { name: 'Dana Applicant', email: 'dana@example.com', orgCode: 'FIGURE', ...body } });

  beforeAll(async () => {
    flagsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chat-flags-')), 'flags.json');
    setFlag(true);
    secured = await start({ flagsFile });
    sapi = client(secured);
  });
  afterAll(() => secured.close());

  it('is off by default in the shipped flags file', () => {
    const doc = JSON.parse(fs.readFileSync(path.resolve('sandbox/flags.json'), 'utf8'));
    expect(doc.flags['fe-heloc-borrower-authentication']).toMatchObject({ enabled: false, description: expect.stringContaining('nonce') });
  });

  it('gives signed-in borrowers a nonce, renews it, and init refuses a missing or expired one', async () => {
    expect((await sapi('POST', `${AUTH}/authenticate`)).status).toBe(401);
    const { token } = await newApplicant(sapi);
    const first = await sapi('POST', `${AUTH}/authenticate`, { token });
    expect(first.status).toBe(200);
    expect(first.body.nonce).toEqual(expect.any(String));

    // Flag on: no nonce, or an unknown one, is refused.
    expect((await initWith({})).status).toBe(401);
    expect((await initWith({ nonce: 'made-up' })).status).toBe(401);
    const started = await initWith({ nonce: first.body.nonce });
    expect(started.status).toBe(200);
    expect(started.body.token).toEqual(expect.any(String));

    // Refresh (60 s later) issues a new nonce; the old one stops working; refresh needs the borrower's own token.
    secured.advance(60_000);
    expect((await sapi('PUT', `${AUTH}/refresh?nonce=${first.body.nonce}`)).status).toBe(401);
    const other = await newApplicant(sapi, 'Other');
    expect((await sapi('PUT', `${AUTH}/refresh?nonce=${first.body.nonce}`, { token: other.token })).status).toBe(401);
    const second = await sapi('PUT', `${AUTH}/refresh?nonce=${first.body.nonce}`, { token });
    expect(second.status).toBe(200);
    expect(second.body.nonce).not.toBe(first.body.nonce);
    expect((await sapi('PUT', `${AUTH}/refresh?nonce=${first.body.nonce}`, { token })).status).toBe(401);
    expect((await initWith({ nonce: first.body.nonce })).status).toBe(401);

    // A nonce lives 2 minutes.
    secured.advance(119_000);
    expect((await initWith({ nonce: second.body.nonce })).status).toBe(200);
    secured.advance(2_000);
    expect((await initWith({ nonce: second.body.nonce })).status).toBe(401);
    expect((await sapi('PUT', `${AUTH}/refresh?nonce=${second.body.nonce}`, { token })).status).toBe(401);

    // Flag off again (the file is re-read): no nonce needed.
    setFlag(false);
    await new Promise((r) => setTimeout(r, 50));
    expect((await initWith({})).status).toBe(200);
  });
});

describe('typing preview (001 §9)', () => {
  it('tells the console the applicant is typing and the applicant the agent is typing', async () => {
    const { token, conversationSid } = (await init()).body;
    const agent = await connect('/ops/agent/ws?token=ops-secret&agent=Riley');
    const applicant = await connect(`/service-omni-proxy/ws?token=${token}`);
    await applicant.next((f) => f.type === 'hello');
    applicant.send({ type: 'typing' });
    expect(await agent.next((f) => f.type === 'typing')).toEqual({ type: 'typing', sid: conversationSid, author: 'APPLICANT' });

    // Not before the agent has taken the chat; then the applicant sees it.
    agent.send({ type: 'typing', sid: conversationSid });
    agent.send({ type: 'join', sid: conversationSid });
    await applicant.next((f) => f.type === 'state' && f.conversation.status === 'ACTIVE');
    agent.send({ type: 'typing', sid: conversationSid });
    expect(await applicant.next((f) => f.type === 'typing')).toEqual({ type: 'typing', author: 'AGENT', agentName: 'Riley' });
    expect(applicant.frames.filter((f) => f.type === 'typing')).toEqual([]);
    applicant.socket.close();
    agent.socket.close();
    // Let the server see the closes before it shuts down.
    await expect.poll(() => applicant.closed() && agent.closed()).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
  });
});
