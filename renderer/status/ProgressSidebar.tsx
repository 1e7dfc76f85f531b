/**
 * The application progress stepper (000 §4.5, 001 §4): steps and labels from the journey's
 * `progress` block, the current one from the step machine on the application's data.
 */
import { useMemo } from 'react';
import { progressFor } from '../../engine/index.ts';
import type { Journey } from '../../engine/index.ts';

export function ProgressSidebar({ journey, app, profile, signer, label = 'Your progress' }: { journey: Journey; app?: Record<string, unknown>; profile?: Record<string, unknown>; signer?: Record<string, unknown>; label?: string }) {
  const result = useMemo(() => {
    try {
      return progressFor(journey, { app, profile, signer }).result;
    } catch (error) {
      console.error(error);
      return null;
    }
  }, [journey, app, profile, signer]);
  if (!result) return null;
  const current = result.steps.findIndex((s) => s.status === 'current');
  return (
    <nav className="stepper" aria-label={label}>
      <p className="stepper__summary">Step {Math.min(current + 1 || result.steps.length, result.steps.length)} of {result.steps.length}</p>
      <ol className="stepper__list">
        {result.steps.map((s) => (
          <li key={s.label} className={`stepper__step stepper__step--${s.status}`} aria-current={s.status === 'current' ? 'step' : undefined}>
            <span className="stepper__marker" aria-hidden="true">{s.status === 'done' ? '✓' : ''}</span>
            <span>{s.label}</span>
            {s.status === 'done' ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
