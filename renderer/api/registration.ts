/**
 * Finishing registration: register the identity (unless signed in) and verify it with the answered
 * JWT, then create the application from the saved answers. Field errors of either call come back as
 * ApiError.fieldErrors.
 */
import { request } from './client.ts';
import { verifyRegisteredIdentity } from './identity.ts';

export interface CreatedApplication { uuid: string; status?: unknown }

const IDENTITY_KEYS = ['name', 'email', 'phoneNumber', 'smsMarketingConsent', 'smsTransactionalConsent', 'password', 'confirmPassword', 'termPrivacyConsent', 'communicationConsent'];
const APPLICATION_KEYS = ['propertyAddress', 'homeAddress', 'isListedForSale', 'income', 'name', 'dob'];

const pick = (data: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));

export async function registerIdentity(answers: Record<string, unknown>): Promise<void> {
  const { jwt } = await request<{ jwt: string }>('/identity/api/v1/registration/register', { method: 'POST', body: pick(answers, IDENTITY_KEYS), external: true });
  // 001 §7: the new identity is verified with the returned JWT before it is kept ("identity exists" otherwise).
  await verifyRegisteredIdentity(jwt);
}

export function createApplication(answers: Record<string, unknown>, extra: { referrer?: string; utmSource?: string }): Promise<CreatedApplication> {
  const body: Record<string, unknown> = { ...pick(answers, APPLICATION_KEYS), softCreditConsent: true };
  if (answers.propertyAddress && (answers.propertyAddress as { occupancyType?: string }).occupancyType === 'PRIMARY') delete body.homeAddress;
  if (extra.referrer) body.referrer = extra.referrer;
  if (extra.utmSource) body.utmSource = extra.utmSource;
  return request<CreatedApplication>('/service-application/api/v1/application/heloc', { method: 'POST', body });
}
