/** Fixture resolution (engine/fixtures.ts): extends, building blocks, signer scenes, the index. */
import { describe, expect, it } from 'vitest';
import { FixtureError, galleryEntry, resolveFixture, type FixtureFile, type FixtureIndex } from '../../engine/index.ts';

const files: Record<string, FixtureFile> = {
  'flags/standard': { kind: 'flags', title: 'flags', value: { 'fe-heloc-web-chat': { enabled: true } } },
  'profiles/borrower': { kind: 'profile', title: 'borrower', value: { uuid: 'p1', name: { firstName: 'Pat' } } },
  'offers/standard': { kind: 'offers', title: 'offers', value: [{ uuid: 'o1', term: 10, rate: 8.95, apr: 9.25 }] },
  'conditions/open': { kind: 'conditions', title: 'open', value: [{ uuid: 'c1', categoryEnum: 'GENERIC_DOCUMENT_REQUEST', created: '2026-11-01T00:00:00Z' }] },
  'applications/base': { kind: 'application', title: 'base', profile: 'profiles/borrower', app: { uuid: 'a1', serverStatus: 'OFFER_SELECTION', status: { uwDecision: 'APPROVE', bpo: 'REQUIRED' }, amount: 50000 } },
  'applications/next': { kind: 'application', title: 'next', extends: 'applications/base', offers: 'offers/standard', conditions: 'conditions/open', query: { from: 'signing/intro' }, app: { serverStatus: 'NOTE_SIGNING', status: { uwDecision: null } } },
  'signers/one': { kind: 'signer', title: 'signer', profile: 'profiles/borrower', application: 'applications/next', signer: { identityUuid: 's1', identityComplete: false } },
  'visitors/new': { kind: 'visitor', title: 'new' },
  'applications/loop-a': { kind: 'application', title: 'a', extends: 'applications/loop-b', app: {} },
  'applications/loop-b': { kind: 'application', title: 'b', extends: 'applications/loop-a', app: {} },
  'applications/wrong-block': { kind: 'application', title: 'w', profile: 'flags/standard', app: { serverStatus: 'HMDA' } },
};

describe('resolveFixture', () => {
  it('merges what a scene extends under it, key by key, null replacing a value', () => {
    const { result, trace } = resolveFixture('applications/next', files);
    expect(result.app).toMatchObject({ uuid: 'a1', amount: 50000, serverStatus: 'NOTE_SIGNING', status: { uwDecision: null, bpo: 'REQUIRED' } });
    expect(result.status).toBe('NOTE_SIGNING');
    expect(result.query).toEqual({ from: 'signing/intro' });
    expect(result.params).toEqual({ uuid: 'a1' });
    expect(trace.find((t) => t.decided)).toMatchObject({ kind: 'fixture', rule: 'applications/next' });
    expect(trace.some((t) => t.kind === 'fixtureExtends' && t.outcome === 'applications/base')).toBe(true);
  });
  it('puts the named building blocks in: profile, flags (standard by default), offers into app.offers, conditions', () => {
    const s = resolveFixture('applications/next', files).result;
    expect(s.profile).toEqual({ uuid: 'p1', name: { firstName: 'Pat' } });
    expect(s.flags).toEqual({ 'fe-heloc-web-chat': { enabled: true } });
    expect(s.app?.offers).toEqual([{ uuid: 'o1', term: 10, rate: 8.95, apr: 9.25 }]);
    expect(s.conditions.map((c) => c.uuid)).toEqual(['c1']);
    expect(s.signedIn).toBe(true);
  });
  it('gives a signer scene the uuid and the cards of the application it signs', () => {
    const s = resolveFixture('signers/one', files).result;
    expect(s.signer).toEqual({ identityUuid: 's1', identityComplete: false, applicationUuid: 'a1' });
    expect(s.conditions.map((c) => c.uuid)).toEqual(['c1']);
  });
  it('leaves a visitor signed out unless the file says otherwise', () => {
    expect(resolveFixture('visitors/new', files).result).toMatchObject({ kind: 'visitor', signedIn: false, query: {}, conditions: [] });
  });
  it('refuses a cycle, a missing fixture, a block of the wrong kind and a building block as a scene', () => {
    expect(() => resolveFixture('applications/loop-a', files)).toThrow(/"extends" cycle: applications\/loop-a → applications\/loop-b → applications\/loop-a/);
    expect(() => resolveFixture('applications/nope', files)).toThrow(FixtureError);
    expect(() => resolveFixture('applications/wrong-block', files)).toThrow(/names "flags\/standard" as its profile, but that is a flags fixture/);
    expect(() => resolveFixture('flags/standard', files)).toThrow(/not a scene/);
  });
});

describe('galleryEntry', () => {
  const index: FixtureIndex = {
    groups: {
      application: { screens: ['application/', 'pages/processing'], kinds: ['application'], default: 'applications/base' },
      bank: { screens: ['application/bank/'], kinds: ['application'], default: 'applications/next', host: 'page' },
      modals: { screens: ['chat/'], kinds: ['application', 'visitor'], default: 'visitors/new', host: 'ChatWidget', shownOn: '/register-v2' },
    },
    screens: { 'pages/processing': { host: 'ProcessingModal', shownOn: '/:uuid/start/profile' }, 'application/liens': { fixture: 'applications/next' } },
  };
  it('takes the longest matching group, then the screen\'s own settings', () => {
    expect(galleryEntry('application/bank/autopay', index).result).toEqual({ group: 'bank', kinds: ['application'], fixture: 'applications/next', host: 'page' });
    expect(galleryEntry('application/identity', index).result).toEqual({ group: 'application', kinds: ['application'], fixture: 'applications/base', host: 'page' });
    expect(galleryEntry('application/liens', index).result?.fixture).toBe('applications/next');
    expect(galleryEntry('pages/processing', index).result).toMatchObject({ host: 'ProcessingModal', shownOn: '/:uuid/start/profile' });
    expect(galleryEntry('chat/widget', index).result).toMatchObject({ host: 'ChatWidget', shownOn: '/register-v2', kinds: ['application', 'visitor'] });
  });
  it('says when no group shows a screen, with the groups tried', () => {
    const d = galleryEntry('register-v2/birthdate', index);
    expect(d.result).toBeNull();
    expect(d.trace.map((t) => t.rule)).toEqual(['application', 'bank', 'modals']);
  });
});
