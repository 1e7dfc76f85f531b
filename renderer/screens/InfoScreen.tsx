/** A screen without fields (maintenance, not accepting applications, ...): its copy and actions. */
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { resolveActions, resolveCopy, stripBase } from '../../engine/index.ts';
import { BASE_PATH } from '../app/journeys.ts';
import type { RuleContext, Screen } from '../../engine/index.ts';

export function InfoScreen({ screen, ctx }: { screen: Screen; ctx: RuleContext }) {
  const copy = resolveCopy(screen, ctx);
  const actions = resolveActions(screen, ctx);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { heading.current?.focus(); }, [screen.id]);
  return (
    <section className="screen screen--info" aria-labelledby="screen-title">
      <h1 id="screen-title" ref={heading} tabIndex={-1}>{copy.title}</h1>
      {copy.subtitle ? <p className="screen__subtitle">{copy.subtitle}</p> : null}
      {(Array.isArray(copy.body) ? copy.body : []).map((p, i) => <p key={i}>{p}</p>)}
      {actions.length > 0 ? (
        <div className="actions">
          {actions.map((a, i) => {
            const className = `button ${i === 0 ? 'button--primary' : 'button--secondary'}`;
            // Links inside the app navigate without a page load.
            const inner = a.href ? stripBase(BASE_PATH, a.href) : null;
            return inner !== null ? <Link key={a.label} className={className} href={inner || '/'}>{a.label}</Link> : <a key={a.label} className={className} href={a.href}>{a.label}</a>;
          })}
        </div>
      ) : null}
    </section>
  );
}
