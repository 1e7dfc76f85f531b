/** The studio's sign-in page (/studio/sign-in): a staff member's id and token, checked by the sandbox (studioSignIn.ts). */
import { useState, type FormEvent } from 'react';

export function SignInPage({ next, staffFile }: { next: string; staffFile: boolean }) {
  const [id, setId] = useState('');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await fetch('/studio/sign-in', { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify({ id, token, next }) });
      const body = (await res.json().catch(() => ({}))) as { message?: string; next?: string; errors?: { message: string }[] };
      if (!res.ok) throw new Error(body.errors?.map((x) => x.message).join(' ') || body.message || `The sandbox answered ${res.status}.`);
      window.location.assign(body.next ?? '/studio');
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };
  return (
    <main className="sign-in">
      <h1>Sign in to the studio</h1>
      {!staffFile && <p className="studio__hint">This studio has no staff file: it is opened with the operations token (?token=). Add members with <code>npm run journey -- staff add</code>.</p>}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <label className="studio__field">Staff id
          <input name="id" autoComplete="username" value={id} onChange={(e) => setId(e.target.value)} required autoFocus />
        </label>
        <label className="studio__field">Token
          <input name="token" type="password" autoComplete="current-password" value={token} onChange={(e) => setToken(e.target.value)} required />
        </label>
        {error && <p className="studio__error" role="alert">{error}</p>}
        <button type="submit" className="studio__primary" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</button>
      </form>
    </main>
  );
}
