/**
 * The session-replay link (000 §7, §8): on a page whose path has an application id, the link to
 * this browser session's recording is sent once per application: PUT {base}/{uuid}/full-story-link
 * {link}. The recording is the telemetry session's trail, which staff open at
 * /ops/telemetry/sessions/{session uuid}. A 401 is swallowed; other errors are rethrown.
 */
import { ApiError, request } from '../api/client.ts';
import { apiPath } from '../api/operations.ts';
import { applicationUuidOf, ensureSession } from './telemetry.ts';

const sent = new Set<string>();

export const replayLinkFor = (origin: string, sessionUuid: string) => `${origin}/ops/telemetry/sessions/${encodeURIComponent(sessionUuid)}`;

export async function putReplayLink(applicationUuid: string, link: string): Promise<void> {
  try {
    await request(apiPath('fullStoryLink', { uuid: applicationUuid }), { method: 'PUT', body: { link }, background: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** Sends the link for the application in `path`, once per application and session; false when there is none. */
export async function sendReplayLink(path: string): Promise<boolean> {
  const uuid = applicationUuidOf(path);
  if (!uuid || sent.has(uuid)) return false;
  sent.add(uuid);
  try {
    const session = await ensureSession();
    await putReplayLink(uuid, replayLinkFor(window.location.origin, session.uuid));
    return true;
  } catch (error) {
    sent.delete(uuid);
    throw error;
  }
}

/** For tests. */
export const resetReplayLinks = () => sent.clear();
