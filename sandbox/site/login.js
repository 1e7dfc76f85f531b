// Sandbox sign-in page (/auth/login, 001 §2: the login target). Stores the token where the app keeps
// it (localStorage "jwt", 001 §9) and returns to ?next= when it is a path on this site (safeNext.js).
const form = document.getElementById('login');
const error = document.getElementById('error');
const next = new URLSearchParams(location.search).get('next');
const target = safeNext(next, location.origin) ?? '/dashboard';

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  error.textContent = '';
  const body = { email: form.email.value.trim(), password: form.password.value };
  try {
    const res = await fetch('/identity/api/v1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await res.json().catch(() => ({}));
    if (!res.ok || !answer.jwt) {
      error.textContent = res.status === 401 || res.status === 400 ? 'The email or password is not right.' : (answer.message || 'Something unexpected happened');
      return;
    }
    localStorage.setItem('jwt', `Bearer ${answer.jwt}`);
    location.assign(target);
  } catch {
    error.textContent = 'Something unexpected happened';
  }
});
