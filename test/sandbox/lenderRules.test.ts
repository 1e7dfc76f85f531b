/**
 * The sandbox decides with the rules in config, not in its code: an application's interest-only
 * offers and crypto mark come from the pricing's conditions (sandbox/data/pricing.json `conditions`,
 * engine/lenderConditions.ts), so a copy of the data with the age raised from 62 to 65 moves the
 * decision for the same 63-year-old; the statuses after which an application is no longer active
 * are the journey's (journeys/heloc.json statusRouting.vocabulary.finished).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyStatus, finishedStatuses } from '../../engine/index.ts';
import { FINISHED, present } from '../../sandbox/routes/access.ts';
import type { ApplicationRecord } from '../../sandbox/db/applications.ts';
import { config, heloc } from '../helpers/config.ts';
import { APP, applicationAnswers, client, registration, start, type Running } from './helpers.js';

const real = join(config.root, 'sandbox', 'data');
const dataDir = mkdtempSync(join(tmpdir(), 'lender-rules-'));
cpSync(real, dataDir, { recursive: true });
const pricing = JSON.parse(readFileSync(join(real, 'pricing.json'), 'utf8'));
const at65 = structuredClone(pricing);
at65.conditions.ageRestrictedInterestOnly.when = JSON.parse(JSON.stringify(pricing.conditions.ageRestrictedInterestOnly.when).replace('62', '65'));
writeFileSync(join(dataDir, 'pricing.json'), JSON.stringify(at65));

let realServer: Running;
let copyServer: Running;
beforeAll(async () => { [realServer, copyServer] = await Promise.all([start(), start({ dataDir })]); });
afterAll(async () => { await Promise.all([realServer.close(), copyServer.close()]); });

/** A new application on the older-borrower brand (interestOnlyAgeRestricted) from a 63-year-old (the clock is 2026-11-20). */
async function create(server: Running, extra: Record<string, unknown> = {}) {
  const api = client(server);
  const headers = { 'x-org': 'NEW_AMERICAN_FUNDING' };
  const reg = await api('POST', '/identity/api/v1/registration/register', { body: registration(), headers });
  expect(reg.status).toBe(200);
  const created = await api('POST', APP, { token: reg.body.jwt, headers, body: { ...applicationAnswers('Happy'), dob: { day: 1, month: 1, year: 1963 }, ...extra } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body as { isAgeRestrictedInterestOnly: boolean; isCrypto: boolean };
}

describe('the lender\'s conditions on the real server', () => {
  it('a 63-year-old on the older-borrower brand gets interest-only offers at the configured 62; the copy at 65 does not', async () => {
    expect((await create(realServer)).isAgeRestrictedInterestOnly).toBe(true);
    expect((await create(copyServer)).isAgeRestrictedInterestOnly).toBe(false);
  });

  it('the marketing source cloc marks a crypto HELOC', async () => {
    expect((await create(realServer, { utmSource: 'cloc' })).isCrypto).toBe(true);
    expect((await create(realServer, { utmSource: 'email' })).isCrypto).toBe(false);
  });
});

describe('finished statuses', () => {
  it('are the journey\'s, each a status of its vocabulary', () => {
    expect([...FINISHED].sort()).toEqual([...finishedStatuses(heloc)].sort());
    expect([...FINISHED].sort()).toEqual(['CANCELLED', 'COMPLETE', 'DECLINED']);
    for (const s of FINISHED) expect(classifyStatus(heloc, s)).not.toBeNull();
  });

  it('answer an application as no longer active', () => {
    const record = (status: string): ApplicationRecord => ({ uuid: 'u', identityUuid: 'i', orgCode: 'LAKEVIEW', persona: 'HAPPY', status, data: { uuid: 'u', status: {}, serverStatus: status }, createdAt: 0, updatedAt: 0 });
    for (const s of FINISHED) expect(present(record(s)).active).toBe(false);
    expect(present(record('FUNDABLE')).active).toBe(true);
  });
});
