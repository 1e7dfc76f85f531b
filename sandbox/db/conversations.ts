import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from './database.js';

/** 001 §4: an agent session lasts 6 hours from creation or refresh. */
export const AGENT_SESSION_MS = 6 * 60 * 60 * 1000;

export type ConversationStatus = 'WAITING' | 'ACTIVE' | 'ENDED';
export type Author = 'APPLICANT' | 'AGENT' | 'SYSTEM';

export interface Conversation {
  sid: string;
  channelId: string;
  token: string;
  contactId: string;
  name: string;
  email: string | null;
  applicationUuid: string | null;
  identityUuid: string | null;
  orgCode: string | null;
  skill: string | null;
  pageUrl: string | null;
  status: ConversationStatus;
  agentName: string | null;
  createdAt: number;
  updatedAt: number;
  expiresAt: number;
  endedAt: number | null;
  endedBy: string | null;
  /** Outside production the applicant may ask for a test agent (001 §3 pre-engagement agentId in dev). */
  requestedAgent: string | null;
  /** The language the applicant reads (engine/locale.ts requestLanguage at the start of the chat): the words of the chat's own messages. */
  language: string | null;
}

export interface AttachmentRef {
  uuid: string;
  name: string;
  contentType: string;
  size: number;
}

export interface ChatMessage {
  id: number;
  conversationSid: string;
  author: Author;
  authorName: string | null;
  body: string;
  attachments: AttachmentRef[];
  clientId: string | null;
  createdAt: number;
}

interface ConversationRow {
  sid: string; channel_id: string; token: string; contact_id: string; name: string; email: string | null;
  application_uuid: string | null; identity_uuid: string | null; org_code: string | null; skill: string | null;
  page_url: string | null; status: ConversationStatus; agent_name: string | null; created_at: number;
  updated_at: number; expires_at: number; ended_at: number | null; ended_by: string | null; data_json?: string;
}

interface MessageRow {
  id: number; conversation_sid: string; author: Author; author_name: string | null; body: string;
  attachments_json: string; client_id: string | null; created_at: number;
}

const toConversation = (r: ConversationRow): Conversation => ({
  sid: r.sid, channelId: r.channel_id, token: r.token, contactId: r.contact_id, name: r.name, email: r.email,
  applicationUuid: r.application_uuid, identityUuid: r.identity_uuid, orgCode: r.org_code, skill: r.skill,
  pageUrl: r.page_url, status: r.status, agentName: r.agent_name, createdAt: r.created_at, updatedAt: r.updated_at,
  expiresAt: r.expires_at, endedAt: r.ended_at, endedBy: r.ended_by, requestedAgent: stringIn(r.data_json, 'agentId'), language: stringIn(r.data_json, 'language'),
});

/** A non-empty string kept under `key` in a conversation's data JSON, or null. */
function stringIn(json: string | undefined, key: string): string | null {
  try {
    const value = (JSON.parse(json ?? '{}') as Record<string, unknown>)[key];
    return typeof value === 'string' && value ? value : null;
  } catch {
    return null;
  }
}

const toMessage = (r: MessageRow): ChatMessage => ({
  id: r.id, conversationSid: r.conversation_sid, author: r.author, authorName: r.author_name, body: r.body,
  attachments: JSON.parse(r.attachments_json) as AttachmentRef[], clientId: r.client_id, createdAt: r.created_at,
});

export type NewConversation = Pick<Conversation, 'name' | 'email' | 'applicationUuid' | 'identityUuid' | 'orgCode' | 'skill' | 'pageUrl'> & { data: Record<string, unknown> };

/** Agent web-chat conversations, their messages and attachments (migration 002). */
export class Conversations {
  constructor(private readonly db: Db) {}

  create(input: NewConversation, now: number): Conversation {
    const sid = `CH${randomUUID().replace(/-/g, '')}`;
    this.db
      .prepare(`INSERT INTO chat_conversations (sid, channel_id, token, contact_id, name, email, application_uuid, identity_uuid, org_code, skill, page_url, status, data_json, created_at, updated_at, expires_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'WAITING', ?, ?, ?, ?)`)
      .run(sid, randomUUID(), randomBytes(24).toString('base64url'), randomUUID(), input.name, input.email, input.applicationUuid, input.identityUuid,
        input.orgCode, input.skill, input.pageUrl, JSON.stringify(input.data), now, now, now + AGENT_SESSION_MS);
    return this.get(sid)!;
  }

