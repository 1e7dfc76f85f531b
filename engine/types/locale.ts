/** Generated from schemas/meta/locale.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * A file under locales/<language>/: the language's words for texts a person sees, by the English text they translate (the text as the screen, shell or brand file writes it, placeholders unfilled). Every file of a language is read as one dictionary; the file a text is in only helps staff find it (common.json: texts several areas show). journey validate fails when a text a brand shows has no translation in a language the brand offers, when a translation's placeholders or link targets differ from its English, when a translation is the English itself and the text is not listed in `same`, and when an entry translates a text nothing shows (its English was changed: translate the new text). The language itself (its name, its formats) is locales/<language>/_language.json.
 */
export interface LocaleFile {
  /**
   * Path to this meta-schema, for editor help.
   */
  $schema?: string;
  /**
   * Notes for staff: what these texts are.
   */
  description?: string;
  /**
   * Words for texts the servers word themselves rather than the config: the lender's services as the sandbox plays them (banners, refusals, the chatbot's answers from sandbox/faq.json) and the host's own pages. journey validate does not look for these texts in the config files.
   */
  fromServers?: boolean;
  /**
   * English text → its translation. Keep every placeholder ({{brand.displayName}}, {{values.amount:money}}) and every link target ([words](url)) exactly; translate the words around them.
   */
  strings: {
    [k: string]: string;
  };
  /**
   * English texts that stay exactly as they are in this language (a product or company name alone, an acronym, a word both languages spell alike such as "No").
   */
  same?: string[];
}

