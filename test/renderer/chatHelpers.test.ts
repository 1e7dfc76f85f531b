import { describe, expect, it } from 'vitest';
import { allowedDomains, hostAllowed, linkify } from '../../renderer/chat/links.ts';
import { AGENT_SESSION_MS, BOT_SESSION_MS, loadSession, saveSession, SESSION_KEY, type AgentSession, type BotSession } from '../../renderer/chat/session.ts';

const memory = () => { const m = new Map<string, string>(); return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => { m.set(k, v); }, removeItem: (k: string) => { m.delete(k); }, m }; };

describe('chat links (001 §5 allow-list)', () => {
  it('makes only allow-listed company links clickable, subdomains included', () => {
    expect(linkify('See https://www.figure.example/rates. Or http://evil.test/x', ['figure.example'])).toEqual([
      'See ', { href: 'https://www.figure.example/rates', text: 'https://www.figure.example/rates' }, '. Or http://evil.test/x',
    ]);
    expect(hostAllowed('https://figure.example.evil.test/', ['figure.example'])).toBe(false);
    expect(hostAllowed('javascript:alert(1)', ['figure.example'])).toBe(false);
    expect(linkify('no links here', ['figure.example'])).toEqual(['no links here']);
  });
  it('allows the brand URLs hosts plus configured domains', () => {
    expect(allowedDomains({ companyUrl: 'https://www.figure.example', legal: { privacyPolicyUrl: 'https://legal.figure.example/p' } }, ['example.com'])).toEqual(['figure.example', 'legal.figure.example', 'example.com']);
  });
});

describe('chat session storage (001 §4)', () => {
  it('keeps a bot session 10 minutes and an agent session 6 hours from creation or refresh', () => {
    const s = memory();
    const now = 1_000_000;
    saveSession<BotSession>({ kind: 'bot', conversationId: 'c1', loginTimestamp: now }, now, s);
    expect(loadSession(now + BOT_SESSION_MS - 1, s)).toMatchObject({ conversationId: 'c1' });
    expect(loadSession(now + BOT_SESSION_MS, s)).toBeNull();
    expect(s.m.has(SESSION_KEY)).toBe(false);
    saveSession<AgentSession>({ kind: 'agent', token: 't', conversationSid: 'CH1', omniProxyChannelId: 'ch', friendlyName: 'Dana', emailAddress: null, loginTimestamp: now }, now, s);
    expect(loadSession(now + AGENT_SESSION_MS - 1, s)).toMatchObject({ kind: 'agent', token: 't' });
    expect(loadSession(now + AGENT_SESSION_MS, s)).toBeNull();
    s.setItem(SESSION_KEY, '{broken');
    expect(loadSession(now, s)).toBeNull();
  });
});
