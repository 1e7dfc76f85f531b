/**
 * One error message as every form error is drawn: under a field, under a part of a field (an
 * address line, a date part, a file) and in the error summary. The warning sign comes from the
 * stylesheet (`.error-text::before`, styles/app.css), so an error never reads by colour alone and
 * looks the same everywhere (docs/error-messages.md).
 */
import type { ReactNode } from 'react';

export function ErrorText({ children, as: Tag = 'p' }: { children: ReactNode; as?: 'p' | 'span' }) {
  return <Tag className="error-text">{children}</Tag>;
}

/** Messages, one per line, each drawn by ErrorText. */
export function ErrorTexts({ messages }: { messages: readonly string[] }) {
  return <>{messages.map((m, i) => <ErrorText key={i}>{m}</ErrorText>)}</>;
}
