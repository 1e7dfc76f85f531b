/**
 * Registration progress (000 §2, §9): the application's step registration is (engine/progress.ts
 * storyStep, the same count and label as the application's stepper), then the question within it:
 * "Step 1 of 7 · About you and your home, question 3 of 8". The counts come from the engine and
 * never change as answers are typed (engine/flowSteps.ts). The sentence's words are config
 * (schemas/shell/shell.json `progress`; the step's label is the journey's `progress.states`), in the
 * applicant's language (renderer/app/language.tsx).
 */
import type { StoryStep } from '../../engine/index.ts';
import { interpolate } from '../../engine/template.ts';
import { shell } from '../shell/shellConfig.ts';
import { useWords } from '../app/language.tsx';

export interface ProgressBarProps {
  /** The question within the flow, 1-based. */
  index: number;
  total: number;
  /** The step of the application's stepper this flow is; absent for a flow that is no step of one. */
  story?: StoryStep;
}

/** "Step 2 of 7 · Select Offer": the words the registration bar and the application's stepper share; `t` words them in the applicant's language. */
export const storyText = (story: StoryStep, t: (text: string) => string = (s) => s): string =>
  interpolate(t(shell.progress.position), { step: story.step, of: story.of, label: t(story.label) });

export function ProgressBar({ index, total, story }: ProgressBarProps) {
  const t = useWords();
  if (index < 1) return null;
  const question = interpolate(t(shell.progress.question), { index, total });
  const text = story ? `${storyText(story, t)}, ${question}` : interpolate(t(shell.progress.flowPosition), { index, total });
  return (
    <div className="progress">
      <progress className="progress__bar" max={total} value={index} aria-label={text} />
      <p className="progress__label" aria-hidden="true">
        {/* On a phone the question wraps as one piece, never as "question / 1 of 8". */}
        {story ? <>{storyText(story, t)}, <span className="progress__question">{question}</span></> : text}
      </p>
    </div>
  );
}
