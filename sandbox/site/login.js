// Sandbox sign-in page (/auth/login, 001 §2: the login target). Stores the token where the app keeps
// it (localStorage "jwt", 001 §9) and returns to ?next= when it is a path on this site (safeNext.js).
// Each empty field says what to enter; while the answer is awaited the button says so and cannot be
// pressed twice. A refused sign-in offers "Forgot your password?" beside its message: the lender's
// reset page, or its support page (brand passwordResetUrl, brands/_defaults.json).
const form = document.getElementById('login');
const error = document.getElementById('error');
const button = form.querySelector('button[type="submit"]');
const next = new URLSearchParams(location.search).get('next');
const target = safeNext(next, location.origin) ?? '/dashboard';
const MISSING = { email: 'Enter your email address', password: 'Enter your password' };

function fieldError(name, message) {
  const input = form[name];
  const box = document.getElementById(`${name}-error`);
  box.textContent = message;
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

function busy(on) {
  button.disabled = on;
  form.setAttribute('aria-busy', String(on));
  button.textContent = on ? 'Signing in…' : 'Sign in';
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  error.textContent = '';
  const body = { email: form.email.value.trim(), password: form.password.value };
  const missing = Object.keys(MISSING).filter((name) => body[name] === '');
  for (const name of Object.keys(MISSING)) fieldError(name, missing.includes(name) ? MISSING[name] : '');
  if (missing.length) {
    form[missing[0]].focus();
    return;
  }
  busy(true);
  try {
    // Signed in from a lender's page (?org=): the pages after it stay that lender's (routes/identity.ts).
    const org = new URLSearchParams(location.search).get('org');
    const res = await fetch(`/identity/api/v1/login${org ? `?org=${encodeURIComponent(org)}` : ''}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await res.json().catch(() => ({}));
    if (!res.ok || !answer.jwt) {
      busy(false);
      error.textContent = res.status === 401 || res.status === 400
        ? 'The email address or password is not right. Check them and try again.'
        : (answer.message || 'Something unexpected happened. Please try again.');
      return;
    }
    localStorage.setItem('jwt', `Bearer ${answer.jwt}`);
    location.assign(target);
  } catch {
    busy(false);
    error.textContent = 'We could not reach the server. Check your connection and try again.';
  }
});
