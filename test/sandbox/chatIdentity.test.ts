/**
 * Chat is bound to who is proven, never to what the body claims (issue 14): an anonymous
 * init-web-chat naming a borrower and their application stores neither; a signed-in borrower's chat
 * keeps only their own application. Chatbot conversation ids are the server's: a client-chosen one
 * starts a new conversation, and a signed-in identity's conversation is theirs alone.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newApplicant, start, type Running } from './helpers.js';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start();
  api = client(server);
});
afterAll(() => server.close());

const INIT = '/service-omni-proxy/insecure/api/v1/stream/init-web-chat';
const BOT = '/service-chat-chatbot/external/api/v1/message';
const conversation = (sid: string) => {
  const db = new Database(server.databasePath, { readonly: true });
  try { return db.prepare('SELECT identity_uuid, application_uuid, data_json FROM chat_conversations WHERE sid = ?').get(sid) as { identity_uuid: string | null; application_uuid: string | null; data_json: string }; } finally { db.close(); }
};

describe('agent chat', () => {
  it('an anonymous chat cannot claim a borrower or their application', async () => {
    const victim = await newApplicant(api);
    const me = await api('GET', '/identity/secure/api/v1/identity', { token: victim.token });
    const res = await api('POST', INIT, { body: { name: 'Mallory', identityUuid: me.body.uuid, applicationUuid: victim.uuid } });
    expect(res.status).toBe(200);
    const stored = conversation(res.body.conversationSid);
    expect(stored).toMatchObject({ identity_uuid: null, application_uuid: null });
    expect(JSON.parse(stored.data_json)).toMatchObject({ identityUuid: null, applicationUuid: null });
  });

  it('a signed-in borrower\'s chat is theirs, with their own application only', async () => {
    const borrower = await newApplicant(api);
    const other = await newApplicant(api);
    const me = await api('GET', '/identity/secure/api/v1/identity', { token: borrower.token });
    const own = await api('POST', INIT, { token: borrower.token, body: { name: 'Pat', applicationUuid: borrower.uuid } });
    expect(conversation(own.body.conversationSid)).toMatchObject({ identity_uuid: me.body.uuid, application_uuid: borrower.uuid });
    const theirs = await api('POST', INIT, { token: borrower.token, body: { name: 'Pat', applicationUuid: other.uuid } });
    expect(conversation(theirs.body.conversationSid)).toMatchObject({ identity_uuid: me.body.uuid, application_uuid: null });
  });
});

describe('chatbot conversations', () => {
  it('a client-chosen conversation id starts a new conversation with the server\'s id', async () => {
    const chosen = await api('POST', `${BOT}/chatWithAutobot`, { body: { message: 'What is a HELOC?', conversationId: 'support' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.conversationId).not.toBe('support');
    expect(chosen.body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api('GET', `${BOT}/getChatHistory/support`)).body).toEqual([]);
    const next = await api('POST', `${BOT}/chatWithAutobot`, { body: { message: 'And the rate?', conversationId: chosen.body.conversationId } });
    expect(next.body.conversationId).toBe(chosen.body.conversationId);
    expect((await api('GET', `${BOT}/getChatHistory/${chosen.body.conversationId}`)).body).toHaveLength(2);
  });

  it('a signed-in identity\'s conversation is not readable or writable by anyone else', async () => {
    const owner = await newApplicant(api);
    const started = await api('POST', `${BOT}/chatWithAutobot`, { token: owner.token, body: { message: 'My application?' } });
    const id = started.body.conversationId as string;
    expect((await api('GET', `${BOT}/getChatHistory/${id}`, { token: owner.token })).body).toHaveLength(1);
    expect((await api('GET', `${BOT}/getChatHistory/${id}`)).status).toBe(403);
    const stranger = await newApplicant(api);
    expect((await api('GET', `${BOT}/getChatHistory/${id}`, { token: stranger.token })).status).toBe(403);
    expect((await api('POST', `${BOT}/chatWithAutobot`, { body: { message: 'hello', conversationId: id } })).status).toBe(403);
  });
});
