/**
 * Finishing registration: the calls journeys/register.json names (engine registrationCalls: the
 * identity unless signed in, then the application), each with the body the engine builds from the
 * saved answers. Field errors of either call come back as ApiError.fieldErrors.
 */
import { registrationCalls, type RegistrationCallId, type RuleContext } from '../../engine/index.ts';
import { journeys } from '../app/journeys.ts';
import { request, setToken } from './client.ts';

export interface CreatedApplication { uuid: string; status?: unknown }

/** Where each registration call goes (the identity call is made in the external context: no token). */
const SEND: Record<RegistrationCallId, (body: Record<string, unknown>) => Promise<CreatedApplication | null>> = {
  register: async (body) => {
    const { jwt } = await request<{ jwt: string }>('/identity/api/v1/registration/register', { method: 'POST', body, external: true });
    setToken(jwt);
    return null;
  },
  createApplication: (body) => request<CreatedApplication>('/service-application/api/v1/application/heloc', { method: 'POST', body }),
};

/** Makes the registration calls in order; answers the application created. */
export async function finishRegistration(answers: Record<string, unknown>, ctx: RuleContext): Promise<CreatedApplication> {
  let created: CreatedApplication | null = null;
  for (const call of registrationCalls(journeys.register, answers, ctx).result) created = (await SEND[call.id](call.body)) ?? created;
  if (!created) throw new Error('Registration made no application (journeys/register.json stepsComplete.calls)');
  return created;
}
