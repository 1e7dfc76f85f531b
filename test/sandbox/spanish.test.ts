/**
 * The sandbox answers a person in the language they read the app in (engine/locale.ts
 * requestLanguage: the `heloc_lang` cookie, else Accept-Language, among the brand's languages):
 * validation problems in the screens' own Spanish (locales/es/), its refusals and error pages in
 * locales/es/service.json. A brand that offers only English, or no language asked, answers in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newApplicant, registration, start, type Running } from './helpers.js';
import { languageStrings } from '../../engine/config/localeFiles.ts';

import WebSocket from 'ws';

let server: Running;
let api: ReturnType<typeof client>;
const spanish = languageStrings('locales', 'es').strings;
const NAF = 'NEW_AMERICAN_FUNDING';
const inSpanish = { 'x-org': NAF, 'accept-language': 'es-US,es;q=0.9,en;q=0.8' };
const badRegistration = () => ({ ...registration(), email: 'nope', password: 'x', confirmPassword: 'y' });

beforeAll(async () => {
  server = await start({ opsToken: 'ops-secret' });
  api = client(server);
});
afterAll(() => server.close());

describe('the sandbox in Spanish', () => {
  it('words validation problems as the Spanish screens word them', async () => {
    const english = await api('POST', '/identity/api/v1/registration/register', { body: badRegistration(), headers: { 'x-org': NAF } });
    const answer = await api('POST', '/identity/api/v1/registration/register', { body: badRegistration(), headers: inSpanish });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Algunas respuestas requieren su atención.');
    expect(answer.headers.get('content-language')).toBe('es');
    // The same problems, each in the Spanish the locale files give its English.
    expect(answer.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(english.body.errors.map((e: { pointer: string }) => e.pointer));
    english.body.errors.forEach((e: { message: string }, i: number) => {
      expect(spanish[e.message], e.message).toBeDefined();
      expect(answer.body.errors[i].message).toBe(spanish[e.message]);
    });
  });

  it('takes the kept choice (the heloc_lang cookie) over the browser', async () => {
    const answer = await api('POST', '/identity/api/v1/registration/register', { body: badRegistration(), headers: { 'x-org': NAF, 'accept-language': 'en-US', cookie: 'heloc_lang=es' } });
    expect(answer.body.message).toBe('Algunas respuestas requieren su atención.');
  });

  it('answers in English for a brand that does not offer Spanish', async () => {
    const answer = await api('POST', '/identity/api/v1/registration/register', { body: badRegistration(), headers: { 'x-org': 'FIGURE', 'accept-language': 'es' } });
    expect(answer.body.message).toBe('Some answers need attention.');
  });

  it('says "not found" and "someone else\'s" in Spanish', async () => {
    const { token } = await newApplicant(api);
    const missing = await api('GET', '/service-application/api/v1/application/heloc/00000000-0000-4000-8000-000000000000', { token, headers: inSpanish });
    expect([403, 404]).toContain(missing.status);
    expect(['No se encontró la solicitud.', 'Esta solicitud pertenece a otra persona.']).toContain(missing.body.message);
  });

  it('shows a person an error page in Spanish, with lang="es"', async () => {
    const page = await api('GET', '/nowhere', { headers: { ...inSpanish, accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<h1>Página no encontrada</h1>');
    expect(page.body).toContain('Ir a la página de inicio');
  });

  it('has the chatbot answer a Spanish question in Spanish, its hours in Spanish too', async () => {
    const bot = '/service-chat-chatbot/external/api/v1/message/chatWithAutobot';
    const answer = await api('POST', bot, { body: { message: '¿Cuánto tarda el desembolso de fondos?' }, headers: inSpanish });
    expect(answer.status).toBe(200);
    expect(answer.body.responseStr).toBe(spanish['Your right to cancel ends three business days after you sign; your money is sent the next banking day. Your line\'s page shows both dates.']);
    const person = await api('POST', bot, { body: { message: 'Quiero hablar con una persona' }, headers: inSpanish });
    expect(person.body.responseStr).toMatch(/^Nuestro equipo lo atiende en el .+, de lunes a viernes, de \d/);
    const english = await api('POST', bot, { body: { message: 'I want to talk to a person' }, headers: { 'x-org': NAF } });
    expect(english.body.responseStr).toMatch(/^Our team answers at .+, Monday-Friday \d/);
  });

  it('says in Spanish that a team member joined a chat begun in Spanish', async () => {
    const init = (headers: Record<string, string>) => api('POST', '/service-omni-proxy/insecure/api/v1/stream/init-web-chat', { body: { name: 'Dana', email: 'dana@example.com', skill: 'FHEL', orgCode: NAF }, headers });
    const spanishChat = await init(inSpanish);
    const englishChat = await init({ 'x-org': NAF });
    expect(spanishChat.status).toBe(200);
    const agent = new WebSocket(`${server.url.replace('http', 'ws')}/ops/agent/ws?token=ops-secret&agent=Riley`);
    await new Promise<void>((resolve, reject) => { agent.once('open', () => resolve()); agent.once('error', reject); });
    for (const c of [spanishChat, englishChat]) agent.send(JSON.stringify({ type: 'join', sid: c.body.conversationSid }));
    const said = async (sid: string) => {
      for (let i = 0; i < 50; i++) {
        const token = sid === spanishChat.body.conversationSid ? spanishChat.body.token : englishChat.body.token;
        const history = await api('GET', `/service-omni-proxy/insecure/api/v1/stream/conversations/${sid}/messages?userToken=${token}`);
        const system = (history.body.messages ?? []).filter((m: { author: string }) => m.author === 'SYSTEM').map((m: { body: string }) => m.body);
        if (system.length > 0) return system;
        await new Promise((r) => setTimeout(r, 50));
      }
      return [];
    };
    expect(await said(spanishChat.body.conversationSid)).toEqual(['Riley se unió al chat.']);
    expect(await said(englishChat.body.conversationSid)).toEqual(['Riley joined the chat.']);
    agent.close();
  });
});
