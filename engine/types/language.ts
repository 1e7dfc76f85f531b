/** Generated from schemas/meta/language.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * locales/<language>/_language.json: how a language is named and formatted. English is the language the config is written in (locales/en/_language.json, with no strings files); every other language has its strings files beside this one (schemas/meta/locale.schema.json). A brand offers languages with `languages` (schemas/meta/brand.schema.json).
 */
export interface Language {
  /**
   * Path to this meta-schema, for editor help.
   */
  $schema?: string;
  /**
   * The language's ISO 639-1 code, as `lang` on the page and `?lang=` in the address take it; the folder's name.
   */
  code: string;
  /**
   * The language's name in itself, as the language switch shows it ("Español").
   */
  name: string;
  /**
   * The locale dates and money are written in for this language (Intl, e.g. es-US): the applicant's words only; what is sent and stored stays as the API takes it.
   */
  locale: string;
  /**
   * Said on every disclosure and signed document shown in this language: which language governs (a translation for convenience, the English controlling). Absent for English.
   */
  governingNotice?: string;
}

