/**
 * A restart with requests in flight (issue 14: SIGTERM reset 7 of 20): the sandbox runs as its own
 * process; 20 registrations start, each sending half of its body, then SIGTERM arrives, then the
 * other halves. Every request gets its whole answer (none is reset), the process exits 0 once they
 * are done, and after a restart on the same file every acknowledged registration is there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registration, uniqueEmail } from '../sandbox/helpers.ts';
import { startProcess, type SandboxProcess } from './process.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-restart-'));
const env = { DATABASE_PATH: path.join(dir, 'sandbox.sqlite'), RATE_LIMIT_FACTOR: '1000', TEST_PASSWORD_COST: '10' };
const running: SandboxProcess[] = [];

afterAll(() => {
  for (const p of running) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('restart with requests in flight', () => {
  it('drains the 20 requests in flight on SIGTERM, exits at once, and keeps every acknowledged one', async () => {
    const first = await startProcess(env);
    running.push(first);
    const sent = Array.from({ length: 20 }, () => registration(uniqueEmail('drain')));
    let sendRest!: () => void;
    const rest = new Promise<void>((resolve) => { sendRest = resolve; });
    // Half the body now, the other half after SIGTERM: the request is in flight when closing starts.
    const slowBody = (text: string) => new ReadableStream<Uint8Array>({
      async start(controller) {
        const bytes = new TextEncoder().encode(text);
        controller.enqueue(bytes.slice(0, bytes.length >> 1));
        await rest;
        controller.enqueue(bytes.slice(bytes.length >> 1));
        controller.close();
      },
    });
    const answers = sent.map((body) =>
      fetch(`${first.url}/identity/api/v1/registration/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: slowBody(JSON.stringify(body)), duplex: 'half' } as RequestInit)
        .then(async (res) => ({ status: res.status, body: await res.json().catch(() => null) as { jwt?: string } | null }))
        .catch((error: Error) => ({ status: 0, body: null, error: String((error.cause as Error | undefined)?.message ?? error.message) })),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    sendRest();
    const results = await Promise.all(answers);
    const answeredAt = Date.now();
    const code = await first.exited;
    const exitMs = Date.now() - answeredAt;
    const reset = results.filter((r) => r.status === 0);
    const ok = results.filter((r) => r.status === 200);
    console.log(`restart: ${ok.length} registered, ${results.filter((r) => r.status === 503).length} answered 503 while closing, ${reset.length} reset, exit ${exitMs} ms after the last answer`);
    expect(reset).toEqual([]);
    expect(results.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    expect(ok.length).toBeGreaterThan(0);
    expect(code).toBe(0);
    // Not after Fastify's 72 s keep-alive timeout: an orchestrator would have killed it by then.
    expect(exitMs).toBeLessThan(10_000);

    const second = await startProcess(env);
    running.push(second);
    for (const r of ok) {
      const me = await fetch(`${second.url}/identity/secure/api/v1/identity`, { headers: { authorization: `Bearer ${r.body!.jwt}` } });
      expect(me.status).toBe(200);
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
