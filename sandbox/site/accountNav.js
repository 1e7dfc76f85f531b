// The site header's account links: "Your applications" and "Settings" for a signed-in visitor (the
// token the app keeps in localStorage "jwt", 001 §9), "Sign in" for everyone else.
const signedIn = Boolean(localStorage.getItem('jwt'));
for (const link of document.querySelectorAll('[data-signed-in]')) link.hidden = !signedIn;
for (const link of document.querySelectorAll('[data-signed-out]')) link.hidden = signedIn;
