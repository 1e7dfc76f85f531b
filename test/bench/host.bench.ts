/**
 * `npm run bench:host`: the production host (host/main.ts) under load. One host process in front
 * of a sandbox process (its upstream, limits raised out of the way), both started as `npm run host`
 * and `npm run sandbox` start them; autocannon in this process drives, for BENCH_SECONDS each (default
 * 30) at 50 and at 200 connections: the first registration page through the host (Host:
 * goodleap.localhost, a brand of HOST_ORGS), a cheap public API operation forwarded by the host
 * (hours, schemas/operations.json), and the same operation straight to the sandbox for reference.
 * Prints requests per second, latency, errors and the host's memory (VmRSS of /proc, the highest of
 * samples taken during the run); never judges a timing. Exits 1 when a run had an error: a non-2xx
 * answer, a socket error or a timeout (the host is to serve this load without one). Needs dist/
 * (`npm run bench:host` builds it).
 */
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { readOperationTable } from '../../engine/config/operationTable.ts';
import { operationUrl } from '../../engine/operations.ts';
import { cpuSeconds, rssBytes, sampleRss, startServerProcess, type ServerProcess } from './support/serverProcess.ts';
import { table } from './support/report.ts';

const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 30));
const CONNECTIONS = [50, 200];
const WARM_UP_SECONDS = 2;
const BRAND_HOST = 'goodleap.localhost';
const ORG = 'GOODLEAP_LLC';
const PAGE = '/account/heloc/register-v2';
const API = operationUrl(readOperationTable('.')!.operations, 'hours', { department: 'OPS_CHAT' });

interface Scenario { label: string; server: 'host' | 'sandbox'; path: string; headers: Record<string, string> }

const scenarios: Scenario[] = [
  { label: 'page register-v2, via the host', server: 'host', path: PAGE, headers: { host: BRAND_HOST } },
  { label: 'API hours, via the host', server: 'host', path: API, headers: { host: BRAND_HOST } },
  { label: 'API hours, straight to the sandbox', server: 'sandbox', path: API, headers: {} },
];

interface Run { scenario: Scenario; connections: number; result: autocannon.Result; hostRss: number | null; cpu: { host: number; sandbox: number } }

if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm run bench:host does)');
const started = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'heloc-bench-host-'));
const servers: ServerProcess[] = [];
const cleanUp = async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => { void cleanUp().then(() => process.exit(130)); });
}