  get(sid: string): Conversation | null {
    const row = this.db.prepare('SELECT * FROM chat_conversations WHERE sid = ?').get(sid) as ConversationRow | undefined;
    return row ? toConversation(row) : null;
  }

  byToken(token: string): Conversation | null {
    const row = this.db.prepare('SELECT * FROM chat_conversations WHERE token = ?').get(token) as ConversationRow | undefined;
    return row ? toConversation(row) : null;
  }

  byChannel(channelId: string): Conversation | null {
    const row = this.db.prepare('SELECT * FROM chat_conversations WHERE channel_id = ?').get(channelId) as ConversationRow | undefined;
    return row ? toConversation(row) : null;
  }

  /** Waiting and active conversations (ended ones of the last `endedWithinMs` too), newest activity first. */
  open(now: number, endedWithinMs = 60 * 60 * 1000): Conversation[] {
    const rows = this.db
      .prepare("SELECT * FROM chat_conversations WHERE status != 'ENDED' OR ended_at >= ? ORDER BY updated_at DESC LIMIT 200")
      .all(now - endedWithinMs) as ConversationRow[];
    return rows.map(toConversation);
  }

  /** A new token and lifetime (001 §7 refreshToken; 001 §4: 6 hours from refresh). */
  refresh(sid: string, now: number): Conversation {
    this.db.prepare('UPDATE chat_conversations SET token = ?, expires_at = ?, updated_at = ? WHERE sid = ?')
      .run(randomBytes(24).toString('base64url'), now + AGENT_SESSION_MS, now, sid);
    return this.get(sid)!;
  }

  assign(sid: string, agentName: string, now: number): Conversation {
    this.db.prepare("UPDATE chat_conversations SET status = 'ACTIVE', agent_name = ?, updated_at = ? WHERE sid = ? AND status != 'ENDED'").run(agentName, now, sid);
    return this.get(sid)!;
  }

  end(sid: string, by: string, now: number): Conversation {
    this.db.prepare("UPDATE chat_conversations SET status = 'ENDED', ended_at = ?, ended_by = ?, updated_at = ? WHERE sid = ? AND status != 'ENDED'").run(now, by, now, sid);
    return this.get(sid)!;
  }

  /** Ends what has outlived its session (lazily, when read). */
  expire(now: number): string[] {
    const rows = this.db.prepare("SELECT sid FROM chat_conversations WHERE status != 'ENDED' AND expires_at <= ?").all(now) as { sid: string }[];
    for (const r of rows) this.end(r.sid, 'EXPIRED', now);
    return rows.map((r) => r.sid);
  }

  addMessage(sid: string, author: Author, authorName: string | null, body: string, attachments: AttachmentRef[], clientId: string | null, now: number): ChatMessage {
    const info = this.db
      .prepare('INSERT INTO chat_conversation_messages (conversation_sid, author, author_name, body, attachments_json, client_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(sid, author, authorName, body, JSON.stringify(attachments), clientId, now);
    this.db.prepare('UPDATE chat_conversations SET updated_at = ? WHERE sid = ?').run(now, sid);
    return toMessage(this.db.prepare('SELECT * FROM chat_conversation_messages WHERE id = ?').get(Number(info.lastInsertRowid)) as MessageRow);
  }

  messages(sid: string, limit = 200): ChatMessage[] {
    const rows = this.db
      .prepare('SELECT * FROM chat_conversation_messages WHERE conversation_sid = ? ORDER BY id DESC LIMIT ?')
      .all(sid, limit) as MessageRow[];
    return rows.reverse().map(toMessage);
  }

  addAttachment(sid: string, name: string, contentType: string, content: Buffer, now: number): AttachmentRef {
    const uuid = randomUUID();
    this.db.prepare('INSERT INTO chat_attachments (uuid, conversation_sid, name, content_type, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(uuid, sid, name, contentType, content.length, content, now);
    return { uuid, name, contentType, size: content.length };
  }

  attachment(uuid: string): (AttachmentRef & { conversationSid: string; content: Buffer }) | null {
    const row = this.db.prepare('SELECT uuid, conversation_sid, name, content_type, size, content FROM chat_attachments WHERE uuid = ?').get(uuid) as
      { uuid: string; conversation_sid: string; name: string; content_type: string; size: number; content: Buffer } | undefined;
    return row ? { uuid: row.uuid, conversationSid: row.conversation_sid, name: row.name, contentType: row.content_type, size: row.size, content: row.content } : null;
  }
}
