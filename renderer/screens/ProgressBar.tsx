/**
 * Registration progress (000 §2, §9): the application's step registration is (engine/progress.ts
 * storyStep, the same count and label as the application's stepper), then the question within it:
 * "Step 1 of 7 · About you and your home, question 3 of 8". The counts come from the engine and
 * never change as answers are typed (engine/flowSteps.ts).
 */
import type { StoryStep } from '../../engine/index.ts';
import { useRendererWords } from '../app/words.ts';
import { useWords } from '../app/language.tsx';

export interface ProgressBarProps {
  /** The question within the flow, 1-based. */
  index: number;
  total: number;
  /** The step of the application's stepper this flow is; absent for a flow that is no step of one. */
  story?: StoryStep;
}

type Words = ReturnType<typeof useRendererWords>;

/** "Step 2 of 7 · Select Offer": the words the registration bar and the application's stepper share, in the reader's language (schemas/words/widgets.json, the step's label through the dictionary). */
export const storyText = (story: StoryStep, w: Words, t: (text: string) => string): string => w('storyStep', { step: story.step, of: story.of, label: t(story.label) });

export function ProgressBar({ index, total, story }: ProgressBarProps) {
  const w = useRendererWords();
  const t = useWords();
  if (index < 1) return null;
  const question = w('questionOf', { index, total });
  const text = story ? `${storyText(story, w, t)}, ${question}` : w('stepOf', { index, total });
  return (
    <div className="progress">
      <progress className="progress__bar" max={total} value={index} aria-label={text} />
      <p className="progress__label" aria-hidden="true">
        {/* On a phone the question wraps as one piece, never as "question / 1 of 8". */}
        {story ? <>{storyText(story, w, t)}, <span className="progress__question">{question}</span></> : text}
      </p>
    </div>
  );
}
