/** What the leave survey (001 §2) is counted per: the route, with the application id as `:uuid`. */
const UUID_SEGMENT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export const surveyRouteOf = (pathname: string) => pathname.replace(UUID_SEGMENT, ':uuid');
