import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { ApiError, ValidationError } from '../http/errors.js';
import { sendStaffPage } from '../studio/staffPage.js';
import { cookieOf, SESSION_COOKIE, SESSION_MS } from '../studio/staffAuth.js';

/** Only a studio path is a place to go back to after signing in. */
const safeNext = (v: unknown) => (typeof v === 'string' && /^\/studio(\/[^\s]*)?(\?[^\s]*)?$/.test(v) && !v.startsWith('/studio/sign-') ? v : '/studio');
const cookie = (value: string, maxAgeSeconds: number) => `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/studio; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}`;

/**
 * Signing in to the studio (README "Studio staff and history"): the page (/studio/sign-in, drawn by
 * renderer/studio/SignInPage.tsx), the id and token checked against the staff file's scrypt hashes,
 * an httpOnly, SameSite=Strict session cookie for /studio, and signing out. Open to everyone, as a
 * sign-in page must be; everything else under /studio is guarded (staffGuard.ts).
 */
export function studioSignInRoutes(app: FastifyInstance, ctx: Ctx): void {
  const auth = app.studioAuth;
  app.get('/studio/sign-in', { config: { staff: 'public' } }, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    let staffFile = false;
    try { staffFile = auth.staff() !== null; } catch { staffFile = true; }
    return sendStaffPage(reply, ctx.options.distDir, { entry: 'studio', title: 'Sign in · Studio', json: { 'studio-data': { signIn: { next: safeNext(q.next), staffFile: staffFile || fs.existsSync(auth.staffFile) } } } });
  });

  app.post('/studio/sign-in', { config: { staff: 'public' } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const errors = [
      ...(typeof body.id === 'string' && body.id.trim() ? [] : [{ pointer: '/id', message: 'Enter your staff id.' }]),
      ...(typeof body.token === 'string' && body.token.trim() ? [] : [{ pointer: '/token', message: 'Enter your token (npm run journey -- staff add printed it once).' }]),
    ];
    if (errors.length) throw new ValidationError(errors);
    // Wrong tokens are counted like the applicants' wrong passwords (http/loginThrottle.ts), under a
    // staff key so a member id never meets an applicant's e-mail: per member and browser, per browser,
    // per address as a flood guard; a member is slowed, never locked out, by failures elsewhere.
    const account = `studio:${String(body.id).trim().toLowerCase()}`;
    const client = request.visitor as string;
    const now = ctx.now();
    ctx.loginThrottle.check(account, client, request.ip, now);
    let signedIn;
    try {
      if (auth.staff() === null) throw new ApiError(409, 'This studio has no staff file, so there is no one to sign in: it takes the operations token (OPS_TOKEN) instead. Add members with npm run journey -- staff add.');
      signedIn = auth.signIn(body.id, body.token);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(503, `The studio cannot sign anyone in: ${(error as Error).message}`);
    }
    if (!signedIn) {
      ctx.tx(() => ctx.loginThrottle.fail(account, client, request.ip, now));
      throw new ApiError(401, 'That id and token do not match a member of the staff file. Check both, or ask a publisher for a new token.');
    }
    ctx.tx(() => ctx.loginThrottle.succeed(account, client));
    const { member } = signedIn;
    return reply.header('set-cookie', cookie(signedIn.session, SESSION_MS / 1000)).header('cache-control', 'no-store')
      .send({ member: { id: member.id, name: member.name, role: member.role }, next: safeNext(body.next) });
  });

  app.post('/studio/sign-out', { config: { staff: 'public' } }, async (request, reply) => {
    auth.signOut(cookieOf(request, SESSION_COOKIE));
    return reply.header('set-cookie', cookie('', 0)).header('cache-control', 'no-store').send({ signedOut: true });
  });

  // Who is signed in, and as what (every studio page shows it).
  app.get('/studio/me', async (request) => ({ me: request.studioActor }));
}
