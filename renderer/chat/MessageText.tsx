/** Message text with newlines kept and only allow-listed links clickable (001 §5). */
import { linkify } from './links.ts';

export function MessageText({ text, domains }: { text: string; domains: readonly string[] }) {
  return (
    <p className="chat__text">
      {linkify(text, domains).map((part, i) =>
        typeof part === 'string' ? <span key={i}>{part}</span> : <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">{part.text}</a>,
      )}
    </p>
  );
}
