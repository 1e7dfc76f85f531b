/**
 * Component "ConditionCards" (001 §3, §4, §7, §9): the lender's open requests for this application,
 * as cards with a heading, what is needed and a button to the screen that answers it. Borrowers see
 * the cards of /{uuid}; additional signers (ctx.signer) those of the application they sign, only
 * when their profile is loaded and the signer-conditions flag is on. Polled every 60 s and on
 * window focus. The screen's copy gives `empty`, `loading` and `failed`.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { isAdditionalSigner } from '../../engine/additionalSigner.ts';
import { useConditions } from '../api/conditions.ts';
import { conditionCards, conditionsQueryEnabled, SIGNER_CONDITIONS_FLAG } from './conditionCards.ts';
import type { ScreenComponentProps } from './types.ts';
import { useWords } from '../app/language.tsx';

const text = (copy: Record<string, unknown>, key: string, fallback: string) => (typeof copy[key] === 'string' ? (copy[key] as string) : fallback);

export function ConditionCards({ ctx, copy }: ScreenComponentProps) {
  const signerArea = Boolean(ctx.signer);
  const uuid = (signerArea ? ctx.signer?.['applicationUuid'] : ctx.params?.['uuid'] ?? ctx.app?.['uuid']) as string | undefined;
  const flag = (ctx.flags?.[SIGNER_CONDITIONS_FLAG] as { enabled?: boolean } | undefined)?.enabled === true;
  const enabled = conditionsQueryEnabled({
    uuid,
    isAdditionalSigner: signerArea || isAdditionalSigner(ctx.profile as { uuid?: unknown; type?: unknown } | undefined, ctx.app),
    profileLoaded: ctx.profile !== undefined,
    signerConditionsFlag: flag,
  });
  // Back from an upload the answered card must be gone: the shell keeps the same query (its notice
  // and count), so the cards are read afresh whenever they show and never drawn from older data.
  const query = useConditions(uuid, enabled, { refetchOnMount: 'always' });
  const [shownAt] = useState(() => Date.now());
  const stale = query.dataUpdatedAt < shownAt;
  const t = useWords();

  if (!enabled) return <p className="screen__notice">{text(copy, 'unavailable', 'There is nothing for you to do here right now.')}</p>;
  if (query.isPending || (stale && !query.isError)) return <p role="status">{text(copy, 'loading', 'Loading your requests…')}</p>;
  if (query.isError) return <p className="screen__notice" role="alert">{text(copy, 'failed', 'We couldn’t load your requests. Please reload the page.')}</p>;

  const cards = conditionCards(query.data, {
    area: signerArea ? 'signer' : 'application',
    uuid: uuid!,
    disburseAccount: ctx.app?.['disburseAccount'] as { mask?: unknown; accountNumber?: unknown } | null | undefined,
    t,
  });
  if (cards.length === 0) return <p className="conditions__empty">{text(copy, 'empty', 'You’re all caught up. We’ll e-mail you if we need anything else.')}</p>;
  return (
    <ul className="conditions" aria-label={text(copy, 'listLabel', 'Requests from our team')}>
      {cards.map((card) => (
        <li key={card.uuid} className="conditions__card" data-category={card.category}>
          <h2 id={`condition-${card.uuid}`} className="conditions__header">{card.header}</h2>
          <p className="conditions__description">{card.description}</p>
          {card.href ? (
            <Link className="button button--primary conditions__button" href={card.href} aria-describedby={`condition-${card.uuid}`}>{card.buttonLabel}</Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
