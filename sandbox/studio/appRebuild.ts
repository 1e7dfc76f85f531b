/**
 * The app rebuilt after the studio saves a journey or screen (issue 16 item 3: the running app picks
 * up a saved change without a restart). `npm run dev` has esbuild watching already; under
 * `npm start` the sandbox runs the same build itself, from the config it edits, into a folder beside
 * dist/, and swaps it in only when it succeeded: a page is served from the old build or the new one,
 * never from half of one. Saves during a build are built together, once, after it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { repoRoot } from '../options.js';

export interface RebuildStatus {
  state: 'idle' | 'building' | 'failed';
  /** When the build on show was made by this sandbox (ms), null before the first. */
  builtAt: number | null;
  /** What was saved since the build on show began. */
  waiting: string[];
  message?: string;
}

export interface AppRebuild {
  /** Rebuild because `file` was saved. */
  request(file: string): void;
  status(): RebuildStatus;
  /** Resolves when no build is running or waiting (tests, shutdown). */
  settled(): Promise<void>;
}

export function appRebuild(options: { distDir: string; configRoot: string; now: () => number }): AppRebuild {
  let status: RebuildStatus = { state: 'idle', builtAt: null, waiting: [] };
  let running: Promise<void> | null = null;
  let queued: string[] = [];

  const buildOnce = (): Promise<{ ok: boolean; output: string }> => new Promise((resolve) => {
    const next = `${options.distDir}.next`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'build.mjs', `--outdir=${next}`, `--config=${options.configRoot}`], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => { output += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { output += d.toString(); });
    child.on('error', (error) => resolve({ ok: false, output: error.message }));
    child.on('close', (code) => {
      if (code !== 0) { fs.rmSync(next, { recursive: true, force: true }); resolve({ ok: false, output }); return; }
      const old = `${options.distDir}.old-${process.pid}`;
      fs.rmSync(old, { recursive: true, force: true });
      if (fs.existsSync(options.distDir)) fs.renameSync(options.distDir, old);
      fs.renameSync(next, options.distDir);
      fs.rmSync(old, { recursive: true, force: true });
      resolve({ ok: true, output });
    });
  });

  const loop = async () => {
    while (queued.length > 0) {
      const files = queued;
      queued = [];
      status = { ...status, state: 'building', waiting: files };
      const result = await buildOnce();
      status = result.ok
        ? { state: queued.length ? 'building' : 'idle', builtAt: options.now(), waiting: queued }
        : { ...status, state: 'failed', message: result.output.trim().split('\n').slice(-8).join('\n') };
      if (!result.ok) console.error(`sandbox: the app did not rebuild after saving ${files.join(', ')}:\n${status.message}`);
    }
    running = null;
  };

  return {
    request(file) {
      if (!queued.includes(file)) queued.push(file);
      if (!running) running = loop();
      else status = { ...status, waiting: [...new Set([...status.waiting, file])] };
    },
    status: () => status,
    settled: async () => { while (running) await running; },
  };
}
