/** The chat calls of 001 §7, through the request client (external context: no token). */
import { request } from '../api/client.ts';
import { apiPath } from '../api/operations.ts';

export const chatKeys = { openStatus: ['chat', 'openStatus'] as const, history: (id: string) => ['chat', 'history', id] as const };

export const fetchOpenStatus = () => request<{ isOpen: boolean; openStatus: 'OPEN' | 'CLOSED' }>(apiPath('openStatus', { department: 'OPS_CHAT' }), { external: true, background: true });

/** 001 §7 init answer; the stream provider's channel is of type "support" (001 §9), addressed as its cid. */
export interface InitAnswer { token: string; conversationSid: string; omniProxyChannelId: string; expiration: string; providerChannelId?: string; providerChannelCid?: string }
export const STREAM_CHANNEL_TYPE = 'support';
export const channelCid = (answer: InitAnswer): string | null => answer.providerChannelCid ?? (answer.providerChannelId ? `${STREAM_CHANNEL_TYPE}:${answer.providerChannelId}` : null);
/** 001 §7: the stream provider's init (the default), or twilio's. */
export const initWebChat = (body: Record<string, unknown>, provider = 'stream') =>
  request<InitAnswer>(apiPath(provider === 'twilio' ? 'chatInitTwilio' : 'chatInit'), { method: 'POST', body: { ...body, chatMode: provider }, external: true });
/** 001 §7 refreshToken: a new token and expiry for a live agent chat. */
export const refreshChatToken = (token: string) =>
  request<{ token: string; expiration: string }>(apiPath('chatTokenRefresh'), { method: 'POST', body: { token }, external: true, background: true });

/** 001 §6, §7 borrower authentication (signed in: the stored token goes in the Authorization header). */
export const authenticateChat = () => request<{ nonce: string }>(apiPath('chatAuthenticate'), { method: 'POST' });
export const refreshNonce = (nonce: string) => request<{ nonce: string }>(`${apiPath('chatNonceRefresh')}?nonce=${encodeURIComponent(nonce)}`, { method: 'PUT', background: true });

export const webChatInfo = (omniProxyChannelId: string) =>
  request<{ contactId: string }>(apiPath('chatInfo'), { method: 'POST', body: { omniProxyChannelId }, external: true });

export interface BotAnswer { conversationId: string; questionId: string; questionStr: string; responseStr: string; createdDt: string }
/** Signed in, the bot answers about the applicant's own application (its home's state, its chosen offer), so the token goes with the question. */
export const askBot = (body: Record<string, unknown>) => request<BotAnswer>(apiPath('chatbotMessage'), { method: 'POST', body, external: true, carryToken: true });
export const botHistory = (conversationId: string) => request<Omit<BotAnswer, 'conversationId'>[]>(apiPath('chatbotHistory', { conversationId }), { external: true, carryToken: true });
export const botFeedback = (body: Record<string, unknown>) => request(apiPath('chatbotFeedback'), { method: 'POST', body, external: true });

export const attachmentUrl = (uuid: string, token: string) => `${apiPath('chatAttachment', { uuid })}?userToken=${encodeURIComponent(token)}`;
