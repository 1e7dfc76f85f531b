/**
 * Stands in for markdown-to-jsx (about 85 KB) in the browser build. RJSF renders markdown only when
 * a uiSchema turns it on; screen copy here is plain text by rule (no HTML from config), so the
 * text is shown as it is.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}
export default Markdown;
