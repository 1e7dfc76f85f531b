/**
 * Renderer tests draw screens directly (renderToStaticMarkup, jsdom) rather than through
 * loadScreen, which loads a screen's late parts first (renderer/screens/screenParts.tsx): every
 * part is loaded before any test file runs (some draw while their suites are collected), so a
 * widget never suspends in a synchronous render.
 */
import '../../renderer/widgets/index.ts';
import '../../renderer/fields/index.ts';
import '../../renderer/theme/templates.tsx';
import '../../renderer/build/rjsfDefaults/fields.ts';
import { loadAllParts } from '../../renderer/screens/screenParts.tsx';

await loadAllParts();
