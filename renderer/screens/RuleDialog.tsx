/** A modal opened by a screen rule (the New York and Hawaii dialogs, 000 §5): native <dialog>, so focus stays inside. */
import { useModalDialog } from '../ui/useModalDialog.ts';
import type { ScreenDialog } from '../../engine/index.ts';

export function RuleDialog({ dialog, onDismiss }: { dialog: ScreenDialog; onDismiss: () => void }) {
  const ref = useModalDialog();
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="rule-dialog-title" onCancel={(e) => { e.preventDefault(); onDismiss(); }}>
      <h2 id="rule-dialog-title">{dialog.title}</h2>
      {dialog.body.map((p, i) => <p key={i}>{p}</p>)}
      <div className="dialog__actions">
        {dialog.actions.map((a) => a.href
          ? <a key={a.label} className="button" href={a.href}>{a.label}</a>
          : <button key={a.label} type="button" className="button button--secondary" onClick={onDismiss}>{a.label}</button>)}
      </div>
    </dialog>
  );
}
