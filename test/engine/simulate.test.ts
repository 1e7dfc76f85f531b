/**
 * The staff simulator's answer (engine/simulate.ts, issue 16 item 2): the same decisions the app
 * makes, with their traces, and the map ids of the path they took, which the journey map draws
 * (engine/config/journeyMap.ts): a lit id that the map does not draw would light nothing.
 */
import { describe, expect, it } from 'vitest';
import { mapIds, navigate, simulate } from '../../engine/index.ts';
import { journeyMap } from '../../engine/config/journeyMap.ts';
import { app, at, BASE, heloc, UUID } from '../helpers/config.ts';
import { profileParts } from '../helpers/data.ts';

const drawn = new Set(journeyMap(heloc).nodes.map((n) => n.id));

describe('simulate()', () => {
  it('answers navigate() as the app would ask it, from the application index by default', () => {
    const a = app({ serverStatus: 'OFFER_SELECTION' });
    const s = simulate(heloc, { app: a });
    expect(s.path).toBe(`${BASE}/${UUID}`);
    expect(s.navigate).toEqual(navigate(heloc, { status: 'OFFER_SELECTION', app: a, profile: {}, path: `${BASE}/${UUID}`, attempt: 1 }));
    expect(s.navigate.result).toMatchObject({ action: 'move', routePattern: '/:uuid/product/select' });
    expect(s.progress?.result.progressState).toBe('PRODUCT_SELECT');
    expect(s.poll.result.action).toBe('stop');
  });

  it('lights the status, the row that decided and its route; the rows tried before it are marked tried', () => {
    const s = simulate(heloc, { app: app({ serverStatus: 'OFFER_SELECTION' }, { uwSubDecision: 'VERIFIED_OFFER' }) });
    expect(s.lit).toEqual([mapIds.status('OFFER_SELECTION'), mapIds.row('offerSelectionVerified'), mapIds.route('/:uuid/product/select')]);
    expect(s.tried).toEqual([mapIds.row('declineOnward'), mapIds.row('stateNotice')]);
    // The step machine ran alongside: drawn apart, not on the decided path.
    expect(s.machine[0]).toBe(mapIds.state(heloc.stepMachine!.initial));
    expect(s.lit).not.toContain(mapIds.handover);
    expect(s.navigate.result.query).toMatchObject({ from: 'signing/intro' });
  });

  it('lights the step machine\'s states and transitions when the table hands over to it', () => {
    const s = simulate(heloc, { app: app({ serverStatus: 'SOMETHING_NEW' }) });
    expect(s.navigate.decidedBy).toBe('index');
    expect(s.lit[0]).toBe(mapIds.anyOtherStatus);
    expect(s.lit).toContain(mapIds.fallback('stepMachine'));
    expect(s.lit).toContain(mapIds.handover);
    expect(s.lit).toContain(mapIds.state(heloc.stepMachine!.initial));
  });

  it('waits on a status in progress, with the polling plan\'s delay, and stays where a sub-step is', () => {
    const waiting = simulate(heloc, { app: app({ serverStatus: 'SOFT_CREDIT' }), attempt: 3 });
    expect(waiting.navigate.result).toMatchObject({ action: 'wait', waiting: 'inProgress' });
    expect(waiting.poll.result).toMatchObject({ action: 'poll', delayMs: waiting.navigate.result.pollAfterMs });
    const staying = simulate(heloc, { app: app({ serverStatus: 'OFFER_SELECTION' }), path: at('product/select') });
    expect(staying.navigate.result.action).toBe('stay');
  });

  it('lights only ids the map draws, for every status of the table and a declined application', () => {
    const statuses = [...new Set(heloc.statusRouting!.rows.flatMap((r) => r.statuses ?? []))];
    for (const status of statuses) {
      for (const extra of [{}, { uwDecision: 'DECLINE' }]) {
        const s = simulate(heloc, { app: app({ serverStatus: status, offers: [{}], selectedPropertyUuid: 'x' }, extra), profile: profileParts({ name: 'A', uuid: 'p', dob: 'x' }) });
        for (const id of [...s.lit, ...s.tried, ...s.machine]) expect(drawn, `${status} ${JSON.stringify(extra)}: ${id}`).toContain(id);
      }
    }
  });
});
