/**
 * Contract between the sandbox and the journey config: at every settled status of the happy path,
 * the status table (000 §4.3) and the client step machine (000 §4.1, §4.2), run by the engine on
 * the application the sandbox returns, send the applicant to the same screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeForStatus, runStepMachine } from '../../engine/index.ts';
import { heloc } from '../helpers/config.ts';
import { client, newApplicant, start, type Running } from './helpers.js';
import { getApp, happySteps, status, step } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => { server = await start(); api = client(server); });
afterAll(() => server.close());

describe('sandbox statuses and the engine agree', () => {
  it('routes each settled status of the happy path where the step machine is', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy');
    const rows: string[] = [];
    for (const [path, body] of happySteps.slice(0, -1)) {
      await step(api, token, uuid, path, body);
      const s = await status(api, token, uuid);
      const app = await getApp(api, token, uuid);
      const profile = (await api('GET', '/service-profile/api/v1/profile', { token })).body;
      const byTable = routeForStatus(heloc, { status: s, app, profile });
      const byMachine = runStepMachine(heloc, { app, profile });
      rows.push(`${s}: ${byTable.result.routePattern} / ${byMachine.result.state}`);
      expect(byMachine.result.route, `${s}: table says ${byTable.result.routePattern} (${byTable.decidedBy}), machine says ${byMachine.result.state}`).toBe(byTable.result.route);
    }
    expect(rows.length).toBe(happySteps.length - 1);
  });

  it('a Texas home: the notice step first, then the offers and on, by the table and the machine alike', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy', { state: 'TX', zip: '75001' });
    const agree = async (expected?: string) => {
      const s = await status(api, token, uuid);
      const app = await getApp(api, token, uuid);
      const profile = (await api('GET', '/service-profile/api/v1/profile', { token })).body;
      const byTable = routeForStatus(heloc, { status: s, app, profile });
      const byMachine = runStepMachine(heloc, { app, profile });
      expect(byMachine.result.route, `${s}: table says ${byTable.result.routePattern} (${byTable.decidedBy}), machine says ${byMachine.result.state}`).toBe(byTable.result.route);
      if (expected) expect(byTable.result.routePattern).toBe(expected);
    };
    await step(api, token, uuid, 'soft-credit-consent', { consent: true });
    await agree('/:uuid/start/state-notice');
    await step(api, token, uuid, 'state-notice', { readToEnd: true, acknowledged: true });
    await agree('/:uuid/product/select');
    // On to identity, where a Texas home goes to its valuation instead of signing.
    for (const [path, body] of happySteps.slice(1, happySteps.findIndex(([p]) => p === 'autopay') + 1)) {
      await step(api, token, uuid, path, body);
      await agree();
    }
  });
});
