// Sandbox dashboard ("Your applications"): the token is the one the app keeps in localStorage under "jwt" (001 §9).
const state = document.getElementById('state');
const list = document.getElementById('list');
const signin = document.getElementById('signin');
const stored = localStorage.getItem('jwt');

// What became of a finished application, in the borrower's words; its link opens the application, which
// shows the funded line, the cancellation or the decision (journeys/heloc.json statusRouting rows).
const STATUS_TEXT = { COMPLETE: 'Funded', CANCELLED: 'Cancelled', DECLINED: 'Not approved' };

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

async function load() {
  if (!stored) {
    state.textContent = 'You are not signed in.';
    signin.hidden = false;
    return;
  }
  const token = stored.startsWith('Bearer ') ? stored : `Bearer ${stored}`;
  const res = await fetch('/service-application/api/v1/application/heloc/all', { headers: { authorization: token } });
  if (res.status === 401) {
    localStorage.removeItem('jwt');
    state.textContent = 'Your session has ended. Please sign in again.';
    signin.hidden = false;
    return;
  }
  const apps = await res.json();
  state.textContent = apps.length === 1 ? '1 application.' : apps.length ? `${apps.length} applications.` : 'You have no applications yet.';
  for (const app of apps) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `/account/heloc/${app.uuid}`;
    link.textContent = app.property ? app.property.fullAddress : `Application ${app.uuid.slice(0, 8)}`;
    const note = document.createElement('span');
    note.className = 'site-list__note';
    const what = app.active ? 'In progress: open it to continue where you left off' : STATUS_TEXT[app.serverStatus] || `Closed (${app.serverStatus.toLowerCase().replace(/_/g, ' ')})`;
    note.textContent = app.amount > 0 && (app.active || app.serverStatus === 'COMPLETE') ? `${what} · ${dollars.format(app.amount)} line` : what;
    item.append(link, note);
    list.appendChild(item);
  }
}

load().catch(() => { state.textContent = 'Something unexpected happened'; });
