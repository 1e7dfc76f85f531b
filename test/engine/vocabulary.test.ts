/**
 * The server status vocabulary (journeys/heloc.json statusRouting.vocabulary) against what uses it:
 * every status is in exactly one group; every status a row routes or the happy path walks is a
 * routed one; every routed status has a row of its own; and every status the sandbox's back office
 * can put an application in (sandbox/simulator, sandbox/routes, sandbox/notary) is classified.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyStatus } from '../../engine/index.ts';
import { config, heloc } from '../helpers/config.ts';

const routing = heloc.statusRouting!;
const { stopPolling, keepPolling, routed } = routing.vocabulary;
const everyStatus = [...stopPolling, ...keepPolling, ...routed];
const rowStatuses = routing.rows.flatMap((r) => ((r as { statuses?: string[] }).statuses ?? []));

/** Statuses the sandbox settles an application in (a plan's `{ status: 'X' }` in its source), the lender's back office as the sandbox plays it. */
function sandboxStatuses(): string[] {
  const found = new Set<string>();
  for (const dir of ['sandbox/simulator', 'sandbox/routes', 'sandbox/notary']) {
    for (const file of readdirSync(join(config.root, dir)).filter((f) => f.endsWith('.ts'))) {
      for (const m of readFileSync(join(config.root, dir, file), 'utf8').matchAll(/\{ status: '([A-Z][A-Z_]+)'/g)) found.add(m[1]!);
    }
  }
  return [...found];
}

describe('status vocabulary', () => {
  it('puts each status in exactly one group', () => {
    expect(everyStatus.length).toBeGreaterThan(60);
    expect(everyStatus.filter((s, i) => everyStatus.indexOf(s) !== i)).toEqual([]);
    for (const s of stopPolling) expect(classifyStatus(heloc, s), s).toBe('stopPolling');
    for (const s of keepPolling) expect(classifyStatus(heloc, s), s).toBe('keepPolling');
    for (const s of routed) expect(classifyStatus(heloc, s), s).toBe('routed');
  });
  it('routes only routed or stopping statuses, and gives every routed status a row', () => {
    expect(rowStatuses.filter((s) => classifyStatus(heloc, s) === null || classifyStatus(heloc, s) === 'keepPolling')).toEqual([]);
    expect(routed.filter((s) => !rowStatuses.includes(s))).toEqual([]);
    expect(routing.happyPath!.statuses.filter((s) => classifyStatus(heloc, s) !== 'routed')).toEqual([]);
  });
  it('classifies every status the sandbox can set', () => {
    const set = sandboxStatuses();
    expect(set).toEqual(expect.arrayContaining(['OFFER_SELECTION', 'CO_DEED_REQUIRED', 'MANUAL_DEED_SIGNING', 'COMPLETE']));
    expect(set.filter((s) => classifyStatus(heloc, s) === null)).toEqual([]);
  });
  it('leaves unknown names unclassified', () => expect(classifyStatus(heloc, 'NOT_A_STATUS')).toBeNull());
});
