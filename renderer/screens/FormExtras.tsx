/**
 * What the generic screen shows inside its form after the fields: the rules' confirmations with
 * their tick boxes, the body copy, notices, disclosures and the submit area. It reads them from a
 * context rather than from props, so the form's children stay one unchanging element: RJSF's Form
 * compares its props deeply and, when they differ, derives its whole state again (schema, defaults)
 * and re-renders every field. A confirmation appearing as an amount is typed (the low-income one
 * under 15,000) then re-renders this part alone (issue 13: the keystroke tail).
 */
import { createContext, useContext } from 'react';
import type { Copy, RuleMessage } from '../../engine/index.ts';
import { CopyText } from './CopyText.tsx';
import { SubmitArea } from './SubmitArea.tsx';
import type { ScreenBlock } from './screenBlocks.ts';

export interface FormExtrasState {
  titleId: string;
  confirms: readonly (RuleMessage & { confirmLabel: string })[];
  confirmed: ReadonlySet<string>;
  /** The applicant ticked or unticked a rule's confirmation. */
  onConfirm: (rule: string, checked: boolean) => void;
  copy: Copy;
  blocks: readonly ScreenBlock[];
  busy: boolean;
}

export const FormExtrasContext = createContext<FormExtrasState | null>(null);

export function FormExtras() {
  const state = useContext(FormExtrasContext);
  if (!state) return null;
  const { titleId, confirms, confirmed, onConfirm, copy, blocks, busy } = state;
  return (
    <>
      {confirms.map((c) => (
        <div key={c.rule} className="notice notice--confirm">
          <p id={`confirm-${c.rule}`}>{c.message}</p>
          <label className="checkbox">
            <input type="checkbox" aria-describedby={`confirm-${c.rule}`} checked={confirmed.has(c.rule)} onChange={(e) => onConfirm(c.rule, e.target.checked)} />
            <span>{c.confirmLabel}</span>
          </label>
        </div>
      ))}
      {(Array.isArray(copy.body) ? copy.body : []).map((p, i) => <p key={i} className="screen__body"><CopyText text={p} /></p>)}
      {typeof copy.securityNotice === 'string' ? <p className="screen__notice">{copy.securityNotice}</p> : null}
      {Object.entries(copy).filter(([k, v]) => k.startsWith('disclosure') && typeof v === 'string' && v).map(([k, v]) => <p key={k} className="screen__disclosure">{v as string}</p>)}
      <SubmitArea id={titleId} blocks={blocks} busy={busy} label={(copy.submitLabel as string | undefined) ?? 'Continue'} submittingLabel={copy.submittingLabel as string | undefined} />
    </>
  );
}
