/**
 * The Show/Hide button beside a masked input (a password, a Social Security number): a toggle
 * (aria-pressed) that controls the input, named for what it reveals ("Show password").
 */
import type { Dispatch, SetStateAction } from 'react';

export function RevealToggle({ controls, shown, setShown, disabled, what }: {
  controls: string;
  shown: boolean;
  setShown: Dispatch<SetStateAction<boolean>>;
  disabled?: boolean;
  /** What the input holds, read after "Show"/"Hide" by screen readers only. */
  what: string;
}) {
  return (
    <button
      type="button"
      className="w-password__toggle"
      aria-controls={controls}
      aria-pressed={shown}
      disabled={Boolean(disabled)}
      onClick={() => setShown((s) => !s)}
    >
      {shown ? 'Hide' : 'Show'}<span className="w-visually-hidden"> {what}</span>
    </button>
  );
}
