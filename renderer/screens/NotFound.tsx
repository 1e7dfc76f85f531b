/** A path no journey declares. */
import { useBrand } from '../app/AppContext.tsx';
import { useMarkScreenShown } from '../shell/afterFirstScreen.ts';

export function NotFound() {
  const brand = useBrand() as { dashboardUrl?: string };
  useMarkScreenShown();
  return (
    <section className="screen screen--info" aria-labelledby="screen-title">
      <h1 id="screen-title">We can't find that page</h1>
      <p>The link may be out of date. Your application is saved; you can continue it from your dashboard.</p>
      <div className="actions"><a className="button button--primary" href={brand.dashboardUrl ?? '/dashboard'}>Go to dashboard</a></div>
    </section>
  );
}
