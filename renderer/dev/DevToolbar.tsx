/**
 * The dev toolbar (001 §2, §8, outside production): sign in by e-mail and password (POST
 * /identity/api/v1/login) or with a token, then go to the user's active HELOC (GET .../heloc/all).
 * Any failure reads "Something unexpected happened logging you in". Links set the chat `mode`.
 */
import { useState, type FormEvent } from 'react';
import { interpolate } from '../../engine/template.ts';
import { clearToken, request, setToken } from '../api/client.ts';
import { findUser, login } from '../api/identity.ts';
import { apiPath } from '../api/operations.ts';
import config from './devTools.json';

const copy = config.toolbar;
const bar = { position: 'fixed', left: '0.5rem', bottom: '0.5rem', zIndex: 50, maxWidth: '22rem', background: '#fff', color: '#1f2933', border: '2px dashed #9aa5b1', borderRadius: '8px', padding: '0.25rem 0.75rem', font: '14px/1.4 system-ui, sans-serif' } as const;
const row = { display: 'flex', flexDirection: 'column', gap: '0.25rem', margin: '0.5rem 0' } as const;

interface Heloc { uuid: string; active: boolean }

export function DevToolbar({ basePath }: { basePath: string }) {
  const [state, setState] = useState<{ text: string; error?: boolean; active?: string } | null>(null);

  const afterSignIn = async () => {
    const identity = await findUser();
    const helocs = await request<Heloc[]>(apiPath('applicationList'));
    const active = helocs.find((h) => h.active);
    if (!active) {
      setState({ text: interpolate(copy.noActive, { email: identity.email }) });
      return;
    }
    setState({ text: interpolate(copy.signedIn, { email: identity.email }), active: active.uuid });
    window.location.assign(`${basePath}/${active.uuid}`);
  };

  const run = (fn: () => Promise<void>) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setState(null);
    try {
      await fn();
      await afterSignIn();
    } catch {
      clearToken();
      setState({ text: copy.failed, error: true });
    }
  };

  const withPassword = run(async () => {
    const form = new FormData(document.getElementById('dev-login') as HTMLFormElement);
    await login({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  });
  const withToken = run(async () => {
    const token = String(new FormData(document.getElementById('dev-token') as HTMLFormElement).get('token') ?? '').trim();
    if (!token) throw new Error('no token');
    setToken(token);
  });

  const modeLink = (mode: string) => {
    const q = new URLSearchParams(window.location.search);
    q.set('mode', mode);
    q.set('pop-webchat', '');
    return `${window.location.pathname}?${q.toString()}`;
  };

  return (
    <aside style={bar} aria-label={copy.title}>
      <details>
        <summary><strong>{copy.title}</strong></summary>
        <form id="dev-login" style={row} onSubmit={withPassword}>
          <label htmlFor="dev-email">{copy.emailLabel}</label>
          <input id="dev-email" name="email" type="email" autoComplete="off" />
          <label htmlFor="dev-password">{copy.passwordLabel}</label>
          <input id="dev-password" name="password" type="password" autoComplete="off" />
          <button type="submit">{copy.signIn}</button>
        </form>
        <form id="dev-token" style={row} onSubmit={withToken}>
          <label htmlFor="dev-token-value">{copy.tokenLabel}</label>
          <textarea id="dev-token-value" name="token" rows={2} />
          <button type="submit">{copy.useToken}</button>
        </form>
        {state ? <p role={state.error ? 'alert' : 'status'} style={{ color: state.error ? '#b3261e' : undefined }}>{state.text}</p> : null}
        {state?.active ? <a href={`${basePath}/${state.active}`}>{copy.jump}</a> : null}
        <p style={{ margin: '0.25rem 0' }}>{copy.chatModes}: {Object.keys(config.chatModes).map((m, i) => <span key={m}>{i ? ' · ' : ''}<a href={modeLink(m)}>{m}</a></span>)}</p>
      </details>
    </aside>
  );
}
