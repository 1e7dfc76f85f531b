// Sandbox account settings (/dashboard/settings, 001 §2: requires authentication): the signed-in
// identity's name, e-mail and phone. Sign out is the site header's (accountNav.js).
const state = document.getElementById('state');
const signin = document.getElementById('signin');
const account = document.getElementById('account');
const stored = localStorage.getItem('jwt');
const token = stored && (stored.startsWith('Bearer ') ? stored : `Bearer ${stored}`);

function signedOut(message) {
  localStorage.removeItem('jwt');
  state.textContent = message;
  signin.hidden = false;
}

async function load() {
  if (!token) return signedOut('Please sign in to see your settings.');
  const res = await fetch('/identity/secure/api/v1/identity', { headers: { authorization: token } });
  if (res.status === 401) return signedOut('Your session has ended. Please sign in again.');
  if (!res.ok) throw new Error(String(res.status));
  const identity = await res.json();
  const name = identity.name ? [identity.name.firstName, identity.name.middleName, identity.name.lastName, identity.name.suffix].filter(Boolean).join(' ') : '';
  document.getElementById('name').textContent = name || 'Not given yet';
  document.getElementById('email').textContent = identity.email;
  document.getElementById('phone').textContent = identity.phoneNumbers && identity.phoneNumbers[0] ? identity.phoneNumbers[0].number : 'Not given yet';
  state.textContent = '';
  account.hidden = false;
}

load().catch(() => { state.textContent = 'Something unexpected happened'; });
