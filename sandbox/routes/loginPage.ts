import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from '../options.js';

const pagesDir = path.join(repoRoot, 'sandbox', 'ops');

/** The sign-in page the app sends anonymous visitors and logged-out users to (001 §2 /auth/login). */
export function loginPageRoutes(app: FastifyInstance): void {
  app.get('/auth/login', async (_request, reply) => reply.type('text/html; charset=utf-8').send(fs.readFileSync(path.join(pagesDir, 'login.html'))));
  app.get('/auth/safeNext.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(fs.readFileSync(path.join(pagesDir, 'safeNext.js'))));
  app.get('/auth/login.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(fs.readFileSync(path.join(pagesDir, 'login.js'))));
}
