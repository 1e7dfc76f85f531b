/** The chat calls of 001 §7, through the request client (external context: no token). */
import { request } from '../api/client.ts';

const HOURS = '/service-operating-hours/external/api/v1/hours';
const BOT = '/service-chat-chatbot/external/api/v1/message';

export const chatKeys = { openStatus: ['chat', 'openStatus'] as const, history: (id: string) => ['chat', 'history', id] as const };

export const fetchOpenStatus = () => request<{ isOpen: boolean; openStatus: 'OPEN' | 'CLOSED' }>(`${HOURS}/OPS_CHAT/openStatus`, { external: true, background: true });

/** 001 §7 init answer; the stream provider's channel is of type "support" (001 §9), addressed as its cid. */
export interface InitAnswer { token: string; conversationSid: string; omniProxyChannelId: string; expiration: string; providerChannelId?: string; providerChannelCid?: string }
export const STREAM_CHANNEL_TYPE = 'support';
export const channelCid = (answer: InitAnswer): string | null => answer.providerChannelCid ?? (answer.providerChannelId ? `${STREAM_CHANNEL_TYPE}:${answer.providerChannelId}` : null);
/** 001 §7: the stream provider's init (the default), or twilio's. */
export const initWebChat = (body: Record<string, unknown>, provider = 'stream') =>
  request<InitAnswer>(provider === 'twilio' ? '/service-csp/external/api/v1/twilio/initWebChat' : '/service-omni-proxy/insecure/api/v1/stream/init-web-chat', { method: 'POST', body: { ...body, chatMode: provider }, external: true });
/** 001 §7 refreshToken: a new token and expiry for a live agent chat. */
export const refreshChatToken = (token: string) =>
  request<{ token: string; expiration: string }>('/service-csp/external/api/v1/twilio/refreshToken', { method: 'POST', body: { token }, external: true, background: true });

/** 001 §6, §7 borrower authentication (signed in: the stored token goes in the Authorization header). */
const WEBCHAT_SECURE = '/service-csp/customer/secure/api/v1/webchat';
export const authenticateChat = () => request<{ nonce: string }>(`${WEBCHAT_SECURE}/authenticate`, { method: 'POST' });
export const refreshNonce = (nonce: string) => request<{ nonce: string }>(`${WEBCHAT_SECURE}/refresh?nonce=${encodeURIComponent(nonce)}`, { method: 'PUT', background: true });

export const webChatInfo = (omniProxyChannelId: string) =>
  request<{ contactId: string }>('/service-csp/external/api/v1/twilio/web-chat-info', { method: 'POST', body: { omniProxyChannelId }, external: true });

export interface BotAnswer { conversationId: string; questionId: string; questionStr: string; responseStr: string; createdDt: string }
/** Signed in, the bot answers about the applicant's own application (its home's state, its chosen offer), so the token goes with the question. */
export const askBot = (body: Record<string, unknown>) => request<BotAnswer>(`${BOT}/chatWithAutobot`, { method: 'POST', body, external: true, carryToken: true });
export const botHistory = (conversationId: string) => request<Omit<BotAnswer, 'conversationId'>[]>(`${BOT}/getChatHistory/${encodeURIComponent(conversationId)}`, { external: true, carryToken: true });
export const botFeedback = (body: Record<string, unknown>) => request(`${BOT}/setChatReplyUsedWithFeedback`, { method: 'POST', body, external: true });

export const attachmentUrl = (uuid: string, token: string) => `/service-omni-proxy/insecure/api/v1/stream/attachments/${uuid}?userToken=${encodeURIComponent(token)}`;
