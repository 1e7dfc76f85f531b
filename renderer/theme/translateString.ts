/**
 * The form library's own words. It asks for a few in places our theme draws (the Yes/No of a
 * boolean's choices); anything else it asks for belongs to a feature the theme does not draw (its
 * error list, free-form keys, unnamed options "Option 1", an invalid `ui:order` shown in red), so
 * asking is a configuration error, named, instead of English library text reaching an applicant.
 */
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { ScreenConfigError } from './unsupported.tsx';

const OURS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.YesLabel]: 'Yes',
  [TranslatableString.NoLabel]: 'No',
};

/** Reasons handed to UnsupportedFieldTemplate, which stops with them (staff read them), and the
 * words of the library's fallback for a schema without a type, which our FallbackFieldTemplate never draws. */
const REASONS = new Set<TranslatableString>([
  TranslatableString.Type,
  TranslatableString.Value,
  TranslatableString.UnknownFieldType,
  TranslatableString.MissingItems,
  TranslatableString.UnsupportedField,
  TranslatableString.UnsupportedFieldWithId,
  TranslatableString.UnsupportedFieldWithReason,
  TranslatableString.UnsupportedFieldWithIdAndReason,
]);

export function translateString(key: TranslatableString, params?: string[]): string {
  const ours = OURS[key];
  if (ours !== undefined) return ours;
  const english = englishStringTranslator(key, params);
  if (REASONS.has(key)) return english;
  throw new ScreenConfigError(`The form library would show its own text here ("${english}"): give the field its words in the screen file (a title for every choice, a valid ui:order) or use a registered widget`);
}
