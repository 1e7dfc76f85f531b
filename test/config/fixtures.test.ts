/**
 * Fixtures as config (fixtures/, schemas/meta/fixture*.schema.json): the shipped ones pass, every
 * scene resolves, every screen has a default; broken copies fail with the file, pointer and message.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../engine/config/loadConfig.ts';
import { validateConfig } from '../../engine/config/validateConfig.ts';
import { checkFixtures } from '../../engine/config/checkFixtures.ts';
import { fixtureData, loadFixtures } from '../../engine/config/loadFixtures.ts';
import { formatProblem } from '../../engine/config/problems.ts';
import { galleryEntry, resolveFixture, routeForStatus } from '../../engine/index.ts';
import { config, heloc } from '../helpers/config.ts';
import { copyWith, removeCopies } from '../helpers/brokenCopy.ts';

const root = config.root;
const shipped = loadFixtures(root);

/**
 * A copy of the config and fixtures with some files changed (the shared broken-copy helper);
 * returns the formatted problems of the fixture checks (`whole`: of all of journey validate, which runs them last).
 */
function brokenCopy(edits: Record<string, (json: any) => void>, whole = false): string[] {
  const set = loadConfig(copyWith(edits, true));
  return (whole ? validateConfig(set) : checkFixtures(set)).map(formatProblem);
}

afterEach(() => {
  removeCopies();
});

describe('shipped fixtures', () => {
  it('pass journey validate', () => {
    expect(checkFixtures(config, shipped).map(formatProblem)).toEqual([]);
  });
  it('every scene resolves, and every screen has a default fixture of a kind its group shows', () => {
    const files = fixtureData(shipped);
    const scenes = Object.entries(files).filter(([, f]) => ['application', 'signer', 'visitor'].includes(f.kind));
    expect(scenes.length).toBeGreaterThan(60);
    for (const [id] of scenes) expect(() => resolveFixture(id, files), id).not.toThrow();
    for (const id of Object.keys(config.screens)) {
      const entry = galleryEntry(id, shipped.index!.data).result;
      expect(entry, id).not.toBeNull();
      expect(entry!.kinds, id).toContain(files[entry!.fixture]!.kind);
    }
  });
  it('has an application at each adverse persona, and each application status routes somewhere', () => {
    const files = fixtureData(shipped);
    const personas = new Set(Object.values(files).map((f) => f.persona).filter(Boolean));
    for (const p of ['happy', 'frozen', 'nomatch', 'nocredit', 'noproperty', 'lowscore', 'highdebt', 'delinquent', 'employer', 'floodcert', 'texas', 'cosigner', 'notary']) expect(personas, p).toContain(p);
    for (const [id, f] of Object.entries(files)) {
      if (f.kind !== 'application') continue;
      const s = resolveFixture(id, files).result;
      expect(() => routeForStatus(heloc, { status: s.status!, app: s.app }), id).not.toThrow();
    }
  });
});