try {
  const sandbox = await startServerProcess('sandbox/main.ts', {
    PORT: '0', HOST: '127.0.0.1', DATABASE_PATH: join(dir, 'sandbox.sqlite'), RATE_LIMIT_FACTOR: '100000',
  }, join(dir, 'sandbox.log'));
  servers.push(sandbox);
  const host = await startServerProcess('host/main.ts', {
    PORT: '0', HOST: '127.0.0.1', SHUTDOWN_DELAY_SECONDS: '0', UPSTREAM_URL: sandbox.url, HOST_ORGS: `${BRAND_HOST}=${ORG}`,
  }, join(dir, 'host.log'));
  servers.push(host);
  const origin = { host: host.url, sandbox: sandbox.url };

  console.log(`## The production host under load\n`);
  console.log(`One host process (${host.url}, HOST_ORGS ${BRAND_HOST}=${ORG}) in front of one sandbox process (${sandbox.url}, RATE_LIMIT_FACTOR 100000);`);
  console.log(`autocannon ${version()} in the bench process, ${SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up per scenario (not counted);`);
  console.log(`the three processes share ${availableParallelism()} CPU cores (load average ${loadavg()[0]!.toFixed(1)} before the runs: other work on the machine lowers the figures).`);
  for (const s of scenarios) {
    const res = await probe(`${origin[s.server]}${s.path}`, s.headers);
    const headers = Object.entries(s.headers).map(([name, value]) => `, ${name}: ${value}`).join('');
    console.log(`- ${s.label}: GET ${s.path}${headers} (a first request: ${res.status}, ${res.type}, ${(res.bytes / 1024).toFixed(1)} KB)`);
  }
  const idleRss = rssBytes(host.pid);

  const runs: Run[] = [];
  for (const scenario of scenarios) {
    await load(origin[scenario.server], scenario, 10, WARM_UP_SECONDS);
    for (const connections of CONNECTIONS) {
      const highest = scenario.server === 'host' ? sampleRss(host.pid) : null;
      const cpuBefore = { host: cpuSeconds(host.pid), sandbox: cpuSeconds(sandbox.pid) };
      const result = await load(origin[scenario.server], scenario, connections, SECONDS);
      const cpu = { host: cpuSeconds(host.pid) - cpuBefore.host, sandbox: cpuSeconds(sandbox.pid) - cpuBefore.sandbox };
      runs.push({ scenario, connections, result, hostRss: highest?.() ?? null, cpu });
      process.stderr.write(`bench: ${scenario.label}, ${connections} connections: ${Math.round(result.requests.average)} requests/s, ${errorsOf(result)} errors\n`);
    }
  }
  const afterRss = rssBytes(host.pid);

  console.log('');
  console.log(table(
    ['scenario', 'connections', 'requests/s', 'p50', 'p99', 'errors', 'host RSS (max)', 'CPU per request'],
    runs.map(({ scenario, connections, result, hostRss, cpu }) => [
      scenario.label, String(connections), Math.round(result.requests.average).toLocaleString('en-US'),
      `${result.latency.p50} ms`, `${result.latency.p99} ms`, errorCell(result), hostRss === null ? '–' : megabytes(hostRss),
      [...(scenario.server === 'host' ? [`host ${perRequest(cpu.host, result)}`] : []), `sandbox ${perRequest(cpu.sandbox, result)}`].join(', '),
    ]),
    ['l'],
  ));
  console.log(`\nerrors = non-2xx answers + socket errors + timeouts (autocannon's 10 s); host RSS = VmRSS of /proc/${host.pid}/status sampled every 200 ms during the run;`);
  console.log('CPU per request = the process\'s CPU time during the run (/proc/<pid>/stat, user + system, 10 ms resolution) ÷ the responses received.');
  console.log(`Host RSS: ${megabytes(idleRss)} before the runs, ${megabytes(afterRss)} after them. Load average after the runs: ${loadavg()[0]!.toFixed(1)}.`);
  servers.splice(servers.indexOf(host), 1);
  const t0 = Date.now();
  const ended = await host.stop();
  console.log(`Host on SIGTERM: ${typeof ended === 'number' ? `exit ${ended}` : `ended by ${String(ended)}`} after ${Date.now() - t0} ms.`);
  const log = await logSummary(join(dir, 'host.log'));
  const notable = [...log.notable].sort((a, b) => b[1] - a[1]).map(([line, n]) => `\n  ${n}× ${line}`);
  console.log(`Host log: ${log.lines.toLocaleString('en-US')} lines, ${notable.length ? `these at warn or above, or not JSON:${notable.slice(0, 5).join('')}` : 'none at warn or above, nothing but JSON.'}`);

  const failed = runs.filter((r) => errorsOf(r.result) > 0);
  if (failed.length) {
    console.log(`\n${failed.length} of ${runs.length} runs had errors: ${failed.map((r) => `${r.scenario.label} at ${r.connections} connections`).join('; ')}.`);
    process.exitCode = 1;
  }
  console.log(`\n(host bench: ${Math.round((Date.now() - started) / 1000)} s)`);
} finally {
  await cleanUp();
}

/** One GET as autocannon sends it (fetch would not send a Host header of its own). */
function probe(url: string, headers: Record<string, string>): Promise<{ status: number; type: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? 'no content-type', bytes }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The host's output: its lines, and those at warn or above (pino level ≥ 40) or not JSON, by message. */
async function logSummary(file: string): Promise<{ lines: number; notable: Map<string, number> }> {
  const notable = new Map<string, number>();
  let lines = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    lines++;
    const level = /^\{"level":(\d+)/.exec(line)?.[1];
    if (level ? Number(level) < 40 : / on http:\/\//.test(line) || !line.trim()) continue;
    const message = level ? `${level} ${(JSON.parse(line) as { msg?: string }).msg ?? line}` : line;
    const key = message.slice(0, 200);
    notable.set(key, (notable.get(key) ?? 0) + 1);
  }
  return { lines, notable };
}

function load(origin: string, scenario: Scenario, connections: number, duration: number): Promise<autocannon.Result> {
  return autocannon({ url: `${origin}${scenario.path}`, headers: scenario.headers, connections, duration });
}

/** autocannon counts timeouts among its errors (socket errors). */
function errorsOf(r: autocannon.Result): number {
  return r.non2xx + r.errors;
}

function errorCell(r: autocannon.Result): string {
  const total = errorsOf(r);
  if (total === 0) return '0';
  const codes = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, s]) => `${s.count ?? 0}× ${code}`);
  const parts = [...codes, ...(r.errors - r.timeouts ? [`${r.errors - r.timeouts} socket errors`] : []), ...(r.timeouts ? [`${r.timeouts} timeouts`] : [])];
  return `**${total}** (${parts.join(', ')})`;
}

/** CPU milliseconds per response received. */
function perRequest(seconds: number, r: autocannon.Result): string {
  return r.requests.total ? `${((seconds * 1000) / r.requests.total).toFixed(2)} ms` : '–';
}

function megabytes(bytes: number): string {
  return Number.isNaN(bytes) ? '–' : `${Math.round(bytes / 1024 / 1024)} MB`;
}

function version(): string {
  return (JSON.parse(readFileSync('node_modules/autocannon/package.json', 'utf8')) as { version: string }).version;
}
