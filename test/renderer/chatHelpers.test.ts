import { describe, expect, it } from 'vitest';
import { allowedDomains, hostAllowed, linkify } from '../../renderer/chat/links.ts';
import { clock, hoursLines } from '../../renderer/chat/hours.ts';
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

describe('operating hours in Pacific time (001 §9)', () => {
  const day = (weekday: string, weekdayValue: number, isOpen: boolean, startTime: string | null, endTime: string | null) => ({ weekday, weekdayValue, isOpen, startTime, endTime });
  it('shows Monday-Friday and a Saturday-Sunday range when the weekend hours match', () => {
    expect(clock('06:00')).toBe('6:00 AM');
    expect(clock('18:30')).toBe('6:30 PM');
    expect(clock('00:15')).toBe('12:15 AM');
    expect(hoursLines([day('Monday - Friday', 1, true, '06:00', '18:00'), day('Saturday', 6, true, '08:00', '17:00'), day('Sunday', 7, true, '08:00', '17:00')], 'Closed')).toEqual([
      { days: 'Monday-Friday', hours: '6:00 AM – 6:00 PM PT' }, { days: 'Saturday-Sunday', hours: '8:00 AM – 5:00 PM PT' },
    ]);
    expect(hoursLines([day('Monday - Friday', 1, true, '06:00', '18:00'), day('Saturday', 6, true, '08:00', '17:00'), day('Sunday', 7, false, null, null)], 'Closed').map((l) => `${l.days}: ${l.hours}`)).toEqual([
      'Monday-Friday: 6:00 AM – 6:00 PM PT', 'Saturday: 8:00 AM – 5:00 PM PT', 'Sunday: Closed',
    ]);
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
