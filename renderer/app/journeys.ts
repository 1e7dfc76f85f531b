/**
 * The journey files whole (data; see journeys/), for what navigates by their step machines and
 * status tables: the application and signer pages (their own chunks) and the staff studio. What
 * routes a path needs only routeTables.ts, which every page loads.
 */
import heloc from '../../journeys/heloc.json';
import register from '../../journeys/register.json';
import signer from '../../journeys/signer.json';
import type { Journey } from '../../engine/index.ts';

export { BASE_PATH, screenIdOf, indexRouteOf } from './routeTables.ts';

export const journeys = { heloc: heloc as Journey, register: register as Journey, signer: signer as Journey };
export const allJourneys: Journey[] = [journeys.register, journeys.heloc, journeys.signer];
