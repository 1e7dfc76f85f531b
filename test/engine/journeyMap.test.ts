/** The staff journey map (engine/config/journeyMap.ts): every status, row, route, state and transition drawn, each with what its panel shows. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapIds } from '../../engine/index.ts';
import { journeyMap } from '../../engine/config/journeyMap.ts';
import { fieldWords } from '../../engine/config/contextWords.ts';
import { heloc, signer } from '../helpers/config.ts';

const map = journeyMap(heloc, { field: fieldWords(join(process.cwd(), 'schemas/data/context.schema.json')) });
const byId = new Map(map.nodes.map((n) => [n.id, n]));

describe('journeyMap', () => {
  it('draws the status table and the step machine, each node and edge under its map id', () => {
    expect(map.dots).toHaveLength(2);
    const dot = map.dots.join('\n');
    for (const n of map.nodes) expect(dot, n.id).toContain(`id=${JSON.stringify(n.id)}`);
    for (const row of heloc.statusRouting!.rows) expect(byId.has(mapIds.row(row.id)), row.id).toBe(true);
    for (const s of heloc.statusRouting!.rows.flatMap((r) => r.statuses ?? [])) expect(byId.has(mapIds.status(s)), s).toBe(true);
    for (const s of Object.keys(heloc.stepMachine!.states)) expect(byId.has(mapIds.state(s)), s).toBe(true);
    for (const t of heloc.stepMachine!.transitions) for (const f of t.from === '*' ? ['*'] : t.from) expect(byId.has(mapIds.transition(t.event, f)), `${t.event} ${f}`).toBe(true);
  });

  it('gives a conditional row its rule as JSON logic and in words, its seed, and the screen of its route', () => {
    const row = byId.get(mapIds.row('offerSelectionVerified'))!;
    expect(row.rules?.[0]).toMatchObject({ logic: { '===': [{ var: 'app.status.uwSubDecision' }, 'VERIFIED_OFFER'] }, seed: '000 §4.3' });
    expect(row).toMatchObject({ seed: '000 §4.3', route: '/:uuid/product/select', screen: 'application/product/select' });
  });

  it('gives a transition the triggers that send its event', () => {
    const t = heloc.stepMachine!.transitions.find((x) => x.event === 'lienInfo')!;
    const node = byId.get(mapIds.transition('lienInfo', (t.from as string[])[0]!))!;
    expect(node.rules?.map((r) => r.id)).toEqual(heloc.stepMachine!.triggers.filter((x) => x.event === 'lienInfo').map((x) => x.id));
    expect(node.rules?.[0]?.words).toContain("the profile's date of birth is given");
  });

  it('a route shown by another route\'s screen names that screen; a journey without a status table is its step machine alone', () => {
    expect(byId.get(mapIds.route('/:uuid/review-app/signdocs'))?.screen).toBe('application/error/timeout');
    expect(journeyMap(signer).dots).toHaveLength(1);
  });
});
