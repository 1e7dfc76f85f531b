/** The error fallback (001 §8): Try again, Go to dashboard, and the brand's support contact. */
import { useBrand } from '../app/AppContext.tsx';
import { useMarkScreenShown } from '../shell/afterFirstScreen.ts';

export function ErrorView({ onRetry }: { onRetry?: () => void }) {
  const brand = useBrand() as { dashboardUrl?: string; support?: { phone?: { number?: string; formatted?: string }; email?: string } };
  useMarkScreenShown();
  return (
    <section className="screen screen--info" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">Sorry, looks like we have hit a snag!</h1>
      <p>Please click Try again to see if we can get you back moving</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={onRetry ?? (() => window.location.reload())}>Try again</button>
        <a className="button button--secondary" href={brand.dashboardUrl ?? '/dashboard'}>Go to dashboard</a>
      </div>
      <p>
        Need help? Call <a href={`tel:${brand.support?.phone?.number ?? ''}`}>{brand.support?.phone?.formatted}</a> or e-mail{' '}
        <a href={`mailto:${brand.support?.email ?? ''}`}>{brand.support?.email}</a>.
      </p>
    </section>
  );
}
