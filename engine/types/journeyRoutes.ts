/** What routing a path reads of a journey (000 §2: routes, redirects, route kinds, sign-in), and its stepper's steps (registration's bar counts them: engine/progress.ts storyStep): a page can route before the rest of a journey (step machine, status table) is loaded. */
import type { Journey } from './journey.ts';

export type JourneyRoutes = Pick<Journey, 'id' | 'basePath' | 'routes' | 'redirects' | 'routeKind' | 'steps' | 'signIn' | 'progress' | 'phase'>;
