import type { Ctx } from '../context.js';
import { translate } from '../../engine/locale.ts';
import { interpolate } from '../../engine/template.ts';
import { Conversations, type AttachmentRef, type Conversation } from '../db/conversations.js';
import { ApiError, ValidationError } from '../http/errors.js';
import { agentSummary, ChatHub, conversationView, messageView } from './hub.js';
import { own } from '../util/own.js';

/** 001 §5: the attachment types an applicant may send, by extension. */
export const ATTACHMENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  amr: 'audio/amr',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  txt: 'text/plain',
};
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_MESSAGE_LENGTH = 4000;

export interface IncomingAttachment {
  name?: unknown;
  content?: unknown;
}

/**
 * The agent side of web chat: conversations in SQLite, live delivery over the hub's websockets.
 * Every write runs in one transaction; broadcasts happen after it commits.
 */
export class ChatService {
  readonly conversations: Conversations;
  readonly hub = new ChatHub();

  constructor(private readonly ctx: Ctx) {
    this.conversations = new Conversations(ctx.db);
  }

  /** Ends conversations whose 6-hour session ran out, and tells both sides. */
  sweep(): void {
    const ended = this.ctx.tx(() => this.conversations.expire(this.ctx.now()));
    for (const sid of ended) this.announce(this.conversations.get(sid)!);
  }

  /** The applicant's conversation for a token, or 401 (unknown or expired: 001 §8 "Token state is invalid."). */
  forToken(token: string | undefined): Conversation {
    this.sweep();
    const c = token ? this.conversations.byToken(token) : null;
    if (!c) throw new ApiError(401, 'invalid token');
    return c;
  }

  list() {
    this.sweep();
    return this.conversations.open(this.ctx.now()).map((c) => ({
      ...agentSummary(c, this.conversations.messages(c.sid, 1)[0]),
      applicantOnline: this.hub.online(c.sid),
    }));
  }

  detail(sid: string) {
    this.sweep();
    const c = this.conversations.get(sid);
    if (!c) throw new ApiError(404, 'The conversation was not found.');
    return { conversation: { ...agentSummary(c, undefined), applicantOnline: this.hub.online(sid) }, messages: this.conversations.messages(sid).map(messageView) };
  }

  /** Tells the applicant and every console about a conversation's state. */
  announce(c: Conversation): void {
    this.hub.toApplicants(c.sid, { type: 'state', conversation: conversationView(c) });
    this.hub.toAgents({ type: 'conversations', conversations: this.list() });
  }

  /** Stores a message (with its attachments) and delivers it to both sides. */
  post(sid: string, author: 'APPLICANT' | 'AGENT' | 'SYSTEM', authorName: string | null, body: unknown, attachments: unknown, clientId: unknown) {
    const text = typeof body === 'string' ? body : '';
    const files = Array.isArray(attachments) ? (attachments as IncomingAttachment[]) : [];
    // 001 §5: blank messages without files are not sent.
    if (!text.trim() && files.length === 0) throw new ValidationError([{ pointer: '/body', message: 'Type a message' }]);
    if (text.length > MAX_MESSAGE_LENGTH) throw new ValidationError([{ pointer: '/body', message: `Please use ${MAX_MESSAGE_LENGTH} characters or fewer` }]);
    const decoded = files.map((f, i) => {
      const name = typeof f.name === 'string' ? f.name.slice(0, 200) : '';
      const ext = name.toLowerCase().split('.').pop() ?? '';
      const type = own(ATTACHMENT_TYPES, ext);
      if (!name || !type) throw new ValidationError([{ pointer: `/attachments/${i}/name`, message: 'Attach JPG, PNG, AMR, MP3, MP4, PDF or TXT files' }]);
      const content = typeof f.content === 'string' ? Buffer.from(f.content, 'base64') : Buffer.alloc(0);
      if (content.length === 0) throw new ValidationError([{ pointer: `/attachments/${i}/content`, message: 'The file is empty' }]);
      if (content.length > MAX_ATTACHMENT_BYTES) throw new ValidationError([{ pointer: `/attachments/${i}/content`, message: 'Files must be 10 MB or smaller' }]);
      return { name, type, content };
    });
    const now = this.ctx.now();
    const message = this.ctx.tx(() => {
      const c = this.conversations.get(sid);
      if (!c) throw new ApiError(404, 'The conversation was not found.');
      if (c.status === 'ENDED') throw new ApiError(409, 'The conversation has ended.');
      const refs: AttachmentRef[] = decoded.map((d) => this.conversations.addAttachment(sid, d.name, d.type, d.content, now));
      return this.conversations.addMessage(sid, author, authorName, text, refs, typeof clientId === 'string' ? clientId.slice(0, 64) : null, now);
    });
    const view = messageView(message);
    this.hub.toApplicants(sid, { type: 'message', message: view });
    this.hub.toAgents({ type: 'message', sid, message: view });
    this.hub.toAgents({ type: 'conversations', conversations: this.list() });
    return view;
  }

  /** An agent takes a waiting conversation. */
  join(sid: string, agentName: string) {
    const c = this.ctx.tx(() => {
      const current = this.conversations.get(sid);
      if (!current) throw new ApiError(404, 'The conversation was not found.');
      if (current.status === 'ENDED') throw new ApiError(409, 'The conversation has ended.');
      return this.conversations.assign(sid, agentName, this.ctx.now());
    });
    // In the applicant's language, kept with the conversation when it began (locales/es/service.json).
    const words = translate('{{agentName}} joined the chat.', this.ctx.dictionaryIn(c.language, c.orgCode));
    this.post(sid, 'SYSTEM', null, interpolate(words, { agentName }), [], null);
    this.announce(c);
    return c;
  }

  /** An agent's answer; answering a waiting conversation takes it. */
  answer(sid: string, agentName: string, body: unknown, clientId: unknown) {
    if (this.conversations.get(sid)?.status === 'WAITING') this.join(sid, agentName);
    return this.post(sid, 'AGENT', agentName, body, [], clientId);
  }

  /** The agent (or the applicant) ends the conversation; the applicant then sees the ended panel. */
  end(sid: string, by: 'AGENT' | 'APPLICANT') {
    const c = this.ctx.tx(() => {
      const current = this.conversations.get(sid);
      if (!current) throw new ApiError(404, 'The conversation was not found.');
      return this.conversations.end(sid, by, this.ctx.now());
    });
    this.announce(c);
    return c;
  }
}
