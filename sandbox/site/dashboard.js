// Sandbox dashboard ("Your applications"): the token is the one the app keeps in localStorage under "jwt" (001 §9).
const state = document.getElementById('state');
const list = document.getElementById('list');
const signin = document.getElementById('signin');
const stored = localStorage.getItem('jwt');

async function load() {
  if (!stored) {
    state.textContent = 'You are not signed in.';
    signin.hidden = false;
    return;
  }
  const token = stored.startsWith('Bearer ') ? stored : `Bearer ${stored}`;
  // Each application with what became of it in the borrower's words, decided by the site's server
  // (engine/applicationStanding.ts): "Signed — funds expected …" until the funding day, then "Funded …".
  const res = await fetch('/site/applications', { headers: { authorization: token } });
  if (res.status === 401) {
    localStorage.removeItem('jwt');
    state.textContent = 'Your session has ended. Please sign in again.';
    signin.hidden = false;
    return;
  }
  const apps = await res.json();
  state.textContent = apps.length === 1 ? '1 application.' : apps.length ? `${apps.length} applications.` : 'You have no applications yet.';
  // One application at a time (the server refuses a second while one is open): offer to continue it instead of starting another.
  const open = apps.find((a) => a.open);
  const start = document.getElementById('start');
  if (open && start) {
    // Signed and waiting for funding is not "continue": nothing is left to do but look at the line.
    start.textContent = open.standing === 'signed' || open.standing === 'funding' ? 'See your line' : 'Continue your application';
    start.href = `/account/heloc/${open.uuid}`;
  }
  for (const app of apps) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `/account/heloc/${app.uuid}`;
    link.textContent = app.title;
    const note = document.createElement('span');
    note.className = 'site-list__note';
    note.textContent = app.words;
    item.append(link, note);
    list.appendChild(item);
  }
}

load().catch(() => { state.textContent = 'Something unexpected happened'; });
