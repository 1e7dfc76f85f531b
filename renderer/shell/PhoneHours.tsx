/** When the support phone line answers (001 §7: operating hours of OPS_PHONE, display=true), in Pacific time. */
import { useQuery } from '@tanstack/react-query';
import { hoursLines, hoursLineText } from '../../engine/hours.ts';
import { hoursQuery } from '../api/hours.ts';
import { hoursWords, shell, text, type ShellContext } from './shellConfig.ts';

export const PHONE_DEPARTMENT = 'OPS_PHONE';

export function PhoneHours({ ctx, enabled = true }: { ctx: ShellContext; enabled?: boolean }) {
  const cfg = shell.footer.phoneHours;
  const hours = useQuery({ ...hoursQuery(PHONE_DEPARTMENT), enabled: enabled && Boolean(cfg) });
  if (!cfg || !hours.data) return null;
  const words = hoursWords(ctx);
  const lines = hoursLines(hours.data.weekdays, words);
  return (
    <p className="footer__phone-hours" data-testid="phone-hours">
      {text(cfg.label, ctx)}: {lines.map((l, i) => <span key={l.days}>{i ? '; ' : ''}{hoursLineText(l, words)}</span>)}
    </p>
  );
}
