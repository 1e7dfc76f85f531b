/**
 * On every route change (001 §7): a page-view event with productType HELOC, the page noted for a
 * monitored session's replay, the session-replay link when the path has an application id, and the
 * visitor's marks (001 §2 utm_source=cloc).
 * Failures are logged, never shown.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useBrand } from '../app/AppContext.tsx';
import { notePage, startMonitoring } from './monitoring.ts';
import { sendReplayLink } from './replayLink.ts';
import { trackPageView } from './telemetry.ts';
import { noteVisitor } from '../state/visitorMarks.ts';

export function usePageViews(): void {
  const [location] = useLocation();
  const brand = useBrand() as { monitoring?: { sessionSampleRate?: number; sessionReplaySampleRate?: number } };
  useEffect(() => { startMonitoring(brand.monitoring); }, [brand.monitoring]);
  useEffect(() => {
    const path = window.location.pathname;
    noteVisitor(Object.fromEntries(new URLSearchParams(window.location.search)));
    notePage(path);
    trackPageView(path).catch((error: unknown) => console.warn((error as Error).message));
    sendReplayLink(path).catch((error: unknown) => console.warn(`Session replay link: ${(error as Error).message}`));
  }, [location]);
}
