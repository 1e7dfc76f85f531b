/**
 * The body of init-web-chat (001 §7): name, email, applicationUuid, tag, skill (CLOC_HELOC for a
 * crypto HELOC — the application's isCrypto or a utm_source=cloc visitor — otherwise the brand's FHEL
 * or White Label), welcomeMessage, pageUrl, orgCode, identityUuid, nonce, and the additional
 * attributes loanNumber and prodType.
 */
export const CRYPTO_SKILL = 'CLOC_HELOC';
export const PRODUCT_TYPE = 'HELOC';

export interface InitInput {
  form: Record<string, unknown>;
  brand: { orgCode?: string; behaviour?: { chatSkill?: string } } | undefined;
  identityUuid: string | null;
  application: { uuid?: string; loanNumber?: unknown; isCrypto?: unknown } | null;
  applicationUuid: string | null;
  cryptoVisitor: boolean;
  welcomeMessage: string | null;
  pageUrl: string;
  nonce: string | null;
  agentId?: string | null;
}

export function chatSkill(brandSkill: string | undefined, crypto: boolean): string | null {
  return crypto ? CRYPTO_SKILL : brandSkill ?? null;
}

export function initWebChatBody(input: InitInput): Record<string, unknown> {
  const crypto = input.application?.isCrypto === true || input.cryptoVisitor;
  const loanNumber = typeof input.application?.loanNumber === 'string' ? input.application.loanNumber : null;
  return {
    nonce: input.nonce,
    name: input.form['friendlyName'],
    email: input.form['emailAddress'] || null,
    applicationUuid: input.applicationUuid,
    skill: chatSkill(input.brand?.behaviour?.chatSkill, crypto),
    orgCode: input.brand?.orgCode ?? null,
    pageUrl: input.pageUrl,
    welcomeMessage: input.welcomeMessage,
    identityUuid: input.identityUuid,
    tag: PRODUCT_TYPE,
    additionalAttributes: { prodType: PRODUCT_TYPE, loanNumber },
    ...(input.agentId ? { agentId: input.agentId } : {}),
  };
}
