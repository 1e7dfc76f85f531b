/** A path no journey declares. */
import { useBrand } from '../app/AppContext.tsx';
import { useMarkScreenShown } from '../shell/afterFirstScreen.ts';
import { useRendererWords } from '../app/words.ts';

export function NotFound() {
  const brand = useBrand() as { dashboardUrl?: string };
  useMarkScreenShown();
  const w = useRendererWords();
  return (
    <section className="screen screen--info" aria-labelledby="screen-title">
      <h1 id="screen-title">{w('notFoundTitle')}</h1>
      <p>{w('notFoundText')}</p>
      <div className="actions"><a className="button button--primary" href={brand.dashboardUrl ?? '/dashboard'}>{w('goToDashboard')}</a></div>
    </section>
  );
}
