/** Registration progress (000 §2, §9): step n of 8, or of 6 when signed in. */
export function ProgressBar({ index, total }: { index: number; total: number }) {
  if (index < 1) return null;
  return (
    <div className="progress">
      <progress className="progress__bar" max={total} value={index} aria-label={`Step ${index} of ${total}`} />
      <p className="progress__label" aria-hidden="true">Step {index} of {total}</p>
    </div>
  );
}
