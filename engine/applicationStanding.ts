/**
 * What became of an application, in the borrower's words, as the lender's site lists it (001 §2
 * "Your applications"). Signed is not funded: documents signed (status COMPLETE, or a closing status
 * after signing) read "Signed — funds expected {funding day}" until the funding day of
 * engine/closingDates.ts (no money moves before the right to cancel ends, Regulation Z §1026.15(c)),
 * and "Funded {funding day}" only once the application is COMPLETE and that day has come. Pure; the
 * trace says which rule decided.
 */
import { closingDates } from './closingDates.ts';
import { formatDisplayDate, formatMoney } from './format.ts';
import type { Decision, TraceStep } from './types/logic.ts';

export type StandingKind = 'inProgress' | 'signed' | 'funding' | 'funded' | 'cancelled' | 'declined' | 'closed';

export interface Standing {
  kind: StandingKind;
  /** The words the borrower reads, with the line's amount where the line is theirs or still coming. */
  words: string;
  /** The funding day (yyyy-MM-dd) once the closing documents and the deed are signed. */
  fundingOn?: string;
}

type Obj = Record<string, unknown>;

/**
 * `app`: the application as the lender's API answers it (`serverStatus`, `active`, `amount`,
 * signatures); `today`: the lender's calendar day (yyyy-MM-dd, engine/closingDates.ts calendarDay).
 */
export function applicationStanding(app: Obj, today: string): Decision<Standing> {
  const status = typeof app['serverStatus'] === 'string' ? app['serverStatus'] : '';
  const amount = typeof app['amount'] === 'number' && app['amount'] > 0 ? app['amount'] : null;
  const withAmount = (words: string) => (amount === null ? words : `${words} · ${formatMoney(amount)} line`);
  const trace: TraceStep[] = [{ kind: 'standing', rule: 'status', outcome: status || 'none' }];
  const done = (kind: StandingKind, words: string, note: string, fundingOn?: string): Decision<Standing> => {
    trace.push({ kind: 'standing', rule: kind, outcome: words, note, decided: true });
    return { result: { kind, words, ...(fundingOn ? { fundingOn } : {}) }, trace, decidedBy: kind };
  };

  if (status === 'CANCELLED') return done('cancelled', 'Cancelled', 'the application was cancelled');
  if (status === 'DECLINED') return done('declined', 'Not approved', 'the application was declined');
  const dates = closingDates(app);
  for (const step of dates.trace) trace.push({ ...step, decided: false });
  const closing = dates.result;
  if (closing) {
    const on = formatDisplayDate(closing.fundingOn);
    if (today < closing.fundingOn) return done('signed', withAmount(`Signed — funds expected ${on}`), `signed ${closing.signedOn}; no money moves before the funding day ${closing.fundingOn} (today ${today})`, closing.fundingOn);
    if (status === 'COMPLETE') return done('funded', withAmount(`Funded ${on}`), `complete, and the funding day ${closing.fundingOn} has come (today ${today})`, closing.fundingOn);
    return done('funding', withAmount('Signed — funding in progress'), `the funding day ${closing.fundingOn} has come but the lender has not completed the application (${status})`, closing.fundingOn);
  }
  if (status === 'COMPLETE') return done('signed', withAmount('Signed — funding date to follow'), 'complete, but the signatures that date the funding are not on the application');
  if (app['active'] === true) return done('inProgress', withAmount('In progress: open it to continue where you left off'), 'the application is still open');
  return done('closed', `Closed (${status.toLowerCase().replace(/_/g, ' ')})`, 'finished for another reason');
}
