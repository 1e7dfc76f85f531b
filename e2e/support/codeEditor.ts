/** Typing into the studio editor (CodeMirror) the way a person does. */
import type { Page } from 'playwright-core';

/** Double-clicks a word of the editor's text (selecting it), then types over it, as a person would. */
export async function replaceWord(page: Page, lineText: string, word: string, replacement: string): Promise<void> {
  // The first line with the text, as a person reading from the top finds it.
  const line = page.locator('.cm-line', { hasText: lineText }).first();
  // The editor draws the lines near its viewport only: scroll until the line is drawn.
  for (let i = 0; i < 40 && (await line.count()) === 0; i++) await page.locator('.cm-scroller').evaluate((el) => { el.scrollTop += 200; });
  await line.scrollIntoViewIfNeeded();
  const box = await line.evaluate((el, w) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const at = n.textContent!.indexOf(w);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(n, at);
      range.setEnd(n, at + w.length);
      const r = range.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }
    throw new Error(`"${w}" is not on the line`);
  }, word);
  await page.mouse.dblclick(box.x, box.y);
  await page.keyboard.type(replacement);
}

/** Selects the whole text and puts `text` in its place, as a paste does (one input). */
export async function replaceAll(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}
