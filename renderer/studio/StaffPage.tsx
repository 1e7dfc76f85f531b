/**
 * The staff page (/studio/staff, sandbox/routes/studioStaff.ts): who may use the studio and as what;
 * a publisher adds a colleague, or gives one a new token or another role, and passes the token on
 * (shown once: only its hash is kept).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { studioCall, studioUrl, type StudioActor } from './studioApi.ts';
import { StaffBar } from './StaffBar.tsx';

type Role = StudioActor['role'];
interface Member { id: string; name: string; email: string; role: Role }
interface StaffData { staffFile: boolean; roles: Role[]; members: Member[] }
const aRole = (r: Role) => (r === 'editor' ? `an ${r}` : `a ${r}`);
const ROLE_WORDS: Record<Role, string> = { viewer: 'Viewer: reads every tool, changes nothing', editor: 'Editor: saves drafts that a publisher reviews', publisher: 'Publisher: saves live, approves drafts, reverts, manages staff' };

export function StaffPage({ token, me }: { token: string | undefined; me: StudioActor | undefined }) {
  const [data, setData] = useState<StaffData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState<Member>({ id: '', name: '', email: '', role: 'editor' });
  const [made, setMade] = useState<{ member: Member; token: string; replaced: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => { studioCall<StaffData>(token, 'GET', '/studio/staff/data').then(setData, (e: Error) => setError(e.message)); }, [token]);
  useEffect(load, [load]);
  const publisher = me?.role === 'publisher';
  const pick = (m: Member) => setForm({ ...m });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setMade(null);
    try {
      setMade(await studioCall<{ member: Member; token: string; replaced: boolean }>(token, 'POST', '/studio/staff/members', form));
      load();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const field = (key: 'id' | 'name' | 'email', label: string, type = 'text') => (
    <label className="studio__field">{label}
      <input name={key} type={type} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} autoComplete="off" />
    </label>
  );
  return (
    <main className="history">
      <header className="history__header">
        <h1>Staff</h1>
        <nav><a href={studioUrl('/studio', {}, token)}>Studio</a> <a href={studioUrl('/studio/history', {}, token)}>History</a></nav>
        <StaffBar me={me} />
      </header>
      {!data ? <p className="studio__hint">Reading the staff file…</p> : (
        <>
          <section aria-labelledby="members">
            <h2 id="members">Who may use the studio</h2>
            {!data.staffFile && <p className="studio__hint">There is no staff file yet: the studio is opened with the operations token. Add yourself first, as a publisher: from then on everyone signs in with their own id and token, and every save names who made it.</p>}
            {data.members.length > 0 && (
              <table className="staff__table" data-testid="staff-members">
                <thead><tr><th scope="col">Name</th><th scope="col">Staff id</th><th scope="col">E-mail</th><th scope="col">Role</th>{publisher && <th scope="col"><span className="visually-hidden">Change</span></th>}</tr></thead>
                <tbody>
                  {data.members.map((m) => (
                    <tr key={m.id}>
                      <td>{m.name}</td><td><code>{m.id}</code></td><td>{m.email}</td><td>{m.role}</td>
                      {publisher && <td><button type="button" onClick={() => pick(m)} aria-label={`Change ${m.name}'s role or token`}>Change…</button></td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          {publisher ? (
            <section aria-labelledby="add-member">
              <h2 id="add-member">Add a colleague, or change one</h2>
              <p className="studio__hint">An id already in the list gets the new name, e-mail and role, and a new token: the old one stops working.</p>
              <form onSubmit={(e) => void submit(e)} noValidate className="history__form">
                {field('name', 'Name')}
                {field('email', 'E-mail address', 'email')}
                {field('id', 'Staff id (how they sign in)')}
                <fieldset className="staff__roles">
                  <legend>Role</legend>
                  {data.roles.map((r) => (
                    <label key={r} className="staff__role"><input type="radio" name="role" value={r} checked={form.role === r} onChange={() => setForm({ ...form, role: r })} /> {ROLE_WORDS[r]}</label>
                  ))}
                </fieldset>
                <button type="submit" className="studio__primary" disabled={busy}>{busy ? 'Saving…' : 'Save and make a token'}</button>
              </form>
            </section>
          ) : <p className="studio__hint">Only a publisher adds colleagues or changes roles.</p>}
        </>
      )}
      {error && <p className="studio__error" role="alert">{error}</p>}
      {made && (
        <div className="history__notice" role="status" data-testid="staff-token">
          <p>{made.replaced ? `${made.member.name} is now ${aRole(made.member.role)}, with a new token.` : `${made.member.name} can now sign in as ${aRole(made.member.role)}.`} Give them their id and this token; it is shown only now:</p>
          <p>Staff id <code>{made.member.id}</code> · token <code data-testid="staff-token-value">{made.token}</code></p>
          <p>They sign in at <a href="/studio/sign-in">/studio/sign-in</a>.</p>
        </div>
      )}
    </main>
  );
}
