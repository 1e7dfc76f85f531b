/**
 * A screen's copy in the reader's language for a component that fills the copy's placeholders with
 * its own live values (the notary session's `{{session.*}}`, the appointment's `{{appointment.when}}`):
 * the screen as engine/locale.ts localizeScreen words it, and the template options (the language's
 * locale and words) to resolve it with, as engine/screenText.ts does for every screen.
 */
import { useMemo } from 'react';
import { localizeScreen, translate } from '../../engine/locale.ts';
import type { Screen } from '../../engine/index.ts';
import type { TemplateOptions } from '../../engine/template.ts';
import { useLanguage, useLocale } from '../app/language.tsx';

export function useCopyIn(screen: Screen): { screen: Screen; template: TemplateOptions; locale: string } {
  const { dictionary } = useLanguage();
  const locale = useLocale();
  return useMemo(() => ({
    screen: dictionary ? localizeScreen(screen, dictionary).screen : screen,
    template: dictionary ? { locale: dictionary.locale, translate: (text: string) => translate(text, dictionary) } : {},
    locale,
  }), [screen, dictionary, locale]);
}
