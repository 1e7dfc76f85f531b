/**
 * Component "ManualNotaryAppointment" (000 §2 notary/reserve-manual): before a booking, the way to
 * notary/schedule-manual; once booked, the confirmation (time in the property's zone, place, notary,
 * confirmation number, which a tooltip explains and a button copies; what to bring in a popover)
 * with Reschedule and Cancel. Cancelling asks first, frees the time and reads the application again. Strings are the screen file's copy (`{{appointment.when}}`).
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { resolveCopy } from '../../engine/screenRules.ts';
import type { RuleContext } from '../../engine/index.ts';
import { applicationKey, useApplication } from '../api/applicationStatus.ts';
import { Modal } from '../feedback/Modal.tsx';
import type { ScreenComponentProps } from '../components/types.ts';
import { cancelAppointment } from './notaryApi.ts';
import { whenLabel } from './appointmentTime.ts';
import { useCopyIn } from './useCopyIn.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { Popover } from '../ui/Popover.tsx';
import { Tooltip } from '../ui/Tooltip.tsx';
import { useScreenIn } from '../screens/useScreenText.ts';

interface Appointment { uuid: string; confirmation: string; startsAt: string; timeZone: string; notaryName: string; location: string | null; status: string }

export default function ManualNotaryAppointment({ screen, ctx }: ScreenComponentProps) {
  const uuid = String(ctx.params?.['uuid'] ?? ctx.app?.['uuid'] ?? '');
  const queryClient = useQueryClient();
  const application = useApplication(uuid);
  const app = (application.data ?? ctx.app ?? {}) as { manualNotaryAppointment?: Appointment | null };
  const appointment = app.manualNotaryAppointment?.status === 'BOOKED' ? app.manualNotaryAppointment : null;
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  // In the reader's language (useCopyIn.ts): the copy, and the time as the language writes it.
  const local = useCopyIn(screen);
  const when = appointment ? whenLabel(appointment.startsAt, appointment.timeZone, local.locale) : '';
  const copy = resolveCopy(local.screen, { ...ctx, appointment: { when } } as RuleContext, undefined, local.template) as Record<string, string>;
  const scheduleHref = `/${uuid}/notary/schedule-manual`;

  const cancel = async () => {
    setAsking(false);
    try {
      await cancelAppointment(uuid);
      await queryClient.invalidateQueries({ queryKey: applicationKey(uuid) });
      setNotice({ text: copy.cancelled ?? '' });
    } catch {
      setNotice({ text: copy.cancelFailed ?? '', error: true });
    }
  };

  return (
    <div className="appointment">
      {notice ? <p className={`appointment__notice${notice.error ? ' appointment__notice--error' : ''}`} role={notice.error ? 'alert' : 'status'}>{notice.text}</p> : null}
      {/* Who comes too (copy.withYou: a copy variant names the others who sign at the same appointment). */}
      {copy.withYou ? <p className="appointment__with-you">{copy.withYou}</p> : null}
      {appointment ? (
        <section className="appointment__booked" aria-labelledby="appointment-title">
          <h2 id="appointment-title">{copy.bookedTitle}</h2>
          <dl className="appointment__details">
            <div><dt>{copy.whenLabel}</dt><dd>{when}</dd></div>
            <div><dt>{copy.whereLabel}</dt><dd>{appointment.location || copy.atProperty}</dd></div>
            <div><dt>{copy.notaryLabel}</dt><dd>{appointment.notaryName}</dd></div>
            <div>
              <dt>{copy.confirmationLabel}<Tooltip label={copy.confirmationHelpLabel ?? ''} text={copy.confirmationHelp ?? ''} /></dt>
              <dd>{appointment.confirmation}<CopyButton value={appointment.confirmation} label={copy.copyConfirmation ?? ''} copied={copy.copied ?? ''} failed={copy.copyFailed ?? ''} /></dd>
            </div>
          </dl>
          <Popover label={copy.whatToBring ?? ''}><p>{copy.whatToBringBody}</p></Popover>
          <p>{copy.afterBooking}</p>
          <div className="actions">
            <Link className="button button--primary" href={scheduleHref}>{copy.reschedule}</Link>
            <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>{copy.cancel}</button>
          </div>
        </section>
      ) : (
        <div className="actions"><Link className="button button--primary" href={scheduleHref}>{copy.chooseTime}</Link></div>
      )}
      {asking ? (
        <Modal label={copy.cancel ?? ''} closeLabel={copy.cancelNo ?? ''} onClose={() => setAsking(false)}>
          <h2>{copy.cancel}</h2>
          <p>{copy.cancelConfirm}</p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={cancel}>{copy.cancelYes}</button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>{copy.cancelNo}</button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