describe('broken fixtures fail with a pointer and a message', () => {
  it('a fixture that no longer fits the application schema, reported where the value is set', () => {
    expect(brokenCopy({ 'fixtures/applications/happy-pre-soft-credit.json': (j) => { j.app.amount = 'lots'; } }, true)).toEqual([
      'fixtures/applications/happy-pre-soft-credit.json#/app/amount: must be number,null (schemas/data/application.schema.json)',
    ]);
  });
  it('a value set by a fixture that extends another is reported in that fixture', () => {
    expect(brokenCopy({ 'fixtures/applications/texas-bpo.json': (j) => { j.app.status.bpo = 'NEEDED'; } })).toEqual([
      'fixtures/applications/texas-bpo.json#/app/status/bpo: must be equal to one of the allowed values: REQUIRED, UNKNOWN, PROCESSING, NOT_REQUIRED, COMPLETE, null (schemas/data/application.schema.json)',
    ]);
  });
  it('a building block that no longer fits its data schema', () => {
    expect(brokenCopy({ 'fixtures/conditions/open.json': (j) => { delete j.value[1].created; } })).toEqual([
      "fixtures/conditions/open.json#/value/1: must have required property 'created' (schemas/data/condition.schema.json)",
    ]);
  });
  it('a misspelt reference, with a suggestion', () => {
    expect(brokenCopy({ 'fixtures/applications/happy-hmda.json': (j) => { j.profile = 'profiles/borower'; } })).toEqual([
      'fixtures/applications/happy-hmda.json#/profile: no fixture "profiles/borower" (did you mean "profiles/borrower"?)',
    ]);
  });
  it('a reference to a fixture of the wrong kind', () => {
    expect(brokenCopy({ 'fixtures/applications/happy-hmda.json': (j) => { j.profile = 'flags/standard'; } })).toEqual([
      'fixtures/applications/happy-hmda.json#/profile: "flags/standard" is a flags fixture; profile needs a profile fixture',
    ]);
  });
  it('an extends cycle', () => {
    expect(brokenCopy({ 'fixtures/applications/happy-pre-soft-credit.json': (j) => { j.extends = 'applications/happy-offer-selection'; } })).toContain(
      'fixtures/applications/happy-pre-soft-credit.json#/extends: "extends" cycle: applications/happy-pre-soft-credit → applications/happy-offer-selection → applications/happy-pre-soft-credit',
    );
  });
  it('a status outside the vocabulary', () => {
    expect(brokenCopy({ 'fixtures/applications/delinquency.json': (j) => { j.app.serverStatus = 'DELINQUENCY_REVEIW'; } })).toEqual([
      'fixtures/applications/delinquency.json#/app/serverStatus: status "DELINQUENCY_REVEIW" is not in the status vocabulary (journeys/heloc.json) (did you mean "DELINQUENCY_REVIEW"?)',
    ]);
  });
  it('a file that breaks the meta-schema', () => {
    expect(brokenCopy({ 'fixtures/visitors/new.json': (j) => { j.kind = 'visiter'; } })).toContain(
      'fixtures/visitors/new.json#/kind: must be equal to one of the allowed values: application, signer, visitor, profile, flags, conditions, notifications, offers (schemas/meta/fixture.schema.json)',
    );
  });
  it('a screen that reads a path no fixture it may be shown with gives: which screen and which path', () => {
    expect(brokenCopy({ 'schemas/application/bank/autopay.json': (j) => { j.copy.subtitle = 'The law: {{app.stateLaw.spouseMustSignLaw}}'; } })).toEqual([
      'schemas/application/bank/autopay.json#/copy/subtitle: {{app.stateLaw.spouseMustSignLaw}} is given by no fixture this screen may be shown with (application fixtures); add "app.stateLaw.spouseMustSignLaw" to one under fixtures/ so the gallery can show this case',
    ]);
  });
  it('a rule reading a path no fixture gives', () => {
    expect(brokenCopy({ 'schemas/register-v2/for-sale.json': (j) => { j.copyVariants[0].when = { '===': [{ var: 'query.partner' }, 'x'] }; } })).toEqual([
      'schemas/register-v2/for-sale.json#/copyVariants/0/when/===/0/var: "query.partner" (a rule\'s "var") is given by no fixture this screen may be shown with (visitor fixtures); add "query.partner" to one under fixtures/ so the gallery can show this case',
    ]);
  });
  it('a placeholder its default fixture leaves empty', () => {
    expect(brokenCopy({
      'fixtures/index.json': (j) => { j.screens['application/complete'].fixture = 'applications/happy-pre-soft-credit'; },
      'schemas/application/complete.json': (j) => { j.copy.body[2] = j.copy.body[2].replace('{{app.disburseAccount.mask:lastFour|****}}', '{{app.disburseAccount.mask}}'); },
    })).toEqual([
      'schemas/application/complete.json#/copy/body/2: {{app.disburseAccount.mask}} is empty in the screen\'s default fixture "applications/happy-pre-soft-credit" (fixtures/index.json); give "app.disburseAccount.mask" there, choose another default, or add a fallback {{app.disburseAccount.mask|…}}',
    ]);
  });
  it('a screen no group shows, a default of the wrong kind, a route that does not exist', () => {
    expect(brokenCopy({ 'fixtures/index.json': (j) => {
      j.groups.signer.screens = ['signer/intro'];
      j.groups.signerLogin.default = 'applications/happy-identity';
      j.screens['pages/geolocation'].shownOn = '/:uuid/signing/sing';
    } })).toEqual([
      'fixtures/index.json#/groups/signerLogin/default: "applications/happy-identity" is a application fixture; this group shows visitor fixtures',
      'fixtures/index.json#/screens/pages~1geolocation/shownOn: no route "/:uuid/signing/sing" in journeys/ (did you mean "/:uuid/signing/sign"?)',
    ]);
    expect(brokenCopy({ 'fixtures/index.json': (j) => { j.groups.signer.screens = ['signer/intro']; } })).toContain(
      'schemas/signer/cancelled.json#: no group of fixtures/index.json shows this screen, so it has no default fixture',
    );
  });
});
