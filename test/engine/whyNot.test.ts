import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { whyNot } from '../../engine/config/whyNot.ts';
import { fieldWords } from '../../engine/config/contextWords.ts';
import heloc from '../../journeys/heloc.json' with { type: 'json' };
import type { Journey } from '../../engine/index.ts';

const journey = heloc as unknown as Journey;
const words = { field: fieldWords(path.resolve('schemas/data/context.schema.json')), conditions: journey.conditions, named: journey.conditions };

describe('why a condition did not hold, in words', () => {
  it('names the failing part of an and, with the value the application had', () => {
    const rule = { and: [{ '===': [{ var: 'app.serverStatus' }, 'OFFER_SELECTION'] }, { '===': [{ var: 'app.status.uwDecision' }, 'DECLINE'] }] };
    const why = whyNot(rule, { app: { serverStatus: 'OFFER_SELECTION', status: { uwDecision: 'APPROVE' } } }, words);
    expect(why).toMatch(/^it matches only if the application's underwriting decision is DECLINE; here it is APPROVE$/);
    expect(why).not.toContain('OFFER_SELECTION');
  });

  it('says a missing value is not given, and lists every part of an or', () => {
    const rule = { or: [{ '===': [{ var: 'app.status.bpo' }, 'REQUIRED'] }, { '>': [{ var: 'app.amount' }, 0] }] };
    const why = whyNot(rule, { app: { status: {} } }, words);
    expect(why).toMatch(/^none of these holds: it matches only if .*REQUIRED; here it is not given; it matches only if .* more than \$0; here it is not given$/);
  });

  it('follows a named condition to its own rule', () => {
    const name = Object.keys(journey.conditions ?? {})[0]!;
    const why = whyNot({ ref: name }, { app: {} }, words);
    expect(why).toMatch(/^(it matches only if|none of these holds)/);
  });
});
