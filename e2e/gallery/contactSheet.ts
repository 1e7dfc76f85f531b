/**
 * One contact sheet per brand (artifacts/gallery/<ORG>.png): every screen at phone and desktop
 * width, small, labelled, so a person can look over the whole product in a minute. Composed by
 * the browser itself from the tiles' thumbnails.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

export const SHEETS_DIR = 'artifacts/gallery';

export interface Thumb { screen: string; width: number; jpeg: Buffer }

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export async function writeContactSheet(browser: Browser, brand: string, thumbs: Thumb[]): Promise<string> {
  mkdirSync(SHEETS_DIR, { recursive: true });
  const screens = [...new Set(thumbs.map((t) => t.screen))].sort();
  const cell = (screen: string) => {
    const img = (w: number) => {
      const t = thumbs.find((x) => x.screen === screen && x.width === w);
      return t ? `<img class="w${w}" src="data:image/jpeg;base64,${t.jpeg.toString('base64')}" alt="">` : `<span class="w${w} missing">not rendered</span>`;
    };
    return `<figure><figcaption>${escape(screen)}</figcaption><div>${img(375)}${img(1280)}</div></figure>`;
  };
  const html = `<!doctype html><html><head><style>
    body { margin: 12px; font: 12px/1.3 system-ui, sans-serif; background: #e9edf1; width: 2140px; }
    h1 { font-size: 20px; margin: 0 0 10px; }
    main { display: grid; grid-template-columns: repeat(5, 420px); gap: 8px; }
    figure { margin: 0; background: #fff; padding: 4px; border: 1px solid #c5ccd3; }
    figcaption { font-family: ui-monospace, monospace; font-size: 11px; margin-bottom: 3px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    figure div { display: flex; gap: 4px; align-items: flex-start; }
    .w375 { width: 112px; } .w1280 { width: 296px; }
    .missing { display: inline-block; height: 80px; background: #fde8e8; color: #8a1c1c; }
  </style></head><body><h1>${escape(brand)}: ${screens.length} screens at 375 and 1280 px</h1><main>${screens.map(cell).join('')}</main></body></html>`;
  const page = await browser.newPage({ viewport: { width: 2164, height: 800 } });
  try {
    await page.setContent(html, { waitUntil: 'load' });
    const file = join(SHEETS_DIR, `${brand}.png`);
    await page.screenshot({ path: file, fullPage: true });
    return file;
  } finally {
    await page.close();
  }
}
