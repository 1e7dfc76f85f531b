/**
 * The sign-in page returns only to a path on this site (issue 14: `?next=/%5Cevil.test/phish` and
 * `/\t/...` landed on another site). The page's own function (sandbox/site/safeNext.js) is run as the
 * browser runs it, with the WHATWG URL parser.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const code = fs.readFileSync(path.resolve(import.meta.dirname, '../../sandbox/site/safeNext.js'), 'utf8');
const context = vm.createContext({ URL });
vm.runInContext(code, context);
const safeNext = context['safeNext'] as (next: unknown, origin: string) => string | null;
const ORIGIN = 'http://127.0.0.1:5173';

describe('safeNext', () => {
  it.each([
    '/\\evil.test/phish',
    '/\t/evil.test/phish',
    '//evil.test/phish',
    '/\\/evil.test',
    'https://evil.test/',
    'javascript:alert(1)',
    'evil.test',
    '',
  ])('refuses %j', (next) => {
    expect(safeNext(decodeURIComponent(encodeURIComponent(next)), ORIGIN)).toBeNull();
  });

  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeNext('/account/heloc/abc/bank/disburse?x=1#top', ORIGIN)).toBe('/account/heloc/abc/bank/disburse?x=1#top');
    expect(safeNext('/dashboard', ORIGIN)).toBe('/dashboard');
  });

  it('never returns a path that starts with two slashes', () => {
    expect(safeNext('/.//evil.test/phish', ORIGIN)).toBe('/evil.test/phish');
  });

  it('is what the sign-in page uses', () => {
    expect(fs.readFileSync(path.resolve(import.meta.dirname, '../../sandbox/site/login.js'), 'utf8')).toContain("safeNext(next, location.origin) ?? '/dashboard'");
    expect(fs.readFileSync(path.resolve(import.meta.dirname, '../../sandbox/site/login.html'), 'utf8')).toMatch(/safeNext\.js"><\/script>\s*<script src="\/site\/login\.js">/);
  });
});
