/**
 * A server of this repository as its own process (`tsx <entry>`, as `npm run sandbox` or
 * `npm run host` start it), for `npm run bench:host`: started with node's tsx loader, so the
 * process id is the server's own (its memory can be read from /proc), with stdout and stderr
 * written to a file (one log line per request costs the load generator nothing), ready once it
 * prints its "… on http://…" line. Its memory and CPU time are read from /proc (Linux).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Its output so far (stdout and stderr). */
  output: () => string;
  /** The exit code, or the signal that ended it, once it has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with how it ended. */
  stop: (graceMs?: number) => Promise<number | NodeJS.Signals | null>;
}

const READY = / on (http:\/\/[^\s/]+)/;

export async function startServerProcess(entry: string, env: Record<string, string>, logFile: string, startMs = 60_000): Promise<ServerProcess> {
  const fd = openSync(logFile, 'w');
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, ...env },
      stdio: ['ignore', fd, fd],
    });
  } finally {
    closeSync(fd);
  }
  const output = () => readFileSync(logFile, 'utf8');
  let ended = false;
  const exited = new Promise<number | NodeJS.Signals | null>((done) => {
    child.once('exit', (code, signal) => { ended = true; done(code ?? signal); });
    child.once('error', (error) => { ended = true; writeFileSync(logFile, `${String(error)}\n`, { flag: 'a' }); done(null); });
  });
  const stop = async (graceMs = 10_000) => {
    if (!ended) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };

  const started = Date.now();
  while (!ended) {
    const match = READY.exec(output());
    if (match) return { url: match[1]!, pid: child.pid!, output, exited, stop };
    if (Date.now() - started > startMs) {
      await stop();
      throw new Error(`${entry} did not print its "on http://" line within ${startMs / 1000} s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${entry} exited (${String(await exited)}) before it was ready:\n${output()}`);
}

/** The process's resident memory (VmRSS) in bytes, or NaN once it has gone. */
export function rssBytes(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The CPU time the process has used (user and system, all its threads) in seconds, or NaN once it has gone (/proc/<pid>/stat, in USER_HZ: 100 on Linux). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Samples the process's VmRSS every `everyMs` until the returned function is called, which gives the highest. */
export function sampleRss(pid: number, everyMs = 200): () => number {
  let max = rssBytes(pid) || 0;
  const timer = setInterval(() => { max = Math.max(max, rssBytes(pid) || 0); }, everyMs);
  return () => {
    clearInterval(timer);
    return Math.max(max, rssBytes(pid) || 0);
  };
}
