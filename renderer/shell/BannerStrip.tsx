/** The banner strip (001 §3, §4): the chosen banners, info or warn; none while loading or on error. */
import { useBanners } from './shellApi.ts';

export function BannerStrip() {
  const banners = useBanners();
  if (!banners.data?.length) return null;
  return (
    <section className="banners" aria-label="Announcements">
      {banners.data.map((b) => (
        <p key={b.uuid} className={`banner banner--${b.variant}`} data-banner={b.uuid}>
          <span className="visually-hidden">{b.variant === 'warn' ? 'Important: ' : 'Notice: '}</span>{b.message}
        </p>
      ))}
    </section>
  );
}
