/**
 * The agent is typing (001 §9): three dots stepping every 400 ms, still when the visitor prefers
 * reduced motion. Screen readers hear the label once, through a polite status region.
 */
import { useEffect, useState } from 'react';

export const WAITING_DOTS_MS = 400;

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function WaitingDots({ label }: { label: string }) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (reducedMotion()) return undefined;
    const timer = setInterval(() => setStep((s) => (s + 1) % 3), WAITING_DOTS_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="chat__typing" role="status">
      <span className="visually-hidden">{label}</span>
      <span className="chat__dots" aria-hidden="true" data-step={step}>
        {[0, 1, 2].map((i) => <span key={i} className={`chat__dot${i === step ? ' chat__dot--on' : ''}`} />)}
      </span>
    </div>
  );
}
