import { replaceUuids } from '../../engine/paths.ts';

/** What the leave survey (001 §2) is counted per: the route, with the application id as `:uuid`. */
export const surveyRouteOf = (pathname: string) => replaceUuids(pathname, ':uuid');
