/**
 * On a legal document read in another language than English (a disclosure or an agreement shown by
 * PdfDocumentField, the signed documents of DocumentList): the language's governing notice
 * (locales/<code>/_language.json `governingNotice`: the English version governs), and the switch to
 * English one click away. The document itself is English; the switch reads the whole product in
 * English from then on (renderer/app/language.tsx choose), the document staying where it is.
 * Nothing in English, nor in a language without a notice.
 */
import { languages } from 'virtual:locales';
import { SOURCE_LANGUAGE } from '../../engine/locale.ts';
import { useLanguage } from '../app/language.tsx';
import { useRendererWords } from '../app/words.ts';

export function GoverningNotice() {
  const { language, choose } = useLanguage();
  const w = useRendererWords();
  const notice = languages[language]?.governingNotice;
  if (language === SOURCE_LANGUAGE || !notice) return null;
  return (
    <div className="governing-notice" role="note" aria-label={w('governingNoticeLabel')}>
      <p className="governing-notice__text">{notice}</p>
      <button type="button" className="w-link-button governing-notice__english" onClick={() => { void choose(SOURCE_LANGUAGE); }}>
        {w('governingNoticeEnglish')}
      </button>
    </div>
  );
}
