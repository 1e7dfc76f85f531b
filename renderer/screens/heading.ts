/** A screen's heading: the page's h1, or an h2 with an id of its own when the screen sits in a dialog or panel. */
import type { Screen } from '../../engine/index.ts';

export function headingFor(screen: Screen, embedded = false): { titleId: string; Heading: 'h1' | 'h2' } {
  return embedded ? { titleId: `title-${screen.id.replace(/[^a-z0-9]+/gi, '-')}`, Heading: 'h2' } : { titleId: 'screen-title', Heading: 'h1' };
}
