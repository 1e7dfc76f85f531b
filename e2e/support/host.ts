/**
 * The production host (host/main.ts, `npm run host`) as a real process in front of an upstream (the
 * sandbox in tests): `tsx host/main.ts` with PORT=0, ready once it prints `Host on http://…`; every
 * stdout line after that is one JSON request log, kept for assertions and failure messages.
 *
 * The tsx of node_modules/.bin, which is what `npx tsx` and `npm run host` run, but without npm's
 * wrapper: `npm exec` passes SIGTERM to its `sh -c` only, which dies and leaves tsx and the host
 * running, and npm then dies of the signal itself, so the host's own exit code (0 after draining)
 * could not be seen through it. tsx passes the signal on to the host and exits with its code.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface Host {
  /** As the host printed it: `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** The host's stdout lines after the start line (its request logs) and its stderr, for reading failures. */
  stdout: string[];
  stderr: string[];
  /** SIGTERM; resolves once the process exited 0 (it drains first) with the time that took, rejects on any other exit. */
  close: () => Promise<{ ms: number }>;
}

/**
 * `upstream`: UPSTREAM_URL; `orgs`: HOST_ORGS as host name → org code (`goodleap.localhost` →
 * `GOODLEAP_LLC`); `env`: anything else (ASSET_BASE, HOST_CONFIG, …). The build in dist/ must exist.
 */
export async function startHost(options: { upstream: string; orgs?: Record<string, string>; env?: Record<string, string>; startTimeoutMs?: number }): Promise<Host> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: '0',
    UPSTREAM_URL: options.upstream,
    // A second of readiness 503 before the drain, as behind a load balancer (the default is 5).
    SHUTDOWN_DELAY_SECONDS: '1',
    ...(options.orgs ? { HOST_ORGS: Object.entries(options.orgs).map(([host, org]) => `${host}=${org}`).join(',') } : {}),
    ...options.env,
  };
  // Its own process group, so that a host that never exits can still be ended (by its id) after a failed test.
  const child = spawn('node_modules/.bin/tsx', ['host/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const lines = (stream: NodeJS.ReadableStream, sink: string[], onLine?: (line: string) => void) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) { sink.push(line); onLine?.(line); }
    });
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the host printed no "Host on http://…" line in ${options.startTimeoutMs ?? 30_000} ms\nstdout:\n${stdout.join('\n')}\nstderr:\n${stderr.join('\n')}`)), options.startTimeoutMs ?? 30_000);
    lines(child.stdout!, stdout, (line) => {
      // `Host on http://127.0.0.1:<port>`, and what else the host says after it (its upstream, its host names).
      const started = /^Host on (http:\/\/[^\s/]+)/.exec(line.trim());
      if (started) { clearTimeout(timer); resolve(started[1]!); }
    });
    lines(child.stderr!, stderr);
    void exited.then(({ code, signal }) => { clearTimeout(timer); reject(new Error(`the host exited (${code ?? signal}) before it started\nstdout:\n${stdout.join('\n')}\nstderr:\n${stderr.join('\n')}`)); });
  }).catch((error: unknown) => { kill(child); throw error; });
  // Only the request logs from here on.
  stdout.length = 0;
  let closing: Promise<{ ms: number }> | undefined;
  // A host that stops by itself is a failure to read about: what it said last goes to the test's output.
  void exited.then(({ code, signal }) => {
    if (!closing) console.error(`the host ${url} exited by itself (${code ?? signal})\nstderr:\n${stderr.slice(-40).join('\n')}\nlast stdout:\n${stdout.slice(-10).join('\n')}`);
  });
  return {
    url,
    port: Number(new URL(url).port),
    stdout,
    stderr,
    close: () => closing ??= (async () => {
      const started = Date.now();
      child.kill('SIGTERM');
      // Longer than the host's own drain limit (host/http/drain.ts DRAIN_TIMEOUT_MS, 25 s).
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 35_000).unref());
      const result = await Promise.race([exited, timeout]);
      if (result === 'timeout') {
        kill(child);
        throw new Error(`the host ${url} did not exit within 35 s of SIGTERM\nstderr:\n${stderr.slice(-40).join('\n')}\nlast stdout:\n${stdout.slice(-10).join('\n')}`);
      }
      if (result.code !== 0) throw new Error(`the host ${url} exited with ${result.code ?? result.signal} on SIGTERM, not 0\nstderr:\n${stderr.slice(-40).join('\n')}`);
      return { ms: Date.now() - started };
    })(),
  };
}

/** Ends the host's process group (tsx and node), by the id of the process this module started. */
function kill(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try { process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ }
}
