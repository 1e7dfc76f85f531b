/** The config types (engine/types/journey.ts, screen.ts, brand.ts, shell.ts, ...) are generated from the meta-schemas: this fails when one changed without `npm run types`. */
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configTypes } from '../../engine/config/configTypes.ts';
import { config } from '../helpers/config.ts';

describe('config types', () => {
  it('are what the meta-schemas generate', async () => {
    const generated = await configTypes(config.root);
    expect(Object.keys(generated).sort()).toEqual(['engine/types/application.ts', 'engine/types/bodies.ts', 'engine/types/brand.ts', 'engine/types/closing.ts', 'engine/types/closingWait.ts', 'engine/types/conditions.ts', 'engine/types/fees.ts', 'engine/types/finance.ts', 'engine/types/fixture.ts', 'engine/types/fixtureIndex.ts', 'engine/types/flags.ts', 'engine/types/host.ts', 'engine/types/journey.ts', 'engine/types/language.ts', 'engine/types/locale.ts', 'engine/types/operations.ts', 'engine/types/pricing.ts', 'engine/types/profile.ts', 'engine/types/recording.ts', 'engine/types/responses.ts', 'engine/types/screen.ts', 'engine/types/shell.ts', 'engine/types/signer.ts', 'engine/types/staff.ts',]);
    for (const [file, text] of Object.entries(generated)) expect(readFileSync(join(config.root, file), 'utf8'), `${file}: run npm run types`).toBe(text);
  });

  it('name a shape once: another schema\'s type is imported, a described reference is the referenced type', async () => {
    const generated = await configTypes(config.root);
    const fixture = generated['engine/types/fixture.ts']!;
    // A fixture file sets part of an application or a signer's progress, over what it extends.
    expect(fixture).toContain(`import type { Application } from './application.ts';`);
    expect(fixture).toContain('app?: Partial<Application>;');
    expect(fixture).not.toContain('export interface HELOCApplication');
    expect(generated['engine/types/signer.ts']).toContain('closing?: ClosingDates;');
    // signedDocuments' four kinds are one SignedDocument, each with its own words.
    const application = generated['engine/types/application.ts']!;
    expect(application).not.toMatch(/\bSignedDocument\d\b/);
    expect(application).toMatch(/\* The deed of trust, signed before the notary[^\n]*\n\s*\*\/\n\s*deed\?: SignedDocument;/);
  });

  it('type each request body as its sources compose it: a field added to a screen is in its operation\'s body', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'journey-body-types-'));
    for (const dir of ['schemas']) cpSync(join(config.root, dir), join(copy, dir), { recursive: true });
    const file = join(copy, 'schemas/register-v2/phone-and-email.json');
    const screen = JSON.parse(readFileSync(file, 'utf8'));
    screen.schema.properties.preferredContactTime = { type: 'string', enum: ['MORNING', 'EVENING'], title: 'Best time to call' };
    writeFileSync(file, JSON.stringify(screen));
    const bodies = (await configTypes(copy))['engine/types/bodies.ts']!;
    const register = bodies.slice(bodies.indexOf('export interface RegisterBody {'));
    expect(register.slice(0, register.indexOf('\n}\n'))).toContain(`preferredContactTime?: 'MORNING' | 'EVENING';`);
    // A field's title is words for the applicant, never a type name.
    expect(bodies).not.toContain('BestTimeToCall');
  });

  it('differ once a meta-schema changes (the check can fail)', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'journey-types-'));
    for (const dir of ['schemas']) cpSync(join(config.root, dir), join(copy, dir), { recursive: true });
    const file = join(copy, 'schemas/meta/journey.schema.json');
    const meta = JSON.parse(readFileSync(file, 'utf8'));
    meta.properties.routes.items.properties.newFlag = { type: 'boolean', description: 'A new route flag.' };
    writeFileSync(file, JSON.stringify(meta));
    const generated = (await configTypes(copy))['engine/types/journey.ts']!;
    expect(generated).toContain('newFlag?: boolean;');
    expect(generated).not.toBe(readFileSync(join(config.root, 'engine/types/journey.ts'), 'utf8'));
  });
});
