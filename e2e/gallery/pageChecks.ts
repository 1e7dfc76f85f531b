/**
 * The checks that run inside a gallery tile (page.evaluate): what a person would see is wrong.
 * Self-contained (serialised into the page). Each finding names its check and the offending text
 * or element.
 */
export interface PageCheckInput {
  width: number;
  /** Raw codes that must never show as text: enum values the schemas give a title for. */
  rawValues: string[];
  /** Names and logo URLs of every other brand file (not this brand's own). */
  otherBrands: { orgCode: string; names: string[]; logos: string[] }[];
  /** The interest rates and APRs of the fixture (app.rate, offers[].rate / apr). */
  rates: number[];
  aprs: number[];
  /** A tile drawn in another language than English: its visible text holds no English function words, but for these names. */
  english?: { allow: string[] };
}

export interface Finding { check: string; detail: string }

export interface PageCheckResult {
  findings: Finding[];
  /** Links that leave the app for another page of this site (their target is checked once per brand). */
  siteLinks: string[];
}

export function pageChecks(input: PageCheckInput): PageCheckResult {
  const out: Finding[] = [];
  const add = (check: string, detail: string) => out.push({ check, detail });
  const snippet = (text: string, at: number, len = 0) => text.slice(Math.max(0, at - 40), at + len + 40).replace(/\s+/g, ' ').trim();
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}>${text ? ` "${text}"` : ''}`;
  };
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
  };

  // Template or code text, in what is shown and what is announced.
  const text = document.body.innerText;
  const attrs = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt], input[type=submit], input[type=button]')]
    .flatMap((el) => ['aria-label', 'title', 'placeholder', 'alt', 'value'].map((a) => el.getAttribute(a)).filter((v): v is string => Boolean(v)));
  for (const [where, value] of [['page', text], ['document title', document.title], ...attrs.map((a) => ['attribute', a])] as [string, string][]) {
    for (const re of [/\{\{/, /\}\}/, /\bundefined\b/, /\bNaN\b/, /\[object Object\]/]) {
      const m = re.exec(value);
      if (m) add('template-text', `${where}: "${m[0]}" in "${snippet(value, m.index, m[0].length)}"`);
    }
  }
  // A raw code where the schema has a title for it (e.g. "AUTOPAY"). Not inside a document, as text
  // (renderer/fields/pdf/DocumentTextView.tsx) or as the PDF's text layer (PdfViewer.tsx): its words are
  // the document's, word for word, and a notice the law writes in capitals (the Texas notice, "FAIR
  // MARKET VALUE") holds no codes.
  const documentWords = [...document.querySelectorAll('.doc__body, .pdfv__text')].map((el) => (el as HTMLElement).innerText);
  const shown = documentWords.reduce((t, words) => (words ? t.split(words).join(' ') : t), text);
  for (const value of input.rawValues) {
    const m = new RegExp(`(^|[^A-Za-z0-9_])${value}(?![A-Za-z0-9_])`).exec(shown);
    if (m) add('raw-enum', `"${value}" shown as text: "${snippet(shown, m.index, value.length + 1)}"`);
  }

  // Horizontal overflow on a phone: the page is wider than the screen. The culprit is what overflows
  // its own box; when boxes grew instead (a long unbreakable word), every box is held to its parent's
  // width for a moment, and what then overflows is what widened the page.
  if (input.width <= 480 && document.documentElement.scrollWidth > window.innerWidth) {
    const overflowing = () => {
      const over = [...document.body.querySelectorAll('*')].filter((el) => visible(el) && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible');
      return over.filter((el) => !over.some((o) => o !== el && el.contains(o))).slice(0, 3).map(describe);
    };
    let culprits = overflowing();
    if (culprits.length === 0) {
      const hold = document.createElement('style');
      hold.textContent = 'body * { max-width: 100% !important; }';
      document.head.append(hold);
      culprits = overflowing();
      hold.remove();
    }
    add('overflow', `page is ${document.documentElement.scrollWidth} px wide at ${window.innerWidth}: ${culprits.join('; ') || 'no single element found'}`);
  }

  // Form-library default markup: RJSF's own templates and widgets (Bootstrap 3 classes, glyphicons).
  const LIBRARY = /^(form-group|form-control|control-label|btn|btn-.+|glyphicon.*|array-item.*|rjsf-(?!$).+|field-array.*|col-(xs|sm|md|lg|xl)-.+|row|panel.*|help-block|text-danger|list-group.*|list-inline.*|error-detail|bs-callout.*|field-radio-group|field-description|checkboxes|unsupported-field|radio-inline|checkbox-inline|pull-right|text-right)$/;
  for (const form of document.querySelectorAll('form')) {
    const hits = [...form.querySelectorAll('[class]')].filter((el) => typeof el.className === 'string' && el.className.split(/\s+/).some((c) => LIBRARY.test(c)));
    if (hits.length) add('library-markup', `${hits.length} elements drawn by the form library's default templates, e.g. ${hits.slice(0, 3).map(describe).join('; ')}`);
    // And the other way round: every control of the form sits in our own field template (div.field,
    // which RJSF's default template also carries, but always with .form-group).
    const stray = [...form.querySelectorAll('input:not([type=hidden]), select, textarea')].filter((el) => el.id.startsWith('root') && !el.closest('.field:not(.form-group)'));
    if (stray.length) add('library-markup', `${stray.length} controls outside our field template, e.g. ${stray.slice(0, 3).map(describe).join('; ')}`);
  }

  // Another brand's name or logo on this brand's page (text, image sources and alternatives, links).
  const sources = [...document.querySelectorAll('img[src], image[href], link[rel~=icon]')].map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '');
  const alts = [...document.querySelectorAll('img[alt], [aria-label]')].map((el) => el.getAttribute('alt') ?? el.getAttribute('aria-label') ?? '');
  const hidden = document.body.textContent ?? '';
  for (const other of input.otherBrands) {
    for (const name of other.names) {
      const re = new RegExp(`(^|[^A-Za-z0-9])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`);
      const hay = [text, hidden, ...alts].find((t) => re.test(t));
      if (hay !== undefined) { const m = re.exec(hay)!; add('other-brand', `${other.orgCode}'s name "${name}": "${snippet(hay, m.index, name.length + 1)}"`); }
    }
    for (const logo of other.logos) if (sources.some((s) => s.endsWith(logo))) add('other-brand', `${other.orgCode}'s logo ${logo}`);
  }

  // A rate is never called an APR, nor an APR a rate (Regulation Z).
  const pct = (s: string) => Number(s.replace(',', '.'));
  const same = (a: number, b: number) => Math.abs(a - b) < 0.005;
  for (const m of text.matchAll(/(\d{1,2}(?:\.\d{1,3})?) ?% *(?:APR|annual percentage rate)/gi)) {
    const v = pct(m[1]!);
    if (input.rates.some((r) => same(r, v)) && !input.aprs.some((a) => same(a, v))) add('rate-as-apr', `${m[0]} is the interest rate, not the APR: "${snippet(text, m.index!, m[0].length)}"`);
  }
  for (const m of text.matchAll(/(?<!percentage )(?:interest rate|rate)[ \t]*(?:of|:)?[ \t]*(\d{1,2}(?:\.\d{1,3})?) ?%/gi)) {
    const v = pct(m[1]!);
    if (input.aprs.some((a) => same(a, v)) && !input.rates.some((r) => same(r, v))) add('rate-as-apr', `${m[0]} is the APR, not the interest rate: "${snippet(text, m.index!, m[0].length)}"`);
  }

  // An emoji used as an icon: without an emoji font it shows as an empty box (icons are SVG).
  for (const el of document.querySelectorAll('button, a, [role=button]')) {
    const m = /[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}]/u.exec(el.textContent ?? '');
    if (m && /\p{Extended_Pictographic}/u.test(m[0]) && visible(el)) add('emoji-icon', `"${m[0]}" in ${describe(el)}`);
  }

  // A label that says both optional and required.
  for (const el of document.querySelectorAll('label, legend')) {
    const t = el.textContent ?? '';
    if (/\(optional\)/i.test(t) && /\(required\)|\*\s*$/i.test(t)) add('optional-required', `${describe(el)}`);
  }

  // On a phone, something else drawn over a control where the applicant would tap it (a floating
  // button over a field). What is on top at each control's centre, as the browser hit-tests it.
  if (input.width <= 480) {
    const scope = document.querySelector('dialog[open]') ?? document.querySelector('main');
    const controls = scope ? [...scope.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, [role=button]')] : [];
    const covers = new Map<Element, Element[]>();
    for (const c of controls) {
      const r = c.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (r.width === 0 || x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      const label = c.id ? document.querySelector(`label[for="${c.id}"]`) : null;
      if (!top || c.contains(top) || top.contains(c) || scope!.contains(top) || label?.contains(top)) continue;
      const cover = top.closest('[class]') ?? top;
      covers.set(cover, [...(covers.get(cover) ?? []), c]);
    }
    for (const [cover, covered] of covers) add('covered-control', `${describe(cover)} covers ${covered.slice(0, 2).map(describe).join('; ')}`);
  }

  // English on a page in another language: visible text (and what is announced) with English function
  // words, once the names that stay as they are (brand, people, places, NMLS...) are taken out. Not
  // inside a document: the document itself is English (its governing notice says so).
  if (input.english) {
    // Whole words by letters of any script: "be" in "prohíbe" is no English word.
    const FUNCTION_WORDS = /(?<![\p{L}\p{N}])(the|your|you|and|to|of|we|is|for|with|our|this|are|will|be|have|from|by|please)(?![\p{L}\p{N}])/iu;
    const names = [...input.english.allow].sort((a, b) => b.length - a.length);
    // A name is blanked out letter for letter, so a match's place is its place in the line as shown.
    const strip = (t: string) => names.reduce((acc, n) => acc.split(n).join(' '.repeat(n.length)), t);
    const lines = [...shown.split('\n'), ...attrs].map((l) => l.trim()).filter(Boolean);
    const seen = new Set<string>();
    for (const line of lines) {
      const bare = strip(line);
      const m = FUNCTION_WORDS.exec(bare);
      if (!m || seen.has(line)) continue;
      seen.add(line);
      add('english', `"${m[0]}" in "${line.length > 120 ? `${m.index > 50 ? '…' : ''}${line.slice(Math.max(0, m.index - 50), m.index + 70)}…` : line}"`);
    }
  }

  const siteLinks = [...document.querySelectorAll('a[href]')].map((a) => new URL(a.getAttribute('href')!, location.href))
    // A download link is a blob: URL of the page itself (its origin is the site's), not a page of the site.
    .filter((u) => /^https?:$/.test(u.protocol) && u.origin === location.origin && !u.pathname.startsWith('/account/heloc') && !u.pathname.startsWith('/studio/')).map((u) => `${u.pathname}${u.search}`);
  return { findings: out, siteLinks: [...new Set(siteLinks)] };
}
