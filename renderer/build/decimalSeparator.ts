/**
 * Stands in for @rjsf/utils' getDecimalSeparator in the browser build (renderer/build/libraryPatches.ts).
 * Every figure the app shows is written the US way (engine/format.ts: "$1,234.56"), so a number is
 * read the same way whatever language the browser is set to: the separator is the product's, not
 * the browser's. (The library builds an Intl.NumberFormat for the browser's languages on every
 * number field render, which also cost the first render ~100 ms at 4× throttling for the locale
 * data: issue 13.)
 */
import { DECIMAL_SEPARATOR } from '../../engine/format.ts';

export default function getDecimalSeparator(): string {
  return DECIMAL_SEPARATOR;
}
