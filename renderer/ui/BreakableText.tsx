/**
 * Text for a narrow button or card: an e-mail address in it wraps only before its "@" and its dots,
 * never at a hyphen or mid-word ("heloc-support@…" stays whole), and the words around it wrap as usual.
 */
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return <span className="email-address">{parts.map((part, i) => [i > 0 ? <wbr key={`w${i}`} /> : null, <span key={i} className="nowrap">{part}</span>])}</span>;
}

export function BreakableText({ text }: { text: string }) {
  const out: React.ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(EMAIL)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push(<EmailAddress key={m.index} email={m[0]} />);
    at = m.index + m[0].length;
  }
  if (out.length === 0) return <>{text}</>;
  if (at < text.length) out.push(text.slice(at));
  return <>{out}</>;
}
