/** When the support phone line answers (001 §7: operating hours of OPS_PHONE, display=true), in Pacific time. */
import { useQuery } from '@tanstack/react-query';
import { fetchPhoneHours } from '../chat/chatApi.ts';
import { hoursLines } from '../chat/hours.ts';
import { shell, text, type ShellContext } from './shellConfig.ts';

export function PhoneHours({ ctx }: { ctx: ShellContext }) {
  const cfg = shell.footer.phoneHours;
  const hours = useQuery({ queryKey: ['hours', 'OPS_PHONE'], queryFn: fetchPhoneHours, staleTime: 60 * 60_000, enabled: Boolean(cfg) });
  if (!cfg || !hours.data) return null;
  const lines = hoursLines(hours.data.weekdays, text(cfg.closed, ctx));
  return (
    <p className="footer__phone-hours" data-testid="phone-hours">
      {text(cfg.label, ctx)}: {lines.map((l, i) => <span key={l.days}>{i ? '; ' : ''}{l.days} {l.hours}</span>)}
    </p>
  );
}
