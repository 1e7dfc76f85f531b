import type { WebSocket } from 'ws';
import type { ChatMessage, Conversation } from '../db/conversations.js';

/** What applicants and agents see of a message (attachments by reference, never their content). */
export function messageView(m: ChatMessage) {
  return {
    id: m.id,
    author: m.author,
    authorName: m.authorName,
    body: m.body,
    attachments: m.attachments,
    clientId: m.clientId,
    createdAt: new Date(m.createdAt).toISOString(),
  };
}

/** What an applicant sees of their conversation. */
export function conversationView(c: Conversation) {
  return {
    conversationSid: c.sid,
    omniProxyChannelId: c.channelId,
    status: c.status,
    agentName: c.agentName,
    expiration: new Date(c.expiresAt).toISOString(),
  };
}

/** What an agent sees in the console list. */
export function agentSummary(c: Conversation, last: ChatMessage | undefined) {
  return {
    sid: c.sid,
    name: c.name,
    email: c.email,
    applicationUuid: c.applicationUuid,
    orgCode: c.orgCode,
    skill: c.skill,
    pageUrl: c.pageUrl,
    status: c.status,
    agentName: c.agentName,
    createdAt: new Date(c.createdAt).toISOString(),
    updatedAt: new Date(c.updatedAt).toISOString(),
    endedBy: c.endedBy,
    requestedAgent: c.requestedAgent,
    lastMessage: last ? { author: last.author, body: last.body, createdAt: new Date(last.createdAt).toISOString() } : null,
  };
}

const send = (socket: WebSocket, data: unknown) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(data));
};

/** Open sockets: applicants per conversation, and every agent console. In memory, per server. */
export class ChatHub {
  private readonly applicants = new Map<string, Set<WebSocket>>();
  private readonly agents = new Set<WebSocket>();

  addApplicant(sid: string, socket: WebSocket): void {
    const set = this.applicants.get(sid) ?? new Set<WebSocket>();
    set.add(socket);
    this.applicants.set(sid, set);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.applicants.delete(sid);
    });
  }

  addAgent(socket: WebSocket): void {
    this.agents.add(socket);
    socket.on('close', () => this.agents.delete(socket));
  }

  toApplicants(sid: string, data: unknown): void {
    for (const s of this.applicants.get(sid) ?? []) send(s, data);
  }

  toAgents(data: unknown): void {
    for (const s of this.agents) send(s, data);
  }

  /** Is the applicant of this conversation connected (shown in the console). */
  online(sid: string): boolean {
    return (this.applicants.get(sid)?.size ?? 0) > 0;
  }

  closeAll(): void {
    for (const set of this.applicants.values()) for (const s of set) s.close(1001, 'server closing');
    for (const s of this.agents) s.close(1001, 'server closing');
  }
}

export { send };
