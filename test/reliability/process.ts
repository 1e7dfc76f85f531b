/** The sandbox as its own process (`tsx sandbox/main.ts`), as `npm run sandbox` starts it, for signal tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface SandboxProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export async function startProcess(env: Record<string, string>): Promise<SandboxProcess> {
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => { out += String(d); });
  child.stderr!.on('data', (d) => { out += String(d); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sandbox did not start: ${out}`)), 60_000);
    const look = () => {
      const match = /Sandbox lender API on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match) { clearTimeout(timer); resolve(match[1]!); }
    };
    child.stdout!.on('data', look);
    void exited.then(() => { clearTimeout(timer); reject(new Error(`sandbox exited: ${out}`)); });
  });
  return { url, child, output: () => out, exited };
}
