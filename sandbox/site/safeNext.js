// Where the sign-in page may send the visitor afterwards: a path on this site, or null. The value is
// parsed as a URL against this page first, because browsers read `/\evil.test`, `/\t/evil.test` and
// `//evil.test` as other hosts (issue 14: `?next=/%5Cevil.test/phish` left the site).
// eslint-disable-next-line no-unused-vars
function safeNext(next, origin) {
  if (typeof next !== 'string' || !next.startsWith('/')) return null;
  let url;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // `/.//evil.test` normalises to the path `//evil.test`, which would leave the site again.
  const path = `/${url.pathname.replace(/^\/+/, '')}`;
  return `${path}${url.search}${url.hash}`;
}
