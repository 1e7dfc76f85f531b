// Sandbox dashboard: the token is the one the app keeps in localStorage under "jwt" (001 §9).
const state = document.getElementById('state');
const list = document.getElementById('list');
const stored = localStorage.getItem('jwt');

async function load() {
  if (!stored) {
    state.textContent = 'You are not signed in.';
    return;
  }
  const token = stored.startsWith('Bearer ') ? stored : `Bearer ${stored}`;
  const res = await fetch('/service-application/api/v1/application/heloc/all', { headers: { authorization: token } });
  if (res.status === 401) {
    localStorage.removeItem('jwt');
    state.textContent = 'Your session has ended. Please sign in again.';
    return;
  }
  const apps = await res.json();
  state.textContent = apps.length ? `${apps.length} application(s).` : 'You have no applications yet.';
  for (const app of apps) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `/account/heloc/${app.uuid}`;
    link.textContent = `${app.property ? app.property.fullAddress : app.uuid}`;
    item.append(link, ` (${app.active ? 'in progress' : 'closed'}, ${app.serverStatus})`);
    list.appendChild(item);
  }
}

load().catch(() => { state.textContent = 'Something unexpected happened'; });
