/**
 * The form library's default widgets, in the browser build (renderer/build/libraryPatches.ts): ours.
 * A form only ever draws the theme's widgets (theme/themeWidgets.ts maps every name the library
 * would pick by itself), so the library's own markup is never downloaded (issue 13).
 */
import { themeWidgets } from '../../theme/themeWidgets.ts';

export default function widgets() {
  return themeWidgets;
}
