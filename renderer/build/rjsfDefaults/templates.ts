/**
 * The form library's default templates, in the browser build (renderer/build/libraryPatches.ts):
 * ours (theme/templates.tsx names every template the library has), so the library's own markup
 * is never downloaded (issue 13).
 */
import { templates as themeTemplates } from '../../theme/templates.tsx';

export default function templates() {
  return themeTemplates;
}
