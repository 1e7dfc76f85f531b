/**
 * The sandbox serves the lender API where the operation table says (schemas/operations.json,
 * sandbox/routes/operationPaths.ts): every operation's method and path has a route, every applicant
 * step is the operation it names with the path its back office knows it by (StepDef.path), and a
 * path outside the table and the sandbox's own routes is answered 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import table from '../../schemas/operations.json' with { type: 'json' };
import { steps } from '../../sandbox/simulator/steps.js';
import { operationUrl, paramNames } from '../../engine/operations.ts';
import type { OperationTable } from '../../engine/types/operations.ts';
import { client, start, type Running } from './helpers.js';

const operations = (table as OperationTable).operations;

describe('the applicant steps', () => {
  it('are POSTs of the table whose path ends with the step\'s own', () => {
    for (const step of steps) {
      const op = operations[step.operation]!;
      expect(op.method, step.operation).toBe('POST');
      expect(op.path.endsWith(`/{uuid}/${step.path}`), `${step.operation}: ${op.path}`).toBe(true);
    }
  });
});

describe('every operation of the table has its route', () => {
  let server: Running;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    server = await start();
    api = client(server);
  });
  afterAll(() => server.close());

  it('answers something other than the 404 of no such path for each method and path', async () => {
    const unrouted: string[] = [];
    for (const [name, op] of Object.entries(operations)) {
      if (op.method === 'WS') continue; // an upgrade without the websocket headers is not one (test/sandbox/webChat.test.ts, notary.test.ts open them)
      const url = operationUrl(operations, name, Object.fromEntries(paramNames(op.path).map((p) => [p, '00000000-0000-4000-8000-000000000000'])));
      const answer = await api(op.method, url, op.method === 'GET' ? {} : { body: {} });
      if (answer.status === 404 && JSON.stringify(answer.body).includes('No such path')) unrouted.push(`${name} ${op.method} ${url}: ${JSON.stringify(answer.body)}`);
    }
    expect(unrouted).toEqual([]);
  });

  it('answers 404 for a path that is no operation', async () => {
    const answer = await api('GET', '/service-application/api/v1/application/heloc/00000000-0000-4000-8000-000000000000/nothing');
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).toContain('No such path');
  });
});
