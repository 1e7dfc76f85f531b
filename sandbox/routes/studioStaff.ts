import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { ApiError, ValidationError } from '../http/errors.js';
import { sendStaffPage } from '../studio/staffPage.js';
import { addStaff, ROLES, StaffFileError, type StaffRole } from '../../engine/config/staffFile.ts';

const one = (v: unknown) => (typeof v === 'string' ? v : undefined);
const ID = /^[a-z][a-z0-9._-]{1,39}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The staff page (/studio/staff): who may use the studio, with their roles, read by anyone signed in;
 * a publisher adds a colleague, or gives one a new token or another role, without the command line
 * (`journey staff add` does the same, engine/config/staffFile.ts addStaff). The token is shown once, to
 * the publisher who made it, to pass on; only its hash is written to the staff file.
 */
export function studioStaffRoutes(app: FastifyInstance, ctx: Ctx): void {
  const auth = app.studioAuth;
  app.get('/studio/staff', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    return sendStaffPage(reply, ctx.options.distDir, { entry: 'studio', title: 'Staff · Studio', json: { 'studio-data': { ...(one(q.token) ? { token: one(q.token) } : {}), me: request.studioActor } } });
  });

  app.get('/studio/staff/data', async () => {
    const members = auth.staff();
    return { staffFile: members !== null, roles: ROLES, members: (members ?? []).map(({ id, name, email, role }) => ({ id, name, email, role })) };
  });

  app.post('/studio/staff/members', { config: { studioRole: 'publisher' } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const id = (one(body.id) ?? '').trim().toLowerCase();
    const name = (one(body.name) ?? '').trim();
    const email = (one(body.email) ?? '').trim();
    const role = one(body.role) as StaffRole | undefined;
    const errors = [
      ...(ID.test(id) ? [] : [{ pointer: '/id', message: 'Enter a staff id of 2 to 40 lower-case letters, digits, dots, dashes or underscores, starting with a letter (for example "sam.lee").' }]),
      ...(name && name.length <= 100 ? [] : [{ pointer: '/name', message: 'Enter the colleague\'s name, as commits will show it.' }]),
      ...(EMAIL.test(email) && email.length <= 200 ? [] : [{ pointer: '/email', message: 'Enter the colleague\'s e-mail address, as commits will show it.' }]),
      ...(role && ROLES.includes(role) ? [] : [{ pointer: '/role', message: `Choose a role: ${ROLES.join(', ')}.` }]),
    ];
    if (errors.length) throw new ValidationError(errors);
    const me = request.studioActor;
    // A publisher who takes away their own publishing would lock the studio's approvals out.
    if (me && me.id === id && role !== 'publisher') throw new ApiError(409, 'You cannot take the publisher role from yourself: ask another publisher.');
    try {
      const { token, replaced } = addStaff(ctx.options.configRoot, auth.staffFile, { id, name, email, role: role! });
      return reply.header('cache-control', 'no-store').send({ member: { id, name, email, role }, token, replaced });
    } catch (error) {
      if (error instanceof StaffFileError) throw new ApiError(409, `The staff file was not changed: ${error.message}`);
      throw error;
    }
  });
}
