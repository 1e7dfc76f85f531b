/** A screen's `actions` as links (inside the app they navigate without a page load), or a print button. */
import { Link } from 'wouter';
import { stripBase } from '../../engine/paths.ts';
import type { ScreenAction } from '../../engine/index.ts';
import { BASE_PATH } from '../app/routeTables.ts';
import { BreakableText } from '../ui/BreakableText.tsx';

export function ActionLinks({ actions, primaryFirst = true }: { actions: ScreenAction[]; primaryFirst?: boolean }) {
  if (actions.length === 0) return null;
  return (
    <div className="actions">
      {actions.map((a, i) => {
        const className = `button ${primaryFirst && i === 0 ? 'button--primary' : 'button--secondary'}`;
        // `print`: the page as the applicant reads it, to print or save as PDF (print styles leave the shell out).
        if (a.print) return <button key={a.label} type="button" className={className} onClick={() => window.print()}><BreakableText text={a.label} /></button>;
        const inner = a.href ? stripBase(BASE_PATH, a.href) : null;
        return inner !== null ? <Link key={a.label} className={className} href={inner || '/'}><BreakableText text={a.label} /></Link> : <a key={a.label} className={className} href={a.href}><BreakableText text={a.label} /></a>;
      })}
    </div>
  );
}
