/**
 * "We found a closer match" (001 §2, §5 Address): the address as entered and the address the
 * lender's lookup offers instead, side by side with what differs in bold; the applicant chooses
 * one. Closing the dialog (Escape) chooses neither and leaves the form as it was. A screen's copy
 * may reword it (`closerMatchTitle`, `closerMatchBody`, `closerMatchEntered`, `closerMatchSuggested`, `closerMatchUse`, `closerMatchKeep`).
 */
import { useModalDialog } from '../ui/useModalDialog.ts';
import type { AddressPart, AddressParts } from '../../engine/addressVerification.ts';

export interface CloserMatch { path: string; label: string; entered: AddressParts; suggested: AddressParts; changed: AddressPart[] }

const text = (copy: Record<string, unknown>, key: string, fallback: string) => (typeof copy[key] === 'string' && copy[key] ? String(copy[key]) : fallback);

function AddressLines({ a, changed }: { a: AddressParts; changed: AddressPart[] }) {
  const part = (k: AddressPart) => (changed.includes(k) ? <strong>{a[k]}</strong> : a[k]);
  return (
    <p className="closer-match__address">
      {part('street1')}
      {a.street2 ? <><br />{part('street2')}</> : null}
      <br />
      {part('city')}, {part('state')} {part('zip')}
    </p>
  );
}

export function CloserMatchDialog({ match, copy, onChoose, onCancel }: { match: CloserMatch; copy: Record<string, unknown>; onChoose: (useSuggested: boolean) => void; onCancel: () => void }) {
  const ref = useModalDialog();
  return (
    <dialog ref={ref} className="dialog closer-match" aria-labelledby="closer-match-title" aria-describedby="closer-match-body" onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      <h2 id="closer-match-title">{text(copy, 'closerMatchTitle', 'We found a closer match')}</h2>
      <p id="closer-match-body">{text(copy, 'closerMatchBody', `Postal records list your ${match.label.toLowerCase()} a little differently. Which should we use?`)}</p>
      <div className="closer-match__choices">
        <section aria-labelledby="closer-match-entered">
          <h3 id="closer-match-entered">{text(copy, 'closerMatchEntered', 'You entered')}</h3>
          <AddressLines a={match.entered} changed={match.changed} />
        </section>
        <section aria-labelledby="closer-match-suggested">
          <h3 id="closer-match-suggested">{text(copy, 'closerMatchSuggested', 'Suggested')}</h3>
          <AddressLines a={match.suggested} changed={match.changed} />
        </section>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={() => onChoose(true)}>{text(copy, 'closerMatchUse', 'Use the suggested address')}</button>
        <button type="button" className="button button--secondary" onClick={() => onChoose(false)}>{text(copy, 'closerMatchKeep', 'Keep the address I entered')}</button>
      </div>
    </dialog>
  );
}
