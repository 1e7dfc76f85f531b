// The site header's account links: "Your applications", "Settings" and "Sign out" for a signed-in
// visitor (the token the app keeps in localStorage "jwt", 001 §9), "Sign in" for everyone else. Sign
// out ends the session (POST logout), clears the token and goes to sign-in, even when the call fails
// (001 §8), as the app's account menu does (schemas/shell/shell.json profileMenu "logout").
const signedIn = Boolean(localStorage.getItem('jwt'));
for (const link of document.querySelectorAll('[data-signed-in]')) link.hidden = !signedIn;
for (const link of document.querySelectorAll('[data-signed-out]')) link.hidden = signedIn;

for (const button of document.querySelectorAll('[data-sign-out]')) {
  button.addEventListener('click', async () => {
    const stored = localStorage.getItem('jwt');
    const token = stored && (stored.startsWith('Bearer ') ? stored : `Bearer ${stored}`);
    button.disabled = true;
    try {
      if (token) await fetch('/identity-broker/customer/secure/api/v3/logout', { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: '{}' });
    } catch {
      // A failed logout still ends at sign-in.
    }
    localStorage.removeItem('jwt');
    location.assign('/auth/login');
  });
}
