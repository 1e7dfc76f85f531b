/** The screen's person-facing text with placeholders filled (engine/screenText.ts), once per screen and context. */
import { useMemo } from 'react';
import { screenText, type ScreenText } from '../../engine/screenText.ts';
import type { RuleContext, Screen } from '../../engine/index.ts';
import { enumTitles } from '../app/enumTitles.ts';
import { useLanguage } from '../app/language.tsx';

/** In the applicant's language (renderer/app/language.tsx). */
export function useScreenText(screen: Screen, ctx: RuleContext): ScreenText {
  const { dictionary } = useLanguage();
  return useMemo(() => screenText(screen, ctx, { enumTitles, dictionary }), [screen, ctx, dictionary]);
}
