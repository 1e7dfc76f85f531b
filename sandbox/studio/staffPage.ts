/**
 * The page of a staff tool (studio, gallery, editor): one script and stylesheet of the studio's own
 * build (dist/assets/studio/, build.mjs) and the data it starts from, embedded as JSON. 503 with
 * what to run when that build is not there yet.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { scriptSafeJson } from '../../host/page/html.ts';

const ASSETS = '/account/heloc/assets/studio';

export interface StaffPage {
  /** The build's entry: dist/assets/studio/<entry>.js and .css. */
  entry: 'studio' | 'gallery' | 'editor';
  title: string;
  /** Elements `<script type="application/json" id="...">` the page script reads, by id. */
  json: Record<string, unknown>;
}

export function sendStaffPage(reply: FastifyReply, distDir: string, page: StaffPage): FastifyReply {
  if (!fs.existsSync(path.join(distDir, 'assets', 'studio', `${page.entry}.js`))) {
    return reply.code(503).type('text/plain; charset=utf-8').send('The studio is not built yet. Run `npm run build` (or `npm run dev`), then reload this page.\n');
  }
  const data = Object.entries(page.json).map(([id, value]) => `    <script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`).join('\n');
  return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${page.title}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${ASSETS}/${page.entry}.css" />
    <script type="module" src="${ASSETS}/${page.entry}.js"></script>
${data}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`);
}
