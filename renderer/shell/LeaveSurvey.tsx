/**
 * The leave-survey prompt (001 §2). Mounted by the application shell with `enabled` from the
 * route's `leaveSurvey` flag (journeys/heloc.json: /{uuid}/liens, product/select, identity,
 * signing/sign). Once per session and route, when the pointer leaves the window through its top
 * edge (exit intent, on devices with a fine pointer), it opens a modal dialog asking why the
 * applicant is leaving: reasons and an optional comment of at most 500 characters, all from
 * schemas/pages/leave-survey.json. The answer is sent as the telemetry event `leave_survey`.
 *
 * Phones have no exit intent to read: the page being hidden is too late, and holding the back
 * button with a history entry of our own would trap the applicant, so phones are not asked.
 *
 * The dialog is modal (aria-modal, the page behind is inert), focus moves into it and is kept
 * there (Tab cycles), Escape or "No thanks" closes it, and focus returns where it was.
 */
import { useEffect, useState } from 'react';
import type { RuleContext } from '../../engine/index.ts';
import { useScreen } from '../screens/loadScreen.ts';
import { LeaveSurveyDialog, LEAVE_SURVEY_SCREEN } from './LeaveSurveyDialog.tsx';
import { surveyRouteOf } from './surveyRoute.ts';

export { LEAVE_SURVEY_EVENT } from './LeaveSurveyDialog.tsx';

const SHOWN_KEY = 'heloc_leave_survey_shown';

function shownRoutes(): string[] {
  try {
    const v = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
const markShown = (route: string) => sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...new Set([...shownRoutes(), route])]));

export interface LeaveSurveyProps {
  /** The route's `leaveSurvey` flag. */
  enabled: boolean;
  applicationUuid: string | undefined;
  /** Rule context for copy placeholders and variants (optional: the copy has none today). */
  ctx?: RuleContext;
}

export function LeaveSurvey({ enabled, applicationUuid, ctx }: LeaveSurveyProps) {
  const [open, setOpen] = useState(false);
  const route = surveyRouteOf(typeof window === 'undefined' ? '' : window.location.pathname);
  const loaded = useScreen(enabled ? LEAVE_SURVEY_SCREEN : undefined);

  useEffect(() => {
    if (!enabled || open || !loaded.data) return;
    if (!window.matchMedia?.('(pointer: fine)').matches) return;
    if (shownRoutes().includes(route)) return;
    const onLeave = (e: MouseEvent) => {
      // Leaving the document (no element to go to) through the top edge: towards tabs or the address bar.
      if (e.relatedTarget !== null || e.clientY > 0) return;
      markShown(route);
      setOpen(true);
    };
    document.documentElement.addEventListener('mouseout', onLeave);
    return () => document.documentElement.removeEventListener('mouseout', onLeave);
  }, [enabled, open, route, loaded.data]);

  if (!open || !loaded.data) return null;
  return <LeaveSurveyDialog ctx={ctx ?? {}} route={route} applicationUuid={applicationUuid} onClose={() => setOpen(false)} />;
}

