/** A screen without fields (maintenance, not accepting applications, ...): its copy, its registered `component` if it names one, the answers it lists, its documents and its actions. */
import { useEffect, useRef } from 'react';
import { ActionLinks } from './ActionLinks.tsx';
import { headingFor } from './heading.ts';
import type { RuleContext, Screen } from '../../engine/index.ts';
import { screenComponents } from '../components/index.tsx';
import { CopyText } from './CopyText.tsx';
import { Figures } from './Figures.tsx';
import { DocumentList } from './DocumentList.tsx';
import { AnswerList } from './AnswerList.tsx';
import { useScreenText } from './useScreenText.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useMarkScreenShown } from '../shell/afterFirstScreen.ts';
import { focusOnArrival } from '../ui/focusOnArrival.ts';

export function InfoScreen({ screen, ctx, embedded }: { screen: Screen; ctx: RuleContext; embedded?: boolean }) {
  const { titleId, Heading } = headingFor(screen, embedded);
  const { copy, actions, documents } = useScreenText(screen, ctx);
  const Component = screen.component ? screenComponents[screen.component] : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { focusOnArrival(heading.current); }, [screen.id]);
  useMarkScreenShown();
  useDocumentTitle(typeof copy.pageTitle === 'string' ? copy.pageTitle : copy.title, ctx.brand, { enabled: !embedded });
  return (
    <section className="screen screen--info" aria-labelledby={titleId}>
      <Heading id={titleId} ref={heading} tabIndex={-1}>{copy.title}</Heading>
      {copy.subtitle ? <p className="screen__subtitle"><CopyText text={String(copy.subtitle)} /></p> : null}
      <Figures figures={copy.figures} />
      {(Array.isArray(copy.body) ? copy.body : []).map((p, i) => <p key={i}><CopyText text={p} /></p>)}
      {Component ? <Component screen={screen} ctx={ctx} copy={copy as Record<string, unknown>} /> : null}
      {screen.answers ? <AnswerList list={screen.answers} ctx={ctx} /> : null}
      <DocumentList documents={documents} title={copy.documentsTitle} />
      <ActionLinks actions={actions} />
    </section>
  );
}
