/**
 * The progress stepper (000 §4.5, 001 §4): the step the navigation decision named (the same status
 * row as the route, so the two cannot disagree); where no decision is taken (pages reachable
 * whatever the status, the signer's area) the row the application's status routes by, else the
 * step machine (the fallback of 000 §4.3). Registration is its first step (journeys/register.json
 * `phase`), so the count is the one the applicant saw while registering.
 */
import { useMemo } from 'react';
import { statusProgress } from '../../engine/navigate.ts';
import { storyText } from '../screens/ProgressBar.tsx';
import { useRendererWords, type WordKey } from '../app/words.ts';
import { useWords } from '../app/language.tsx';
import type { Journey, ProgressResult } from '../../engine/index.ts';
import type { SignerProgress } from '../../engine/types/signer.ts';
import type { Profile } from '../../engine/types/profile.ts';
import type { Application } from '../../engine/types/application.ts';

interface Props {
  journey: Journey;
  progress?: ProgressResult;
  app?: Application;
  profile?: Partial<Profile>;
  signer?: SignerProgress;
  /** The stepper's name (schemas/words/widgets.json). */
  label?: WordKey;
}

export function ProgressSidebar({ journey, progress, app, profile, signer, label = 'yourProgress' }: Props) {
  const w = useRendererWords();
  const t = useWords();
  const result = useMemo(() => {
    if (progress) return progress;
    try {
      return statusProgress(journey, { app, profile, signer }) ?? null;
    } catch (error) {
      console.error(error);
      return null;
    }
  }, [journey, progress, app, profile, signer]);
  // A story that has ended (engine/progress.ts: a terminal state) shows no "Step n of m"; a stopped one no steps.
  if (!result || result.steps.length === 0) return null;
  const lastDone = result.steps.filter((s) => s.status === 'done').at(-1);
  return (
    <nav className="stepper" aria-label={w(label)}>
      {result.position ? <p className="stepper__summary">{storyText(result.position, w, t)}</p> : null}
      {/* On a phone the list is folded away: the step just finished says the story goes on from it. */}
      {lastDone && result.position ? <p className="stepper__previous"><span aria-hidden="true">✓ </span>{t(lastDone.label)}<span className="visually-hidden"> {w('done')}</span></p> : null}
      <ol className="stepper__list">
        {result.steps.map((s) => (
          <li key={s.label} className={`stepper__step stepper__step--${s.status}`} aria-current={s.status === 'current' ? 'step' : undefined}>
            <span className="stepper__marker" aria-hidden="true">{s.status === 'done' ? '✓' : ''}</span>
            <span>{t(s.label)}</span>
            {s.status === 'done' ? <span className="visually-hidden"> {w('done')}</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
