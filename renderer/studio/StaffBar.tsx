/** Who is signed in to the studio, as what, and signing out (sandbox/routes/studioSignIn.ts). */
import type { StudioActor } from './studioApi.ts';

const ROLE_WORDS: Record<StudioActor['role'], string> = { viewer: 'viewer: reads', editor: 'editor: saves drafts for review', publisher: 'publisher: saves live, reviews and reverts' };

export function StaffBar({ me }: { me: StudioActor | undefined }) {
  if (!me) return null;
  const signOut = async () => {
    await fetch('/studio/sign-out', { method: 'POST', headers: { accept: 'application/json' } });
    window.location.assign('/studio/sign-in');
  };
  return (
    <p className="staff-bar" data-testid="staff-bar">
      {me.via === 'session' && <>Signed in as <strong>{me.name}</strong> ({ROLE_WORDS[me.role]})</>}
      {me.via === 'ops-token' && <>Opened with the operations token: a publisher, as there is no staff file.</>}
      {me.via === 'open' && <><strong>Open to all</strong> (a sandbox demo: no staff file and no operations token): anyone who opens the studio can publish, a save goes live for every lender at once with no review, and History cannot say who made it. <a href="/studio/staff">Set up staff accounts</a> so that each person signs in, an editor's change waits for a publisher, and History names its author.</>}
      {me.via === 'session' && <button type="button" onClick={() => void signOut()}>Sign out</button>}
    </p>
  );
}
