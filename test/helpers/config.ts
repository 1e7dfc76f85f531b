/** The shipped config, loaded once per test file, and small builders for test data. */
import { loadConfig, brandSources } from '../../engine/config/loadConfig.ts';
import { callScreens, type Journey, type StepSchemas } from '../../engine/index.ts';
import { appParts } from './data.ts';
import type { Application } from '../../engine/types/application.ts';

export const config = loadConfig();
export const heloc: Journey = config.journeys.heloc!.data;
export const register: Journey = config.journeys.register!.data;
export const signer: Journey = config.journeys.signer!.data;
export const brands = brandSources(config);
/** The schemas of the screens registration's calls name (journeys/register.json stepsComplete.calls: screens), as the app loads them. */
export const stepSchemas: StepSchemas = Object.fromEntries(callScreens(register).map((id) => [id, (config.screens[id]?.data as { schema?: unknown } | undefined)?.schema]));

export const UUID = '0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10';
export const BASE = '/account/heloc';
export const at = (path: string): string => `${BASE}/${UUID}/${path}`;

/** An application with the given fields (000 §3), status flags merged in. */
export function app(fields: Record<string, unknown> = {}, status: Record<string, unknown> = {}): Application {
  return appParts({ uuid: UUID, ...fields, status: { ...(fields.status as object | undefined), ...status } });
}
