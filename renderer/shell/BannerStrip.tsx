/**
 * The banner strip (001 §3, §4): the chosen banners, info or warn; none while loading or on error.
 * A message naming a department's hours ({{hours.OPS_CHAT}}) shows them as the chat panel does, from
 * the same query; until they are read (or when they cannot be) that banner waits.
 */
import { useQueries } from '@tanstack/react-query';
import { hoursQuery } from '../api/hours.ts';
import { bannerHoursDepartments, fillBannerHours } from './banners.ts';
import { useBanners } from './shellApi.ts';
import { hoursWords, shell, text, type ShellContext } from './shellConfig.ts';
import { translate } from '../../engine/locale.ts';

/** A banner's message is the content host's English: shown in the applicant's words by that English (locales/<code>/), as config texts are. */
export function BannerStrip({ ctx }: { ctx: ShellContext }) {
  const banners = useBanners();
  const departments = bannerHoursDepartments(banners.data ?? []);
  const hours = useQueries({ queries: departments.map(hoursQuery) });
  const byDepartment = Object.fromEntries(departments.map((d, i) => [d, hours[i]?.data?.weekdays]));
  const shown = (banners.data ?? []).flatMap((b) => {
    const message = fillBannerHours(translate(b.message, ctx.dictionary), byDepartment, hoursWords(ctx));
    return message === null ? [] : [{ ...b, message }];
  });
  if (!shown.length) return null;
  return (
    <section className="banners" aria-label={text(shell.labels.announcements, ctx)}>
      {shown.map((b) => (
        <p key={b.uuid} className={`banner banner--${b.variant}`} data-banner={b.uuid}>
          <span className="visually-hidden">{text(b.variant === 'warn' ? shell.labels.bannerWarn : shell.labels.bannerInfo, ctx)} </span>{b.message}
        </p>
      ))}
    </section>
  );
}
