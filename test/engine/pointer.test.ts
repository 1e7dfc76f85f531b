/**
 * The one JSON-pointer, dotted-path and UUID helper (engine/pointer.ts, engine/paths.ts): what each
 * call site relied on when it wrote its own (RFC 6901 order, own properties only, arrays walked
 * unless told not to, anchored or found anywhere, either case).
 */
import { describe, expect, it } from 'vitest';
import { escapePointerSegment, pointerSegments, readPath, unescapePointerSegment } from '../../engine/pointer.ts';
import { isUuid, replaceUuids, UUID_PATTERN, UUID_SOURCE, uuidIn } from '../../engine/paths.ts';
import { pointer } from '../../engine/config/problems.ts';

const ID = '3f2b8c1e-9a4d-4b7e-8c21-0d5e6f7a8b9c';

describe('JSON-pointer segments', () => {
  it('escape ~ before /, and unescape ~1 before ~0 (RFC 6901)', () => {
    expect(escapePointerSegment('a/b~c')).toBe('a~1b~0c');
    expect(escapePointerSegment(3)).toBe('3');
    expect(unescapePointerSegment('a~1b~0c')).toBe('a/b~c');
    // ~01 is an escaped "~" followed by "1", never "/".
    expect(unescapePointerSegment('~01')).toBe('~1');
    for (const s of ['', '~', '/', '~1', '~0', 'a/~b/~', 'brand.copy/x~y']) expect(unescapePointerSegment(escapePointerSegment(s))).toBe(s);
  });

  it('split a pointer into its keys; the whole-document pointer has none', () => {
    expect(pointerSegments('')).toEqual([]);
    expect(pointerSegments('/copy/a~1b/0')).toEqual(['copy', 'a/b', '0']);
    expect(pointerSegments('/')).toEqual(['']);
    expect(pointerSegments(pointer('copy', 'x/y~z', 2))).toEqual(['copy', 'x/y~z', '2']);
  });
});

describe('readPath', () => {
  const data = { app: { offers: [{ rate: 8.45 }], answers: { '': 'empty key' } }, n: null };

  it('reads a dotted path or a list of keys through objects and arrays', () => {
    expect(readPath(data, 'app.offers.0.rate')).toBe(8.45);
    expect(readPath(data, ['app', 'offers', 0, 'rate'])).toBe(8.45);
    expect(readPath(data, 'app.missing.rate')).toBeUndefined();
    expect(readPath(data, 'n.x')).toBeUndefined();
    expect(readPath('text', 'length')).toBeUndefined();
  });

  it('reads own properties only', () => {
    expect(readPath(data, 'app.constructor')).toBeUndefined();
    expect(readPath(data, 'app.__proto__')).toBeUndefined();
    expect(readPath(data, 'app.offers.length')).toBe(1);
  });

  it('splits on every dot: "" is the key "", not the whole value', () => {
    expect(readPath(data, '')).toBeUndefined();
    expect(readPath(data.app.answers, '')).toBe('empty key');
    expect(readPath(data, [])).toBe(data);
  });

  it('stops at an array when told to (form answers are objects)', () => {
    expect(readPath(data, 'app.offers.0.rate', { arrays: false })).toBeUndefined();
    expect(readPath(data, 'app.answers', { arrays: false })).toEqual({ '': 'empty key' });
  });
});

describe('the UUID pattern', () => {
  it('isUuid: the whole value, either case', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
    expect(isUuid(`/${ID}`)).toBe(false);
    expect(isUuid(ID.slice(1))).toBe(false);
    expect(isUuid(42)).toBe(false);
    expect(UUID_PATTERN.test(ID)).toBe(true);
    expect(UUID_PATTERN.source).toBe(`^${UUID_SOURCE}$`);
  });

  it('uuidIn: the first one anywhere, as written', () => {
    expect(uuidIn(`/heloc/${ID}/start/contact`)).toBe(ID);
    expect(uuidIn(`/login?next=/heloc/${ID.toUpperCase()}/x`)).toBe(ID.toUpperCase());
    expect(uuidIn('/heloc/terms')).toBeNull();
    // Repeated calls do not carry state (no global flag).
    expect(uuidIn(ID)).toBe(ID);
    expect(uuidIn(ID)).toBe(ID);
  });

  it('replaceUuids: every one, either case', () => {
    expect(replaceUuids(`/a/${ID}/b/${ID.toUpperCase()}`, ':uuid')).toBe('/a/:uuid/b/:uuid');
    expect(replaceUuids('/a/b', ':id')).toBe('/a/b');
  });

  it('the route pattern built on it only matches an id', () => {
    const route = new RegExp(`^/(?<uuid>${UUID_SOURCE})/start$`);
    expect(route.exec(`/${ID}/start`)?.groups?.['uuid']).toBe(ID);
    expect(route.test('/terms/start')).toBe(false);
  });
});
