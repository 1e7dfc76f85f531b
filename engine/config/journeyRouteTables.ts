/**
 * The journeys' route tables as a server reads them, in the order paths are resolved (000 §2; the
 * renderer's own list is renderer/app/routeTables.ts): registration, the application, the signer.
 * Read again when a file changes (jsonFile.ts), so a route saved in the studio is known at once.
 */
import path from 'node:path';
import { readJsonFile } from './jsonFile.ts';
import type { JourneyRoutes } from '../types/journeyRoutes.ts';

export const JOURNEY_FILES = ['register', 'heloc', 'signer'] as const;

export function journeyRouteTables(journeysDir: string): () => JourneyRoutes[] {
  return () => JOURNEY_FILES.map((name) => {
    const file = path.join(journeysDir, `${name}.json`);
    const journey = readJsonFile<JourneyRoutes | null>(file, null);
    if (!journey) throw new Error(`The journey file ${file} is missing`);
    return journey;
  });
}
