/**
 * The screen's submit button with what stops it right beside it: every active block (a screen rule
 * or an outside source such as the location explainer) is shown next to the disabled button, where
 * the applicant is looking, in a live region that announces it as it appears (role=alert). The busy
 * label is the screen's `copy.submittingLabel`, else "Submitting" (001 §4).
 */
import type { ScreenBlock } from './screenBlocks.ts';

export const DEFAULT_SUBMITTING_LABEL = 'Submitting';

export function SubmitArea({ id, blocks, busy, label, submittingLabel }: { id: string; blocks: readonly ScreenBlock[]; busy: boolean; label: string; submittingLabel?: string }) {
  const blocked = blocks.length > 0;
  const blocksId = `${id}-blocks`;
  return (
    <div className="submit-area">
      <div id={blocksId} className="submit-area__blocks" role="alert">
        {blocks.map((b) => (
          <div key={b.rule} className="notice notice--block">
            <p>{b.message}</p>
            {b.action ? <button type="button" className="button button--secondary notice__action" onClick={b.action.run}>{b.action.label}</button> : null}
          </div>
        ))}
      </div>
      <button type="submit" className="button button--primary" disabled={blocked || busy} aria-disabled={blocked || busy} aria-describedby={blocked ? blocksId : undefined}>
        {busy ? submittingLabel || DEFAULT_SUBMITTING_LABEL : label}
      </button>
    </div>
  );
}
