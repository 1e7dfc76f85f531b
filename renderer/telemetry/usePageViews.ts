/** A page-view event with productType HELOC on every route change (001 §7); failures are logged, never shown. */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { trackPageView } from './telemetry.ts';

export function usePageViews(): void {
  const [location] = useLocation();
  useEffect(() => {
    trackPageView(window.location.pathname).catch((error: unknown) => console.warn((error as Error).message));
  }, [location]);
}
