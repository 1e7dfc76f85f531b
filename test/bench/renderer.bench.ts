/**
 * `npm run bench` (renderer part): gzipped bytes of all JavaScript and CSS the first registration
 * screen loads, and keystroke-to-paint latency typing into a field with the CPU throttled 4× through
 * the Chrome DevTools protocol. Prints numbers; never fails on them. Needs `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { startSandbox } from '../../e2e/support/sandbox.ts';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { openManualAddress } from '../../e2e/support/registration.ts';

interface Meta { outputs: Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string; bytes: number }> }
const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8')) as Meta;

function withStaticImports(start: string[], seen = new Set<string>()): Set<string> {
  for (const file of start) {
    if (seen.has(file)) continue;
    seen.add(file);
    const out = meta.outputs[file];
    if (out) withStaticImports(out.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path), seen);
  }
  return seen;
}

const firstScreen = Object.entries(meta.outputs).find(([, o]) => o.entryPoint?.includes('screen-module:register-v2/property-address'))?.[0];
const files = withStaticImports(['dist/assets/main.js', ...(firstScreen ? [firstScreen] : [])]);
const gz = (f: string) => gzipSync(readFileSync(f), { level: 9 }).length;
let js = 0;
for (const f of files) js += gz(f);
const css = gz('dist/assets/main.css');
const allChunks = Object.keys(meta.outputs).filter((f) => f.endsWith('.js'));

console.log('first registration screen (register-v2, property address)');
console.log(`  JavaScript loaded, gzipped            ${(js / 1024).toFixed(1).padStart(8)} KB in ${files.size} files (target ≤ 120 KB)`);
console.log(`  CSS, gzipped                          ${(css / 1024).toFixed(1).padStart(8)} KB`);
console.log(`  chunks in the build                   ${String(allChunks.length).padStart(8)}`);

const sandbox = await startSandbox();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${sandbox.url}/account/heloc/register-v2?org=FIGURE`);
  await page.locator('h1').first().waitFor();
  await openManualAddress(page);
  const city = page.getByLabel('City');
  await city.click();
  await page.evaluate(() => {
    const w = window as unknown as { __samples: number[] };
    w.__samples = [];
    document.addEventListener('keydown', () => {
      const t0 = performance.now();
      requestAnimationFrame(() => setTimeout(() => w.__samples.push(performance.now() - t0), 0));
    }, true);
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.keyboard.type('San Francisco Sacramento Los Angeles Oakland Fresno', { delay: 60 });
  await page.waitForTimeout(500);
  const samples = (await page.evaluate(() => (window as unknown as { __samples: number[] }).__samples)).sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))]!;
  console.log('keystroke to paint, CPU throttled 4× (Chromium, 375 px)');
  console.log(`  median                                ${pick(0.5).toFixed(1).padStart(8)} ms over ${samples.length} keystrokes`);
  console.log(`  p95                                   ${pick(0.95).toFixed(1).padStart(8)} ms (target < 16 ms)`);
} finally {
  await browser.close();
  await sandbox.close();
}
