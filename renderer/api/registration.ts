/**
 * Finishing registration: the calls journeys/register.json names (engine registrationCalls: the
 * identity unless signed in, verified with the JWT it answers, then the application), each with the
 * body the engine builds from the saved answers. Field errors of either call come back as
 * ApiError.fieldErrors; a refusal the journey words (a call's `refusals`: the e-mail of an existing
 * account) reads in those words.
 */
import { callScreens, refusalWords, registrationCalls, type RegistrationCallId, type StepSchemas } from '../../engine/registration.ts';
import { loadScreen } from '../screens/loadScreen.ts';
import type { RuleContext } from '../../engine/index.ts';
import { routeTables } from '../app/routeTables.ts';
import { ApiError, request } from './client.ts';
import { logDecision } from '../app/devTrace.ts';
import { apiPath } from './operations.ts';
import { verifyRegisteredIdentity } from './identity.ts';
import { utmSourceFor } from '../state/visitorMarks.ts';

export interface CreatedApplication { uuid: string; status?: unknown }

/** Where each registration call goes (the identity call is made in the external context: no token). */
const SEND: Record<RegistrationCallId, (body: Record<string, unknown>) => Promise<CreatedApplication | null>> = {
  register: async (body) => {
    await registerIdentity(body);
    return null;
  },
  createApplication: (body) => request<CreatedApplication>(apiPath('createApplication'), { method: 'POST', body }),
};

/** Registers the identity and keeps its token once verified with the JWT it answered (001 §7: "identity exists" otherwise). */
export async function registerIdentity(body: Record<string, unknown>): Promise<void> {
  const { jwt } = await request<{ jwt: string }>(apiPath('register'), { method: 'POST', body, external: true });
  await verifyRegisteredIdentity(jwt);
}

/** The schemas of the screens the calls name (already loaded: the applicant has just seen them). */
async function stepSchemas(): Promise<StepSchemas> {
  const ids = callScreens(routeTables.register);
  return Object.fromEntries(await Promise.all(ids.map(async (id) => [id, (await loadScreen(id)).screen.schema] as const)));
}

/** Makes the registration calls in order; answers the application created. */
export async function finishRegistration(answers: Record<string, unknown>, ctx: RuleContext, schemas?: StepSchemas): Promise<CreatedApplication> {
  let created: CreatedApplication | null = null;
  // A marked visitor (utm_source=cloc earlier in this browser session) keeps the mark without the query.
  const utmSource = utmSourceFor(ctx.query ?? {});
  const withMarks: RuleContext = utmSource ? { ...ctx, query: { ...ctx.query, utm_source: utmSource } } : ctx;
  for (const call of registrationCalls(routeTables.register, answers, withMarks, schemas ?? (await stepSchemas())).result) {
    try {
      created = (await SEND[call.id](call.body)) ?? created;
    } catch (error) {
      if (!(error instanceof ApiError) || error.fieldErrors.length > 0) throw error;
      const words = refusalWords(routeTables.register, call.id, { status: error.status, message: error.message }, withMarks);
      logDecision(`refusal of ${call.id}`, words);
      if (words.result === null) throw error;
      throw new ApiError(error.status, error.message, error.body, error.retryAfter, words.result);
    }
  }
  if (!created) throw new Error('Registration made no application (journeys/register.json stepsComplete.calls)');
  return created;
}
