/** The screen's person-facing text with placeholders filled (engine/screenText.ts), once per screen and context. */
import { useMemo } from 'react';
import { screenText, type ScreenText } from '../../engine/screenText.ts';
import { localizeScreen } from '../../engine/locale.ts';
import type { RuleContext, Screen } from '../../engine/index.ts';
import { enumTitles } from '../app/enumTitles.ts';
import { useLanguage } from '../app/language.tsx';

/** In the applicant's language (renderer/app/language.tsx). */
export function useScreenText(screen: Screen, ctx: RuleContext): ScreenText {
  const { dictionary } = useLanguage();
  return useMemo(() => screenText(screen, ctx, { enumTitles, dictionary }), [screen, ctx, dictionary]);
}

/**
 * The screen itself in the applicant's language (engine/locale.ts localizeScreen: its copy, labels
 * and choices), for a part that reads its copy through engine/screenRules.ts resolveCopy rather than
 * useScreenText (a dialog, the processing overlay, the notary session). The screen as written in English.
 */
export function useScreenIn<S extends Screen | undefined>(screen: S): S {
  const { dictionary } = useLanguage();
  return useMemo(() => (screen && dictionary ? localizeScreen(screen, dictionary).screen : screen) as S, [screen, dictionary]);
}
