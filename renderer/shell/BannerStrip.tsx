/**
 * The banner strip (001 §3, §4): the chosen banners, info or warn; none while loading or on error.
 * A message naming a department's hours ({{hours.OPS_CHAT}}) shows them as the chat panel does, from
 * the same query; until they are read (or when they cannot be) that banner waits.
 */
import { useQueries } from '@tanstack/react-query';
import { hoursQuery } from '../api/hours.ts';
import { bannerHoursDepartments, fillBannerHours } from './banners.ts';
import { useBanners } from './shellApi.ts';

export function BannerStrip() {
  const banners = useBanners();
  const departments = bannerHoursDepartments(banners.data ?? []);
  const hours = useQueries({ queries: departments.map(hoursQuery) });
  const byDepartment = Object.fromEntries(departments.map((d, i) => [d, hours[i]?.data?.weekdays]));
  const shown = (banners.data ?? []).flatMap((b) => {
    const message = fillBannerHours(b.message, byDepartment);
    return message === null ? [] : [{ ...b, message }];
  });
  if (!shown.length) return null;
  return (
    <section className="banners" aria-label="Announcements">
      {shown.map((b) => (
        <p key={b.uuid} className={`banner banner--${b.variant}`} data-banner={b.uuid}>
          <span className="visually-hidden">{b.variant === 'warn' ? 'Important: ' : 'Notice: '}</span>{b.message}
        </p>
      ))}
    </section>
  );
}
