/** The side panel phones open from the originator banner: a modal dialog (focus kept inside, Escape closes). */
import { useEffect, useRef } from 'react';
import { OriginatorCard, originatorLabel } from './OriginatorCard.tsx';
import type { OriginatorDisplayInfo } from './originator.ts';
import { shell } from './shellConfig.ts';
import { useWords } from '../app/language.tsx';

export default function OriginatorPanel({ info, onClose }: { info: OriginatorDisplayInfo; onClose: () => void }) {
  const t = useWords();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => { if (d?.open) d.close(); };
  }, []);
  return (
    <dialog ref={dialog} className="side-panel" aria-labelledby="originator-panel-title" onClose={onClose} onCancel={onClose}>
      <div className="side-panel__header">
        <button type="button" className="side-panel__close" onClick={onClose} aria-label={`${t(shell.originator.close)}: ${originatorLabel(info, t)}`}>×</button>
      </div>
      <OriginatorCard info={info} headingId="originator-panel-title" />
    </dialog>
  );
}
