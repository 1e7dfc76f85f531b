import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { limitLifetime } from '../http/socketLifetime.js';
import type { Ctx } from '../context.js';
import { conversationView, messageView, send } from '../chat/hub.js';
import { ChatService, MAX_ATTACHMENT_BYTES } from '../chat/service.js';
import { ApiError, ValidationError } from '../http/errors.js';
import { frame, socketError } from '../chat/frames.js';
import { agentConsoleRoutes } from './agentConsole.js';
import { BORROWER_AUTH_FLAG, ChatNonces } from '../chat/nonces.js';
import { requireBorrower } from '../http/auth.js';
import { pathOf } from './operationPaths.js';

/** 001 §9 stream chat channel type. */
export const STREAM_CHANNEL_TYPE = 'support';

interface InitBody {
  name: string;
  email?: string | null;
  applicationUuid?: string | null;
  skill?: string | null;
  welcomeMessage?: string | null;
  pageUrl?: string | null;
  orgCode?: string | null;
  identityUuid?: string | null;
  [key: string]: unknown;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * Agent web chat (001 §7): start a conversation, refresh its token, its survey contact, its
 * messages and attachments over HTTP, and the live websocket (ping every 10 s answered with pong).
 * The agent console (agentConsole.ts) is the other end.
 */
export async function webChatRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4 * MAX_ATTACHMENT_BYTES } });
  const chat = new ChatService(ctx);
  app.addHook('onClose', async () => chat.hub.closeAll());
  // Once the server is closing, the sockets' close events come after the database is closed: tell no consoles then.
  let closing = false;
  app.addHook('preClose', async () => { closing = true; });

  const nonces = new ChatNonces(ctx.db);

  // 001 §6, §7: a signed-in borrower gets a nonce, and renews it every 60 s while messaging.
  app.post(pathOf('chatAuthenticate'), async (request) => {
    const auth = requireBorrower(request);
    return { nonce: ctx.tx(() => nonces.issue(auth.identityUuid, ctx.now())).nonce };
  });
  app.put(pathOf('chatNonceRefresh'), async (request) => {
    const auth = requireBorrower(request);
    const next = ctx.tx(() => nonces.refresh((request.query as { nonce?: unknown }).nonce, auth.identityUuid, ctx.now()));
    if (!next) throw new ApiError(401, 'invalid nonce');
    return { nonce: next.nonce };
  });

  const init = async (request: FastifyRequest) => {
    const body = ctx.validator.check('chatInit', request.body);
    const orgCode = str(body.orgCode) ?? ctx.orgOf(request);
    // With borrower authentication on, only a borrower holding a live nonce may start a chat.
    const authOn = ctx.flags(orgCode)[BORROWER_AUTH_FLAG]?.enabled ?? false;
    const proven = authOn ? nonces.valid(body.nonce, ctx.now()) : null;
    if (authOn && !proven) throw new ApiError(401, 'invalid nonce');
    // Who the chat is with comes from a proof (nonce or token), never from the body (issue 14:
    // an anonymous chat could claim any borrower); the application only when it is theirs.
    const identityUuid = proven?.identityUuid ?? request.auth?.identityUuid ?? null;
    const claimed = str(body.applicationUuid);
    const applicationUuid = identityUuid && claimed && ctx.applications.get(claimed)?.identityUuid === identityUuid ? claimed : null;
    const c = ctx.tx(() =>
      chat.conversations.create({
        name: body.name.trim(),
        email: str(body.email),
        applicationUuid,
        identityUuid,
        orgCode,
        skill: str(body.skill),
        pageUrl: str(body.pageUrl),
        // The chat's own messages are worded in the applicant's language (sandbox/chat/service.ts join).
        data: { ...body, identityUuid, applicationUuid, language: ctx.dictionary(request)?.language ?? null },
      }, ctx.now()),
    );
    if (str(body.welcomeMessage)) chat.post(c.sid, 'SYSTEM', null, body.welcomeMessage!, [], null);
    chat.announce(c);
    return {
      token: c.token,
      conversationSid: c.sid,
      omniProxyChannelId: c.channelId,
      providerChannelId: c.channelId,
      // 001 §9: the stream provider's channels are of type "support" (cid support:<id>).
      providerChannelType: STREAM_CHANNEL_TYPE,
      providerChannelCid: `${STREAM_CHANNEL_TYPE}:${c.channelId}`,
      providerUserId: `applicant-${c.sid}`,
      providerUserToken: c.token,
      skill: c.skill,
      // A test agent asked for outside production is the target worker.
      targetWorkerSid: c.requestedAgent,
      targetWorkerFriendlyName: c.requestedAgent,
      expiration: new Date(c.expiresAt).toISOString(),
    };
  };
  const startChat = { config: { limit: 'chatSessions', anonymousStorage: true } } as const;
  app.post(pathOf('chatInit'), startChat, init);
  app.post(pathOf('chatInitTwilio'), startChat, init);

  // 001 §7 refreshToken: a new token, 6 more hours (001 §4).
  app.post(pathOf('chatTokenRefresh'), async (request) => {
    const token = (request.body as { token?: unknown } | undefined)?.token;
    const c = chat.forToken(typeof token === 'string' ? token : undefined);
    if (c.status === 'ENDED') throw new ApiError(401, 'invalid token');
    const next = ctx.tx(() => chat.conversations.refresh(c.sid, ctx.now()));
    return { token: next.token, expiration: new Date(next.expiresAt).toISOString() };
  });

  // 001 §7 web-chat-info: the contact id the survey link is built from.
  app.post(pathOf('chatInfo'), async (request) => {
    const channelId = (request.body as { omniProxyChannelId?: unknown } | undefined)?.omniProxyChannelId;
    const c = typeof channelId === 'string' ? chat.conversations.byChannel(channelId) : null;
    if (!c) throw new ValidationError([{ pointer: '/omniProxyChannelId', message: 'Unknown chat channel' }]);
    return { contactId: c.contactId, omniProxyChannelId: c.channelId, status: c.status };
  });

  // 001 §7: conversation messages, bearer token from the userToken query parameter.
  app.get(pathOf('chatMessages'), async (request) => {
    const { sid } = request.params as { sid: string };
    const c = chat.forToken((request.query as { userToken?: string }).userToken);
    if (c.sid !== sid) throw new ApiError(403, 'You do not have access to this.');
    return { conversation: conversationView(c), messages: chat.conversations.messages(sid).map(messageView) };
  });

  app.get(pathOf('chatAttachment'), async (request, reply) => {
    const { uuid } = request.params as { uuid: string };
    const c = chat.forToken((request.query as { userToken?: string }).userToken);
    const file = chat.conversations.attachment(uuid);
    if (!file || file.conversationSid !== c.sid) throw new ApiError(404, 'The attachment was not found.');
    return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.name.replace(/[^\w.\- ]/g, '_')}"`).send(file.content);
  });

  // The applicant's websocket (001 §7 "a websocket to an omni-proxy service").
  app.get(pathOf('chatSocket'), { websocket: true }, (socket: WebSocket, request) => {
    let sid: string;
    try {
      sid = chat.forToken((request.query as { token?: string }).token).sid;
    } catch (error) {
      send(socket, socketError(error));
      socket.close(4401, 'invalid token');
      return;
    }
    chat.hub.addApplicant(sid, socket);
    limitLifetime(socket, ctx.options.socketLifetimeMs);
    const c = chat.conversations.get(sid)!;
    send(socket, { type: 'hello', conversation: conversationView(c), messages: chat.conversations.messages(sid).map(messageView) });
    chat.hub.toAgents({ type: 'conversations', conversations: chat.list() });
    socket.on('close', () => { if (!closing) chat.hub.toAgents({ type: 'conversations', conversations: chat.list() }); });
    socket.on('message', (raw) => {
      const data = frame(raw);
      if (!data) return;
      try {
        // The socket stays bound to its conversation when the token is refreshed.
        chat.sweep();
        const current = chat.conversations.get(sid)!;
        if (data['type'] === 'ping') send(socket, { type: 'pong', channelId: current.channelId, status: current.status });
        else if (data['type'] === 'message') chat.post(sid, 'APPLICANT', current.name, data['body'], data['attachments'], data['clientId']);
        else if (data['type'] === 'end') chat.end(sid, 'APPLICANT');
        else if (data['type'] === 'typing' && current.status !== 'ENDED') chat.hub.toAgents({ type: 'typing', sid, author: 'APPLICANT' });
      } catch (error) {
        send(socket, socketError(error, data['clientId']));
      }
    });
  });

  agentConsoleRoutes(app, ctx, chat);
}
