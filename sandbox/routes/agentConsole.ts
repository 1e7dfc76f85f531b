import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { limitLifetime } from '../http/socketLifetime.js';
import type { Ctx } from '../context.js';
import { send } from '../chat/hub.js';
import type { ChatService } from '../chat/service.js';
import { ApiError, ValidationError } from '../http/errors.js';
import { staffTokenMatches } from '../http/staffGuard.js';
import { repoRoot } from '../options.js';
import { frame, socketError } from '../chat/frames.js';

const opsDir = path.join(repoRoot, 'sandbox', 'ops');
/** The agent console's websocket (under /ops: protected by OPS_TOKEN like the rest, `?token=`). */
export const AGENT_SOCKET = '/ops/agent/ws';
const DEFAULT_AGENT = 'Sandbox agent';

const agentNameOf = (query: unknown) => {
  const name = (query as { agent?: unknown } | undefined)?.agent;
  return typeof name === 'string' && name.trim() ? name.trim().slice(0, 64) : DEFAULT_AGENT;
};

/**
 * The representative's side: the console page (/ops/agent, script /ops/agent.js, no inline
 * script), the conversation list and history over HTTP, and the agent websocket: join, answer, end.
 * Plus a staff switch forcing a department's operating hours open or closed.
 */
export function agentConsoleRoutes(app: FastifyInstance, ctx: Ctx, chat: ChatService): void {
  app.get('/ops/agent', async (_request, reply) => reply.type('text/html; charset=utf-8').send(fs.readFileSync(path.join(opsDir, 'agent.html'))));
  app.get('/ops/agent.js', { config: { staff: 'public' } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(fs.readFileSync(path.join(opsDir, 'agent.js'))));

  app.get('/ops/chat/conversations', async () => chat.list());
  app.get('/ops/chat/conversations/:sid', async (request) => chat.detail((request.params as { sid: string }).sid));
  app.post('/ops/chat/conversations/:sid/messages', async (request) => {
    const body = (request.body ?? {}) as { body?: unknown; agent?: unknown };
    return chat.answer((request.params as { sid: string }).sid, agentNameOf({ agent: body.agent }), body.body, null);
  });
  app.post('/ops/chat/conversations/:sid/end', async (request) => {
    chat.end((request.params as { sid: string }).sid, 'AGENT');
    return chat.detail((request.params as { sid: string }).sid);
  });
  app.get('/ops/chat/attachments/:uuid', async (request, reply) => {
    const file = chat.conversations.attachment((request.params as { uuid: string }).uuid);
    if (!file) throw new ApiError(404, 'The attachment was not found.');
    return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.name.replace(/[^\w.\- ]/g, '_')}"`).send(file.content);
  });

  // What applicants sent: CEO feedback and chatbot answer ratings, newest first.
  app.get('/ops/feedback', async () => {
    const rows = (table: 'feedback' | 'chat_feedback') =>
      (ctx.db.prepare(`SELECT uuid, data_json, created_at FROM ${table} ORDER BY created_at DESC, rowid DESC LIMIT 50`).all() as { uuid: string; data_json: string; created_at: number }[])
        .map((r) => ({ uuid: r.uuid, body: JSON.parse(r.data_json), createdAt: new Date(r.created_at).toISOString() }));
    return { ceo: rows('feedback'), chatbot: rows('chat_feedback') };
  });

  // Force a department open or closed regardless of the clock (demos, browser tests); null follows hours.json again.
  app.put('/ops/hours/:department', async (request) => {
    const department = (request.params as { department: string }).department.toUpperCase();
    const openStatus = (request.body as { openStatus?: unknown } | undefined)?.openStatus ?? null;
    if (openStatus !== null && openStatus !== 'OPEN' && openStatus !== 'CLOSED') {
      throw new ValidationError([{ pointer: '/openStatus', message: 'Use OPEN, CLOSED or null' }]);
    }
    ctx.tx(() => {
      if (openStatus === null) ctx.db.prepare('DELETE FROM hours_overrides WHERE department = ?').run(department);
      else ctx.db.prepare('INSERT INTO hours_overrides (department, open_status, updated_at) VALUES (?, ?, ?) ON CONFLICT (department) DO UPDATE SET open_status = excluded.open_status, updated_at = excluded.updated_at').run(department, openStatus, ctx.now());
    });
    return { department, override: openStatus };
  });

  app.get(AGENT_SOCKET, { websocket: true, config: { staff: 'public' } }, (socket: WebSocket, request) => {
    if (!staffTokenMatches((request.query as { token?: unknown }).token, ctx.options.opsToken)) {
      send(socket, { type: 'error', code: 'TOKEN_INVALID', message: 'The operations token is missing or wrong (?token=).' });
      socket.close(4401, 'invalid token');
      return;
    }
    const agentName = agentNameOf(request.query);
    chat.hub.addAgent(socket);
    limitLifetime(socket, ctx.options.socketLifetimeMs);
    send(socket, { type: 'conversations', agentName, conversations: chat.list() });
    socket.on('message', (raw) => {
      const data = frame(raw);
      if (!data) return;
      const sid = typeof data['sid'] === 'string' ? data['sid'] : '';
      try {
        switch (data['type']) {
          case 'ping':
            send(socket, { type: 'pong' });
            chat.sweep();
            break;
          case 'open':
            send(socket, { type: 'history', sid, ...chat.detail(sid) });
            break;
          case 'join':
            chat.join(sid, agentName);
            break;
          case 'message':
            chat.answer(sid, agentName, data['body'], data['clientId']);
            break;
          case 'end':
            chat.end(sid, 'AGENT');
            break;
          case 'typing':
            // 001 §9 typing preview: the applicant sees waiting dots.
            if (chat.conversations.get(sid)?.status === 'ACTIVE') chat.hub.toApplicants(sid, { type: 'typing', author: 'AGENT', agentName });
            break;
          default:
            break;
        }
      } catch (error) {
        send(socket, { ...socketError(error, data['clientId']), sid });
      }
    });
  });
}
