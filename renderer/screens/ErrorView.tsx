/** The error fallback (001 §8): Try again, Go to dashboard, and the brand's support contact. */
import { useBrand } from '../app/AppContext.tsx';
import { useMarkScreenShown } from '../shell/afterFirstScreen.ts';
import { useRendererWords } from '../app/words.ts';

export function ErrorView({ onRetry }: { onRetry?: () => void }) {
  const brand = useBrand() as { dashboardUrl?: string; support?: { phone?: { number?: string; formatted?: string }; email?: string } };
  useMarkScreenShown();
  const w = useRendererWords();
  return (
    <section className="screen screen--info" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{w('errorTitle')}</h1>
      <p>{w('errorText')}</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={onRetry ?? (() => window.location.reload())}>{w('tryAgain')}</button>
        <a className="button button--secondary" href={brand.dashboardUrl ?? '/dashboard'}>{w('goToDashboard')}</a>
      </div>
      <p>
        {w('needHelpCall')} <a href={`tel:${brand.support?.phone?.number ?? ''}`}>{brand.support?.phone?.formatted}</a> {w('orEmail')}{' '}
        <a href={`mailto:${brand.support?.email ?? ''}`}>{brand.support?.email}</a>.
      </p>
    </section>
  );
}
